import { defineConfig } from '@playwright/test';
import { scaled } from './tests/e2e/timeouts.ts';

const CI = Boolean(process.env.CI);

/**
 * End-to-end tests drive Debian's Chromium (browser downloads are not possible here) against the
 * built server, which each worker starts on a free port from a copy of a seeded DATA_DIR
 * (see tests/e2e/fixtures.ts). `scripts/test.sh` builds first.
 */
export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: 'test-results',
  fullyParallel: false,
  workers: 2,
  // On CI a test that fails is run once more, with a trace: one that passes then is reported as
  // flaky by `npm test`'s closing summary (scripts/test-summary.ts), a defect to fix next.
  retries: CI ? 1 : 0,
  timeout: scaled(60_000),
  expect: { timeout: scaled(5_000) },
  reporter: [['list']],
  globalSetup: './tests/e2e/global-setup.ts',
  use: {
    browserName: 'chromium',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
      ],
    },
    // Recording a trace costs every test time: CI records one only for the rerun of a failure.
    trace: CI ? 'on-first-retry' : 'retain-on-failure',
    // Installing the service worker precaches the whole site (about 200 files) in every page:
    // only the specs of offline behaviour allow it (`test.use({ serviceWorkers: 'allow' })`).
    serviceWorkers: 'block',
  },
});
