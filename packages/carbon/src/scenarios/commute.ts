/**
 * Commuting scenario (scope 3 category 7, GHG Protocol distance-based method): employees × days on site × 2 ×
 * one-way km, split between car (combustion or electric), public transport and walking or cycling, before and after
 * a mode shift, more remote days and more electric cars. Pure.
 */
import { computeFinancials, DEFAULT_DISCOUNT_RATE_PERCENT, financialAssumptions } from './financials.ts';
import type {
  PublicTransportMode,
  ScenarioAssumption,
  ScenarioComputation,
  ScenarioContext,
} from './types.ts';
import { ENTERED, note, round } from './types.ts';

export interface CommuteInputs {
  employees: number;
  average_distance_km: number;
  working_days_per_year: number;
  car_share_percent: number;
  public_transport_share_percent: number;
  public_transport_mode: PublicTransportMode;
  shift_to_public_transport_percent: number;
  shift_to_active_percent: number;
  current_remote_days_per_week: number;
  target_remote_days_per_week: number;
  current_ev_share_percent: number;
  target_ev_share_percent: number;
  capex_eur: number;
  annual_cost_eur: number;
  annual_savings_eur: number;
  subsidies_percent?: number | undefined;
  lifetime_years?: number | undefined;
  discount_rate_percent?: number | undefined;
}

export const COMMUTE_DEFAULTS = {
  working_days_per_year: 220,
  car_share_percent: 70,
  public_transport_share_percent: 20,
  public_transport_mode: 'bus',
  shift_to_public_transport_percent: 10,
  shift_to_active_percent: 5,
  current_remote_days_per_week: 0,
  target_remote_days_per_week: 1,
  current_ev_share_percent: 5,
  target_ev_share_percent: 20,
  capex_eur: 0,
  annual_cost_eur: 0,
  annual_savings_eur: 0,
  subsidies_percent: 0,
  lifetime_years: 5,
  discount_rate_percent: DEFAULT_DISCOUNT_RATE_PERCENT,
} as const;

const IMPACT = 'ADEME Impact CO2, deplacement.json, Base Empreinte (standards.md §6d)';
/** What each default factor stands for (scenarios:notes.<key>). */
const FACTOR_NOTES = {
  car_petrol: 'factor_car_petrol',
  car_electric: 'factor_car_electric',
  bus: 'factor_bus',
  train: 'factor_train',
  metro_tram: 'factor_metro',
} as const;
/** Default factors: kg CO2e per vehicle·km for cars (one occupant), per passenger·km otherwise. */
export const DEFAULT_COMMUTE_FACTORS = {
  car_petrol: { kg_co2e_per_km: 0.2176, source: IMPACT },
  car_electric: { kg_co2e_per_km: 0.1034, source: IMPACT },
  bus: { kg_co2e_per_km: 0.1224, source: IMPACT },
  train: { kg_co2e_per_km: 0.0277, source: IMPACT },
  metro_tram: { kg_co2e_per_km: 0.00444, source: IMPACT },
} as const;

type FactorKey = keyof typeof DEFAULT_COMMUTE_FACTORS;
function factor(key: FactorKey, context: ScenarioContext) {
  const given = context.commute_factors?.[key];
  return given
    ? { value: given.kg_co2e_per_km, source: given.source, ...note('factor_library') }
    : {
        value: DEFAULT_COMMUTE_FACTORS[key].kg_co2e_per_km,
        source: DEFAULT_COMMUTE_FACTORS[key].source,
        ...note(FACTOR_NOTES[key]),
      };
}

/** Five-day working weeks: remote days take their share of the working days away from commuting. */
function commuteKmPerEmployee(inputs: CommuteInputs, remoteDaysPerWeek: number): number {
  const daysOnSite = inputs.working_days_per_year * ((5 - remoteDaysPerWeek) / 5);
  return daysOnSite * 2 * inputs.average_distance_km;
}

