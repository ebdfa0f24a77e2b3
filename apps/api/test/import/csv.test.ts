import { describe, expect, test } from 'vitest';
import { CsvSyntaxError, parseCsvRows, parseCsvTable } from '#api/modules/catalogue/import/csv.ts';

describe('reading CSV (RFC 4180)', () => {
  test('quoted fields keep their commas, doubled quotes and line breaks', () => {
    const rows = parseCsvRows('name,notes\r\n"Hut, upper","He said ""go""\r\nthen left"\r\nplain,x\r\n');
    expect(rows).toEqual([
      ['name', 'notes'],
      ['Hut, upper', 'He said "go"\r\nthen left'],
      ['plain', 'x'],
    ]);
  });

  test('a byte-order mark at the start is not part of the first column name', () => {
    const table = parseCsvTable('\uFEFFObject ID,Track name\n1,Kepler Track\n');
    expect(table.header).toEqual(['Object ID', 'Track name']);
    expect(table.records[0]!.values['Track name']).toBe('Kepler Track');
  });

  test('LF and CRLF line ends both work, empty fields stay empty and a missing last newline is fine', () => {
    expect(parseCsvRows('a,b\n1,\r\n,2')).toEqual([
      ['a', 'b'],
      ['1', ''],
      ['', '2'],
    ]);
  });

  test('records know the line they start on, even after a quoted line break', () => {
    const table = parseCsvTable('a,b\n"one\ntwo",x\nthree,y\n\n');
    expect(table.records.map((record) => record.line)).toEqual([2, 4]);
  });

  test('a stray quote inside an unquoted field is kept, as spreadsheets do', () => {
    expect(parseCsvRows('5" gap,ok')).toEqual([['5" gap', 'ok']]);
  });

  test('a quoted field that never closes is an error naming the line', () => {
    expect(() => parseCsvRows('a,b\n1,"open\n2,3')).toThrow(CsvSyntaxError);
    expect(() => parseCsvRows('a,b\n1,"open\n2,3')).toThrow(/line 2/);
  });
});
