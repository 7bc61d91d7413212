export type LogLevel = 'silent' | 'error' | 'info';

export interface Logger {
  info(event: string, fields?: Record<string, unknown>): void;
  error(event: string, fields?: Record<string, unknown>): void;
}

/** One JSON object per line on stdout/stderr; callers never pass secrets or bodies. */
export function createLogger(level: LogLevel, write = defaultWrite): Logger {
  const emit = (lvl: 'info' | 'error', event: string, fields?: Record<string, unknown>) =>
    write(lvl, JSON.stringify({ time: new Date().toISOString(), level: lvl, event, ...fields }));
  return {
    info: (event, fields) => {
      if (level === 'info') emit('info', event, fields);
    },
    error: (event, fields) => {
      if (level !== 'silent') emit('error', event, fields);
    },
  };
}

function defaultWrite(level: 'info' | 'error', line: string): void {
  (level === 'error' ? process.stderr : process.stdout).write(`${line}\n`);
}

export const silentLogger: Logger = { info: () => {}, error: () => {} };

export function describeError(err: unknown): Record<string, unknown> {
  if (err instanceof Error) return { error: err.message, name: err.name, stack: err.stack };
  return { error: String(err) };
}
