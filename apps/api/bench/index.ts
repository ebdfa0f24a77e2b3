/**
 * npm run bench — the embedded snap-to-path router on the real track lines (build time, memory,
 * per-leg latency), then search latency and throughput on the real DOC catalogue and on a synthetic
 * 30,000-place one, each as a ratio to GET /api/v1/health in the same run (this machine is
 * shared and noisy: the ratios travel, the milliseconds do not). Both catalogues get the
 * gazetteer's town names, as an import would give them. On the synthetic one, the tracks map is
 * panned and zoomed across New Zealand for 10 s in Chromium, counting long tasks (map-at-scale.ts).
 *
 * Then the pages, as `npm start` serves the built web app (WEB_DIST_DIR when set) on its own
 * embedded database with the demo catalogue: the gzipped JavaScript /tracks loads before any map
 * is shown and /signup loads once a password is typed, and Lighthouse's mobile performance.
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import pino from 'pino';
import { createAppContext } from '#api/app-context.ts';
import { buildApp } from '#api/app.ts';
import { loadConfig, REPO_ROOT, webAppIsBuilt } from '#api/config.ts';
import { openDatabase, type DatabaseHandle } from '#api/db/client.ts';
import { catalogueTotals, writePlaces } from '#api/modules/catalogue/import/catalogue-writer.ts';
import { importCatalogue } from '#api/modules/catalogue/import/import-catalogue.ts';
import { readSources } from '#api/modules/catalogue/import/read-sources.ts';
import { syntheticCatalogue } from '#api/modules/catalogue/import/synthetic-catalogue.ts';
import { embeddedEnv, startServerProcess, stopServerProcess } from '#test/server-process.ts';
import { CHROMIUM_PATH } from './chromium.ts';
import { scriptBytes, serviceWorkerPrecache, type ScriptBytes } from './js-budget.ts';
import { lighthouseMobile } from './lighthouse.ts';
import { DESKTOP, MAP_TARGETS, panTheMap, PHONE, TOUR_MS, type MapAtScale } from './map-at-scale.ts';
import { measure, type Measurement } from './measure.ts';
import { benchmarkRouter, printRouter } from './router.ts';
import { SEARCH_QUERIES } from './search-queries.ts';

const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 400);
const SYNTHETIC_PLACES = Number(process.env.BENCH_SYNTHETIC_PLACES ?? 30_000);
const DOC_DATA_DIR = path.resolve(REPO_ROOT, '../shared/data/doc');
/** Towns and localities, so a town's name ("Ohakune") finds what lies around it. */
const PLACE_NAMES_FILE = path.resolve(REPO_ROOT, '../shared/data/highlights/topo_nz_places_min.json');
const TARGETS = {
  realP95Ms: 30,
  syntheticP95Ms: 80,
  tracksInitialJsKb: 176,
  // Home shows less than the tracks page (no search screen): its own, tighter budget.
  homeInitialJsKb: 168,
  signUpJsKb: 250,
  homeCls: 0.1,
};
const LIGHTHOUSE_PATHS = ['/home', '/tracks', '/tracks/routeburn-track'];

const log = pino({ level: 'silent' });
const scratch = mkdtempSync(path.join(tmpdir(), 'waymark-bench-'));

async function freshDatabase(name: string): Promise<DatabaseHandle> {
  const database = await openDatabase({ dataDir: path.join(scratch, name) });
  await database.migrate();
  return database;
}

async function realCatalogue(): Promise<DatabaseHandle> {
  const database = await freshDatabase('real');
  const { sources } = await readSources([DOC_DATA_DIR, PLACE_NAMES_FILE]);
  await importCatalogue(database.db, sources, () => undefined);
  return database;
}

async function syntheticCatalogueOf(places: number): Promise<DatabaseHandle> {
  const database = await freshDatabase('synthetic');
  for (const batch of syntheticCatalogue(places, 42)) {
    await writePlaces(database.db, batch, { file: 'synthetic catalogue', deriveRegions: false });
  }
  const { sources } = await readSources([PLACE_NAMES_FILE]);
  // The import also refreshes the planner's statistics for the rows just written.
  await importCatalogue(database.db, sources, () => undefined);
  return database;
}

type Row = { catalogue: string; places: number; health: Measurement; search: Measurement };

async function benchmarkSearch(
  label: string,
  database: DatabaseHandle,
): Promise<{ row: Row; address: string; close: () => Promise<void> }> {
  const config = loadConfig({
    DATA_DIR: path.join(scratch, `${label}-data`),
    LOG_LEVEL: 'silent',
    WEB_DIST_DIR: process.env.WEB_DIST_DIR,
  });
  const app = await buildApp(createAppContext(config, database, log), { logger: log });
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  const health = await measure(REQUESTS, () => fetch(`${address}/api/v1/health`));
  const search = await measure(REQUESTS, (i) =>
    fetch(`${address}/api/v1/search-tracks`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(SEARCH_QUERIES[i % SEARCH_QUERIES.length]).toString(),
    }),
  );
  const totals = await catalogueTotals(database.db);
  const places = totals.tracks + totals.huts + totals.campsites + totals.highlights;
  return { row: { catalogue: label, places, health, search }, address, close: () => app.close() };
}

