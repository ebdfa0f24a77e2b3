import { and, count, eq, isNotNull, max } from 'drizzle-orm';
import type { Database } from '#api/db/client.ts';
import { locations } from '#api/db/schema/index.ts';

/** Every track's line as the catalogue stores it (WGS84 LineString or MultiLineString), and its grades. */
export async function trackGeometries(db: Database) {
  return db
    .select({ geojson: locations.geojson, grades: locations.difficulties })
    .from(locations)
    .where(and(eq(locations.type, 'Track'), isNotNull(locations.geojson)));
}

/** Changes whenever an import adds or changes a track: when the network must be built again. */
export async function trackCatalogueVersion(db: Database): Promise<string> {
  const [row] = await db
    .select({ tracks: count(), changed: max(locations.updatedAt) })
    .from(locations)
    .where(eq(locations.type, 'Track'));
  return `${row?.tracks ?? 0}@${row?.changed?.toISOString() ?? ''}`;
}
