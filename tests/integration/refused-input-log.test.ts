/**
 * A value the database cannot take (a NUL in a slug) is the request's fault: answered 400 and
 * logged as a warning with its cause, never as an unhandled error that pages an operator.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Logger } from '../../server/logger.ts';
import { createTestApp, type TestContext } from '../helpers/app.ts';

let ctx: TestContext;
const logged: { level: string; event: string; fields?: Record<string, unknown> }[] = [];
const logger: Logger = {
  info: () => {},
  warn: (event, fields) => logged.push({ level: 'warn', event, ...(fields ? { fields } : {}) }),
  error: (event, fields) => logged.push({ level: 'error', event, ...(fields ? { fields } : {}) }),
};

beforeAll(async () => {
  ctx = await createTestApp({}, { logger });
});
afterAll(() => ctx.close());

describe('a value the database cannot take', () => {
  it('is answered 400 and logged as a warning with its cause', async () => {
    const res = await ctx.app.request('/api/content/blog/%00');
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ error: { code: 'invalid_input' } });
    expect(logged.map(({ level, event }) => ({ level, event }))).toEqual([
      { level: 'warn', event: 'refused_input' },
    ]);
    expect(logged[0]?.fields).toMatchObject({
      path: '/api/content/blog/\u0000',
      status: 400,
      code: '22021',
    });
  });
});
