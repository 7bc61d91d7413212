import { describe, expect, it } from 'vitest';
import {
  advisoryMemberArgs,
  ENTITY_MUTATIONS,
  entityMessages,
  investorArgs,
  ENTITY_FIELD_MESSAGES as M,
  partnerArgs,
  personArgs,
  reorder,
  teamMemberArgs,
  untranslatedFields,
} from '../../../../shared/admin/entities.ts';
import { MUTATIONS } from '../../../../shared/admin/mutations.ts';
import { isImageAddress } from '../../../../shared/admin/posts.ts';
import { entities as texts } from '../../../../shared/i18n/en/admin-entities.ts';
import { fmt } from '../../../../shared/i18n/format.ts';

const id = '0b6c3f4e-1d2a-4c5b-8e9f-0a1b2c3d4e5f';
const base = { id, order_index: 0, active: true };

/** The messages of a failed parse, in the order they are shown (the form's order). */
function messages(
  schema: { safeParse(v: unknown): { error?: { issues: unknown[] } } },
  value: unknown,
) {
  const issues = (schema.safeParse(value).error?.issues ?? []) as {
    path: (string | number)[];
    message: string;
  }[];
  return issues.map((i) => [i.path.join('.'), i.message]);
}

describe('the messages of back-office §8', () => {
  it.each([
    ['team', 'team member'],
    ['advisory', 'advisory board member'],
    ['investors', 'investor'],
    ['partners', 'partner'],
    ['people', 'person'],
  ] as const)('%s says "%s"', (kind, noun) => {
    expect(entityMessages(kind)).toMatchObject({
      deleteConfirm: `Are you sure you want to delete this ${noun}? It goes to the Trash, where it can be restored for {days} days.`,
      deleteFailed: `Failed to delete ${noun}. Please try again.`,
      saveFailed: `Failed to save ${noun}. Please try again.`,
    });
  });

  it.each(['team', 'advisory', 'investors', 'partners', 'people'] as const)(
    'the screen says the same as the mutations for %s',
    (kind) => {
      const m = entityMessages(kind);
      const values = { kind: texts.nouns[kind] };
      expect(fmt(texts.deleteConfirm, values)).toBe(m.deleteConfirm);
      expect(fmt(texts.deleteFailed, values)).toBe(m.deleteFailed);
      expect(fmt(texts.saveFailed, values)).toBe(m.saveFailed);
      expect(fmt(texts.updateFailed, values)).toBe(m.updateFailed);
    },
  );

  it('every kind has its five mutations in the registry', () => {
    const names = ENTITY_MUTATIONS.map((m) => m.name);
    for (const prefix of ['teamMember', 'advisoryMember', 'investor', 'partnerListing', 'person']) {
      for (const action of ['create', 'save', 'setActive', 'setOrder', 'delete']) {
        expect(names).toContain(`${prefix}.${action}`);
        expect(MUTATIONS.get(`${prefix}.${action}`)?.name).toBe(`${prefix}.${action}`);
      }
    }
    expect(MUTATIONS.get('teamMember.create')?.kind).toBe('insert');
    expect(MUTATIONS.get('person.delete')?.failureMessage).toBe(
      'Failed to delete person. Please try again.',
    );
  });
});

