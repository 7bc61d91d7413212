import { spawnSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { test as base } from './fixtures.ts';
import { removeDataDir, type ServerProcess, startServer } from './server.ts';

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

/** Creates an account with the admin CLI against a stopped server's DATA_DIR. */
function createUser(dataDir: string, user: { email: string; password: string }, role: string) {
  const result = spawnSync(
    path.join(ROOT, 'node_modules/.bin/tsx'),
    [
      'server/cli.ts',
      'create-user',
      '--email',
      user.email,
      '--password',
      user.password,
      '--role',
      role,
    ],
    {
      cwd: ROOT,
      env: {
        PATH: process.env.PATH,
        HOME: process.env.HOME,
        DATA_DIR: dataDir,
        LOG_LEVEL: 'error',
      },
      encoding: 'utf8',
    },
  );
  if (result.status !== 0) {
    throw new Error(`create-user ${user.email} failed:\n${result.stdout}\n${result.stderr}`);
  }
}

export interface Account {
  email: string;
  password: string;
  role: 'admin' | 'partner';
}

/**
 * A demo-seeded server with the given accounts, created with the CLI before the first start
 * (accounts are not content, so the demo seed still runs; a partner account finds its
 * application by email).
 */
async function startServerWithAccounts(
  accounts: Account[],
  env: Record<string, string>,
): Promise<ServerProcess> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'lumen-e2e-auth-'));
  for (const account of accounts) createUser(dataDir, account, account.role);
  return startServer({ dataDir, env });
}

/**
 * `server` here has accounts: `accounts` (default: ADMIN and PARTNER) and `serverEnv` are worker
 * options a spec can override.
 */
export const test = base.extend<
  object,
  { server: ServerProcess; accounts: Account[]; serverEnv: Record<string, string> }
>({
  accounts: [
    [
      { ...ADMIN, role: 'admin' },
      { ...PARTNER, role: 'partner' },
    ],
    { scope: 'worker', option: true },
  ],
  serverEnv: [{}, { scope: 'worker', option: true }],
  server: [
    async ({ accounts, serverEnv }, use) => {
      const server = await startServerWithAccounts(accounts, serverEnv);
      await use(server);
      await server.stop();
      removeDataDir(server.dataDir);
    },
    { scope: 'worker', timeout: 90_000 },
  ],
});

export { expect } from './fixtures.ts';

export async function adminSignIn(page: Page, user = ADMIN): Promise<void> {
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Password', { exact: true }).fill(user.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

export async function partnerSignIn(page: Page, user = PARTNER): Promise<void> {
  await page.goto('/partners/login');
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Password', { exact: true }).fill(user.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
}
