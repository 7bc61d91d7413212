/**
 * Sign-in, tokens, sessions and password reset under /api/auth.
 *
 * Errors always have the shape {"error": {"code", "message", "fields"?}}.
 *
 * POST /api/auth/login            browser sign-in (admin and partner use the same endpoint)
 *   body   {email: string, password: string}
 *   200    {id, email, role: 'admin'|'partner'}  + HttpOnly cookies (access + refresh)
 *   body   {email, password, code?}   code: the second factor, for an account that has one
 *   400    validation_failed  {fields: {email?, password?}}
 *   401    invalid_credentials "Invalid credentials. Please try again." (same for unknown email,
 *          wrong password and disabled account; same response time)
 *   401    second_factor_required: the password is right and the account has an authenticator
 *          app or a passkey; send the same with `code` (or sign in with the passkey)
 *   401    invalid_code: the code is wrong or was used already (counts as a failed sign-in)
 *   429    rate_limited (header Retry-After: seconds) after 5 failures per account / 15 min or
 *          100 per IP / hour
 *   403    origin_mismatch when the Origin header is not this site (browsers always send it)
 *   Also a plain HTML form post (`application/x-www-form-urlencoded`, the partner sign-in page
 *   without JavaScript): email, password, optional next, return_to (the page), lang. Always
 *   303 See Other (after the same Origin check): to `next` or the dashboard (/admin for an
 *   administrator) with the cookies set, or back to the page with ?error=required|invalid|
 *   locked|expired|unexpected, the email and next (server/auth/sign-in-form.ts has the details).
 *   For an account with two-step sign-in a right password is answered 200 with a plain HTML
 *   page asking for the code, carrying a pending sign-in token (5 minutes), never the password.
 *
 * POST /api/auth/login/code       that page's form post (urlencoded): pending, code, return_to,
 *   lang, next. 303 as above once signed in; a wrong code, the right one used again in its 30 s,
 *   or the account's codes paused: 200, the page again with the reason (the JSON sign-in's
 *   messages, counting and lock-out); a lapsed or forged token: 303 back with ?error=expired.
 *
 * POST /api/auth/token            desktop sign-in, no cookies
 *   body   {email, password}
 *   200    {accessToken, refreshToken, expiresIn (seconds), user: {id, email, role}}
 *   errors as /login
 *
 * POST /api/auth/refresh          rotates the refresh token
 *   browser: no body, the refresh cookie is used → 200 {id, email, role} + new cookies
 *   desktop: body {refreshToken} → 200 {accessToken, refreshToken, expiresIn, user}
 *   401    session_ended when the sign-in was ended (revoked: Sessions screen, sign-out, password
 *          change, disabled account, a copied token; or unknown, as an ended one is a day later):
 *          the device signs out and deletes its local copy. session_expired when it lapsed
 *          (idle > 30 min or older than 12 h). GET /api/auth/session answers the same
 *          session_ended for an ended refresh cookie.
 *          Presenting an already-rotated refresh token ends the whole sign-in (every token of
 *          it), so a client must never refresh twice with the same token: run at most one
 *          refresh at a time (single-flight; across browser tabs e.g. navigator.locks).
 *
 * POST /api/auth/logout           ends the session on the server (cookie or Bearer token; a desktop
 *   may also send {refreshToken}); 204, cookies cleared. Old tokens stop working at once.
 *
 * GET  /api/auth/session          200 {user: {id, email, role, needsSecondFactor?}} or 401
 *   unauthorized. `needsSecondFactor`: staff must sign in with a second factor and this account
 *   has none yet; every staff API answers 403 second_factor_setup_required until one is set up
 *   (/api/auth/two-factor, server/routes/two-factor.ts).
 *   For a browser whose 15-minute access cookie has lapsed but whose session is still live,
 *   this call rotates the refresh cookie and answers 200 (so a screen can simply ask it on load).
 *   Because it may rotate, run it under the same single-flight lock as POST /refresh, or two
 *   tabs (or a page and its own retry) can present one refresh token twice and end the sign-in.
 *   Other API calls answer 401 when the access token lapsed: call POST /refresh once, then retry.
 *
 * POST /api/auth/password-reset   body {email} → always 200 {message} whether or not the account
 *   exists; mails a single-use link valid 1 h: /admin/reset-password?token=… (admins) or
 *   /partners/reset-password?token=… (partners). 429 rate_limited when an IP asks too often.
 *
 * POST /api/auth/password-reset/confirm  body {token, password}
 *   200    {message} — password set, every session of the account ended (sign in again)
 *   400    validation_failed {fields: {password: "Password must be at least 12 characters." |
 *          "This password is too common; choose one that is harder to guess." | …},
 *          reasons: {password: required | too_short | too_long | common}} (the stable code
 *          beside the English message, for clients that show their own texts)
 *   400    invalid_token "This reset link is invalid or has expired. Please request a new one."
 *
 * POST /api/auth/unlock           body {token} (from the link mailed when failed sign-ins lock
 *   an account: /admin/unlock?token=… or /partners/unlock?token=…; the page posts it when its
 *   button is pressed, so opening the link alone unlocks nothing)
 *   200    {message, role} + an HttpOnly trusted-browser cookie (30 days): a sign-in from this
 *          browser gets the password check while the account is locked for everyone else
 *   400    invalid_token "This unlock link has expired or has already been used. …"
 *   403    origin_mismatch for a foreign Origin
 *
 * POST /api/auth/password         a signed-in user changes their own password
 *   body   {currentPassword, newPassword}
 *   200    {message} — every session of the account ends (this one too; cookies cleared)
 *   400    validation_failed {fields: {currentPassword: "The current password is not correct."} |
 *          {newPassword: <policy message as above>} with reasons: {newPassword: <as above>}}
 *   401    without a session; 429 after 5 wrong current passwords in 15 min (shared with sign-in)
 *
 * GET    /api/auth/sessions       the signed-in person's live sessions, most recently used first
 *   200    {sessions: [{id, client, browser, os, ip, signedInAt, lastUsedAt, current}]}
 * DELETE /api/auth/sessions/:id   ends one of them (audited as auth.session_ended): its next
 *   request is signed out. 204; 404 not_found when it has ended already.
 */
