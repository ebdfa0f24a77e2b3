/**
 * An RFC 4180 CSV reader: quoted fields may hold commas, line breaks and doubled quotes;
 * lines end in CRLF or LF; a UTF-8 byte-order mark at the start (as ArcGIS writes) is skipped.
 * No CSV library is installed and DOC's exports need nothing more.
 */

export class CsvSyntaxError extends Error {}

/** Every row as an array of fields. A blank last line is not a row. */
export function parseCsvRows(text: string): string[][] {
  return readRows(text).map((row) => row.fields);
}

/** Rows with the file line each starts on (quoted line breaks make the two differ). */
function readRows(text: string): { line: number; fields: string[] }[] {
  const rows: { line: number; fields: string[] }[] = [];
  let row: string[] = [];
  let rowLine = 1;
  let field = '';
  let quoted = false;
  let fieldStarted = false;
  let at = text.charCodeAt(0) === 0xfeff ? 1 : 0;
  let line = 1;

  const endField = () => {
    row.push(field);
    field = '';
    fieldStarted = false;
  };
  const endRow = () => {
    endField();
    rows.push({ line: rowLine, fields: row });
    row = [];
  };

  while (at < text.length) {
    const char = text[at]!;
    if (quoted) {
      if (char === '"') {
        if (text[at + 1] === '"') {
          field += '"';
          at += 2;
          continue;
        }
        quoted = false;
        at += 1;
        continue;
      }
      if (char === '\n') line += 1;
      field += char;
      at += 1;
      continue;
    }
    if (char === '"') {
      // A stray quote inside an unquoted field is kept as written, as spreadsheet tools do.
      if (fieldStarted) field += '"';
      else quoted = true;
      fieldStarted = true;
      at += 1;
      continue;
    }
    if (char === ',') {
      endField();
      at += 1;
      continue;
    }
    if (char === '\r' && text[at + 1] === '\n') {
      endRow();
      line += 1;
      rowLine = line;
      at += 2;
      continue;
    }
    if (char === '\n') {
      endRow();
      line += 1;
      rowLine = line;
      at += 1;
      continue;
    }
    field += char;
    fieldStarted = true;
    at += 1;
  }
  if (quoted)
    throw new CsvSyntaxError(`a quoted field in the row starting on line ${rowLine} is never closed`);
  if (fieldStarted || row.length > 0) endRow();
  return rows;
}

export type CsvTable = {
  header: string[];
  /** Each data row keyed by header name, with its line number in the file for messages. */
  records: { line: number; values: Record<string, string> }[];
};

/** The first row names the columns. Rows with a different number of fields are kept as given. */
export function parseCsvTable(text: string): CsvTable {
  const [header, ...rows] = readRows(text);
  const trimmedHeader = (header?.fields ?? []).map((name) => name.trim());
  const records = rows
    .map(({ line, fields }) => ({
      line,
      values: Object.fromEntries(trimmedHeader.map((name, column) => [name, fields[column] ?? ''])),
      blank: fields.every((value) => value.trim() === ''),
    }))
    .filter((record) => !record.blank)
    .map(({ line, values }) => ({ line, values }));
  return { header: trimmedHeader, records };
}
