import { text } from '#api/modules/catalogue/import/doc-values.ts';
import type { ImportedPlaceType, ParsedRecords } from '#api/modules/catalogue/import/import-record.ts';
import { docObjectRecord, kindOfDocListByNames, kindOfDocObject, type DocObject } from './doc-place.ts';

/**
 * DOC API JSON: a list (`GET /v1/tracks`, `/v2/huts`, `/v2/campsites`), one detail
 * (`/v2/huts/{id}/detail`), or lists merged with details (as in the topo project's huts file).
 * Coordinates may be WGS84 (`coordinates=wgs84`) or NZTM2000 (the default).
 */

const isObject = (value: unknown): value is DocObject =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Whether parsed JSON reads as DOC API places: objects with an assetId or a name. */
export function isDocApiJson(data: unknown): boolean {
  const items = Array.isArray(data) ? data : [data];
  const objects = items.filter(isObject);
  return (
    objects.length > 0 && objects.some((item) => 'assetId' in item) && objects.length >= items.length / 2
  );
}

export function describeDocObject(object: DocObject, index: number): string {
  const assetId = text(object.assetId);
  const name = text(object.name);
  const parts = [assetId ? `assetId ${assetId}` : undefined, name ? `"${name}"` : undefined].filter(Boolean);
  return `record ${index + 1}${parts.length > 0 ? ` (${parts.join(' ')})` : ''}`;
}

/**
 * `kindHint` comes from the endpoint when the data was fetched from the API; in a file the
 * fields (or, for bare list entries, the names) tell huts, campsites and tracks apart.
 */
export function parseDocApiJson(data: unknown, file: string, kindHint?: ImportedPlaceType): ParsedRecords {
  const items = Array.isArray(data) ? data : [data];
  const listKind = kindHint ?? kindOfDocListByNames(items.filter(isObject));
  const result: ParsedRecords = { records: [], rejections: [] };
  items.forEach((item, index) => {
    if (!isObject(item)) {
      result.rejections.push({
        file,
        record: `record ${index + 1}`,
        reason: 'not a DOC place (not a JSON object)',
      });
      return;
    }
    const origin = describeDocObject(item, index);
    const type = kindHint ?? kindOfDocObject(item) ?? listKind;
    if (!type) {
      result.rejections.push({
        file,
        record: origin,
        reason:
          'cannot tell whether this is a hut or a campsite (a bare DOC API list entry with mixed names)',
      });
      return;
    }
    const record = docObjectRecord(item, { type, origin });
    if ('problem' in record) result.rejections.push({ file, record: origin, reason: record.problem });
    else result.records.push(record);
  });
  return result;
}
