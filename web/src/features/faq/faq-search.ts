/** Pure FAQ logic: the shapes the search works on (see faq-index.ts), and what a URL hash selects. */

export interface FaqEntry {
  id: string;
  question: string;
  answer: string;
}

export interface FaqCategory {
  key: string;
  /** The category's URL anchor ('1'–'5'). */
  anchor: string;
  name: string;
  entries: readonly FaqEntry[];
}

export interface FaqResult {
  category: FaqCategory;
  entry: FaqEntry;
}

export interface HashSelection {
  categoryKey: string;
  openId: string | null;
}

/** '#2' selects the second category; '#api-access' selects that question's category and opens it. */
export function selectionFromHash(
  categories: readonly FaqCategory[],
  hash: string,
): HashSelection | null {
  const id = decodeURIComponent(hash.replace(/^#/, ''));
  if (!id) return null;
  const byAnchor = categories.find((c) => c.anchor === id || c.key === id);
  if (byAnchor) return { categoryKey: byAnchor.key, openId: null };
  for (const category of categories) {
    if (category.entries.some((e) => e.id === id)) return { categoryKey: category.key, openId: id };
  }
  return null;
}

/**
 * The open question after `id` was toggled to `isOpen`: opening one closes any other; closing
 * the open one leaves none open; a stale close event for another question changes nothing.
 */
export function nextOpen(openId: string | null, id: string, isOpen: boolean): string | null {
  if (isOpen) return id;
  return openId === id ? null : openId;
}
