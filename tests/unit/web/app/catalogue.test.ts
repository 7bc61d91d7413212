import { describe, expect, it } from 'vitest';
import { en } from '../../../../shared/i18n/en/index.ts';
import {
  catalogue,
  catalogueSubset,
  provideCatalogue,
  recordCatalogueUse,
} from '../../../../web/src/app/catalogue.ts';

provideCatalogue('en', en);

describe('the catalogue a public page carries', () => {
  it('holds the pages it read, whole, and always the frame and form messages', () => {
    const { result, used } = recordCatalogueUse(() => {
      const t = catalogue('en');
      return `${t.pages.faq.title} ${t.nav.products}`;
    });
    expect(result).toBe(`${en.pages.faq.title} ${en.nav.products}`);

    const subset = catalogueSubset(en, used);
    expect(subset.pages).toEqual({ faq: en.pages.faq });
    expect(subset.nav).toEqual(en.nav);
    expect(subset.footer).toEqual(en.footer);
    expect(subset.forms).toEqual(en.forms);
    expect(subset.validation).toEqual(en.validation);
    // Read by no one here: left out.
    expect(subset.content).toBeUndefined();
    expect(subset.auth).toBeUndefined();
  });

  it('records only while a render is recorded', () => {
    const before = catalogue('en');
    expect(before).toBe(en);
    const { used } = recordCatalogueUse(() => catalogue('en').content.blog.title);
    expect([...used]).toEqual(['content']);
    expect(catalogue('en')).toBe(en);
  });
});
