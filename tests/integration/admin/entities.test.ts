/**
 * Entity Management through the sync push: each kind's create, save (English and Estonian
 * fields), setActive, setOrder and delete, each leaving the row as asked and one audit entry;
 * edits from an older version conflict; a slug already used is said under the slug field.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ENTITY_TABLES, type EntityKind } from '../../../shared/admin/entities.ts';
import { createTestApp, type TestContext } from '../../helpers/app.ts';
import {
  changeAudit,
  mutation,
  push,
  type Session,
  signIn,
  versionOf,
} from '../../helpers/sync-api.ts';

vi.setConfig({ testTimeout: 120_000, hookTimeout: 120_000 });

let ctx: TestContext;
let admin: Session;
beforeAll(async () => {
  ctx = await createTestApp({ TRUST_PROXY: 'true' });
  admin = await signIn(ctx);
});
afterAll(() => ctx.close());

const common = { order_index: 40, active: true };

/** Per kind: the fields of a new record, and of its saved edit (with Estonian text). */
const CASES: Record<
  EntityKind,
  { created: Record<string, unknown>; saved: Record<string, unknown> }
> = {
  team: {
    created: { name: 'Anu Tamm', position: 'Engineer', bio: 'Builds things.', ...common },
    saved: {
      name: 'Anu Tamm',
      position: 'Lead Engineer',
      position_et: 'Juhtivinsener',
      bio: 'Builds things.',
      bio_et: 'Ehitab asju.',
      image_url: '/images/people/anu.svg',
      person_slug: 'anu-tamm',
      ...common,
    },
  },
  advisory: {
    created: { name: 'Peeter Kask', title: 'Adviser', organisation: 'Tartu Ülikool', ...common },
    saved: {
      name: 'Peeter Kask',
      title: 'Senior Adviser',
      title_et: 'Vanemnõunik',
      organisation: 'Tartu Ülikool',
      bio: 'Law professor.',
      bio_et: 'Õigusteaduse professor.',
      ...common,
    },
  },
  investors: {
    created: { name: 'Harbour Capital', type: 'Venture Capital', ...common },
    saved: {
      name: 'Harbour Capital',
      type: 'Venture Capital',
      type_et: 'Riskikapital',
      description: 'Early-stage fund.',
      description_et: 'Varajase faasi fond.',
      investment_round: 'Series A',
      logo_url: 'https://harbour.example/logo.svg',
      website_url: 'https://harbour.example',
      ...common,
    },
  },
  partners: {
    created: { name: 'Lexware', slug: 'lexware', kind: 'platform', ...common },
    saved: {
      name: 'Lexware',
      slug: 'lexware',
      kind: 'reseller',
      description: 'Resells the platform.',
      description_et: 'Müüb platvormi edasi.',
      website_url: 'https://lexware.example',
      ...common,
    },
  },
  people: {
    created: {
      name: 'Mari Mets',
      slug: 'mari-mets',
      title: 'Counsel',
      links: [],
      ...common,
    },
    saved: {
      name: 'Mari Mets',
      slug: 'mari-mets',
      title: 'General Counsel',
      title_et: 'Peajurist',
      short_bio: 'Leads legal.',
      short_bio_et: 'Juhib õigusosakonda.',
      long_bio: 'Mari leads the legal team.',
      long_bio_et: 'Mari juhib õigusmeeskonda.',
      links: [
        { label: 'LinkedIn', url: 'https://www.linkedin.com/in/mari-mets' },
        { label: 'Email', url: 'mailto:mari@lumen.example' },
      ],
      ...common,
    },
  },
};

async function row(table: string, id: string): Promise<Record<string, unknown>> {
  const [found] = await ctx.db.sql<Record<string, unknown>[]>`
    select * from ${ctx.db.sql(table)} where id = ${id}`;
  if (!found) throw new Error(`${table} ${id} not found`);
  return found;
}

