/**
 * Refreshes one alert or weather source now, into the configured database (DATA_DIR /
 * DATABASE_URL, as `npm start`).
 *
 *   npm run refresh -- <metservice|doc|avalanche|weather> [--from <file|dir>]
 *
 * With --from, recorded responses stand in for the network and go through the same parsing.
 * Logs go to stderr; stdout gets one JSON line: {"source", "stored", "rejected"} (and "error"
 * when the source could not be read, with exit code 1).
 */
import { parseArgs } from 'node:util';
import pino from 'pino';
import { systemClock } from '#api/app-context.ts';
import { loadConfig } from '#api/config.ts';
import { readRecordings, recordedFetch } from '#api/jobs/recorded-fetch.ts';
import { runRefresh } from '#api/jobs/run-refresh.ts';
import { SOURCE_NAMES, SOURCES, type SourceName } from '#api/jobs/sources.ts';
import { createAlertsService } from '#api/modules/alerts/alerts.service.ts';
import { createTripAlertWatch } from '#api/modules/safety-net/trip-alert-watch.ts';
import { networkFetch } from '#api/providers/alerts/source.ts';
import { openDatabaseOrExplain, WHILE_THE_SERVER_RUNS } from '#api/db/open-configured-database.ts';

const USAGE = `usage: npm run refresh -- <${SOURCE_NAMES.join('|')}> [--from <file|dir>]`;

async function main(argv: string[]): Promise<number> {
  let parsed;
  try {
    parsed = parseArgs({ args: argv, allowPositionals: true, options: { from: { type: 'string' } } });
  } catch {
    parsed = undefined;
  }
  const source = parsed?.positionals[0] as SourceName | undefined;
  if (!parsed || parsed.positionals.length !== 1 || !source || !SOURCE_NAMES.includes(source)) {
    process.stderr.write(`${USAGE}\n`);
    return 2;
  }
  const from = parsed.values.from;
  // Read recordings before opening the database, so a typo costs nothing.
  let fetchText = networkFetch;
  if (from) {
    try {
      fetchText = recordedFetch(source, readRecordings(from));
    } catch (error) {
      process.stderr.write(`could not read ${from}: ${(error as Error).message}\n`);
      return 2;
    }
  }

  const config = loadConfig();
  const log = pino({ level: config.logLevel }, pino.destination({ dest: 2, sync: true }));
  const database = await openDatabaseOrExplain(config, WHILE_THE_SERVER_RUNS);
  try {
    const sources = from
      ? // Recorded DOC answers need no key; the same code path still sends one.
        { ...config.sources, docApiKey: config.sources.docApiKey ?? 'recorded' }
      : config.sources;
    const report = await runRefresh(
      source,
      { db: database.db, config: sources, now: systemClock.now(), fetchText, manual: true },
      log,
    );
    if (SOURCES[source].tripAlerts && !report.error) {
      // Trips the new alerts affect are told by the server's sender, which reads the queue.
      const context = { database, clock: systemClock };
      const watched = await createTripAlertWatch(context, createAlertsService(context)).watchAll();
      log.info(watched, 'trips compared with the new alerts');
    }
    process.stdout.write(`${JSON.stringify(report)}\n`);
    return report.error ? 1 : 0;
  } finally {
    await database.close();
  }
}

process.exitCode = await main(process.argv.slice(2));
