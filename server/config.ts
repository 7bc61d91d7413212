import { createPrivateKey } from 'node:crypto';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { z } from 'zod';
import { type AnalyticsSettings, DEFAULT_CONSENT_VERSION } from '../shared/consent.ts';

/** A configuration problem, reported to the operator as one sentence. */
export class ConfigError extends Error {
  override name = 'ConfigError';
}

/**
 * Defaults also read where the value is used without a configuration (tests, scripts): the audit
 * log is kept a little over a year; the outbox looks for due mail every 5 s.
 */
export const AUDIT_RETENTION_DAYS_DEFAULT = 400;
export const MAIL_POLL_MS_DEFAULT = 5_000;

const port = z.coerce.number().int().min(0).max(65535);
const optionalString = z
  .string()
  .trim()
  .transform((v) => (v === '' ? undefined : v))
  .optional();

/** A third party's address: https, or http on this machine (a local stand-in in tests). */
const thirdPartyUrl = optionalString.pipe(
  z
    .url({ protocol: /^https?$/ })
    .refine(
      (u) => u.startsWith('https:') || /^http:\/\/(127\.0\.0\.1|localhost|\[::1\])(:|\/|$)/.test(u),
      'must be an https URL (http only on 127.0.0.1 or localhost)',
    )
    .optional(),
);
const tagId = optionalString.pipe(
  z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,200}$/, 'must be letters, digits, - and _')
    .optional(),
);

const schema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  PORT: port.default(3000),
  HOST: z.string().trim().min(1).default('127.0.0.1'),
  DATA_DIR: z.string().trim().min(1).default('./data'),
  DATABASE_URL: optionalString.pipe(
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
      .optional(),
  ),
  PUBLIC_ORIGIN: optionalString.pipe(z.url({ protocol: /^https?$/ }).optional()),
  TRUST_PROXY: z.enum(['true', 'false', '1', '0']).default('false'),
  BODY_LIMIT_BYTES: z.coerce
    .number()
    .int()
    .min(1024)
    .default(64 * 1024),
  LOG_LEVEL: z.enum(['silent', 'error', 'info']).default('info'),
  SEED: z.enum(['demo', 'none']).default('demo'),
  STATUS_PAGE_URL: optionalString.pipe(z.url({ protocol: /^https$/ }).optional()),
  DOCS_URL: optionalString.pipe(z.url({ protocol: /^https$/ }).optional()),
  API_DOCS_URL: optionalString.pipe(z.url({ protocol: /^https$/ }).optional()),
  SMTP_URL: optionalString.pipe(
    z
      .string()
      .regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://')
      .optional(),
  ),
  NOTIFY_EMAIL: optionalString.pipe(z.email().optional()),
  REPLY_TO: optionalString.pipe(z.email().optional()),
  MAIL_FROM: optionalString.pipe(z.string().optional()),
  DKIM_DOMAIN: optionalString.pipe(
    z
      .string()
      .regex(/^[A-Za-z0-9.-]{1,253}$/, 'must be a domain name, e.g. lumen-legal.example')
      .optional(),
  ),
  DKIM_SELECTOR: optionalString.pipe(
    z
      .string()
      .regex(/^[A-Za-z0-9._-]{1,63}$/, 'must be a DNS label, e.g. mail2026')
      .optional(),
  ),
  DKIM_PRIVATE_KEY: optionalString,
  AUTH_SECRET: optionalString.pipe(
    z
      .string()
      .refine(
        looksRandomEnough,
        'must be at least 32 random bytes, e.g. the output of `openssl rand -base64 48`',
      )
      .optional(),
  ),
  ADMIN_EMAIL: optionalString.pipe(z.email().optional()),
  ADMIN_PASSWORD: optionalString,
  RATE_LIMIT_FORMS_PER_HOUR: z.coerce.number().int().min(1).default(20),
  AUDIT_RETENTION_DAYS: z.coerce.number().int().min(1).default(AUDIT_RETENTION_DAYS_DEFAULT),
  REQUEST_TIMEOUT_MS: z.coerce.number().int().min(100).default(30_000),
  MAIL_POLL_MS: z.coerce.number().int().min(50).default(MAIL_POLL_MS_DEFAULT),
  NEWSLETTER_RATE_PER_MINUTE: z.coerce.number().int().min(0).default(0),
  MAX_CONNECTIONS: z.coerce.number().int().min(1).default(2_000),
  MAX_CONNECTIONS_PER_ADDRESS: z.coerce.number().int().min(1).default(256),
  ANONYMOUS_BODY_TIMEOUT_MS: z.coerce.number().int().min(100).default(10_000),
  // Two cores: two threads (the request thread shares them); one core: one.
  WORKER_THREADS: z.coerce
    .number()
    .int()
    .min(1)
    .max(64)
    .default(() => Math.min(2, availableParallelism())),
  RENDER_BUDGET_MS: z.coerce.number().int().min(50).default(2_000),
  UPLOADS_PER_USER: z.coerce.number().int().min(1).default(3),
  CSP_REPORT_URI: optionalString.pipe(z.url({ protocol: /^https?$/ }).optional()),
  HSTS_PRELOAD: z.enum(['true', 'false', '1', '0']).default('false'),
  ANALYTICS_PRODUCTION_HOST: optionalString.pipe(
    z
      .string()
      .regex(/^[a-z0-9.-]+$/i, 'must be a host name such as example.ee')
      .optional(),
  ),
  CONSENT_VERSION: z.coerce.number().int().min(1).default(DEFAULT_CONSENT_VERSION),
  CONSENT_SERVICE_URL: thirdPartyUrl,
  POSTHOG_KEY: tagId,
  POSTHOG_HOST: thirdPartyUrl,
  TAG_MANAGER_ID: tagId,
  TAG_MANAGER_URL: thirdPartyUrl,
  GA_MEASUREMENT_ID: tagId,
  GA_TAG_URL: thirdPartyUrl,
  FEEDBACK_WIDGET_URL: thirdPartyUrl,
});

