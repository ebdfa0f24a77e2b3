import { z } from 'zod';
import { IsoDateSchema } from './account.ts';
import { TEXT_MAX_LENGTH } from './limits.ts';
import { LocationTypeSchema, PlaceSlugSchema, type LocationType } from './location.ts';
import { PLACE_ROUTES, placeRoute, placeRouteNamed, type PlaceKind, type PlaceRoute } from './routes.ts';
import { multiLineText, oneLineText } from './safe-text.ts';
import { tripInterval, type TripDates } from './trip-dates.ts';

/**
 * Alerts for a place (spec 2 §3 Alerts, §4 Alerts and Severity colours, §9 avalanche ratings):
 * weather warnings, DOC alerts, avalanche advisories, and the site and closed alerts staff write.
 */

// ---------------------------------------------------------------- entities

/** A site or closed alert entered by staff. */
export const SiteAlertSchema = z.object({
  id: z.number().int(),
  alert_name: z.string(),
  title: z.string(),
  content: z.string(),
});
export type SiteAlert = z.infer<typeof SiteAlertSchema>;

export const SITE_ALERT_KINDS = ['site', 'closed'] as const;

export const WEATHER_ALERT_EVENTS = ['wind', 'snow', 'rain', 'thunderstorm', 'other'] as const;
export const WeatherAlertEventSchema = z.enum(WEATHER_ALERT_EVENTS);
export type WeatherAlertEvent = z.infer<typeof WeatherAlertEventSchema>;

/** The weather service's words; "unknown" is any severity it did not state. */
export const WeatherAlertSeveritySchema = z.enum(['minor', 'moderate', 'severe', 'unknown']);
export type WeatherAlertSeverity = z.infer<typeof WeatherAlertSeveritySchema>;

/** A weather-service warning or watch. Times are ISO 8601 instants. */
export const WeatherAlertSchema = z.object({
  id: z.string().describe('The CAP identifier'),
  headline: z.string(),
  event: WeatherAlertEventSchema,
  severity: WeatherAlertSeveritySchema,
  area: z.object({ description: z.string() }),
  onset: z.string().nullable(),
  expires: z.string().nullable(),
  sent: z.string(),
  description: z.string(),
  instruction: z.string().nullable(),
  web: z.string().nullable(),
  parameters: z.array(z.object({ name: z.string(), value: z.string() })),
});
export type WeatherAlert = z.infer<typeof WeatherAlertSchema>;

/** A DOC alert on a track, hut or campsite; `place` says which one it is on. */
export const DocAlertSchema = z.object({
  id: z.string(),
  heading: z.string(),
  detail: z.string().describe('Sanitised HTML'),
  display_date: z.string().nullable(),
  place: z.object({ type: LocationTypeSchema, slug: z.string(), title: z.string() }),
});
export type DocAlert = z.infer<typeof DocAlertSchema>;

export const AVALANCHE_VALID_PERIODS = [24, 48, 72] as const;

export const AltitudeDangerSchema = z.object({
  rating: z.number().int(),
  altitude_from: z.number().nullable(),
  altitude_to: z.number().nullable(),
});
export type AltitudeDanger = z.infer<typeof AltitudeDangerSchema>;

/** An avalanche advisory for one region; bands run from the highest to the lowest. */
export const AvalancheAlertSchema = z.object({
  id: z.number().int(),
  region: z.string(),
  created: z.string(),
  valid_period: z.union([z.literal(24), z.literal(48), z.literal(72)]).describe('Hours from last_edited'),
  last_edited: z.string(),
  important_information: z.string().describe('Sanitised HTML'),
  altitude_danger: z.array(AltitudeDangerSchema),
  level: z.number().int().describe('The highest rating of its bands'),
});
export type AvalancheAlert = z.infer<typeof AvalancheAlertSchema>;

/** GET alerts/{type}/{slug}: every list the alerts page shows, plus the navigation's "!" flag. */
export const AlertGroupsSchema = z.object({
  site: z.array(SiteAlertSchema),
  closedAlerts: z.array(SiteAlertSchema),
  metservice: z.array(WeatherAlertSchema),
  doc: z.array(DocAlertSchema).describe('Alerts on tracks'),
  huts: z.array(DocAlertSchema),
  campsites: z.array(DocAlertSchema),
  nzaa: z.array(AvalancheAlertSchema),
  has_alerts: z.boolean(),
});
export type AlertGroups = z.infer<typeof AlertGroupsSchema>;

