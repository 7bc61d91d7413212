import { defineConfig } from '@playwright/test';

/**
 * End-to-end tests drive Debian's Chromium (browser downloads are not possible here) against the
 * built server, which each worker starts on a free port with a temporary DATA_DIR
 * (see tests/e2e/fixtures.ts). `scripts/test.sh` builds first.
 */
export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: 'test-results',
  fullyParallel: false,
  workers: process.env.CI ? 2 : 2,
  retries: 0,
  // Generous: on a shared machine under load a long flow can take twice its usual time.
  timeout: 60_000,
  expect: { timeout: 5_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
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
    trace: 'retain-on-failure',
  },
});
