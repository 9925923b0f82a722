/**
 * Shared types of the scenario models (docs/decisions/0029-scenario-models.md). The input shapes repeat the parsed
 * types of @carbon/contracts/scenarios (the engine depends on zod only); a test checks the option lists agree.
 */

export const SCENARIO_TYPES = [
  'solar_panels',
  'heating_system',
  'building_envelope',
  'commute_enhanced',
] as const;
export type ScenarioType = (typeof SCENARIO_TYPES)[number];
export const CURRENT_HEATING_SYSTEMS = ['gas_boiler', 'oil_furnace', 'electric_boiler', 'biomass'] as const;
export type CurrentHeatingSystem = (typeof CURRENT_HEATING_SYSTEMS)[number];
export const REPLACEMENT_HEATING_SYSTEMS = [
  'air_source_heat_pump',
  'ground_source_heat_pump',
  'condensing_gas_boiler',
  'biomass_boiler',
  'district_heating',
] as const;
export type ReplacementHeatingSystem = (typeof REPLACEMENT_HEATING_SYSTEMS)[number];
export const INSULATION_LEVELS = ['poor', 'average', 'good', 'excellent'] as const;
export type InsulationLevel = (typeof INSULATION_LEVELS)[number];
export const UPGRADE_LEVELS = ['none', 'basic', 'standard', 'premium'] as const;
export type UpgradeLevel = (typeof UPGRADE_LEVELS)[number];
export const BUILDING_TYPES = ['office', 'retail', 'warehouse', 'residential'] as const;
export type BuildingType = (typeof BUILDING_TYPES)[number];
export const WINDOW_TYPES = ['single', 'double', 'triple'] as const;
export type WindowType = (typeof WINDOW_TYPES)[number];
export const AVOIDED_EMISSIONS_METHODS = ['self_consumption', 'total_production'] as const;
export type AvoidedEmissionsMethod = (typeof AVOIDED_EMISSIONS_METHODS)[number];
export const REFRIGERANTS = ['r32', 'r410a', 'r290'] as const;
export type Refrigerant = (typeof REFRIGERANTS)[number];
export const PUBLIC_TRANSPORT_MODES = ['bus', 'train', 'metro_tram'] as const;
export type PublicTransportMode = (typeof PUBLIC_TRANSPORT_MODES)[number];
export type ScenarioDataSource = 'climatology' | 'estimate';

/** Energies a heating system burns or buys. */
export const HEATING_FUELS = [
  'natural_gas',
  'heating_oil',
  'electricity',
  'wood_pellets',
  'district_heat',
] as const;
export type HeatingFuel = (typeof HEATING_FUELS)[number];

/** Parameters of a translatable text: numbers are formatted in the reader's locale by the screen. */
export type AssumptionParams = Record<string, number | string>;

/**
 * One named assumption of a computation: value, unit and where it comes from. `source` names the reference only (a
 * title, dataset or standard and its version, a proper name left as published; '' when there is none); what the
 * assumption means is `note_key` (+ `note_params`), a key of the `scenarios` namespace under `notes.`, so that every
 * word the screens show is translated. A value in words is `value_key` (+ `value_params`) under `values.`, and a unit
 * with words is `unit_key` under `units.`; `value` and `unit` keep a readable English form for API clients.
 */
export interface ScenarioAssumption {
  key: string;
  value: number | string;
  unit: string;
  source: string;
  note_key?: string;
  note_params?: AssumptionParams;
  value_key?: string;
  value_params?: AssumptionParams;
  unit_key?: string;
}

/** The note of an assumption the user entered with the scenario. */
export const ENTERED = { source: '', note_key: 'entered' } as const;

/** A translatable note, with its parameters when it has some. */
export function note(
  noteKey: string,
  params?: AssumptionParams,
): { note_key: string; note_params?: AssumptionParams } {
  return params ? { note_key: noteKey, note_params: params } : { note_key: noteKey };
}

/** A factor the API found for the site (ledger, library or tariff), with its source to show. */
export interface SourcedFactor {
  kg_co2e_per_kwh: number;
  source: string;
}

/** What the API knows about a heating energy for the site: its factor, its price, and the kWh basis they share. */
export interface FuelContext {
  kg_co2e_per_kwh?: number;
  factor_source?: string;
  price_eur_per_kwh?: number;
  price_source?: string;
  /**
   * kWh on the net calorific value (LHV, PCI) per kWh as the factor, price and recorded energy count them: 1 for
   * LHV; 1/1.11 = 0.901 for natural gas counted on the gross value (PCS), as French gas bills and Eurostat's gas
   * prices do. The efficiencies of the model are on LHV.
   */
  net_kwh_per_kwh?: number;
}

