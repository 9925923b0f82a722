/**
 * Portfolio projection: the company's emissions year by year without and with its scenarios, against a
 * 1.5 °C-aligned pathway. Pure.
 */

/** SBTi's minimum linear cut for a 1.5 °C-aligned near-term target: 4.2 % of the base year a year. */
export const PATHWAY_1_5C_PERCENT_PER_YEAR = 4.2;

export interface PortfolioScenarioInput {
  scenario_id: string;
  annual_avoided_kg_co2e: number;
  start_year: number;
  /** 0: full effect in the start year; n: 1/n of it in the start year, growing linearly to all of it in year n. */
  ramp_up_years: number;
}

export interface PortfolioInput {
  base_year: number;
  base_year_kg: number;
  growth_rate_percent: number;
  end_year: number;
  scenarios: readonly PortfolioScenarioInput[];
}

export interface ProjectionRow {
  year: number;
  baseline_kg: number;
  with_scenarios_kg: number;
  pathway_1_5c_kg: number;
}

/** Share of a scenario's yearly effect reached in a year. */
export function rampShare(year: number, startYear: number, rampUpYears: number): number {
  if (year < startYear) return 0;
  if (rampUpYears <= 0) return 1;
  return Math.min(1, (year - startYear + 1) / rampUpYears);
}

/**
 * For each year from the base year to the end year:
 * - baseline = base-year kg × (1 + growth)^(year − base year);
 * - with scenarios = baseline − Σ avoided kg × ramp share, never below 0;
 * - 1.5 °C pathway = base-year kg × (1 − 4.2 % × (year − base year)), never below 0.
 * The avoided emissions are those of the scenario as computed (they do not grow with the activity).
 */
export function projectPortfolio(input: PortfolioInput): ProjectionRow[] {
  const rows: ProjectionRow[] = [];
  const g = input.growth_rate_percent / 100;
  for (let year = input.base_year; year <= input.end_year; year += 1) {
    const elapsed = year - input.base_year;
    const baseline = input.base_year_kg * (1 + g) ** elapsed;
    const avoided = input.scenarios.reduce(
      (sum, s) => sum + s.annual_avoided_kg_co2e * rampShare(year, s.start_year, s.ramp_up_years),
      0,
    );
    const pathway = input.base_year_kg * Math.max(0, 1 - (PATHWAY_1_5C_PERCENT_PER_YEAR / 100) * elapsed);
    rows.push({
      year,
      baseline_kg: Math.round(baseline * 100) / 100,
      with_scenarios_kg: Math.round(Math.max(0, baseline - avoided) * 100) / 100,
      pathway_1_5c_kg: Math.round(pathway * 100) / 100,
    });
  }
  return rows;
}
