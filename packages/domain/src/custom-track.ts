import { z } from 'zod';
import type { LEVELS } from './account.ts';
import { CustomTrackIdSchema } from './custom-track-id.ts';
import { GearPresetSchema } from './gear.ts';
import { DIFFICULTIES } from './location.ts';
import { lineLengthKm, type LngLat } from './geometry.ts';
import { multiLineText, oneLineText } from './safe-text.ts';

/**
 * Custom tracks (spec 2 §3 Custom track and Marker, §4, §7, §9): a walker's own route, drawn as
 * markers whose legs follow the track network where they can.
 */

export const CUSTOM_TRACK_LIMITS = {
  title: 100,
  description: 2000,
  markers: 500,
  /** Points in one leg's route: a day's walk along a detailed line is a few thousand. */
  legPoints: 10_000,
} as const;

/** Where a marker may go: New Zealand, as the map's bounds (spec 2 §9). */
export const NZ_BOUNDS = { minLng: 165, maxLng: 180, minLat: -49, maxLat: -33 } as const;
export const MARKER_OUTSIDE_NZ = 'Markers must be in New Zealand.';

export const TRACK_NAME_REQUIRED = 'Track name is required.';
export const TRACK_NAME_TOO_LONG = `Track name is at most ${CUSTOM_TRACK_LIMITS.title} characters.`;
export const TRACK_DESCRIPTION_TOO_LONG = `Description is at most ${CUSTOM_TRACK_LIMITS.description} characters.`;
export const DELETE_MARKER_QUESTION = 'Are you sure you want to delete this marker?';

const longitude = z
  .number()
  .min(NZ_BOUNDS.minLng, MARKER_OUTSIDE_NZ)
  .max(NZ_BOUNDS.maxLng, MARKER_OUTSIDE_NZ);
const latitude = z.number().min(NZ_BOUNDS.minLat, MARKER_OUTSIDE_NZ).max(NZ_BOUNDS.maxLat, MARKER_OUTSIDE_NZ);
export const LngLatSchema = z.tuple([longitude, latitude]);

/**
 * Why a leg is a straight line instead of following the tracks (issue 15: every such leg says
 * why). The router answers the code; the editor and the track's page show the words.
 */
export const STRAIGHT_LEG_REASONS = {
  start_off_network: 'The start is more than 100 m from any track, so this leg is a straight line.',
  end_off_network: 'The end is more than 100 m from any track, so this leg is a straight line.',
  not_joined: 'No track joins these two points, so this leg is a straight line.',
  no_route: 'The directions service found no path between these points, so this leg is a straight line.',
  unavailable:
    'Directions did not answer in time, so this leg is a straight line. Try the marker again later.',
} as const;
export type StraightLegReason = keyof typeof STRAIGHT_LEG_REASONS;
const STRAIGHT_LEG_CODES = Object.keys(STRAIGHT_LEG_REASONS) as [StraightLegReason, ...StraightLegReason[]];

/**
 * What a leg crosses, for the walking-time estimate: DOC's grades as walkers meet them. Easiest
 * and easy tracks are formed walking tracks, intermediate and advanced ones tramping tracks,
 * expert ones routes; a straight leg is off track. Flat-ground speeds in km/h for a walker of
 * intermediate experience, after DOC's own times on its tracks.
 */
export const TERRAINS = {
  'walking track': { kmPerHour: 4 },
  'tramping track': { kmPerHour: 3 },
  route: { kmPerHour: 2 },
  'off track': { kmPerHour: 1.5 },
} as const;
export type Terrain = keyof typeof TERRAINS;
const TERRAIN_KINDS = Object.keys(TERRAINS) as [Terrain, ...Terrain[]];

/**
 * The terrain of a catalogue track from its grades. DOC grades a long track by all the ground it
 * covers (the Routeburn is intermediate to expert); its middle grade, the harder of two, is what
 * most of a day on it is like.
 */
