import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
import { REPO_ROOT } from '#api/config.ts';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.ts';

/**
 * Issue 18, acceptance 3, "the map at scale": a person pans and zooms the tracks map across New
 * Zealand for 10 s with the 30,000-place catalogue behind it, and the page must keep up: no long
 * task over 100 ms, and at most 5 over 50 ms. Long tasks are what make a pan stutter or a tap
 * wait, so they are counted from the moment the map is ready (its loading is the Lighthouse
 * figures' business), through every search the moves set off, to the end of the 10 s.
 *
 * The camera is moved through the map the app hands to tests (`__waymarkTestHooks`), without
 * tagging the moves as the app's own: the map takes them for the person's, searches what is in
 * view from zoom 8 and draws the answers, as it would under a finger. Tiles and glyphs cannot be
 * fetched on this closed network, so the basemap is the recorded OpenFreeMap style with no tile
 * data (as in the e2e tests): what is measured is our places, clusters, regions and track lines.
 * WebGL is drawn in software (SwiftShader) on the machine's own cores, as in the e2e tests.
 *
 * BENCH_MAP_TRACE=/tmp/map-{viewport}.json writes a Chromium trace of each tour, to find what a
 * long task was; tracing slows the page, so a traced run's figures are not the bench's.
 */

export const MAP_TARGETS = { maxLongTaskMs: 100, longTasksOver50Ms: 5 } as const;
export const TOUR_MS = 10_000;

export type MapViewport = { name: string; width: number; height: number };
export const PHONE: MapViewport = { name: 'phone 390×844', width: 390, height: 844 };
export const DESKTOP: MapViewport = { name: 'desktop 1280×800', width: 1280, height: 800 };

export type MapAtScale = {
  viewport: string;
  /** Every long task (50 ms or more by definition) that started during the tour. */
  longTasks: LongTask[];
  maxMs: number;
  over50Ms: number;
  over100Ms: number;
  /** Frames the map drew during the tour: proof it moved the whole time. */
  frames: number;
  /** The map's searches answered during the tour (and the second after), and the most places one answered. */
  searches: number;
  mostPlacesShown: number;
  met: boolean;
};

/** A long task: when it started, from the start of the tour, and how long it took, in ms. */
export type LongTask = { atMs: number; ms: number };

/**
 * A leg of the tour: the camera glides (ease) or flies (zooming out and back in) there; always
 * animated, even where the machine asks for reduced motion.
 */
type Leg = { kind: 'ease' | 'fly'; center: [number, number]; zoom: number; duration: number };

/**
 * About 10 s of moves without a pause: the whole country, the central plateau, Abel Tasman,
 * down the West Coast, Queenstown, and the whole country again. Legs that end at zoom 8 or more
 * search what is in view, so new places arrive while the next leg is moving.
 */
const NEW_ZEALAND_TOUR: Leg[] = [
  { kind: 'ease', center: [174.8, -38.4], zoom: 6, duration: 1100 },
  { kind: 'fly', center: [175.65, -39.2], zoom: 10, duration: 1700 }, // Tongariro
  { kind: 'ease', center: [175.95, -39.0], zoom: 10.5, duration: 1000 },
  { kind: 'fly', center: [172.95, -40.9], zoom: 10, duration: 1700 }, // Abel Tasman
  { kind: 'ease', center: [171.6, -42.4], zoom: 8.5, duration: 1300 }, // the West Coast
  { kind: 'fly', center: [168.66, -45.03], zoom: 11, duration: 1700 }, // Queenstown
  { kind: 'ease', center: [172.5, -41.3], zoom: 4.6, duration: 1100 },
];

/**
 * SwiftShader as the GPU, so Chromium composites as a phone does, in its GPU process. Without a
 * GPU, headless Chromium copies every WebGL frame back through the page's main thread (the
 * trace's "Commit": 35-80 ms a frame at 1280×800), work no phone does. Either way every pixel
 * is drawn by this machine's cores.
 */
const GPU_ARGS = ['--enable-gpu', '--use-angle=swiftshader', '--enable-unsafe-swiftshader'];

