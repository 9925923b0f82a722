/** Marginal abatement cost curve: scenarios ranked by cost per tonne avoided, cheapest first. Pure. */
import type { ScenarioType } from './types.ts';

export interface MaccInput {
  scenario_id: string;
  name: string;
  type: ScenarioType;
  annual_avoided_kg_co2e: number;
  cost_per_t_co2e_eur: number | null;
}

export interface MaccItem {
  scenario_id: string;
  name: string;
  type: ScenarioType;
  annual_avoided_t_co2e: number;
  cost_per_t_co2e_eur: number;
  cumulative_start_t_co2e: number;
  cumulative_end_t_co2e: number;
}

export interface MaccCurve {
  items: MaccItem[];
  excluded: { scenario_id: string; name: string; type: ScenarioType }[];
  total_avoided_t_co2e: number;
}

/**
 * Ranks the scenarios that avoid emissions by cost per tonne (ties: larger abatement first, then name), each bar
 * as wide as its yearly tonnes and placed after the previous ones. Scenarios that avoid nothing have no bar.
 */
export function rankMacc(scenarios: readonly MaccInput[]): MaccCurve {
  const abating = scenarios.filter(
    (s): s is MaccInput & { cost_per_t_co2e_eur: number } =>
      s.annual_avoided_kg_co2e > 0 && s.cost_per_t_co2e_eur !== null,
  );
  const sorted = [...abating].sort(
    (a, b) =>
      a.cost_per_t_co2e_eur - b.cost_per_t_co2e_eur ||
      b.annual_avoided_kg_co2e - a.annual_avoided_kg_co2e ||
      a.name.localeCompare(b.name),
  );
  let cumulative = 0;
  const items = sorted.map((s) => {
    const tonnes = s.annual_avoided_kg_co2e / 1000;
    const start = cumulative;
    cumulative += tonnes;
    return {
      scenario_id: s.scenario_id,
      name: s.name,
      type: s.type,
      annual_avoided_t_co2e: Math.round(tonnes * 1000) / 1000,
      cost_per_t_co2e_eur: s.cost_per_t_co2e_eur,
      cumulative_start_t_co2e: Math.round(start * 1000) / 1000,
      cumulative_end_t_co2e: Math.round(cumulative * 1000) / 1000,
    };
  });
  const excluded = scenarios
    .filter((s) => !abating.includes(s as MaccInput & { cost_per_t_co2e_eur: number }))
    .map((s) => ({ scenario_id: s.scenario_id, name: s.name, type: s.type }));
  return { items, excluded, total_avoided_t_co2e: Math.round(cumulative * 1000) / 1000 };
}