export type Env = z.input<typeof schema>;

/** Never echoed in an error: start-up messages end up in logs that more people read. */
const SECRET_KEYS = new Set(['AUTH_SECRET', 'ADMIN_PASSWORD', 'DKIM_PRIVATE_KEY']);
/** Echoed without their credentials. */
const URL_KEYS = new Set(['DATABASE_URL', 'SMTP_URL']);

/** The value as an error may show it: a URL's user name and password are replaced by '***'. */
function shownValue(key: string, value: string): string {
  if (!URL_KEYS.has(key)) return value;
  return value.replace(/^([a-z][a-z0-9+.-]*:\/\/)[^@/]*@/i, '$1***@');
}

/**
 * A signing key must be long and unpredictable: at least 32 bytes once decoded (hex and base64
 * carry 4 and 6 bits a character) and not a repeated or tiny alphabet ('s' * 40 is not a key).
 */
function looksRandomEnough(secret: string): boolean {
  const bitsPerChar = /^[0-9a-f]+$/i.test(secret) ? 4 : /^[A-Za-z0-9+/_=-]+$/.test(secret) ? 6 : 8;
  if ((secret.length * bitsPerChar) / 8 < 32) return false;
  const distinct = new Set(secret).size;
  const commonest = Math.max(...[...new Set(secret)].map((ch) => secret.split(ch).length - 1));
  return distinct >= 12 && commonest <= secret.length / 4;
}

