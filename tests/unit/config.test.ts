import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../server/config.ts';

describe('loadConfig', () => {
  it('has working defaults for a fresh machine', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.host).toBe('127.0.0.1');
    expect(config.dataDir).toMatch(/\/data$/);
    expect(config.databaseUrl).toBeUndefined();
    expect(config.publicOrigin).toBe('http://127.0.0.1:3000');
    expect(config.seed).toBe('demo');
  });

  it('treats empty values as unset', () => {
    expect(loadConfig({ DATABASE_URL: '', SMTP_URL: ' ' }).databaseUrl).toBeUndefined();
  });

  it.each([
    [{ PORT: 'eighty' }, 'Invalid PORT (got "eighty"): '],
    [{ PORT: '70000' }, 'Invalid PORT (got "70000"): '],
    [
      { DATABASE_URL: 'mysql://x' },
      'Invalid DATABASE_URL (got "mysql://x"): must start with postgres:// or postgresql://.',
    ],
    [{ PUBLIC_ORIGIN: 'example.ee' }, 'Invalid PUBLIC_ORIGIN (got "example.ee"): '],
    [{ NOTIFY_EMAIL: 'nobody' }, 'Invalid NOTIFY_EMAIL (got "nobody"): '],
    [{ AUTH_SECRET: 'short' }, 'Invalid AUTH_SECRET: must be at least 32 random bytes'],
    [{ AUDIT_RETENTION_DAYS: '0' }, 'Invalid AUDIT_RETENTION_DAYS (got "0"): '],
    [{ MAX_CONNECTIONS: 'many' }, 'Invalid MAX_CONNECTIONS (got "many"): '],
    [{ MAIL_POLL_MS: '10' }, 'Invalid MAIL_POLL_MS (got "10"): '],
  ])('stops with one clear sentence for %j', (env, start) => {
    let error: unknown;
    try {
      loadConfig(env);
    } catch (err) {
      error = err;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const message = (error as Error).message;
    expect(message.startsWith(start)).toBe(true);
    expect(message.endsWith('.')).toBe(true);
    expect(message).not.toContain('\n');
  });

  it('takes the operator’s retention and connection limits, with defaults', () => {
    expect(loadConfig({}).auditRetentionDays).toBe(400);
    expect(loadConfig({}).maxConnections).toBe(2_000);
    const set = loadConfig({ AUDIT_RETENTION_DAYS: '30', MAX_CONNECTIONS: '50' });
    expect(set.auditRetentionDays).toBe(30);
    expect(set.maxConnections).toBe(50);
  });

  it('looks for queued mail every 5 s unless told otherwise', () => {
    expect(loadConfig({}).mailPollMs).toBe(5_000);
    expect(loadConfig({ MAIL_POLL_MS: '200' }).mailPollMs).toBe(200);
  });

  it('takes PUBLIC_ORIGIN without a trailing slash', () => {
    expect(loadConfig({ PUBLIC_ORIGIN: 'https://example.ee/' }).publicOrigin).toBe(
      'https://example.ee',
    );
  });

  it('never echoes a secret or the credentials in a URL', () => {
    for (const [env, secret] of [
      [{ AUTH_SECRET: 'hunter2-hunter2' }, 'hunter2'],
      [{ AUTH_SECRET: 's'.repeat(40) }, 'ssss'],
      [{ DATABASE_URL: 'mysql://dbuser:Sala-Parool-9@db.internal/lumen' }, 'Sala-Parool-9'],
      [{ SMTP_URL: 'http://mailer:Mail-Parool-7@smtp.example' }, 'Mail-Parool-7'],
    ] as const) {
      let message = '';
      try {
        loadConfig(env);
      } catch (err) {
        message = (err as Error).message;
      }
      expect(message).toMatch(/^Invalid (AUTH_SECRET|DATABASE_URL|SMTP_URL)/);
      expect(message).not.toContain(secret);
    }
  });

  it('refuses a short or regular AUTH_SECRET and takes a random one', () => {
    for (const weak of [
      's'.repeat(40),
      'abcabcabcabcabcabcabcabcabcabcabcabc',
      'a1'.repeat(40),
      '0123456789abcdef0123456789abcdef',
    ]) {
      expect(() => loadConfig({ AUTH_SECRET: weak })).toThrow(ConfigError);
    }
    for (const strong of [
      'mT3q9VbX2kLr8ZpN4wYc7HsD1fGj6QeU0aRtBoKiEl5=',
      '9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08',
    ]) {
      expect(loadConfig({ AUTH_SECRET: strong }).authSecret).toBe(strong);
    }
  });
});
