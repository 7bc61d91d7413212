import { describe, expect, it } from 'vitest';
import { passwordMessages, WeakPasswordError } from '../../../../../server/auth/password-policy.ts';
import { resetMessages } from '../../../../../server/auth/password-reset.ts';
import { signInMessages } from '../../../../../server/auth/sign-in.ts';
import { errorBody } from '../../../../../server/errors.ts';
import { catalogues } from '../../../../../shared/i18n/index.ts';
import {
  resetConfirmErrorText,
  resetRequestErrorText,
  signInErrorText,
} from '../../../../../web/src/features/auth/errors.ts';
import { ApiError, NetworkError } from '../../../../../web/src/lib/api.ts';

const en = catalogues.en.auth;
const et = catalogues.et.auth;

/** What apiFetch makes of an error answer. */
const apiError = (
  status: number,
  code: string,
  fields?: Record<string, string>,
  reasons?: Record<string, string>,
) => new ApiError(status, code, 'An English message from the server.', fields, undefined, reasons);

/** Failures that are not the visitor's doing: the screen's unexpected-error text. */
const UNEXPECTED: [string, unknown][] = [
  ['a network failure', new NetworkError()],
  ['a 500', apiError(500, 'internal_error')],
  ['an answer without our error shape', apiError(500, 'http_error')],
  ['a foreign origin', apiError(403, 'origin_mismatch')],
  ['an unknown code', apiError(418, 'teapot')],
  ['something thrown that is not an API error', new Error('boom')],
];

describe('signInErrorText (partner sign-in)', () => {
  it.each([
    ['invalid_credentials', 401, 'invalidCredentials'],
    ['validation_failed', 400, 'invalidCredentials'],
    ['rate_limited', 429, 'tooManyAttempts'],
  ] as const)('%s → partnerLogin.%s in both languages', (code, status, key) => {
    const err = apiError(status, code);
    expect(signInErrorText(err, en.partnerLogin)).toBe(en.partnerLogin[key]);
    expect(signInErrorText(err, et.partnerLogin)).toBe(et.partnerLogin[key]);
  });

  it('shows the Estonian texts on an Estonian page', () => {
    expect(signInErrorText(apiError(401, 'invalid_credentials'), et.partnerLogin)).toBe(
      'Vale e-post või parool. Palun proovi uuesti.',
    );
  });

  it.each(UNEXPECTED)('%s → the unexpected-error text', (_, err) => {
    expect(signInErrorText(err, en.partnerLogin)).toBe(
      'An unexpected error occurred. Please try again.',
    );
    expect(signInErrorText(err, et.partnerLogin)).toBe(et.partnerLogin.unexpected);
  });
});

describe('resetRequestErrorText (forgot password)', () => {
  it.each([
    ['validation_failed', 400, 'invalidEmail'],
    ['rate_limited', 429, 'tooManyRequests'],
  ] as const)('%s → forgotPassword.%s in both languages', (code, status, key) => {
    const err = apiError(status, code, code === 'validation_failed' ? { email: 'x' } : undefined);
    expect(resetRequestErrorText(err, en.forgotPassword)).toBe(en.forgotPassword[key]);
    expect(resetRequestErrorText(err, et.forgotPassword)).toBe(et.forgotPassword[key]);
  });

  it.each(UNEXPECTED)('%s → the unexpected-error text', (_, err) => {
    expect(resetRequestErrorText(err, en.forgotPassword)).toBe(en.forgotPassword.unexpected);
    expect(resetRequestErrorText(err, et.forgotPassword)).toBe(et.forgotPassword.unexpected);
  });
});

describe('resetConfirmErrorText (new password)', () => {
  it('a spent, expired or unreadable link → resetPassword.invalidToken', () => {
    for (const err of [
      apiError(400, 'invalid_token'),
      apiError(400, 'validation_failed', { token: 'The reset token is missing.' }),
    ]) {
      expect(resetConfirmErrorText(err, en)).toBe(en.resetPassword.invalidToken);
      expect(resetConfirmErrorText(err, et)).toBe(et.resetPassword.invalidToken);
    }
  });

  it.each([
    ['required', 'required'],
    ['too_short', 'tooShort'],
    ['too_long', 'tooLong'],
    ['common', 'common'],
  ] as const)('policy reason %s → passwordPolicy.%s in both languages', (reason, key) => {
    const err = apiError(400, 'validation_failed', { password: 'English' }, { password: reason });
    expect(resetConfirmErrorText(err, en)).toBe(en.passwordPolicy[key]);
    expect(resetConfirmErrorText(err, et)).toBe(et.passwordPolicy[key]);
  });

  it('reads the reason from the answer the server really sends', () => {
    const thrown = new WeakPasswordError('password', 'too_short');
    const { error } = errorBody(thrown.code, thrown.message, thrown.fields, thrown.reasons);
    expect(error).toEqual({
      code: 'validation_failed',
      message: 'Please correct the highlighted fields.',
      fields: { password: passwordMessages.tooShort },
      reasons: { password: 'too_short' },
    });
    const err = new ApiError(
      400,
      error.code,
      error.message,
      error.fields,
      undefined,
      error.reasons,
    );
    expect(resetConfirmErrorText(err, et)).toBe('Parool peab olema vähemalt 12 märki pikk.');
  });

  it.each<[string, unknown]>([
    ['no reason (an older server)', apiError(400, 'validation_failed', { password: 'English' })],
    [
      'an unknown reason',
      apiError(400, 'validation_failed', { password: 'English' }, { password: 'toString' }),
    ],
    ...UNEXPECTED,
  ])('%s → the unexpected-error text', (_, err) => {
    expect(resetConfirmErrorText(err, en)).toBe(en.resetPassword.unexpected);
    expect(resetConfirmErrorText(err, et)).toBe(et.resetPassword.unexpected);
  });
});

describe('catalogue texts', () => {
  it("keep the server's English wording", () => {
    expect(en.partnerLogin.invalidCredentials).toBe(signInMessages.invalid);
    expect(en.partnerLogin.tooManyAttempts).toBe(signInMessages.tooMany);
    expect(en.forgotPassword.tooManyRequests).toBe(resetMessages.tooMany);
    expect(en.resetPassword.invalidToken).toBe(resetMessages.invalidToken);
    expect(en.passwordPolicy).toEqual(passwordMessages);
  });

  it('are translated into Estonian', () => {
    const texts = [
      [en.forgotPassword.tooManyRequests, et.forgotPassword.tooManyRequests],
      [en.resetPassword.invalidToken, et.resetPassword.invalidToken],
      ...Object.values(en.passwordPolicy).map((text, i) => [
        text,
        Object.values(et.passwordPolicy)[i],
      ]),
    ];
    for (const [english, estonian] of texts) {
      expect(estonian).toBeTruthy();
      expect(estonian).not.toBe(english);
    }
  });
});
