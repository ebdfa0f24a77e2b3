import { DOC_REGIONS, type DocRegionTitle } from '@waymark/domain';
import { count, eq, inArray, isNull, like, not, or, sql } from 'drizzle-orm';
import type { Database } from '#api/db/client.ts';
import { locationRegions, locations, regions } from '#api/db/schema/index.ts';
import { ensureDocRegions } from '#api/modules/catalogue/catalogue.repository.ts';
import { handWrittenPlaces } from './hand-written-places.ts';
import type { ImportRecord, Rejection } from './import-record.ts';
import { mergePlace, placeFromStored, type MergedPlace, type StoredPlace } from './merge-place.ts';
import { RegionFinder } from './nearest-region.ts';
import { uniqueSlug } from './unique-slug.ts';

/**
 * Writes imported places: one transaction per batch (a file), so a failure leaves the
 * catalogue as it was; the known places are read in a few queries, merged in memory, and
 * written back with multi-row upserts keyed by `doc_asset_id`.
 */

/** Rows per INSERT: ~50 columns each keeps a statement well under PostgreSQL's 65,535 parameters. */
const ROWS_PER_STATEMENT = 250;
/** Keys per lookup query, for the same reason. */
const KEYS_PER_QUERY = 5000;
/** Generated benchmark places never count as evidence of a real region. */
export const SYNTHETIC_KEY_PREFIX = 'synthetic:';

export type WriteResult = { inserted: number; updated: number; rejections: Rejection[] };

type PendingPlace = {
  key: string;
  stored: StoredPlace | undefined;
  place: MergedPlace;
  /** Regions DOC gave for this place in this batch. */
  regions: DocRegionTitle[];
};

const REGION_SLUG = new Map<string, string>(DOC_REGIONS.map((region) => [region.title, region.slug]));

function chunks<T>(items: T[], size: number): T[][] {
  const result: T[][] = [];
  for (let i = 0; i < items.length; i += size) result.push(items.slice(i, i + size));
  return result;
}

/** The columns an upsert overwrites on a known place; its slug and id stay. */
const UPDATE_ON_CONFLICT = {
  ...Object.fromEntries(
    (
      [
        'type',
        'title',
        'introduction',
        'thumbnail',
        'image',
        'gallery',
        'photoCredit',
        'isClosed',
        'areas',
        'distanceKm',
        'trackType',
        'walkingDuration',
        'durationCategory',
        'difficulties',
        'numberOfBunks',
        'bookable',
        'infoLink',
        'category',
        'poweredSites',
        'unpoweredSites',
        'dogsAllowed',
        'dogsAllowedInformation',
        'wheelchairFriendly',
        'sharedUse',
        'landscapes',
        'access',
        'activities',
        'facilities',
        'essentialPreparation',
        'roadendProximity',
        'lng',
        'lat',
        'geojson',
        'attribution',
        'searchKeywords',
        'searchDescription',
        'socialDescription',
        'socialImage',
      ] as const satisfies readonly (keyof MergedPlace)[]
    ).map((field) => [field, sql.raw(`excluded."${locations[field].name}"`)]),
  ),
  updatedAt: sql`now()`,
};

async function storedPlacesByKey(db: Database, keys: string[]): Promise<Map<string, StoredPlace>> {
  const found = new Map<string, StoredPlace>();
  for (const batch of chunks([...new Set(keys)], KEYS_PER_QUERY)) {
    const rows = await db.select().from(locations).where(inArray(locations.docAssetId, batch));
    for (const row of rows) if (row.docAssetId) found.set(row.docAssetId, row);
  }
  return found;
}

async function regionTitlesByPlace(db: Database, ids: number[]): Promise<Map<number, DocRegionTitle[]>> {
  const titles = new Map<number, DocRegionTitle[]>();
  for (const batch of chunks(ids, KEYS_PER_QUERY)) {
    const rows = await db
      .select({ id: locationRegions.locationId, title: regions.title })
      .from(locationRegions)
      .innerJoin(regions, eq(regions.id, locationRegions.regionId))
      .where(inArray(locationRegions.locationId, batch));
    for (const row of rows) titles.set(row.id, [...(titles.get(row.id) ?? []), row.title as DocRegionTitle]);
  }
  return titles;
}

/** Every place with a region, as evidence for places that come without one. */
async function labelledPlaces(db: Database): Promise<RegionFinder> {
  const rows = await db
    .select({ lng: locations.lng, lat: locations.lat, region: regions.title })
    .from(locations)
    .innerJoin(locationRegions, eq(locationRegions.locationId, locations.id))
    .innerJoin(regions, eq(regions.id, locationRegions.regionId))
    .where(or(isNull(locations.docAssetId), not(like(locations.docAssetId, `${SYNTHETIC_KEY_PREFIX}%`))));
  return new RegionFinder(rows.map((row) => ({ ...row, region: row.region as DocRegionTitle })));
}

const sameRegions = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((title) => b.includes(title));

export type WriteOptions = {
  /** Where the records came from, for rejection lines. */
  file: string;
  /** Region for places without one: from labelled neighbours (imports) or given (benchmarks). */
  deriveRegions?: boolean;
};

