import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pushMutations } from '../../../server/services/sync/push.ts';
import type { Mutation } from '../../../shared/sync/protocol.ts';
import { createTestApp, type TestContext } from '../../helpers/app.ts';
import { mutation, versionOf } from '../../helpers/sync-api.ts';
import { createAccount } from '../auth-fixtures.ts';

// The per-field rule of shared/sync/tables.ts: a triage change does not undo a colleague's change
// to the same field that its device had not seen, whatever the devices' clocks say.
let ctx: TestContext;
type Actor = { id: string; email: string; ip: null };
let anna: Actor;
let jaan: Actor;

async function account(email: string, password: string): Promise<Actor> {
  return { id: await createAccount(ctx, { email, password }, 'admin'), email, ip: null };
}

beforeAll(async () => {
  ctx = await createTestApp();
  anna = await account('anna@lumen.example', 'Copper-Lantern-Harbour-31');
  jaan = await account('jaan@lumen.example', 'Granite-Meadow-Lantern-52');
});
afterAll(() => ctx.close());

async function insertContact(): Promise<string> {
  const [row] = await ctx.db.sql<{ id: string }[]>`
    insert into contact_submissions (name, email, message)
    values ('Mari Maasikas', 'mari@firma.ee', 'Please call me back.') returning id`;
  return row?.id ?? '';
}

const run = (actor: Actor, m: Mutation) =>
  pushMutations({ sql: ctx.db.sql, clock: ctx.clock }, actor, [m]).then((r) => r.results[0]);

const priority = async (id: string) =>
  (
    await ctx.db.sql<{ priority: string }[]>`
    select priority from contact_submissions where id = ${id}`
  )[0]?.priority;

/** A change to `id` made now, from the copy of the row at `base`. */
const setPriority = (id: string, value: string, base: string, madeAt = ctx.clock.now()) =>
  mutation(
    'contact.setPriority',
    { id, priority: value },
    { baseVersion: base, madeAt: madeAt.toISOString() },
  );

describe('a triage change made offline before a colleague changed the same field', () => {
  it('is not applied: the conflict names what the colleague chose, who and when', async () => {
    const id = await insertContact();
    const base = await versionOf(ctx, 'contact_submissions', id);
    // Anna, offline, sets High; half a second later Jaan, online, sets Urgent.
    const annas = setPriority(id, 'high', base);
    ctx.clock.advance(500);
    const jaanMadeAt = ctx.clock.now().toISOString();
    expect(await run(jaan, setPriority(id, 'urgent', base))).toMatchObject({ status: 'applied' });
    ctx.clock.advance(60_000);

    // Anna comes back online.
    expect(await run(anna, annas)).toMatchObject({
      status: 'conflict',
      table: 'contact_submissions',
      row: { id, priority: 'urgent', version: await versionOf(ctx, 'contact_submissions', id) },
      newer: [{ field: 'priority', value: 'urgent', by: 'jaan@lumen.example', at: jaanMadeAt }],
    });
    expect(await priority(id)).toBe('urgent');
    // The refusal is not a change: nothing audited for Anna.
    const audited = await ctx.db.sql`
      select 1 from audit_log where entity_id = ${id} and actor_email = ${anna.email}`;
    expect(audited).toHaveLength(0);
  });

  it('applies "mine anyway": the same change made again, from the row as it is now', async () => {
    const id = await insertContact();
    const base = await versionOf(ctx, 'contact_submissions', id);
    const annas = setPriority(id, 'high', base);
    ctx.clock.advance(500);
    await run(jaan, setPriority(id, 'urgent', base));
    expect(await run(anna, annas)).toMatchObject({ status: 'conflict' });

    ctx.clock.advance(1_000);
    const again = setPriority(id, 'high', await versionOf(ctx, 'contact_submissions', id));
    expect(await run(anna, again)).toMatchObject({ status: 'applied', row: { priority: 'high' } });
  });
});

