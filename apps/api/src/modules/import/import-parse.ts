import ExcelJS from 'exceljs';
import { parse } from 'csv-parse/sync';

/** A file read as a table: its header row and its data rows (cells as text), blank rows left out. */
export interface ParsedTable {
  headers: string[];
  rows: string[][];
}

export class UnreadableFileError extends Error {}

const XLSX_SIGNATURE = [0x50, 0x4b, 0x03, 0x04]; // "PK\3\4": a zip archive, which an .xlsx is

export function isXlsx(buffer: Buffer, filename = ''): boolean {
  return XLSX_SIGNATURE.every((byte, index) => buffer[index] === byte) || /\.xlsx$/i.test(filename);
}

/** The separator of a CSV: the one of comma, semicolon, tab and vertical bar that the header line holds most. */
export function detectDelimiter(firstLine: string): string {
  const candidates = [',', ';', '\t', '|'];
  let best = ',';
  let bestCount = 0;
  for (const candidate of candidates) {
    const count = firstLine.split(candidate).length - 1;
    if (count > bestCount) {
      best = candidate;
      bestCount = count;
    }
  }
  return best;
}

function decode(buffer: Buffer): string {
  const text = buffer.toString('utf8');
  // A file saved by a French spreadsheet in Windows-1252 has invalid UTF-8 sequences: read it as Latin-1 instead.
  return text.includes('\uFFFD') ? buffer.toString('latin1') : text;
}

function trimTable(records: string[][]): ParsedTable {
  const nonBlank = records.filter((row) => row.some((cell) => cell.trim() !== ''));
  const [header, ...rows] = nonBlank;
  if (!header) throw new UnreadableFileError('no header row');
  return {
    headers: header.map((cell) => cell.trim()),
    rows: rows.map((row) => row.map((cell) => cell.trim())),
  };
}

export function parseCsv(buffer: Buffer): ParsedTable {
  const text = decode(buffer).replace(/^\uFEFF/, '');
  const firstLine = text.slice(0, text.search(/\r?\n|$/));
  try {
    const records = parse(text, {
      delimiter: detectDelimiter(firstLine),
      relax_column_count: true,
      relax_quotes: true,
      skip_empty_lines: true,
    }) as string[][];
    return trimTable(records);
  } catch (error) {
    if (error instanceof UnreadableFileError) throw error;
    throw new UnreadableFileError(error instanceof Error ? error.message : String(error));
  }
}

function cellText(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (typeof value === 'string') return value;
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if ('richText' in value) return value.richText.map((part) => part.text).join('');
  if ('result' in value) return cellText((value.result ?? '') as ExcelJS.CellValue);
  if ('text' in value) return String(value.text);
  if ('error' in value) return '';
  return '';
}

/** The first worksheet of an .xlsx workbook; numbers come as their full value, not as displayed. */
export async function parseXlsx(buffer: Buffer): Promise<ParsedTable> {
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(buffer as unknown as ArrayBuffer);
  } catch (error) {
    throw new UnreadableFileError(error instanceof Error ? error.message : String(error));
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) throw new UnreadableFileError('no worksheet');
  const records: string[][] = [];
  sheet.eachRow({ includeEmpty: false }, (row) => {
    const cells: string[] = [];
    for (let column = 1; column <= row.cellCount; column += 1)
      cells.push(cellText(row.getCell(column).value));
    records.push(cells);
  });
  return trimTable(records);
}

export async function parseTable(buffer: Buffer, filename = ''): Promise<ParsedTable> {
  return isXlsx(buffer, filename) ? parseXlsx(buffer) : parseCsv(buffer);
}

/**
 * A number as people type it in either language: "1250.5", "1 250,5", "1,250.5", "1250,5". NaN when it is not one.
 */
export function parseLocaleNumber(text: string): number {
  let value = text.replace(/[\s\u00a0\u202f']/g, '');
  if (value === '') return NaN;
  if (value.includes(',') && value.includes('.')) {
    // The last separator is the decimal one.
    value =
      value.lastIndexOf(',') > value.lastIndexOf('.')
        ? value.replace(/\./g, '').replace(',', '.')
        : value.replace(/,/g, '');
  } else if (value.includes(',')) {
    value = value.replace(',', '.');
  }
  return /^[-+]?(\d+\.?\d*|\.\d+)(e[-+]?\d+)?$/i.test(value) ? Number(value) : NaN;
}
