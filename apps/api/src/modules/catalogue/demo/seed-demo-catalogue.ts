import { slugify } from '@waymark/domain';
import type { Database } from '#api/db/client.ts';
import {
  countLocations,
  ensureDocRegions,
  insertLocation,
  setHighlightFeatures,
} from '#api/modules/catalogue/catalogue.repository.ts';
import { countPlaceNames, writePlaceNames } from '#api/modules/catalogue/import/place-name-writer.ts';
import { placeNamesChanged } from '#api/modules/catalogue/place-name-directory.ts';
import { insertSiteAlert } from '#api/modules/alerts/alerts.repository.ts';
import type { PlaceNameRecord } from '#api/modules/catalogue/place-names.ts';
import { demoLocationRow } from './demo-location-row.ts';
import type { DemoPlace } from './demo-place.ts';

/** Whether the seed ran, and how many places the catalogue holds afterwards. */
export type SeedResult = { seeded: boolean; places: number };

/**
 * Fills an empty catalogue with the demo places, all or nothing, and gives search the demo's
 * town names unless a gazetteer was imported already. A catalogue that already holds anything
 * (an earlier seed, or an import) is left alone.
 */
export async function seedDemoCatalogue(
  db: Database,
  places: readonly DemoPlace[],
  placeNames: readonly PlaceNameRecord[] = [],
): Promise<SeedResult> {
  await ensureDocRegions(db);
  const result = await db.transaction(async (tx) => {
    const existing = await countLocations(tx);
    if (existing > 0) return { seeded: false, places: existing };
    const idBySlug = new Map<string, number>();
    for (const place of places) {
      const row = demoLocationRow(place);
      const id = await insertLocation(tx, row, [place.region]);
      idBySlug.set(row.slug, id);
      if (place.closedBecause) {
        await insertSiteAlert(tx, {
          kind: 'closed',
          alertName: 'closed',
          title: `${place.title} is closed`,
          content: `<p>${place.closedBecause}</p>`,
          locationId: id,
        });
      }
    }
    for (const place of places) {
      if (!place.featured?.length) continue;
      const highlightId = idBySlug.get(place.slug ?? slugify(place.title))!;
      const featuredIds = place.featured.map((slug) => {
        const id = idBySlug.get(slug);
        if (id === undefined)
          throw new Error(`${place.title} features ${slug}, which is not in the catalogue`);
        return id;
      });
      await setHighlightFeatures(tx, highlightId, featuredIds);
    }
    if ((await countPlaceNames(tx)) === 0) await writePlaceNames(tx, [...placeNames]);
    return { seeded: true, places: places.length };
  });
  // Search reads town names once; these were committed only now.
  if (result.seeded) placeNamesChanged();
  return result;
}