/** The `{type}` of GET alerts/{type}/{slug} and forecasts/{type}/{slug}: a place route's name. */
export const PlacePathTypeSchema = z.enum(
  PLACE_ROUTES.map((route) => route.routeName) as [PlaceRoute['routeName'], ...PlaceRoute['routeName'][]],
);
export type PlacePathType = z.infer<typeof PlacePathTypeSchema>;

/** The place type a path's `{type}` names: 'hut' → Hut. */
export function locationTypeOfPath(pathType: PlacePathType): LocationType {
  const route = placeRouteNamed(pathType);
  if (!route) throw new Error(`No place type for the path word ${pathType}`);
  return route.type;
}

/** A site or closed alert as staff enter it: for one place, or every place when `place` is left out. */
export const SiteAlertInputSchema = z.object({
  kind: z.enum(SITE_ALERT_KINDS),
  alert_name: oneLineText('The alert name').trim().min(1).max(100),
  title: oneLineText('The title').trim().min(1, 'A title is required.').max(TEXT_MAX_LENGTH),
  content: multiLineText('The content')
    .trim()
    .min(1, 'Some content is required.')
    .max(5000, 'The content must be at most 5,000 characters.'),
  place: z.object({ type: PlacePathTypeSchema, slug: PlaceSlugSchema }).optional(),
  /** The last New Zealand day it is shown; shown until removed when left out. */
  until: IsoDateSchema.optional(),
});
export type SiteAlertInput = z.infer<typeof SiteAlertInputSchema>;

/** A site or closed alert as staff see it: what they entered, with its id and sanitised content. */
export const StaffSiteAlertSchema = SiteAlertSchema.extend({
  kind: z.enum(SITE_ALERT_KINDS),
  place: z
    .object({ type: PlacePathTypeSchema, slug: z.string() })
    .nullable()
    .describe('The place it is on; null when it is on every place'),
  until: z
    .string()
    .nullable()
    .describe('The last New Zealand day it is shown (YYYY-MM-DD); null until removed'),
});
export type StaffSiteAlert = z.infer<typeof StaffSiteAlertSchema>;

/** The alerts pages' empty state (spec 2 §2 Alerts page, spec 3 plan-alerts). */
export const NO_ALERTS_TITLE = 'No alerts available for your trip dates';
export const NO_ALERTS_NOTE =
  'If you save your planned trip, we will send you a notification if an alert becomes available.';

/**
 * The alerts page title: the location title, its type and "Alerts & Weather Warnings", with a
 * dash so "Routeburn Track Track …" never happens.
 */
export function alertsPageTitle(place: { title: string; type: PlaceKind }): string {
  return `${place.title} – ${place.type} Alerts & Weather Warnings`;
}

/** The 404 message for a place that does not exist. */
export function placeNotFoundMessage(type: LocationType): string {
  return `We could not find that ${placeRoute(type).label.toLowerCase()}.`;
}

// ---------------------------------------------------------------- rules

/** The alerts flag is true if any alert list is non-empty. */
export function hasAlerts(groups: Omit<AlertGroups, 'has_alerts'>): boolean {
  return [
    groups.site,
    groups.closedAlerts,
    groups.metservice,
    groups.doc,
    groups.huts,
    groups.campsites,
    groups.nzaa,
  ].some((list) => list.length > 0);
}

/**
 * Weather alerts expiring within the chosen trip dates, or not yet expired when no dates are
 * chosen. "Within" is read as "still in force at some time during the trip": a warning that
 * runs past the last day still matters to the walker, one that starts after it does not.
 */
export function weatherAlertsForTrip<T extends Pick<WeatherAlert, 'onset' | 'expires'>>(
  alerts: T[],
  trip: TripDates | undefined,
  now: Date,
): T[] {
  const time = (iso: string | null) => (iso === null ? undefined : new Date(iso).getTime());
  if (!trip) return alerts.filter((alert) => (time(alert.expires) ?? Infinity) > now.getTime());
  const { from, to } = tripInterval(trip);
  return alerts.filter(
    (alert) =>
      (time(alert.expires) ?? Infinity) > Math.max(from.getTime(), now.getTime()) &&
      (time(alert.onset) ?? -Infinity) < to.getTime(),
  );
}