export interface Config {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  /** Origin the site is reached at, e.g. https://example.ee; defaults to http://HOST:PORT. */
  publicOrigin: string;
  /** Whether to believe X-Forwarded-For / X-Forwarded-Proto from a reverse proxy. */
  trustProxy: boolean;
  bodyLimitBytes: number;
  logLevel: 'silent' | 'error' | 'info';
  seed: 'demo' | 'none';
  statusPageUrl: string | undefined;
  docsUrl: string | undefined;
  apiDocsUrl: string | undefined;
  smtpUrl: string | undefined;
  notifyEmail: string | undefined;
  /**
   * The team's shared address, the Reply-To of replies written in the back office, so the
   * customer's answer reaches the team (REPLY_TO, else NOTIFY_EMAIL). Unset: a reply's Reply-To
   * is the address of the staff member who wrote it (never the no-reply From address).
   */
  replyTo: string | undefined;
  mailFrom: string;
  /** Sign outgoing mail (DKIM_DOMAIN, DKIM_SELECTOR, DKIM_PRIVATE_KEY); unset: the relay signs or nobody does. */
  dkim: DkimSettings | undefined;
  authSecret: string | undefined;
  adminEmail: string | undefined;
  adminPassword: string | undefined;
  rateLimitFormsPerHour: number;
  /** Audit entries older than this many days are deleted. */
  auditRetentionDays: number;
  /** A request's headers and body must arrive within this time. */
  requestTimeoutMs: number;
  /** How often queued mail is looked for and sent. */
  mailPollMs: number;
  /** Newsletter mails handed to the outbox per minute at most; 0: as fast as the server takes them. */
  newsletterRatePerMinute: number;
  /** Open connections at most. */
  maxConnections: number;
  /** Open connections one client address may hold (not applied behind a trusted proxy). */
  maxConnectionsPerAddress: number;
  /** A request body from someone not signed in must arrive within this time. */
  anonymousBodyTimeoutMs: number;
  /** Threads that render Markdown and size pictures (server/workers/pool.ts). */
  workerThreads: number;
  /** A preview or a published text rendering longer than this is refused as too complex. */
  renderBudgetMs: number;
  /** One person's picture uploads being processed or waiting at once; more are refused. */
  uploadsPerUser: number;
  /** Where browsers send CSP violation reports; none when unset. */
  cspReportUri: string | undefined;
  /** Add `preload` to HSTS (only sent over https). */
  hstsPreload: boolean;
  /** Third-party scripts after consent (README "Analytics and consent"); none when unset. */
  analytics: AnalyticsSettings;
}

export interface DkimSettings {
  domainName: string;
  keySelector: string;
  /** PEM. */
  privateKey: string;
}

/**
 * All three or none. The key is PEM; in an environment file its line breaks may be written `\n`.
 * A key that does not parse is refused at start, not at the first mail.
 */
function dkimSettings(
  domainName: string | undefined,
  keySelector: string | undefined,
  key: string | undefined,
): DkimSettings | undefined {
  if (!domainName && !keySelector && !key) return undefined;
  if (!domainName || !keySelector || !key) {
    throw new ConfigError(
      'Set DKIM_DOMAIN, DKIM_SELECTOR and DKIM_PRIVATE_KEY together to sign mail, or none of them.',
    );
  }
  const privateKey = key.replace(/\\n/g, '\n');
  try {
    createPrivateKey(privateKey);
  } catch {
    throw new ConfigError('Invalid DKIM_PRIVATE_KEY: must be a private key in PEM form.');
  }
  return { domainName, keySelector, privateKey };
}

