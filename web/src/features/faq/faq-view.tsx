import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { SITE } from '../../../../shared/constants.ts';
import { fmt, fmtCount } from '../../../../shared/i18n/format.ts';
import { useLang, useT } from '../../app/i18n.ts';
import { useLocation, useNavigate } from '../../app/page-router.tsx';
import '../../styles/faq.css';
import { type FaqCategory, nextOpen, selectionFromHash } from './faq-search.ts';

type IndexModule = typeof import('./faq-index.ts');

/**
 * The FAQ: one selected category, at most one open question, and a search whose results replace
 * the category list while there is text. The search index (MiniSearch) loads when the search box
 * is first focused or typed in, not with the page. Choosing a result clears the search and puts the
 * question's id in the hash; the hash (on load or later) selects a category or a question.
 */
export function FaqView() {
  const t = useT().pages.faq;
  const { hash } = useLocation();
  const navigate = useNavigate();
  const searchId = useId();
  const categories: FaqCategory[] = useMemo(
    () =>
      t.categories.map((c) => ({
        ...c,
        entries: c.entries.map((e) => ({
          id: e.id,
          question: fmt(e.question, { brand: SITE.brand }),
          answer: fmt(e.answer, { brand: SITE.brand }),
        })),
      })),
    [t],
  );
  const [categoryKey, setCategoryKey] = useState(categories[0]?.key ?? '');
  const [openId, setOpenId] = useState<string | null>(null);
  const [query, setQuery] = useState('');

  useEffect(() => {
    const selection = selectionFromHash(categories, hash);
    if (!selection) return;
    setCategoryKey(selection.categoryKey);
    setOpenId(selection.openId);
  }, [hash, categories]);

  const lang = useLang();
  const [indexModule, setIndexModule] = useState<IndexModule | null>(null);
  const loading = useRef(false);
  const loadIndex = () => {
    if (loading.current) return;
    loading.current = true;
    import('./faq-index.ts').then(setIndexModule, (error: unknown) => {
      // Offline before the chunk was cached: the next keystroke tries again.
      loading.current = false;
      console.error('The FAQ search could not be loaded', error);
    });
  };
  const search = useMemo(
    () => indexModule?.createFaqSearch(categories, lang),
    [indexModule, categories, lang],
  );
  // null while the index is still loading: neither results nor "No results found." yet.
  const results = useMemo(() => (search ? search(query) : null), [search, query]);
  const searching = query.trim() !== '';
  const selected = categories.find((c) => c.key === categoryKey) ?? categories[0];

  // The question a chosen result opened: it takes focus once the results have gone, instead of
  // focus falling to <body> with the button that had it.
  const focusAfterChoice = useRef<string | null>(null);
  const chooseResult = (categoryKey: string, id: string) => {
    focusAfterChoice.current = id;
    setQuery('');
    setCategoryKey(categoryKey);
    setOpenId(id);
    navigate({ hash: id });
  };
  useEffect(() => {
    const id = focusAfterChoice.current;
    if (!id || searching) return;
    focusAfterChoice.current = null;
    document.getElementById(id)?.querySelector('summary')?.focus();
  });

  // Always in the page, so that a screen reader announces each change of it.
  const status =
    !searching || results === null
      ? ''
      : results.length === 0
        ? t.noResults
        : fmtCount(t.resultsCount, results.length);

  return (
    <div className="faq">
      <div className="faq__search">
        <label htmlFor={searchId}>{t.searchLabel}</label>
        <input
          id={searchId}
          type="search"
          value={query}
          placeholder={t.searchPlaceholder}
          onFocus={loadIndex}
          onChange={(e) => {
            loadIndex();
            setQuery(e.target.value);
          }}
        />
        <p role="status" className="faq__status">
          {status}
        </p>
      </div>
      {searching ? (
        <section aria-label={t.resultsLabel} aria-busy={results === null} className="faq__results">
          {results === null || results.length === 0 ? null : (
            <ul>
              {results.map(({ category, entry }) => (
                <li key={entry.id}>
                  <button
                    type="button"
                    className="faq__result"
                    onClick={() => chooseResult(category.key, entry.id)}
                  >
                    <span className="faq__result-question">{entry.question}</span>
                    <span className="faq__result-category">{category.name}</span>
                  </button>
                </li>
              ))}
            </ul>
          )}
        </section>
      ) : (
        <div className="faq__body">
          <nav aria-label={t.categoriesLabel} className="faq__categories">
            <ul>
              {categories.map((c) => (
                <li key={c.key}>
                  <button
                    id={c.anchor}
                    type="button"
                    className="faq__category"
                    aria-pressed={c.key === selected?.key}
                    onClick={() => {
                      setCategoryKey(c.key);
                      setOpenId(null);
                    }}
                  >
                    {c.name}
                  </button>
                </li>
              ))}
            </ul>
          </nav>
          {/* Every category is in the page so that without JavaScript all questions can be read
              (and /faq#3 still lands on its category); with it, only the selected one shows. */}
          {categories.map((category) => (
            <section
              key={category.key}
              className={`faq__list${category.key === selected?.key ? '' : ' faq__list--inactive'}`}
              aria-labelledby={`faq-${category.key}`}
            >
              <h2 id={`faq-${category.key}`}>{category.name}</h2>
              {category.entries.map((entry) => (
                <details
                  key={entry.id}
                  id={entry.id}
                  className="faq__item"
                  open={openId === entry.id}
                  onToggle={(e) => {
                    // The open question is React state, so opening one closes the others.
                    const isOpen = e.currentTarget.open;
                    setOpenId((current) => nextOpen(current, entry.id, isOpen));
                  }}
                >
                  <summary>{entry.question}</summary>
                  <p>{entry.answer}</p>
                </details>
              ))}
            </section>
          ))}
        </div>
      )}
    </div>
  );
}
