/**
 * Imports DOC open data into the configured catalogue (DATA_DIR / DATABASE_URL, as `npm start`).
 *
 *   npm run import -- <file|dir>…                  DOC API JSON, DOC ArcGIS GeoJSON, Walking Experiences CSV,
 *                                                  or a gazetteer of town names (JSON [{name, lat, lon, type}])
 *   npm run import -- --from-doc-api [--details]   the same data from the DOC API (needs DOC_API_KEY)
 *
 * One line on stderr per record or file it could not use; one JSON line on stdout with the
 * catalogue's totals afterwards, the records rejected in this run (and `placeNames` when a
 * gazetteer was read). Rejected records alone still exit 0. Exit 1 when a path does not exist,
 * a file could not be read as any format, the database refused a file (its transaction is
 * rolled back, the other files stay), the DOC API could not be read, or another process holds
 * the data folder; exit 2, before anything is read, on a usage mistake or a missing DOC_API_KEY.
 */
import path from 'node:path';
import { loadConfig } from '#api/config.ts';
import { fetchDocApiSources } from '#api/modules/catalogue/import/doc-api-client.ts';
import { importCatalogue, type ImportSource } from '#api/modules/catalogue/import/import-catalogue.ts';
import { readSources } from '#api/modules/catalogue/import/read-sources.ts';
import { openDatabaseOrExplain, WHILE_THE_SERVER_RUNS } from '#api/db/open-configured-database.ts';

const USAGE = `usage: npm run import -- <file|dir>...
       npm run import -- --from-doc-api [--details]   (needs DOC_API_KEY)`;

const report = (line: string) => process.stderr.write(`${line}\n`);

async function main(args: string[]): Promise<number> {
  const fromDocApi = args.includes('--from-doc-api');
  const withDetails = args.includes('--details');
  const paths = args.filter((arg) => !arg.startsWith('--'));
  const unknownFlags = args.filter(
    (arg) => arg.startsWith('--') && !['--from-doc-api', '--details'].includes(arg),
  );
  if (
    args.includes('--help') ||
    unknownFlags.length > 0 ||
    (fromDocApi ? paths.length > 0 : paths.length === 0)
  ) {
    report(USAGE);
    return 2;
  }

  // Read before opening the database, so a typo costs nothing and the data folder's lock is not
  // held through a slow DOC API download.
  let sources: ImportSource[];
  let problems: string[] = [];
  if (fromDocApi) {
    // Straight from the environment, before loadConfig() below, so a missing key stops the command
    // before any download; the server config reads the same variable for DOC alerts.
    const apiKey = process.env.DOC_API_KEY?.trim();
    if (!apiKey) {
      report('--from-doc-api needs DOC_API_KEY (a free key from https://api.doc.govt.nz)');
      return 2;
    }
    try {
      sources = await fetchDocApiSources({ apiKey, withDetails, report });
    } catch (error) {
      report(`could not read the DOC API: ${(error as Error).message}`);
      return 1;
    }
  } else {
    // `npm run import -w` runs in apps/api; paths are meant from where the command was typed.
    const typedFrom = process.env.INIT_CWD ?? process.cwd();
    ({ sources, problems } = await readSources(paths.map((given) => path.resolve(typedFrom, given))));
    problems.forEach(report);
  }

  const config = loadConfig();
  const database = await openDatabaseOrExplain(config, WHILE_THE_SERVER_RUNS);
  try {
    const summary = await importCatalogue(database.db, sources, report);
    const { tracks, huts, campsites, highlights, rejected, placeNames } = summary;
    process.stdout.write(
      `${JSON.stringify({ tracks, huts, campsites, highlights, rejected, placeNames })}\n`,
    );
    return summary.failedFiles > 0 || problems.length > 0 ? 1 : 0;
  } finally {
    await database.close();
  }
}

try {
  process.exitCode = await main(process.argv.slice(2));
} catch (error) {
  report(`import failed: ${(error as Error).message}`);
  process.exitCode = 1;
}
