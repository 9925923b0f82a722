import { PassThrough } from 'node:stream';
import ExcelJS from 'exceljs';
import WorkbookXform from 'exceljs/lib/xlsx/xform/book/workbook-xform.js';
import type {
  BegesGases,
  BegesItem,
  BegesModel,
  GhgInventoryModel,
  ProductReportModel,
  ReportDataset,
  ReportEntry,
  ReportModel,
} from '@carbon/contracts/reports';
import type { AppLocale } from '@carbon/i18n/locale';
import { t } from '../../../platform/i18n.ts';
import { ENTRY_HEADER_KEYS, type EntryHeaderKey, entryRow } from './entry-row.ts';

/**
 * The Excel workbook of each report kind (issue 13 section 2): one sheet per section, real numbers with number formats
 * and their unit in the column header, the header row frozen, and totals as formulas (SUM over the lines, the summary
 * adding up the scope sheets' totals) that Excel recomputes. Each formula also carries its computed result, so a
 * reader that does not recompute (a preview, a parser) shows the inventory's figure. Number formats are Excel's
 * own codes: Excel shows them with the reader's separators (1 234,567 in a French Excel).
 *
 * Written with exceljs's streaming writer: its rows are serialised one by one and zipped by the native zlib, where
 * the in-memory workbook joins each sheet's XML into one string of millions of parts and deflates it in JavaScript
 * (on 10,000 entries: about 1.3 s of CPU before, 0.5 s after). Rows are added in order and a sheet's rows may be
 * referred to (formulas, row numbers) before the sheet is committed at the end.
 */

const KG = '#,##0.00';
const T = '#,##0.000';
const FACTOR = '0.000000';
const QTY = '#,##0.###';
const PCT = '0.0%';
export const HEADER_FILL: ExcelJS.Fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFE5E7EB' } };

export type Tr = (key: string, params?: Record<string, string | number>) => string;

interface ColumnSpec {
  header: string;
  width: number;
  format?: string;
}

function sheetName(text: string): string {
  // Excel: at most 31 characters, none of : \ / ? * [ ]
  return text.replace(/[:\\/?*[\]]/g, ' ').slice(0, 31);
}

