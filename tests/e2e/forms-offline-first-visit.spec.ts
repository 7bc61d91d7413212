import type { Locator, Page } from '@playwright/test';
import { expect, test, waitsForHydration } from './fixtures.ts';
import { humanPace, queryData, tookTime, uniqueEmail } from './forms-helpers.ts';
import { removeDataDir, startServer } from './server.ts';
import { scaled } from './timeouts.ts';

/**
 * A first visit, or a browser that blocks service workers: no worker serves the page's scripts
 * offline, so whatever the form needs to keep a submission must already be in the page. A test that
 * counts stored rows runs a server of its own, whose database is read once it has stopped.
 */

const box = (name: string) => ({ name, exact: true });
/** What a developer reads in the console, never a visitor on the page. */
const RAW_ERROR = /Failed to fetch|dynamically imported|TypeError|NetworkError/;
const QUEUED = "You're offline — we'll send your message as soon as you're back online";

interface Case {
  form: string;
  path: string;
  submit: string;
  /**
   * Typed before going offline (the form's rules and sender load meanwhile), or only once offline
   * (nothing more loads: as for values typed before the scripts ran, or filled in by the browser).
   */
  typeOnline: boolean;
  /** What is typed, by the field's label (the address is added as 'Email'). */
  fields: Record<string, string>;
  /** Where the form's leads are stored, and the column of the address. */
  table: string;
  emailColumn: string;
}

const CASES: Case[] = [
  {
    form: 'contact',
    path: '/contact',
    submit: 'Send Message',
    typeOnline: true,
    fields: { Name: 'Esimene Külaline', Message: 'Written on a first visit.' },
    table: 'contact_submissions',
    emailColumn: 'email',
  },
  {
    form: 'support',
    path: '/support',
    submit: 'Submit Request',
    typeOnline: false,
    fields: {
      Name: 'Kati Karu',
      Subject: 'Export fails',
      'Describe the problem': 'PDF export times out.',
    },
    table: 'support_tickets',
    emailColumn: 'customer_email',
  },
];

async function fill(form: Locator, fields: Record<string, string>, email: string) {
  for (const [label, value] of Object.entries({ ...fields, Email: email })) {
    await form.getByRole('textbox', box(label)).fill(value);
  }
}

async function noRawErrors(page: Page) {
  await expect(page.getByText(RAW_ERROR)).toHaveCount(0);
}

for (const c of CASES) {
  test(`${c.form}: sent offline on a first visit with no service worker, stored once`, async ({
    browser,
  }) => {
    test.setTimeout(scaled(90_000));
    const server = await startServer();
    const email = uniqueEmail(`first-visit-${c.form}`);
    try {
      // Its own context, so it says what the default one does: no service worker may register.
      const context = await browser.newContext({ baseURL: server.url, serviceWorkers: 'block' });
      try {
        const page = waitsForHydration(await context.newPage());
        await humanPace(page);
        await page.goto(c.path);
        expect(await page.evaluate(() => navigator.serviceWorker?.controller ?? null)).toBeNull();
        const form = page.getByRole('form', { name: c.submit });
        if (c.typeOnline) await fill(form, c.fields, email);
        await context.setOffline(true);
        if (!c.typeOnline) await fill(form, c.fields, email);
        await tookTime(page);

        // A double press: one submission is kept, and the form is emptied so it cannot go twice.
        await form.getByRole('button', { name: c.submit }).dblclick();
        await expect(form.getByRole('status')).toContainText(QUEUED);
        await expect(form.getByRole('textbox', box('Email'))).toHaveValue('');
        await noRawErrors(page);
        // Pressed once more, the emptied form sends nothing.
        await form.getByRole('button', { name: c.submit }).click();
        await expect(form.getByRole('textbox', box('Name'))).toBeFocused();
        await expect(form.getByRole('status')).toContainText(QUEUED);
        expect(await page.evaluate(() => localStorage.getItem('outbox:pending'))).toBe('1');

        await context.setOffline(false);
        await expect(
          page.getByRole('status', { name: 'Your saved submission has been sent.' }),
        ).toBeVisible({ timeout: scaled(20_000) });
        await page.waitForFunction(() => localStorage.getItem('outbox:pending') === null);
        await noRawErrors(page);
      } finally {
        await context.close();
        await server.stop();
      }
      const [row] = await queryData(
        server.dataDir,
        (sql) => sql<{ n: number }[]>`
          select count(*)::int as n from ${sql(c.table)} where ${sql(c.emailColumn)} = ${email}`,
      );
      expect(row?.n).toBe(1);
    } finally {
      removeDataDir(server.dataDir);
    }
  });
}

test('offline, in a browser that will not store anything, the person keeps what they wrote', async ({
  page,
  context,
}) => {
  // Storage blocked (privacy settings, or full): opening any IndexedDB database fails.
  await page.addInitScript(() => {
    IDBFactory.prototype.open = () => {
      throw new DOMException('The user denied permission to access the database.', 'SecurityError');
    };
  });
  await page.goto('/contact');
  const form = page.getByRole('form', { name: 'Send Message' });
  await form.getByRole('textbox', box('Name')).fill('Mari');
  await form.getByRole('textbox', box('Email')).fill(uniqueEmail('unkept'));
  await form.getByRole('textbox', box('Message')).fill('Kept in the form.');
  await context.setOffline(true);
  await form.getByRole('button', { name: 'Send Message' }).click();
  await expect(form.getByRole('alert')).toHaveText(
    "You're offline, and this browser could not save your message to send later. What you wrote is still in the form: please send it again once you're back online.",
  );
  await expect(form.getByRole('textbox', box('Message'))).toHaveValue('Kept in the form.');
  await noRawErrors(page);

  await context.setOffline(false);
  await form.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByRole('heading', { name: 'Thank you for your message!' })).toBeVisible();
});
