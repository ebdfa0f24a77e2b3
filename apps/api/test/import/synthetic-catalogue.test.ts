import { count, eq, like } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import type { DatabaseHandle } from '#api/db/client.ts';
import { locationRegions, locations } from '#api/db/schema/index.ts';
import { catalogueTotals, writePlaces } from '#api/modules/catalogue/import/catalogue-writer.ts';
import { isInNewZealand } from '#api/modules/catalogue/import/coordinates.ts';
import {
  SYNTHETIC_ATTRIBUTION,
  syntheticCatalogue,
} from '#api/modules/catalogue/import/synthetic-catalogue.ts';
import { openTestDatabase } from '#test/test-context.ts';

const generate = (places: number, seed: number) => [...syntheticCatalogue(places, seed, 250)].flat();

describe('the synthetic benchmark catalogue', () => {
  test('the same seed gives the same places; another seed gives others', () => {
    expect(generate(50, 42)).toEqual(generate(50, 42));
    expect(generate(50, 43).map((r) => r.place.title)).not.toEqual(
      generate(50, 42).map((r) => r.place.title),
    );
  });

  test('about half tracks, a third huts, the rest campsites, all on New Zealand and marked as not real', () => {
    const places = generate(4000, 42);
    const share = (type: string) => places.filter((place) => place.type === type).length / places.length;
    expect(share('Track')).toBeCloseTo(0.5, 1);
    expect(share('Hut')).toBeCloseTo(0.35, 1);
    expect(share('Campsite')).toBeCloseTo(0.15, 1);
    for (const place of places) {
      expect(place.key).toMatch(/^synthetic:42:\d+$/);
      expect(place.place.attribution).toBe(SYNTHETIC_ATTRIBUTION);
      expect(place.place.introduction).toMatch(/Not a real place/);
      expect(isInNewZealand([place.place.lng!, place.place.lat!])).toBe(true);
      expect(place.regions).toHaveLength(1);
      if (place.type === 'Track') {
        const points = (place.place.geojson!.coordinates as unknown[]).length;
        expect(points).toBeGreaterThanOrEqual(20);
        expect(points).toBeLessThanOrEqual(200);
        expect(place.place.distanceKm).toBeGreaterThan(0);
      }
    }
  });

  describe('written to the database', () => {
    let database: DatabaseHandle;
    beforeEach(async () => {
      database = await openTestDatabase();
    });
    afterEach(() => database.close());

    test('a second run with the same seed updates in place, with unique slugs and a region each', async () => {
      for (let run = 0; run < 2; run += 1) {
        for (const batch of syntheticCatalogue(600, 42, 250)) {
          await writePlaces(database.db, batch, { file: 'synthetic', deriveRegions: false });
        }
      }
      const totals = await catalogueTotals(database.db);
      expect(totals.tracks + totals.huts + totals.campsites).toBe(600);
      const [synthetic] = await database.db
        .select({ n: count() })
        .from(locations)
        .where(like(locations.docAssetId, 'synthetic:%'));
      expect(synthetic!.n).toBe(600);
      const slugs = await database.db.select({ slug: locations.slug }).from(locations);
      expect(new Set(slugs.map((row) => row.slug)).size).toBe(600);
      const [linked] = await database.db
        .select({ n: count() })
        .from(locationRegions)
        .innerJoin(locations, eq(locations.id, locationRegions.locationId));
      expect(linked!.n).toBe(600);
    }, 60_000);
  });
});
