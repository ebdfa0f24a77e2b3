import { describe, expect, test } from 'vitest';
import { GearCategoriesSchema, GearPresetSchema } from './gear.ts';
import {
  GEAR_PRESET_IDS,
  GEAR_PRESETS,
  gearPresetsForPlace,
  needsAlpineGear,
  type GearPresetPlace,
} from './gear-presets.ts';
import { DURATION_CATEGORIES } from './location.ts';

const track = (overrides: Partial<GearPresetPlace> = {}): GearPresetPlace => ({
  type: 'Track',
  durationCategory: '1-4-hours',
  difficulties: ['easy'],
  category: null,
  landscapes: [],
  activities: [],
  description: 'A walk through beech forest to a waterfall.',
  ...overrides,
});
const ids = (place: GearPresetPlace) => gearPresetsForPlace(place).presets.map((preset) => preset.id);

describe("Waymark's gear lists", () => {
  test('every list is one a walker could save as their own, within the limits', () => {
    for (const id of GEAR_PRESET_IDS) {
      const preset = GEAR_PRESETS[id];
      expect(preset.id).toBe(id);
      expect(GearPresetSchema.parse(preset)).toEqual(preset);
      expect(GearCategoriesSchema.safeParse(preset.categories).success, id).toBe(true);
      for (const category of preset.categories) {
        expect(category.items.length, `${id}: ${category.title}`).toBeGreaterThan(0);
        const titles = category.items.map((item) => item.title);
        expect(new Set(titles).size, `${id}: ${category.title}`).toBe(titles.length);
      }
      const items = preset.categories.flatMap((category) => category.items);
      expect(items.every((item) => !item.packed && item.weight === null)).toBe(true);
    }
  });

  test('a rain jacket and a warm layer go on every list, summer or not', () => {
    for (const preset of Object.values(GEAR_PRESETS)) {
      const titles = preset.categories.flatMap((category) => category.items.map((item) => item.title));
      expect(
        titles.some((title) => /rain jacket/i.test(title)),
        preset.id,
      ).toBe(true);
      expect(
        titles.some((title) => /warm top|insulated/i.test(title)),
        preset.id,
      ).toBe(true);
    }
  });

  test('anything longer than a short walk carries a beacon, a map and compass, shelter and extra food', () => {
    for (const preset of Object.values(GEAR_PRESETS).filter((p) => p.id !== 'short-walk')) {
      const titles = preset.categories.flatMap((category) => category.items.map((item) => item.title));
      for (const wanted of [
        /locator beacon/i,
        /map and compass/i,
        /emergency shelter|bivvy bag/i,
        /extra day/i,
      ])
        expect(
          titles.some((title) => wanted.test(title)),
          `${preset.id}: ${wanted}`,
        ).toBe(true);
    }
  });

  test('the alpine list has an ice axe, crampons and avalanche gear; a hut list has hut tickets', () => {
    const titles = (id: keyof typeof GEAR_PRESETS) =>
      GEAR_PRESETS[id].categories.flatMap((category) => category.items.map((item) => item.title)).join('\n');
    expect(titles('alpine-winter')).toMatch(/Ice axe[\s\S]*Crampons[\s\S]*Avalanche transceiver/);
    expect(titles('overnight-hut')).toMatch(/Hut tickets/);
    expect(titles('overnight-camping')).toMatch(/Tent/);
  });
});

