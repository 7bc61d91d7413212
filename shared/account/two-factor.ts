/**
 * Two-step sign-in, as the server and the Security screen both read it: the request bodies of
 * /api/auth/two-factor and what it answers.
 */
import { z } from 'zod';

export const codeSchema = z.object({
  code: z.string('Enter the code.').trim().min(1, 'Enter the code.').max(40, 'Enter the code.'),
});

export const passkeyNameSchema = z
  .string('Name the passkey.')
  .trim()
  .min(1, 'Name the passkey, e.g. “Work laptop”.')
  .max(100, 'Name the passkey in at most 100 characters.');

export const requirementSchema = z.object({ requireTwoFactor: z.boolean() });

export interface PasskeySummary {
  id: string;
  name: string;
  createdAt: string;
  lastUsedAt: string | null;
}

/** GET /api/auth/two-factor */
export interface TwoFactorView {
  totp: boolean;
  passkeys: PasskeySummary[];
  recoveryCodesLeft: number;
  /** The administrator requires a second factor of every staff member. */
  required: boolean;
}

/** POST /api/auth/two-factor/totp/start */
export interface TotpSetup {
  /** The secret as text, for typing into an app instead of scanning. */
  secret: string;
  uri: string;
  /** The QR code of `uri`, as a data: URL. */
  qr: string;
}
