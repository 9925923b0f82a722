import { rankMacc } from '@carbon/carbon/scenarios';
import type { Macc, Scenario, ScenarioAssumption, ScenarioResults } from '@carbon/contracts/scenarios';
import type { ScenarioRow } from './scenarios.repository.ts';

export function toScenario(row: ScenarioRow): Scenario {
  return {
    id: row.id,
    company_id: row.companyId,
    site_id: row.siteId,
    type: row.type,
    name: row.name,
    inputs: row.inputs as Record<string, unknown>,
    data_source: row.dataSource,
    results: row.results as ScenarioResults,
    assumptions: row.assumptions as ScenarioAssumption[],
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/** The marginal abatement cost curve of the company's scenarios, from their stored results (the engine ranks). */
export function toMacc(rows: readonly ScenarioRow[]): Macc {
  return rankMacc(
    rows.map((row) => {
      const results = row.results as ScenarioResults;
      return {
        scenario_id: row.id,
        name: row.name,
        type: row.type,
        annual_avoided_kg_co2e: results.annual_avoided_kg_co2e,
        cost_per_t_co2e_eur: results.cost_per_t_co2e_eur,
      };
    }),
  );
}
