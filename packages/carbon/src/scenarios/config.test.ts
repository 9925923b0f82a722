import * as contract from '@carbon/contracts/scenarios';
import { describe, expect, it } from 'vitest';
import { WIZARD_CONFIG, type ScenarioInputsByType } from './index.ts';
import * as engine from './types.ts';

// The contract's parsed inputs are what the API passes to computeScenario: they must fit the engine's types.
type Fits<A, B> = A extends B ? true : false;
const fits: [
  Fits<contract.SolarInputs, ScenarioInputsByType['solar_panels']>,
  Fits<contract.HeatingInputs, ScenarioInputsByType['heating_system']>,
  Fits<contract.EnvelopeInputs, ScenarioInputsByType['building_envelope']>,
  Fits<contract.CommuteInputs, ScenarioInputsByType['commute_enhanced']>,
] = [true, true, true, true];

describe('wizard configuration', () => {
  it('repeats the option lists of the contract exactly', () => {
    expect(fits).toEqual([true, true, true, true]);
    expect(engine.SCENARIO_TYPES).toEqual(contract.SCENARIO_TYPES);
    expect(engine.CURRENT_HEATING_SYSTEMS).toEqual(contract.CURRENT_HEATING_SYSTEMS);
    expect(engine.REPLACEMENT_HEATING_SYSTEMS).toEqual(contract.REPLACEMENT_HEATING_SYSTEMS);
    expect(engine.INSULATION_LEVELS).toEqual(contract.INSULATION_LEVELS);
    expect(engine.UPGRADE_LEVELS).toEqual(contract.UPGRADE_LEVELS);
    expect(engine.BUILDING_TYPES).toEqual(contract.BUILDING_TYPES);
    expect(engine.WINDOW_TYPES).toEqual(contract.WINDOW_TYPES);
    expect(engine.AVOIDED_EMISSIONS_METHODS).toEqual(contract.AVOIDED_EMISSIONS_METHODS);
    expect(engine.REFRIGERANTS).toEqual(contract.REFRIGERANTS);
    expect(engine.PUBLIC_TRANSPORT_MODES).toEqual(contract.PUBLIC_TRANSPORT_MODES);
  });

  it('is a valid wizard-config answer whose defaults parse as inputs', () => {
    expect(contract.wizardConfigSchema.parse(WIZARD_CONFIG)).toEqual(WIZARD_CONFIG);
    const solar = contract.solarInputsSchema.safeParse({
      ...WIZARD_CONFIG.defaults.solar_panels,
      capacity_kwp: 9,
      latitude: 48.85,
      longitude: 2.35,
    });
    expect(solar.success).toBe(true);
    expect(
      contract.commuteInputsSchema.safeParse({
        ...WIZARD_CONFIG.defaults.commute_enhanced,
        employees: 20,
        average_distance_km: 12,
      }).success,
    ).toBe(true);
  });
});
