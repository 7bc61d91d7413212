import { readFileSync } from 'node:fs';
import path from 'node:path';
import { ValidationError } from '../errors.ts';
import { ROOT } from '../paths.ts';

export const PASSWORD_MIN_LENGTH = 12;
/** Long enough for any passphrase; bounds the hashing work one request can cause. */
export const PASSWORD_MAX_LENGTH = 256;

export const passwordMessages = {
  required: 'Password is required.',
  tooShort: `Password must be at least ${PASSWORD_MIN_LENGTH} characters.`,
  tooLong: `Password must be at most ${PASSWORD_MAX_LENGTH} characters.`,
  common: 'This password is too common; choose one that is harder to guess.',
} as const;

/**
 * Why a password is refused, as sent in a 400's `reasons` beside the English message (the
 * public site shows its own text in the page's language): a stable part of the API.
 */
export type PasswordPolicyReason = 'required' | 'too_short' | 'too_long' | 'common';

const MESSAGE_OF: Record<PasswordPolicyReason, string> = {
  required: passwordMessages.required,
  too_short: passwordMessages.tooShort,
  too_long: passwordMessages.tooLong,
  common: passwordMessages.common,
};

/** A password the policy refuses: `fields: {<field>: message}` and `reasons: {<field>: reason}`. */
export class WeakPasswordError extends ValidationError {
  constructor(field: string, reason: PasswordPolicyReason) {
    super({ [field]: MESSAGE_OF[reason] }, undefined, { [field]: reason });
  }
}

/** The shipped list lives next to this file in the source tree (found from dist/ too). */
const LIST_PATH = path.join(ROOT, 'server', 'auth', 'common-passwords.txt');
let common: Set<string> | undefined;

function commonPasswords(): Set<string> {
  common ??= new Set(
    readFileSync(LIST_PATH, 'utf8')
      .split('\n')
      .map((line) => line.trim().toLowerCase())
      .filter(Boolean),
  );
  return common;
}

/**
 * The rule for every new password (CLI, reset, first admin): at least 12 characters and not
 * one of the well-known leaked passwords. Returns why it is refused, or null when acceptable.
 */
export function passwordPolicyReason(password: string): PasswordPolicyReason | null {
  if (password.length === 0) return 'required';
  if ([...password].length < PASSWORD_MIN_LENGTH) return 'too_short';
  if (password.length > PASSWORD_MAX_LENGTH) return 'too_long';
  const lower = password.toLowerCase();
  const list = commonPasswords();
  if (list.has(lower) || list.has(lower.trim())) return 'common';
  // One character repeated, e.g. "aaaaaaaaaaaa", is as weak as any listed password.
  if (new Set(lower).size <= 2) return 'common';
  return null;
}

/** The policy's English message for a refused password, or null when acceptable. */
export function checkPasswordPolicy(password: string): string | null {
  const reason = passwordPolicyReason(password);
  return reason ? MESSAGE_OF[reason] : null;
}
