import type { AltitudeDanger, PolygonRing } from '@waymark/domain';
import {
  doublePrecision,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { locations, locationType } from './catalogue.ts';

/**
 * Alerts and forecasts from outside sources, cached so pages answer without waiting on them
 * and keep the last good data when a source is down. Each source replaces only its own rows,
 * and only after it has read a whole, well-formed answer.
 */

const instant = (name: string) => timestamp(name, { withTimezone: true });

/** The MetService warnings and watches in force: one row per CAP message still current. */
export const metserviceAlerts = pgTable(
  'metservice_alerts',
  {
    identifier: text('identifier').primaryKey(),
    sent: instant('sent').notNull(),
    msgType: text('msg_type').notNull(),
    headline: text('headline').notNull(),
    event: text('event').notNull(),
    severity: text('severity').notNull(),
    onset: instant('onset'),
    expires: instant('expires'),
    description: text('description').notNull(),
    instruction: text('instruction'),
    web: text('web'),
    parameters: jsonb('parameters').$type<{ name: string; value: string }[]>().notNull(),
    areaDescription: text('area_description').notNull(),
    polygons: jsonb('polygons').$type<PolygonRing[]>().notNull(),
    /** The polygons' bounding box, so a place's alerts are found without reading every polygon. */
    minLng: doublePrecision('min_lng').notNull(),
    minLat: doublePrecision('min_lat').notNull(),
    maxLng: doublePrecision('max_lng').notNull(),
    maxLat: doublePrecision('max_lat').notNull(),
    fetchedAt: instant('fetched_at').notNull(),
  },
  (table) => [index('metservice_alerts_bbox_idx').on(table.minLng, table.maxLng, table.minLat, table.maxLat)],
);

/** DOC's alerts on its tracks, huts and campsites, found again by DOC asset id. */
export const docAlerts = pgTable(
  'doc_alerts',
  {
    id: text('id').primaryKey(),
    assetType: locationType('asset_type').notNull(),
    /** Lower case without hyphens, as `docAssetKey` writes it, so GUIDs match however DOC spells them. */
    assetKey: text('asset_key').notNull(),
    assetName: text('asset_name'),
    heading: text('heading').notNull(),
    /** Sanitised HTML. */
    detail: text('detail').notNull(),
    displayDate: text('display_date'),
    fetchedAt: instant('fetched_at').notNull(),
  },
  (table) => [index('doc_alerts_asset_idx').on(table.assetType, table.assetKey)],
);

/** NZ Avalanche Advisory forecast regions, with a point to find the nearest one from. */
export const avalancheRegions = pgTable('avalanche_regions', {
  id: integer('id').primaryKey(),
  title: text('title').notNull(),
  lng: doublePrecision('lng').notNull(),
  lat: doublePrecision('lat').notNull(),
  fetchedAt: instant('fetched_at').notNull(),
});

export const avalancheAdvisories = pgTable(
  'avalanche_advisories',
  {
    id: integer('id').primaryKey(),
    regionId: integer('region_id').notNull(),
    created: instant('created').notNull(),
    lastEdited: instant('last_edited').notNull(),
    validPeriodHours: integer('valid_period_hours').notNull(),
    /** Sanitised HTML. */
    importantInformation: text('important_information').notNull(),
    altitudeDanger: jsonb('altitude_danger').$type<AltitudeDanger[]>().notNull(),
    fetchedAt: instant('fetched_at').notNull(),
  },
  (table) => [index('avalanche_advisories_region_idx').on(table.regionId)],
);

export const siteAlertKind = pgEnum('site_alert_kind', ['site', 'closed']);

/** Alerts staff write: on one place, or everywhere when `location_id` is empty. */
export const siteAlerts = pgTable(
  'site_alerts',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    kind: siteAlertKind('kind').notNull(),
    alertName: text('alert_name').notNull(),
    title: text('title').notNull(),
    content: text('content').notNull(),
    locationId: integer('location_id').references(() => locations.id, { onDelete: 'cascade' }),
    /** Shown until then; never expires when empty. */
    expiresAt: instant('expires_at'),
    createdAt: instant('created_at').notNull().defaultNow(),
  },
  (table) => [index('site_alerts_location_idx').on(table.locationId)],
);

/**
 * Open-Meteo answers, one per point rounded to about a kilometre, so nearby places and
 * repeated visits share one call. `requested_at` tells the refresh job which are wanted.
 */
export const weatherForecasts = pgTable(
  'weather_forecasts',
  {
    pointKey: text('point_key').primaryKey(),
    lng: doublePrecision('lng').notNull(),
    lat: doublePrecision('lat').notNull(),
    /** The Open-Meteo response as received (validated). */
    response: jsonb('response').$type<unknown>().notNull(),
    fetchedAt: instant('fetched_at').notNull(),
    requestedAt: instant('requested_at').notNull(),
  },
  (table) => [index('weather_forecasts_requested_idx').on(table.requestedAt)],
);

/** One row per source: when it last ran, how it went, and a claim so one server runs each refresh. */
export const sourceRefreshes = pgTable('source_refreshes', {
  source: text('source').primaryKey(),
  lastAttemptAt: instant('last_attempt_at').notNull(),
  lastSuccessAt: instant('last_success_at'),
  lastError: text('last_error'),
  stored: integer('stored').notNull().default(0),
  rejected: integer('rejected').notNull().default(0),
});
