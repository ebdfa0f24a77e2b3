/**
 * Site alerts and closed alerts, entered by staff, in the configured database (DATA_DIR /
 * DATABASE_URL, as `npm start`).
 *
 *   npm run site-alert -w @waymark/api -- add --kind site|closed --title <text> --content <text|html>
 *        [--name <alert name>] [--place track|hut|campsite|highlight/<slug>] [--until YYYY-MM-DD]
 *   npm run site-alert -w @waymark/api -- list
 *   npm run site-alert -w @waymark/api -- remove <id>
 *
 * Without --place an alert shows on every place; without --until it shows until removed.
 * `add` prints the new alert as JSON and `list` one JSON line per alert, in the admin API's
 * shape (GET/POST /api/v1/admin/site-alerts); both go through the same service.
 */
import { parseArgs } from 'node:util';
import { SiteAlertInputSchema, slugify, type SiteAlertInput } from '@waymark/domain';
import { loadConfig } from '#api/config.ts';
import { HttpError } from '#api/http/http-error.ts';
import { createSiteAlertsService } from '#api/modules/alerts/site-alerts.service.ts';
import { openDatabaseOrExplain } from '#api/db/open-configured-database.ts';
import { runCommand, UsageError } from './run-command.ts';

const USAGE = `usage: npm run site-alert -w @waymark/api -- add --kind site|closed --title <text> --content <text|html>
         [--name <alert name>] [--place track|hut|campsite|highlight/<slug>] [--until YYYY-MM-DD]
       npm run site-alert -w @waymark/api -- list
       npm run site-alert -w @waymark/api -- remove <id>`;

/** Staff can change alerts beside a running server through its admin API. */
const STAFF_API_INSTEAD =
  'While the server runs, use its admin API instead (/api/v1/admin/site-alerts with ADMIN_API_TOKEN; see the README), or run both against PostgreSQL (DATABASE_URL).';

function readAddition(values: Record<string, string | undefined>): SiteAlertInput {
  const [type, slug] = values.place?.split('/') ?? [];
  const parsed = SiteAlertInputSchema.safeParse({
    kind: values.kind,
    alert_name: values.name ?? slugify(values.title ?? ''),
    title: values.title,
    content: values.content,
    place: values.place ? { type, slug } : undefined,
    until: values.until,
  });
  if (!parsed.success) {
    const option = (field: PropertyKey | undefined) => (field === 'alert_name' ? 'name' : String(field));
    throw new UsageError(parsed.error.issues.map((i) => `--${option(i.path[0])}: ${i.message}`).join('\n'));
  }
  return parsed.data;
}

async function main(argv: string[]): Promise<number> {
  const { positionals, values } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: Object.fromEntries(
      ['kind', 'title', 'content', 'name', 'place', 'until'].map((name) => [
        name,
        { type: 'string' as const },
      ]),
    ),
  });
  const [command, ...rest] = positionals;
  const addition = command === 'add' && rest.length === 0 ? readAddition(values) : undefined;
  const removeId = command === 'remove' && rest.length === 1 ? Number(rest[0]) : undefined;
  if (!addition && command !== 'list' && !(removeId !== undefined && Number.isInteger(removeId))) {
    throw new UsageError(USAGE);
  }

  const database = await openDatabaseOrExplain(loadConfig(), STAFF_API_INSTEAD);
  const siteAlerts = createSiteAlertsService(database.db);
  try {
    if (addition) {
      process.stdout.write(`${JSON.stringify(await siteAlerts.add(addition))}\n`);
    } else if (command === 'list') {
      for (const alert of await siteAlerts.list()) process.stdout.write(`${JSON.stringify(alert)}\n`);
    } else {
      await siteAlerts.remove(removeId!);
    }
    return 0;
  } catch (error) {
    // The service's 4xx answers (an unknown place, an unknown id) are the caller's mistake here too.
    if (error instanceof HttpError && error.statusCode < 500) throw new UsageError(error.message);
    throw error;
  } finally {
    await database.close();
  }
}

await runCommand(main);
