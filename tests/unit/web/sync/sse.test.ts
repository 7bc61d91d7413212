import { describe, expect, it } from 'vitest';
import { createSseParser, type SseMessage } from '../../../../web/src/sync/sse.ts';
import { readChanges } from '../../../../web/src/sync/transport.ts';

function parseAll(chunks: string[]): SseMessage[] {
  const out: SseMessage[] = [];
  const feed = createSseParser((m) => out.push(m));
  for (const chunk of chunks) feed(chunk);
  return out;
}

describe('server-sent events parser', () => {
  it('reads events, skips comments and joins data lines', () => {
    expect(
      parseAll([
        ': ping\n\n',
        'event: changed\ndata: {"version":"12"}\n\n',
        'data: a\ndata: b\n\n',
      ]),
    ).toEqual([
      { event: 'changed', data: '{"version":"12"}' },
      { event: 'message', data: 'a\nb' },
    ]);
  });

  it('handles events split anywhere across chunks, and CRLF line ends', () => {
    const text =
      'event: changed\r\ndata: {"version":"7"}\r\n\r\nevent: changed\rdata: {"version":"8"}\r\r';
    const chunks = text.split('');
    expect(parseAll(chunks)).toEqual([
      { event: 'changed', data: '{"version":"7"}' },
      { event: 'changed', data: '{"version":"8"}' },
    ]);
  });

  it('passes on only well-formed changed events from a response stream', async () => {
    const body =
      ': ping\n\nevent: changed\ndata: {"version":"5"}\n\nevent: changed\ndata: nonsense\n\n' +
      'event: other\ndata: {"version":"6"}\n\nevent: changed\ndata: {"version":"9"}\n\n';
    const seen: string[] = [];
    await readChanges(new Response(body), (e) => seen.push(e.version));
    expect(seen).toEqual(['5', '9']);
  });
});
