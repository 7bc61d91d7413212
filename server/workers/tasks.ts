/**
 * What the worker pool's threads run (pool.ts): Markdown rendered and pictures sized, away from
 * the thread that answers requests. Each task says on its `started` port when a thread takes it
 * up, so its time budget counts from then and not from its wait in the queue.
 */
import type { MessagePort } from 'node:worker_threads';
import type { PictureSources } from '../../shared/content-types.ts';
import { renderMarkdown } from '../services/markdown.ts';
import { type EncodeEffort, pictureSizes } from '../services/media-sizes.ts';

export type TaskInput =
  | { kind: 'markdown'; source: string; pictures: [string, PictureSources][] }
  | { kind: 'picture'; bytes: Uint8Array; effort: EncodeEffort };

export type Task = TaskInput & { started: MessagePort };

export default async function run(task: Task) {
  task.started.postMessage('started');
  task.started.close();
  if (task.kind === 'markdown') return renderMarkdown(task.source, new Map(task.pictures));
  const bytes = Buffer.from(task.bytes.buffer, task.bytes.byteOffset, task.bytes.byteLength);
  return pictureSizes(bytes, task.effort);
}
