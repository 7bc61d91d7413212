/**
 * Finding 9: a public partner application filed with a partner's email must not change what that
 * partner's portal shows. An account belongs to one application, linked by id.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCommand } from '../../server/cli.ts';
import { seedDemoContent } from '../../server/db/seed.ts';
import { createUser } from '../../server/services/users.ts';
import { createTestApp, type TestContext } from '../helpers/app.ts';
import { browserLogin, get } from './auth-fixtures.ts';
import { ENV, postJson } from './leads-helpers.ts';

/** The demo partner account and its approved demo application (server/db/seed-content-leads.ts). */
const DEMO = { email: 'kerli.vaher@docsys.example', password: 'Partnerportaal-2025-Tartu' };

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp(ENV);
});
afterAll(() => ctx.close());

async function company(cookie: string): Promise<string | undefined> {
  const res = await get(ctx, '/api/partner/me', { cookie });
  expect(res.status).toBe(200);
  return ((await res.json()) as { application: { company: string } | null }).application?.company;
}

const spoof = (email: string) =>
  postJson(ctx, '/api/partner-applications', {
    name: 'Mallory',
    email,
    company: 'Spoofed Ltd',
    partner_type: 'reseller',
    message: 'Please update our details.',
    fill_ms: 60_000,
  });

describe("a public application with a partner's email", () => {
  it('does not replace the profile of the demo partner (an account made before the seed)', async () => {
    // As `npm start` on a fresh machine with the account made first: the seed links it.
    await createUser(ctx.db.sql, { ...DEMO, role: 'partner' }, ctx.clock.now());
    await seedDemoContent(ctx.db.sql, ctx.clock.now());
    const cookie = await browserLogin(ctx, DEMO);
    expect(await company(cookie)).toBe('DocSys Baltic');

    ctx.clock.advance(60_000);
    expect((await spoof(DEMO.email.toUpperCase())).status).toBe(201);
    expect(await company(cookie)).toBe('DocSys Baltic');
  });

  it('does not give a new account the latest application from its address', async () => {
    const email = 'new.partner@integrator.example';
    expect((await spoof(email)).status).toBe(201);
    await createUser(
      ctx.db.sql,
      { email, password: 'Velvet-Orchard-Compass-17', role: 'partner' },
      ctx.clock.now(),
    );
    const cookie = await browserLogin(ctx, { email, password: 'Velvet-Orchard-Compass-17' });
    expect(await company(cookie)).toBeUndefined();
  });

  it('links an account made with the CLI to the application given by id', async () => {
    const res = await postJson(ctx, '/api/partner-applications', {
      name: 'Anu Arendaja',
      email: 'anu@arendus.example',
      company: 'Arendus OÜ',
      partner_type: 'technology',
      message: 'We build integrations.',
      fill_ms: 60_000,
    });
    const { id } = (await res.json()) as { id: string };
    const out: string[] = [];
    const io = { out: (l: string) => out.push(l), err: (l: string) => out.push(l) };
    const password = 'Granite-Harbour-Lantern-42';
    const argv = ['create-user', '--email', 'anu@arendus.example', '--password', password];
    const code = await runCommand(
      ctx.db.sql,
      [...argv, '--role', 'partner', '--application', id],
      io,
      () => ctx.clock.now(),
    );
    expect(code, out.join('\n')).toBe(0);
    const cookie = await browserLogin(ctx, { email: 'anu@arendus.example', password });
    expect(await company(cookie)).toBe('Arendus OÜ');
    ctx.clock.advance(60_000);
    await spoof('anu@arendus.example');
    expect(await company(cookie)).toBe('Arendus OÜ');
  });
});
