/**
 * Sign-in, tokens, sessions and password reset under /api/auth.
 *
 * Errors always have the shape {"error": {"code", "message", "fields"?}}.
 *
 * POST /api/auth/login            browser sign-in (admin and partner use the same endpoint)
 *   body   {email: string, password: string}
 *   200    {id, email, role: 'admin'|'partner'}  + HttpOnly cookies (access + refresh)
 *   400    validation_failed  {fields: {email?, password?}}
 *   401    invalid_credentials "Invalid credentials. Please try again." (same for unknown email,
 *          wrong password and disabled account; same response time)
 *   429    rate_limited (header Retry-After: seconds) after 5 failures per account / 15 min or
 *          100 per IP / hour
 *   403    origin_mismatch when the Origin header is not this site (browsers always send it)
 *
 * POST /api/auth/token            desktop sign-in, no cookies
 *   body   {email, password}
 *   200    {accessToken, refreshToken, expiresIn (seconds), user: {id, email, role}}
 *   errors as /login
 *
 * POST /api/auth/refresh          rotates the refresh token
 *   browser: no body, the refresh cookie is used → 200 {id, email, role} + new cookies
 *   desktop: body {refreshToken} → 200 {accessToken, refreshToken, expiresIn, user}
 *   401    session_expired when the token is unknown, revoked, idle > 30 min or older than 12 h.
 *          Presenting an already-rotated refresh token ends the whole sign-in (every token of
 *          it), so a client must never refresh twice with the same token: run at most one
 *          refresh at a time (single-flight; across browser tabs e.g. navigator.locks).
 *
 * POST /api/auth/logout           ends the session on the server (cookie or Bearer token; a desktop
 *   may also send {refreshToken}); 204, cookies cleared. Old tokens stop working at once.
 *
 * GET  /api/auth/session          200 {user: {id, email, role}} or 401 unauthorized.
 *   For a browser whose 15-minute access cookie has lapsed but whose session is still live,
 *   this call rotates the refresh cookie and answers 200 (so a screen can simply ask it on load).
 *   Other API calls answer 401 when the access token lapsed: call POST /refresh once, then retry.
 *
 * POST /api/auth/password-reset   body {email} → always 200 {message} whether or not the account
 *   exists; mails a single-use link valid 1 h: /admin/reset-password?token=… (admins) or
 *   /partners/reset-password?token=… (partners). 429 rate_limited when an IP asks too often.
 *
 * POST /api/auth/password-reset/confirm  body {token, password}
 *   200    {message} — password set, every session of the account ended (sign in again)
 *   400    validation_failed {fields: {password: "Password must be at least 12 characters." |
 *          "This password is too common; choose one that is harder to guess."}}
 *   400    invalid_token "This reset link is invalid or has expired. Please request a new one."
 */
import { Hono } from 'hono';
import type { AppDeps } from '../app.ts';

export function authRoutes(_deps: AppDeps): Hono {
  const app = new Hono();
  return app;
}
