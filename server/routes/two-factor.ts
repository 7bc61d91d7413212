/**
 * Two-step sign-in under /api/auth (server/auth/two-factor.ts, passkeys.ts). The account's own
 * pages: any signed-in person, even one whose administrator requires a second factor not yet
 * set up (that is where it is set up).
 *
 * GET    /api/auth/two-factor → 200 { totp, passkeys: [{id, name, createdAt, lastUsedAt}],
 *        recoveryCodesLeft, required }
 * POST   /api/auth/two-factor/totp/start → 200 { secret, uri, qr }   begins (or begins again)
 *        setting up an authenticator app; 409 totp_on when one is set up
 * POST   /api/auth/two-factor/totp/confirm { code } → 200 { recoveryCodes: [10] }   shown once
 * POST   /api/auth/two-factor/totp/disable { code } → 204   (a code from the app or a recovery
 *        code); 409 two_factor_required for the last second factor while it is required
 * POST   /api/auth/two-factor/recovery-codes { code } → 200 { recoveryCodes }   new ones; the old
 *        stop working
 * POST   /api/auth/two-factor/passkeys/options → 200 WebAuthn creation options
 * POST   /api/auth/two-factor/passkeys { name, response } → 201 { passkey }
 * DELETE /api/auth/two-factor/passkeys/:id → 204
 *   A wrong code: 400 validation_failed { fields: { code } }; 5 wrong codes in 15 minutes: 429.
 *   Each enrolment, change and removal is audited.
 *
 * POST   /api/auth/passkey/options → 200 WebAuthn request options (no session needed)
 * POST   /api/auth/passkey/sign-in { response } → 200 {id, email, role} + session cookies, as
 *        POST /api/auth/login; 401 invalid_credentials; 429 as sign-in.
 */
import type { Context } from 'hono';
import { Hono } from 'hono';
import { z } from 'zod';
import {
  codeSchema,
  passkeyNameSchema,
  type TwoFactorView,
} from '../../shared/account/two-factor.ts';
import { type AuthEnv, requireUser } from '../auth/access.ts';
import { setSessionCookies } from '../auth/cookies.ts';
import { assertSameOrigin } from '../auth/origin.ts';
import {
  addPasskey,
  listPasskeys,
  registrationOptions,
  removePasskey,
  signInOptions,
  signInWithPasskey,
} from '../auth/passkeys.ts';
import { signInMessages } from '../auth/sign-in.ts';
import {
  confirmTotp,
  disableTotp,
  renewRecoveryCodes,
  startTotp,
  twoFactorStatus,
} from '../auth/two-factor.ts';
import type { AppDeps } from '../deps.ts';
import { RateLimitError } from '../errors.ts';
import { parseBody, readJson } from '../http/body.ts';
import { clientIp } from '../http/client-ip.ts';
import { noStore } from '../http/no-store.ts';
import { hitRateLimit, resetRateLimit } from '../services/rate-limit.ts';

/** Codes typed on the account's pages: as many wrong ones as at sign-in. */
const CODE_ATTEMPTS = { limit: 5, windowMs: 15 * 60 * 1000 } as const;

// The browser's WebAuthn answers are checked by @simplewebauthn/server; here only their shape.
const webauthnResponse = z
  .object({ id: z.string().max(1024), rawId: z.string().max(1024), type: z.literal('public-key') })
  .passthrough();

export function twoFactorRoutes(deps: AppDeps): Hono<AuthEnv> {
  const app = new Hono<AuthEnv>();
  const { sql, config, clock } = deps;
  app.use('*', noStore);
  const ip = (c: Context) => clientIp(c, config.trustProxy);
  const account = (c: Context<AuthEnv>) => {
    const user = c.get('user');
    return { id: user.id, email: user.email };
  };

  /** Counts a code attempt of this account (given back when the code was right). */
  async function withCode<T>(c: Context<AuthEnv>, run: (code: string) => Promise<T>): Promise<T> {
    const { code } = parseBody(codeSchema, await readJson(c));
    const rule = { key: `2fa:user:${c.get('user').id}`, ...CODE_ATTEMPTS };
    const hit = await hitRateLimit(sql, rule, clock.now());
    if (!hit.allowed) throw new RateLimitError(hit.retryAfterSeconds, signInMessages.tooMany);
    const result = await run(code);
    await resetRateLimit(sql, rule.key);
    return result;
  }

  const own = new Hono<AuthEnv>();
  own.use('*', requireUser(deps));
  own.get('/', async (c) => {
    const user = c.get('user');
    const status = await twoFactorStatus(sql, user.id);
    const view: TwoFactorView = {
      totp: status.totp,
      passkeys: await listPasskeys(sql, user.id),
      recoveryCodesLeft: status.recoveryCodesLeft,
      required: status.required,
    };
    return c.json(view);
  });
  own.post('/totp/start', async (c) => c.json(await startTotp(deps, account(c))));
  own.post('/totp/confirm', async (c) =>
    c.json(
      await withCode(c, (code) =>
        confirmTotp(deps, { ...account(c), sessionId: c.get('user').sessionId }, code, ip(c)),
      ),
    ),
  );
  own.post('/totp/disable', async (c) => {
    await withCode(c, (code) => disableTotp(deps, account(c), code, ip(c)));
    return c.body(null, 204);
  });
  own.post('/recovery-codes', async (c) =>
    c.json(await withCode(c, (code) => renewRecoveryCodes(deps, account(c), code, ip(c)))),
  );
  own.post('/passkeys/options', async (c) => c.json(await registrationOptions(deps, account(c))));
  own.post('/passkeys', async (c) => {
    const body = parseBody(
      z.object({ name: passkeyNameSchema, response: webauthnResponse }),
      await readJson(c),
    );
    const passkey = await addPasskey(deps, account(c), body.response as never, body.name, ip(c));
    return c.json({ passkey }, 201);
  });
  own.delete('/passkeys/:id', async (c) => {
    await removePasskey(deps, account(c), c.req.param('id'), ip(c));
    return c.body(null, 204);
  });
  app.route('/two-factor', own);

  app.post('/passkey/options', async (c) => {
    assertSameOrigin(c, config, false);
    return c.json(await signInOptions(deps));
  });
  app.post('/passkey/sign-in', async (c) => {
    // No cookie yet, so only a foreign Origin is refused (login CSRF), as POST /login.
    assertSameOrigin(c, config, false);
    const { response } = parseBody(z.object({ response: webauthnResponse }), await readJson(c));
    const result = await signInWithPasskey(deps, {
      response: response as never,
      client: 'browser',
      ip: ip(c),
      userAgent: c.req.header('user-agent') ?? null,
    });
    setSessionCookies(
      c,
      config,
      { accessToken: result.accessToken, ...result.session },
      clock.now(),
    );
    const { id, email, role } = result.user;
    return c.json({ id, email, role });
  });
  return app;
}
