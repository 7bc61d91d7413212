import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ensureFirstAdmin } from '../../server/auth/first-admin.ts';
import { EXIT, runCommand } from '../../server/cli.ts';
import { ConfigError } from '../../server/config.ts';
import { createTestApp, type TestContext } from '../helpers/app.ts';
import { startServerProcess } from '../helpers/server-process.ts';
import { post } from './auth-fixtures.ts';

// Password hashing is deliberately slow (scrypt, about 0.2 s a hash on an idle core) and these
// tests hash many times; on a busy machine the default 30 s per test is too tight.
vi.setConfig({ testTimeout: 120_000, hookTimeout: 120_000 });

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

async function cli(...argv: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runCommand(
    ctx.db.sql,
    argv,
    { out: (l) => out.push(l), err: (l) => err.push(l) },
    () => ctx.clock.now(),
  );
  return { code, out: out.join('\n'), err: err.join('\n') };
}

const GOOD = 'Pebble-Summit-Violet-39';

describe('admin CLI', () => {
  it('creates an admin who can then sign in', async () => {
    const r = await cli(
      'create-user',
      '--email',
      'Boss@Lumen.example',
      '--password',
      GOOD,
      '--role',
      'admin',
    );
    expect(r).toEqual({ code: EXIT.ok, out: 'Created admin boss@lumen.example.', err: '' });
    const res = await post(ctx, '/api/auth/login', { email: 'boss@lumen.example', password: GOOD });
    expect(res.status).toBe(200);
  });

  it('refuses a duplicate email, whatever its case', async () => {
    const r = await cli(
      'create-user',
      '--email',
      'BOSS@lumen.example',
      '--password',
      GOOD,
      '--role',
      'partner',
    );
    expect(r.code).toBe(EXIT.refused);
    expect(r.err).toBe('An account with this email address already exists.');
  });

  it('refuses a weak password with the rule in one line', async () => {
    const short = await cli(
      'create-user',
      '--email',
      'a@lumen.example',
      '--password',
      'Short1!',
      '--role',
      'admin',
    );
    expect(short).toMatchObject({
      code: EXIT.refused,
      err: 'Password must be at least 12 characters.',
    });
    const common = await cli(
      'create-user',
      '--email',
      'a@lumen.example',
      '--password',
      'qwertyuiop123',
      '--role',
      'admin',
    );
    expect(common.err).toBe('This password is too common; choose one that is harder to guess.');
  });

  it('creates staff accounts of each role', async () => {
    for (const role of ['editor', 'sales']) {
      const made = await cli(
        'create-user',
        '--email',
        `${role}@lumen.example`,
        '--password',
        GOOD,
        '--role',
        role,
      );
      expect(made).toMatchObject({ code: EXIT.ok, out: `Created ${role} ${role}@lumen.example.` });
    }
    const [editor] = await ctx.db.sql`select role from users where email = 'editor@lumen.example'`;
    expect(editor?.role).toBe('editor');
    // The listing below counts the accounts made elsewhere in this file.
    await ctx.db
      .sql`delete from users where email in ('editor@lumen.example', 'sales@lumen.example')`;
  });

  it('refuses an unknown role and explains missing options', async () => {
    const role = await cli(
      'create-user',
      '--email',
      'b@lumen.example',
      '--password',
      GOOD,
      '--role',
      'owner',
    );
    expect(role).toMatchObject({
      code: EXIT.refused,
      err: 'The role must be admin, editor, sales or partner.',
    });
    const missing = await cli('create-user', '--email', 'b@lumen.example');
    expect(missing.code).toBe(EXIT.usage);
    expect(missing.err).toContain('Missing --password and --role');
  });

  it('says so for an unknown user', async () => {
    const reset = await cli('reset-password', '--email', 'who@lumen.example', '--password', GOOD);
    expect(reset).toMatchObject({ code: EXIT.refused, err: 'No account has this email address.' });
    const disable = await cli('disable-user', '--email', 'who@lumen.example');
    expect(disable).toMatchObject({
      code: EXIT.refused,
      err: 'No account has this email address.',
    });
  });

  it('lists accounts and disables one', async () => {
    await cli('create-user', '--email', 'p@acme.example', '--password', GOOD, '--role', 'partner');
    const disabled = await cli('disable-user', '--email', 'p@acme.example');
    expect(disabled).toMatchObject({
      code: EXIT.ok,
      out: 'Disabled p@acme.example; its sessions have ended.',
    });
    const list = await cli('list-users');
    expect(list.out.split('\n')).toEqual([
      expect.stringMatching(/^boss@lumen\.example\tadmin\tactive\t/),
      'p@acme.example\tpartner\tdisabled\tnever signed in',
    ]);
    const res = await post(ctx, '/api/auth/login', { email: 'p@acme.example', password: GOOD });
    expect(res.status).toBe(401);
  });

  it('rejects an unknown command with the usage', async () => {
    const r = await cli('drop-everything');
    expect(r.code).toBe(EXIT.usage);
    expect(r.err).toContain('Unknown command "drop-everything"');
    expect(r.err).toContain('create-user');
  });
});