export function terrainOfGrades(grades: readonly string[]): Terrain {
  const ranked = DIFFICULTIES.map((difficulty) => difficulty.id).filter((id) => grades.includes(id));
  switch (ranked[Math.floor(ranked.length / 2)]) {
    case 'easiest':
    case 'easy':
      return 'walking track';
    case 'expert':
      return 'route';
    default:
      // Intermediate and advanced tracks are tramping tracks; ungraded lines are taken as rough,
      // as an estimate that errs long is the safe one.
      return 'tramping track';
  }
}

/** How much faster than an intermediate walker each experience level goes. */
const LEVEL_PACE: Record<(typeof LEVELS)[number], number> = {
  Beginner: 0.8,
  Intermediate: 1,
  Advanced: 1.15,
  Expert: 1.3,
};

/**
 * Hours to walk a custom track's legs at the walker's experience level. No level counts as a
 * beginner: an estimate for planning a safe day errs long.
 */
export function walkingHours(
  legs: readonly Pick<Marker, 'length' | 'terrain'>[],
  level: string | null | undefined,
): number {
  const pace = LEVEL_PACE[level as keyof typeof LEVEL_PACE] ?? LEVEL_PACE.Beginner;
  return legs.reduce((hours, leg) => hours + leg.length / (TERRAINS[leg.terrain].kmPerHour * pace), 0);
}

/** "2 h 15 min", "45 min", rounded to 5 minutes. */
export function formatWalkingHours(hours: number): string {
  const minutes = Math.round((hours * 60) / 5) * 5;
  if (minutes < 60) return `${Math.max(minutes, 5)} min`;
  const rest = minutes % 60;
  return rest === 0 ? `${minutes / 60} h` : `${Math.floor(minutes / 60)} h ${rest} min`;
}

/** "outandback" returns to a marker by the way it came (spec 2: "Return to marker"). */
export const MARKER_TYPES = ['default', 'outandback'] as const;

/**
 * A marker and the leg that reaches it from the one before (none for the start). `length` is the
 * leg's length in kilometres; the server works it out from the route rather than trusting it.
 */
export const MarkerSchema = z.object({
  lng: longitude,
  lat: latitude,
  type: z.enum(MARKER_TYPES).default('default'),
  snap: z.boolean().default(true),
  snapRoute: z.array(LngLatSchema).max(CUSTOM_TRACK_LIMITS.legPoints).nullable().default(null),
  length: z.number().min(0).default(0),
  /** What the leg crosses, for the walking time. */
  terrain: z.enum(TERRAIN_KINDS).default('tramping track'),
  /** Set when the leg was meant to follow the tracks but could not: why it is a straight line. */
  straight: z.enum(STRAIGHT_LEG_CODES).nullable().default(null),
});
export type Marker = z.infer<typeof MarkerSchema>;

/** The leg into a marker: its route when it has one, else straight from the marker before. */
export function legLine(
  markers: readonly Pick<Marker, 'lng' | 'lat' | 'snapRoute'>[],
  index: number,
): LngLat[] {
  const marker = markers[index]!;
  if (index === 0) return [[marker.lng, marker.lat]];
  if (marker.snapRoute && marker.snapRoute.length >= 2) return marker.snapRoute;
  const previous = markers[index - 1]!;
  return [
    [previous.lng, previous.lat],
    [marker.lng, marker.lat],
  ];
}

/**
 * What a marker is called, in the editor's list, on its map pin and in an exported GPX file
 * (spec 2 §2): index 0 is the Start point, and a marker of type outandback reads "Return to
 * marker" with the number of the marker it returns to.
 */
export function markerLabel(markers: readonly Pick<Marker, 'lng' | 'lat' | 'type'>[], index: number): string {
  const marker = markers[index]!;
  if (index === 0) return 'Start point';
  if (marker.type === 'outandback') {
    const first = markers.findIndex((other) => other.lng === marker.lng && other.lat === marker.lat);
    if (first === 0) return 'Return to start point';
    return first >= 0 && first < index ? `Return to marker ${first + 1}` : 'Return to marker';
  }
  return `Marker ${index + 1}`;
}

