import type { GearCategory, GearItem, GearPreset } from './gear.ts';
import type { DurationCategoryId, LocationType } from './location.ts';

/**
 * Waymark's own gear lists for the kinds of trip people plan (spec 3 §3 "Gear list preset"),
 * written from New Zealand's outdoor safety advice: the Land Safety Code (choose the right
 * trip, understand the weather, pack warm clothes and extra food, share your plans and take
 * ways to get help, look after yourself and each other), Mountain Safety Council and DOC
 * guidance. Each item that needs a reason carries it in its notes, because a list people
 * understand is a list they pack.
 */

function item(title: string, notes = ''): GearItem {
  return { title, notes, packed: false, weight: null };
}

// ---------------------------------------------------------------- the items, each written once

const RAIN_JACKET = item(
  'Rain jacket with a hood',
  'Pack it even on a fine summer morning. New Zealand weather changes within hours, and wind on wet skin chills you faster than cold alone.',
);
const WARM_TOP = item(
  'Warm top (merino, polypropylene or fleece)',
  'Layers, not cotton: cotton soaks up water and stays cold, while wool and synthetics keep you warm when damp.',
);
const THERMALS = item('Thermal top and leggings', 'A base layer of wool or synthetic, never cotton.');
const HAT_AND_GLOVES = item(
  'Warm hat and gloves',
  'Hands and head lose heat fast; on the tops it can snow in any month.',
);
const OVERTROUSERS = item('Rain overtrousers', 'Keep your legs dry and out of the wind.');
const WALKING_SHORTS = item(
  'Quick-drying shorts or trousers',
  'Not jeans: wet denim is heavy, cold and slow to dry.',
);
const BOOTS = item(
  'Sturdy boots or walking shoes, worn in',
  'Tracks are often muddy, rooty or rocky; new boots on a long day mean blisters.',
);
const COMFORTABLE_SHOES = item('Comfortable walking shoes');
const SPARE_SOCKS = item('Spare socks');
const SUN_HAT = item('Sun hat and sunglasses');
const DRY_CLOTHES = item(
  'Dry clothes for the hut or camp',
  'Keep a dry set in your pack liner and change into it when you arrive. Never walk in it: it is what warms you up at night.',
);
const CAMP_SHOES = item(
  'Hut or camp shoes',
  'Boots stay at the hut door; light shoes or jandals give wet feet a rest.',
);

const WATER_BOTTLE = item(
  'Water bottle (at least 1 litre each)',
  'Drink before you are thirsty; on hot days or long climbs take 2 litres.',
);
const WATER_TREATMENT = item(
  'Water treatment: filter, tablets or a way to boil it',
  'Water from streams, lakes and hut tanks can carry giardia and other bugs, however clean it looks. Treat or boil it before you drink it.',
);
const SNACK = item('A snack');
const LUNCH_AND_SNACKS = item('Lunch and snacks', 'Eat little and often to keep warm and keep going.');
const EXTRA_DAY_OF_FOOD = item(
  'Food for an extra day',
  'Weather or a river in flood can hold you up. Never cross a flooded river: wait for it to drop, and carry the food to wait.',
);
const MEALS = item('Breakfasts, dinners and hot drinks for each night');
const STOVE = item(
  'Cooking stove, fuel and a lighter',
  'Most huts have no cooker; only some have gas, and only in season. Check the hut’s facilities before you leave yours behind.',
);
const COOKING_GEAR = item('Pot, mug, bowl and spoon');

