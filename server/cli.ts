import path from 'node:path';
import { parseArgs } from 'node:util';
import { systemClock } from './clock.ts';
import { ConfigError, loadConfig } from './config.ts';
import { connectToEmbedded, type Database, openDatabase, reason, type Sql } from './db/client.ts';
import { runningEmbeddedServer } from './db/embedded.ts';
import { MigrationError, migrate } from './db/migrate.ts';
import { AppError, ValidationError } from './errors.ts';
import { createUser, disableUser, listUsers, setPassword } from './services/users.ts';

/** Exit codes: scripts can tell a refused request from a usage mistake or a database problem. */
export const EXIT = { ok: 0, refused: 1, usage: 2, database: 3 } as const;

export const USAGE = `Manage accounts (the server's database: DATA_DIR or DATABASE_URL).

Usage: npm run admin -- <command> [options]

  create-user    --email E [--password P] --role admin|editor|sales|partner [--application ID]
                 (a partner account belongs to the partner application with that id)
  reset-password --email E [--password P]   (ends every session of the account)
  list-users
  disable-user   --email E                  (the account can no longer sign in)

Passwords: at least 12 characters and not a common password. Leave --password out to be asked
for it at the terminal (nothing is echoed), or give --password-stdin (or --password -) to read it
from standard input: both keep it out of the shell history and the process list.
Exit codes: 0 done, 1 refused (duplicate email, weak password, unknown user), 2 usage,
3 database unavailable.`;

export interface CliIo {
  out(line: string): void;
  err(line: string): void;
}

type Options = { email?: string; password?: string; role?: string; application?: string };

function required(options: Options, names: (keyof Options)[], io: CliIo): boolean {
  const missing = names.filter((n) => !options[n]);
  if (missing.length === 0) return true;
  io.err(`Missing ${missing.map((m) => `--${m}`).join(' and ')}. Run with --help for usage.`);
  return false;
}

/** One line for a refused request: the first field message, else the error's own. */
function refusalMessage(err: AppError): string {
  if (err instanceof ValidationError && err.fields) {
    const first = Object.values(err.fields)[0];
    if (first) return first;
  }
  return err.message;
}

/** Runs one command against an open database; returns the exit code. */
export async function runCommand(
  sql: Sql,
  argv: string[],
  io: CliIo,
  now: () => Date = () => systemClock.now(),
): Promise<number> {
  const [command, ...rest] = argv;
  let options: Options;
  try {
    options = parseArgs({
      args: rest,
      options: {
        email: { type: 'string' },
        password: { type: 'string' },
        role: { type: 'string' },
        application: { type: 'string' },
      },
      strict: true,
    }).values;
  } catch (err) {
    io.err(`${(err as Error).message}. Run with --help for usage.`);
    return EXIT.usage;
  }
  try {
    switch (command) {
      case 'create-user': {
        if (!required(options, ['email', 'password', 'role'], io)) return EXIT.usage;
        const user = await createUser(
          sql,
          {
            email: options.email ?? '',
            password: options.password ?? '',
            role: options.role ?? '',
            partnerApplicationId: options.application ?? null,
          },
          now(),
        );
        io.out(`Created ${user.role} ${user.email}.`);
        return EXIT.ok;
      }
      case 'reset-password': {
        if (!required(options, ['email', 'password'], io)) return EXIT.usage;
        const user = await setPassword(sql, options.email ?? '', options.password ?? '', now(), {
          via: 'cli',
        });
        io.out(`Password of ${user.email} changed; all of its sessions have ended.`);
        return EXIT.ok;
      }
      case 'list-users': {
        const users = await listUsers(sql);
        if (users.length === 0) {
          io.out('No accounts yet.');
          return EXIT.ok;
        }
        for (const u of users) {
          const state = u.disabledAt ? 'disabled' : 'active';
          const last = u.lastLoginAt ? u.lastLoginAt.toISOString() : 'never signed in';
          io.out(`${u.email}\t${u.role}\t${state}\t${last}`);
        }
        return EXIT.ok;
      }
      case 'disable-user': {
        if (!required(options, ['email'], io)) return EXIT.usage;
        const user = await disableUser(sql, options.email ?? '', now());
        io.out(`Disabled ${user.email}; its sessions have ended.`);
        return EXIT.ok;
      }
      default:
        io.err(command ? `Unknown command "${command}".\n\n${USAGE}` : USAGE);
        return EXIT.usage;
    }
  } catch (err) {
    if (err instanceof AppError) {
      io.err(refusalMessage(err));
      return EXIT.refused;
    }
    throw err;
  }
}

/**
 * The server's database: DATABASE_URL; else the embedded one in DATA_DIR, opened here when no
 * server holds it, or reached through the running server's socket (named in DATA_DIR/server.lock)
 * when one does, since only one process can open the directory.
 */