import type { Context } from 'hono';
import { Hono } from 'hono';
import { z } from 'zod';
import { type AuthEnv, authenticate, bearerToken, requireUser } from '../auth/access.ts';
import { changeOwnPassword, changePasswordMessages } from '../auth/change-password.ts';
import {
  clearSessionCookies,
  readAccessCookie,
  readRefreshCookie,
  setSessionCookies,
} from '../auth/cookies.ts';
import { assertSameOrigin } from '../auth/origin.ts';
import {
  confirmPasswordReset,
  requestPasswordReset,
  resetMessages,
} from '../auth/password-reset.ts';
import { issuePendingSignIn } from '../auth/pending-sign-in.ts';
import { refusedSession, SessionEndedError, SessionExpiredError } from '../auth/session-errors.ts';
import {
  type RotateFailure,
  revokeFamily,
  rotateRefreshToken,
  type SessionUser,
  sessionOfRefreshToken,
} from '../auth/sessions.ts';
import { issueAccessToken, signIn, signInWithPendingCode } from '../auth/sign-in.ts';
import {
  CodesLockedError,
  InvalidSecondFactorError,
  SecondFactorRequiredError,
  SpentSecondFactorError,
} from '../auth/sign-in-code.ts';
import { type CodeStepMessage, codePageOf, renderCodePage } from '../auth/sign-in-code-page.ts';
import {
  readSignInFormPost,
  type SignInFormPost,
  signInFormError,
  signInFormLanding,
  signInFormRetry,
} from '../auth/sign-in-form.ts';
import { ACCESS_TOKEN_TTL_SECONDS, signingKey, verifyAccessToken } from '../auth/tokens.ts';
import {
  readTrustedBrowserCookie,
  setTrustedBrowserCookie,
  TRUSTED_BROWSER_TTL_MS,
  unlockBrowser,
  unlockMessages,
} from '../auth/unlock.ts';
import type { AppDeps } from '../deps.ts';
import { UnauthorizedError } from '../errors.ts';
import { isFormPost, parseBody, readForm, readJson } from '../http/body.ts';
import { clientIp } from '../http/client-ip.ts';
import { noStore } from '../http/no-store.ts';
import { describeError } from '../logger.ts';
import { recordAudit } from '../services/audit.ts';
import { endSession, listSessions } from '../services/sessions.ts';

