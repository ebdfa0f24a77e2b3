/**
 * Writes a synthetic catalogue into the configured database, FOR BENCHMARKS ONLY:
 *
 *   npm run generate-catalogue -- --places 30000 [--seed 42]
 *
 * The places are not real (their keys start with `synthetic:`, their introduction and
 * attribution say so). The same seed and count give the same places, so a second run
 * updates them in place; a different seed adds another set.
 */
import { loadConfig } from '#api/config.ts';
import { refreshPlannerStatistics } from '#api/db/client.ts';
import { catalogueTotals, writePlaces } from '#api/modules/catalogue/import/catalogue-writer.ts';
import { syntheticCatalogue } from '#api/modules/catalogue/import/synthetic-catalogue.ts';
import { openDatabaseOrExplain, WHILE_THE_SERVER_RUNS } from '#api/db/open-configured-database.ts';

const USAGE = 'usage: npm run generate-catalogue -- --places <count> [--seed <number>]';
const MAX_PLACES = 1_000_000;

function option(args: string[], name: string): string | undefined {
  const at = args.indexOf(name);
  return at === -1 ? undefined : args[at + 1];
}

async function main(args: string[]): Promise<number> {
  const places = Number(option(args, '--places'));
  const seed = Number(option(args, '--seed') ?? 42);
  if (!Number.isInteger(places) || places < 1 || places > MAX_PLACES || !Number.isInteger(seed)) {
    process.stderr.write(
      `${USAGE}\n(--places 1 to ${MAX_PLACES.toLocaleString('en-NZ')}, --seed a whole number)\n`,
    );
    return 2;
  }

  const config = loadConfig();
  const database = await openDatabaseOrExplain(config, WHILE_THE_SERVER_RUNS);
  try {
    const started = Date.now();
    let written = 0;
    for (const batch of syntheticCatalogue(places, seed)) {
      // Regions come with each place (nearest region centre), so nothing is derived.
      await writePlaces(database.db, batch, { file: 'synthetic catalogue', deriveRegions: false });
      written += batch.length;
      process.stderr.write(`synthetic places written: ${written} of ${places}\r`);
    }
    await refreshPlannerStatistics(database.db);
    process.stderr.write(
      `\nwrote ${places} synthetic places (seed ${seed}) in ${((Date.now() - started) / 1000).toFixed(1)} s\n`,
    );
    process.stdout.write(`${JSON.stringify(await catalogueTotals(database.db))}\n`);
    return 0;
  } finally {
    await database.close();
  }
}

process.exitCode = await main(process.argv.slice(2));