const REGIONS_SOURCE = 'waymark-regions';
/** The real OpenFreeMap Liberty style, recorded (as e2e/drivers/map-driver.ts reads it). */
const RECORDED_STYLE = path.resolve(REPO_ROOT, '../shared/data/styles/openfreemap_liberty_style.json');

/** Each viewport in its own Chromium, one after the other, on the server at `origin`. */
export async function panTheMap(origin: string, viewports: MapViewport[]): Promise<MapAtScale[]> {
  const results: MapAtScale[] = [];
  for (const viewport of viewports) results.push(await panTheMapAt(origin, viewport));
  return results;
}

async function panTheMapAt(origin: string, viewport: MapViewport): Promise<MapAtScale> {
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: [...CHROMIUM_ARGS, ...GPU_ARGS],
  });
  try {
    const page = await browser.newPage({
      viewport: { width: viewport.width, height: viewport.height },
      locale: 'en-NZ',
    });
    await useRecordedBasemap(page);
    await openTracksMap(page, origin);
    const searches = mapSearches(page);
    const trace = process.env.BENCH_MAP_TRACE?.replace('{viewport}', String(viewport.width));
    if (trace) await startTrace(browser, page, trace);
    const tour = await page.evaluate(tourNewZealand, { legs: NEW_ZEALAND_TOUR, tourMs: TOUR_MS });
    if (trace) await browser.stopTracing();
    const durations = tour.longTasks.map((task) => task.ms);
    const longestMs = Math.max(0, ...durations);
    const over50Ms = durations.filter((ms) => ms > 50).length;
    const over100Ms = durations.filter((ms) => ms > 100).length;
    return {
      viewport: viewport.name,
      longTasks: tour.longTasks.map(({ atMs, ms }) => ({ atMs: Math.round(atMs), ms: Math.round(ms) })),
      maxMs: Math.round(longestMs),
      over50Ms,
      over100Ms,
      frames: tour.frames,
      searches: searches.length,
      mostPlacesShown: Math.max(0, ...(await Promise.all(searches))),
      met: longestMs <= MAP_TARGETS.maxLongTaskMs && over50Ms <= MAP_TARGETS.longTasksOver50Ms,
    };
  } finally {
    await browser.close();
  }
}

/** A Chromium trace of what follows, with JavaScript sampled, written to `file` when it stops. */
async function startTrace(browser: Browser, page: Page, file: string): Promise<void> {
  await browser.startTracing(page, {
    path: file,
    categories: [
      'toplevel',
      'devtools.timeline',
      'disabled-by-default-devtools.timeline',
      'v8.execute',
      'disabled-by-default-v8.cpu_profiler',
      'disabled-by-default-v8.gc',
    ],
  });
  // Starting the profiler is itself a long task: let it pass before the tour.
  await page.waitForTimeout(2000);
}

/** From now on, the number of places each of the map's searches answered (the list's are left out). */
function mapSearches(page: Page): Promise<number>[] {
  const answered: Promise<number>[] = [];
  page.on('response', (response) => {
    const request = response.request();
    if (!request.url().endsWith('/api/v1/search-tracks')) return;
    if (!new URLSearchParams(request.postData() ?? '').has('with_geometry')) return;
    answered.push(
      response
        .json()
        .then((body: { data?: { list?: unknown[] } }) => body.data?.list?.length ?? 0)
        .catch(() => 0),
    );
  });
  return answered;
}

/**
 * The closed network: the map style is the recorded one, every tile, glyph and sprite answers
 * 404, and the app hands its map to the bench.
 */
async function useRecordedBasemap(page: Page): Promise<void> {
  await page.addInitScript(() => {
    (globalThis as { __waymarkTestHooks?: boolean }).__waymarkTestHooks = true;
  });
  await page.route('https://**', (route) => route.fulfill({ status: 404, body: '' }));
  if (!existsSync(RECORDED_STYLE)) return; // Then the app's own offline style draws the places.
  const style = readFileSync(RECORDED_STYLE, 'utf8').replaceAll(
    '__TILEJSON_DOMAIN__',
    'tiles.openfreemap.org',
  );
  await page.route('https://tiles.openfreemap.org/styles/liberty', (route) =>
    route.fulfill({ status: 200, contentType: 'application/json', body: style }),
  );
}