/** Reads and validates the environment once. Throws ConfigError with one clear sentence. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = schema.safeParse(env);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const key = issue?.path.join('.') ?? 'configuration';
    const value = typeof env[key] === 'string' ? ` (got "${shownValue(key, env[key])}")` : '';
    if (SECRET_KEYS.has(key)) {
      throw new ConfigError(`Invalid ${key}: ${issue?.message ?? 'invalid value'}.`);
    }
    throw new ConfigError(`Invalid ${key}${value}: ${issue?.message ?? 'invalid value'}.`);
  }
  const e = parsed.data;
  const displayHost = e.HOST === '0.0.0.0' || e.HOST === '::' ? 'localhost' : e.HOST;
  const publicOrigin = (e.PUBLIC_ORIGIN ?? `http://${displayHost}:${e.PORT}`).replace(/\/$/, '');
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    publicOrigin,
    trustProxy: e.TRUST_PROXY === 'true' || e.TRUST_PROXY === '1',
    bodyLimitBytes: e.BODY_LIMIT_BYTES,
    logLevel: e.LOG_LEVEL,
    seed: e.SEED,
    statusPageUrl: e.STATUS_PAGE_URL,
    docsUrl: e.DOCS_URL,
    apiDocsUrl: e.API_DOCS_URL,
    smtpUrl: e.SMTP_URL,
    notifyEmail: e.NOTIFY_EMAIL,
    replyTo: e.REPLY_TO ?? e.NOTIFY_EMAIL,
    mailFrom: e.MAIL_FROM ?? 'Lumen Legal <no-reply@lumen-legal.example>',
    dkim: dkimSettings(e.DKIM_DOMAIN, e.DKIM_SELECTOR, e.DKIM_PRIVATE_KEY),
    authSecret: e.AUTH_SECRET,
    adminEmail: e.ADMIN_EMAIL,
    adminPassword: e.ADMIN_PASSWORD,
    rateLimitFormsPerHour: e.RATE_LIMIT_FORMS_PER_HOUR,
    auditRetentionDays: e.AUDIT_RETENTION_DAYS,
    requestTimeoutMs: e.REQUEST_TIMEOUT_MS,
    mailPollMs: e.MAIL_POLL_MS,
    newsletterRatePerMinute: e.NEWSLETTER_RATE_PER_MINUTE,
    maxConnections: e.MAX_CONNECTIONS,
    maxConnectionsPerAddress: e.MAX_CONNECTIONS_PER_ADDRESS,
    anonymousBodyTimeoutMs: e.ANONYMOUS_BODY_TIMEOUT_MS,
    workerThreads: e.WORKER_THREADS,
    renderBudgetMs: e.RENDER_BUDGET_MS,
    uploadsPerUser: e.UPLOADS_PER_USER,
    cspReportUri: e.CSP_REPORT_URI,
    hstsPreload: e.HSTS_PRELOAD === 'true' || e.HSTS_PRELOAD === '1',
    analytics: analyticsSettings(e, publicOrigin),
  };
}

/** A script URL with its id in the query (`?id=…`), as tag managers and tags are fetched. */
function withId(url: string, id: string): string {
  const u = new URL(url);
  u.searchParams.set('id', id);
  return u.href;
}

function analyticsSettings(e: z.output<typeof schema>, publicOrigin: string): AnalyticsSettings {
  return {
    productionHost: (e.ANALYTICS_PRODUCTION_HOST ?? new URL(publicOrigin).hostname).toLowerCase(),
    consentVersion: e.CONSENT_VERSION,
    ...(e.POSTHOG_KEY
      ? {
          posthog: {
            key: e.POSTHOG_KEY,
            host: (e.POSTHOG_HOST ?? 'https://eu.i.posthog.com').replace(/\/$/, ''),
          },
        }
      : {}),
    ...(e.TAG_MANAGER_ID
      ? {
          tagManager: {
            id: e.TAG_MANAGER_ID,
            src: withId(
              e.TAG_MANAGER_URL ?? 'https://www.googletagmanager.com/gtm.js',
              e.TAG_MANAGER_ID,
            ),
          },
        }
      : {}),
    ...(e.GA_MEASUREMENT_ID
      ? {
          gaTag: {
            id: e.GA_MEASUREMENT_ID,
            src: withId(
              e.GA_TAG_URL ?? 'https://www.googletagmanager.com/gtag/js',
              e.GA_MEASUREMENT_ID,
            ),
          },
        }
      : {}),
    ...(e.FEEDBACK_WIDGET_URL ? { feedbackWidget: { src: e.FEEDBACK_WIDGET_URL } } : {}),
    ...(e.CONSENT_SERVICE_URL ? { consentService: { src: e.CONSENT_SERVICE_URL } } : {}),
  };
}