export async function writePlaces(
  db: Database,
  records: ImportRecord[],
  options: WriteOptions,
): Promise<WriteResult> {
  await ensureDocRegions(db);
  return db.transaction(async (tx) => {
    const rejections: Rejection[] = [];
    const allKeys = records.flatMap((record) => [record.key, ...record.aliasKeys]);
    const storedByKey = await storedPlacesByKey(tx, allKeys);

    const handWritten = await handWrittenPlaces(tx);
    const adopted: { id: number; key: string }[] = [];

    // Several records in one batch may describe one place: they merge in order.
    const pending = new Map<string, PendingPlace>();
    for (const record of records) {
      const candidates = [record.key, ...record.aliasKeys];
      const key =
        candidates.find((k) => pending.has(k)) ?? candidates.find((k) => storedByKey.has(k)) ?? record.key;
      const earlier = pending.get(key);
      let stored = earlier?.stored ?? storedByKey.get(key);
      if (!stored && !earlier) {
        stored = handWritten.claim(record);
        if (stored) adopted.push({ id: stored.id, key });
      }
      if (!earlier && !stored && record.needsExistingPlace) {
        rejections.push({ file: options.file, record: record.origin, reason: record.needsExistingPlace });
        continue;
      }
      const place = mergePlace(earlier?.place ?? (stored ? placeFromStored(stored) : undefined), record);
      if (!place) {
        rejections.push({ file: options.file, record: record.origin, reason: 'no name or no coordinates' });
        continue;
      }
      pending.set(key, {
        key,
        stored,
        place,
        regions: record.regions.length > 0 ? record.regions : (earlier?.regions ?? []),
      });
    }

    const storedRegions = await regionTitlesByPlace(
      tx,
      [...pending.values()].flatMap((item) => (item.stored ? [item.stored.id] : [])),
    );

    // Regions: DOC's own when given; else the place keeps what it had; else the nearest evidence.
    const regionsFor = new Map<string, DocRegionTitle[]>();
    const needRegion: PendingPlace[] = [];
    for (const item of pending.values()) {
      const kept = item.stored ? (storedRegions.get(item.stored.id) ?? []) : [];
      const chosen = item.regions.length > 0 ? item.regions : kept;
      if (chosen.length > 0) regionsFor.set(item.key, chosen);
      else needRegion.push(item);
    }
    if (needRegion.length > 0 && options.deriveRegions !== false) {
      const finder = await labelledPlaces(tx);
      for (const item of pending.values()) {
        if (item.regions.length > 0) for (const region of item.regions) finder.add({ ...item.place, region });
      }
      for (const item of needRegion)
        regionsFor.set(item.key, [finder.regionFor([item.place.lng, item.place.lat])]);
    }

    // Slugs: kept for known places, new and unique for the rest.
    const taken = new Set((await tx.select({ slug: locations.slug }).from(locations)).map((row) => row.slug));
    const rows = [...pending.values()].map((item) => ({
      ...item.place,
      docAssetId: item.key,
      slug:
        item.stored?.slug ??
        uniqueSlug(item.place.title, REGION_SLUG.get(regionsFor.get(item.key)?.[0] ?? ''), taken),
    }));

    // An adopted hand-written place takes the DOC key first, so the upsert finds and updates it.
    for (const { id, key } of adopted) {
      await tx.update(locations).set({ docAssetId: key }).where(eq(locations.id, id));
    }

    const idByKey = new Map<string, number>();
    for (const batch of chunks(rows, ROWS_PER_STATEMENT)) {
      const written = await tx
        .insert(locations)
        .values(batch)
        .onConflictDoUpdate({ target: locations.docAssetId, set: UPDATE_ON_CONFLICT })
        .returning({ id: locations.id, key: locations.docAssetId });
      for (const row of written) if (row.key) idByKey.set(row.key, row.id);
    }

    // Region links change only where the regions did.
    const regionIds = new Map(
      (await tx.select({ id: regions.id, title: regions.title }).from(regions)).map((row) => [
        row.title,
        row.id,
      ]),
    );
    const changed = [...pending.values()].filter((item) => {
      const before = item.stored ? (storedRegions.get(item.stored.id) ?? []) : [];
      return !sameRegions(before, regionsFor.get(item.key) ?? []);
    });
    const changedIds = changed.map((item) => idByKey.get(item.key)!);
    for (const batch of chunks(changedIds, KEYS_PER_QUERY)) {
      await tx.delete(locationRegions).where(inArray(locationRegions.locationId, batch));
    }
    const links = changed.flatMap((item) =>
      (regionsFor.get(item.key) ?? []).map((title) => ({
        locationId: idByKey.get(item.key)!,
        regionId: regionIds.get(title)!,
      })),
    );
    for (const batch of chunks(links, KEYS_PER_QUERY)) await tx.insert(locationRegions).values(batch);

    const inserted = [...pending.values()].filter((item) => !item.stored).length;
    return { inserted, updated: pending.size - inserted, rejections };
  });
}

export type CatalogueTotals = { tracks: number; huts: number; campsites: number; highlights: number };

export async function catalogueTotals(db: Database): Promise<CatalogueTotals> {
  const rows = await db.select({ type: locations.type, n: count() }).from(locations).groupBy(locations.type);
  const of = (type: string) => rows.find((row) => row.type === type)?.n ?? 0;
  return { tracks: of('Track'), huts: of('Hut'), campsites: of('Campsite'), highlights: of('Highlight') };
}
