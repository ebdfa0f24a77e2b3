import { positionFrom } from '#api/modules/catalogue/import/coordinates.ts';
import { text } from '#api/modules/catalogue/import/doc-values.ts';
import type { ImportedPlaceType, ParsedRecords } from '#api/modules/catalogue/import/import-record.ts';
import { describeDocObject } from './doc-api-json.ts';
import { docObjectRecord, kindOfDocListByNames, kindOfDocObject, type DocObject } from './doc-place.ts';
import { walkingExperienceRecord } from './walking-experience.ts';

/**
 * GeoJSON exported from DOC's ArcGIS layers (DOC_Huts, DOC_Campsites, DOC_Walking_Experiences).
 * Features carry DOC's usual field names plus NZTM x/y; the geometry is WGS84 (CRS84 or
 * EPSG:4326), though an export in EPSG:2193 is read as well since coordinates are checked.
 */

type Feature = { type?: unknown; properties?: unknown; geometry?: unknown };
type Geometry = { type?: unknown; coordinates?: unknown };

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export function isGeoJsonFeatureCollection(data: unknown): data is { features: unknown[]; name?: unknown } {
  return isObject(data) && data.type === 'FeatureCollection' && Array.isArray(data.features);
}

/** Walking Experiences features name their fields differently from huts and campsites. */
const isWalkingExperience = (properties: DocObject) =>
  'completionTime' in properties || 'walkingAndTrampingWebPage' in properties;

/** The layer's name ("DOC_Huts") is the surest sign of what the features are. */
function kindFromLayerName(name: unknown): ImportedPlaceType | undefined {
  const layer = text(name)?.toLowerCase() ?? '';
  if (/campsite/.test(layer)) return 'Campsite';
  if (/hut/.test(layer)) return 'Hut';
  if (/track|walk/.test(layer)) return 'Track';
  return undefined;
}

export function parseArcgisGeoJson(
  collection: { features: unknown[]; name?: unknown },
  file: string,
): ParsedRecords {
  const result: ParsedRecords = { records: [], rejections: [] };
  const propertiesOf = (feature: unknown): DocObject =>
    isObject(feature) && isObject((feature as Feature).properties)
      ? ((feature as Feature).properties as DocObject)
      : {};
  const layerKind =
    kindFromLayerName(collection.name) ?? kindOfDocListByNames(collection.features.map(propertiesOf));

  collection.features.forEach((feature, index) => {
    const properties = propertiesOf(feature);
    const origin = describeDocObject(properties, index).replace(/^record/, 'feature');
    if (!isObject(feature) || Object.keys(properties).length === 0) {
      result.rejections.push({ file, record: origin, reason: 'a feature without properties' });
      return;
    }
    const geometry = isObject((feature as Feature).geometry)
      ? ((feature as Feature).geometry as Geometry)
      : undefined;
    const coordinates = geometry?.coordinates as unknown[] | undefined;

    if (isWalkingExperience(properties)) {
      const isPoint = geometry?.type === 'Point' && Array.isArray(coordinates);
      const record = walkingExperienceRecord(
        {
          name: properties.name,
          description: properties.introduction,
          difficulty: properties.difficulty,
          completionTime: properties.completionTime,
          thumbnail: properties.introductionThumbnail,
          webPage: properties.walkingAndTrampingWebPage,
          lng: isPoint ? coordinates[0] : undefined,
          lat: isPoint ? coordinates[1] : undefined,
          line: isPoint ? undefined : coordinates,
          shapeLength: properties.Shape__Length,
        },
        origin,
      );
      if ('problem' in record) result.rejections.push({ file, record: origin, reason: record.problem });
      else result.records.push(record);
      return;
    }

    const type = kindOfDocObject(properties) ?? layerKind;
    if (!type) {
      result.rejections.push({
        file,
        record: origin,
        reason: 'cannot tell whether this is a hut, campsite or track',
      });
      return;
    }
    // The geometry is the authority; the NZTM x/y in the properties are a fallback.
    const point =
      geometry?.type === 'Point' && Array.isArray(coordinates)
        ? positionFrom(coordinates[0], coordinates[1])
        : undefined;
    const record = docObjectRecord(
      type === 'Track' && geometry && !point ? { ...properties, line: coordinates } : properties,
      { type, origin, point: point && !('problem' in point) ? point : undefined },
    );
    if ('problem' in record) result.rejections.push({ file, record: origin, reason: record.problem });
    else result.records.push(record);
  });
  return result;
}
