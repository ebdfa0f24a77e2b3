import { boxAround, kmBetween, type BoundingBox, type LngLat } from '@waymark/domain';

/**
 * The search filters over every place at once. What they read is kept in typed columns, one
 * entry per place, so browsing 30,000 places with a filter walks a few arrays rather than
 * 30,000 objects scattered through memory (ten times faster, measured).
 */

type FilteredPlace = {
  type: string;
  durationCategory: string | null;
  difficulties: string[];
  distanceKm: number | null;
  wheelchairFriendly: boolean;
  dogsAllowed: boolean | null;
  lng: number;
  lat: number;
  regionIds: number[];
};

export type Filters = {
  types: string[];
  durations?: string[];
  difficulties?: string[];
  distanceKm?: { min: number; max: number | undefined };
  wheelchair?: boolean;
  dogs?: boolean;
  regionIds?: number[];
  regionsNamedByTerm?: number[];
  bounds?: readonly [readonly [number, number], readonly [number, number]];
  near?: readonly [number, number];
};

/** A value's code in a column, numbering values as they come. */
function coder() {
  const codes = new Map<string, number>();
  return {
    code: (value: string) => codes.get(value) ?? (codes.set(value, codes.size), codes.size - 1),
    /** Codes of the values asked for; a value no place has gets none. */
    codesOf: (values: string[]) =>
      new Set(values.flatMap((value) => (codes.has(value) ? [codes.get(value)!] : []))),
  };
}

export function createPlaceFilters(places: FilteredPlace[]) {
  const types = coder();
  const durations = coder();
  const difficulties = coder();
  const count = places.length;
  const type = new Uint8Array(count);
  const duration = new Int32Array(count).fill(-1);
  /** One bit per difficulty a place has. */
  const difficulty = new Uint32Array(count);
  const distance = new Float64Array(count).fill(Number.NaN);
  const wheelchair = new Uint8Array(count);
  const dogs = new Uint8Array(count);
  const lng = new Float64Array(count);
  const lat = new Float64Array(count);
  /** Per region, which places lie in it. */
  const inRegion = new Map<number, Uint8Array>();
  places.forEach((place, index) => {
    type[index] = types.code(place.type);
    if (place.durationCategory !== null) duration[index] = durations.code(place.durationCategory);
    for (const id of place.difficulties) difficulty[index]! |= 1 << difficulties.code(id);
    if (place.distanceKm !== null) distance[index] = place.distanceKm;
    wheelchair[index] = place.wheelchairFriendly ? 1 : 0;
    dogs[index] = place.dogsAllowed ? 1 : 0;
    lng[index] = place.lng;
    lat[index] = place.lat;
    for (const id of place.regionIds) {
      if (!inRegion.has(id)) inRegion.set(id, new Uint8Array(count));
      inRegion.get(id)![index] = 1;
    }
  });
  /** A test of whether a place lies in any of these regions. */
  const inAnyOf = (ids: number[] | undefined) => {
    if (!ids?.length) return undefined;
    const columns = ids.flatMap((id) => inRegion.get(id) ?? []);
    return (index: number) => columns.some((column) => column[index] === 1);
  };

  const inBox = (box: BoundingBox, index: number) =>
    lng[index]! >= box.minLng &&
    lng[index]! <= box.maxLng &&
    lat[index]! >= box.minLat &&
    lat[index]! <= box.maxLat;

  return {
    /** Kilometres from a point to a place (great circle, as the geometry module measures). */
    kmFrom: (point: readonly [number, number], index: number) =>
      kmBetween(point as LngLat, [lng[index]!, lat[index]!]),

    /** How far a place lies from a point, when it lies within this many kilometres of it. */
    distanceWithin(point: readonly [number, number], km: number) {
      const box = boxAround([...point] as LngLat, km);
      return (index: number): number | undefined => {
        if (!inBox(box, index)) return undefined;
        const distance = this.kmFrom(point, index);
        return distance <= km ? distance : undefined;
      };
    },

    /** A test of a place (by index) against every filter asked for. */
    admitting(filters: Filters, withinKm: number): (index: number) => boolean {
      const typeCodes = types.codesOf(filters.types);
      const durationCodes = filters.durations?.length ? durations.codesOf(filters.durations) : undefined;
      let difficultyBits = 0;
      for (const code of difficulties.codesOf(filters.difficulties ?? [])) difficultyBits |= 1 << code;
      const { distanceKm, bounds, near } = filters;
      const inRegions = inAnyOf(filters.regionIds);
      const inNamedRegions = inAnyOf(filters.regionsNamedByTerm);
      const kmFromNear = near && this.distanceWithin(near, withinKm);
      return (index) =>
        typeCodes.has(type[index]!) &&
        (!durationCodes || durationCodes.has(duration[index]!)) &&
        (!filters.difficulties?.length || (difficulty[index]! & difficultyBits) !== 0) &&
        (!distanceKm ||
          (distance[index]! >= distanceKm.min &&
            (distanceKm.max === undefined || distance[index]! <= distanceKm.max))) &&
        (!filters.wheelchair || wheelchair[index] === 1) &&
        (!filters.dogs || dogs[index] === 1) &&
        (!inRegions || inRegions(index)) &&
        (!inNamedRegions || inNamedRegions(index)) &&
        (!bounds ||
          (lng[index]! >= bounds[0][0] &&
            lng[index]! <= bounds[1][0] &&
            lat[index]! >= bounds[0][1] &&
            lat[index]! <= bounds[1][1])) &&
        (!kmFromNear || kmFromNear(index) !== undefined);
    },
  };
}
