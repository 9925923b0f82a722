import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import {
  detectDelimiter,
  isXlsx,
  parseCsv,
  parseLocaleNumber,
  parseTable,
  UnreadableFileError,
} from './import-parse.ts';

describe('parseCsv', () => {
  it('reads comma, semicolon and tab files with a BOM, quotes and blank lines', () => {
    expect(parseCsv(Buffer.from('\uFEFFa,b\n1,"x, y"\n\n2,z\n'))).toEqual({
      headers: ['a', 'b'],
      rows: [
        ['1', 'x, y'],
        ['2', 'z'],
      ],
    });
    expect(parseCsv(Buffer.from('a;b\r\n1,5;x\r\n'))).toEqual({ headers: ['a', 'b'], rows: [['1,5', 'x']] });
    expect(parseCsv(Buffer.from('a\tb\n1\t2\n')).rows).toEqual([['1', '2']]);
  });

  it('reads a Windows-1252 file as Latin-1', () => {
    expect(parseCsv(Buffer.from('libellé;qté\nbéton;2\n', 'latin1')).headers).toEqual(['libellé', 'qté']);
  });

  it('refuses a file with no header', () => {
    expect(() => parseCsv(Buffer.from('\n\n'))).toThrow(UnreadableFileError);
  });

  it('picks the separator the header uses most', () => {
    expect(detectDelimiter('a;b;c,d')).toBe(';');
    expect(detectDelimiter('a')).toBe(',');
  });
});

describe('parseXlsx', () => {
  it('reads the first worksheet, numbers at full precision', async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Entries');
    sheet.addRow(['site_id', 'quantity', 'label']);
    sheet.addRow(['s1', 1234.5678, 'Béton']);
    sheet.getCell('B2').numFmt = '0.0';
    sheet.addRow([]);
    sheet.addRow(['s2', { formula: '1+1', result: 2 }, { richText: [{ text: 'a' }, { text: 'b' }] }]);
    const buffer = Buffer.from(await workbook.xlsx.writeBuffer());
    expect(isXlsx(buffer)).toBe(true);
    expect(await parseTable(buffer, 'entries.xlsx')).toEqual({
      headers: ['site_id', 'quantity', 'label'],
      rows: [
        ['s1', '1234.5678', 'Béton'],
        ['s2', '2', 'ab'],
      ],
    });
  });

  it('refuses a broken workbook', async () => {
    await expect(parseTable(Buffer.from('PK\u0003\u0004broken'), 'x.xlsx')).rejects.toThrow(
      UnreadableFileError,
    );
  });
});

describe('parseLocaleNumber', () => {
  it.each([
    ['1250.5', 1250.5],
    ['1250,5', 1250.5],
    ['1 250,5', 1250.5],
    ['1\u202f250,5', 1250.5],
    ['1,250.5', 1250.5],
    ['1.250,5', 1250.5],
    ['-3', -3],
    ['2e3', 2000],
  ])('%s → %s', (text, value) => {
    expect(parseLocaleNumber(text)).toBe(value);
  });

  it.each(['', 'abc', '1,2,3x', '12kg'])('%s is not a number', (text) => {
    expect(parseLocaleNumber(text)).toBeNaN();
  });
});