const FIRST_AID_KIT = item(
  'First aid kit',
  'Plasters and blister dressings, a crepe bandage, strapping tape, pain relief, antihistamine and any medicines you take. Know how to use what is in it.',
);
const SMALL_FIRST_AID_KIT = item('Small first aid kit', 'Plasters and blister dressings at least.');
const PLB = item(
  'Personal locator beacon (PLB)',
  'Most of the backcountry has no mobile coverage. A beacon calls rescuers to your position from anywhere with a view of the sky. No beacon? Hire one from an outdoor shop or DOC visitor centre, and register your own (it is free) so rescuers know who you are.',
);
const MAP_AND_COMPASS = item(
  'Topographic map and compass',
  'A phone can go flat, get wet or lose its signal. Carry a paper map of the area (NZTopo50) and a compass, and know how to use them together.',
);
const PHONE = item(
  'Mobile phone, charged, in a waterproof bag',
  'Good for photos and offline maps, but do not count on it to navigate or to call for help: coverage is patchy.',
);
const PHONE_FOR_SHORT_WALK = item(
  'Mobile phone, charged',
  'Coverage can drop away a short distance from the road, so tell someone where you are going.',
);
const POWER_BANK = item('Power bank and cable');
const HEAD_TORCH = item(
  'Head torch and spare batteries',
  'Trips often take longer than planned. A torch lets you keep walking safely, or make camp, after dark.',
);
const EMERGENCY_SHELTER = item(
  'Emergency shelter (survival bag or bivvy bag)',
  'If someone is hurt or the weather turns, a shelter keeps off wind and rain while you wait for help. Cold and wet (hypothermia) is a killer in New Zealand’s hills, even in summer.',
);
const WHISTLE = item(
  'Whistle',
  'Three blasts call for help, carry further than a voice and cost less energy.',
);
const FIRE_STARTER = item('Matches or a lighter in a waterproof container');
const TRIP_PLAN = item(
  'Trip plan left with someone you trust',
  'Tell someone at home where you are going, who with, when you expect to be out and when to call for help. Sharing this trip plan does that.',
);

const SUNSCREEN = item(
  'Sunscreen and lip balm',
  'New Zealand’s sun burns fast, even through cloud, and faster on snow, water and high ground.',
);
const INSECT_REPELLENT = item(
  'Insect repellent',
  'Sandflies swarm on the West Coast, in Fiordland and beside many rivers and lakes; mosquitoes come out at dusk.',
);
const PACK_LINER = item(
  'Pack liner (a strong plastic bag)',
  'Packs are not waterproof. A liner keeps your sleeping bag and spare clothes dry, whatever the weather.',
);
const RUBBISH_BAG = item(
  'Rubbish bag',
  'There are no bins in the backcountry: carry out everything you carry in, food scraps included.',
);
const TOILET_KIT = item(
  'Toilet paper and a trowel',
  'Use toilets where there are some. Where there are none, bury waste at least 50 metres from water, tracks and campsites.',
);
const TOILETRIES = item('Toothbrush, hand sanitiser and personal medicines');

const HUT_TICKETS = item(
  'Hut tickets, hut pass or booking confirmation',
  'Most DOC huts are paid for with hut tickets or a Backcountry Hut Pass; Great Walk huts and some others must be booked ahead. Many huts are first come, first served, so be ready to squeeze in or camp if one is full.',
);
const HUT_SLEEPING_BAG = item(
  'Sleeping bag',
  'Huts have mattresses but no bedding, and most have no heating or only a fire you light yourself.',
);
const EARPLUGS = item('Earplugs', 'Bunkrooms are shared.');
const TENT = item(
  'Tent with its fly, poles and pegs',
  'Pitch it at home first to check nothing is missing; choose a site away from rising rivers and falling trees.',
);
const SLEEPING_MAT = item('Sleeping mat', 'The ground draws heat from you faster than the air does.');
const CAMP_SLEEPING_BAG = item('Sleeping bag warm enough for the coldest night forecast');
const CAMPSITE_BOOKING = item(
  'Campsite booking or fees',
  'Great Walk and many DOC campsites must be booked ahead; others take payment on site.',
);
const REPAIR_KIT = item('Repair kit: tape, cord, needle and thread');

