import { createRequire } from 'node:module';
import { type DestinationStream, type Level, multistream, pino, stdTimeFunctions } from 'pino';

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
 * and warnings and errors to stderr, each through pino's asynchronous destination: lines made
 * while a write is under way go out together in the next one, off the request path, and what is
 * left is flushed when the process exits. With `write`, lines go there
 * instead, one call each. A person running the server in a terminal in development reads them
 * through pino-pretty (`LOG_FORMAT=json` keeps JSON there; `LOG_FORMAT=pretty` asks for it).
 */
export function createLogger(level: LogLevel, write?: LogWrite): Logger {
  const destination = write ? collected(write) : processOutput();
  const log = pino(
    {
      level: PINO_LEVEL[level],
      base: null,
      messageKey: 'event',
      timestamp: stdTimeFunctions.isoTime,
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
      { level: 'info', stream: pino.destination({ dest: 1, sync: false }) },
      // Warnings and errors are rare: written as they come, after the info lines before them.
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
