import { createRequire } from 'node:module';
import { type DestinationStream, type Level, multistream, pino } from 'pino';

export type LogLevel = 'silent' | 'error' | 'info';

export interface Logger {
  info(event: string, fields?: Record<string, unknown>): void;
  /** Something refused that is worth a look, though nothing failed (e.g. a 4xx input). */
  warn(event: string, fields?: Record<string, unknown>): void;
  error(event: string, fields?: Record<string, unknown>): void;
}

/** A line written somewhere else than the process's output (tests collect them). */
export type LogWrite = (level: 'info' | 'warn' | 'error', line: string) => void;

/** LOG_LEVEL to pino's: `error` keeps warnings too (refused input is worth a look). */
const PINO_LEVEL: Record<LogLevel, Level | 'silent'> = {
  info: 'info',
  error: 'warn',
  silent: 'silent',
};

/**
 * One JSON object per line, through pino: `time` (ISO 8601), `level` (`info`, `warn`, `error`),
 * `event` and the caller's fields; callers never pass secrets or bodies. Info lines go to stdout
 * and warnings and errors to stderr, each through pino's asynchronous destination, off the
 * request path. Info lines (an access line per request) are gathered and written
 * INFO_BATCH_BYTES at a time, or INFO_FLUSH_MS after the first of them at the latest: a write is
 * a system call that cost more than the rest of a prerendered page's answer. Warnings and errors
 * go out as they come. What is left is flushed when the process exits. With `write`, lines go
 * there instead, one call each. A person running the server in a terminal in development reads them
 * through pino-pretty (`LOG_FORMAT=json` keeps JSON there; `LOG_FORMAT=pretty` asks for it).
 */
export function createLogger(level: LogLevel, write?: LogWrite): Logger {
  const destination = write ? collected(write) : processOutput();
  const log = pino(
    {
      level: PINO_LEVEL[level],
      base: null,
      messageKey: 'event',
      timestamp: isoTime(Date.now),
      formatters: { level: (label) => ({ level: label }) },
    },
    destination,
  );
  return {
    info: (event, fields) => log.info(fields ?? {}, event),
    warn: (event, fields) => log.warn(fields ?? {}, event),
    error: (event, fields) => log.error(fields ?? {}, event),
  };
}

/** How many bytes of info lines are gathered before they are written. */
export const INFO_BATCH_BYTES = 4096;
/** The longest an info line waits to be written when few come (e.g. a quiet server). */
export const INFO_FLUSH_MS = 250;

/**
 * pino's `time` field, ISO 8601: made once per millisecond (a busy server logs many lines in
 * one, and formatting the date was a tenth of a page answer's cost).
 */
export function isoTime(now: () => number): () => string {
  let last = Number.NaN;
  let field = '';
  return () => {
    const ms = now();
    if (ms !== last) {
      last = ms;
      field = `,"time":"${new Date(ms).toISOString()}"`;
    }
    return field;
  };
}

function collected(write: LogWrite): DestinationStream {
  return {
    write(line: string) {
      const level = /"level":"(info|warn|error)"/.exec(line)?.[1] as 'info' | 'warn' | 'error';
      write(level ?? 'info', line.trimEnd());
    },
  };
}

function processOutput(): DestinationStream {
  const pretty = prettyStream();
  if (pretty) return pretty;
  return multistream(
    [
      {
        level: 'info',
        stream: pino.destination({
          dest: 1,
          sync: false,
          minLength: INFO_BATCH_BYTES,
          periodicFlush: INFO_FLUSH_MS,
        }),
      },
      // Warnings and errors are rare: written as they come.
      { level: 'warn', stream: pino.destination({ dest: 2, sync: false }) },
    ],
    { dedupe: true },
  );
}

/**
 * pino-pretty (a development dependency) for a person at a terminal, outside production; absent
 * (an install without development dependencies), JSON as everywhere else.
 */
function prettyStream(): DestinationStream | undefined {
  const format = process.env.LOG_FORMAT;
  const wanted =
    format === 'pretty' ||
    (format !== 'json' && process.stdout.isTTY === true && process.env.NODE_ENV !== 'production');
  if (!wanted) return undefined;
  try {
    const require = createRequire(import.meta.url);
    const pretty = require('pino-pretty') as (
      options: Record<string, unknown>,
    ) => DestinationStream;
    return pretty({ messageKey: 'event', translateTime: 'SYS:HH:MM:ss.l', sync: false });
  } catch {
    return undefined;
  }
}

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
