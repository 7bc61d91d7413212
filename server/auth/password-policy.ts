import { readFileSync } from 'node:fs';
import path from 'node:path';
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
 * one of the well-known leaked passwords. Returns the message to show, or null when acceptable.
 */
export function checkPasswordPolicy(password: string): string | null {
  if (password.length === 0) return passwordMessages.required;
  if ([...password].length < PASSWORD_MIN_LENGTH) return passwordMessages.tooShort;
  if (password.length > PASSWORD_MAX_LENGTH) return passwordMessages.tooLong;
  const lower = password.toLowerCase();
  const list = commonPasswords();
  if (list.has(lower) || list.has(lower.trim())) return passwordMessages.common;
  // One character repeated, e.g. "aaaaaaaaaaaa", is as weak as any listed password.
  if (new Set(lower).size <= 2) return passwordMessages.common;
  return null;
}
