import type { ScenariosReportModel } from '@carbon/contracts/reports';
import { t } from '../../../platform/i18n.ts';
import { toCsv } from './csv.ts';
import { SCENARIO_COLUMNS, scenarioColumnHeader } from './scenarios-columns.ts';

/**
 * The scenarios report as CSV (issue 13), written by the reports' one CSV writer (csv.ts: BOM, the locale's
 * separators and decimal mark, quoting): three blocks one after the other, each a title line, a header line and its
 * rows, separated by an empty line: the scenarios with their financials (one row each), the MACC (cheapest tonne
 * first) and the portfolio trajectory (one row per year). Numbers are the APIs' own, unrounded.
 */
export function renderScenariosCsv(model: ScenariosReportModel): Buffer {
  const locale = model.locale;
  const tr = (key: string) => t(locale, `reportDocs.${key}`);
  const rows: (string | number | null)[][] = [];
  rows.push(SCENARIO_COLUMNS.map((column) => scenarioColumnHeader(column, tr)));
  for (const scenario of model.scenarios) rows.push(SCENARIO_COLUMNS.map((column) => column.value(scenario)));
  if (model.scenarios.length === 0) rows.push([tr('scen.none')]);

  rows.push([], [tr('scen.csv_macc')]);
  rows.push([tr('scen.rank'), tr('scen.name'), tr('scen.avoided_t'), tr('scen.cost_per_t'), tr('scen.cumulative_start'), tr('scen.cumulative_end')]);
  model.macc.items.forEach((item, index) => {
    rows.push([index + 1, item.name, item.annual_avoided_t_co2e, item.cost_per_t_co2e_eur, item.cumulative_start_t_co2e, item.cumulative_end_t_co2e]);
  });
  if (model.macc.items.length === 0) rows.push([tr('scen.macc_empty')]);

  rows.push([], [tr('scen.csv_trajectory')]);
  rows.push([tr('scen.year'), tr('scen.baseline_kg_col'), tr('scen.with_scenarios_kg'), tr('scen.pathway_kg')]);
  for (const p of model.portfolio.projections) rows.push([p.year, p.baseline_kg, p.with_scenarios_kg, p.pathway_1_5c_kg]);
  if (model.portfolio.projections.length === 0) rows.push([tr('scen.no_base_year')]);

  return toCsv([tr('scen.csv_scenarios')], rows, locale);
}
