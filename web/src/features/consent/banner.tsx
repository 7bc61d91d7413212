import { useEffect, useId, useRef, useState, useSyncExternalStore } from 'react';
import type { ConsentCategory, ConsentChoice } from '../../../../shared/consent.ts';
import type { Messages } from '../../../../shared/i18n/index.ts';
import type { ConsentStore } from './store.ts';

export interface ConsentBannerProps {
  store: ConsentStore;
  t: Messages['consent'];
  /** The categories in use (necessary always); only these are offered. */
  categories: ConsentCategory[];
}

const NONE: ConsentChoice = { statistics: false, marketing: false };

/**
 * The cookie banner: a labelled region at the foot of the screen (never a modal that hides the
 * page), with equal-weight Accept all / Necessary only and a choice per category. The page keeps
 * room below its content for it, so nothing is hidden behind it on a phone. Escape closes the
 * settings opened from the footer, and focus goes back to where it came from.
 */
export function ConsentBanner({ store, t, categories }: ConsentBannerProps) {
  const { choice, panel } = useSyncExternalStore(store.subscribe, store.getSnapshot);
  const [draft, setDraft] = useState<ConsentChoice>(choice ?? NONE);
  const heading = useRef<HTMLHeadingElement>(null);
  const region = useRef<HTMLElement>(null);
  const id = useId();
  const optional = categories.filter(
    (c): c is Exclude<ConsentCategory, 'necessary'> => c !== 'necessary',
  );
  const settings = panel === 'settings';

  useEffect(() => {
    if (!settings) return;
    setDraft(choice ?? NONE);
    heading.current?.focus();
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') store.close();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [settings, choice, store]);

  // Room at the foot of the page for the banner, so no content stays under it.
  useEffect(() => {
    const root = document.documentElement;
    const element = region.current;
    if (panel === 'closed' || !element) {
      root.style.removeProperty('--consent-height');
      return;
    }
    const measure = () => root.style.setProperty('--consent-height', `${element.offsetHeight}px`);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => {
      observer.disconnect();
      root.style.removeProperty('--consent-height');
    };
  }, [panel]);

  if (panel === 'closed') return null;

  const all: ConsentChoice = {
    statistics: optional.includes('statistics'),
    marketing: optional.includes('marketing'),
  };

  return (
    <section ref={region} className="consent" aria-labelledby={`${id}-title`}>
      <div className="consent__inner container">
        <h2 id={`${id}-title`} ref={heading} tabIndex={-1} className="consent__title">
          {t.title}
        </h2>
        <p className="consent__intro">{t.intro}</p>
        {settings && (
          <fieldset className="consent__choices">
            <legend>{t.categoriesLegend}</legend>
            {(['necessary', ...optional] as const).map((category) => (
              <div key={category} className="consent__choice">
                <input
                  type="checkbox"
                  id={`${id}-${category}`}
                  aria-describedby={`${id}-${category}-desc`}
                  checked={category === 'necessary' ? true : draft[category]}
                  disabled={category === 'necessary'}
                  onChange={(e) =>
                    category !== 'necessary' &&
                    setDraft((d) => ({ ...d, [category]: e.target.checked }))
                  }
                />
                <label htmlFor={`${id}-${category}`}>{t.categories[category].label}</label>
                <p id={`${id}-${category}-desc`} className="consent__description">
                  {t.categories[category].description}
                </p>
              </div>
            ))}
          </fieldset>
        )}
        <div className="consent__actions">
          {optional.length > 0 && (
            <>
              <button
                type="button"
                className="button button--primary"
                onClick={() => store.decide(all)}
              >
                {t.acceptAll}
              </button>
              <button
                type="button"
                className="button button--primary"
                onClick={() => store.decide(NONE)}
              >
                {t.rejectAll}
              </button>
              {settings ? (
                <button
                  type="button"
                  className="button button--secondary"
                  onClick={() => store.decide(draft)}
                >
                  {t.save}
                </button>
              ) : (
                <button
                  type="button"
                  className="button button--secondary"
                  onClick={() => store.openSettings()}
                >
                  {t.customise}
                </button>
              )}
            </>
          )}
          {settings && (choice || optional.length === 0) && (
            <button
              type="button"
              className="button button--secondary"
              onClick={() => store.close()}
            >
              {t.close}
            </button>
          )}
        </div>
      </div>
    </section>
  );
}
