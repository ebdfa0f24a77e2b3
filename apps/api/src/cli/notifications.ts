/**
 * What the safety net has queued, in the configured database (DATA_DIR / DATABASE_URL, as
 * `npm start`). Read-only.
 *
 *   npm run notifications -- list [--plan <id>] [--at <ISO time>]
 *
 * One JSON line per notification, in due order: {"plan", "kind", "to", "due", "state"}; with
 * --at, only those due by then.
 */
import { parseArgs } from 'node:util';
import { loadConfig } from '#api/config.ts';
import { openDatabaseOrExplain, WHILE_THE_SERVER_RUNS } from '#api/db/open-configured-database.ts';
import { listNotifications, stateOf } from '#api/modules/safety-net/notifications.repository.ts';
import { runCommand, UsageError } from './run-command.ts';

const USAGE = 'usage: npm run notifications -- list [--plan <id>] [--at <ISO time>]';

function planId(value: string | undefined): number | undefined {
  if (value === undefined) return undefined;
  if (!/^[1-9]\d{0,9}$/.test(value)) throw new UsageError(`--plan takes a plan id, not "${value}"\n${USAGE}`);
  return Number(value);
}

function instant(value: string | undefined): Date | undefined {
  if (value === undefined) return undefined;
  const at = new Date(value);
  if (!/^\d{4}-\d{2}-\d{2}T/.test(value) || Number.isNaN(at.getTime()))
    throw new UsageError(
      `--at takes an ISO time such as 2026-12-12T19:00:00+13:00, not "${value}"\n${USAGE}`,
    );
  return at;
}

async function main(argv: string[]): Promise<number> {
  const { positionals, values } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: { plan: { type: 'string' }, at: { type: 'string' } },
  });
  if (positionals.length !== 1 || positionals[0] !== 'list') throw new UsageError(USAGE);
  const filter = { planId: planId(values.plan), dueBy: instant(values.at) };

  const config = loadConfig();
  const database = await openDatabaseOrExplain(config, WHILE_THE_SERVER_RUNS);
  try {
    for (const row of await listNotifications(database.db, filter)) {
      const line = {
        plan: row.planId,
        kind: row.kind,
        to: row.to,
        due: row.dueAt.toISOString(),
        state: stateOf(row),
      };
      process.stdout.write(`${JSON.stringify(line)}\n`);
    }
    return 0;
  } finally {
    await database.close();
  }
}

await runCommand(main);
