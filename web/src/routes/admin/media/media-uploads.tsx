import { useRef, useState } from 'react';
import { fmt } from '../../../../../shared/i18n/format.ts';
import { MEDIA_MAX_BYTES, type MediaView, mediaMessages } from '../../../../../shared/media.ts';
import { FileChooser } from '../../../components/admin/image-upload.tsx';
import { withSession } from '../../../features/auth/session.ts';
import { ApiError, apiUploadWithProgress, NetworkError } from '../../../lib/api.ts';
import { useAdminT } from '../use-admin-t.ts';

type Stage =
  | { kind: 'waiting' }
  | { kind: 'sending'; percent: number }
  | { kind: 'processing' }
  | { kind: 'done' }
  | { kind: 'offline' }
  | { kind: 'failed'; message: string };

interface Upload {
  id: number;
  name: string;
  stage: Stage;
}

const active = (stage: Stage) =>
  stage.kind === 'waiting' || stage.kind === 'sending' || stage.kind === 'processing';

/**
 * The Media screen's uploads: several pictures chosen at once are sent one after another (the
 * server sizes one of a person's pictures at a time, and refuses a longer queue), each with its
 * state: waiting, uploading (how much is sent), processing (the server making its sizes), done
 * or why not. `onUploaded` is told after each, so the list shows it.
 */
export function MediaUploads(props: { onUploaded(media: MediaView): void }) {
  const t = useAdminT().media;
  const [uploads, setUploads] = useState<Upload[]>([]);
  const queue = useRef<{ id: number; file: File }[]>([]);
  const sending = useRef(false);
  const nextId = useRef(1);

  const set = (id: number, stage: Stage) =>
    setUploads((list) => list.map((u) => (u.id === id ? { ...u, stage } : u)));

  async function send(id: number, file: File) {
    if (file.size > MEDIA_MAX_BYTES)
      return set(id, { kind: 'failed', message: mediaMessages.tooLarge });
    const form = new FormData();
    form.set('file', file, file.name);
    set(id, { kind: 'sending', percent: 0 });
    try {
      const { media } = await withSession(() =>
        apiUploadWithProgress<{ media: MediaView }>('/api/admin/media', form, {
          onProgress: (fraction) =>
            set(id, { kind: 'sending', percent: Math.floor(fraction * 100) }),
          onSent: () => set(id, { kind: 'processing' }),
        }),
      );
      set(id, { kind: 'done' });
      props.onUploaded(media);
    } catch (err) {
      if (err instanceof NetworkError) return set(id, { kind: 'offline' });
      const message = err instanceof ApiError ? (err.fields?.file ?? err.message) : t.failed;
      set(id, { kind: 'failed', message });
    }
  }

  async function pump() {
    if (sending.current) return;
    sending.current = true;
    try {
      for (let next = queue.current.shift(); next; next = queue.current.shift()) {
        await send(next.id, next.file);
      }
    } finally {
      sending.current = false;
    }
  }

  function choose(files: File[]) {
    const chosen = files.map((file) => ({ id: nextId.current++, file }));
    if (chosen.length === 0) return;
    queue.current.push(...chosen);
    setUploads((list) => [
      ...chosen.map(({ id, file }) => ({
        id,
        name: file.name,
        stage: { kind: 'waiting' } as Stage,
      })),
      ...list.filter((u) => active(u.stage)),
    ]);
    void pump();
  }

  const said = (stage: Stage): string => {
    switch (stage.kind) {
      case 'waiting':
        return t.uploadWaiting;
      case 'sending':
        return fmt(t.uploadSending, { percent: stage.percent });
      case 'processing':
        return t.uploadProcessing;
      case 'done':
        return t.uploadDone;
      case 'offline':
        return t.uploadOffline;
      case 'failed':
        return stage.message;
    }
  };
  const busy = uploads.some((u) => active(u.stage));

  return (
    <section className="media-uploads" aria-label={t.uploads} aria-busy={busy}>
      <FileChooser label={t.upload} multiple onFiles={choose} />
      {uploads.length > 0 ? (
        <ul className="media-uploads__list">
          {uploads.map((u) => (
            <li key={u.id} aria-busy={active(u.stage)}>
              <span className="media-uploads__name">{u.name}</span>{' '}
              <span
                role={u.stage.kind === 'failed' || u.stage.kind === 'offline' ? 'alert' : 'status'}
                className={u.stage.kind === 'failed' ? 'media-uploads__failed' : 'admin-muted'}
              >
                {said(u.stage)}
              </span>
              {u.stage.kind === 'sending' ? (
                <progress
                  max={100}
                  value={u.stage.percent}
                  aria-label={fmt(t.uploadSendingLabel, { name: u.name })}
                />
              ) : null}
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