export function computeCommute(inputs: CommuteInputs, context: ScenarioContext): ScenarioComputation {
  const ice = factor('car_petrol', context);
  const ev = factor('car_electric', context);
  const pt = factor(inputs.public_transport_mode, context);
  const emissions = (km: number, carShare: number, ptShare: number, evShare: number) => {
    const carKm = km * (carShare / 100);
    const carKg = carKm * ((1 - evShare / 100) * ice.value + (evShare / 100) * ev.value);
    const ptKg = km * (ptShare / 100) * pt.value;
    return { carKm, kg: carKg + ptKg };
  };
  const kmBefore = inputs.employees * commuteKmPerEmployee(inputs, inputs.current_remote_days_per_week);
  const kmAfter = inputs.employees * commuteKmPerEmployee(inputs, inputs.target_remote_days_per_week);
  const before = emissions(
    kmBefore,
    inputs.car_share_percent,
    inputs.public_transport_share_percent,
    inputs.current_ev_share_percent,
  );
  const after = emissions(
    kmAfter,
    inputs.car_share_percent - inputs.shift_to_public_transport_percent - inputs.shift_to_active_percent,
    inputs.public_transport_share_percent + inputs.shift_to_public_transport_percent,
    inputs.target_ev_share_percent,
  );
  const avoidedKg = before.kg - after.kg;
  const lifetime = inputs.lifetime_years ?? COMMUTE_DEFAULTS.lifetime_years;
  const discount = inputs.discount_rate_percent ?? COMMUTE_DEFAULTS.discount_rate_percent;
  const financials = computeFinancials({
    capexEur: inputs.capex_eur,
    subsidiesPercent: inputs.subsidies_percent ?? COMMUTE_DEFAULTS.subsidies_percent,
    annualGrossSavingsEur: inputs.annual_savings_eur,
    annualOpexEur: inputs.annual_cost_eur,
    lifetimeYears: lifetime,
    discountRatePercent: discount,
    annualAvoidedKg: avoidedKg,
  });
  const assumptions: ScenarioAssumption[] = [
    {
      key: 'commute_distance',
      value: `${inputs.employees} × ${inputs.working_days_per_year} days × (5 − remote days)/5 × 2 × ${inputs.average_distance_km} km`,
      value_key: 'commute_distance',
      value_params: {
        employees: inputs.employees,
        days: inputs.working_days_per_year,
        distance: inputs.average_distance_km,
      },
      unit: 'km/year',
      unit_key: 'km_per_year',
      source: 'GHG Protocol Scope 3 Technical Guidance, category 7',
      ...note('commute_distance'),
    },
    { key: 'car_factor', unit: 'kg CO2e/vehicle·km', unit_key: 'kg_per_vehicle_km', ...ice },
    { key: 'electric_car_factor', unit: 'kg CO2e/vehicle·km', unit_key: 'kg_per_vehicle_km', ...ev },
    {
      key: 'public_transport_factor',
      unit: 'kg CO2e/passenger·km',
      unit_key: 'kg_per_passenger_km',
      ...pt,
    },
    {
      key: 'car_occupancy',
      value: 1,
      unit: 'person/car',
      unit_key: 'person_per_car',
      source: '',
      ...note('car_occupancy'),
    },
    { key: 'active_modes_factor', value: 0, unit: 'kg CO2e/km', source: '', ...note('active_modes') },
    {
      key: 'telework_emissions',
      value: 0,
      unit: 'kg CO2e',
      source: 'GHG Protocol Scope 3 Technical Guidance',
      ...note('telework_left_out'),
    },
    ...financialAssumptions(
      lifetime,
      discount,
      inputs.lifetime_years === undefined ? note('lifetime_mobility_plan') : ENTERED,
    ),
  ];
  return {
    data_source: 'estimate',
    results: {
      baseline_kg_co2e: round(before.kg),
      scenario_kg_co2e: round(after.kg),
      annual_avoided_kg_co2e: round(avoidedKg),
      annual_avoided_t_co2e: round(avoidedKg / 1000, 3),
      ...financials,
      baseline_car_km: round(before.carKm, 0),
      scenario_car_km: round(after.carKm, 0),
    },
    assumptions,
  };
}
