import { DURATION_CATEGORIES, durationCategoryForHours, slugify, type LngLat } from '@waymark/domain';
import {
  positionFrom,
  startOf,
  trackGeometryFrom,
  trackLengthKm,
} from '#api/modules/catalogue/import/coordinates.ts';
import {
  difficultyIds,
  docAreas,
  docList,
  docPageGuid,
  docRegionTitles,
  docUrl,
  dogsAllowedFrom,
  hyphenatedGuid,
  galleryFrom,
  isClosedFromStatus,
  mentionsWheelchairAccess,
  plainText,
  safeHtml,
  text,
  wholeNumber,
  yesNo,
} from '#api/modules/catalogue/import/doc-values.ts';
import {
  DOC_ATTRIBUTION,
  type ImportRecord,
  type ImportedPlaceType,
  type PlaceFields,
} from '#api/modules/catalogue/import/import-record.ts';
import { parseWalkingTime, trackTypeFromName } from '#api/modules/catalogue/import/walking-time.ts';
import { DOC_PAGE_KEY_PREFIX } from './walking-experience.ts';

/**
 * A DOC hut, campsite or track object into our shape. The DOC API (v1 tracks, v2 huts and
 * campsites, lists and details) and DOC's ArcGIS layers use the same field names, so one
 * reader serves both; each reads only the fields it finds.
 */

export type DocObject = Record<string, unknown>;

const HUT_FIELDS = ['hutCategory', 'numberOfBunks', 'proximityToRoadEnd'];
const CAMPSITE_FIELDS = [
  'campsiteCategory',
  'numberOfPoweredSites',
  'numberOfUnpoweredSites',
  'free',
  'landscape',
];
const TRACK_FIELDS = [
  'line',
  'walkDuration',
  'walkTrackCategory',
  'permittedActivities',
  'walkDurationCategory',
];
const GUID = /^[0-9a-f]{8}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{12}$/i;

/** What an object is, from the fields only one kind has; undefined for a bare list entry. */
export function kindOfDocObject(object: DocObject): ImportedPlaceType | undefined {
  const has = (fields: string[]) => fields.some((field) => field in object && object[field] !== null);
  if (has(TRACK_FIELDS) || GUID.test(text(object.assetId) ?? '')) return 'Track';
  if (has(CAMPSITE_FIELDS)) return 'Campsite';
  if (has(HUT_FIELDS)) return 'Hut';
  return undefined;
}

const HUT_WORDS = /\b(hut|huts|biv|bivvy|bivvies|bivouac|lodge|shelter)\b/i;
const CAMPSITE_WORDS = /\b(campsite|campground|camping|camp|holiday park)\b/i;

/**
 * A DOC API list entry (`{assetId, name, status, region, x, y}`) looks the same for huts and
 * campsites. Lists hold one kind, so the names decide for the whole list: when most names
 * clearly read as huts (or campsites), the list is taken as huts (or campsites).
 */
export function kindOfDocListByNames(objects: DocObject[]): ImportedPlaceType | undefined {
  let huts = 0;
  let campsites = 0;
  for (const object of objects) {
    const name = text(object.name) ?? '';
    const hut = HUT_WORDS.test(name);
    const campsite = CAMPSITE_WORDS.test(name);
    if (hut && !campsite) huts += 1;
    if (campsite && !hut) campsites += 1;
  }
  const decided = huts + campsites;
  if (decided === 0 || decided < objects.length / 3) return undefined;
  if (huts >= decided * 0.8) return 'Hut';
  if (campsites >= decided * 0.8) return 'Campsite';
  return undefined;
}

/** "1.4 km", "800 m", 12.5 → kilometres. */
function kilometresFrom(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) && value > 0 ? value : undefined;
  const match = /([\d.]+)\s*(km|kilometres?|m|metres?)\b/i.exec(text(value) ?? '');
  if (!match) return undefined;
  const amount = Number(match[1]);
  if (!Number.isFinite(amount) || amount <= 0) return undefined;
  return /^k/i.test(match[2]!) ? amount : amount / 1000;
}

/** DOC's own duration band ("Under 1 hour", "Multi day") when its free text gives no hours. */
function durationCategoryFromDocBand(value: unknown): string | undefined {
  const bands = docList(value).map(slugify);
  return DURATION_CATEGORIES.find((category) => bands.includes(slugify(category.title)))?.id;
}

/** Sets a field only when the source has a value for it. */
function setIfPresent<K extends keyof PlaceFields>(
  place: Partial<PlaceFields>,
  field: K,
  value: PlaceFields[K] | undefined,
) {
  if (value === undefined || value === null) return;
  if (Array.isArray(value) && value.length === 0) return;
  place[field] = value;
}

function commonFields(object: DocObject, place: Partial<PlaceFields>) {
  setIfPresent(place, 'isClosed', isClosedFromStatus(object.status));
  setIfPresent(place, 'introduction', plainText(object.introduction));
  setIfPresent(place, 'thumbnail', docUrl(object.introductionThumbnail));
  setIfPresent(place, 'image', docUrl(object.heroImage));
  setIfPresent(place, 'gallery', galleryFrom(object.gallery));
  setIfPresent(place, 'infoLink', docUrl(object.staticLink));
  setIfPresent(place, 'areas', docAreas(object.place, object.locationString, object.locationArray ?? []));
  setIfPresent(place, 'bookable', yesNo(object.bookable));
  setIfPresent(place, 'facilities', docList(object.facilities));
  setIfPresent(place, 'activities', docList(object.activities ?? object.permittedActivities));
  setIfPresent(place, 'dogsAllowed', dogsAllowedFrom(object.dogsAllowed));
  setIfPresent(place, 'dogsAllowedInformation', safeHtml(object.dogsAllowed));
  setIfPresent(place, 'essentialPreparation', safeHtml(object.essentialPreparation));
}

