/**
 * A server-sent events parser over a fetched stream. The events stream is read with fetch
 * rather than EventSource so a 401 goes through the session refresh and the desktop app can
 * send a bearer token (EventSource can do neither).
 */
export interface SseMessage {
  event: string;
  data: string;
}

/** Feeds text chunks in; calls `onMessage` for each complete event (comments are skipped). */
export function createSseParser(onMessage: (message: SseMessage) => void): (chunk: string) => void {
  let buffer = '';
  let event = '';
  let data: string[] = [];
  let hasData = false;

  const dispatch = () => {
    if (hasData) onMessage({ event: event || 'message', data: data.join('\n') });
    event = '';
    data = [];
    hasData = false;
  };

  const line = (text: string) => {
    if (text === '') return dispatch();
    if (text.startsWith(':')) return;
    const colon = text.indexOf(':');
    const field = colon === -1 ? text : text.slice(0, colon);
    let value = colon === -1 ? '' : text.slice(colon + 1);
    if (value.startsWith(' ')) value = value.slice(1);
    if (field === 'event') event = value;
    else if (field === 'data') {
      data.push(value);
      hasData = true;
    }
  };

  // A chunk that ended in '\r' may be followed by the '\n' of the same '\r\n'.
  let skipNewline = false;
  return (chunk) => {
    if (chunk === '') return;
    let text = chunk;
    if (skipNewline && text.startsWith('\n')) text = text.slice(1);
    skipNewline = text.endsWith('\r');
    buffer += text;
    const lines = buffer.split(/\r\n|\r|\n/);
    buffer = lines.pop() ?? '';
    for (const each of lines) line(each);
  };
}

/** Reads `body` to its end, feeding the parser; resolves when the server closes the stream. */
export async function readSse(
  body: ReadableStream<Uint8Array>,
  onMessage: (message: SseMessage) => void,
): Promise<void> {
  const parse = createSseParser(onMessage);
  const decoder = new TextDecoder();
  const reader = body.getReader();
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return;
      parse(decoder.decode(value, { stream: true }));
    }
  } finally {
    reader.releaseLock();
  }
}