describe('first admin at start-up', () => {
  it('says how to create one when there are no accounts and nothing is configured', async () => {
    const fresh = await createTestApp();
    try {
      const result = await ensureFirstAdmin(
        fresh.db.sql,
        { adminEmail: undefined, adminPassword: undefined },
        fresh.clock.now(),
      );
      expect(result.kind).toBe('missing');
      if (result.kind === 'missing')
        expect(result.instructions).toContain('npm run admin -- create-user');
      await expect(
        ensureFirstAdmin(
          fresh.db.sql,
          { adminEmail: 'root@lumen.example', adminPassword: 'password1234' },
          fresh.clock.now(),
        ),
      ).rejects.toThrow(
        new ConfigError(
          'ADMIN_PASSWORD is refused: This password is too common; choose one that is harder to guess. No admin was created.',
        ),
      );
      const created = await ensureFirstAdmin(
        fresh.db.sql,
        { adminEmail: 'root@lumen.example', adminPassword: GOOD },
        fresh.clock.now(),
      );
      expect(created).toEqual({ kind: 'created', email: 'root@lumen.example' });
      const again = await ensureFirstAdmin(
        fresh.db.sql,
        { adminEmail: 'other@lumen.example', adminPassword: GOOD },
        fresh.clock.now(),
      );
      expect(again).toEqual({ kind: 'exists' });
    } finally {
      await fresh.close();
    }
  });
});

