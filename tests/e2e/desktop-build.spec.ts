/**
 * What electron-builder packs is in the build the end-to-end tests run against (the global setup
 * builds it): checked here rather than in the unit tests, which run before any build exists.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';

const ROOT = path.resolve(import.meta.dirname, '../..');
const DIST = path.resolve(ROOT, process.env.DIST_DIR ?? 'dist');

test('the desktop entry points and the admin bundle are in the build', () => {
  for (const file of ['desktop/main.cjs', 'desktop/preload.cjs', 'client/admin.html']) {
    expect(existsSync(path.join(DIST, file)), file).toBe(true);
  }
  const html = readFileSync(path.join(DIST, 'client/admin.html'), 'utf8');
  const script = /<script type="module"[^>]*src="\/(assets\/[^"]+)"/.exec(html)?.[1];
  expect(script).toBeDefined();
  expect(existsSync(path.join(DIST, 'client', script ?? ''))).toBe(true);
});
