import { durationCategoryForHours } from '@waymark/domain';
import { positionFrom, trackGeometryFrom, startOf } from '#api/modules/catalogue/import/coordinates.ts';
import {
  difficultyIds,
  docPageGuid,
  docUrl,
  hyphenatedGuid,
  plainText,
  text,
} from '#api/modules/catalogue/import/doc-values.ts';
import {
  DOC_ATTRIBUTION,
  type ImportRecord,
  type PlaceFields,
} from '#api/modules/catalogue/import/import-record.ts';
import { parseWalkingTime, trackTypeFromName } from '#api/modules/catalogue/import/walking-time.ts';

/**
 * DOC's "Walking Experiences" layer: its curated tracks. The CSV download names the columns
 * by their aliases ("Track name"), the ArcGIS layer by field names (`name`); both arrive here
 * as one shape. The layer has no asset id, so a track is known by its DOC page.
 */
export type WalkingExperience = {
  name: unknown;
  description: unknown;
  difficulty: unknown;
  completionTime: unknown;
  thumbnail: unknown;
  webPage: unknown;
  lng?: unknown;
  lat?: unknown;
  /** A line geometry, when the source has one (the ArcGIS lines layer). */
  line?: unknown;
  shapeLength?: unknown;
};

/** The key prefix for tracks known by their DOC page rather than an asset id. */
export const DOC_PAGE_KEY_PREFIX = 'doc-page:';

export function walkingExperienceRecord(
  experience: WalkingExperience,
  origin: string,
): ImportRecord | { problem: string } {
  const title = plainText(experience.name);
  if (!title) return { problem: 'no track name' };
  const guid = docPageGuid(experience.webPage);
  if (!guid) return { problem: 'no DOC page link ("URL to webpage"), which identifies the track' };

  const place: Partial<PlaceFields> = { title, attribution: DOC_ATTRIBUTION };
  const introduction = plainText(experience.description);
  if (introduction) place.introduction = introduction;
  const thumbnail = docUrl(experience.thumbnail);
  if (thumbnail) place.thumbnail = thumbnail;
  place.infoLink = docUrl(experience.webPage);
  const difficulties = difficultyIds(experience.difficulty);
  if (difficulties.length > 0) place.difficulties = difficulties;

  const completionTime = plainText(experience.completionTime);
  const walkingTime = completionTime ? parseWalkingTime(completionTime) : undefined;
  if (completionTime) place.walkingDuration = completionTime;
  if (walkingTime?.hours !== undefined) place.durationCategory = durationCategoryForHours(walkingTime.hours);
  const trackType = walkingTime?.trackType ?? trackTypeFromName(title);
  if (trackType) place.trackType = trackType;

  const geometry = trackGeometryFrom(experience.line);
  if (geometry) place.geojson = geometry;
  const hasPoint = text(experience.lng) !== undefined || text(experience.lat) !== undefined;
  if (hasPoint) {
    const position = positionFrom(experience.lng, experience.lat);
    if ('problem' in position) return position;
    [place.lng, place.lat] = position;
  } else if (geometry) {
    const start = startOf(geometry);
    if (start) [place.lng, place.lat] = start;
  }

  const shapeLength = Number(text(experience.shapeLength));
  const record: ImportRecord = {
    origin,
    type: 'Track',
    key: `${DOC_PAGE_KEY_PREFIX}${guid}`,
    // DOC's track pages share their GUID with the track's asset id in the DOC API, so a
    // track imported from both sources stays one place.
    aliasKeys: [hyphenatedGuid(guid)],
    place,
    regions: [],
  };
  if (Number.isFinite(shapeLength) && shapeLength > 0) record.webMercatorLengthMetres = shapeLength;
  if (place.lng === undefined) {
    record.needsExistingPlace =
      'no coordinates, and no track with this DOC page was imported before (the lines file has no geometry: import the points file with it)';
  }
  return record;
}
