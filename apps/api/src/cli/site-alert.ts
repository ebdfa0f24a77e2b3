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
 * `add` prints the new alert's id as JSON; `list` prints one JSON line per alert.
 */
import { parseArgs } from 'node:util';
import {
  LOCATION_TYPE_OF_PATH,
  SiteAlertInputSchema,
  addDays,
  instantFromNzWallClock,
  slugify,
  type SiteAlertInput,
} from '@waymark/domain';
import { loadConfig } from '../config.ts';
import type { Database } from '../db/client.ts';
import { openConfiguredDatabase } from '../db/open-configured-database.ts';
import {
  deleteSiteAlert,
  insertSiteAlert,
  listSiteAlerts,
  placeIdBySlug,
} from '../modules/alerts/alerts.repository.ts';
// Staff may write simple HTML; it gets the same allow-list as DOC's.
import { sanitiseHtml } from '../lib/sanitise-html.ts';

const USAGE = `usage: npm run site-alert -w @waymark/api -- add --kind site|closed --title <text> --content <text|html>
         [--name <alert name>] [--place track|hut|campsite|highlight/<slug>] [--until YYYY-MM-DD]
       npm run site-alert -w @waymark/api -- list
       npm run site-alert -w @waymark/api -- remove <id>`;

class UsageError extends Error {}

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

async function add(db: Database, input: SiteAlertInput): Promise<number> {
  const locationId = input.place
    ? await placeIdBySlug(db, LOCATION_TYPE_OF_PATH[input.place.type], input.place.slug)
    : null;
  if (locationId === undefined)
    throw new UsageError(`--place: there is no ${input.place!.type} ${input.place!.slug}`);
  return insertSiteAlert(db, {
    kind: input.kind,
    alertName: input.alert_name,
    title: input.title,
    content: sanitiseHtml(input.content),
    locationId,
    // Shown through the whole of its last day in New Zealand.
    expiresAt: input.until ? instantFromNzWallClock(addDays(input.until, 1)) : null,
  });
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

  const database = await openConfiguredDatabase(loadConfig());
  try {
    if (addition) {
      process.stdout.write(`${JSON.stringify({ id: await add(database.db, addition) })}\n`);
    } else if (command === 'list') {
      for (const alert of await listSiteAlerts(database.db))
        process.stdout.write(`${JSON.stringify(alert)}\n`);
    } else if (!(await deleteSiteAlert(database.db, removeId!))) {
      throw new UsageError(`there is no site alert ${removeId}`);
    }
    return 0;
  } finally {
    await database.close();
  }
}

try {
  process.exitCode = await main(process.argv.slice(2));
} catch (error) {
  // parseArgs reports unknown or malformed options with an ERR_PARSE_ARGS_* code.
  const badArguments = String((error as { code?: unknown }).code).startsWith('ERR_PARSE_ARGS');
  if (!(error instanceof UsageError) && !badArguments) throw error;
  process.stderr.write(`${(error as Error).message}\n`);
  process.exitCode = 2;
}
