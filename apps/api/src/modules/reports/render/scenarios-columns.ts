import type { ScenariosReportModel } from '@carbon/contracts/reports';

type Scenario = ScenariosReportModel['scenarios'][number];

/** Excel number formats of the scenarios report. */
export const SCENARIO_FORMATS = { eur: '#,##0', kg: '#,##0', t: '#,##0.000', years: '0.0', percent: '0.0' } as const;

export interface ScenarioColumn {
  /** Under reportDocs.scen; `(%)` is added to the header when `percent` is set. */
  labelKey: string;
  percent?: boolean;
  value: (scenario: Scenario) => string | number | null;
  /** Workbook column width and number format (the CSV ignores both). */
  width: number;
  format?: string;
}

/**
 * One row per scenario with every financial figure, in the same order in the CSV and the workbook: the columns are
 * written once, here, so the two files cannot disagree. Numbers are the scenario API's own, unrounded.
 */
export const SCENARIO_COLUMNS: readonly ScenarioColumn[] = [
  { labelKey: 'name', value: (s) => s.name, width: 32 },
  { labelKey: 'type', value: (s) => s.type_name, width: 22 },
  { labelKey: 'site', value: (s) => s.site_name, width: 18 },
  { labelKey: 'capex', value: (s) => s.results.capex_eur, width: 14, format: SCENARIO_FORMATS.eur },
  { labelKey: 'subsidies', value: (s) => s.results.subsidies_eur, width: 14, format: SCENARIO_FORMATS.eur },
  { labelKey: 'net_capex', value: (s) => s.results.net_capex_eur, width: 14, format: SCENARIO_FORMATS.eur },
  { labelKey: 'opex', value: (s) => s.results.annual_opex_eur, width: 14, format: SCENARIO_FORMATS.eur },
  { labelKey: 'savings', value: (s) => s.results.annual_savings_eur, width: 14, format: SCENARIO_FORMATS.eur },
  { labelKey: 'payback', value: (s) => s.results.payback_years, width: 12, format: SCENARIO_FORMATS.years },
  { labelKey: 'lifetime', value: (s) => s.results.lifetime_years, width: 10, format: '0' },
  {
    labelKey: 'discount',
    percent: true,
    value: (s) => s.results.discount_rate_percent,
    width: 12,
    format: SCENARIO_FORMATS.percent,
  },
  { labelKey: 'npv', value: (s) => s.results.npv_eur, width: 14, format: SCENARIO_FORMATS.eur },
  { labelKey: 'cost_per_t', value: (s) => s.results.cost_per_t_co2e_eur, width: 14, format: SCENARIO_FORMATS.eur },
  { labelKey: 'baseline_kg', value: (s) => s.results.baseline_kg_co2e, width: 16, format: SCENARIO_FORMATS.kg },
  { labelKey: 'scenario_kg', value: (s) => s.results.scenario_kg_co2e, width: 16, format: SCENARIO_FORMATS.kg },
  { labelKey: 'avoided_kg', value: (s) => s.results.annual_avoided_kg_co2e, width: 16, format: SCENARIO_FORMATS.kg },
  {
    labelKey: 'lifetime_avoided_t',
    value: (s) => s.results.lifetime_avoided_t_co2e,
    width: 16,
    format: SCENARIO_FORMATS.t,
  },
];

/** A column's header in the report's language. */
export function scenarioColumnHeader(column: ScenarioColumn, tr: (key: string) => string): string {
  const label = tr(`scen.${column.labelKey}`);
  return column.percent ? `${label} (%)` : label;
}

/** The 1-based position of a column in the scenarios table (for totals and formulas). */
export function scenarioColumnNumber(labelKey: string): number {
  const index = SCENARIO_COLUMNS.findIndex((column) => column.labelKey === labelKey);
  if (index < 0) throw new Error(`no scenario column ${labelKey}`);
  return index + 1;
}