const ICE_AXE = item(
  'Ice axe',
  'Carry it only with the skills to use it: learn to self-arrest on a course, before you need to.',
);
const CRAMPONS = item(
  'Crampons that fit your boots',
  'Fit them to your boots at home; crampons need stiff boots to hold.',
);
const AVALANCHE_KIT = item(
  'Avalanche transceiver, probe and shovel',
  'Check the New Zealand Avalanche Advisory before you go. In avalanche terrain each person carries all three, and the whole group knows how to use them.',
);
const HELMET = item('Helmet', 'For steep, icy or rocky ground and falling rock.');
const GOGGLES = item(
  'Snow goggles and dark (category 3 or 4) sunglasses',
  'Sun off snow burns eyes (snow blindness) as well as skin; goggles for wind and whiteout.',
);
const INSULATED_JACKET = item(
  'Insulated jacket (down or synthetic)',
  'For every stop and for waiting out trouble: above the bushline the wind chill is severe.',
);
const MITTS = item('Warm gloves, waterproof over-mitts and a spare pair');
const BALACLAVA = item('Balaclava or neck warmer');
const GAITERS = item('Gaiters', 'Keep snow and scree out of your boots.');
const THERMOS = item('Thermos of hot drink');
const GPS = item(
  'GPS or a phone with offline maps, and spare batteries',
  'A whiteout hides every landmark. Know how to follow a compass bearing too: cold flattens batteries fast.',
);
const GROUP_SHELTER = item(
  'Group shelter or a bivvy bag each',
  'Stopped by injury or a storm on the tops, you need shelter from the wind at once.',
);
const ALPINE_SLEEPING_BAG = item(
  'Sleeping bag rated below freezing',
  'Alpine huts are unheated and can be full; a warm bag is also what gets you through a night out you did not plan.',
);

// ---------------------------------------------------------------- categories shared by several lists

const safety = (...more: GearItem[]): GearCategory => ({
  title: 'Safety and navigation',
  items: [
    TRIP_PLAN,
    PLB,
    MAP_AND_COMPASS,
    PHONE,
    FIRST_AID_KIT,
    EMERGENCY_SHELTER,
    HEAD_TORCH,
    WHISTLE,
    ...more,
  ],
});
const clothing = (...more: GearItem[]): GearCategory => ({
  title: 'Clothing: layers, not cotton',
  items: [
    RAIN_JACKET,
    OVERTROUSERS,
    WARM_TOP,
    THERMALS,
    HAT_AND_GLOVES,
    WALKING_SHORTS,
    BOOTS,
    SPARE_SOCKS,
    SUN_HAT,
    ...more,
  ],
});
const personal = (...more: GearItem[]): GearCategory => ({
  title: 'Personal and other',
  items: [SUNSCREEN, INSECT_REPELLENT, PACK_LINER, RUBBISH_BAG, TOILET_KIT, ...more],
});
const cooking: GearCategory = { title: 'Cooking', items: [STOVE, COOKING_GEAR, FIRE_STARTER] };
const overnightFood: GearCategory = {
  title: 'Food and water',
  items: [WATER_BOTTLE, WATER_TREATMENT, MEALS, LUNCH_AND_SNACKS, EXTRA_DAY_OF_FOOD],
};

// ---------------------------------------------------------------- the lists

export const GEAR_PRESET_IDS = [
  'short-walk',
  'day-walk',
  'overnight-hut',
  'overnight-camping',
  'multi-day',
  'alpine-winter',
] as const;
export type GearPresetId = (typeof GEAR_PRESET_IDS)[number];

