/**
 * Building envelope: heat loss coefficient H = Σ b·U·A + 0.34·n·V before and after the works, heat demand
 * Q = H × HDD × 24 / 1000 × f, and the energy the building's heating system no longer buys. Pure.
 */
import { heatingDegreeDays } from './climate.ts';
import { computeFinancials, DEFAULT_DISCOUNT_RATE_PERCENT, financialAssumptions } from './financials.ts';
import { energyAssumptions, energyForHeat, HEATING_SYSTEMS } from './heating.ts';
import type {
  BuildingType,
  CurrentHeatingSystem,
  InsulationLevel,
  ScenarioAssumption,
  ScenarioComputation,
  ScenarioContext,
  UpgradeLevel,
  WindowType,
} from './types.ts';
import { ENTERED, note, round } from './types.ts';

export interface EnvelopeInputs {
  building_type: BuildingType;
  floor_area_m2: number;
  insulation_level: InsulationLevel;
  upgrade_level: UpgradeLevel;
  window_type: WindowType;
  new_window_type?: WindowType | undefined;
  heating_system: CurrentHeatingSystem;
  floors?: number | undefined;
  heating_degree_days?: number | undefined;
  energy_price_eur_per_kwh?: number | undefined;
  capex_eur?: number | undefined;
  subsidies_percent?: number | undefined;
  lifetime_years?: number | undefined;
  discount_rate_percent?: number | undefined;
}

export const ENVELOPE_DEFAULTS = {
  building_type: 'office',
  insulation_level: 'average',
  upgrade_level: 'standard',
  window_type: 'double',
  heating_system: 'gas_boiler',
  subsidies_percent: 0,
  lifetime_years: 30,
  discount_rate_percent: DEFAULT_DISCOUNT_RATE_PERCENT,
} as const;

interface Geometry {
  floors: number;
  storeyHeightM: number;
  glazingShare: number;
  roof: 'attic' | 'flat';
}
/** A simple box per building type (estimate): storeys, storey height, share of the façade glazed, roof kind. */
export const BUILDING_GEOMETRY: Readonly<Record<BuildingType, Geometry>> = {
  office: { floors: 3, storeyHeightM: 3, glazingShare: 0.3, roof: 'flat' },
  retail: { floors: 1, storeyHeightM: 4, glazingShare: 0.2, roof: 'flat' },
  warehouse: { floors: 1, storeyHeightM: 8, glazingShare: 0.05, roof: 'flat' },
  residential: { floors: 2, storeyHeightM: 2.7, glazingShare: 0.18, roof: 'attic' },
};

interface Envelope {
  wall: number;
  attic: number;
  flat: number;
  floor: number;
  /** Air changes per hour, infiltration and ventilation together. */
  ach: number;
}
const U_SOURCE = '3CL-DPE 2021, zone H1 (Open3CL tv.js umur/uph/upb; standards.md §6c)';
/** U-values (W/m²·K) and air changes by construction period. */
export const ENVELOPE_BY_LEVEL: Readonly<Record<InsulationLevel, Envelope & { period: string }>> = {
  poor: { wall: 2.5, attic: 2.5, flat: 2.5, floor: 2.0, ach: 1.0, period: 'before 1974 (uninsulated)' },
  average: { wall: 0.8, attic: 0.3, flat: 0.55, floor: 0.8, ach: 0.8, period: '1983–1988' },
  good: { wall: 0.36, attic: 0.2, flat: 0.27, floor: 0.27, ach: 0.6, period: '2006–2012' },
  excellent: { wall: 0.23, attic: 0.14, flat: 0.14, floor: 0.23, ach: 0.5, period: '2013 and after' },
};

/** Insulation added by each upgrade, thermal resistance in m²·K/W (U after = 1 / (1/U + R)). */
export const UPGRADES: Readonly<
  Record<UpgradeLevel, { wallR: number; atticR: number; flatR: number; floorR: number; achCut: number }>
> = {
  none: { wallR: 0, atticR: 0, flatR: 0, floorR: 0, achCut: 0 },
  basic: { wallR: 0, atticR: 7, flatR: 6, floorR: 0, achCut: 0 },
  standard: { wallR: 3.7, atticR: 7, flatR: 6, floorR: 0, achCut: 0.1 },
  premium: { wallR: 4.5, atticR: 8, flatR: 6, floorR: 3, achCut: 0.2 },
};
const UPGRADE_SOURCE = 'standards.md §6c';

/** Window U-values (W/m²·K, PVC frame): existing windows, and new ones. */
export const WINDOW_U: Readonly<Record<WindowType, { existing: number; new: number }>> = {
  single: { existing: 4.9, new: 4.9 },
  double: { existing: 2.7, new: 1.4 },
  triple: { existing: 1.1, new: 1.0 },
};
const WINDOW_SOURCE = '3CL-DPE 2021 Uw (standards.md §6c)';

