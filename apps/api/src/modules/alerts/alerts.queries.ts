import type { BoundingBox, LocationType } from '@waymark/domain';
import { and, asc, eq, gt, gte, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { Database } from '#api/db/client.ts';
import {
  avalancheAdvisories,
  avalancheRegions,
  docAlerts,
  highlightFeatures,
  locations,
  metserviceAlerts,
  siteAlerts,
} from '#api/db/schema/index.ts';

/** Read queries of the alerts: what is cached for a place, found by box first and shape second. */

const placeColumns = {
  id: locations.id,
  type: locations.type,
  slug: locations.slug,
  title: locations.title,
  lng: locations.lng,
  lat: locations.lat,
  geojson: locations.geojson,
  category: locations.category,
  isClosed: locations.isClosed,
  infoLink: locations.infoLink,
  /** DOC's asset id as `docAssetKey` compares it. */
  docAssetKey: sql<string | null>`replace(lower(${locations.docAssetId}), '-', '')`,
};
export type PlaceRow = {
  id: number;
  type: LocationType;
  slug: string;
  title: string;
  lng: number;
  lat: number;
  geojson: { type: 'LineString' | 'MultiLineString'; coordinates: unknown[] } | null;
  category: string | null;
  isClosed: boolean;
  infoLink: string | null;
  docAssetKey: string | null;
};

export async function findPlace(
  db: Database,
  type: LocationType,
  slug: string,
): Promise<PlaceRow | undefined> {
  const [row] = await db
    .select(placeColumns)
    .from(locations)
    .where(and(eq(locations.type, type), eq(locations.slug, slug)));
  return row;
}

export async function featuredPlaces(db: Database, highlightId: number): Promise<PlaceRow[]> {
  return db
    .select(placeColumns)
    .from(highlightFeatures)
    .innerJoin(locations, eq(locations.id, highlightFeatures.locationId))
    .where(eq(highlightFeatures.highlightId, highlightId))
    .orderBy(asc(highlightFeatures.position));
}

export async function placesInBox(
  db: Database,
  types: LocationType[],
  box: BoundingBox,
): Promise<PlaceRow[]> {
  return db
    .select(placeColumns)
    .from(locations)
    .where(
      and(
        inArray(locations.type, types),
        gte(locations.lng, box.minLng),
        lte(locations.lng, box.maxLng),
        gte(locations.lat, box.minLat),
        lte(locations.lat, box.maxLat),
      ),
    );
}

export type MetserviceAlertRow = typeof metserviceAlerts.$inferSelect;

/** Warnings whose polygons' box overlaps this box. */
export async function metserviceAlertsOverlapping(
  db: Database,
  box: BoundingBox,
): Promise<MetserviceAlertRow[]> {
  return db
    .select()
    .from(metserviceAlerts)
    .where(
      and(
        lte(metserviceAlerts.minLng, box.maxLng),
        gte(metserviceAlerts.maxLng, box.minLng),
        lte(metserviceAlerts.minLat, box.maxLat),
        gte(metserviceAlerts.maxLat, box.minLat),
      ),
    );
}

export type DocAlertRow = typeof docAlerts.$inferSelect;

export async function docAlertsForAssets(
  db: Database,
  assets: { type: LocationType; key: string }[],
): Promise<DocAlertRow[]> {
  if (assets.length === 0) return [];
  return db
    .select()
    .from(docAlerts)
    .where(or(...assets.map((a) => and(eq(docAlerts.assetType, a.type), eq(docAlerts.assetKey, a.key)))))
    .orderBy(asc(docAlerts.heading));
}

export async function avalancheRegionList(db: Database) {
  return db.select().from(avalancheRegions);
}

export async function avalancheAdvisoriesForRegion(db: Database, regionId: number) {
  return db.select().from(avalancheAdvisories).where(eq(avalancheAdvisories.regionId, regionId));
}

/** Staff alerts of a kind, on these places or on every place, that have not expired. */
export async function siteAlertsFor(db: Database, kind: 'site' | 'closed', locationIds: number[], now: Date) {
  return db
    .select()
    .from(siteAlerts)
    .where(
      and(
        eq(siteAlerts.kind, kind),
        or(
          isNull(siteAlerts.locationId),
          locationIds.length ? inArray(siteAlerts.locationId, locationIds) : undefined,
        ),
        or(isNull(siteAlerts.expiresAt), gt(siteAlerts.expiresAt, now)),
      ),
    )
    .orderBy(asc(siteAlerts.createdAt), asc(siteAlerts.id));
}