/** Spec 2 §9: a custom track's distance is the sum of its legs, each measured along its route. */
export function withLegLengths<M extends Pick<Marker, 'lng' | 'lat' | 'snapRoute' | 'length'>>(
  markers: readonly M[],
): M[] {
  return markers.map((marker, index) => ({
    ...marker,
    length: index === 0 ? 0 : Math.round(lineLengthKm(legLine(markers, index)) * 1000) / 1000,
  }));
}

export function customTrackDistance(markers: readonly Pick<Marker, 'length'>[]): number {
  return Math.round(markers.reduce((sum, marker) => sum + marker.length, 0) * 1000) / 1000;
}

const samePoint = (a: LngLat | undefined, b: LngLat | undefined) =>
  !!a && !!b && a[0] === b[0] && a[1] === b[1];

/** The whole track as one line, for its map, its alerts, its weather and its GPX file. */
export function customTrackLine(markers: readonly Pick<Marker, 'lng' | 'lat' | 'snapRoute'>[]): LngLat[] {
  const line: LngLat[] = [];
  markers.forEach((_, index) => {
    const leg = legLine(markers, index);
    // Legs meet where one ends and the next starts; a straight leg after a snapped one starts
    // at the marker itself, a step off the track, and that step is part of the line.
    line.push(...(samePoint(line.at(-1), leg[0]) ? leg.slice(1) : leg));
  });
  return line;
}

/** A GPX file without markers gets one at its start and end, and one every this far between. */
export const GPX_MARKER_EVERY_KM = 2;

/**
 * Markers for a line brought in from a GPX file (issue 15). A file with waypoints (one made here
 * has one per marker) gets a marker at each, its legs the line between them; a bare line gets a
 * marker at its start, its end and every GPX_MARKER_EVERY_KM. Each leg keeps the file's own
 * points: it is the walker's line, not ours to re-route.
 */
export function markersFromGpx({ line, waypoints }: { line: LngLat[]; waypoints: LngLat[] }): Marker[] {
  const marker = (at: LngLat, snapRoute: LngLat[] | null): Marker => ({
    lng: at[0],
    lat: at[1],
    type: 'default',
    snap: true,
    snapRoute,
    length: 0,
    terrain: 'tramping track',
    straight: null,
  });
  if (line.length < 2) return withLegLengths(waypoints.map((at) => marker(at, null)));
  const stops =
    waypoints.length > 0 ? stopsAtWaypoints(line, waypoints) : stopsEvery(line, GPX_MARKER_EVERY_KM);
  const at = (k: number) => (waypoints.length > 0 ? waypoints[k]! : line[stops[k]!]!);
  return withLegLengths(
    stops.map((vertex, k) => marker(at(k), k === 0 ? null : line.slice(stops[k - 1], vertex + 1))),
  );
}

/** For each waypoint in turn, the nearest vertex of the line from the previous one on. */
function stopsAtWaypoints(line: LngLat[], waypoints: LngLat[]): number[] {
  const stops: number[] = [];
  for (const [lng, lat] of waypoints) {
    let best = stops.at(-1) ?? 0;
    let bestDistance = Infinity;
    for (let i = best; i < line.length; i += 1) {
      const d = (line[i]![0] - lng) ** 2 + (line[i]![1] - lat) ** 2;
      if (d < bestDistance) [best, bestDistance] = [i, d];
    }
    stops.push(best);
  }
  return stops;
}

function stopsEvery(line: LngLat[], km: number): number[] {
  const stops = [0];
  let since = 0;
  for (let i = 1; i < line.length; i += 1) {
    since += lineLengthKm([line[i - 1]!, line[i]!]);
    if (since >= km && i < line.length - 1) {
      stops.push(i);
      since = 0;
    }
  }
  stops.push(line.length - 1);
  return stops;
}

