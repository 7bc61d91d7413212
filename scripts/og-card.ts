/**
 * Draws the site's default share card (SHARE_CARD: web/public/brand/og-card.jpg, 1200×630): the
 * picture a shared link shows when its page has none of its own (issue #26). Rendered by Debian's
 * Chromium from the HTML below, so it follows the brand's colours and logo; run again after
 * changing them:
 *   npx tsx scripts/og-card.ts
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { SITE } from '../shared/constants.ts';
import { core } from '../shared/i18n/en/core.ts';
import { SHARE_CARD } from '../web/src/app/meta.ts';

const { width, height } = SHARE_CARD;

const ROOT = path.resolve(import.meta.dirname, '..');
const logo = readFileSync(path.join(ROOT, 'web/public/brand/logo.png')).toString('base64');

const html = `<!doctype html>
<html><head><style>
  body { margin: 0; }
  .card {
    width: ${width}px; height: ${height}px; box-sizing: border-box; padding: 80px 96px;
    display: flex; flex-direction: column; justify-content: space-between;
    background: linear-gradient(135deg, #1e3a8a 0%, #1d4ed8 70%, #2563eb 100%);
    color: #ffffff; font-family: "DejaVu Sans", system-ui, sans-serif;
  }
  .logo { height: 80px; align-self: flex-start; background: #ffffff; padding: 16px 24px;
    border-radius: 16px; }
  .logo { height: 112px; padding: 24px 32px; }
  p { font-size: 46px; line-height: 1.3; margin: 0; max-width: 1000px; font-weight: 600; }
</style></head>
<body><div class="card">
  <img class="logo" src="data:image/png;base64,${logo}" alt="${SITE.brand}">
  <p>${core.meta.siteDescription}</p>
</div></body></html>`;

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
});
try {
  const page = await browser.newPage({ viewport: { width, height } });
  await page.setContent(html);
  await page.screenshot({
    path: path.join(ROOT, 'web/public/brand/og-card.jpg'),
    type: 'jpeg',
    quality: 90,
  });
} finally {
  await browser.close();
}
