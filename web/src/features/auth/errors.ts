import { ApiError } from '../../lib/api.ts';

/**
 * What a sign-in form shows for a failed request: the server's own message when it sent one
 * (wrong credentials, too many attempts, weak password), else the screen's fallback.
 */
export function serverMessage(err: unknown, fallback: string): string {
  if (err instanceof ApiError && err.code !== 'http_error' && err.message) return err.message;
  return fallback;
}

/** Field-level messages from a 400 (e.g. the password policy), joined for one alert. */
export function fieldMessages(err: unknown): string | null {
  if (!(err instanceof ApiError) || !err.fields) return null;
  const messages = Object.values(err.fields).filter(Boolean);
  return messages.length ? messages.join(' ') : null;
}
