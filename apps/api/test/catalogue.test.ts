import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import {
  LocationSchema,
  SearchTracksResponseSchema,
  TrackListResponseSchema,
  type SearchTracksResponse,
} from '@waymark/domain';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { DEMO_CATALOGUE } from '#api/modules/catalogue/demo/demo-catalogue.ts';
import { DEMO_PLACE_NAMES } from '#api/modules/catalogue/demo/demo-place-names.ts';
import { seedDemoCatalogue } from '#api/modules/catalogue/demo/seed-demo-catalogue.ts';
import { createTestContext, type TestContext } from './test-context.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
  await seedDemoCatalogue(ctx.database.db, DEMO_CATALOGUE, DEMO_PLACE_NAMES);
});
afterAll(() => ctx.close());

async function search(payload: Record<string, unknown>): Promise<SearchTracksResponse['data']> {
  const res = await ctx.app.inject({ method: 'POST', url: '/api/v1/search-tracks', payload });
  expect(res.statusCode, res.body).toBe(200);
  return SearchTracksResponseSchema.parse(res.json()).data;
}
const titles = (data: SearchTracksResponse['data']) => data.list.map((item) => item.title);

describe('GET tracks', () => {
  test('gives the filter options, the Great Walks as recommended tracks, and regions with track counts', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/v1/tracks' });
    const body = TrackListResponseSchema.parse(res.json());
    expect(body.difficulties.map((d) => d.title)).toEqual([
      'Easiest',
      'Easy',
      'Intermediate',
      'Advanced',
      'Expert',
    ]);
    expect(body.durations.length).toBeGreaterThan(2);
    expect(body.pinned[0]?.title).toBe('Milford Track');
    expect(body.pinned).toHaveLength(11);
    const fiordland = body.list.find((region) => region.title === 'Fiordland');
    expect(fiordland?.track_count).toBeGreaterThan(3);
    const trackTotal = DEMO_CATALOGUE.filter((p) => p.type === 'Track').length;
    expect(body.list.reduce((sum, region) => sum + region.track_count, 0)).toBe(trackTotal);
  });
});

describe('place pages', () => {
  test('a track comes with its details, region and the huts along it', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/v1/tracks/routeburn-track' });
    expect(res.statusCode).toBe(200);
    const track = LocationSchema.parse(res.json());
    expect(track).toMatchObject({
      title: 'Routeburn Track',
      type: 'Track',
      singular_name: 'Track',
      is_closed: false,
    });
    expect(track.regions.map((r) => r.title)).toContain('Fiordland');
    expect(track.distance).toBeGreaterThan(30);
    expect(track.related.huts.map((h) => h.title)).toEqual(
      expect.arrayContaining(['Routeburn Falls Hut', 'Lake Mackenzie Hut']),
    );
    expect(track.related.tracks.map((t) => t.slug)).not.toContain('routeburn-track');
    expect(track.geojson?.type).toBe('LineString');
  });

  test('a hut, a campsite and a highlight answer on their own paths', async () => {
    const hut = LocationSchema.parse(
      (await ctx.app.inject({ method: 'GET', url: '/api/v1/huts/mueller-hut' })).json(),
    );
    expect(hut.number_of_bunks).toBeGreaterThan(0);
    expect(hut.category).toBeTruthy();
    const campsite = LocationSchema.parse(
      (await ctx.app.inject({ method: 'GET', url: '/api/v1/campsites/white-horse-hill-campground' })).json(),
    );
    expect(campsite.type).toBe('Campsite');
    expect(campsite.closest_tracks.length).toBeGreaterThan(0);
    const highlight = LocationSchema.parse(
      (await ctx.app.inject({ method: 'GET', url: '/api/v1/highlights/tongariro-national-park' })).json(),
    );
    expect(highlight.featured_tracks.map((t) => t.title)).toContain('Tongariro Alpine Crossing');
    expect(highlight.accordion_items.length).toBeGreaterThan(0);
  });

  test('each place brings its own gear lists, best fit first (spec 2 §3, issue 13)', async () => {
    const place = async (url: string) =>
      LocationSchema.parse((await ctx.app.inject({ method: 'GET', url: `/api/v1/${url}` })).json());
    const lists = (found: Awaited<ReturnType<typeof place>>) => ({
      presets: found.gear_list_presets.map((preset) => preset.id),
      duration: found.duration_category_gear_list,
    });
    expect(lists(await place('tracks/routeburn-track'))).toEqual({
      presets: ['alpine-winter', 'multi-day', 'overnight-hut'],
      duration: 'alpine-winter',
    });
    expect(lists(await place('tracks/huka-falls-lookout-walk'))).toEqual({
      presets: ['short-walk', 'day-walk'],
      duration: 'short-walk',
    });
    expect(lists(await place('huts/routeburn-falls-hut'))).toEqual({
      presets: ['overnight-hut', 'multi-day', 'day-walk'],
      duration: null,
    });
    expect(lists(await place('campsites/awaroa-campsite')).presets[0]).toBe('overnight-camping');
    // The whole lists come with the place, ready for the gear page; only the place's own.
    const hut = await place('huts/mueller-hut');
    expect(hut.gear_list_presets[0]).toMatchObject({ id: 'alpine-winter', title: 'Alpine or winter trip' });
    expect(hut.gear_list_presets[0]!.categories[0]!.items[0]).toMatchObject({
      title: 'Ice axe',
      packed: false,
    });
  });

  test('a closed track says so', async () => {
    const track = LocationSchema.parse(
      (await ctx.app.inject({ method: 'GET', url: '/api/v1/tracks/bowen-falls-walk' })).json(),
    );
    expect(track.is_closed).toBe(true);
  });

  test('an unknown slug, or a hut asked for as a track, answers 404 with a readable error', async () => {
    const unknown = await ctx.app.inject({ method: 'GET', url: '/api/v1/tracks/no-such-track' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ error: 'We could not find that track.' });
    expect((await ctx.app.inject({ method: 'GET', url: '/api/v1/tracks/mueller-hut' })).statusCode).toBe(404);
  });
});

