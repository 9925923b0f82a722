/**
 * Reduction scenario models (`@carbon/carbon/scenarios`, docs/decisions/0029-scenario-models.md): solar panels,
 * heating system, building envelope and commuting, their financials, the abatement cost curve and the portfolio
 * projection. Pure functions over the inputs and a ScenarioContext the API assembles from the database.
 */
import { computeCommute, type CommuteInputs } from './commute.ts';
import { computeEnvelope, type EnvelopeInputs } from './envelope.ts';
import { computeHeating, type HeatingInputs } from './heating.ts';
import { computeSolar, type SolarInputs } from './solar.ts';
import type { ScenarioComputation, ScenarioContext, ScenarioType } from './types.ts';

export interface ScenarioInputsByType {
  solar_panels: SolarInputs;
  heating_system: HeatingInputs;
  building_envelope: EnvelopeInputs;
  commute_enhanced: CommuteInputs;
}

/**
 * Computes a scenario from inputs already validated by @carbon/contracts/scenarios (defaults applied). Throws
 * ScenarioInputError (messageKey, field) when the context lacks what the inputs need: a grid factor for solar and
 * electric heating, a heat demand when neither the inputs nor the site's entries give one.
 */
export function computeScenario<T extends ScenarioType>(
  type: T,
  inputs: ScenarioInputsByType[T],
  context: ScenarioContext,
): ScenarioComputation {
  switch (type) {
    case 'solar_panels':
      return computeSolar(inputs as SolarInputs, context);
    case 'heating_system':
      return computeHeating(inputs as HeatingInputs, context);
    case 'building_envelope':
      return computeEnvelope(inputs as EnvelopeInputs, context);
    case 'commute_enhanced':
      return computeCommute(inputs as CommuteInputs, context);
    default:
      throw new Error(`unknown scenario type ${String(type)}`);
  }
}

export { computeCommute, COMMUTE_DEFAULTS, DEFAULT_COMMUTE_FACTORS, type CommuteInputs } from './commute.ts';
export { computeEnvelope, ENVELOPE_DEFAULTS, type EnvelopeInputs } from './envelope.ts';
export {
  computeHeating,
  DEFAULT_FUEL_FACTORS,
  DEFAULT_FUEL_PRICES,
  HEATING_DEFAULTS,
  HEATING_SYSTEMS,
  REFRIGERANT_GWP,
  type HeatingInputs,
} from './heating.ts';
export { computeSolar, SOLAR_DEFAULTS, type SolarInputs } from './solar.ts';
export { pvYield, PV_CONSTANTS, type PvSystem, type PvYield } from './solar-yield.ts';
export { heatingDegreeDays, sunshineAt, MAX_STATION_DISTANCE_KM } from './climate.ts';
export { computeFinancials, DEFAULT_DISCOUNT_RATE_PERCENT, type FinancialInput } from './financials.ts';
export { rankMacc, type MaccCurve, type MaccInput, type MaccItem } from './macc.ts';
export {
  PATHWAY_1_5C_PERCENT_PER_YEAR,
  projectPortfolio,
  rampShare,
  type PortfolioInput,
  type PortfolioScenarioInput,
  type ProjectionRow,
} from './portfolio.ts';
export { RAMP_UP_YEARS, WIZARD_CONFIG } from './config.ts';
export { CLIMATE_STATIONS, type StationRow } from './data/climate-stations.ts';
export { HDD_STATIONS, type HddStation } from './data/heating-degree-days.ts';

/** The attribution the CC BY-SA 4.0 sunshine data requires wherever it is shown (the sources page). */
export const CLIMATE_DATA_ATTRIBUTION =
  'Sunshine duration: Wikipedia contributors, "List of cities by sunshine duration", CC BY-SA 4.0, from national meteorological services\' climate normals. Coordinates: GeoNames (CC BY 4.0).';
export {
  AVOIDED_EMISSIONS_METHODS,
  BUILDING_TYPES,
  CURRENT_HEATING_SYSTEMS,
  HEATING_FUELS,
  INSULATION_LEVELS,
  PUBLIC_TRANSPORT_MODES,
  REFRIGERANTS,
  REPLACEMENT_HEATING_SYSTEMS,
  SCENARIO_TYPES,
  ScenarioInputError,
  UPGRADE_LEVELS,
  WINDOW_TYPES,
  type FuelContext,
  type HeatingFuel,
  type RecordedHeating,
  type ScenarioAssumption,
  type ScenarioComputation,
  type ScenarioContext,
  type ScenarioDataSource,
  type ScenarioResults,
  type ScenarioType,
  type SourcedFactor,
} from './types.ts';
