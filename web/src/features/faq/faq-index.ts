/**
 * The FAQ's full-text index (MiniSearch): prefix and fuzzy matching over stemmed, accent-folded
 * words of every question and answer, questions weighted above answers, every query word needed.
 * Loaded on demand (the page imports it when the search box is first used), so MiniSearch stays
 * out of the page's first-load JavaScript.
 */
import MiniSearch from 'minisearch';
import type { Lang } from '../../../../shared/constants.ts';
import type { FaqCategory, FaqResult } from './faq-search.ts';
import { termProcessor } from './faq-terms.ts';

interface Doc {
  key: number;
  question: string;
  answer: string;
}

/** Words this short match exactly or as a prefix only: a typo allowance would match anything. */
const FUZZY_MIN_LENGTH = 5;

/** Builds the index of `categories` and returns its search: results best first, none for blank. */
export function createFaqSearch(
  categories: readonly FaqCategory[],
  lang: Lang,
): (query: string) => FaqResult[] {
  const entries: FaqResult[] = categories.flatMap((category) =>
    category.entries.map((entry) => ({ category, entry })),
  );
  const index = new MiniSearch<Doc>({
    idField: 'key',
    fields: ['question', 'answer'],
    processTerm: termProcessor(lang),
    searchOptions: {
      prefix: true,
      fuzzy: (term) => (term.length >= FUZZY_MIN_LENGTH ? 0.2 : false),
      boost: { question: 2 },
      combineWith: 'AND',
    },
  });
  index.addAll(
    entries.map(({ entry }, key) => ({ key, question: entry.question, answer: entry.answer })),
  );
  return (query) => {
    if (query.trim() === '') return [];
    return index
      .search(query)
      .map((hit) => entries[hit.id as number])
      .filter((r): r is FaqResult => r !== undefined);
  };
}
