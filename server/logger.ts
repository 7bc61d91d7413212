import { writeSync } from 'node:fs';

export type LogLevel = 'silent' | 'error' | 'info';

export interface Logger {
  info(event: string, fields?: Record<string, unknown>): void;
  /** Something refused that is worth a look, though nothing failed (e.g. a 4xx input). */
  warn(event: string, fields?: Record<string, unknown>): void;
  error(event: string, fields?: Record<string, unknown>): void;
}

/** One JSON object per line on stdout/stderr; callers never pass secrets or bodies. */
export function createLogger(level: LogLevel, write = defaultWrite): Logger {
  const emit = (lvl: Level, event: string, fields?: Record<string, unknown>) =>
    write(lvl, JSON.stringify({ time: new Date().toISOString(), level: lvl, event, ...fields }));
  return {
    info: (event, fields) => {
      if (level === 'info') emit('info', event, fields);
    },
    warn: (event, fields) => {
      if (level !== 'silent') emit('warn', event, fields);
    },
    error: (event, fields) => {
      if (level !== 'silent') emit('error', event, fields);
    },
  };
}

type Level = 'info' | 'warn' | 'error';

/**
 * Info lines (one per request under load) are written together once per turn of the event loop,
 * not one write each; an error line goes out at once, after the lines before it. Whatever is
 * still pending when the process exits is written synchronously.
 */
let pending: string[] = [];
let flushScheduled = false;

function flush(): void {
  flushScheduled = false;
  if (pending.length === 0) return;
  const text = `${pending.join('\n')}\n`;
  pending = [];
  process.stdout.write(text);
}

function defaultWrite(level: Level, line: string): void {
  if (level !== 'info') {
    flush();
    process.stderr.write(`${line}\n`);
    return;
  }
  pending.push(line);
  if (flushScheduled) return;
  flushScheduled = true;
  setImmediate(flush);
}

process.once('exit', () => {
  if (pending.length === 0) return;
  try {
    writeSync(1, `${pending.join('\n')}\n`);
  } catch {
    // stdout already closed: nothing more can be said.
  }
  pending = [];
});

export const silentLogger: Logger = { info: () => {}, warn: () => {}, error: () => {} };

export function describeError(err: unknown): Record<string, unknown> {
  if (err instanceof Error) {
    // A database error's SQLSTATE says what kind of failure it was (22021: a NUL in text).
    const code = (err as { code?: unknown }).code;
    return {
      error: err.message,
      name: err.name,
      ...(typeof code === 'string' ? { code } : {}),
      stack: err.stack,
    };
  }
  return { error: String(err) };
}
