import * as z from 'zod/mini';
import type { ValidationMessages } from '../i18n/en/validation.ts';
/**
 * Building blocks of the form schemas. Built on `zod/mini` because the same schemas run in the
 * public pages' bundle (100 KB gzip budget) and mini tree-shakes to a few kilobytes.
 */

import { MAX } from './limits.ts';

export { MAX };

/**
 * text@text.text without spaces (public-site §5, newsletter). The contact form's spec check is
 * "contains an @"; the stricter pattern includes it and keeps clearly broken addresses out.
 */
/**
 * An address a mail server reads as exactly one mailbox: RFC 5322's dot-atom local part (no quotes,
 * commas, colons, brackets or spaces, which a mailer would read as a list or a display name),
 * then a domain of letter-or-digit labels ending in a name. Letters of any script are allowed
 * (õun.ee). Every form and every mail path uses this one rule.
 */
export const EMAIL_PATTERN =
  /^[\p{L}\p{N}!#$%&'*+/=?^_`{|}~-]+(?:\.[\p{L}\p{N}!#$%&'*+/=?^_`{|}~-]+)*@(?:[\p{L}\p{N}](?:[\p{L}\p{N}-]*[\p{L}\p{N}])?\.)+\p{L}(?:[\p{L}\p{N}-]*[\p{L}\p{N}])?$/u;

// PostgreSQL text cannot hold NUL, and a lone UTF-16 surrogate is not valid UTF-8 (nor jsonb).
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;
const stripNul = z.overwrite((v: string) =>
  v.replaceAll('\u0000', '').replace(LONE_SURROGATE, '\ufffd'),
);

function tooLong(t: ValidationMessages, max: number): string {
  return t.tooLong.replace('{max}', String(max));
}

/** A required text: missing or blank gives `required`, then the length bound. */
export function requiredText(t: ValidationMessages, required: string, max: number) {
  return z
    .string({ error: (iss) => (iss.input === undefined ? required : t.textInvalid) })
    .check(stripNul, z.trim(), z.minLength(1, required), z.maxLength(max, tooLong(t, max)));
}

/** An optional text; blank values are dropped before parsing (see `validateForm`). */
export function optionalText(t: ValidationMessages, max: number) {
  return z.optional(
    z.string({ error: t.textInvalid }).check(stripNul, z.trim(), z.maxLength(max, tooLong(t, max))),
  );
}

/** A required, trimmed email: `required` when missing, then the pattern, then the length. */
export function email(t: ValidationMessages, required: string) {
  return z
    .string({ error: (iss) => (iss.input === undefined ? required : t.emailInvalid) })
    .check(
      stripNul,
      z.trim(),
      z.minLength(1, required),
      z.regex(EMAIL_PATTERN, t.emailInvalid),
      z.maxLength(MAX.email, tooLong(t, MAX.email)),
    );
}

/** One of a fixed list; `required` when missing (defaults to the generic option message). */
export function option<const T extends readonly [string, ...string[]]>(
  t: ValidationMessages,
  values: T,
  required: string = t.optionInvalid,
) {
  return z.enum(values, {
    error: (iss) => (iss.input === undefined ? required : t.optionInvalid),
  });
}

export type FormResult<T> =
  | { success: true; data: T }
  | { success: false; fields: Record<string, string> };

/**
 * Parses a form and returns either the typed data or the FIRST message per field. Fields appear
 * in the schema's (the spec's) order and each field's checks run in the spec's order, so the
 * first issue per field is the one to show. Blank strings count as "not given", the same as an
 * empty input in a form post.
 */
export function validateForm<T>(schema: z.ZodMiniType<T>, input: unknown): FormResult<T> {
  const result = schema.safeParse(dropBlanks(input));
  if (result.success) return { success: true, data: result.data };
  const fields: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const key = issue.path.length > 0 ? String(issue.path[0]) : '_form';
    if (!(key in fields)) fields[key] = issue.message;
  }
  return { success: false, fields: orderFields(schema, fields) };
}

function dropBlanks(input: unknown): unknown {
  if (typeof input !== 'object' || input === null || Array.isArray(input)) return input;
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(input)) {
    // A JSON key "__proto__" would otherwise become this object's prototype.
    if (k === '__proto__') continue;
    if (typeof v === 'string' && v.trim() === '') continue;
    if (v === null) continue;
    out[k] = v;
  }
  return out;
}

/** Issues come in shape order already; this keeps the guarantee explicit for object schemas. */
function orderFields(schema: unknown, fields: Record<string, string>): Record<string, string> {
  const shape = (schema as { def?: { shape?: Record<string, unknown> } }).def?.shape;
  if (!shape) return fields;
  const ordered: Record<string, string> = {};
  for (const key of Object.keys(shape)) {
    const message = fields[key];
    if (message !== undefined) ordered[key] = message;
  }
  for (const [key, message] of Object.entries(fields)) ordered[key] ??= message;
  return ordered;
}
