import { zipSync, strToU8, type Zippable } from 'fflate';
import type { CompanyData, ExportRow } from './account.repository.ts';

/**
 * The files of a company export (portability, GDPR article 20): JSON of every table as stored (snake_case keys,
 * ISO dates) and CSV of the tabular ones, comma-separated with point decimals so that any tool reads them the same
 * way whatever the user's language. Entries carry the factor they were computed with (its value, unit, source and
 * dataset version are copied into each entry), which is what "entries with their factors" means here.
 */

function snakeCase(key: string): string {
  return key.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);
}

/** A row as the files show it: snake_case keys, dates as ISO strings, bytes left out (files are stored apart). */
export function exportRow(row: ExportRow): ExportRow {
  const out: ExportRow = {};
  for (const [key, value] of Object.entries(row)) {
    if (Buffer.isBuffer(value) || value instanceof Uint8Array) continue;
    out[snakeCase(key)] = value instanceof Date ? value.toISOString() : value;
  }
  return out;
}

function csvCell(value: unknown): string {
  if (value === null || value === undefined) return '';
  const text =
    typeof value === 'number' || typeof value === 'boolean'
      ? String(value)
      : typeof value === 'string'
        ? value
        : JSON.stringify(value);
  // A text a spreadsheet would run as a formula is kept as text (as in the reports' CSV).
  const safe = typeof value === 'string' && /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** One line per row, the columns of the first row (every row of a table has the same keys). */
export function rowsToCsv(rows: readonly ExportRow[]): string {
  const header = rows[0] ? Object.keys(rows[0]) : [];
  const lines = [header.join(','), ...rows.map((row) => header.map((key) => csvCell(row[key])).join(','))];
  return `${lines.join('\r\n')}\r\n`;
}

const json = (value: unknown) => strToU8(`${JSON.stringify(value, null, 2)}\n`);

/** The whole archive; `reportFiles` are the stored report documents, by their file name. */
export function buildExportZip(
  data: CompanyData,
  reportFiles: ReadonlyMap<string, Buffer>,
  exportedAt: Date,
): Buffer {
  const tables: Record<string, ExportRow[]> = {
    sites: data.sites.map(exportRow),
    projects: data.projects.map(exportRow),
    entries: data.entries.map(exportRow),
    'entry-shares': data.entryShares.map(exportRow),
    'emission-factors': data.emissionFactors.map(exportRow),
    'energy-prices': data.energyPrices.map(exportRow),
    'category-statuses': data.categoryStatuses.map(exportRow),
    'simple-products': data.simpleProducts.map(exportRow),
    reports: data.reports.map(exportRow),
    'pact-suppliers': data.pactSuppliers.map(exportRow),
    'pact-imports': data.pactImports.map(exportRow),
  };
  const lines = data.productLines.map(exportRow);
  const productsWithLines = data.products.map((product) => {
    const row = exportRow(product);
    return { ...row, lines: lines.filter((line) => line.product_id === row.id) };
  });
  const files: Zippable = {
    'README.txt': strToU8(
      [
        'Carbon Ledger data export',
        `Company: ${String(data.company.name)}`,
        `Exported at: ${exportedAt.toISOString()}`,
        '',
        'company.json: the company profile.',
        'sites, projects, entries, entry-shares, emission-factors (the company\'s own), energy-prices,',
        'category-statuses, simple-products, reports: one JSON and one CSV file each (comma-separated, point decimals).',
        'pact-suppliers (PACT supplier connections, without secrets), pact-imports (supplier footprints imported as',
        'company factors, each with the footprint as received): one JSON and one CSV file each.',
        'entries: each row carries the factor it was computed with (factor_* columns) and its result co2e_kg.',
        'products.json: the products with their lines; product-lines.csv: the lines.',
        'scenarios.json: the reduction scenarios with their parameters.',
        'reports/: the report files that were produced.',
        '',
      ].join('\n'),
    ),
    'company.json': json(exportRow(data.company)),
    'products.json': json(productsWithLines),
    'product-lines.csv': strToU8(rowsToCsv(lines)),
    'scenarios.json': json(data.scenarios.map(exportRow)),
  };
  for (const [name, rows] of Object.entries(tables)) {
    files[`${name}.json`] = json(rows);
    files[`${name}.csv`] = strToU8(rowsToCsv(rows));
  }
  if (reportFiles.size > 0) {
    const folder: Zippable = {};
    for (const [name, content] of reportFiles) folder[name] = new Uint8Array(content);
    files.reports = folder;
  }
  return Buffer.from(zipSync(files, { level: 6, mtime: exportedAt }));
}
