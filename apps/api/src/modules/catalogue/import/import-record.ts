import type { DocRegionTitle } from '@waymark/domain';
import type { NewLocation } from '#api/modules/catalogue/catalogue.repository.ts';

/** The place types DOC's open data describes; highlights are written by hand. */
export type ImportedPlaceType = 'Track' | 'Hut' | 'Campsite';

/** The columns a source may fill. Slug, search and social text are derived by the writer. */
export type PlaceFields = Pick<
  NewLocation,
  | 'title'
  | 'introduction'
  | 'thumbnail'
  | 'image'
  | 'gallery'
  | 'photoCredit'
  | 'isClosed'
  | 'areas'
  | 'distanceKm'
  | 'trackType'
  | 'walkingDuration'
  | 'durationCategory'
  | 'difficulties'
  | 'numberOfBunks'
  | 'bookable'
  | 'infoLink'
  | 'category'
  | 'poweredSites'
  | 'unpoweredSites'
  | 'dogsAllowed'
  | 'dogsAllowedInformation'
  | 'wheelchairFriendly'
  | 'sharedUse'
  | 'landscapes'
  | 'access'
  | 'activities'
  | 'facilities'
  | 'essentialPreparation'
  | 'roadendProximity'
  | 'lng'
  | 'lat'
  | 'geojson'
  | 'attribution'
>;

/**
 * One place as a source describes it, in our words. Only what the source knows is set:
 * a missing field leaves the catalogue's value alone, so several sources can build one place.
 */
export type ImportRecord = {
  /** Which record of which file, for messages: `feature 12 (assetId 100000034 "Bull Creek Hut")`. */
  origin: string;
  type: ImportedPlaceType;
  /** Stored as `locations.doc_asset_id`; imports update in place by it. */
  key: string;
  /** Other keys the same place may already be stored under (a track's asset id and its DOC page). */
  aliasKeys: string[];
  place: Partial<PlaceFields>;
  regions: DocRegionTitle[];
  /** Web Mercator metres; turned into ground kilometres once the place's latitude is known. */
  webMercatorLengthMetres?: number;
  /** Set when the record cannot stand alone (no coordinates): why, if the place is not already known. */
  needsExistingPlace?: string;
};

/** A record that could not be used, and why. */
export type Rejection = { file: string; record: string; reason: string };

export type ParsedRecords = { records: ImportRecord[]; rejections: Rejection[] };

export const DOC_ATTRIBUTION = 'Crown Copyright: Department of Conservation Te Papa Atawhai, CC BY 4.0';

export function formatRejection(rejection: Rejection): string {
  return `rejected ${rejection.file} ${rejection.record}: ${rejection.reason}`;
}
