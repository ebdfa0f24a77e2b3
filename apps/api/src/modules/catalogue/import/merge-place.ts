import type { locations } from '#api/db/schema/index.ts';
import { groundKilometresFromWebMercator } from './coordinates.ts';
import type { ImportRecord, ImportedPlaceType, PlaceFields } from './import-record.ts';

export type StoredPlace = typeof locations.$inferSelect;

/** Every column an import writes, all set, so an upsert never falls back to a column default. */
export type MergedPlace = { [K in keyof PlaceFields]-?: Exclude<PlaceFields[K], undefined> } & {
  type: ImportedPlaceType;
  searchKeywords: string;
  searchDescription: string;
  socialDescription: string;
  socialImage: string | null;
};

const EMPTY: Omit<MergedPlace, 'type' | 'title' | 'lng' | 'lat'> = {
  introduction: '',
  thumbnail: null,
  image: null,
  gallery: [],
  photoCredit: null,
  isClosed: false,
  areas: [],
  distanceKm: null,
  trackType: null,
  walkingDuration: null,
  durationCategory: null,
  difficulties: [],
  numberOfBunks: null,
  bookable: null,
  infoLink: null,
  category: null,
  poweredSites: null,
  unpoweredSites: null,
  dogsAllowed: null,
  dogsAllowedInformation: null,
  wheelchairFriendly: false,
  sharedUse: false,
  landscapes: [],
  access: [],
  activities: [],
  facilities: [],
  essentialPreparation: null,
  roadendProximity: null,
  geojson: null,
  attribution: null,
  searchKeywords: '',
  searchDescription: '',
  socialDescription: '',
  socialImage: null,
};

const FIELDS = Object.keys(EMPTY) as (keyof typeof EMPTY)[];

/** Whether a source actually says something: empty text and empty lists say nothing. */
function hasValue(value: unknown): boolean {
  if (value === undefined || value === null) return false;
  if (typeof value === 'string') return value.trim() !== '';
  if (Array.isArray(value)) return value.length > 0;
  return true;
}

/** The place as the catalogue holds it (or a fresh one), in the shape `mergePlace` builds on. */
export function placeFromStored(stored: StoredPlace): Partial<MergedPlace> {
  const place: Partial<MergedPlace> = { type: stored.type as ImportedPlaceType, title: stored.title };
  for (const field of FIELDS) (place as Record<string, unknown>)[field] = stored[field];
  place.lng = stored.lng;
  place.lat = stored.lat;
  return place;
}

/**
 * A record laid over what is known of the place: it fills and overrides, and never blanks out
 * a field it has no value for. Undefined when the result still lacks a name or a position.
 */
export function mergePlace(
  known: Partial<MergedPlace> | undefined,
  record: ImportRecord,
): MergedPlace | undefined {
  const merged: Partial<MergedPlace> = { ...EMPTY, ...known, type: record.type };
  for (const [field, value] of Object.entries(record.place)) {
    if (hasValue(value)) (merged as Record<string, unknown>)[field] = value;
  }
  if (merged.title === undefined || merged.lng === undefined || merged.lat === undefined) return undefined;
  if (record.webMercatorLengthMetres !== undefined) {
    const km = groundKilometresFromWebMercator(record.webMercatorLengthMetres, merged.lat);
    merged.distanceKm = Math.round(km * 100) / 100;
  }
  const place = merged as MergedPlace;
  // Search and sharing text follow the description, so they are rebuilt from it every time.
  place.searchDescription = place.introduction;
  place.socialDescription = place.introduction;
  place.socialImage = place.image ?? place.thumbnail;
  place.searchKeywords = [...place.areas, place.category ?? '', place.walkingDuration ?? '']
    .filter((word) => word !== '')
    .join(' ');
  return place;
}