/** Takes the in-memory workbook (scenarios-xlsx.ts) and the streaming writer alike: the writer is one. */
export function addSheet(workbook: ExcelJS.Workbook, name: string, columns: readonly ColumnSpec[]): ExcelJS.Worksheet {
  const sheet = workbook.addWorksheet(sheetName(name), { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = columns.map((column) => ({
    header: column.header,
    width: column.width,
    ...(column.format ? { style: { numFmt: column.format } } : {}),
  }));
  const header = sheet.getRow(1);
  header.font = { bold: true };
  header.fill = HEADER_FILL;
  header.alignment = { vertical: 'middle', wrapText: true };
  header.height = 30;
  return sheet;
}

/** A bold total row whose cells in `sumColumns` are SUM formulas over the rows above (2..last). */
export function totalRow(
  sheet: ExcelJS.Worksheet,
  label: string,
  labelColumn: number,
  sums: readonly { column: number; result: number }[],
): number {
  const row = sheet.addRow([]);
  // The streaming writer keeps no row count: the lines are the rows between the header and this one.
  const last = row.number - 1;
  row.getCell(labelColumn).value = label;
  for (const { column, result } of sums) {
    const letter = sheet.getColumn(column).letter;
    row.getCell(column).value = { formula: `SUM(${letter}2:${letter}${Math.max(2, last)})`, result };
  }
  row.font = { bold: true };
  row.fill = HEADER_FILL;
  return row.number;
}

export function quote(name: string): string {
  return `'${name.replace(/'/g, "''")}'`;
}

/** The entries sheet's column widths and number formats (the columns are render/entry-row.ts's). */
const ENTRY_COLUMN_LAYOUT: Record<EntryHeaderKey, Omit<ColumnSpec, 'header'>> = {
  'common.scope': { width: 7 },
  'common.category': { width: 28 },
  'common.scope3_category': { width: 10 },
  'common.beges_item': { width: 9 },
  'common.site': { width: 20 },
  'common.label': { width: 32 },
  'common.quantity': { width: 14, format: QTY },
  'common.unit': { width: 8 },
  'common.factor': { width: 40 },
  'common.factor_value': { width: 16, format: FACTOR },
  'common.factor_unit': { width: 10 },
  'common.source': { width: 22 },
  'common.version': { width: 12 },
  'common.emissions_kg': { width: 16, format: KG },
  'common.market_kg': { width: 16, format: KG },
  'common.uncertainty': { width: 12 },
};

function entriesSheet(workbook: ReportWorkbookWriter, entries: readonly ReportEntry[], tr: Tr, totalKg: number): void {
  const sheet = addSheet(
    workbook,
    tr('sections.entries'),
    ENTRY_HEADER_KEYS.map((key) => ({ header: tr(key), ...ENTRY_COLUMN_LAYOUT[key] })),
  );
  // One style object per column, shared by its cells: exceljs identifies a cell's style by object before it renders
  // the style to XML to find its id, so 160,000 cells of fresh style objects cost 160,000 renders.
  const styles = sheet.columns.map((column) => Object.freeze(column.numFmt ? { numFmt: column.numFmt } : {}) as Partial<ExcelJS.Style>);
  for (const entry of entries) {
    const row = sheet.addRow(entryRow(entry));
    row.eachCell({ includeEmpty: true }, (cell, column) => {
      cell.style = styles[column - 1] ?? {};
    });
    // Written to the zip now, so the sheet's rows are not all held until the end.
    row.commit();
  }
  totalRow(sheet, tr('common.total'), 2, [{ column: 14, result: totalKg }]);
  sheet.autoFilter = { from: { row: 1, column: 1 }, to: { row: 1, column: 16 } };
}

function datasetsSheet(workbook: ReportWorkbookWriter, datasets: readonly ReportDataset[], tr: Tr): void {
  const sheet = addSheet(workbook, tr('sections.methodology'), [
    { header: tr('methodology.dataset'), width: 40 },
    { header: tr('common.source'), width: 22 },
    { header: tr('common.version'), width: 12 },
    { header: tr('methodology.publisher'), width: 24 },
    { header: tr('methodology.licence'), width: 24 },
    { header: tr('methodology.gwp_basis'), width: 10 },
    { header: tr('common.entries'), width: 10, format: '#,##0' },
    { header: tr('common.emissions_kg'), width: 16, format: KG },
    { header: tr('methodology.attribution'), width: 80 },
  ]);
  for (const d of datasets) {
    sheet.addRow([d.title, d.source, d.dataset_version, d.publisher, d.licence, d.gwp_basis, d.entries, d.co2e_kg, d.attribution]);
  }
}

function ghgWorkbook(workbook: ReportWorkbookWriter, model: GhgInventoryModel, tr: Tr): void {
  const { totals } = model;
  const names = {
    summary: tr('sections.summary'),
    scope1: `${tr('summary.scope1')}`,
    scope2: `${tr('summary.scope2_location').split(' (')[0]}`,
    scope3: `${tr('summary.scope3')}`,
  };
  // Summary first (its formulas refer to the scope sheets, filled below).
  const summary = addSheet(workbook, names.summary, [
    { header: tr('common.scope'), width: 42 },
    { header: tr('common.emissions_kg'), width: 20, format: KG },
    { header: tr('common.emissions_t'), width: 18, format: T },
    { header: tr('common.share'), width: 12, format: PCT },
  ]);

  const scopeSheet = (name: string, lines: GhgInventoryModel['scope1'], market: boolean) => {
    const sheet = addSheet(workbook, name, [
      { header: tr('common.category'), width: 40 },
      { header: tr('common.entries'), width: 10, format: '#,##0' },
      { header: market ? tr('scope2.location') : tr('common.emissions_kg'), width: 20, format: KG },
      ...(market ? [{ header: tr('scope2.market'), width: 20, format: KG }] : []),
      { header: tr('common.factor'), width: 90 },
    ]);
    for (const line of lines) {
      const factors = line.factors
        .map((f) => `${f.name ?? ''} ${f.kg_co2e_per_unit} kg CO2e/${f.unit} (${f.source}${f.dataset_version ? ` ${f.dataset_version}` : ''})`.trim())
        .join(' · ');
      sheet.addRow(market ? [line.name, line.entries, line.co2e_kg, line.co2e_kg_market, factors] : [line.name, line.entries, line.co2e_kg, factors]);
    }
    return sheet;
  };
  const s1 = scopeSheet(names.scope1, model.scope1, false);
  const s1Total = totalRow(s1, tr('common.total'), 1, [
    { column: 2, result: model.scope1.reduce((sum, l) => sum + l.entries, 0) },
    { column: 3, result: totals.scope1_kg },
  ]);
  const s2 = scopeSheet(names.scope2, model.scope2, true);
  const s2Total = totalRow(s2, tr('common.total'), 1, [
    { column: 2, result: model.scope2.reduce((sum, l) => sum + l.entries, 0) },
    { column: 3, result: totals.scope2_location_kg },
    { column: 4, result: totals.scope2_market_kg },
  ]);
  const s3 = addSheet(workbook, names.scope3, [
    { header: tr('scope3.number'), width: 6 },
    { header: tr('common.scope3_category'), width: 50 },
    { header: tr('scope3.status'), width: 22 },
    { header: tr('common.entries'), width: 10, format: '#,##0' },
    { header: tr('common.emissions_kg'), width: 20, format: KG },
    { header: tr('scope3.reason'), width: 60 },
  ]);
  for (const category of model.scope3) {
    s3.addRow([category.number, category.name, tr(`scope3.${category.status}`), category.entries, category.co2e_kg, category.reason]);
  }
  const s3Total = totalRow(s3, tr('common.total'), 2, [
    { column: 4, result: model.scope3.reduce((sum, c) => sum + c.entries, 0) },
    { column: 5, result: totals.scope3_kg },
  ]);

  const ref = (sheet: ExcelJS.Worksheet, column: string, row: number) => `${quote(sheet.name)}!${column}${row}`;
  const lines: [string, string, number][] = [
    [tr('summary.scope1'), ref(s1, 'C', s1Total), totals.scope1_kg],
    [tr('summary.scope2_location'), ref(s2, 'C', s2Total), totals.scope2_location_kg],
    [tr('summary.scope3'), ref(s3, 'E', s3Total), totals.scope3_kg],
  ];
  for (const [label, formula, result] of lines) {
    const row = summary.addRow([label]);
    row.getCell(2).value = { formula, result };
    row.getCell(3).value = { formula: `B${row.number}/1000`, result: result / 1000 };
    row.getCell(4).value = { formula: `IF($B$5=0,0,B${row.number}/$B$5)`, result: totals.total_co2e_kg === 0 ? 0 : result / totals.total_co2e_kg };
  }
  const total = summary.addRow([tr('summary.total_location')]);
  total.getCell(2).value = { formula: 'SUM(B2:B4)', result: totals.total_co2e_kg };
  total.getCell(3).value = { formula: 'B5/1000', result: totals.total_co2e_kg / 1000 };
  total.getCell(4).value = { formula: 'IF(B5=0,0,1)', result: 1 };
  total.font = { bold: true };
  total.fill = HEADER_FILL;
  const market = summary.addRow([tr('summary.total_market')]);
  market.getCell(2).value = { formula: `B2+${ref(s2, 'D', s2Total)}+B4`, result: totals.total_co2e_kg_market };
  market.getCell(3).value = { formula: 'B6/1000', result: totals.total_co2e_kg_market / 1000 };
  market.font = { bold: true };
  summary.addRow([]);
  const facts: [string, number | string | null, string?][] = [
    [tr('summary.range'), totals.uncertainty_percent === null ? tr('summary.no_uncertainty') : totals.uncertainty_percent / 100, PCT],
    [`${tr('summary.range')}: min (kg CO2e)`, totals.low_co2e_kg, KG],
    [`${tr('summary.range')}: max (kg CO2e)`, totals.high_co2e_kg, KG],
    [tr('summary.previous', { year: model.period_year - 1 }), model.previous?.total_co2e_kg ?? tr('summary.no_previous', { year: model.period_year - 1 }), KG],
    [tr('summary.change', { year: model.period_year - 1 }), model.change_percent === null ? null : model.change_percent / 100, PCT],
    [tr('intensity.per_employee'), model.intensity.kg_per_employee, KG],
    [tr('intensity.per_million'), model.intensity.kg_per_million_eur, KG],
    [tr('boundary.employees'), model.intensity.employees, '#,##0'],
    [tr('boundary.revenue'), model.intensity.annual_revenue_eur, '#,##0'],
    [tr('boundary.approach'), tr(`boundary.${model.boundary.consolidation_approach}`)],
    [tr('common.company'), model.company.name],
    [tr('common.year'), model.period_year, '0'],
  ];
  for (const [label, value, format] of facts) {
    const row = summary.addRow([label, value]);
    if (format && typeof value === 'number') row.getCell(2).numFmt = format;
  }
  summary.addRow([]);
  const trendHeader = summary.addRow([tr('trend.year'), tr('trend.total').replace('t CO2e', 'kg CO2e')]);
  trendHeader.font = { bold: true };
  for (const year of model.trend) {
    const row = summary.addRow([String(year.period_year), year.total_co2e_kg]);
    row.getCell(2).numFmt = KG;
  }

  // BEGES view of the same inventory, and the entries with their factors.
  begesSheet(workbook, begesFromInventory(model, tr), tr);
  entriesSheet(workbook, model.entries, tr, totals.total_co2e_kg);
  datasetsSheet(workbook, model.methodology.datasets, tr);
}

/** The BEGES items of an inventory model (same figures, grouped by poste), for the inventory workbook's BEGES sheet. */
function begesFromInventory(model: GhgInventoryModel, tr: Tr): BegesSheetCategory[] {
  const byItem = new Map<string, { kg: number; entries: number }>();
  for (const entry of model.entries) {
    const item = byItem.get(entry.beges_item) ?? { kg: 0, entries: 0 };
    item.kg += entry.co2e_kg;
    item.entries += 1;
    byItem.set(entry.beges_item, item);
  }
  return [1, 2, 3, 4, 5, 6].map((number) => {
    const items = BEGES_CODES.filter((code) => code.startsWith(`${number}.`)).map((code) => {
      const kg = byItem.get(code)?.kg ?? 0;
      return {
        code,
        name: tr(`beges.items.${code.replace('.', '_')}`),
        ghg_protocol: tr(`beges.mapping.${code.replace('.', '_')}`),
        co2e_t: kg / 1000,
        co2e_kg: kg,
        uncertainty_t: null,
        entries: byItem.get(code)?.entries ?? 0,
      };
    });
    const kg = items.reduce((sum, item) => sum + item.co2e_kg, 0);
    return { number, name: tr(`beges.categories.${number}`), co2e_t: kg / 1000, co2e_kg: kg, items };
  });
}

const BEGES_CODES = [
  '1.1', '1.2', '1.3', '1.4', '1.5', '2.1', '2.2', '3.1', '3.2', '3.3', '3.4', '3.5',
  '4.1', '4.2', '4.3', '4.4', '4.5', '5.1', '5.2', '5.3', '5.4', '6.1',
];

/** The gas columns of the BEGES sheet (issue 13), in the order of ADEME's table; the first five sum to the total. */
const GAS_IN_TOTAL = ['co2_fossil_t', 'ch4_t', 'n2o_t', 'other_t', 'not_split_t'] as const;

/** A BEGES sheet's lines: the BEGES report's carry their gas split; the inventory workbook's view has none. */
type BegesSheetCategory = Omit<BegesModel['categories'][number], 'gases' | 'items'> & {
  gases?: BegesGases;
  items: (Omit<BegesItem, 'gases'> & { gases?: BegesGases })[];
};

function begesSheet(workbook: ReportWorkbookWriter, categories: readonly BegesSheetCategory[], tr: Tr): void {
  const withGases = categories.every((c) => c.gases && c.items.every((item) => item.gases));
  const gasColumns = withGases ? GAS_IN_TOTAL : [];
  const sheet = addSheet(workbook, 'BEGES', [
    { header: tr('beges.code'), width: 8 },
    { header: tr('beges.name'), width: 60 },
    { header: tr('beges.ghg_protocol'), width: 32 },
    { header: tr('common.entries'), width: 10, format: '#,##0' },
    ...gasColumns.map((key) => ({ header: tr(`beges.${key}`), width: 14, format: T })),
    { header: tr('beges.co2e_t'), width: 16, format: T },
    ...(withGases ? [{ header: tr('beges.co2_biogenic_t'), width: 14, format: T }] : []),
    { header: tr('beges.uncertainty_t'), width: 16, format: T },
  ]);
  // Column numbers (1-based): the gases from 5, then the total, biogenic CO2 (beside the total) and uncertainty.
  const totalColumn = 5 + gasColumns.length;
  const sums: { column: number; value: (line: { co2e_kg: number; gases?: BegesGases }) => number }[] = [
    ...gasColumns.map((key, index) => ({ column: 5 + index, value: (line: { gases?: BegesGases }) => line.gases?.[key] ?? 0 })),
    { column: totalColumn, value: (line) => line.co2e_kg / 1000 },
    ...(withGases ? [{ column: totalColumn + 1, value: (line: { gases?: BegesGases }) => line.gases?.co2_biogenic_t ?? 0 }] : []),
  ];
  const letter = (column: number) => sheet.getColumn(column).letter;
  const subtotalRows: number[] = [];
  for (const category of categories) {
    const head = sheet.addRow([String(category.number), category.name]);
    head.font = { bold: true };
    head.fill = HEADER_FILL;
    const first = head.number + 1;
    let last = head.number;
    for (const item of category.items) {
      last = sheet.addRow([
        item.code,
        item.name,
        item.ghg_protocol,
        item.entries,
        ...gasColumns.map((key) => item.gases?.[key] ?? 0),
        item.co2e_kg / 1000,
        ...(withGases ? [item.gases?.co2_biogenic_t ?? 0] : []),
        item.uncertainty_t,
      ]).number;
    }
    for (const { column, value } of sums) {
      head.getCell(column).value = { formula: `SUM(${letter(column)}${first}:${letter(column)}${last})`, result: value(category) };
    }
    subtotalRows.push(head.number);
  }
  const total = sheet.addRow(['', tr('common.total')]);
  for (const { column, value } of sums) {
    total.getCell(column).value = {
      formula: subtotalRows.map((row) => `${letter(column)}${row}`).join('+'),
      result: categories.reduce((sum, category) => sum + value(category), 0),
    };
  }
  total.font = { bold: true };
  total.fill = HEADER_FILL;
}

function begesWorkbook(workbook: ReportWorkbookWriter, model: BegesModel, tr: Tr): void {
  begesSheet(workbook, model.categories, tr);
  entriesSheet(workbook, model.entries, tr, model.total_co2e_kg);
  datasetsSheet(workbook, model.methodology.datasets, tr);
}

function productWorkbook(workbook: ReportWorkbookWriter, model: ProductReportModel, tr: Tr, locale: AppLocale): void {
  const summary = addSheet(workbook, tr('sections.stages'), [
    { header: tr('product.stage'), width: 30 },
    { header: tr('product.per_unit'), width: 18, format: FACTOR },
    { header: tr('common.share'), width: 12, format: PCT },
  ]);
  for (const stage of model.stages) {
    const row = summary.addRow([stage.name, stage.co2e_kg]);
    row.getCell(3).value = {
      formula: `IF($B$${model.stages.length + 2}=0,0,B${row.number}/$B$${model.stages.length + 2})`,
      result: stage.share_percent / 100,
    };
  }
  totalRow(summary, tr('common.total'), 1, [{ column: 2, result: model.footprint.kg_co2e_per_unit }]);
  summary.addRow([]);
  const facts: [string, string | number][] = [
    [tr('product.declared_unit'), tr('product.declared_unit_value', { unit: model.product.unit, name: model.product.name })],
    [tr('product.weight'), model.product.weight_per_unit_kg],
    [tr('product.quality_score'), model.footprint.data_quality.score],
    [tr('product.quality_rating'), tr(`product.ratings.${model.footprint.data_quality.rating}`)],
    [tr('product.primary_share'), model.footprint.data_quality.primary_share_percent],
    [tr('methodology.standard'), model.method.standard],
    [tr('product.statements.boundary_title'), model.method.boundary],
  ];
  for (const [label, value] of facts) summary.addRow([label, value]);
  for (const statement of model.method.statements) summary.addRow([statement.title, statement.text]);
  const lines = addSheet(workbook, tr('sections.lines'), [
    { header: tr('common.label'), width: 32 },
    { header: tr('product.stage'), width: 18 },
    { header: tr('product.quantity_per_unit'), width: 14, format: QTY },
    { header: tr('common.unit'), width: 8 },
    { header: tr('common.factor'), width: 40 },
    { header: tr('common.factor_value'), width: 16, format: FACTOR },
    { header: tr('common.factor_unit'), width: 10 },
    { header: tr('common.source'), width: 22 },
    { header: tr('common.version'), width: 12 },
    { header: tr('product.per_unit'), width: 16, format: FACTOR },
    { header: tr('product.quality_score'), width: 12 },
  ]);
  for (const line of model.footprint.lines) {
    lines.addRow([
      line.label,
      t(locale, `products.stages.${line.stage}`),
      line.quantity_per_unit,
      line.unit,
      line.factor?.name ?? null,
      line.factor?.kg_co2e_per_unit ?? null,
      line.factor?.unit ?? null,
      line.factor?.source ?? null,
      line.factor?.version ?? null,
      line.kg_co2e_per_unit,
      line.data_quality.score,
    ]);
  }
  totalRow(lines, tr('common.total'), 1, [{ column: 10, result: model.footprint.kg_co2e_per_unit }]);
  datasetsSheet(workbook, model.methodology.datasets, tr);
}

/** The internals of exceljs 4.4.0's streaming writer that `addWorkbook` below uses (not in its types). */
interface WorkbookWriterInternals {
  _worksheets: unknown[];
  _definedNames: { model: unknown };
  views: unknown[];
  zip: { append(data: string, options: { name: string }): void };
}

/**
 * exceljs's streaming writer, with the workbook part written as the in-memory workbook writes it: exceljs 4.4.0's
 * streaming `addWorkbook` always writes empty calculation properties, and the workbook asks Excel to recompute every
 * formula when the file opens (`fullCalcOnLoad`), so the totals follow any line a reader edits.
 */
class ReportWorkbookWriter extends ExcelJS.stream.xlsx.WorkbookWriter {
  override addWorkbook(): Promise<void> {
    const self = this as unknown as WorkbookWriterInternals;
    const model = {
      worksheets: self._worksheets.filter(Boolean),
      definedNames: self._definedNames.model,
      views: self.views,
      properties: {},
      calcProperties: { fullCalcOnLoad: true },
    };
    const xform = new WorkbookXform();
    xform.prepare(model);
    self.zip.append(xform.toXml(model), { name: '/xl/workbook.xml' });
    return Promise.resolve();
  }
}

/** The scenarios report has its own workbook (scenarios-xlsx.ts), built with this file's sheets and totals. */
export async function renderXlsx(model: Exclude<ReportModel, { kind: 'scenarios' }>): Promise<Buffer> {
  const tr: Tr = (key, params) => t(model.locale, `reportDocs.${key}`, params);
  const output = new PassThrough();
  const chunks: Buffer[] = [];
  output.on('data', (chunk: Buffer) => chunks.push(chunk));
  const workbook = new ReportWorkbookWriter({
    stream: output,
    // As the in-memory workbook writes them: shared strings and cell styles.
    useSharedStrings: true,
    useStyles: true,
    // Fastest deflate level: the entries sheet is most of the file, and level 6 (the default) costs more time for
    // a file about 15 % smaller.
    zip: { zlib: { level: 1 } },
  });
  workbook.creator = model.company.name;
  workbook.title = model.title;
  workbook.created = new Date(model.generated_at);
  workbook.modified = workbook.created;
  switch (model.kind) {
    case 'ghg_inventory':
      ghgWorkbook(workbook, model, tr);
      break;
    case 'beges':
      begesWorkbook(workbook, model, tr);
      break;
    case 'product':
      productWorkbook(workbook, model, tr, model.locale);
      break;
  }
  await workbook.commit();
  return Buffer.concat(chunks);
}
