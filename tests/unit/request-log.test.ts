import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { createLogger } from '../../server/logger.ts';
import { requestLog } from '../../server/middleware/request-log.ts';

describe('request log', () => {
  it('writes one JSON line per request without query strings, bodies or credentials', async () => {
    const lines: string[] = [];
    const logger = createLogger('info', (_level, line) => lines.push(line));
    const app = new Hono();
    app.use(requestLog(logger));
    app.post('/api/auth/login', (c) => c.json({ ok: true }));

    await app.request('/api/auth/login?token=secret-token', {
      method: 'POST',
      headers: {
        Authorization: 'Bearer secret-bearer',
        Cookie: 'session=secret-cookie',
        'Content-Type': 'application/json',
      },
      body: JSON.stringify({ email: 'a@example.ee', password: 'secret-password' }),
    });

    expect(lines).toHaveLength(1);
    const entry = JSON.parse(lines[0] ?? '{}') as Record<string, unknown>;
    expect(entry).toMatchObject({
      level: 'info',
      event: 'request',
      method: 'POST',
      path: '/api/auth/login',
      status: 200,
    });
    expect(typeof entry.ms).toBe('number');
    expect(lines[0]).not.toMatch(/secret|a@example\.ee/);
  });
});