describe('POST search-tracks', () => {
  test.each([
    { accepts: 'gzip, deflate, br', sent: 'br', decode: brotliDecompressSync },
    { accepts: 'gzip, deflate', sent: 'gzip', decode: gunzipSync },
  ])(
    'its answer goes $sent to a client accepting $accepts, and reads the same',
    async ({ accepts, sent, decode }) => {
      const ask = (headers: Record<string, string>) =>
        ctx.app.inject({ method: 'POST', url: '/api/v1/search-tracks', payload: { items: 50 }, headers });
      const plain = await ask({ 'accept-encoding': 'identity' });
      const compressed = await ask({ 'accept-encoding': accepts });
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(compressed.headers['content-encoding']).toBe(sent);
      expect(compressed.headers.vary).toBe('accept-encoding');
      expect(compressed.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
      expect(JSON.parse(decode(compressed.rawPayload).toString())).toEqual(plain.json());
    },
  );

  test('a name finds its place first', async () => {
    expect(titles(await search({ term: 'routeburn' }))[0]).toBe('Routeburn Track');
  });

  test('a typo still finds it', async () => {
    expect(titles(await search({ term: 'routebrn' }))).toContain('Routeburn Track');
    expect(titles(await search({ term: 'keplar track' }))[0]).toBe('Kepler Track');
  });

  test('accents do not matter: "Tuatapere" finds "Tūātapere", "Pouakai" finds "Pouākai"', async () => {
    expect(titles(await search({ term: 'Tuatapere' }))).toContain('Tūātapere Hump Ridge Track');
    expect(titles(await search({ term: 'pouakai' }))[0]).toBe('Pouākai Crossing');
  });

  test('a region name finds what lies in it', async () => {
    const found = await search({ term: 'Fiordland', items: 100 });
    expect(found.list.length).toBeGreaterThan(5);
    expect(
      found.list.every(
        (item) =>
          item.regions.some((r) => r.title === 'Fiordland') ||
          item.locations.some((l) => /Fiordland/.test(l.title)),
      ),
    ).toBe(true);
  });

  test('a town’s name finds what lies around it: "Ohakune" lists the Tongariro tracks, nearest first', async () => {
    const found = await search({ term: 'Ohakune', items: 100 });
    // None of the demo places is named after Ōhakune; these lie within 50 km of it.
    expect(titles(found).slice(0, 5)).toEqual([
      'Tama Lakes Track',
      'Taranaki Falls Walk',
      'Tongariro Northern Circuit',
      'Waihohonu Hut',
      'Tongariro Alpine Crossing',
    ]);
    expect(titles(found)).toEqual(expect.arrayContaining(['Mangatepopo Hut', 'Whakahoro Campsite']));
    // The Whanganui Journey starts 60 km away, Huka Falls 104 km: not near Ōhakune.
    expect(titles(found)).not.toContain('Whanganui Journey');
    expect(titles(found)).not.toContain('Huka Falls Lookout Walk');
    expect(found).toMatchObject({ total: found.list.length, total_is_capped: false, all_loaded: true });
  });

  test('a town’s name is matched whatever its accents, case and spelling of "Mount"', async () => {
    const ohakune = titles(await search({ term: 'Ohakune' }));
    expect(titles(await search({ term: ' ŌHAKUNE ' }))).toEqual(ohakune);
    // "Aoraki/Mount Cook" answers to either name, and "Mt" is "Mount".
    const mountCook = titles(await search({ term: 'Mt Cook', items: 100 }));
    expect(mountCook).toEqual(
      expect.arrayContaining(['Mueller Hut', 'Hooker Valley Track', 'Sealy Tarns Track']),
    );
    expect(titles(await search({ term: 'Aoraki', items: 100 }))).toEqual(
      expect.arrayContaining(['Mueller Hut', 'Hooker Valley Track']),
    );
  });

  test('either name of a town with two finds it: "Franz Josef" and "Waiau"', async () => {
    const franzJosef = titles(await search({ term: 'Franz Josef', items: 3 }));
    expect(franzJosef).toEqual([
      'Franz Josef Glacier/Kā Roimata o Hine Hukatere Walk',
      'Minnehaha Walk',
      'Lake Matheson / Te Ara Kairaumati Walk',
    ]);
    expect(titles(await search({ term: 'waiau', items: 3 }))).toEqual(franzJosef);
  });

  test('filters still apply to the places near a town', async () => {
    const tracks = await search({
      term: 'Ohakune',
      difficulties: JSON.stringify(['easy', 'easiest']),
      items: 100,
    });
    expect(tracks.list.length).toBeGreaterThan(0);
    expect(tracks.list.every((item) => item.type === 'Track')).toBe(true);
    expect(titles(tracks)).not.toContain('Tongariro Northern Circuit');
  });

  test('an area name finds the places in it', async () => {
    expect(titles(await search({ term: 'Aoraki/Mount Cook National Park' }))).toEqual(
      expect.arrayContaining(['Mueller Hut', 'Hooker Valley Track']),
    );
  });

  test('a term under 3 characters is not a search term', async () => {
    const browse = await search({ term: ' ro ' });
    expect(browse.total).toBe(DEMO_CATALOGUE.filter((p) => p.type !== 'Highlight').length);
  });

  test('filters narrow the results to tracks that match every one', async () => {
    const easy = await search({ difficulties: JSON.stringify(['easiest']), items: 100 });
    expect(easy.list.length).toBeGreaterThan(0);
    expect(easy.list.every((item) => item.type === 'Track')).toBe(true);

    const wheelchair = await search({ wheelchair: '1', items: 100 });
    expect(titles(wheelchair)).toEqual(expect.arrayContaining(['Minnehaha Walk', 'Huka Falls Lookout Walk']));
    expect(titles(wheelchair)).not.toContain('Routeburn Track');

    const long = await search({ distance: JSON.stringify({ value: [50, 101] }), items: 100 });
    expect(titles(long)).toEqual(expect.arrayContaining(['Heaphy Track', 'Milford Track']));
    expect(titles(long)).not.toContain('Key Summit Track');

    const multiDay = await search({
      durations: JSON.stringify(['multi-day']),
      regions: JSON.stringify(['fiordland']),
    });
    expect(titles(multiDay)).toEqual(expect.arrayContaining(['Milford Track', 'Kepler Track']));
    expect(titles(multiDay)).not.toContain('Abel Tasman Coast Track');
  });

  test('the distance filter [0, 101] means no filter', async () => {
    const all = await search({ distance: JSON.stringify([0, 101]), items: 500 });
    expect(all.list.some((item) => item.type === 'Hut')).toBe(true);
  });

  test('map bounds keep only what is inside them', async () => {
    const tongariro = await search({
      bound: JSON.stringify([
        [175.4, -39.35],
        [175.8, -39.0],
      ]),
      items: 100,
    });
    expect(titles(tongariro)).toEqual(
      expect.arrayContaining(['Tongariro Alpine Crossing', 'Mangatepopo Hut']),
    );
    expect(tongariro.list.every((item) => item.lng >= 175.4 && item.lng <= 175.8)).toBe(true);
  });

  test('"Nearest to me" orders tracks by distance from where I am', async () => {
    const nearQueenstown = await search({ near: JSON.stringify([168.66, -45.03]), items: 5 });
    expect(nearQueenstown.list.every((item) => item.type === 'Track')).toBe(true);
    const distances = nearQueenstown.list.map((item) => item.distance_away!);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    expect(titles(nearQueenstown)[0]).toBe('Routeburn Track');
  });

  test('results come in pages', async () => {
    const first = await search({ items: 10, page: 0 });
    const second = await search({ items: 10, page: 1 });
    expect(first.list).toHaveLength(10);
    expect(first.all_loaded).toBe(false);
    // Browsing is counted exactly; only a term's matches are capped.
    expect(first.total_is_capped).toBe(false);
    expect(first.total).toBe(DEMO_CATALOGUE.filter((p) => p.type !== 'Highlight').length);
    expect(new Set([...first.list, ...second.list].map((item) => item.id)).size).toBe(20);
  });

  test('track lines come only when asked for', async () => {
    expect((await search({ term: 'milford track' })).list[0]?.geojson).toBeNull();
    expect((await search({ term: 'milford track', with_geometry: '1' })).list[0]?.geojson?.type).toBe(
      'LineString',
    );
  });

  test('track lines come thinned to what the map draws at the zoom it asks at', async () => {
    const stored = DEMO_CATALOGUE.find((place) => place.title === 'Milford Track')!.line!;
    const milfordAt = async (zoom?: number) => {
      const found = await search({ term: 'milford track', with_geometry: '1', zoom });
      return found.list.find((item) => item.title === 'Milford Track')!.geojson!.coordinates;
    };
    // The whole South Island in view: 2 km kinks are less than half a pixel.
    const wholeIsland = await milfordAt(5);
    expect(wholeIsland.length).toBeLessThan(stored.length);
    expect([wholeIsland[0], wholeIsland.at(-1)]).toEqual([stored[0], stored.at(-1)]);
    // Walking zooms, or no zoom at all (the map fits itself to the results): every vertex.
    expect(await milfordAt(13)).toEqual(stored);
    expect(await milfordAt()).toEqual(stored);
  });

  test.each([
    [{ zoom: 25 }, 'zoom'],
    [{ distance: 'not json' }, 'distance is not valid JSON.'],
    [{ distance: JSON.stringify([20, 10]) }, 'smallest first'],
    [{ bound: JSON.stringify([[1, 2]]) }, 'bound'],
    [{ items: 100000 }, 'items'],
    [{ term: 'x'.repeat(301) }, 'at most 300 characters'],
  ])('refuses %j with a readable error', async (payload, message) => {
    const res = await ctx.app.inject({ method: 'POST', url: '/api/v1/search-tracks', payload });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toContain(message);
  });
});

describe('POST search-tracks: every word of a term counts, wherever it stands', () => {
  test('words in another order find the place and rank it first', async () => {
    expect(titles(await search({ term: 'mackenzie lake hut' }))[0]).toBe('Lake Mackenzie Hut');
    expect(titles(await search({ term: 'hut routeburn falls' }))[0]).toBe('Routeburn Falls Hut');
    expect(titles(await search({ term: 'crossing alpine tongariro' }))[0]).toBe('Tongariro Alpine Crossing');
    expect(titles(await search({ term: 'copland track' }))[0]).toBe('Copland Track');
  });

  test('words far apart in a long name find it, however little the term looks like the whole name', async () => {
    const found = await search({ term: 'josef hine walk' });
    expect(titles(found)[0]).toBe('Franz Josef Glacier/Kā Roimata o Hine Hukatere Walk');
    expect(found.total).toBe(found.list.length);
    // "Nearest to me" matches a term the same way, and orders by distance instead.
    const near = await search({ term: 'josef hine walk', near: JSON.stringify([170.18, -43.39]) });
    expect(titles(near)).toContain('Franz Josef Glacier/Kā Roimata o Hine Hukatere Walk');
  });

  test('a place holding every word ranks above one that only resembles the term', async () => {
    // "Lake Waikaremoana Track" looks more like "lake walk" letter by letter; it lacks "walk".
    expect(titles(await search({ term: 'lake walk' }))[0]).toBe('Lake Matheson / Te Ara Kairaumati Walk');
    // Both Mueller huts lie in Aoraki/Mount Cook National Park: every word is theirs.
    const cookHut = titles(await search({ term: 'cook hut' }));
    expect(cookHut.slice(0, 2)).toEqual(expect.arrayContaining(['Mueller Hut', 'Mueller Hut Route']));
    // Pinnacles Hut shares only "hut", a common word: it is not listed at all.
    expect(cookHut).not.toContain('Pinnacles Hut');
  });

  test('the last word may be unfinished: "lake mackenzie h"', async () => {
    expect(titles(await search({ term: 'lake mackenzie h' }))[0]).toBe('Lake Mackenzie Hut');
  });

  test('a typo still ranks the right place first', async () => {
    expect(titles(await search({ term: 'routebrn falls hut' }))[0]).toBe('Routeburn Falls Hut');
    expect(titles(await search({ term: 'tongariro crosing' }))[0]).toBe('Tongariro Alpine Crossing');
    expect(titles(await search({ term: 'keplar track' }))[0]).toBe('Kepler Track');
  });

  test.each(["'; drop table locations; --", 'a & b | !c', ':*', "x:* & 'y", '!!! ::: &&& |||', 'ŉŉŉ ŉ'])(
    'a term that looks like SQL or a text-search query, %j, is only text',
    async (term) => {
      await search({ term });
      await search({ term, near: JSON.stringify([168.66, -45.03]) });
      expect(titles(await search({ term: 'routeburn' }))[0]).toBe('Routeburn Track');
    },
  );
});

describe('POST search-tracks: what people type', () => {
  test('every misspelt word counts: "milfrod trak" finds Milford Track first', async () => {
    expect(titles(await search({ term: 'milfrod trak' }))[0]).toBe('Milford Track');
  });

  test('"great walks" and "great" find the places in the Great Walk category', async () => {
    const greatWalkPlaces = DEMO_CATALOGUE.filter((place) => place.category === 'Great Walk').map(
      (place) => place.title,
    );
    expect(greatWalkPlaces.length).toBeGreaterThan(10);
    for (const term of ['great walks', 'Great Walks', 'great']) {
      expect(titles(await search({ term, items: 100 })), term).toEqual(
        expect.arrayContaining(greatWalkPlaces),
      );
    }
  });

  test('tags count: "kayaking" finds the campsites whose activities list it', async () => {
    const kayaking = DEMO_CATALOGUE.filter((place) =>
      place.activities?.some((activity) => /kayaking/i.test(activity)),
    ).map((place) => place.title);
    expect(kayaking.length).toBeGreaterThan(1);
    expect(titles(await search({ term: 'kayaking', items: 100 }))).toEqual(expect.arrayContaining(kayaking));
  });

  test('a place whose name holds the words ranks above places whose category or tags do', async () => {
    expect(titles(await search({ term: 'great walks' }))[0]).toBe('Fiordland’s Great Walks');
  });

  test('"routeburn" lists the places named Routeburn, not routes that only look a bit like it', async () => {
    expect(titles(await search({ term: 'routeburn', items: 100 }))).toEqual([
      'Routeburn Track',
      'Routeburn Falls Hut',
    ]);
  });

  test('a place sharing only a common word is not listed: "routeburn track" lists no other track', async () => {
    const found = await search({ term: 'routeburn track', items: 100 });
    expect(titles(found)[0]).toBe('Routeburn Track');
    for (const item of found.list) expect(item.title).toMatch(/Routeburn/);
  });

  test('highlights are found by their names, and only by words: browsing lists none', async () => {
    const found = await search({ term: 'glaciers' });
    expect(found.list[0]).toMatchObject({
      title: 'West Coast glaciers',
      type: 'Highlight',
      slug: 'west-coast-glaciers',
    });
    expect((await search({ items: 500 })).list.some((item) => item.type === 'Highlight')).toBe(false);
  });
});

describe('search on a catalogue filled after the server started', () => {
  test('regions and town names written since (by an import, say) count like the others', async () => {
    const fresh = await createTestContext();
    try {
      const ask = async (payload: Record<string, unknown>) => {
        const res = await fresh.app.inject({ method: 'POST', url: '/api/v1/search-tracks', payload });
        return SearchTracksResponseSchema.parse(res.json()).data;
      };
      expect((await ask({ term: 'routeburn', regions: JSON.stringify(['fiordland']) })).list).toEqual([]);
      expect((await ask({ term: 'Ohakune' })).list).toEqual([]);
      await seedDemoCatalogue(fresh.database.db, DEMO_CATALOGUE, DEMO_PLACE_NAMES);
      // The words that misspellings are corrected to are those of the places written since.
      expect((await ask({ term: 'milfrod trak' })).list[0]?.title).toBe('Milford Track');
      const routeburn = await ask({ term: 'routeburn', regions: JSON.stringify(['fiordland']) });
      expect(routeburn.list[0]).toMatchObject({
        title: 'Routeburn Track',
        regions: [{ title: 'Fiordland' }],
      });
      expect((await ask({ term: 'Ohakune' })).list[0]?.title).toBe('Tama Lakes Track');
    } finally {
      await fresh.close();
    }
  });
});