const ms = (n: number) => `${n.toFixed(2)} ms`;
const ratio = (a: number, b: number) => `${(a / b).toFixed(1)}×`;

function printRow({ catalogue, places, health, search }: Row, targetP95: number) {
  console.log(
    `\n${catalogue} catalogue (${places.toLocaleString('en-NZ')} places, PGlite, ${search.count} sequential requests each)`,
  );
  console.log(
    `  health   p50 ${ms(health.p50)}  p95 ${ms(health.p95)}  ${health.perSecond.toFixed(0)} req/s`,
  );
  console.log(
    `  search   p50 ${ms(search.p50)}  p95 ${ms(search.p95)}  ${search.perSecond.toFixed(0)} req/s`,
  );
  console.log(
    `  search ÷ health: p50 ${ratio(search.p50, health.p50)}, p95 ${ratio(search.p95, health.p95)}, throughput ${(search.perSecond / health.perSecond).toFixed(2)}`,
  );
  console.log(`  target p95 < ${targetP95} ms: ${search.p95 < targetP95 ? 'met' : 'NOT MET'}`);
}

/** Typing a password fetches the strength meter's chunk; its words show once it has loaded. */
async function typePassword(page: Page) {
  await page.getByLabel('Password', { exact: true }).fill('password1');
  await page.getByText('Your password strength is at score').waitFor();
}

type Pages = {
  homeJs: ScriptBytes;
  tracksJs: ScriptBytes;
  signUpJs: ScriptBytes;
  lighthouse: Awaited<ReturnType<typeof lighthouseMobile>>;
  precache: ReturnType<typeof serviceWorkerPrecache>;
};

async function measurePages(): Promise<Pages | string> {
  const web = loadConfig({ WEB_DIST_DIR: process.env.WEB_DIST_DIR });
  if (!webAppIsBuilt(web)) return 'skipped: the web app is not built (npm run build)';
  if (!existsSync(CHROMIUM_PATH)) return `skipped: no Chromium at ${CHROMIUM_PATH}`;
  const server = await startServerProcess({
    ...embeddedEnv(path.join(scratch, 'pages')),
    LOG_LEVEL: 'warn',
    REFRESH_JOBS: 'false',
  });
  try {
    return {
      homeJs: await scriptBytes(`${server.url}/home`),
      tracksJs: await scriptBytes(`${server.url}/tracks`),
      signUpJs: await scriptBytes(`${server.url}/signup`, typePassword),
      lighthouse: await lighthouseMobile(server.url, LIGHTHOUSE_PATHS),
      precache: serviceWorkerPrecache(web.webDistDir),
    };
  } finally {
    await stopServerProcess(server, 'SIGTERM');
  }
}

const kb = (bytes: number) => bytes / 1024;
const verdict = (met: boolean) => (met ? 'met' : 'NOT MET');

function printPages({ homeJs, tracksJs, signUpJs, lighthouse, precache }: Pages) {
  console.log('\nPages served by npm start (embedded database, demo catalogue)');
  console.log(
    `  Lighthouse ${lighthouse.lighthouse}, mobile (simulated slow 4G, 4× slower CPU), in ${lighthouse.browser}; JavaScript as sent gzipped to a 390 px Chromium (1 KB = 1,024 bytes)`,
  );
  const line = (cells: string[]) =>
    console.log(`  ${cells.map((cell, i) => cell.padEnd([26, 13, 9, 8, 9, 12][i] ?? 0)).join('')}`.trimEnd());
  line(['page', 'performance', 'LCP', 'CLS', 'TBT', 'JavaScript', 'target']);
  for (const row of lighthouse.rows) {
    const pageJs = row.path === '/tracks' ? tracksJs : row.path === '/home' ? homeJs : undefined;
    const js = pageJs ? `${kb(pageJs.gzipBytes).toFixed(1)} KB` : '';
    const target =
      row.path === '/home'
        ? `CLS < ${TARGETS.homeCls}: ${verdict(row.cls < TARGETS.homeCls)}; JS < ${TARGETS.homeInitialJsKb} KB: ${verdict(kb(homeJs.gzipBytes) < TARGETS.homeInitialJsKb)}`
        : row.path === '/tracks'
          ? `JS before a map < ${TARGETS.tracksInitialJsKb} KB: ${verdict(kb(tracksJs.gzipBytes) < TARGETS.tracksInitialJsKb)}`
          : '';
    line([
      row.path,
      String(row.performance),
      `${(row.lcpMs / 1000).toFixed(1)} s`,
      row.cls.toFixed(3),
      `${row.tbtMs.toFixed(0)} ms`,
      js,
      target,
    ]);
  }
  line([
    '/signup, password typed',
    '',
    '',
    '',
    '',
    `${kb(signUpJs.gzipBytes).toFixed(1)} KB`,
    `JS < ${TARGETS.signUpJsKb} KB: ${verdict(kb(signUpJs.gzipBytes) < TARGETS.signUpJsKb)}`,
  ]);
  console.log(
    `  /tracks: ${tracksJs.files.length} scripts, maplibre loaded: ${tracksJs.files.some((f) => /maplibre|map-view/i.test(f)) ? 'yes' : 'no'}; /signup: ${signUpJs.files.length} scripts`,
  );
  const worker = (bytes: ScriptBytes) =>
    bytes.serviceWorker ? new URL(bytes.serviceWorker).pathname : 'none';
  console.log(`  service worker active: /home ${worker(homeJs)}, /tracks ${worker(tracksJs)}`);
  console.log(
    `  it keeps the app for offline use: ${precache.files} files, ${kb(precache.gzipBytes).toFixed(0)} KB gzipped, fetched after the first page has loaded`,
  );
}

