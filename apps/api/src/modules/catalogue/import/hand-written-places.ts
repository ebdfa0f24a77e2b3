import { kmBetween, lineParts, slugify, type LngLat } from '@waymark/domain';
import { and, eq, isNull, not } from 'drizzle-orm';
import type { Database } from '#api/db/client.ts';
import { locations } from '#api/db/schema/index.ts';
import type { ImportRecord } from './import-record.ts';
import type { StoredPlace } from './merge-place.ts';

/**
 * How far apart DOC's point and a hand-written place may be and still be one place. Tracks are
 * long and DOC's point may sit anywhere along one, so for them the hand-drawn line counts too.
 */
const SAME_PLACE_KM = { Track: 15, Hut: 5, Campsite: 5 } as const;

function kilometresFromPlace(stored: StoredPlace, point: LngLat): number {
  const vertices: LngLat[] = [[stored.lng, stored.lat], ...lineParts(stored.geojson).flat()];
  return Math.min(...vertices.map((vertex) => kmBetween(vertex, point)));
}

/**
 * Places written by hand (the demo catalogue) have no DOC key. When DOC describes one of them
 * (same type, same name, close by), the import takes that place over rather than adding a
 * second: its slug, links and highlights stay, and DOC's facts are laid over it.
 */
export async function handWrittenPlaces(db: Database) {
  const rows = await db
    .select()
    .from(locations)
    .where(and(isNull(locations.docAssetId), not(eq(locations.type, 'Highlight'))));
  const byName = new Map<string, StoredPlace[]>();
  for (const row of rows) byName.set(slugify(row.title), [...(byName.get(slugify(row.title)) ?? []), row]);
  return {
    claim(record: ImportRecord): StoredPlace | undefined {
      const { title, lng, lat } = record.place;
      if (!title || lng === undefined || lat === undefined) return undefined;
      const name = slugify(title);
      const nearest = (byName.get(name) ?? [])
        .filter((row) => row.type === record.type)
        .map((row) => ({ row, km: kilometresFromPlace(row, [lng, lat]) }))
        .filter((candidate) => candidate.km <= SAME_PLACE_KM[record.type])
        .sort((a, b) => a.km - b.km)[0]?.row;
      if (nearest)
        byName.set(
          name,
          byName.get(name)!.filter((row) => row !== nearest),
        );
      return nearest;
    },
  };
}
