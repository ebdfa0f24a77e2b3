import { addDays, nzDateOf } from '@waymark/domain';
import { AROUND_TONGARIRO, type CapFields } from '../../apps/api/test/alerts/cap-documents.ts';

/**
 * What the stand-in weather sources tell the e2e server: MetService warnings over Tongariro
 * National Park, in force from an hour ago for WARNING_HOURS, and an Open-Meteo forecast from
 * today in New Zealand. Only the places the pages are checked on are named here.
 */

export const SOURCE_REPLAY_PORT = Number(process.env.E2E_SOURCES_PORT ?? 3190);
export const SOURCE_REPLAY_URL = `http://127.0.0.1:${SOURCE_REPLAY_PORT}`;

/** The main e2e server's staff token: journeys import real DOC track lines through it. */
export const MAIN_ADMIN_TOKEN = 'e2e-main-server-staff-token-0123456789abcdef';

/**
 * The safety-net server (playwright.config.ts): a second API process whose clock the safety
 * journeys move (CLOCK_FILE) and whose MetService feed starts empty, until a journey issues a
 * warning on the replay server.
 */
export const SAFETY_PORT = Number(process.env.E2E_SAFETY_PORT ?? Number(process.env.E2E_PORT ?? 3100) + 1);
export const SAFETY_URL = `http://localhost:${SAFETY_PORT}`;
export const SAFETY_ADMIN_TOKEN = 'e2e-safety-net-staff-token-0123456789abcdef';
export const SAFETY_CAP_URL = `${SOURCE_REPLAY_URL}/metservice-safety/cap/rss`;
/** POST here and the safety server's feed lists a new wind warning over Tongariro. */
export const ISSUE_SAFETY_WARNING_URL = `${SOURCE_REPLAY_URL}/metservice-safety/issue`;

/** A track whose line lies inside the warning polygons. */
export const TRACK_UNDER_WARNING = { slug: 'tongariro-alpine-crossing', title: 'Tongariro Alpine Crossing' };
/** A "Serviced Alpine" hut: it gets the alpine forecast. */
export const ALPINE_HUT = { slug: 'mueller-hut', title: 'Mueller Hut' };

export const WARNING_HOURS = 30;
export const WIND_WARNING_HEADLINE = 'Strong Wind Warning - Orange';
export const RAIN_WATCH_HEADLINE = 'Heavy Rain Watch - Yellow';

export function warnings(now: Date): CapFields[] {
  const onset = new Date(now.getTime() - 3_600_000);
  const expires = new Date(now.getTime() + WARNING_HOURS * 3_600_000);
  const common = { sent: now, onset, expires, polygon: AROUND_TONGARIRO, area: 'Tongariro National Park' };
  return [
    {
      ...common,
      identifier: 'e2e.rain.tongariro',
      event: 'rain',
      severity: 'Moderate',
      colour: 'Yellow',
      headline: RAIN_WATCH_HEADLINE,
    },
    {
      ...common,
      identifier: 'e2e.wind.tongariro',
      event: 'wind',
      severity: 'Severe',
      colour: 'Orange',
      headline: WIND_WARNING_HEADLINE,
    },
  ];
}

/** Open-Meteo answers ten days starting today in New Zealand, as it does for timezone=Pacific/Auckland. */
export const FORECAST_DAYS = 10;
export const forecastFirstDay = (now: Date) => nzDateOf(now);

/** Trip days that start after the warnings have expired: four and five days from today. */
export function tripAfterWarnings(now: Date): { start: string; end: string } {
  const today = nzDateOf(now);
  return { start: addDays(today, 4), end: addDays(today, 5) };
}
