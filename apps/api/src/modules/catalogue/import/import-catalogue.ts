import { refreshPlannerStatistics, type Database } from '#api/db/client.ts';
import { catalogueTotals, writePlaces, type CatalogueTotals } from './catalogue-writer.ts';
import { FORMATS, parseImportText, type ParsedFile, type ParsedPlaceNamesFile } from './detect-format.ts';
import { formatRejection, type ImportedPlaceType } from './import-record.ts';
import { countPlaceNames, writePlaceNames } from './place-name-writer.ts';

/** One file's text (or one API response) to import. */
export type ImportSource = {
  /** A name for messages: the file's path, or the API endpoint. */
  file: string;
  content: string;
  /** What the data holds, when the source says so (an API endpoint) rather than the content. */
  kindHint?: ImportedPlaceType;
};

/** The catalogue's totals after the import, and what this run could not use. */
export type ImportSummary = CatalogueTotals & {
  /** Records rejected in this run. */
  rejected: number;
  /** Files that were not DOC data, or could not be written: nothing from them is in the catalogue. */
  failedFiles: number;
  /** Towns and localities search knows after the import; given when the run read a gazetteer. */
  placeNames?: number;
};

/** The database's own words: Drizzle wraps them in the whole failed query, thousands of values long. */
function databaseProblem(error: unknown): string {
  const cause = (error as { cause?: unknown }).cause;
  const message = cause instanceof Error ? cause.message : (error as Error).message;
  return message.length > 300 ? `${message.slice(0, 300)}…` : message;
}

/** Richer sources are written last, so they fill and override what the thinner ones gave. */
function writeOrder(a: ParsedFile & { ok: true }, b: ParsedFile & { ok: true }): number {
  return FORMATS.indexOf(a.format) - FORMATS.indexOf(b.format) || a.file.localeCompare(b.file);
}

/**
 * Imports DOC data into the catalogue. `report` receives one line per record or file that
 * could not be used; the caller decides where those lines go.
 */
export async function importCatalogue(
  db: Database,
  sources: ImportSource[],
  report: (line: string) => void,
): Promise<ImportSummary> {
  let rejected = 0;
  let failedFiles = 0;
  const parsed: (ParsedFile & { ok: true })[] = [];
  const gazetteers: ParsedPlaceNamesFile[] = [];
  for (const source of sources) {
    const result = parseImportText(source.content, source.file, source.kindHint);
    if (!result.ok) {
      failedFiles += 1;
      report(`skipped ${result.file}: ${result.reason}; nothing from it was imported`);
      continue;
    }
    if (result.format === 'gazetteer-json') gazetteers.push(result);
    else parsed.push(result);
  }

  for (const file of parsed.sort(writeOrder)) {
    for (const rejection of file.rejections) report(formatRejection(rejection));
    rejected += file.rejections.length;
    if (file.records.length === 0) continue;
    try {
      const written = await writePlaces(db, file.records, { file: file.file });
      for (const rejection of written.rejections) report(formatRejection(rejection));
      rejected += written.rejections.length;
    } catch (error) {
      // The file's transaction was rolled back; the other files are independent of it.
      failedFiles += 1;
      report(
        `failed ${file.file}: the database refused it (${databaseProblem(error)}); nothing from it was written`,
      );
    }
  }

  for (const file of gazetteers) {
    for (const rejection of file.rejections) report(formatRejection(rejection));
    rejected += file.rejections.length;
    try {
      await writePlaceNames(db, file.placeNames);
    } catch (error) {
      failedFiles += 1;
      report(
        `failed ${file.file}: the database refused it (${databaseProblem(error)}); nothing from it was written`,
      );
    }
  }

  await refreshPlannerStatistics(db);
  const totals = { ...(await catalogueTotals(db)), rejected, failedFiles };
  return gazetteers.length > 0 ? { ...totals, placeNames: await countPlaceNames(db) } : totals;
}
