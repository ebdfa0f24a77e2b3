import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  customType,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { GalleryImage } from '@waymark/domain';

/** A text-search document; read only inside SQL, so its JavaScript side stays a string. */
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

export const locationType = pgEnum('location_type', ['Track', 'Hut', 'Campsite', 'Highlight']);

export const regions = pgTable('regions', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  slug: text('slug').notNull().unique(),
  title: text('title').notNull().unique(),
  lng: doublePrecision('lng').notNull(),
  lat: doublePrecision('lat').notNull(),
});

/** One row per track, hut, campsite or highlight (spec 2 §3 Location). */
export const locations = pgTable(
  'locations',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    type: locationType('type').notNull(),
    slug: text('slug').notNull().unique(),
    /** DOC's asset id: imports update in place by it. */
    docAssetId: text('doc_asset_id').unique(),
    title: text('title').notNull(),
    introduction: text('introduction').notNull().default(''),
    thumbnail: text('thumbnail'),
    image: text('image'),
    imageAlt: text('image_alt'),
    trackImage: text('track_image'),
    trackImageAlt: text('track_image_alt'),
    gallery: jsonb('gallery').$type<GalleryImage[]>().notNull().default([]),
    photoCredit: text('photo_credit'),
    isClosed: boolean('is_closed').notNull().default(false),
    /** Area names such as "Fiordland National Park" (the spec's `locations[]`). */
    areas: text('areas')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    distanceKm: doublePrecision('distance_km'),
    trackType: text('track_type'),
    walkingDuration: text('walking_duration'),
    /** One of DURATION_CATEGORIES' ids, for the Time filter. */
    durationCategory: text('duration_category'),
    /** DIFFICULTIES ids, easiest first. */
    difficulties: text('difficulties')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    numberOfBunks: integer('number_of_bunks'),
    bookable: boolean('bookable'),
    infoLink: text('info_link'),
    category: text('category'),
    poweredSites: integer('powered_sites'),
    unpoweredSites: integer('unpowered_sites'),
    dogsAllowed: boolean('dogs_allowed'),
    dogsAllowedInformation: text('dogs_allowed_information'),
    wheelchairFriendly: boolean('wheelchair_friendly').notNull().default(false),
    sharedUse: boolean('shared_use').notNull().default(false),
    landscapes: text('landscapes')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    access: text('access')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    activities: text('activities')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    facilities: text('facilities')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** Sanitised HTML. */
    essentialPreparation: text('essential_preparation'),
    roadendProximity: text('roadend_proximity'),
    searchKeywords: text('search_keywords').notNull().default(''),
    searchDescription: text('search_description').notNull().default(''),
    socialDescription: text('social_description').notNull().default(''),
    socialImage: text('social_image'),
    lng: doublePrecision('lng').notNull(),
    lat: doublePrecision('lat').notNull(),
    /** WGS84 LineString or MultiLineString of a track. */
    geojson: jsonb('geojson').$type<{ type: 'LineString' | 'MultiLineString'; coordinates: unknown[] }>(),
    /** Highlights: the free-text location line and their accordion. */
    locationText: text('location_text'),
    accordionItems: jsonb('accordion_items')
      .$type<{ title: string; content: string }[]>()
      .notNull()
      .default([]),
    /** Pinned to the recommended list on the tracks page, in this order. */
    recommendedRank: integer('recommended_rank'),
    attribution: text('attribution'),
    /** Folded name and area names, for search's trigrams; kept by the database itself. */
    searchText: text('search_text')
      .notNull()
      .generatedAlwaysAs(sql`waymark_location_search_text(title, areas)`),
    /**
     * Whole words for full-text search, kept by the database itself: the name's words weighted
     * A, the area names' and category's B, the tags' (landscapes, access, activities,
     * facilities) C, so a name that holds the term ranks above an area or a tag that does.
     */
    searchWords: tsvector('search_words')
      .notNull()
      .generatedAlwaysAs(
        sql`waymark_location_search_words(title, areas, category, landscapes || access || activities || facilities)`,
      ),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('locations_type_idx').on(table.type),
    index('locations_lng_lat_idx').on(table.lng, table.lat),
    // Browsing without a term lists the recommended tracks first, then by name.
    index('locations_browse_order_idx').on(table.recommendedRank.asc().nullsLast(), table.title),
  ],
);

export const locationRegions = pgTable(
  'location_regions',
  {
    locationId: integer('location_id')
      .notNull()
      .references(() => locations.id, { onDelete: 'cascade' }),
    regionId: integer('region_id')
      .notNull()
      .references(() => regions.id, { onDelete: 'cascade' }),
  },
  (table) => [
    primaryKey({ columns: [table.locationId, table.regionId] }),
    index('location_regions_region_idx').on(table.regionId),
  ],
);

/** Tracks, huts and campsites a highlight features, in display order. */
export const highlightFeatures = pgTable(
  'highlight_features',
  {
    highlightId: integer('highlight_id')
      .notNull()
      .references(() => locations.id, { onDelete: 'cascade' }),
    locationId: integer('location_id')
      .notNull()
      .references(() => locations.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
  },
  (table) => [primaryKey({ columns: [table.highlightId, table.locationId] })],
);

/**
 * What search has to read again, as two numbers that only rise (triggers in
 * drizzle/0025_search_versions.sql): `catalogue` with every change to places, their regions or
 * the regions, `ratings` with every change to reviews. Each process's search index compares them
 * with what it read, whoever made the change. One row.
 */
export const searchVersions = pgTable(
  'search_versions',
  {
    id: boolean('id').primaryKey().default(true),
    catalogue: integer('catalogue').notNull().default(0),
    ratings: integer('ratings').notNull().default(0),
  },
  (table) => [check('search_versions_one_row', sql`${table.id}`)],
);

/**
 * Towns and localities from a gazetteer, so a search for "Ohakune" can list what lies around
 * Ōhakune. Reference data for search only, never shown as a place of its own; search reads it
 * into memory (place-name-directory.ts), so it needs no index beyond its identity.
 */
export const placeNames = pgTable(
  'place_names',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    name: text('name').notNull(),
    /** The gazetteer's feature type: city, town, village, locality or suburb. */
    kind: text('kind').notNull(),
    lng: doublePrecision('lng').notNull(),
    lat: doublePrecision('lat').notNull(),
  },
  (table) => [
    // What makes a gazetteer record the same one again, so a second import adds nothing.
    uniqueIndex('place_names_record_idx').on(table.name, table.kind, table.lng, table.lat),
  ],
);
