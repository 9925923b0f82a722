import ExcelJS from 'exceljs';
import type { ScenariosReportModel } from '@carbon/contracts/reports';
import { t } from '../../../platform/i18n.ts';
import { addSheet, HEADER_FILL, quote, totalRow, type Tr } from './xlsx.ts';
import { SCENARIO_COLUMNS, SCENARIO_FORMATS, scenarioColumnHeader, scenarioColumnNumber } from './scenarios-columns.ts';

/**
 * The scenarios report as a workbook (issue 13): one sheet per section (summary, scenarios with their financials,
 * assumptions, MACC, trajectory), the header rows frozen, real numbers with Excel number formats, and the totals as
 * formulas with their computed result: SUM over the scenarios' rows, the summary referring to the scenarios sheet's
 * total row, the trajectory's gap to the pathway per year and its cumulative sums.
 */

const { eur: EUR, kg: KG, t: T, percent: PCT } = SCENARIO_FORMATS;

export async function renderScenariosXlsx(model: ScenariosReportModel): Promise<Buffer> {
  const tr: Tr = (key, params) => t(model.locale, `reportDocs.${key}`, params);
  const workbook = new ExcelJS.Workbook();
  workbook.creator = model.company.name;
  workbook.title = model.title;
  workbook.created = new Date(model.generated_at);
  workbook.calcProperties = { fullCalcOnLoad: true };
  const { totals, macc, portfolio } = model;

  const summary = addSheet(workbook, tr('sections.scenarios_summary'), [
    { header: model.title, width: 52 },
    { header: model.company.name, width: 22 },
  ]);

  // Scenarios: one row per scenario with every financial figure; totals as SUM formulas.
  const scenariosName = tr('scen.csv_scenarios');
  const scenarios = addSheet(
    workbook,
    scenariosName,
    SCENARIO_COLUMNS.map((column) => ({
      header: scenarioColumnHeader(column, tr),
      width: column.width,
      format: column.format,
    })),
  );
  for (const scenario of model.scenarios) scenarios.addRow(SCENARIO_COLUMNS.map((column) => column.value(scenario)));
  if (model.scenarios.length === 0) scenarios.addRow([tr('scen.none')]);
  const scenarioTotal = totalRow(scenarios, tr('common.total'), 1, [
    { column: scenarioColumnNumber('capex'), result: totals.capex_eur },
    { column: scenarioColumnNumber('subsidies'), result: totals.subsidies_eur },
    { column: scenarioColumnNumber('net_capex'), result: totals.net_capex_eur },
    { column: scenarioColumnNumber('savings'), result: totals.annual_savings_eur },
    { column: scenarioColumnNumber('npv'), result: totals.npv_eur },
    { column: scenarioColumnNumber('avoided_kg'), result: totals.annual_avoided_kg_co2e },
  ]);

  // The summary refers to the scenarios sheet's totals, so Excel shows one figure computed one way.
  const ref = (labelKey: string) =>
    `${quote(scenarios.name)}!${String.fromCharCode(64 + scenarioColumnNumber(labelKey))}${scenarioTotal}`;
  const summaryRows: [string, string | number | ExcelJS.CellFormulaValue, string?][] = [
    [tr('scen.count'), model.scenarios.length, '0'],
    [tr('scen.total_avoided'), { formula: ref('avoided_kg'), result: totals.annual_avoided_kg_co2e }, KG],
    [tr('scen.total_capex'), { formula: ref('capex'), result: totals.capex_eur }, EUR],
    [tr('scen.total_net_capex'), { formula: ref('net_capex'), result: totals.net_capex_eur }, EUR],
    [tr('scen.total_savings'), { formula: ref('savings'), result: totals.annual_savings_eur }, EUR],
    [tr('scen.total_npv'), { formula: ref('npv'), result: totals.npv_eur }, EUR],
    [tr('scen.base_year'), portfolio.base_year ?? tr('scen.no_base_year')],
    [`${tr('scen.base_year')} (kg CO2e)`, portfolio.base_year_kg, KG],
    [`${tr('scen.growth')} (%)`, portfolio.growth_rate_percent, PCT],
    [tr('scen.end_year'), portfolio.end_year],
    [`${tr('scen.pathway')} (%)`, portfolio.pathway_reduction_percent_per_year, PCT],
  ];
  if (model.scenarios.length === 0) summaryRows.unshift([tr('scen.none'), '']);
  for (const [label, value, format] of summaryRows) {
    const row = summary.addRow([label, value]);
    if (format) row.getCell(2).numFmt = format;
  }

  // Assumptions of each scenario.
  const assumptions = addSheet(workbook, tr('sections.scenarios_assumptions'), [
    { header: tr('scen.name'), width: 32 },
    { header: tr('scen.assumption'), width: 36 },
    { header: tr('scen.value'), width: 28 },
    { header: tr('scen.source'), width: 90 },
  ]);
  for (const s of model.scenarios) {
    for (const item of s.assumptions) assumptions.addRow([s.name, item.label, item.value, item.source]);
  }

  // MACC: cheapest tonne first.
  // A shorter name than the CSV block's title: Excel cuts sheet names at 31 characters.
  const maccSheet = addSheet(workbook, tr('scen.sheet_macc'), [
    { header: tr('scen.rank'), width: 8, format: '0' },
    { header: tr('scen.name'), width: 32 },
    { header: tr('scen.type'), width: 22 },
    { header: tr('scen.avoided_t'), width: 16, format: T },
    { header: tr('scen.cost_per_t'), width: 16, format: EUR },
    { header: tr('scen.cumulative_start'), width: 18, format: T },
    { header: tr('scen.cumulative_end'), width: 18, format: T },
  ]);
  const typeNames = new Map(model.scenarios.map((s) => [s.id, s.type_name]));
  macc.items.forEach((item, index) => {
    maccSheet.addRow([
      index + 1,
      item.name,
      typeNames.get(item.scenario_id) ?? item.type,
      item.annual_avoided_t_co2e,
      item.cost_per_t_co2e_eur,
      item.cumulative_start_t_co2e,
      item.cumulative_end_t_co2e,
    ]);
  });
  if (macc.items.length === 0) maccSheet.addRow(['', tr('scen.macc_empty')]);
  totalRow(maccSheet, tr('scen.macc_total'), 2, [{ column: 4, result: macc.total_avoided_t_co2e }]);
  if (macc.excluded.length > 0) {
    maccSheet.addRow([]);
    maccSheet.addRow(['', tr('scen.macc_excluded', { names: macc.excluded.map((item) => item.name).join(', ') })]);
  }

  // Trajectory: one row per year; the gap to the pathway is a formula of the row.
  const trajectory = addSheet(workbook, tr('scen.csv_trajectory'), [
    { header: tr('scen.year'), width: 8, format: '0' },
    { header: tr('scen.baseline_kg_col'), width: 20, format: KG },
    { header: tr('scen.with_scenarios_kg'), width: 20, format: KG },
    { header: tr('scen.pathway_kg'), width: 20, format: KG },
    { header: `${tr('scen.gap_t').replace('t CO2e', 'kg CO2e')}`, width: 20, format: KG },
  ]);
  for (const p of portfolio.projections) {
    const row = trajectory.addRow([p.year, p.baseline_kg, p.with_scenarios_kg, p.pathway_1_5c_kg]);
    row.getCell(5).value = { formula: `C${row.number}-D${row.number}`, result: p.with_scenarios_kg - p.pathway_1_5c_kg };
  }
  if (portfolio.projections.length === 0) trajectory.addRow(['', tr('scen.no_base_year')]);
  else {
    const sum = (pick: (p: (typeof portfolio.projections)[number]) => number) =>
      portfolio.projections.reduce((acc, p) => acc + pick(p), 0);
    const last = totalRow(trajectory, tr('common.total'), 1, [
      { column: 2, result: sum((p) => p.baseline_kg) },
      { column: 3, result: sum((p) => p.with_scenarios_kg) },
      { column: 4, result: sum((p) => p.pathway_1_5c_kg) },
      { column: 5, result: sum((p) => p.with_scenarios_kg - p.pathway_1_5c_kg) },
    ]);
    trajectory.getRow(last).fill = HEADER_FILL;
  }

  // As renderXlsx: the fastest deflate level (the workbook is small; the setting keeps every report's files alike).
  return Buffer.from(
    await workbook.xlsx.writeBuffer({ zip: { compression: 'DEFLATE', compressionOptions: { level: 1 } } } as ExcelJS.XlsxWriteOptions),
  );
}