export type AlertColour = 'red' | 'orange' | 'yellow';
export const WEATHER_ALERT_COLOURS: readonly AlertColour[] = ['red', 'orange', 'yellow'];

/** Severity colours: minor yellow, moderate orange, severe red, and any other severity red. */
export function weatherSeverityColour(severity: string): AlertColour {
  if (severity === 'minor') return 'yellow';
  if (severity === 'moderate') return 'orange';
  return 'red';
}

const EVENT_ORDER: readonly WeatherAlertEvent[] = ['wind', 'snow', 'rain', 'thunderstorm', 'other'];

/** Weather alerts grouped red, orange, yellow, each group ordered by event: wind, snow, rain, thunderstorm. */
export function groupWeatherAlerts<T extends Pick<WeatherAlert, 'severity' | 'event'>>(
  alerts: T[],
): { colour: AlertColour; alerts: T[] }[] {
  return WEATHER_ALERT_COLOURS.map((colour) => ({
    colour,
    alerts: alerts
      .filter((alert) => weatherSeverityColour(alert.severity) === colour)
      .sort((a, b) => EVENT_ORDER.indexOf(a.event) - EVENT_ORDER.indexOf(b.event)),
  }));
}

/** The same order as one list: reds first, then oranges, then yellows. */
export function orderWeatherAlerts<T extends Pick<WeatherAlert, 'severity' | 'event'>>(alerts: T[]): T[] {
  return groupWeatherAlerts(alerts).flatMap((group) => group.alerts);
}

// ---------------------------------------------------------------- avalanche advisories

/** Avalanche ratings and their names (spec 2 §9). */
export const AVALANCHE_RATING_NAMES: Readonly<Record<number, string>> = {
  [-5]: 'Spring Conditions',
  [-4]: 'No Specific Avalanche Type',
  [-3]: 'Centre Closed',
  [-2]: 'Insufficient Snow',
  [-1]: 'Insufficient Information',
  0: 'No Rating',
  1: 'Low',
  2: 'Moderate',
  3: 'Considerable',
  4: 'High',
  5: 'Extreme',
};

export const AVALANCHE_CENTRE_CLOSED = -3;

export function avalancheRatingName(rating: number): string {
  return AVALANCHE_RATING_NAMES[rating] ?? AVALANCHE_RATING_NAMES[0]!;
}

export type AvalancheRatingColour = 'green' | 'yellow' | 'orange' | 'red' | 'black' | 'grey';

/** Avalanche rating colours: 1 green, 2 yellow, 3 orange, 4 red, 5 black, 0 or negative grey. */
export function avalancheRatingColour(rating: number): AvalancheRatingColour {
  const colours: Record<number, AvalancheRatingColour> = {
    1: 'green',
    2: 'yellow',
    3: 'orange',
    4: 'red',
    5: 'black',
  };
  return colours[rating] ?? 'grey';
}

/** Valid period hours: 72, 48, else 24 ("72hrs", "48hrs" or 72 and 48 as numbers). */
export function avalancheValidHours(validPeriod: string | number): 24 | 48 | 72 {
  const hours = typeof validPeriod === 'number' ? validPeriod : Number.parseInt(validPeriod, 10);
  if (hours === 72) return 72;
  if (hours === 48) return 48;
  return 24;
}

/** An advisory is valid for valid_period hours from last_edited. */
export function avalancheValidUntil(alert: Pick<AvalancheAlert, 'last_edited' | 'valid_period'>): Date {
  return new Date(new Date(alert.last_edited).getTime() + alert.valid_period * 3_600_000);
}

/**
 * The advisories to show: the newest per region, only while valid, and none for a region
 * whose advisory has any band rated -3 (centre closed).
 */
export function visibleAvalancheAlerts<
  T extends Pick<AvalancheAlert, 'region' | 'last_edited' | 'valid_period' | 'altitude_danger'>,
>(alerts: T[], now: Date): T[] {
  const newestByRegion = new Map<string, T>();
  for (const alert of alerts) {
    const seen = newestByRegion.get(alert.region);
    if (!seen || new Date(alert.last_edited) > new Date(seen.last_edited)) {
      newestByRegion.set(alert.region, alert);
    }
  }
  return [...newestByRegion.values()].filter(
    (alert) =>
      avalancheValidUntil(alert) > now &&
      !alert.altitude_danger.some((band) => band.rating === AVALANCHE_CENTRE_CLOSED),
  );
}
