import { PassThrough } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { promptHidden } from '../../../server/cli.ts';

function terminal(typed: string[]) {
  const input = new PassThrough();
  const output = new PassThrough();
  let shown = '';
  output.on('data', (d: Buffer) => {
    shown += d.toString();
  });
  for (const keys of typed) input.write(keys);
  return { io: { input, output, interactive: true }, shown: () => shown };
}

describe('the password prompt', () => {
  it('reads a line without echoing it, and honours backspace', async () => {
    const t = terminal(['Kohtulahend-', '2025x\u007f', '-Tallinn\r']);
    const password = await promptHidden('Password: ', t.io);
    expect(password).toBe('Kohtulahend-2025-Tallinn');
    expect(t.shown()).toBe('Password: \n');
  });

  it('stops on Ctrl+C', async () => {
    const t = terminal(['abc\u0003']);
    await expect(promptHidden('Password: ', t.io)).rejects.toThrow('Cancelled.');
  });
});
