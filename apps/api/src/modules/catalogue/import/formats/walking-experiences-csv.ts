import type { CsvTable } from '#api/modules/catalogue/import/csv.ts';
import type { ParsedRecords } from '#api/modules/catalogue/import/import-record.ts';
import { walkingExperienceRecord } from './walking-experience.ts';

/** The CSV download of DOC's Walking Experiences layer, recognised by its column names. */
export function isWalkingExperiencesCsv(header: string[]): boolean {
  return header.includes('Track name') && header.includes('URL to webpage');
}

/**
 * The points variant has x (longitude) and y (latitude). The lines variant has no geometry,
 * only Shape__Length; it adds the distance to tracks the points file brought in.
 */
export function parseWalkingExperiencesCsv(table: CsvTable, file: string): ParsedRecords {
  const isLinesVariant = !table.header.includes('x') && table.header.includes('Shape__Length');
  const result: ParsedRecords = { records: [], rejections: [] };
  for (const { line, values } of table.records) {
    const name = values['Track name']?.trim();
    const origin = `line ${line}${name ? ` ("${name}")` : ''}`;
    const record = walkingExperienceRecord(
      {
        name: values['Track name'],
        description: values['Description'],
        difficulty: values['Difficulty'],
        completionTime: values['Completion time'],
        thumbnail: values['URL to thumbnail'],
        webPage: values['URL to webpage'],
        lng: values['x'],
        lat: values['y'],
        shapeLength: values['Shape__Length'],
      },
      origin,
    );
    if ('problem' in record) {
      result.rejections.push({ file, record: origin, reason: record.problem });
      continue;
    }
    if (!isLinesVariant && record.place.lng === undefined) {
      result.rejections.push({ file, record: origin, reason: 'no coordinates' });
      continue;
    }
    // The lines file repeats the points file's attributes; only its length is new.
    if (isLinesVariant) record.place = {};
    result.records.push(record);
  }
  return result;
}