/**
 * The tracks page with its map shown ("View map" on a phone), the regions drawn and the map idle.
 * The service worker is let finish taking the page over first, so its downloads are not the tour's.
 */
async function openTracksMap(page: Page, origin: string): Promise<void> {
  await page.goto(`${origin}/tracks`, { waitUntil: 'networkidle' });
  const viewMap = page.getByRole('button', { name: 'View map' });
  if (await viewMap.isVisible()) await viewMap.click();
  await page.waitForFunction(
    ({ regionsSource }) => {
      const state = document.querySelector('[data-testid="map"]')?.getAttribute('data-map-state');
      const map = (globalThis as unknown as InPage).__waymarkMap;
      if ((state !== 'ready' && state !== 'fallback') || !map) return false;
      return map.isSourceLoaded(regionsSource) && map.querySourceFeatures(regionsSource).length > 0;
    },
    { regionsSource: REGIONS_SOURCE },
    { timeout: 60_000 },
  );
  await page.evaluate(async () => {
    const map = (globalThis as unknown as InPage).__waymarkMap!;
    const ready = navigator.serviceWorker?.ready ?? Promise.resolve();
    const settled = new Promise((resolve) => setTimeout(resolve, 5000));
    await Promise.race([ready, settled]);
    if (!map.loaded()) await new Promise((resolve) => map.once('idle', resolve));
  });
}

/** What the tour uses of the page, typed here: the bench compiles without the DOM's types. */
type InPage = {
  __waymarkMap?: TourMap;
  PerformanceObserver: new (
    callback: (list: { getEntries: () => { startTime: number; duration: number }[] }) => void,
  ) => { observe: (options: { type: string; buffered: boolean }) => void; disconnect: () => void };
};
type Camera = Omit<Leg, 'kind'> & { essential: true };
type TourMap = {
  easeTo: (options: Camera) => void;
  flyTo: (options: Camera) => void;
  stop: () => void;
  loaded: () => boolean;
  isSourceLoaded: (id: string) => boolean;
  querySourceFeatures: (id: string) => unknown[];
  on: (type: string, listener: () => void) => void;
  once: (type: string, listener: (...args: unknown[]) => void) => void;
};

/**
 * Runs in the page: observes long tasks, then moves the camera leg after leg for `tourMs`
 * (starting the tour again if it ends early), stops it where it is, and reports. A long task
 * is counted when it started during the tour; the observer is given a moment to report it.
 */
async function tourNewZealand({
  legs,
  tourMs,
}: {
  legs: Leg[];
  tourMs: number;
}): Promise<{ longTasks: LongTask[]; frames: number }> {
  const page = globalThis as unknown as InPage;
  const map = page.__waymarkMap!;
  const tasks: { startTime: number; duration: number }[] = [];
  const observer = new page.PerformanceObserver((list) => tasks.push(...list.getEntries()));
  observer.observe({ type: 'longtask', buffered: false });

  // No named functions in here: tsx would wrap them in a helper the page does not have.
  const drawn = { frames: 0, counting: true };
  map.on('render', () => {
    if (drawn.counting) drawn.frames += 1;
  });

  const started = performance.now();
  const ended = started + tourMs;
  const timeUp = setTimeout(() => map.stop(), tourMs);
  for (let leg = 0; performance.now() < ended; leg += 1) {
    const { kind, ...camera } = legs[leg % legs.length]!;
    await new Promise((resolve) => {
      map.once('moveend', resolve);
      if (kind === 'fly') map.flyTo({ ...camera, essential: true });
      else map.easeTo({ ...camera, essential: true });
    });
  }
  clearTimeout(timeUp);
  drawn.counting = false;
  // A task still running at the end is reported when it finishes.
  await new Promise((resolve) => setTimeout(resolve, 1000));
  observer.disconnect();
  return {
    longTasks: tasks
      .filter((task) => task.startTime >= started && task.startTime < ended)
      .map((task) => ({ atMs: task.startTime - started, ms: task.duration })),
    frames: drawn.frames,
  };
}
