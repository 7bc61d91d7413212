import { spawn } from 'node:child_process';
import path from 'node:path';
import type { Page } from '@playwright/test';
import type { UserRole } from '../../shared/constants.ts';
import { copyOfDataTemplate } from './data-templates.ts';
import { test as base, expect } from './fixtures.ts';
import { firstStart, removeDataDir, type ServerProcess, startServer } from './server.ts';
import { SIGN_IN_MS, scaled } from './timeouts.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');

export const ADMIN = {
  email: 'ops.admin@lumen-legal.example',
  password: 'Kohtulahend-2025-Tallinn',
};
/** The contact of the seeded, approved DocSys Baltic partner application. */
export const PARTNER = {
  email: 'kerli.vaher@docsys.example',
  password: 'Partnerportaal-2025-Tartu',
};

/** Creates the accounts with the admin CLI's code against a stopped server's DATA_DIR. */
function createUsers(dataDir: string, accounts: Account[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      path.join(ROOT, 'node_modules/.bin/tsx'),
      ['tests/e2e/admin-accounts-cli.ts', JSON.stringify(accounts)],
      {
        cwd: ROOT,
        env: {
          PATH: process.env.PATH,
          HOME: process.env.HOME,
          DATA_DIR: dataDir,
          LOG_LEVEL: 'error',
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    let output = '';
    child.stdout.on('data', (d: Buffer) => {
      output += d.toString();
    });
    child.stderr.on('data', (d: Buffer) => {
      output += d.toString();
    });
    child.once('error', reject);
    child.once('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`Creating accounts failed (${code}):\n${output}`)),
    );
  });
}

export interface Account {
  email: string;
  password: string;
  role: UserRole;
}

/**
 * A demo-seeded server with the given accounts, created with the CLI before the first start
 * (accounts are not content, so the demo seed still runs, and links the partner account to
 * its approved demo application). Made once per run and set of accounts, then copied.
 */
async function startServerWithAccounts(
  accounts: Account[],
  env: Record<string, string>,
): Promise<ServerProcess> {
  const seed = env.SEED ?? 'demo';
  const dataDir = await copyOfDataTemplate(JSON.stringify({ accounts, seed }), async (dir) => {
    await createUsers(dir, accounts);
    await firstStart(dir, { SEED: seed });
  });
  return startServer({ dataDir, env });
}

/**
 * `server` here has accounts: `accounts` (default: ADMIN and PARTNER) and `serverEnv` are worker
 * options a spec can override.
 */
export const test = base.extend<
  object,
  {
    server: ServerProcess;
    accounts: Account[];
    serverEnv: Record<string, string>;
    /**
     * Specs that count the seeded data exactly set their own name here: a different value gives
     * them a server (and worker) of their own, untouched by the specs that add and delete leads.
     */
    serverFor: string;
  }
>({
  serverFor: ['shared', { scope: 'worker', option: true }],
  accounts: [
    [
      { ...ADMIN, role: 'admin' },
      { ...PARTNER, role: 'partner' },
    ],
    { scope: 'worker', option: true },
  ],
  serverEnv: [{}, { scope: 'worker', option: true }],
  server: [
    // `serverFor` is asked for only so that a different value gets its own worker and server.
    async ({ accounts, serverEnv, serverFor: _ }, use) => {
      const server = await startServerWithAccounts(accounts, serverEnv);
      await use(server);
      await server.stop();
      removeDataDir(server.dataDir);
    },
    // The CLI and the first start (migrations, demo seed) are slow on a busy machine.
    { scope: 'worker', timeout: scaled(180_000) },
  ],
});

export { expect } from './fixtures.ts';

/**
 * Signs in on the admin sign-in form shown, and waits while it says "Signing in…", as a person
 * does: until the answer came (the page moved on, or says why not), whichever way the sign-in
 * went (the browser's request, or the desktop app's main process). A click's state is shown
 * before click() returns (React renders discrete events at once).
 */
export async function adminSignIn(page: Page, user = ADMIN): Promise<void> {
  await page.getByLabel('Email', { exact: true }).fill(user.email);
  await page.getByLabel('Password', { exact: true }).fill(user.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('button', { name: 'Signing in…' })).toHaveCount(0, {
    timeout: SIGN_IN_MS,
  });
}

export async function partnerSignIn(page: Page, user = PARTNER): Promise<void> {
  await page.goto('/partners/login');
  await page.getByLabel('Email', { exact: true }).fill(user.email);
  await page.getByLabel('Password', { exact: true }).fill(user.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
}
