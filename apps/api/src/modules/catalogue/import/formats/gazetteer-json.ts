import { positionFrom } from '#api/modules/catalogue/import/coordinates.ts';
import { text } from '#api/modules/catalogue/import/doc-values.ts';
import type { Rejection } from '#api/modules/catalogue/import/import-record.ts';
import { isPopulatedPlaceKind, type PlaceNameRecord } from '#api/modules/catalogue/place-names.ts';

/**
 * A place-name gazetteer: a JSON array of `{name, lat, lon, type}` (the NZ Gazetteer as the
 * topo project publishes it, 54,533 features: streams, peaks, bays… and 4,546 towns and
 * localities). Only the populated places are kept; the other features are left out on purpose,
 * so they are counted, not rejected.
 */

type GazetteerEntry = Record<string, unknown>;

const isObject = (value: unknown): value is GazetteerEntry =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const looksLikeEntry = (item: GazetteerEntry) =>
  'name' in item && 'type' in item && 'lat' in item && 'lon' in item;

/** An array of mostly `{name, type, lat, lon}` objects, none of them a DOC asset. */
export function isGazetteerJson(data: unknown): data is unknown[] {
  if (!Array.isArray(data) || data.length === 0) return false;
  const objects = data.filter(isObject);
  return (
    objects.every((item) => !('assetId' in item)) && objects.filter(looksLikeEntry).length >= data.length / 2
  );
}

export type ParsedPlaceNames = {
  placeNames: PlaceNameRecord[];
  rejections: Rejection[];
  /** Features of other types (streams, peaks…), left out on purpose. */
  otherFeatures: number;
};

function describeEntry(item: GazetteerEntry, index: number): string {
  const name = text(item.name);
  return `record ${index + 1}${name ? ` ("${name}")` : ''}`;
}

export function parseGazetteerJson(items: unknown[], file: string): ParsedPlaceNames {
  const result: ParsedPlaceNames = { placeNames: [], rejections: [], otherFeatures: 0 };
  const reject = (record: string, reason: string) => result.rejections.push({ file, record, reason });
  items.forEach((item, index) => {
    if (!isObject(item)) {
      reject(`record ${index + 1}`, 'not a place name (not a JSON object)');
      return;
    }
    const origin = describeEntry(item, index);
    const kind = text(item.type)?.toLowerCase();
    if (!kind) {
      reject(origin, 'no type, so it cannot tell whether this is a town');
      return;
    }
    if (!isPopulatedPlaceKind(kind)) {
      result.otherFeatures += 1;
      return;
    }
    const name = text(item.name);
    if (!name) {
      reject(origin, 'no name');
      return;
    }
    const position = positionFrom(item.lon, item.lat);
    if ('problem' in position) {
      reject(origin, position.problem);
      return;
    }
    result.placeNames.push({ name, kind, lng: position[0], lat: position[1] });
  });
  return result;
}
