import { appendFileSync, cpSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { BrowserContext, Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { humanPace, queryData, tookTime, uniqueEmail } from './forms-helpers.ts';
import { removeDataDir, startServer } from './server.ts';
import { scaled } from './timeouts.ts';

// Offline behaviour: this spec needs the service worker (blocked elsewhere, see playwright.config.ts).
test.use({ serviceWorkers: 'allow' });

/** Waits until the service worker is active and controls the page (it claims open pages). */
async function controlled(page: Page) {
  await page.waitForFunction(async () => {
    await navigator.serviceWorker.ready;
    return navigator.serviceWorker.controller !== null;
  });
}

async function precachedUrls(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys()) {
      for (const request of await (await caches.open(name)).keys()) {
        urls.push(new URL(request.url).pathname);
      }
    }
    return urls;
  });
}

test.describe('installable PWA', () => {
  test('links a valid web app manifest with icons', async ({ page, request }) => {
    await page.goto('/');
    const href = await page.locator('link[rel="manifest"]').getAttribute('href');
    expect(href).toBe('/manifest.webmanifest');
    const answer = await request.get(href ?? '');
    expect(answer.headers()['content-type']).toContain('application/manifest+json');
    const manifest = await answer.json();
    expect(manifest).toMatchObject({
      name: 'Lumen Legal',
      short_name: 'Lumen',
      start_url: '/',
      display: 'standalone',
      lang: 'en-GB',
    });
    expect(manifest.theme_color).toMatch(/^#/);
    expect(manifest.background_color).toMatch(/^#/);
    const sizes = manifest.icons.map((i: { sizes: string; purpose?: string }) =>
      [i.sizes, i.purpose ?? 'any'].join(' '),
    );
    expect(sizes).toEqual(
      expect.arrayContaining(['192x192 any', '512x512 any', '512x512 maskable']),
    );
    for (const icon of manifest.icons) {
      const image = await request.get(icon.src);
      expect(image.status()).toBe(200);
      expect(image.headers()['content-type']).toBe('image/png');
    }
  });

  test('the service worker is served uncached, installs and precaches the prerendered pages', async ({
    page,
    request,
  }) => {
    const sw = await request.get('/sw.js');
    expect(sw.headers()['cache-control']).toBe('no-cache');
    await page.goto('/');
    await controlled(page);
    const urls = await precachedUrls(page);
    expect(urls).toEqual(expect.arrayContaining(['/', '/et', '/contact', '/et/pricing', '/admin']));
    expect(urls).not.toContain('/app.html');
    expect(urls).not.toContain('/prerendered.json');
  });

  test('a new version waits until the person chooses to reload', async ({ browser }) => {
    test.setTimeout(scaled(150_000));
    // A server of its own on a copy of the build, so the test can "deploy" a new service worker.
    const copy = mkdtempSync(path.join(os.tmpdir(), 'lumen-update-'));
    cpSync(path.resolve(process.env.DIST_DIR ?? 'dist', 'client'), path.join(copy, 'client'), {
      recursive: true,
    });
    const server = await startServer({ env: { DIST_DIR: copy } });
    const context = await browser.newContext({ baseURL: server.url });
    try {
      const page = await context.newPage();
      await page.goto('/');
      await controlled(page);
      appendFileSync(path.join(copy, 'client', 'sw.js'), '\n// next release\n');
      await page.evaluate(async () => {
        (window as unknown as { beforeUpdate: boolean }).beforeUpdate = true;
        await (await navigator.serviceWorker.getRegistration())?.update();
      });
      const prompt = page.getByRole('status', { name: 'A new version is available' });
      await expect(prompt).toBeVisible();
      await prompt.getByRole('button', { name: 'Reload' }).click();
      await page.waitForFunction(
        () => !(window as unknown as { beforeUpdate?: boolean }).beforeUpdate,
      );
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    } finally {
      await context.close();
      await server.stop();
      removeDataDir(server.dataDir);
      rmSync(copy, { recursive: true, force: true });
    }
  });

  test('offline, a precached page still shows and other pages get the offline page', async ({
    page,
    context,
  }) => {
    await page.goto('/');
    await controlled(page);
    await context.setOffline(true);
    await page.goto('/pricing');
    await expect(page).toHaveTitle(/\| Lumen Legal$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.goto('/et/contact');
    await expect(page.locator('html')).toHaveAttribute('lang', 'et');
    await page.goto('/blog/not-precached');
    await expect(page.getByRole('heading', { name: "You're offline" })).toBeVisible();
    await page.goto('/et/blog/not-precached');
    await expect(page.getByRole('heading', { name: 'Oled võrguühenduseta' })).toBeVisible();
    await context.setOffline(false);
  });
});

test.describe('offline outbox', () => {
  test('a message sent offline is kept through a reload and stored exactly once', async ({
    browser,
  }) => {
    test.setTimeout(scaled(90_000));
    const server = await startServer();
    let context: BrowserContext | undefined;
    const email = uniqueEmail('offline');
    try {
      context = await browser.newContext({ baseURL: server.url });
      const page = await context.newPage();
      await humanPace(page);
      // The visit lands from a campaign link; the lead sent offline carries where it came from.
      await page.goto('/contact?utm_source=newsletter&utm_medium=email&utm_campaign=winter');
      await controlled(page);

      await context.setOffline(true);
      const form = page.getByRole('form', { name: 'Send Message' });
      await form.getByRole('textbox', { name: 'Name', exact: true }).fill('Offline Olev');
      await form.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
      await form.getByRole('textbox', { name: 'Message', exact: true }).fill('Sent from a train.');
      await tookTime(page);
      await form.getByRole('button', { name: 'Send Message' }).click();
      await expect(form.getByRole('status')).toContainText(
        "You're offline — we'll send your message as soon as you're back online",
      );
      // Queued once: the form is emptied, so pressing Send again cannot queue it twice.
      await expect(form.getByRole('textbox', { name: 'Message', exact: true })).toHaveValue('');
      await form.getByRole('button', { name: 'Send Message' }).click();
      await expect(form.getByRole('textbox', { name: 'Name', exact: true })).toBeFocused();
      await expect(form.getByRole('status')).toContainText("You're offline");
      expect(await page.evaluate(() => localStorage.getItem('outbox:pending'))).not.toBeNull();

      await page.reload();
      await expect(page.getByRole('form', { name: 'Send Message' })).toBeVisible();
      await context.setOffline(false);
      // The outbox starts once the page has hydrated and loaded, which on a loaded machine can
      // take longer than an expectation's usual 5 s after the reload.
      await expect(
        page.getByRole('status', { name: 'Your saved submission has been sent.' }),
      ).toBeVisible({ timeout: scaled(20_000) });
      await page.waitForFunction(() => localStorage.getItem('outbox:pending') === null);
    } finally {
      await context?.close();
      await server.stop();
    }
    const rows = await queryData(
      server.dataDir,
      (sql) => sql`select name, message, source_page, source_referrer, utm_source, utm_medium,
        utm_campaign from contact_submissions where email = ${email}`,
    );
    removeDataDir(server.dataDir);
    expect(rows).toEqual([
      {
        name: 'Offline Olev',
        message: 'Sent from a train.',
        source_page: '/contact',
        source_referrer: null,
        utm_source: 'newsletter',
        utm_medium: 'email',
        utm_campaign: 'winter',
      },
    ]);
  });

  test('a queued submission the server refuses is not retried and the person is told why', async ({
    page,
    context,
  }) => {
    await page.goto('/contact');
    await controlled(page);
    await context.setOffline(true);
    const form = page.getByRole('form', { name: 'Send Message' });
    await form.getByRole('textbox', { name: 'Name', exact: true }).fill('Refused Rein');
    await form.getByRole('textbox', { name: 'Email', exact: true }).fill('rein@example.com');
    await form.getByRole('textbox', { name: 'Message', exact: true }).fill('Hello');
    await form.getByRole('button', { name: 'Send Message' }).click();
    await expect(form.getByRole('status')).toContainText("You're offline");

    let attempts = 0;
    // On the context, so the service worker's `sync` drain meets the same refusal as the page's.
    await context.route('**/api/contact', (route) => {
      attempts += 1;
      return route.fulfill({
        status: 400,
        json: {
          error: {
            code: 'validation_failed',
            message: 'Invalid',
            fields: { email: 'This address cannot receive mail' },
          },
        },
      });
    });
    await context.setOffline(false);
    const notice = page.getByRole('alert').filter({ hasText: "Some messages couldn't be sent" });
    await expect(notice).toContainText('Contact message, saved');
    await expect(notice).toContainText('This address cannot receive mail');

    // Coming back later does not send it again; the notice stays until dismissed.
    await page.reload();
    await expect(notice).toBeVisible();
    expect(attempts).toBe(1);
    await notice.getByRole('button', { name: 'Dismiss' }).click();
    await expect(notice).toHaveCount(0);
    await page.waitForFunction(() => localStorage.getItem('outbox:pending') === null);
  });
});