/** `POST custom-track`, `PUT custom-track/{id}`: the track's fields and its markers. */
export const CustomTrackInputSchema = z.object({
  title: oneLineText('Track name', { error: TRACK_NAME_REQUIRED })
    .trim()
    .min(1, TRACK_NAME_REQUIRED)
    .max(CUSTOM_TRACK_LIMITS.title, TRACK_NAME_TOO_LONG),
  description: multiLineText('Description')
    .max(CUSTOM_TRACK_LIMITS.description, TRACK_DESCRIPTION_TOO_LONG)
    .default(''),
  /** Sent by the editor; the server keeps the sum of the legs it measured instead. */
  distance: z.number().min(0).optional(),
  markers: z
    .array(MarkerSchema)
    .max(CUSTOM_TRACK_LIMITS.markers, `A track has at most ${CUSTOM_TRACK_LIMITS.markers} markers.`)
    .default([]),
});
export type CustomTrackInput = z.infer<typeof CustomTrackInputSchema>;

export const CustomTrackParamsSchema = z.object({ id: CustomTrackIdSchema });

export const CustomTrackSchema = z.object({
  id: CustomTrackIdSchema,
  title: z.string(),
  description: z.string(),
  /** Kilometres. */
  distance: z.number(),
  last_edited: z.string(),
  markers: z.array(MarkerSchema),
  gear_list_presets: z.array(GearPresetSchema),
  /** The viewer made it: only then may they edit, share or delete it. */
  is_own: z.boolean(),
});
export type CustomTrack = z.infer<typeof CustomTrackSchema>;

export const CUSTOM_TRACKS_PAGE_SIZE = 12;
export const CustomTrackListSchema = z.object({
  tracks: z.array(CustomTrackSchema),
  all_loaded: z.boolean(),
});
export const CustomTrackListQuerySchema = z.object({
  page: z.coerce.number().int().min(0).max(10_000).default(0),
});
export const CustomTrackSavedSchema = z.object({ id: CustomTrackIdSchema });
export const CustomTrackCountSchema = z.object({ user_tracks: z.number().int() });

/**
 * The maker's own trip plans on a track (`GET custom-track/{id}/plans`), for the delete dialog
 * to name: deleting the track deletes them, so the maker is told which before they confirm.
 */
export const CustomTrackPlansSchema = z.object({
  plans: z.array(
    z.object({
      id: z.number().int(),
      /** The trip's name: the walker's own, else the track's title. */
      name: z.string(),
      /** Published: its group and emergency contact were told, and its safety net is on. */
      is_published: z.boolean(),
    }),
  ),
});
export type CustomTrackPlans = z.infer<typeof CustomTrackPlansSchema>;

/**
 * `DELETE custom-track/{id}?plans=3,7`: the ids of the plans on it that the maker confirmed go
 * too. Without them, or when they are not exactly the track's plans now, nothing is deleted.
 */
export const CustomTrackDeleteQuerySchema = z.object({
  plans: z
    .string()
    .max(2000)
    .regex(/^\d{1,10}(,\d{1,10})*$/, 'List the plans to delete as their ids, separated by commas.')
    .transform((list) => list.split(',').map(Number))
    .optional(),
});

export const customTrackInUseMessage = (names: readonly string[]) =>
  `This track is used by your trip ${names.length === 1 ? 'plan' : 'plans'} ${names
    .map((name) => `“${name}”`)
    .join(
      ', ',
    )}. Deleting it deletes ${names.length === 1 ? 'that plan' : 'those plans'} too: confirm which plans go, then delete again.`;

// ---------------------------------------------------------------- directions

/** One leg as the directions call answers it: along the tracks, or straight with the reason. */
export const LegSchema = z.object({
  snapped: z.boolean(),
  coordinates: z.array(z.tuple([z.number(), z.number()])),
  /** Kilometres along the leg. */
  length: z.number(),
  terrain: z.enum(TERRAIN_KINDS),
  /** Why the leg is straight; absent when it follows the tracks. */
  reason: z.enum(STRAIGHT_LEG_CODES).optional(),
});
export type Leg = z.infer<typeof LegSchema>;

const coordinatePair = z
  .string()
  .regex(/^-?\d{1,3}(\.\d+)?,-?\d{1,2}(\.\d+)?$/, 'A point is "longitude,latitude".')
  .transform((text) => text.split(',').map(Number) as [number, number])
  .pipe(LngLatSchema);
export const LegQuerySchema = z.object({ from: coordinatePair, to: coordinatePair });
