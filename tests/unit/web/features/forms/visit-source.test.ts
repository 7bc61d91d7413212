import { describe, expect, it } from 'vitest';
import {
  landingSource,
  rememberLanding,
  VISIT_SOURCE_KEY,
  visitSource,
} from '../../../../../web/src/features/forms/lead-form/visit-source.ts';

function memoryStore(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return {
    data,
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
  };
}

const SITE = 'https://lumen.example';

describe('the landing source of a visit', () => {
  it('keeps the referring site as its origin only, never its path or query', () => {
    expect(
      landingSource(`${SITE}/pricing`, 'https://news.example.org/story/42?user=ann#top'),
    ).toEqual({ source_referrer: 'https://news.example.org' });
  });

  it('records no referrer for a page of our own site or a non-web referrer', () => {
    expect(landingSource(`${SITE}/pricing`, `${SITE}/blog/post`)).toEqual({});
    expect(landingSource(`${SITE}/pricing`, 'android-app://com.example')).toEqual({});
    expect(landingSource(`${SITE}/pricing`, '')).toEqual({});
  });

  it('keeps the three UTM parameters, trimmed and bounded, and nothing else of the address', () => {
    const long = 'x'.repeat(250);
    expect(
      landingSource(
        `${SITE}/?utm_source=%20linkedin%20&utm_medium=social&utm_campaign=${long}&utm_term=law&gclid=1`,
        '',
      ),
    ).toEqual({ utm_source: 'linkedin', utm_medium: 'social', utm_campaign: 'x'.repeat(200) });
  });
});

describe('remembering the landing page', () => {
  it('records the first page of the visit and keeps it through later pages', () => {
    const store = memoryStore();
    rememberLanding(
      store,
      `${SITE}/sales?utm_source=newsletter&utm_campaign=spring`,
      'https://mail.example/',
    );
    rememberLanding(store, `${SITE}/contact?utm_source=other`, `${SITE}/sales`);
    expect(visitSource(store, '/contact')).toEqual({
      source_page: '/contact',
      source_referrer: 'https://mail.example',
      utm_source: 'newsletter',
      utm_campaign: 'spring',
    });
  });

  it('records a direct visit as such, so a later internal page cannot pose as its source', () => {
    const store = memoryStore();
    rememberLanding(store, `${SITE}/`, '');
    rememberLanding(store, `${SITE}/pricing?utm_source=late`, 'https://elsewhere.example/');
    expect(visitSource(store, '/pricing')).toEqual({ source_page: '/pricing' });
  });

  it('sends the page alone when storage is missing, refuses or holds something else', () => {
    const refusing = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('SecurityError');
      },
    };
    expect(() => rememberLanding(refusing, `${SITE}/`, '')).not.toThrow();
    expect(visitSource(refusing, '/support')).toEqual({ source_page: '/support' });
    expect(visitSource(undefined, '/support')).toEqual({ source_page: '/support' });
    const foreign = memoryStore({ [VISIT_SOURCE_KEY]: '{"utm_source":5,"other":"x"}' });
    expect(visitSource(foreign, '/et/kontakt')).toEqual({ source_page: '/et/kontakt' });
  });
});
