import { parse } from 'csv-parse/sync';

export type CsvRecord = Record<string, string>;

/**
 * Parses an RFC-4180 CSV with a header row (UTF-8, BOM or not) and checks that the columns the parser relies on
 * are there, so that a new release with renamed columns fails loudly instead of importing empty values.
 */
export function readCsv(text: string, requiredColumns: readonly string[], what: string): CsvRecord[] {
  const records = parse(text, {
    bom: true,
    columns: true,
    skip_empty_lines: true,
    relax_column_count: false,
  }) as CsvRecord[];
  const first = records[0];
  if (!first) throw new Error(`${what}: no rows`);
  const missing = requiredColumns.filter((c) => !(c in first));
  if (missing.length > 0)
    throw new Error(`${what}: missing columns ${missing.map((c) => JSON.stringify(c)).join(', ')}`);
  return records;
}

/** The value of a column that readCsv has checked. */
export function col(record: CsvRecord, column: string): string {
  return record[column] ?? '';
}

/**
 * Trims and undoes the CSV quoting that some ADEME cells still carry from a double export, e.g.
 * `"""Céréales pour petit déjeuner """"équilibre"""" …` → `Céréales pour petit déjeuner "équilibre" …`.
 * Only text with doubled quotes is touched, so a name that legitimately starts with a quote is kept.
 */
export function cleanText(raw: string): string {
  let text = repairDoubleEncodedUtf8(raw).replace(/\s+/g, ' ').trim();
  for (let pass = 0; pass < 3 && text.includes('""'); pass += 1) {
    if (text.startsWith('"')) text = text.slice(1);
    if (text.endsWith('"') && !text.endsWith('""')) text = text.slice(0, -1);
    else if (text.endsWith('"""')) text = text.slice(0, -1);
    text = text.replaceAll('""', '"').trim();
  }
  return text;
}

/**
 * Undoes UTF-8 that was decoded as Latin-1 and encoded again ("DonnÃ©es" → "Données"), as in ADEME's
 * "Réglementations" column. Only text whose every character fits in Latin-1 and that shows the telltale
 * "Ã" + continuation pair is touched, and only if the result is valid UTF-8.
 */
export function repairDoubleEncodedUtf8(text: string): string {
  if (!/Ã[\u0080-\u00bf]/.test(text) || /[\u0100-\u{10ffff}]/u.test(text)) return text;
  const repaired = Buffer.from(text, 'latin1').toString('utf8');
  return repaired.includes('\ufffd') ? text : repaired;
}

export function textOrNull(raw: string): string | null {
  const text = cleanText(raw);
  return text === '' ? null : text;
}

/** A number written with a dot or a decimal comma, or null for an empty cell. Throws on anything else. */
export function numberOrNull(raw: string, what: string): number | null {
  const text = raw.trim();
  if (text === '') return null;
  const value = Number(text.replace(',', '.'));
  if (!Number.isFinite(value)) throw new Error(`${what}: not a number: ${JSON.stringify(raw)}`);
  // The DESNZ 2024 flat file came out of an xlsx with float noise ("0.13388999999999998" for 0.13389): no
  // publisher gives 17 significant digits, so 15 keep every real one and drop the noise.
  return Number(value.toPrecision(15));
}

export function requiredNumber(raw: string, what: string): number {
  const value = numberOrNull(raw, what);
  if (value === null) throw new Error(`${what}: empty value`);
  return value;
}