const messages = {
  emailRequired: 'Email is required.',
  passwordRequired: 'Password is required.',
  tokenRequired: 'The reset token is missing.',
  unlockTokenRequired: 'The unlock token is missing.',
  emailInvalid: 'Enter a valid email address.',
} as const;

/** PostgreSQL text cannot hold NUL: refuse it here, or the lookup fails as a 500. */
const email = z
  .string({ error: messages.emailRequired })
  .trim()
  .min(1, messages.emailRequired)
  .max(320)
  .refine((v) => !v.includes('\u0000'), messages.emailInvalid);

const credentials = z.object({
  email,
  password: z
    .string({ error: messages.passwordRequired })
    .min(1, messages.passwordRequired)
    .max(1024),
  /** The second factor (an authenticator app's code or a recovery code), when asked for. */
  code: z.string().trim().max(40).optional(),
});
const refreshBody = z.object({ refreshToken: z.string().min(1).max(200).optional() });
const resetRequest = z.object({ email });
const unlockRequest = z.object({
  token: z
    .string({ error: messages.unlockTokenRequired })
    .min(1, messages.unlockTokenRequired)
    .max(200),
});
const passwordChange = z.object({
  currentPassword: z
    .string({ error: messages.passwordRequired })
    .min(1, messages.passwordRequired)
    .max(1024),
  newPassword: z.string({ error: messages.passwordRequired }).max(1024),
});
const resetConfirm = z.object({
  token: z.string({ error: messages.tokenRequired }).min(1, messages.tokenRequired).max(200),
  password: z.string({ error: messages.passwordRequired }).max(1024),
});

const publicUser = (u: SessionUser) => ({
  id: u.id,
  email: u.email,
  role: u.role,
  // The administrator requires a second factor and this account has none yet.
  ...(u.needsSecondFactor ? { needsSecondFactor: true } : {}),
});

