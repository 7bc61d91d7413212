/**
 * Creates the e2e accounts in one process (opening the embedded database once, not per account):
 * `tsx tests/e2e/admin-accounts-cli.ts '<json [{email,password,role}]>'` with DATA_DIR set.
 */
import { main } from '../../server/cli.ts';

const accounts = JSON.parse(process.argv[2] ?? '[]') as {
  email: string;
  password: string;
  role: string;
}[];
const io = {
  out: (line: string) => process.stdout.write(`${line}\n`),
  err: (line: string) => process.stderr.write(`${line}\n`),
};
for (const a of accounts) {
  const argv = ['create-user', '--email', a.email, '--password', a.password, '--role', a.role];
  const code = await main(argv, io);
  if (code !== 0) process.exit(code);
}