describe('a triage change made without seeing a colleague’s change to the same field', () => {
  it('is a conflict even when its device says it was made later: clocks never decide', async () => {
    const id = await insertContact();
    const base = await versionOf(ctx, 'contact_submissions', id);
    // Jaan, offline, sets Urgent; Anna, also offline, sets High a second later. Jaan lands first.
    const jaans = setPriority(id, 'urgent', base);
    ctx.clock.advance(1_000);
    const annas = setPriority(id, 'high', base);
    ctx.clock.advance(60_000);
    await run(jaan, jaans);
    expect(await run(anna, annas)).toMatchObject({
      status: 'conflict',
      newer: [{ field: 'priority', value: 'urgent', by: 'jaan@lumen.example' }],
    });
    expect(await priority(id)).toBe('urgent');
  });

  it('is a conflict whatever time each device gives its change, a day either way', async () => {
    const day = 24 * 60 * 60 * 1000;
    for (const [annaSkew, jaanSkew] of [
      [-day, day],
      [day, -day],
      [0, 0],
    ] as const) {
      const id = await insertContact();
      const base = await versionOf(ctx, 'contact_submissions', id);
      const at = (skew: number) => new Date(ctx.clock.now().getTime() + skew);
      const annas = setPriority(id, 'high', base, at(annaSkew));
      ctx.clock.advance(500);
      await run(jaan, setPriority(id, 'urgent', base, at(jaanSkew)));
      expect(await run(anna, annas), `Anna ${annaSkew}, Jaan ${jaanSkew}`).toMatchObject({
        status: 'conflict',
      });
      expect(await priority(id)).toBe('urgent');
    }
  });
});

describe('a triage change made on a copy that had the colleague’s change', () => {
  it('applies, whatever its device’s clock says', async () => {
    const id = await insertContact();
    const base = await versionOf(ctx, 'contact_submissions', id);
    await run(jaan, setPriority(id, 'urgent', base));
    const seen = await versionOf(ctx, 'contact_submissions', id);
    // A clock estimate behind the server's must not turn a reply into a conflict.
    const behind = new Date(ctx.clock.now().getTime() - 24 * 60 * 60 * 1000);
    expect(await run(anna, setPriority(id, 'high', seen, behind))).toMatchObject({
      status: 'applied',
    });
  });

  it('applies over the same person’s own earlier change, from any device', async () => {
    const id = await insertContact();
    const base = await versionOf(ctx, 'contact_submissions', id);
    const older = setPriority(id, 'high', base);
    ctx.clock.advance(1_000);
    await run(anna, setPriority(id, 'urgent', base));
    expect(await run(anna, older)).toMatchObject({ status: 'applied', row: { priority: 'high' } });
  });

  it('applies when the colleague changed another field', async () => {
    const id = await insertContact();
    const base = await versionOf(ctx, 'contact_submissions', id);
    const annas = setPriority(id, 'high', base);
    ctx.clock.advance(500);
    await run(jaan, mutation('contact.setStatus', { id, status: 'in_progress' }));
    expect(await run(anna, annas)).toMatchObject({
      status: 'applied',
      row: { priority: 'high', status: 'in_progress' },
    });
  });

  it('applies when the colleague chose the same value', async () => {
    const id = await insertContact();
    const base = await versionOf(ctx, 'contact_submissions', id);
    const annas = setPriority(id, 'urgent', base);
    ctx.clock.advance(500);
    await run(jaan, setPriority(id, 'urgent', base));
    expect(await run(anna, annas)).toMatchObject({ status: 'applied' });
  });

  it('applies a change without a base or a time (the REST API, an older client), as before', async () => {
    const id = await insertContact();
    await run(jaan, mutation('contact.setPriority', { id, priority: 'urgent' }));
    const annas = mutation('contact.setPriority', { id, priority: 'high' });
    expect(await run(anna, annas)).toMatchObject({ status: 'applied', row: { priority: 'high' } });
  });

  it('records a time in the future as now', async () => {
    const id = await insertContact();
    const base = await versionOf(ctx, 'contact_submissions', id);
    const future = new Date(ctx.clock.now().getTime() + 3_600_000);
    await run(jaan, setPriority(id, 'urgent', base, future));
    const [row] = await ctx.db.sql<{ field_changes: Record<string, { at: string }> }[]>`
      select field_changes from contact_submissions where id = ${id}`;
    expect(row?.field_changes.priority?.at).toBe(ctx.clock.now().toISOString());
  });
});

describe('field_changes', () => {
  it('is kept for every writer, and a write by the system is told as no one’s', async () => {
    const id = await insertContact();
    await ctx.db.sql`update contact_submissions set status = 'closed' where id = ${id}`;
    const [row] = await ctx.db.sql<{ field_changes: Record<string, { by: unknown; v: string }> }[]>`
      select field_changes from contact_submissions where id = ${id}`;
    expect(Object.keys(row?.field_changes ?? {})).toEqual(['status']);
    expect(row?.field_changes.status).toMatchObject({
      by: null,
      v: await versionOf(ctx, 'contact_submissions', id),
    });
  });
});
