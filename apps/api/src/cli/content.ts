/**
 * The help and privacy pages, in the configured database (DATA_DIR / DATABASE_URL, as `npm start`).
 *
 *   npm run content -- set help|privacy-terms <file.html> [--title <title>]
 *   npm run content -- show help|privacy-terms
 *
 * `set` replaces the page with the file's HTML, sanitised with the page allow-list (decision
 * 012), and prints one JSON line; the first start never seeds over it. `show` prints the stored
 * HTML, to edit and set again.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { SITE_CONTENT_KEYS, type SiteContentKey } from '@waymark/domain';
import { systemClock } from '#api/app-context.ts';
import { loadConfig } from '#api/config.ts';
import { openDatabaseOrExplain, WHILE_THE_SERVER_RUNS } from '#api/db/open-configured-database.ts';
import { createSiteContentService } from '#api/modules/support/site-content.service.ts';
import { runCommand, UsageError } from './run-command.ts';

const USAGE = `usage: npm run content -- set ${SITE_CONTENT_KEYS.join('|')} <file.html> [--title <title>]
       npm run content -- show ${SITE_CONTENT_KEYS.join('|')}`;

function isKey(key: string | undefined): key is SiteContentKey {
  return (SITE_CONTENT_KEYS as readonly (string | undefined)[]).includes(key);
}

async function readPage(file: string): Promise<string> {
  // `npm run content` runs in apps/api; a path is meant from where the command was typed.
  const typedFrom = process.env.INIT_CWD ?? process.cwd();
  try {
    return await readFile(path.resolve(typedFrom, file), 'utf8');
  } catch (error) {
    throw new UsageError(`cannot read ${file}: ${(error as Error).message}`);
  }
}

async function main(argv: string[]): Promise<number> {
  const { positionals, values } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: { title: { type: 'string' } },
  });
  const [command, key, file, ...rest] = positionals;
  const setting = command === 'set' && isKey(key) && file !== undefined && rest.length === 0;
  const showing = command === 'show' && isKey(key) && file === undefined && values.title === undefined;
  if (!setting && !showing) throw new UsageError(USAGE);
  const html = setting ? await readPage(file) : '';

  const config = loadConfig();
  const database = await openDatabaseOrExplain(config, WHILE_THE_SERVER_RUNS);
  const pages = createSiteContentService(database.db, config.productName, systemClock);
  try {
    if (setting) {
      const row = await pages.set(key, html, values.title?.trim());
      process.stdout.write(
        `${JSON.stringify({ key: row.key, title: row.title, characters: row.content.length })}\n`,
      );
    } else {
      const row = await pages.read(key);
      if (!row) throw new UsageError(`${key} has not been written yet: start the server once, or set it.`);
      process.stdout.write(`${row.content}\n`);
    }
    return 0;
  } finally {
    await database.close();
  }
}

await runCommand(main);