function hutFields(object: DocObject, place: Partial<PlaceFields>) {
  setIfPresent(place, 'category', plainText(object.hutCategory));
  setIfPresent(place, 'numberOfBunks', wholeNumber(object.numberOfBunks));
  const roadEnd = plainText(object.proximityToRoadEnd);
  if (roadEnd && !/^not applicable$/i.test(roadEnd)) place.roadendProximity = roadEnd;
}

function campsiteFields(object: DocObject, place: Partial<PlaceFields>) {
  setIfPresent(place, 'category', plainText(object.campsiteCategory));
  setIfPresent(place, 'poweredSites', wholeNumber(object.numberOfPoweredSites));
  setIfPresent(place, 'unpoweredSites', wholeNumber(object.numberOfUnpoweredSites));
  setIfPresent(place, 'landscapes', docList(object.landscape));
  setIfPresent(place, 'access', docList(object.access));
  setIfPresent(place, 'wheelchairFriendly', mentionsWheelchairAccess(docList(object.facilities)));
}

function trackFields(object: DocObject, place: Partial<PlaceFields>) {
  setIfPresent(place, 'difficulties', difficultyIds(object.walkTrackCategory));
  const walkDuration = plainText(object.walkDuration);
  if (walkDuration) {
    place.walkingDuration = walkDuration;
    const { hours, trackType } = parseWalkingTime(walkDuration);
    setIfPresent(place, 'trackType', trackType);
    setIfPresent(
      place,
      'durationCategory',
      hours === undefined ? undefined : durationCategoryForHours(hours),
    );
  }
  setIfPresent(place, 'trackType', place.trackType ?? trackTypeFromName(place.title ?? ''));
  if (place.durationCategory === undefined) {
    setIfPresent(place, 'durationCategory', durationCategoryFromDocBand(object.walkDurationCategory));
  }
  setIfPresent(place, 'distanceKm', kilometresFrom(object.distance));
  const wheelchairs = plainText(object.wheelchairsAndBuggies)?.toLowerCase();
  if (wheelchairs) place.wheelchairFriendly = !/\bnot\b|\bno\b|unsuitable/.test(wheelchairs);
  const activities = docList(object.permittedActivities);
  const bikes =
    activities.some((activity) => /bik/i.test(activity)) || docList(object.mtbTrackCategory).length > 0;
  if (bikes) place.sharedUse = true;
}

/** The place's point: lat/lon when given (WGS84 endpoints), else x/y in either system. */
function pointOf(object: DocObject): LngLat | { problem: string } | undefined {
  if (object.lat !== undefined && object.lat !== null)
    return positionFrom(object.lon ?? object.lng, object.lat);
  if (object.x !== undefined && object.x !== null) return positionFrom(object.x, object.y);
  return undefined;
}

export type DocObjectOptions = {
  type: ImportedPlaceType;
  origin: string;
  /** A point from elsewhere (an ArcGIS feature's geometry), preferred over the object's own. */
  point?: LngLat | { problem: string };
};

export function docObjectRecord(
  object: DocObject,
  options: DocObjectOptions,
): ImportRecord | { problem: string } {
  const { type, origin } = options;
  const title = plainText(object.name);
  if (!title) return { problem: 'no name' };
  const assetId = text(object.assetId);
  if (!assetId) return { problem: 'no assetId, which identifies the place' };

  const place: Partial<PlaceFields> = { title, attribution: DOC_ATTRIBUTION };
  commonFields(object, place);
  if (type === 'Hut') hutFields(object, place);
  if (type === 'Campsite') campsiteFields(object, place);
  if (type === 'Track') trackFields(object, place);

  const geometry = type === 'Track' ? trackGeometryFrom(object.line) : undefined;
  if (geometry) {
    place.geojson = geometry;
    if (place.distanceKm === undefined) place.distanceKm = Math.round(trackLengthKm(geometry) * 100) / 100;
  }
  const point = options.point ?? pointOf(object) ?? (geometry ? startOf(geometry) : undefined);
  if (!point) return { problem: 'no coordinates' };
  if ('problem' in point) return point;
  [place.lng, place.lat] = point;

  const key = type === 'Track' && GUID.test(assetId) ? hyphenatedGuid(assetId) : assetId;
  const aliasKeys: string[] = [];
  if (type === 'Track') {
    // A track's DOC page shares its GUID with the asset id; Walking Experiences use the page.
    for (const guid of [
      GUID.test(assetId) ? assetId.replace(/-/g, '').toLowerCase() : undefined,
      docPageGuid(object.staticLink),
    ]) {
      if (guid && !aliasKeys.includes(`${DOC_PAGE_KEY_PREFIX}${guid}`))
        aliasKeys.push(`${DOC_PAGE_KEY_PREFIX}${guid}`);
    }
  }
  return { origin, type, key, aliasKeys, place, regions: docRegionTitles(object.region) };
}
