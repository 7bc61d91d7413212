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

  it('takes PUBLIC_ORIGIN without a trailing slash', () => {
    expect(loadConfig({ PUBLIC_ORIGIN: 'https://example.ee/' }).publicOrigin).toBe(
      'https://example.ee',
    );
  });
});
