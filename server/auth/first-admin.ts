import type { Config } from '../config.ts';
import { ConfigError } from '../config.ts';
import type { Sql } from '../db/client.ts';
import { countUsers, createUser } from '../services/users.ts';
import { checkPasswordPolicy } from './password-policy.ts';

export type FirstAdmin =
  | { kind: 'exists' }
  | { kind: 'created'; email: string }
  | { kind: 'missing'; instructions: string };

export const firstAdminInstructions = [
  'No accounts exist yet. Create the first admin in one of two ways:',
  '  • set ADMIN_EMAIL and ADMIN_PASSWORD (at least 12 characters, not a common password) and',
  '    start the server again; or',
  '  • run, in another terminal while the server runs:',
  '    npm run admin -- create-user --email you@example.com --role admin   (it asks for the password)',
].join('\n');

/**
 * On a database without accounts, creates the admin named by ADMIN_EMAIL / ADMIN_PASSWORD, or
 * says how to create one. There is no built-in default password.
 */
export async function ensureFirstAdmin(
  sql: Sql,
  config: Pick<Config, 'adminEmail' | 'adminPassword'>,
  now: Date,
): Promise<FirstAdmin> {
  if ((await countUsers(sql)) > 0) return { kind: 'exists' };
  const { adminEmail, adminPassword } = config;
  if (!adminEmail && !adminPassword) {
    return { kind: 'missing', instructions: firstAdminInstructions };
  }
  if (!adminEmail || !adminPassword) {
    throw new ConfigError(
      'Set both ADMIN_EMAIL and ADMIN_PASSWORD to create the first admin (only one is set).',
    );
  }
  const weak = checkPasswordPolicy(adminPassword);
  if (weak) {
    throw new ConfigError(`ADMIN_PASSWORD is refused: ${weak} No admin was created.`);
  }
  const user = await createUser(
    sql,
    { email: adminEmail, password: adminPassword, role: 'admin' },
    now,
  );
  return { kind: 'created', email: user.email };
}
