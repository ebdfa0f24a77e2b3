import { CsvSyntaxError, parseCsvTable } from './csv.ts';
import {
  isGeoJsonFeatureCollection,
  parseArcgisGeoJson,
} from '#api/modules/catalogue/import/formats/arcgis-geojson.ts';
import { isDocApiJson, parseDocApiJson } from '#api/modules/catalogue/import/formats/doc-api-json.ts';
import {
  isGazetteerJson,
  parseGazetteerJson,
  type ParsedPlaceNames,
} from '#api/modules/catalogue/import/formats/gazetteer-json.ts';
import {
  isWalkingExperiencesCsv,
  parseWalkingExperiencesCsv,
} from '#api/modules/catalogue/import/formats/walking-experiences-csv.ts';
import type { ImportedPlaceType, ParsedRecords } from './import-record.ts';

/**
 * Which of DOC's formats a file holds, told from its content (file names from DOC's portal
 * are random, and people rename files). Formats are listed in the order their files are
 * written: later sources are richer and fill or override what earlier ones gave.
 */
export const FORMATS = [
  'arcgis-geojson',
  'walking-experiences-points-csv',
  'walking-experiences-lines-csv',
  'doc-api-json',
] as const;
export type CatalogueFormat = (typeof FORMATS)[number];

export type ParsedFile =
  | ({ ok: true; file: string; format: CatalogueFormat } & ParsedRecords)
  | { ok: false; file: string; reason: string };

/** A gazetteer of town and locality names: not places of the catalogue, but what search finds them by. */
export type ParsedPlaceNamesFile = { ok: true; file: string; format: 'gazetteer-json' } & ParsedPlaceNames;

const NOT_DOC_DATA =
  'not DOC data this import knows (DOC API JSON, a DOC ArcGIS GeoJSON export, or the Walking Experiences CSV), nor a gazetteer of place names';

/** Any file `npm run import` takes: DOC's places, or a gazetteer of the place names search knows. */
export function parseImportText(
  content: string,
  file: string,
  kindHint?: ImportedPlaceType,
): ParsedFile | ParsedPlaceNamesFile {
  const body = content.replace(/^\uFEFF/, '').trim();
  if (body === '') return { ok: false, file, reason: 'the file is empty' };

  if (body.startsWith('{') || body.startsWith('[')) {
    let data: unknown;
    try {
      data = JSON.parse(body);
    } catch (error) {
      return { ok: false, file, reason: `not valid JSON (${(error as Error).message})` };
    }
    // Recorded API responses are kept as {"response": …} with notes alongside.
    if (typeof data === 'object' && data !== null && !Array.isArray(data) && 'response' in data) {
      data = (data as { response: unknown }).response;
    }
    if (isGeoJsonFeatureCollection(data)) {
      return { ok: true, file, format: 'arcgis-geojson', ...parseArcgisGeoJson(data, file) };
    }
    if (isDocApiJson(data)) {
      return { ok: true, file, format: 'doc-api-json', ...parseDocApiJson(data, file, kindHint) };
    }
    if (isGazetteerJson(data)) {
      return { ok: true, file, format: 'gazetteer-json', ...parseGazetteerJson(data, file) };
    }
    return { ok: false, file, reason: `JSON, but ${NOT_DOC_DATA}` };
  }

  const firstLine = body.slice(0, body.search(/\r?\n|$/));
  if (firstLine.includes(',')) {
    try {
      const table = parseCsvTable(body);
      if (isWalkingExperiencesCsv(table.header)) {
        const format = table.header.includes('x')
          ? 'walking-experiences-points-csv'
          : 'walking-experiences-lines-csv';
        return { ok: true, file, format, ...parseWalkingExperiencesCsv(table, file) };
      }
    } catch (error) {
      if (error instanceof CsvSyntaxError) return { ok: false, file, reason: `broken CSV: ${error.message}` };
      throw error;
    }
  }
  return { ok: false, file, reason: NOT_DOC_DATA };
}