export function authRoutes(deps: AppDeps): Hono<AuthEnv> {
  const { config, clock, sql } = deps;
  const app = new Hono<AuthEnv>();
  app.use('*', noStore);
  const meta = (c: Context) => ({
    ip: clientIp(c, config.trustProxy),
    userAgent: c.req.header('user-agent') ?? null,
  });

  app.post('/login', async (c) => {
    // No cookie yet, so only a foreign Origin is refused (login CSRF); a form post too.
    assertSameOrigin(c, config, false);
    if (isFormPost(c)) return signInWithForm(c);
    const body = parseBody(credentials, await readJson(c));
    return c.json(publicUser(await browserSignIn(c, body)));
  });

  /** Signs in and sets the session cookies; the user, or the sign-in's error. */
  async function browserSignIn(c: Context, body: z.infer<typeof credentials>) {
    const result = await signIn(deps, {
      ...body,
      client: 'browser',
      ...meta(c),
      trustedBrowser: readTrustedBrowserCookie(c, config),
    });
    setSessionCookies(
      c,
      config,
      { accessToken: result.accessToken, ...result.session },
      clock.now(),
    );
    return result.user;
  }

  /**
   * A plain form post (no JavaScript): a 303 to where the sign-in leads, or back to the page
   * with the error; for an account with two-step sign-in, the page asking for the code.
   */
  async function signInWithForm(c: Context): Promise<Response> {
    const form = await readForm(c);
    const post = readSignInFormPost(form, c.req.header('accept-language'));
    try {
      const user = await browserSignIn(c, parseBody(credentials, form));
      return c.redirect(signInFormLanding(post, user.role), 303);
    } catch (err) {
      if (err instanceof SecondFactorRequiredError && err.account) {
        const pending = await issuePendingSignIn(deps, err.account, clock.now());
        return c.html(renderCodePage({ ...codePageOf(post), pending, message: null }));
      }
      return c.redirect(formRetry(err, form, post), 303);
    }
  }

  /** Back to the sign-in page with the failure's code (logged when unexpected). */
  function formRetry(err: unknown, form: Record<string, string>, post: SignInFormPost): string {
    const error = signInFormError(err, form);
    if (error === 'unexpected') deps.logger.error('sign_in_failed', describeError(err));
    return signInFormRetry(post, error);
  }

  // The code step of the sign-in without JavaScript (sign-in-code-page.ts).
  app.post('/login/code', async (c) => {
    assertSameOrigin(c, config, false);
    const form = await readForm(c);
    const post = readSignInFormPost(form, c.req.header('accept-language'));
    const pending = (form.pending ?? '').slice(0, 2000);
    if (!pending) return c.redirect(signInFormRetry(post, 'expired'), 303);
    const again = (message: CodeStepMessage) =>
      c.html(renderCodePage({ ...codePageOf(post), pending, message }));
    const parsed = credentials.shape.code.safeParse(form.code);
    const code = parsed.success ? parsed.data : undefined;
    if (!code) return again('needed');
    try {
      const result = await signInWithPendingCode(deps, {
        pending,
        code,
        client: 'browser',
        ...meta(c),
        trustedBrowser: readTrustedBrowserCookie(c, config),
      });
      setSessionCookies(
        c,
        config,
        { accessToken: result.accessToken, ...result.session },
        clock.now(),
      );
      return c.redirect(signInFormLanding(post, result.user.role), 303);
    } catch (err) {
      if (err instanceof InvalidSecondFactorError) return again('wrong');
      if (err instanceof SpentSecondFactorError) return again('spent');
      if (err instanceof CodesLockedError) return again('locked');
      return c.redirect(formRetry(err, form, post), 303);
    }
  });

  app.post('/token', async (c) => {
    const body = parseBody(credentials, await readJson(c));
    const result = await signIn(deps, { ...body, client: 'desktop', ...meta(c) });
    return c.json({
      accessToken: result.accessToken,
      refreshToken: result.session.refreshToken,
      expiresIn: ACCESS_TOKEN_TTL_SECONDS,
      user: publicUser(result.user),
    });
  });

  app.post('/refresh', async (c) => {
    const { refreshToken: fromBody } = parseBody(refreshBody, await readJson(c, true));
    const fromCookie = fromBody ? undefined : readRefreshCookie(c, config);
    if (fromCookie) assertSameOrigin(c, config, true);
    const token = fromBody ?? fromCookie;
    if (!token) throw new SessionExpiredError();
    const user = await rotate(c, token, Boolean(fromCookie));
    if ('refused' in user) {
      if (fromCookie) clearSessionCookies(c, config);
      throw refusedSession(user.refused);
    }
    if (fromBody) {
      return c.json({
        accessToken: user.accessToken,
        refreshToken: user.refreshToken,
        expiresIn: ACCESS_TOKEN_TTL_SECONDS,
        user: publicUser(user.user),
      });
    }
    return c.json(publicUser(user.user));
  });

  /** Rotates a refresh token; for the browser the new pair is set as cookies. */
  async function rotate(
    c: Context,
    token: string,
    viaCookie: boolean,
  ): Promise<
    { refused: RotateFailure } | { user: SessionUser; accessToken: string; refreshToken: string }
  > {
    const now = clock.now();
    const result = await rotateRefreshToken(sql, token, meta(c), now);
    if (!result.ok) {
      if (result.reason === 'reused') {
        await recordAudit(
          sql,
          {
            action: 'auth.session_reuse_detected',
            actorId: result.userId ?? null,
            ip: meta(c).ip,
          },
          now,
        );
      }
      return { refused: result.reason };
    }
    const accessToken = await issueAccessToken(deps, result.user);
    if (viaCookie) setSessionCookies(c, config, { accessToken, ...result.session }, now);
    return { user: result.user, accessToken, refreshToken: result.session.refreshToken };
  }

  app.post('/logout', async (c) => {
    const now = clock.now();
    const bearer = bearerToken(c);
    if (!bearer && (readAccessCookie(c, config) || readRefreshCookie(c, config))) {
      assertSameOrigin(c, config, true);
    }
    const { refreshToken: fromBody } = parseBody(refreshBody, await readJson(c, true));
    const session = await findSessionToEnd(c, bearer, fromBody);
    if (session) {
      await revokeFamily(sql, session.sessionId, now);
      await recordAudit(
        sql,
        {
          action: 'auth.logout',
          actorId: session.userId,
          actorEmail: session.email ?? null,
          ip: meta(c).ip,
        },
        now,
      );
    }
    clearSessionCookies(c, config);
    return c.body(null, 204);
  });

  /** The session named by the request: its access token (even a lapsed one) or refresh token. */
  async function findSessionToEnd(
    c: Context,
    bearer: string | undefined,
    bodyRefresh: string | undefined,
  ): Promise<{ sessionId: string; userId: string; email?: string } | null> {
    const access = bearer ?? readAccessCookie(c, config);
    if (access) {
      const key = await signingKey(sql, config);
      // Sign-out must work with a token that lapsed a moment ago; the signature still counts.
      const claims = await verifyAccessToken(
        key,
        access,
        new Date(clock.now().getTime() - 3_600_000),
      );
      if (claims) return { sessionId: claims.sessionId, userId: claims.userId };
    }
    const refresh = bodyRefresh ?? readRefreshCookie(c, config);
    return refresh ? sessionOfRefreshToken(sql, refresh) : null;
  }

  app.get('/session', async (c) => {
    const user = await authenticate(c, deps);
    if (user) return c.json({ user: publicUser(user) });
    const refresh = bearerToken(c) ? undefined : readRefreshCookie(c, config);
    if (refresh) {
      const rotated = await rotate(c, refresh, true);
      if (!('refused' in rotated)) return c.json({ user: publicUser(rotated.user) });
      clearSessionCookies(c, config);
      // Ended, not lapsed: the device must forget its local copy (a lost phone, say).
      if (rotated.refused !== 'expired') throw new SessionEndedError();
    }
    throw new UnauthorizedError('Please sign in to continue.');
  });

  app.post('/password-reset', async (c) => {
    const { email } = parseBody(resetRequest, await readJson(c));
    await requestPasswordReset(deps, { email, ip: meta(c).ip });
    return c.json({ message: resetMessages.requested });
  });

  app.post('/password-reset/confirm', async (c) => {
    const body = parseBody(resetConfirm, await readJson(c));
    await confirmPasswordReset(deps, { ...body, ip: meta(c).ip });
    return c.json({ message: resetMessages.done });
  });

  app.post('/unlock', async (c) => {
    assertSameOrigin(c, config, false);
    const { token } = parseBody(unlockRequest, await readJson(c));
    const result = await unlockBrowser(deps, { token, ip: meta(c).ip });
    setTrustedBrowserCookie(c, config, result.browserToken, TRUSTED_BROWSER_TTL_MS / 1000);
    return c.json({ message: unlockMessages.done, role: result.role });
  });

  app.get('/sessions', requireUser(deps), async (c) => {
    const user = c.get('user');
    return c.json({
      sessions: await listSessions(sql, user.id, user.sessionId, clock.now()),
    });
  });

  app.delete('/sessions/:id', requireUser(deps), async (c) => {
    const user = c.get('user');
    const who = { id: user.id, email: user.email, ip: meta(c).ip };
    await endSession(sql, who, user.id, c.req.param('id'), clock.now());
    return c.body(null, 204);
  });

  app.post('/password', requireUser(deps), async (c) => {
    const body = parseBody(passwordChange, await readJson(c));
    await changeOwnPassword(deps, c.get('user'), { ...body, ip: meta(c).ip });
    clearSessionCookies(c, config);
    return c.json({ message: changePasswordMessages.done });
  });

  return app;
}
