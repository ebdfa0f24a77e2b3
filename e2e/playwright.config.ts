import { existsSync, mkdirSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';
import { chromiumArgs, chromiumAvailable, chromiumMissingMessage, chromiumPath } from './chromium.ts';
import { FEEDBACK_TO } from './support/outbox.ts';
import {
  MAIN_ADMIN_TOKEN,
  SAFETY_ADMIN_TOKEN,
  SAFETY_CAP_URL,
  SAFETY_PORT,
  SOURCE_REPLAY_URL,
} from './support/source-scenario.ts';

const REPO_ROOT = fileURLToPath(new URL('..', import.meta.url));
// E2E_PORT lets two checkouts (or two people) run the suite side by side.
const PORT = Number(process.env.E2E_PORT ?? 3100);
const BASE_URL = `http://localhost:${PORT}`;

// A missing browser is a machine to fix, never a reason to pass (`npm run test:e2e` installs it where it can).
if (!chromiumAvailable) throw new Error(chromiumMissingMessage);

if (!existsSync(path.join(REPO_ROOT, 'apps/web/dist/index.html'))) {
  throw new Error('The web app is not built. Run `npm run build` first (or `npm run test:e2e`, which does).');
}

// The config is read again in every worker; they inherit this variable, so one run has one data dir.
process.env.WAYMARK_E2E_DATA_DIR ??= mkdtempSync(path.join(tmpdir(), 'waymark-e2e-'));
const SAFETY_DATA_DIR = path.join(process.env.WAYMARK_E2E_DATA_DIR, 'safety');
mkdirSync(SAFETY_DATA_DIR, { recursive: true });

/** An API process on `port`, its internet edge replayed, with what is particular to it in `env`. */
function apiServer(port: number, env: Record<string, string | undefined>) {
  return {
    command: 'npm run start -w @waymark/api',
    cwd: REPO_ROOT,
    url: `http://localhost:${port}/api/v1/health`,
    timeout: 180_000,
    reuseExistingServer: process.env.CI !== 'true',
    stdout: 'ignore' as const,
    stderr: 'pipe' as const,
    env: {
      PORT: String(port),
      // No PUBLIC_URL: emailed links must find this port by default (issue 11 item 2).
      // Each test comes from its own address (fixtures.ts), as people behind a proxy do, so
      // the per-address limits (20 sign-ups an hour) count one test's people, not the run's.
      TRUST_PROXY: 'loopback',
      LOG_LEVEL: 'warn',
      OPEN_METEO_URL: `${SOURCE_REPLAY_URL}/open-meteo/v1/forecast`,
      AVALANCHE_API_URL: `${SOURCE_REPLAY_URL}/avalanche`,
      // DOC alerts need a key; without one that source is left alone.
      DOC_API_KEY: '',
      ...env,
    },
  };
}

export default defineConfig({
  testDir: './specs',
  fullyParallel: true,
  workers: 2,
  forbidOnly: process.env.CI === 'true',
  // A test that passes only on a retry is a bug to fix, not a pass.
  retries: 0,
  reporter: process.env.CI === 'true' ? [['list'], ['html', { open: 'never' }]] : 'list',
  timeout: 30_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL: BASE_URL,
    browserName: 'chromium',
    launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
    locale: 'en-NZ',
    timezoneId: 'Pacific/Auckland',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  webServer: [
    // The internet edge (MetService, Open-Meteo, the avalanche advisory), replayed on localhost.
    {
      command: 'npx tsx e2e/support/source-replay-server.ts',
      cwd: REPO_ROOT,
      url: `${SOURCE_REPLAY_URL}/health`,
      timeout: 60_000,
      reuseExistingServer: process.env.CI !== 'true',
      stdout: 'ignore',
      stderr: 'pipe',
    },
    // The real API process, serving the built web app, on a fresh throw-away database.
    apiServer(PORT, {
      DATA_DIR: process.env.WAYMARK_E2E_DATA_DIR,
      METSERVICE_CAP_URL: `${SOURCE_REPLAY_URL}/metservice/cap/rss`,
      // Feedback is mailed to the outbox, where the journeys read it as staff would.
      FEEDBACK_TO,
      // The custom-track journeys import real DOC track lines, as staff would.
      ADMIN_API_TOKEN: MAIN_ADMIN_TOKEN,
    }),
    // The safety net's server: its clock is moved by the journeys (CLOCK_FILE), so it is
    // its own process on its own database, and nothing else's time moves with it.
    apiServer(SAFETY_PORT, {
      DATA_DIR: SAFETY_DATA_DIR,
      CLOCK_FILE: path.join(SAFETY_DATA_DIR, 'clock-offset'),
      NOTIFY_EVERY_MS: '500',
      // Sources refresh when a journey asks, through the admin API.
      REFRESH_JOBS: 'false',
      ADMIN_API_TOKEN: SAFETY_ADMIN_TOKEN,
      METSERVICE_CAP_URL: SAFETY_CAP_URL,
    }),
  ],
});