async function openForCli(
  config: Pick<ReturnType<typeof loadConfig>, 'databaseUrl' | 'dataDir'>,
): Promise<{ db: Database } | { error: string }> {
  if (!config.databaseUrl) {
    const running = await runningEmbeddedServer(config.dataDir);
    if (running && !running.socketPath) {
      return {
        error:
          `The server (process ${running.pid}) is using the embedded database in ` +
          `${config.dataDir} but is not serving it yet. Run this command again once the server ` +
          'has started (or stop the server first).',
      };
    }
    if (running?.socketPath) {
      try {
        return { db: await connectToEmbedded(running.socketPath) };
      } catch (err) {
        return {
          error:
            `The server (process ${running.pid}) holds the embedded database in ` +
            `${config.dataDir}, and its socket ${running.socketPath} cannot be reached ` +
            `(${reason(err)}). Run this command as the user the server runs as, or stop the ` +
            'server first.',
        };
      }
    }
  }
  return {
    db: await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, max: 1 }),
  };
}

/**
 * Where a password comes from besides `--password P` (which shows in the shell history and the
 * process list): `--password -` or `--password-stdin` read the first line of standard input;
 * with neither, a command that needs one asks for it on the terminal, without echo.
 */
async function passwordFromStdin(argv: string[], io: PromptIo = terminalIo()): Promise<string[]> {
  const flag = argv.indexOf('--password-stdin');
  if (flag !== -1) {
    const rest = [...argv.slice(0, flag), ...argv.slice(flag + 1)];
    return [...rest, '--password', await firstLine(io.input)];
  }
  const at = argv.indexOf('--password');
  if (at !== -1) {
    if (argv[at + 1] !== '-') return argv;
    return [...argv.slice(0, at + 1), await firstLine(io.input), ...argv.slice(at + 2)];
  }
  const needsOne = argv[0] === 'create-user' || argv[0] === 'reset-password';
  if (!needsOne || !io.interactive) return argv;
  return [...argv, '--password', await promptHidden('Password: ', io)];
}

export interface PromptIo {
  input: NodeJS.ReadableStream;
  output: NodeJS.WritableStream;
  /** Whether a person is at a terminal (only then is a prompt shown). */
  interactive: boolean;
}

function terminalIo(): PromptIo {
  return {
    input: process.stdin,
    output: process.stderr,
    interactive: Boolean(process.stdin.isTTY),
  };
}

async function firstLine(input: NodeJS.ReadableStream): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of input) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks).toString('utf8').split(/\r?\n/)[0] ?? '';
}

/** Asks for a line on the terminal without echoing what is typed. */
export async function promptHidden(question: string, io: PromptIo): Promise<string> {
  io.output.write(question);
  const tty = io.input as NodeJS.ReadStream;
  const raw = typeof tty.setRawMode === 'function';
  if (raw) tty.setRawMode(true);
  let line = '';
  try {
    for await (const chunk of io.input) {
      for (const ch of Buffer.from(chunk as Buffer).toString('utf8')) {
        if (ch === '\r' || ch === '\n') return line;
        if (ch === '\u0003') throw new Error('Cancelled.');
        if (ch === '\u007f' || ch === '\b') line = line.slice(0, -1);
        else line += ch;
      }
    }
    return line;
  } finally {
    if (raw) tty.setRawMode(false);
    io.output.write('\n');
  }
}

export async function main(
  rawArgv: string[],
  io: CliIo,
  prompt: PromptIo = terminalIo(),
): Promise<number> {
  let argv: string[];
  try {
    argv = await passwordFromStdin(rawArgv, prompt);
  } catch (err) {
    io.err((err as Error).message);
    return EXIT.usage;
  }
  if (argv.length === 0 || argv[0] === '--help' || argv[0] === '-h' || argv[0] === 'help') {
    io.out(USAGE);
    return argv.length === 0 ? EXIT.usage : EXIT.ok;
  }
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (err) {
    io.err((err as Error).message);
    return EXIT.usage;
  }
  let db: Database;
  try {
    const opened = await openForCli(config);
    if ('error' in opened) {
      io.err(opened.error);
      return EXIT.database;
    }
    db = opened.db;
  } catch (err) {
    io.err(err instanceof ConfigError ? err.message : `Cannot open the database: ${String(err)}`);
    return EXIT.database;
  }
  try {
    await migrate(db.sql);
    return await runCommand(db.sql, argv, io);
  } catch (err) {
    io.err(err instanceof MigrationError ? err.message : `Failed: ${(err as Error).message}`);
    return EXIT.database;
  } finally {
    await db.close();
  }
}

const invokedDirectly =
  process.argv[1] && path.resolve(process.argv[1]).endsWith(path.join('server', 'cli.ts'));
if (invokedDirectly) {
  main(process.argv.slice(2), {
    out: (line) => process.stdout.write(`${line}\n`),
    err: (line) => process.stderr.write(`${line}\n`),
  }).then((code) => {
    process.exitCode = code;
  });
}
