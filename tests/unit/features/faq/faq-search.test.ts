import { describe, expect, it } from 'vitest';
import { pages as enPages } from '../../../../shared/i18n/en/pages.ts';
import { pages as etPages } from '../../../../shared/i18n/et/pages.ts';
import {
  type FaqCategory,
  nextOpen,
  searchFaq,
  selectionFromHash,
} from '../../../../web/src/features/faq/faq-search.ts';

const categories: FaqCategory[] = enPages.faq.categories;

describe('FAQ search', () => {
  it('finds questions by any word of the question or answer, case-insensitively', () => {
    const ids = searchFaq(categories, 'TRIAL').map((r) => r.entry.id);
    expect(ids).toContain('trial');
    expect(ids).toContain('getting-started');
  });

  it('needs every word of the query to match', () => {
    expect(searchFaq(categories, 'trial encryption')).toEqual([]);
    expect(searchFaq(categories, 'api reference').map((r) => r.entry.id)).toEqual(['api-access']);
  });

  it('has no results for an empty or blank query', () => {
    expect(searchFaq(categories, '')).toEqual([]);
    expect(searchFaq(categories, '   ')).toEqual([]);
  });

  it('returns nothing when nothing matches (the page says No results found.)', () => {
    expect(searchFaq(categories, 'blockchain')).toEqual([]);
  });

  it('searches the Estonian catalogue with its own letters', () => {
    const ids = searchFaq(etPages.faq.categories, 'KRÜPTEERI').map((r) => r.entry.id);
    expect(ids).toContain('encryption');
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
