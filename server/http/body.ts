import type { Context } from 'hono';
import type { z } from 'zod';
import { BadRequestError, ValidationError } from '../errors.ts';

/** The JSON body; with `optional`, an empty body reads as {} (e.g. a cookie refresh). */
export async function readJson(c: Context, optional = false): Promise<unknown> {
  const text = await c.req.text();
  if (text.trim() === '') {
    if (optional) return {};
    throw new BadRequestError('Send the request body as JSON.');
  }
  try {
    return JSON.parse(text);
  } catch {
    throw new BadRequestError('Send the request body as JSON.');
  }
}

/** Validates with the schema; the first message per field becomes a ValidationError. */
export function parseBody<T>(schema: z.ZodType<T>, value: unknown): T {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const fields: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const key = String(issue.path[0] ?? 'body');
    fields[key] ??= issue.message;
  }
  throw new ValidationError(fields);
}

/** A plain HTML form post (no JavaScript): read with `readForm` and answered with a redirect. */
export function isFormPost(c: Context): boolean {
  const mediaType = (c.req.header('content-type') ?? '').split(';')[0]?.trim().toLowerCase();
  return mediaType === 'application/x-www-form-urlencoded';
}

/** A urlencoded body as strings; of a field sent twice, the first value counts. */
export async function readForm(c: Context): Promise<Record<string, string>> {
  const fields = new Map<string, string>();
  for (const [key, value] of new URLSearchParams(await c.req.text())) {
    if (!fields.has(key)) fields.set(key, value);
  }
  // fromEntries defines own properties, so a field named `__proto__` is only a field.
  return Object.fromEntries(fields);
}
