import { describe, expect, it } from 'vitest';
import { pages as enPages } from '../../../../shared/i18n/en/pages.ts';
import { pages as etPages } from '../../../../shared/i18n/et/pages.ts';
import { createFaqSearch } from '../../../../web/src/features/faq/faq-index.ts';
import {
  type FaqCategory,
  nextOpen,
  selectionFromHash,
} from '../../../../web/src/features/faq/faq-search.ts';
import { foldTerm, stemEnglish, stemEstonian } from '../../../../web/src/features/faq/faq-terms.ts';

const categories: FaqCategory[] = enPages.faq.categories;

const searchEn = createFaqSearch(categories, 'en');
const searchEt = createFaqSearch(etPages.faq.categories, 'et');
const ids = (results: { entry: { id: string } }[]) => results.map((r) => r.entry.id);

describe('FAQ search', () => {
  it('finds the example of its own placeholder in each language', () => {
    expect(enPages.faq.searchPlaceholder).toContain('encryption');
    expect(etPages.faq.searchPlaceholder).toContain('krüpteerimine');
    expect(ids(searchEn('encryption'))[0]).toBe('encryption');
    expect(ids(searchEt('krüpteerimine'))[0]).toBe('encryption');
    expect(ids(searchEn('trial'))).toContain('trial');
    expect(ids(searchEt('prooviperiood'))).toContain('trial');
  });

  it('matches other word forms, prefixes, typos, capitals and missing accents', () => {
    expect(ids(searchEn('Encrypted'))).toContain('encryption');
    expect(ids(searchEn('encry'))).toContain('encryption');
    expect(ids(searchEn('encyption'))).toContain('encryption');
    expect(ids(searchEt('krüpteeritud'))).toContain('encryption');
    expect(ids(searchEt('KRUPTEERIMINE'))).toContain('encryption');
    expect(ids(searchEt('prooviperioodiga'))).toContain('trial');
  });

  it('needs every word of the query to match', () => {
    expect(searchEn('trial encryption')).toEqual([]);
    expect(ids(searchEn('credit card'))).toEqual(expect.arrayContaining(['trial']));
    expect(ids(searchEn('api reference'))).toEqual(['api-access']);
  });

  it('has no results for an empty or blank query', () => {
    expect(searchEn('')).toEqual([]);
    expect(searchEn('   ')).toEqual([]);
  });

  it('returns nothing when nothing matches (the page says No results found.)', () => {
    expect(searchEn('blockchain')).toEqual([]);
    expect(searchEt('plokiahel')).toEqual([]);
  });
});

describe('FAQ word forms', () => {
  it('folds case and accents', () => {
    expect(foldTerm('KRÜPTEERIMINE')).toBe('krupteerimine');
    expect(foldTerm('Õigus')).toBe('oigus');
  });

  it('brings English word forms to one stem', () => {
    for (const [a, b] of [
      ['encryption', 'encrypted'],
      ['prices', 'pricing'],
      ['integration', 'integrated'],
      ['security', 'secure'],
    ] as const) {
      expect(stemEnglish(a)).toBe(stemEnglish(b));
    }
    expect(stemEnglish('access')).toBe('access');
    expect(stemEnglish('api')).toBe('api');
  });

  it('brings Estonian word forms to one stem', () => {
    for (const [a, b] of [
      ['krupteerimine', 'krupteeritakse'],
      ['krupteerimine', 'krupteeritud'],
      ['andmed', 'andmete'],
    ] as const) {
      expect(stemEstonian(a)).toBe(stemEstonian(b));
    }
  });
});

describe('FAQ hash', () => {
  it('selects a category by its number 1–5', () => {
    expect(selectionFromHash(categories, '#1')).toEqual({ categoryKey: 'general', openId: null });
    expect(selectionFromHash(categories, '#2')).toEqual({ categoryKey: 'pricing', openId: null });
    expect(selectionFromHash(categories, '#5')).toEqual({
      categoryKey: 'implementation',
      openId: null,
    });
  });

  it('selects the category of a question id and opens that question', () => {
    expect(selectionFromHash(categories, '#api-access')).toEqual({
      categoryKey: 'technical',
      openId: 'api-access',
    });
    expect(selectionFromHash(categories, '#getting-started')).toEqual({
      categoryKey: 'general',
      openId: 'getting-started',
    });
  });

  it('ignores an empty or unknown hash', () => {
    expect(selectionFromHash(categories, '')).toBeNull();
    expect(selectionFromHash(categories, '#')).toBeNull();
    expect(selectionFromHash(categories, '#6')).toBeNull();
  });

  it('uses the same anchors and question ids in both languages', () => {
    const shape = (cs: FaqCategory[]) => cs.map((c) => [c.anchor, c.entries.map((e) => e.id)]);
    expect(shape(etPages.faq.categories)).toEqual(shape(categories));
  });
});

describe('FAQ accordion', () => {
  it('keeps at most one question open', () => {
    expect(nextOpen(null, 'a', true)).toBe('a');
    expect(nextOpen('a', 'b', true)).toBe('b');
  });

  it('collapses the open question when it is clicked again', () => {
    expect(nextOpen('a', 'a', false)).toBeNull();
  });

  it('ignores the close of a question that is no longer the open one', () => {
    expect(nextOpen('b', 'a', false)).toBe('b');
  });
});
