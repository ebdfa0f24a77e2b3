/**
 * Staff accounts, in the configured database (DATA_DIR / DATABASE_URL, as `npm start`).
 *
 *   npm run user -- promote <email>   # staff: moderates review photos
 *   npm run user -- demote <email>    # back to an ordinary account
 *
 * No signed-in account can make itself staff: whoever can run this already holds the server's
 * database, and the running server's admin API (POST admin/users/role) needs ADMIN_API_TOKEN.
 */
import { parseArgs } from 'node:util';
import type { UserRole } from '@waymark/domain';
import { loadConfig } from '#api/config.ts';
import { openDatabaseOrExplain, WHILE_THE_SERVER_RUNS } from '#api/db/open-configured-database.ts';
import { setRoleByEmail } from '#api/modules/users/users.repository.ts';
import { runCommand, UsageError } from './run-command.ts';

const USAGE = `usage: npm run user -- promote <email>
       npm run user -- demote <email>`;
const ROLE_OF: Record<string, UserRole> = { promote: 'staff', demote: 'user' };

async function main(argv: string[]): Promise<number> {
  const { positionals } = parseArgs({ args: argv, allowPositionals: true, options: {} });
  const [command, email, ...rest] = positionals;
  const role = command === undefined ? undefined : ROLE_OF[command];
  if (!role || !email || rest.length > 0) throw new UsageError(USAGE);

  const database = await openDatabaseOrExplain(
    loadConfig(),
    `${WHILE_THE_SERVER_RUNS}\nWith ADMIN_API_TOKEN set, the running server does it: POST /api/v1/admin/users/role ` +
      JSON.stringify({ email, role }),
  );
  try {
    if (!(await setRoleByEmail(database.db, email, role))) {
      process.stderr.write(`No account has the address ${email}.\n`);
      return 1;
    }
    process.stdout.write(`${email} is now ${role === 'staff' ? 'staff' : 'an ordinary user'}.\n`);
    return 0;
  } finally {
    await database.close();
  }
}

await runCommand(main);
