/**
 * Solar panels scenario: yield from the site's sunshine climatology (solar-yield.ts), self-consumption versus export,
 * grid emissions avoided, and financials. Pure.
 */
import { sunshineAt } from './climate.ts';
import { computeFinancials, DEFAULT_DISCOUNT_RATE_PERCENT, financialAssumptions } from './financials.ts';
import { pvYield, pvYieldAssumptions } from './solar-yield.ts';
import type {
  AvoidedEmissionsMethod,
  ScenarioAssumption,
  ScenarioComputation,
  ScenarioContext,
} from './types.ts';
import { ENTERED, note, round, ScenarioInputError } from './types.ts';

/** The climatology of the sunshine stations: a dataset name, as published. */
const SUNSHINE_REFERENCE = 'Wikipedia contributors, "List of cities by sunshine duration" (CC BY-SA 4.0)';

export interface SolarInputs {
  capacity_kwp: number;
  module_efficiency_percent: number;
  tilt_deg: number;
  azimuth_deg: number;
  latitude: number;
  longitude: number;
  self_consumption_percent: number;
  electricity_rate_eur_per_kwh: number;
  selling_rate_eur_per_kwh: number;
  install_cost_eur_per_kw: number;
  maintenance_percent_of_capex: number;
  subsidies_percent: number;
  avoided_emissions_method: AvoidedEmissionsMethod;
  degradation_percent_per_year?: number | undefined;
  lifetime_years?: number | undefined;
  discount_rate_percent?: number | undefined;
}

export const SOLAR_DEFAULTS = {
  module_efficiency_percent: 21,
  tilt_deg: 30,
  azimuth_deg: 180,
  self_consumption_percent: 70,
  electricity_rate_eur_per_kwh: 0.2,
  selling_rate_eur_per_kwh: 0.06,
  install_cost_eur_per_kw: 1200,
  maintenance_percent_of_capex: 1,
  subsidies_percent: 0,
  avoided_emissions_method: 'self_consumption',
  degradation_percent_per_year: 0.5,
  lifetime_years: 25,
  discount_rate_percent: DEFAULT_DISCOUNT_RATE_PERCENT,
} as const;

export function computeSolar(inputs: SolarInputs, context: ScenarioContext): ScenarioComputation {
  const grid = context.grid_factor;
  if (!grid) throw new ScenarioInputError('errors.no_grid_factor', 'site_id');
  const climate = sunshineAt(inputs.latitude, inputs.longitude);
  const pv = pvYield({
    latitude: inputs.latitude,
    tiltDeg: inputs.tilt_deg,
    azimuthDeg: inputs.azimuth_deg,
    relativeSunshine: climate.relativeSunshine,
  });
  const production = pv.annualKwhPerKwp * inputs.capacity_kwp;
  const selfConsumed = (production * inputs.self_consumption_percent) / 100;
  const exported = production - selfConsumed;
  const countedKwh = inputs.avoided_emissions_method === 'total_production' ? production : selfConsumed;
  const avoidedKg = countedKwh * grid.kg_co2e_per_kwh;

  const capex = inputs.capacity_kwp * inputs.install_cost_eur_per_kw;
  const opex = (capex * inputs.maintenance_percent_of_capex) / 100;
  const gross =
    selfConsumed * inputs.electricity_rate_eur_per_kwh + exported * inputs.selling_rate_eur_per_kwh;
  const lifetime = inputs.lifetime_years ?? SOLAR_DEFAULTS.lifetime_years;
  const discount = inputs.discount_rate_percent ?? SOLAR_DEFAULTS.discount_rate_percent;
  const degradation = inputs.degradation_percent_per_year ?? SOLAR_DEFAULTS.degradation_percent_per_year;
  const financials = computeFinancials({
    capexEur: capex,
    subsidiesPercent: inputs.subsidies_percent,
    annualGrossSavingsEur: gross,
    annualOpexEur: opex,
    lifetimeYears: lifetime,
    discountRatePercent: discount,
    annualAvoidedKg: avoidedKg,
    degradationPercentPerYear: degradation,
  });

  const location: ScenarioAssumption =
    climate.dataSource === 'climatology' && climate.station
      ? {
          key: 'sunshine_climatology',
          value: `${climate.station.city} (${climate.station.country}), ${climate.station.distance_km} km${
            climate.stationsUsed > 1
              ? `, with ${climate.stationsUsed - 1} more station(s) weighted by distance`
              : ''
          }`,
          value_key: climate.stationsUsed > 1 ? 'station_weighted' : 'station',
          value_params: {
            city: climate.station.city,
            country: climate.station.country,
            distance: climate.station.distance_km,
            count: climate.stationsUsed - 1,
          },
          unit: '',
          source: SUNSHINE_REFERENCE,
          ...note('sunshine_climatology'),
        }
      : {
          key: 'sunshine_estimate',
          value: `Mean relative sunshine of ${climate.bandStations} stations at a similar latitude (none within 300 km)`,
          value_key: 'latitude_band',
          value_params: { count: climate.bandStations },
          unit: '',
          source: SUNSHINE_REFERENCE,
          ...note('sunshine_estimate'),
        };
  const assumptions: ScenarioAssumption[] = [
    location,
    ...pvYieldAssumptions(),
    {
      key: 'array_area',
      value: round(inputs.capacity_kwp / (inputs.module_efficiency_percent / 100), 1),
      unit: 'm²',
      source: '',
      ...note('array_area'),
    },
    {
      key: 'grid_factor',
      value: grid.kg_co2e_per_kwh,
      unit: 'kg CO2e/kWh',
      source: grid.source,
      ...note('grid_factor'),
    },
    {
      key: 'avoided_emissions_method',
      value: inputs.avoided_emissions_method,
      value_key: `method_${inputs.avoided_emissions_method}`,
      unit: '',
      source: '',
      ...note(`method_${inputs.avoided_emissions_method}`),
    },
    {
      key: 'degradation',
      value: degradation,
      unit: '%/year',
      unit_key: 'percent_per_year',
      ...(inputs.degradation_percent_per_year === undefined
        ? { source: '', ...note('degradation_default') }
        : ENTERED),
    },
    ...financialAssumptions(
      lifetime,
      discount,
      inputs.lifetime_years === undefined ? note('lifetime_pv', { years: 25 }) : ENTERED,
    ),
  ];

  return {
    data_source: climate.dataSource,
    results: {
      baseline_kg_co2e: round(avoidedKg),
      scenario_kg_co2e: 0,
      annual_avoided_kg_co2e: round(avoidedKg),
      annual_avoided_t_co2e: round(avoidedKg / 1000, 3),
      ...financials,
      annual_production_kwh: round(production, 0),
      specific_yield_kwh_per_kwp: round(pv.annualKwhPerKwp, 0),
      monthly_production_kwh: pv.monthlyKwhPerKwp.map((v) => round(v * inputs.capacity_kwp, 0)),
      monthly_irradiation_kwh_per_m2: pv.monthlyPlaneKwhM2.map((v) => round(v, 1)),
      plane_irradiation_kwh_per_m2: round(pv.annualPlaneKwhM2, 0),
      performance_ratio: round(pv.performanceRatio, 3),
      self_consumed_kwh: round(selfConsumed, 0),
      exported_kwh: round(exported, 0),
      climate_station: climate.station,
    },
    assumptions,
  };
}