export const GEAR_PRESETS: Record<GearPresetId, GearPreset> = {
  'short-walk': {
    id: 'short-walk',
    title: 'Short walk (under an hour)',
    categories: [
      { title: 'Clothing', items: [COMFORTABLE_SHOES, RAIN_JACKET, WARM_TOP, SUN_HAT] },
      { title: 'Food and water', items: [WATER_BOTTLE, SNACK] },
      {
        title: 'Safety and other',
        items: [PHONE_FOR_SHORT_WALK, SMALL_FIRST_AID_KIT, SUNSCREEN, INSECT_REPELLENT],
      },
    ],
  },
  'day-walk': {
    id: 'day-walk',
    title: 'Day walk',
    categories: [
      safety(),
      clothing(),
      {
        title: 'Food and water',
        items: [WATER_BOTTLE, WATER_TREATMENT, LUNCH_AND_SNACKS, EXTRA_DAY_OF_FOOD],
      },
      personal(),
    ],
  },
  'overnight-hut': {
    id: 'overnight-hut',
    title: 'Overnight in a hut',
    categories: [
      { title: 'At the hut', items: [HUT_TICKETS, HUT_SLEEPING_BAG, CAMP_SHOES, EARPLUGS] },
      safety(POWER_BANK),
      clothing(DRY_CLOTHES),
      overnightFood,
      cooking,
      personal(TOILETRIES),
    ],
  },
  'overnight-camping': {
    id: 'overnight-camping',
    title: 'Overnight camping',
    categories: [
      { title: 'Camp', items: [CAMPSITE_BOOKING, TENT, SLEEPING_MAT, CAMP_SLEEPING_BAG, CAMP_SHOES] },
      safety(POWER_BANK),
      clothing(DRY_CLOTHES),
      overnightFood,
      cooking,
      personal(TOILETRIES),
    ],
  },
  'multi-day': {
    id: 'multi-day',
    title: 'Multi-day tramp',
    categories: [
      {
        title: 'Huts or camp',
        items: [
          HUT_TICKETS,
          item(
            'Tent or fly, if you may camp',
            'Huts on popular tracks fill up; on a first come, first served track a fly or tent means a full hut is no problem.',
          ),
          HUT_SLEEPING_BAG,
          SLEEPING_MAT,
          CAMP_SHOES,
          EARPLUGS,
        ],
      },
      safety(POWER_BANK, REPAIR_KIT),
      clothing(DRY_CLOTHES),
      overnightFood,
      cooking,
      personal(TOILETRIES),
    ],
  },
  'alpine-winter': {
    id: 'alpine-winter',
    title: 'Alpine or winter trip',
    categories: [
      {
        title: 'Alpine gear',
        items: [ICE_AXE, CRAMPONS, AVALANCHE_KIT, HELMET, GOGGLES, GAITERS],
      },
      {
        title: 'Safety and navigation',
        items: [TRIP_PLAN, PLB, MAP_AND_COMPASS, GPS, FIRST_AID_KIT, GROUP_SHELTER, HEAD_TORCH, WHISTLE],
      },
      clothing(INSULATED_JACKET, MITTS, BALACLAVA, DRY_CLOTHES),
      {
        title: 'Food and water',
        items: [WATER_BOTTLE, WATER_TREATMENT, THERMOS, LUNCH_AND_SNACKS, EXTRA_DAY_OF_FOOD],
      },
      {
        title: 'For a night in a hut or tent',
        items: [HUT_TICKETS, ALPINE_SLEEPING_BAG, SLEEPING_MAT, STOVE, COOKING_GEAR, MEALS],
      },
      personal(),
    ],
  },
};

// ---------------------------------------------------------------- which lists suit a place

/** What the catalogue stores about a place that says which gear it needs. */
export type GearPresetPlace = {
  type: LocationType;
  /** One of DURATION_CATEGORIES' ids, or null when the walking time is unknown. */
  durationCategory: string | null;
  /** DIFFICULTIES ids. */
  difficulties: readonly string[];
  /** A hut's or campsite's DOC category, e.g. "Serviced Alpine". */
  category: string | null;
  landscapes: readonly string[];
  activities: readonly string[];
  /** The place's own words: its name, introduction and essential preparation. */
  description: string;
};

/**
 * Words that say a trip goes into alpine terrain. "Alpine club" and "mountaineering club" name
 * who keeps a hut, not where it is, and "subalpine" scrub grows below the bushline. Snow,
 * glaciers and avalanches are left out on purpose: DOC's huts in "the Glaciers area" sit in
 * valley floors, and lowland Great Walks mention avalanche paths they close in winter.
 */
const ALPINE_WORDS =
  /\balpine\b(?!\s+club)|\bmountaineering\b(?!\s+club)|\bcrampons?\b|\bice[\s-]?axes?\b|\babove the bush[\s-]?line\b|\bski[\s-]touring\b/i;
const ALPINE_LANDSCAPE = /^alpine$/i;
const ALPINE_ACTIVITIES = /mountaineering|ski/i;