async function pushOne(name: string, args: unknown, baseVersion?: string) {
  const { results } = await push(ctx, admin.cookie, [
    mutation(name, args, baseVersion ? { baseVersion } : {}),
  ]);
  return results[0];
}

describe.each(Object.keys(CASES) as EntityKind[])('%s', (kind) => {
  const { table, prefix } = ENTITY_TABLES[kind];
  const { created, saved } = CASES[kind];

  it('is created, saved with its Estonian fields, deactivated, reordered and deleted, each change audited', async () => {
    const id = randomUUID();
    expect(await pushOne(`${prefix}.create`, { id, ...created })).toMatchObject({
      status: 'applied',
      table,
      row: { id, ...created },
    });
    expect(await row(table, id)).toMatchObject({ ...created, deleted_at: null });

    const version = await versionOf(ctx, table, id);
    expect(await pushOne(`${prefix}.save`, { id, ...saved }, version)).toMatchObject({
      status: 'applied',
      row: saved,
    });
    expect(await row(table, id)).toMatchObject(saved);

    await pushOne(`${prefix}.setActive`, { id, active: false }, await versionOf(ctx, table, id));
    expect(await row(table, id)).toMatchObject({ active: false });

    await pushOne(`${prefix}.setOrder`, { id, order_index: 7 }, await versionOf(ctx, table, id));
    expect(await row(table, id)).toMatchObject({ order_index: 7 });

    await pushOne(`${prefix}.delete`, { id }, await versionOf(ctx, table, id));
    expect((await row(table, id)).deleted_at).toBeInstanceOf(Date);

    const audit = await changeAudit(ctx, id);
    expect(audit.map((a) => a.action)).toEqual([
      `${prefix}.create`,
      `${prefix}.save`,
      `${prefix}.setActive`,
      `${prefix}.setOrder`,
      `${prefix}.delete`,
    ]);
    expect(audit.every((a) => a.entity === table && a.actor_email === admin.email)).toBe(true);
    expect(audit[2]?.details).toMatchObject({ before: { active: true }, after: { active: false } });
    expect(audit[3]?.details).toMatchObject({
      before: { order_index: 40 },
      after: { order_index: 7 },
    });
  });

  it('refuses a save made from an older version, and a record without a name', async () => {
    const id = randomUUID();
    await pushOne(`${prefix}.create`, { id, ...otherSlug(created) });
    const old = await versionOf(ctx, table, id);
    await pushOne(`${prefix}.setActive`, { id, active: false }, old);
    expect(await pushOne(`${prefix}.save`, { id, ...otherSlug(saved) }, old)).toMatchObject({
      status: 'conflict',
      row: { id, active: false },
    });

    expect(
      await pushOne(`${prefix}.create`, { ...created, id: randomUUID(), name: '  ' }),
    ).toMatchObject({
      status: 'rejected',
      code: 'validation_failed',
      fields: { name: 'Name is required' },
    });
  });
});

/** The fields with a slug of their own, so a second record does not meet the first's slug. */
function otherSlug(fields: Record<string, unknown>): Record<string, unknown> {
  return typeof fields.slug === 'string' ? { ...fields, slug: `${fields.slug}-2` } : fields;
}

describe('slugs', () => {
  it.each([
    [
      'person',
      { name: 'A', title: 'T', links: [], order_index: 0, active: true },
      'Another person already uses this URL slug.',
    ],
    [
      'partnerListing',
      { name: 'B', kind: 'technology', order_index: 0, active: true },
      'Another partner already uses this URL slug.',
    ],
  ] as const)(
    'a %s slug already used is said under the slug field',
    async (prefix, fields, message) => {
      const slug = `taken-${prefix.toLowerCase()}`;
      expect(
        await pushOne(`${prefix}.create`, { id: randomUUID(), slug, ...fields }),
      ).toMatchObject({
        status: 'applied',
      });
      expect(
        await pushOne(`${prefix}.create`, { id: randomUUID(), slug, ...fields }),
      ).toMatchObject({
        status: 'rejected',
        fields: { slug: message },
      });
    },
  );
});