/** The site's heating energy recorded in the ledger for the base year, for one energy. */
export interface RecordedHeating {
  kwh: number;
  year: number;
  source: string;
}

/**
 * Everything a model needs from the database, assembled by the API for the scenario's site. Every field is optional
 * except where said: a missing value falls back on a named default that the assumptions list shows.
 */
export interface ScenarioContext {
  /** ISO 3166-1 alpha-2 of the site. */
  country?: string | null;
  /** The site's coordinates (solar inputs carry their own; the envelope uses these for degree-days). */
  latitude?: number | null;
  longitude?: number | null;
  /** Location-based grid electricity factor of the site's country and year; required by solar and heat pumps. */
  grid_factor?: SourcedFactor | null;
  /** Electricity price of the company (/prices) for heat pumps and electric boilers. */
  electricity_price?: { eur_per_kwh: number; source: string } | null;
  /** Factors and prices of the heating energies, when the ledger and /prices have them. */
  fuels?: Partial<Record<HeatingFuel, FuelContext>>;
  /** The site's recorded heating energy of the base year, by energy (kWh as counted in the ledger). */
  recorded_heating?: Partial<Record<HeatingFuel, RecordedHeating>>;
  /** Commuting factors of the library (kg CO2e per vehicle·km for cars, per passenger·km otherwise). */
  commute_factors?: Partial<
    Record<'car_petrol' | 'car_electric' | PublicTransportMode, { kg_co2e_per_km: number; source: string }>
  >;
  /** Headcount of the company (prefill only). */
  employees?: number | null;
}

export interface ClimateStationRef {
  city: string;
  country: string;
  latitude: number;
  longitude: number;
  distance_km: number;
}

/** The results every type returns (snake_case, as the API sends them). */
export interface FinancialResults {
  capex_eur: number;
  subsidies_eur: number;
  net_capex_eur: number;
  annual_opex_eur: number;
  annual_savings_eur: number;
  payback_years: number | null;
  npv_eur: number;
  lifetime_years: number;
  discount_rate_percent: number;
  cost_per_t_co2e_eur: number | null;
  lifetime_avoided_t_co2e: number;
}

export interface ScenarioResults extends FinancialResults {
  baseline_kg_co2e: number;
  scenario_kg_co2e: number;
  annual_avoided_kg_co2e: number;
  annual_avoided_t_co2e: number;
  annual_production_kwh?: number;
  specific_yield_kwh_per_kwp?: number;
  monthly_production_kwh?: number[];
  monthly_irradiation_kwh_per_m2?: number[];
  plane_irradiation_kwh_per_m2?: number;
  performance_ratio?: number;
  self_consumed_kwh?: number;
  exported_kwh?: number;
  climate_station?: ClimateStationRef | null;
  annual_heat_demand_kwh?: number;
  heat_demand_source?: 'input' | 'site_entries' | 'envelope';
  current_energy_kwh?: number;
  replacement_energy_kwh?: number;
  current_efficiency_percent?: number;
  replacement_efficiency_percent?: number;
  refrigerant_leakage_kg_co2e?: number;
  heat_loss_before_w_per_k?: number;
  heat_loss_after_w_per_k?: number;
  heating_degree_days?: number;
  heat_demand_after_kwh?: number;
  energy_saved_kwh?: number;
  baseline_car_km?: number;
  scenario_car_km?: number;
}

export interface ScenarioComputation {
  data_source: ScenarioDataSource;
  results: ScenarioResults;
  assumptions: ScenarioAssumption[];
}

/**
 * An input the model cannot work with although the contract accepted it (no heat demand anywhere, no grid factor):
 * the API answers 422 with `messageKey` at `field`.
 */
export class ScenarioInputError extends Error {
  constructor(
    readonly messageKey: string,
    readonly field: string,
  ) {
    super(`${field}: ${messageKey}`);
    this.name = 'ScenarioInputError';
  }
}

/** Rounds for storage and display while keeping the computation exact upstream. */
export function round(value: number, digits = 2): number {
  const factor = 10 ** digits;
  return Math.round(value * factor) / factor;
}
