import { DOC_REGIONS } from '@waymark/domain';
import { count, inArray } from 'drizzle-orm';
import type { Database } from '#api/db/client.ts';
import { highlightFeatures, locationRegions, locations, regions } from '#api/db/schema/index.ts';

export type NewLocation = typeof locations.$inferInsert;

export async function countLocations(db: Database): Promise<number> {
  const [row] = await db.select({ n: count() }).from(locations);
  return row?.n ?? 0;
}

/** DOC's regions are reference data: added when missing, never duplicated. */
export async function ensureDocRegions(db: Database): Promise<void> {
  await db
    .insert(regions)
    .values(DOC_REGIONS.map(({ slug, title, centre: [lng, lat] }) => ({ slug, title, lng, lat })))
    .onConflictDoNothing({ target: regions.slug });
}

export async function insertLocation(
  db: Database,
  row: NewLocation,
  regionTitles: string[],
): Promise<number> {
  const [inserted] = await db.insert(locations).values(row).returning({ id: locations.id });
  if (!inserted) throw new Error(`Could not insert ${row.title}`);
  if (regionTitles.length > 0) {
    const found = await db
      .select({ id: regions.id, title: regions.title })
      .from(regions)
      .where(inArray(regions.title, regionTitles));
    if (found.length !== regionTitles.length) {
      const known = new Set(found.map((r) => r.title));
      throw new Error(`${row.title}: unknown region ${regionTitles.filter((t) => !known.has(t)).join(', ')}`);
    }
    await db
      .insert(locationRegions)
      .values(found.map((region) => ({ locationId: inserted.id, regionId: region.id })));
  }
  return inserted.id;
}

export async function setHighlightFeatures(
  db: Database,
  highlightId: number,
  locationIds: number[],
): Promise<void> {
  if (locationIds.length === 0) return;
  await db
    .insert(highlightFeatures)
    .values(locationIds.map((locationId, position) => ({ highlightId, locationId, position })));
}