const mapHeading = `Map at ${SYNTHETIC_PLACES.toLocaleString('en-NZ')} places`;

/** The tracks map on the catalogue served at `origin`, at a phone's size and a desktop's. */
async function measureMapAtScale(origin: string): Promise<MapAtScale[] | string> {
  const web = loadConfig({ WEB_DIST_DIR: process.env.WEB_DIST_DIR });
  if (!webAppIsBuilt(web)) return 'skipped: the web app is not built (npm run build)';
  if (!existsSync(CHROMIUM_PATH)) return `skipped: no Chromium at ${CHROMIUM_PATH}`;
  return panTheMap(origin, [PHONE, DESKTOP]);
}

function printMapAtScale(rows: MapAtScale[]) {
  console.log(`\n${mapHeading}: the tracks map panned and zoomed across New Zealand for ${TOUR_MS / 1000} s`);
  console.log(
    "  in Chromium with WebGL drawn in software (SwiftShader), on this machine's cores; no tiles or glyphs (closed network)",
  );
  const line = (cells: string[]) =>
    console.log(
      `  ${cells.map((cell, i) => cell.padEnd([18, 12, 9, 12, 13, 8, 10][i] ?? 0)).join('')}`.trimEnd(),
    );
  line(['viewport', 'long tasks', 'longest', 'over 50 ms', 'over 100 ms', 'frames', 'searches', 'target']);
  for (const row of rows) {
    line([
      row.viewport,
      String(row.longTasks.length),
      `${row.maxMs} ms`,
      String(row.over50Ms),
      String(row.over100Ms),
      String(row.frames),
      String(row.searches),
      verdict(row.met),
    ]);
  }
  console.log(
    `  target: no long task over ${MAP_TARGETS.maxLongTaskMs} ms, at most ${MAP_TARGETS.longTasksOver50Ms} over 50 ms; searches: what the map asked as it moved (up to ${Math.max(...rows.map((row) => row.mostPlacesShown))} places each)`,
  );
}

try {
  const router = benchmarkRouter();
  printRouter(router);

  console.log('\nPreparing the real DOC catalogue and a synthetic one…');
  const real = await benchmarkSearch('real DOC', await realCatalogue());
  printRow(real.row, TARGETS.realP95Ms);
  await real.close();

  const synthetic = await benchmarkSearch('synthetic', await syntheticCatalogueOf(SYNTHETIC_PLACES));
  printRow(synthetic.row, TARGETS.syntheticP95Ms);
  const mapAtScale = await measureMapAtScale(synthetic.address).finally(() => synthetic.close());
  if (typeof mapAtScale === 'string') console.log(`\n${mapHeading}: ${mapAtScale}`);
  else printMapAtScale(mapAtScale);

  const pages = await measurePages();
  if (typeof pages === 'string') console.log(`\nPages: ${pages}`);
  else printPages(pages);
  console.log(
    JSON.stringify({
      real: {
        p50: real.row.search.p50,
        p95: real.row.search.p95,
        rps: real.row.search.perSecond,
        p95VsHealth: real.row.search.p95 / real.row.health.p95,
      },
      synthetic: {
        p50: synthetic.row.search.p50,
        p95: synthetic.row.search.p95,
        rps: synthetic.row.search.perSecond,
        p95VsHealth: synthetic.row.search.p95 / synthetic.row.health.p95,
      },
      mapAtScale: typeof mapAtScale === 'string' ? null : mapAtScale,
      tracksInitialJsGzipBytes: typeof pages === 'string' ? null : pages.tracksJs.gzipBytes,
      signUpJsGzipBytes: typeof pages === 'string' ? null : pages.signUpJs.gzipBytes,
      lighthouseMobile: typeof pages === 'string' ? null : pages.lighthouse.rows,
      router,
    }),
  );
} finally {
  rmSync(scratch, { recursive: true, force: true });
}