/**
 * Whether a place is an alpine trip, from what the catalogue stores. The alpine forecast
 * (forecast.ts isAlpinePlace) also goes by the height the weather service reports, but the
 * catalogue has no altitude and a place's gear must not wait for a forecast, so the signs here
 * are DOC's own: the "Serviced Alpine" hut category, the "Alpine" landscape, alpine
 * activities (mountaineering, ski touring), or the place's own words. A track must also be
 * graded advanced or expert (or not graded): an alpine word on an easiest 20-minute nature walk
 * at a ski-field road end does not make the walk a trip into the mountains.
 */
export function needsAlpineGear(place: GearPresetPlace): boolean {
  const signs =
    /alpine/i.test(place.category ?? '') ||
    place.landscapes.some((landscape) => ALPINE_LANDSCAPE.test(landscape.trim())) ||
    place.activities.some((activity) => ALPINE_ACTIVITIES.test(activity)) ||
    ALPINE_WORDS.test(place.description);
  if (!signs) return false;
  if (place.type !== 'Track' || place.difficulties.length === 0) return true;
  return place.difficulties.some((grade) => grade === 'advanced' || grade === 'expert');
}

/** Tracks, by walking time: the list for the time first, then what the trip could turn into. */
const TRACK_PRESETS: Record<DurationCategoryId, GearPresetId[]> = {
  'under-1-hour': ['short-walk', 'day-walk'],
  '1-4-hours': ['day-walk', 'short-walk'],
  // A long day often ends at a hut instead.
  'half-to-full-day': ['day-walk', 'overnight-hut'],
  'multi-day': ['multi-day', 'overnight-hut', 'overnight-camping'],
};
/** A track whose walking time DOC does not give: most are day walks, some are longer. */
const UNTIMED_TRACK_PRESETS: GearPresetId[] = ['day-walk', 'multi-day', 'short-walk'];

const PLACE_PRESETS: Record<Exclude<LocationType, 'Track'>, GearPresetId[]> = {
  // A night at the hut, or the hut as one night of a longer tramp, or walking in for the day.
  Hut: ['overnight-hut', 'multi-day', 'day-walk'],
  Campsite: ['overnight-camping', 'multi-day', 'day-walk'],
  // A highlight is a guide to an area: mostly day trips from it.
  Highlight: ['day-walk', 'short-walk', 'multi-day'],
};

const durationCategoryOf = (id: string | null) =>
  id !== null && Object.hasOwn(TRACK_PRESETS, id) ? (id as DurationCategoryId) : undefined;

/** A place offers at most this many lists, so its page carries only its own. */
const MOST_PRESETS = 3;

export type GearPresetChoice = {
  /** Best fit first; never empty. */
  presets: GearPreset[];
  /** The list for the place's walking time, one of `presets`; null when the time is unknown. */
  durationPresetId: GearPresetId | null;
};

/**
 * The gear lists a place offers (spec 2 §3 `gear_list_presets`, `duration_category_gear_list`).
 *
 * - Huts start with "Overnight in a hut", campsites with "Overnight camping": that is what
 *   staying at one takes, however long the walk in.
 * - Tracks go by their walking time: under an hour is a short walk, up to a full day a day
 *   walk, longer a multi-day tramp. Each also offers what the trip may become.
 * - An alpine place (see needsAlpineGear) puts "Alpine or winter trip" first: ice axe,
 *   crampons, avalanche gear and more warmth matter more there than anything the time says.
 *
 * The duration list is what the gear page starts a plan on (spec 3 §4), so it is the best fit
 * whenever the walking time is known: for an alpine place the alpine list, since starting an
 * alpine crossing on a lowland list would leave out the gear that keeps people alive up there.
 */
export function gearPresetsForPlace(place: GearPresetPlace): GearPresetChoice {
  const duration = durationCategoryOf(place.durationCategory);
  const byKind =
    place.type === 'Track'
      ? duration
        ? TRACK_PRESETS[duration]
        : UNTIMED_TRACK_PRESETS
      : PLACE_PRESETS[place.type];
  const first: GearPresetId[] = needsAlpineGear(place) ? ['alpine-winter'] : [];
  const ids = [...new Set([...first, ...byKind])].slice(0, MOST_PRESETS);
  return { presets: ids.map((id) => GEAR_PRESETS[id]), durationPresetId: duration ? ids[0]! : null };
}