describe('which lists a place offers (spec 2 §3 gear_list_presets, duration_category_gear_list)', () => {
  test.each([
    ['under-1-hour', ['short-walk', 'day-walk']],
    ['1-4-hours', ['day-walk', 'short-walk']],
    ['half-to-full-day', ['day-walk', 'overnight-hut']],
    ['multi-day', ['multi-day', 'overnight-hut', 'overnight-camping']],
  ])('a %s track starts on the list for its walking time', (durationCategory, expected) => {
    const place = track({ durationCategory });
    expect(ids(place)).toEqual(expected);
    expect(gearPresetsForPlace(place).durationPresetId).toBe(expected[0]);
  });

  test('every duration band has its list', () => {
    for (const { id } of DURATION_CATEGORIES)
      expect(gearPresetsForPlace(track({ durationCategory: id })).durationPresetId).not.toBeNull();
  });

  test('a track without a walking time offers a day walk first and has no duration list', () => {
    expect(ids(track({ durationCategory: null }))).toEqual(['day-walk', 'multi-day', 'short-walk']);
    expect(gearPresetsForPlace(track({ durationCategory: null })).durationPresetId).toBeNull();
    // A band the catalogue does not know is an unknown time, not a crash.
    expect(gearPresetsForPlace(track({ durationCategory: 'toString' })).durationPresetId).toBeNull();
  });

  test('huts start on "Overnight in a hut" and campsites on "Overnight camping"', () => {
    const hut = track({ type: 'Hut', durationCategory: null, difficulties: [], category: 'Standard' });
    expect(ids(hut)).toEqual(['overnight-hut', 'multi-day', 'day-walk']);
    expect(gearPresetsForPlace(hut).durationPresetId).toBeNull();
    const campsite = track({ type: 'Campsite', durationCategory: null, difficulties: [], category: 'Basic' });
    expect(ids(campsite)).toEqual(['overnight-camping', 'multi-day', 'day-walk']);
    expect(ids(track({ type: 'Highlight', durationCategory: null, difficulties: [] }))[0]).toBe('day-walk');
  });

  test('an alpine multi-day track starts on the alpine list, a 30-minute walk on the short-walk list', () => {
    const crossing = track({
      durationCategory: 'multi-day',
      difficulties: ['advanced', 'expert'],
      description: 'Cascade Saddle Route. A demanding alpine route over a high saddle.',
    });
    const stroll = track({ durationCategory: 'under-1-hour', difficulties: ['easiest'] });
    expect(ids(crossing)).toEqual(['alpine-winter', 'multi-day', 'overnight-hut']);
    expect(gearPresetsForPlace(crossing).durationPresetId).toBe('alpine-winter');
    expect(ids(stroll)[0]).toBe('short-walk');
  });

  test('a place offers two or three lists, and its duration list is always one of them', () => {
    const kinds = ['Track', 'Hut', 'Campsite', 'Highlight'] as const;
    for (const type of kinds)
      for (const durationCategory of [null, ...DURATION_CATEGORIES.map((d) => d.id)])
        for (const description of ['A forest walk.', 'An alpine route.']) {
          const { presets, durationPresetId } = gearPresetsForPlace(
            track({ type, durationCategory, description, difficulties: [] }),
          );
          expect(presets.length).toBeGreaterThanOrEqual(2);
          expect(presets.length).toBeLessThanOrEqual(3);
          expect(new Set(presets.map((p) => p.id)).size).toBe(presets.length);
          if (durationPresetId) expect(presets.map((p) => p.id)).toContain(durationPresetId);
        }
  });
});

describe('what makes a place alpine', () => {
  test.each<[string, Partial<GearPresetPlace>]>([
    ["DOC's Serviced Alpine hut category", { type: 'Hut', category: 'Serviced Alpine', difficulties: [] }],
    ['the Alpine landscape', { type: 'Campsite', landscapes: ['Alpine'], difficulties: [] }],
    [
      'ski touring among its activities',
      { activities: ['Skiing and ski touring'], difficulties: ['advanced'] },
    ],
    [
      'its own words, on a hard track',
      { description: 'Cross the tops above the bushline.', difficulties: ['expert'] },
    ],
    [
      'needing crampons',
      { description: 'In winter you need an ice axe and crampons.', difficulties: ['advanced'] },
    ],
  ])('%s', (_sign, overrides) => {
    expect(needsAlpineGear(track(overrides))).toBe(true);
  });

  test.each<[string, Partial<GearPresetPlace>]>([
    [
      'an easiest nature walk with "Alpine" in its name',
      { description: 'Alpine Nature Walk', difficulties: ['easiest'] },
    ],
    [
      'a hut kept by a tramping and mountaineering club',
      {
        type: 'Hut',
        description: 'Maintained by the Palmerston North Tramping and Mountaineering club.',
        difficulties: [],
      },
    ],
    [
      'a hut kept by the Alpine Club in the Glaciers area',
      {
        type: 'Hut',
        description: 'A standard hut in the Glaciers area, owned by the NZ Alpine Club.',
        difficulties: [],
      },
    ],
    [
      'subalpine scrub',
      { description: 'Climb through subalpine scrub to a lookout.', difficulties: ['advanced'] },
    ],
    ['a hard forest route', { description: 'A rough route up a gorge.', difficulties: ['expert'] }],
  ])('not %s', (_sign, overrides) => {
    expect(needsAlpineGear(track(overrides))).toBe(false);
  });
});
