import { describe, expect, it } from 'vitest';
import { admin as en } from '../../../../shared/i18n/en/admin.ts';
import { admin as et } from '../../../../shared/i18n/et/admin.ts';
import { fmt, fmtCount, formOf } from '../../../../shared/i18n/format.ts';
import { skippingAction } from '../../../../web/src/components/admin/skipping-action.ts';

/** Every text of the catalogue that is the same whatever the number in it, by its path. */
function fixedTexts(node: unknown, path = ''): [string, string][] {
  if (typeof node === 'string') return [[path, node]];
  if (typeof node !== 'object' || node === null) return [];
  if ('one' in node && 'other' in node) return [];
  return Object.entries(node).flatMap(([key, value]) =>
    fixedTexts(value, path ? `${path}.${key}` : key),
  );
}

/** A bulk question as the list asks it: the action's words, then the count and the noun. */
function ask(
  texts: Parameters<typeof skippingAction>[0],
  chosen: number,
  eligible: number,
  items: { one: string; other: string },
) {
  const action = skippingAction(texts, chosen, eligible, () => Promise.resolve(eligible));
  return fmt(action.confirm, { count: chosen, items: chosen === 1 ? items.one : items.other });
}

describe('counts in the back office’s words', () => {
  it('no English text that reads the same for any number puts a number before a plural', () => {
    // {days} is the trash's retention, a constant of many days.
    const numbers = '(count|total|skipped|eligible|copied|shown)';
    const suspect = new RegExp(
      `(these|those) \\{${numbers}\\}|\\{${numbers}\\} (are|were|[a-z]+s)\\b`,
    );
    expect(fixedTexts(en).filter(([, text]) => suspect.test(text))).toEqual([]);
  });

  it('asks about one row in the singular, and says one skipped as one', () => {
    const b = en.entities.bulk;
    const show = {
      label: b.show,
      title: b.showTitle,
      all: b.showConfirm,
      some: b.showConfirmSome,
      done: b.showDone,
      skipped: b.showSkipped,
    };
    const advisors = en.entities.items.advisory;
    expect(ask(show, 1, 1, advisors)).toBe('Show this advisory board member on the public site?');
    expect(ask(show, 3, 3, advisors)).toBe(
      'Show these 3 advisory board members on the public site?',
    );
    expect(ask(show, 3, 2, advisors)).toBe(
      'Show 2 of these 3 advisory board members on the public site? The other one is shown already.',
    );
    expect(fmt(formOf(b.showSkipped, 1), { count: 2, items: advisors.other, skipped: 1 })).toBe(
      '2 advisory board members shown on the site; 1 was shown already.',
    );

    const eb = et.partners.bulk;
    const reject = {
      label: eb.reject,
      title: eb.rejectTitle,
      all: eb.rejectConfirm,
      some: eb.rejectConfirmSome,
      done: eb.rejectDone,
      skipped: eb.rejectSkipped,
    };
    expect(ask(reject, 1, 1, et.partners.items)).toBe(
      'Kas lükata see taotlus tagasi? Tagasilükkamine on lõplik.',
    );
    expect(fmt(formOf(eb.rejectDone, 1), { count: 1, items: et.partners.items.one })).toBe(
      '1 taotlus lükati tagasi.',
    );
  });

  it('counts records, entries and codes by their number in both languages', () => {
    expect(fmtCount(en.trash.restoredMany, 1)).toBe('1 record restored.');
    expect(fmtCount(et.trash.restoredMany, 1)).toBe('1 kirje taastatud.');
    expect(fmtCount(en.trash.purgedMany, 2)).toBe('2 records deleted permanently.');
    expect(fmtCount(en.audit.shown, 1)).toBe('1 entry shown');
    expect(fmtCount(en.newsletter.shown, 1, { count: 1, total: 1 })).toBe('1 of 1 signup');
    expect(fmtCount(et.security.codes.left, 1)).toBe('1 kood kümnest on kasutamata.');
  });
});
