import { fmtCount } from '../../shared/i18n/format.ts';
import { expect, test } from './fixtures.ts';
import { LANGS, localised } from './pages-routes.ts';

/** A word that finds the free-trial question in each language, and one that finds nothing. */
const SEARCHES = {
  en: { finds: 'credit card', nothing: 'blockchain' },
  et: { finds: 'prooviperiood', nothing: 'plokiahel' },
} as const;

for (const { lang, prefix, t } of LANGS) {
  test(`FAQ search: results are announced, and a chosen result takes focus (${lang})`, async ({
    page,
  }) => {
    const faq = t.pages.faq;
    const trial = faq.categories.flatMap((c) => c.entries).find((e) => e.id === 'trial');
    if (!trial) throw new Error('No trial question in the catalogue');
    await page.goto(localised(prefix, '/faq'));

    // The status region is in the page before anything is typed: a screen reader announces a
    // change of a live region, not one that appears with its text.
    const status = page.getByRole('status');
    await expect(status).toHaveText('');
    const search = page.getByRole('searchbox', { name: faq.searchLabel });

    await search.fill(SEARCHES[lang].nothing);
    await expect(status).toHaveText(faq.noResults);

    await search.fill(SEARCHES[lang].finds);
    const results = page.getByRole('region', { name: faq.resultsLabel }).getByRole('button');
    const chosen = results.filter({ hasText: trial.question });
    await expect(chosen).toBeVisible();
    await expect(status).toHaveText(fmtCount(faq.resultsCount, await results.count()));

    await chosen.focus();
    await page.keyboard.press('Enter');
    await expect(search).toHaveValue('');
    await expect(status).toHaveText('');
    await expect(page).toHaveURL(/#trial$/);
    // Focus goes to the opened question, not to <body> with the result button that had it.
    await expect(page.getByText(trial.question, { exact: true })).toBeFocused();
    await expect(page.locator('details#trial')).toHaveAttribute('open', '');
  });
}