describe('the save schemas', () => {
  it('a team member needs a name and a position, in that order', () => {
    expect(messages(teamMemberArgs, { ...base, name: ' ', position: '' })).toEqual([
      ['name', M.nameRequired],
      ['position', M.positionRequired],
    ]);
  });

  it('a person needs a name, a slug of the address form and a title', () => {
    expect(messages(personArgs, { ...base, name: '', slug: '', title: '', links: [] })).toEqual([
      ['name', M.nameRequired],
      ['slug', M.slugRequired],
      ['title', M.titleRequired],
    ]);
    expect(
      messages(personArgs, { ...base, name: 'A', slug: 'Not A Slug', title: 'T', links: [] }),
    ).toEqual([['slug', M.slugForm]]);
  });

  it('person links are a list of labels and web or mail addresses', () => {
    const person = { ...base, name: 'A', slug: 'a', title: 'T' };
    expect(
      messages(personArgs, {
        ...person,
        links: [
          { label: 'LinkedIn', url: 'https://www.linkedin.com/in/a' },
          { label: 'Email', url: 'mailto:a@lumen.example' },
          { label: '', url: 'javascript:alert(1)' },
        ],
      }),
    ).toEqual([
      ['links.2.label', M.linkLabelRequired],
      ['links.2.url', M.linkUrl],
    ]);
  });

  it('addresses must be http(s) URLs; images may also be paths on this site', () => {
    const investor = { ...base, name: 'Fund' };
    expect(
      messages(investorArgs, { ...investor, logo_url: 'ftp://x.example/a.png', website_url: '/x' }),
    ).toEqual([
      ['logo_url', M.logoUrl],
      ['website_url', M.websiteUrl],
    ]);
    expect(
      investorArgs.parse({
        ...investor,
        logo_url: '/images/f.svg',
        website_url: 'https://f.example',
      }),
    ).toMatchObject({ logo_url: '/images/f.svg', website_url: 'https://f.example' });
    expect(isImageAddress('//evil.example/a.png')).toBe(false);
    expect(isImageAddress('javascript:alert(1)')).toBe(false);
  });

  it('blank optional fields become null, the Estonian ones too', () => {
    expect(
      advisoryMemberArgs.parse({
        ...base,
        name: ' Ann ',
        title: 'Adviser',
        title_et: '  ',
        bio: '',
      }),
    ).toMatchObject({ name: 'Ann', title: 'Adviser', title_et: null, bio: null, image_url: null });
  });

  it('a partner kind is one of the listed ones, its slug optional but of the address form', () => {
    expect(messages(partnerArgs, { ...base, name: 'P', kind: 'other', slug: 'Bad slug' })).toEqual([
      ['slug', M.slugForm],
      ['kind', M.kind],
    ]);
    expect(partnerArgs.parse({ ...base, name: 'P', kind: 'reseller' }).slug).toBeNull();
  });

  it('the order is a whole number from 0', () => {
    expect(
      messages(teamMemberArgs, { ...base, name: 'A', position: 'B', order_index: -1 }),
    ).toEqual([['order_index', M.order]]);
    expect(
      messages(teamMemberArgs, { ...base, name: 'A', position: 'B', order_index: 1.5 }),
    ).toEqual([['order_index', M.order]]);
  });
});

describe('missing translations', () => {
  it('names the English fields that have text while the Estonian one is blank', () => {
    expect(
      untranslatedFields('team', { position: 'CEO', position_et: 'Juht', bio: 'Bio', bio_et: ' ' }),
    ).toEqual(['bio']);
    expect(untranslatedFields('team', { position: 'CEO', position_et: 'Juht', bio: null })).toEqual(
      [],
    );
    expect(untranslatedFields('people', { title: 'CTO', short_bio: 'x' })).toEqual([
      'title',
      'short_bio',
    ]);
  });
});

describe('reorder', () => {
  const rows = (indexes: number[]) =>
    indexes.map((order_index, i) => ({ id: `r${i}`, order_index }));

  it('swaps the two indexes when every index is distinct', () => {
    expect(reorder(rows([1, 2, 5]), 2, 1)).toEqual([
      { id: 'r2', order_index: 2 },
      { id: 'r1', order_index: 5 },
    ]);
  });

  it('renumbers 0..n-1 in the new order when indexes tie', () => {
    // r1 keeps 0: only the rows whose index changes are written.
    expect(reorder(rows([0, 0, 0]), 0, 1)).toEqual([
      { id: 'r0', order_index: 1 },
      { id: 'r2', order_index: 2 },
    ]);
  });

  it('does nothing past either end', () => {
    expect(reorder(rows([0, 1]), 0, -1)).toEqual([]);
    expect(reorder(rows([0, 1]), 1, 2)).toEqual([]);
  });
});