/** Heat flow through a ground floor is reduced (adjacency factor b). */
export const GROUND_FLOOR_B = 0.5;
/** Share of the degree-day loss left to the heating after intermittence and internal and solar gains. */
export const GAINS_FACTOR = 0.8;
/** Costs per m² of element treated (estimate, France 2024). */
export const ENVELOPE_COSTS = {
  wall: 150,
  attic: 30,
  flat: 100,
  floor: 50,
  windowDouble: 500,
  windowTriple: 700,
};

function uAfter(u: number, addedR: number): number {
  return addedR > 0 ? 1 / (1 / u + addedR) : u;
}

export function computeEnvelope(inputs: EnvelopeInputs, context: ScenarioContext): ScenarioComputation {
  const geometry = BUILDING_GEOMETRY[inputs.building_type];
  const floors = inputs.floors ?? geometry.floors;
  const footprint = inputs.floor_area_m2 / floors;
  const perimeter = 4 * Math.sqrt(footprint);
  const facade = perimeter * geometry.storeyHeightM * floors;
  const windowArea = facade * geometry.glazingShare;
  const wallArea = facade - windowArea;
  const volume = inputs.floor_area_m2 * geometry.storeyHeightM;

  const level = ENVELOPE_BY_LEVEL[inputs.insulation_level];
  const upgrade = UPGRADES[inputs.upgrade_level];
  const roofU = geometry.roof === 'attic' ? level.attic : level.flat;
  const roofR = geometry.roof === 'attic' ? upgrade.atticR : upgrade.flatR;
  const newWindow = inputs.new_window_type ?? inputs.window_type;
  const windowBefore = WINDOW_U[inputs.window_type].existing;
  const windowAfter = newWindow === inputs.window_type ? windowBefore : WINDOW_U[newWindow].new;
  const achAfter = Math.max(0.3, level.ach - upgrade.achCut);

  const h = (wall: number, roof: number, floor: number, win: number, ach: number) =>
    wall * wallArea +
    roof * footprint +
    GROUND_FLOOR_B * floor * footprint +
    win * windowArea +
    0.34 * ach * volume;
  const hBefore = h(level.wall, roofU, level.floor, windowBefore, level.ach);
  const hAfter = h(
    uAfter(level.wall, upgrade.wallR),
    uAfter(roofU, roofR),
    uAfter(level.floor, upgrade.floorR),
    windowAfter,
    achAfter,
  );

  const dd =
    inputs.heating_degree_days !== undefined
      ? {
          value: inputs.heating_degree_days,
          dataSource: 'estimate' as const,
          station: null,
          source: '',
          noteKey: 'entered',
        }
      : heatingDegreeDays(context.latitude, context.longitude);
  const demand = (hx: number) => ((hx * dd.value * 24) / 1000) * GAINS_FACTOR;
  const qBefore = demand(hBefore);
  const qAfter = demand(hAfter);

  const system = HEATING_SYSTEMS[inputs.heating_system];
  const priceOverride = { price: inputs.energy_price_eur_per_kwh };
  const before = energyForHeat(qBefore, system.fuel, system.efficiencyPercent, context, priceOverride);
  const after = energyForHeat(qAfter, system.fuel, system.efficiencyPercent, context, priceOverride);
  const avoidedKg = before.kgCo2e - after.kgCo2e;

  const windowsReplaced = newWindow !== inputs.window_type;
  const estimatedCapex =
    (upgrade.wallR > 0 ? wallArea * ENVELOPE_COSTS.wall : 0) +
    (roofR > 0 ? footprint * (geometry.roof === 'attic' ? ENVELOPE_COSTS.attic : ENVELOPE_COSTS.flat) : 0) +
    (upgrade.floorR > 0 ? footprint * ENVELOPE_COSTS.floor : 0) +
    (windowsReplaced
      ? windowArea * (newWindow === 'triple' ? ENVELOPE_COSTS.windowTriple : ENVELOPE_COSTS.windowDouble)
      : 0);
  const capex = inputs.capex_eur ?? estimatedCapex;
  const lifetime = inputs.lifetime_years ?? ENVELOPE_DEFAULTS.lifetime_years;
  const discount = inputs.discount_rate_percent ?? ENVELOPE_DEFAULTS.discount_rate_percent;
  const financials = computeFinancials({
    capexEur: capex,
    subsidiesPercent: inputs.subsidies_percent ?? ENVELOPE_DEFAULTS.subsidies_percent,
    annualGrossSavingsEur: before.costEur - after.costEur,
    annualOpexEur: 0,
    lifetimeYears: lifetime,
    discountRatePercent: discount,
    annualAvoidedKg: avoidedKg,
  });

  const assumptions: ScenarioAssumption[] = [
    {
      key: 'geometry',
      value: `${floors} storey(s) of ${geometry.storeyHeightM} m, square footprint ${round(footprint, 0)} m², walls ${round(wallArea, 0)} m², windows ${round(windowArea, 0)} m² (${geometry.glazingShare * 100} % of the façade)`,
      value_key: 'geometry',
      value_params: {
        count: floors,
        height: geometry.storeyHeightM,
        footprint: round(footprint, 0),
        walls: round(wallArea, 0),
        windows: round(windowArea, 0),
        glazing: geometry.glazingShare * 100,
      },
      unit: '',
      source: '',
      ...note('geometry'),
    },
    {
      key: 'u_values_before',
      value: `walls ${level.wall}, roof ${roofU}, floor ${level.floor}, windows ${windowBefore}`,
      value_key: 'u_values',
      value_params: { wall: level.wall, roof: roofU, floor: level.floor, windows: windowBefore },
      unit: 'W/m²·K',
      source: `${U_SOURCE}; ${WINDOW_SOURCE}`,
      ...note(`u_values_${inputs.insulation_level}`),
    },
    {
      key: 'upgrade',
      value: `walls +R ${upgrade.wallR}, roof +R ${roofR}, floor +R ${upgrade.floorR}, windows ${newWindow}`,
      value_key: `upgrade_${newWindow}`,
      value_params: { wall: upgrade.wallR, roof: roofR, floor: upgrade.floorR },
      unit: 'm²·K/W',
      source: UPGRADE_SOURCE,
      ...note('upgrade_thresholds'),
    },
    {
      key: 'air_changes',
      value: `${level.ach} → ${round(achAfter, 2)}`,
      value_key: 'air_changes',
      value_params: { before: level.ach, after: round(achAfter, 2) },
      unit: '1/h',
      source: '',
      ...note('air_changes', { capacity: 0.34 }),
    },
    {
      key: 'ground_floor_factor',
      value: GROUND_FLOOR_B,
      unit: '',
      source: '',
      ...note('ground_floor_factor'),
    },
    {
      key: 'heating_degree_days',
      value: dd.value,
      unit: 'K·day',
      unit_key: 'kelvin_day',
      source: dd.source,
      ...note(dd.noteKey, dd.noteParams),
    },
    {
      key: 'gains_factor',
      value: GAINS_FACTOR,
      unit: '',
      source: 'standards.md §6c',
      ...note('gains_factor', { low: 0.7, high: 0.9 }),
    },
    {
      key: 'heating_efficiency',
      value: system.efficiencyPercent,
      unit: '%',
      source: system.efficiencySource,
      ...note(`efficiency_${inputs.heating_system}`),
    },
    ...energyAssumptions('heating_energy', before),
    {
      key: 'capex',
      value: round(capex, 0),
      unit: '€',
      ...(inputs.capex_eur === undefined
        ? {
            source: '',
            ...note('capex_envelope', {
              wall: ENVELOPE_COSTS.wall,
              attic: ENVELOPE_COSTS.attic,
              flat: ENVELOPE_COSTS.flat,
              floor: ENVELOPE_COSTS.floor,
              double: ENVELOPE_COSTS.windowDouble,
              triple: ENVELOPE_COSTS.windowTriple,
            }),
          }
        : ENTERED),
    },
    ...financialAssumptions(
      lifetime,
      discount,
      inputs.lifetime_years === undefined ? note('lifetime_insulation') : ENTERED,
    ),
  ];

  return {
    data_source: dd.dataSource,
    results: {
      baseline_kg_co2e: round(before.kgCo2e),
      scenario_kg_co2e: round(after.kgCo2e),
      annual_avoided_kg_co2e: round(avoidedKg),
      annual_avoided_t_co2e: round(avoidedKg / 1000, 3),
      ...financials,
      heat_loss_before_w_per_k: round(hBefore, 1),
      heat_loss_after_w_per_k: round(hAfter, 1),
      heating_degree_days: dd.value,
      annual_heat_demand_kwh: round(qBefore, 0),
      heat_demand_source: 'envelope',
      heat_demand_after_kwh: round(qAfter, 0),
      current_energy_kwh: round(before.kwh, 0),
      replacement_energy_kwh: round(after.kwh, 0),
      energy_saved_kwh: round(before.kwh - after.kwh, 0),
      climate_station: dd.station,
    },
    assumptions,
  };
}