// A fresh process opens and migrates its own embedded database: slow on a busy machine.
describe('npm run admin (a real process)', { timeout: 120_000 }, () => {
  const root = path.resolve(import.meta.dirname, '../..');
  const run = (dataDir: string, ...args: string[]) => runWithInput(dataDir, '', ...args);
  const runWithInput = (dataDir: string, input: string, ...args: string[]) =>
    spawnSync(path.join(root, 'node_modules/.bin/tsx'), ['server/cli.ts', ...args], {
      cwd: root,
      env: {
        PATH: `${path.join(root, 'node_modules/.bin')}:${process.env.PATH}`,
        HOME: process.env.HOME,
        DATA_DIR: dataDir,
        LOG_LEVEL: 'silent',
      },
      encoding: 'utf8',
      input,
      timeout: 110_000,
    });

  /** As runWithInput, without blocking this process (a server process may be answering it). */
  const runAsync = (dataDir: string, input: string, ...args: string[]) =>
    new Promise<{ status: number | null; stdout: string; stderr: string }>((resolve, reject) => {
      const child = spawn(path.join(root, 'node_modules/.bin/tsx'), ['server/cli.ts', ...args], {
        cwd: root,
        env: {
          PATH: `${path.join(root, 'node_modules/.bin')}:${process.env.PATH}`,
          HOME: process.env.HOME,
          DATA_DIR: dataDir,
          LOG_LEVEL: 'silent',
        },
        timeout: 110_000,
      });
      let stdout = '';
      let stderr = '';
      child.stdout.on('data', (d: Buffer) => {
        stdout += d.toString();
      });
      child.stderr.on('data', (d: Buffer) => {
        stderr += d.toString();
      });
      child.once('error', reject);
      child.once('close', (status) => resolve({ status, stdout, stderr }));
      child.stdin.end(input);
    });

  it('creates an account in DATA_DIR, reading the password from standard input, and exits 0', () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'lumen-cli-'));
    try {
      const r = runWithInput(
        dir,
        `${GOOD}\n`,
        'create-user',
        '--email',
        'ops@lumen.example',
        '--password',
        '-',
        '--role',
        'admin',
      );
      expect(r.stderr).toBe('');
      expect(r.stdout.trim()).toBe('Created admin ops@lumen.example.');
      expect(r.status).toBe(0);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('takes the password from standard input with --password-stdin', () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'lumen-cli-'));
    try {
      const r = runWithInput(
        dir,
        `${GOOD}\n`,
        'create-user',
        '--email',
        'stdin@lumen.example',
        '--role',
        'admin',
        '--password-stdin',
      );
      expect(r.stderr).toBe('');
      expect(r.stdout.trim()).toBe('Created admin stdin@lumen.example.');
      expect(r.status).toBe(0);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('explains that a server still starting holds the embedded database', () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'lumen-cli-'));
    try {
      // This test process stands in for a server that holds the lock but serves no socket yet.
      writeFileSync(path.join(dir, 'server.lock'), String(process.pid));
      const r = run(dir, 'list-users');
      expect(r.status).toBe(EXIT.database);
      expect(r.stderr).toContain(
        `The server (process ${process.pid}) is using the embedded database`,
      );
      expect(r.stderr).toContain('Run this command again once the server has started');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('works through the socket of a server running on the embedded database, under load', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'lumen-cli-'));
    const server = await startServerProcess({ DATA_DIR: dir });
    // Requests that query the database keep coming while the commands run beside the server.
    const load = keepAsking(server.url, [
      '/api/health',
      '/api/content/blog',
      '/api/content/people',
    ]);
    try {
      const created = await runAsync(
        dir,
        `${GOOD}\n`,
        'create-user',
        '--email',
        'live@lumen.example',
        '--password-stdin',
        '--role',
        'admin',
      );
      expect(created).toEqual({
        status: 0,
        stdout: 'Created admin live@lumen.example.\n',
        stderr: '',
      });
      // The account is in the database the running server uses: it signs in there at once.
      const login = await fetch(`${server.url}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: server.url },
        body: JSON.stringify({ email: 'live@lumen.example', password: GOOD }),
      });
      expect(login.status).toBe(200);
      const list = await runAsync(dir, '', 'list-users');
      expect(list.status).toBe(0);
      expect(list.stdout).toMatch(/^live@lumen\.example\tadmin\tactive\t\d{4}-/m);
      for (let i = 0; i < 3; i++) expect((await runAsync(dir, '', 'list-users')).status).toBe(0);
      const answered = await load.stop();
      expect(answered.total).toBeGreaterThan(0);
      expect(answered.failed).toEqual([]);
      // Once the server has stopped, the CLI opens the directory itself and finds the account.
      await server.stop();
      const after = await runAsync(dir, '', 'list-users');
      expect(after).toMatchObject({ status: 0, stderr: '' });
      expect(after.stdout).toMatch(/^live@lumen\.example\tadmin\tactive\t/m);
    } finally {
      await load.stop();
      await server.stop();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

/** Four clients asking `paths` in turn until stopped; what was answered, and what was not 200. */
function keepAsking(origin: string, paths: string[]) {
  let running = true;
  let total = 0;
  const failed: string[] = [];
  const client = async (offset: number) => {
    for (let i = offset; running; i++) {
      const url = `${origin}${paths[i % paths.length]}`;
      const res = await fetch(url).catch((err: Error) => ({ status: err.message }) as const);
      total += 1;
      if (res.status !== 200) failed.push(`${url}: ${res.status}`);
      if ('body' in res) await res.body?.cancel();
    }
  };
  const clients = Promise.all([0, 1, 2, 3].map(client));
  return {
    async stop() {
      running = false;
      await clients;
      return { total, failed };
    },
  };
}
