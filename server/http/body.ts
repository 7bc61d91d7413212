import type { Context } from 'hono';
import type { z } from 'zod';
import { BadRequestError, ValidationError } from '../errors.ts';

/** Deepest nesting of arrays and objects a request body may have; no form needs more than 3. */
export const MAX_JSON_DEPTH = 32;

/**
 * Parses JSON text, or undefined when it is not JSON or is nested deeper than MAX_JSON_DEPTH
 * (code that walks the value recursively, like the idempotency hash, must not overflow the stack).
 */
export function parseJsonText(text: string): unknown {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return undefined;
  }
  return depthWithin(value, MAX_JSON_DEPTH) ? value : undefined;
}

/** Iterative, so a hostile depth cannot overflow the stack here either. */
function depthWithin(root: unknown, max: number): boolean {
  const stack: [unknown, number][] = [[root, 0]];
  for (let item = stack.pop(); item; item = stack.pop()) {
    const [value, depth] = item;
    if (value === null || typeof value !== 'object') continue;
    if (depth >= max) return false;
    for (const child of Object.values(value)) stack.push([child, depth + 1]);
  }
  return true;
}

/** The JSON body; with `optional`, an empty body reads as {} (e.g. a cookie refresh). */
export async function readJson(c: Context, optional = false): Promise<unknown> {
  const text = await c.req.text();
  if (text.trim() === '') {
    if (optional) return {};
    throw new BadRequestError('Send the request body as JSON.');
  }
  const value = parseJsonText(text);
  if (value === undefined) throw new BadRequestError('Send the request body as JSON.');
  return value;
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
