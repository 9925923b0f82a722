import { describe, expect, it } from 'vitest';
import { WIZARD_CONFIG } from './index.ts';

// The engine may not import the contracts (lint: contracts, carbon and i18n depend on nothing of ours); the API's
// scenario tests check that these lists equal @carbon/contracts/scenarios', as commuting.int.test.ts does for modes.
describe('wizard configuration', () => {
  it('lists SPEC section 9 options in snake_case', () => {
    expect(WIZARD_CONFIG.types).toEqual([
      'solar_panels',
      'heating_system',
      'building_envelope',
      'commute_enhanced',
    ]);
    expect(WIZARD_CONFIG.options.current_systems).toEqual([
      'gas_boiler',
      'oil_furnace',
      'electric_boiler',
      'biomass',
    ]);
    expect(WIZARD_CONFIG.options.replacement_systems).toEqual([
      'air_source_heat_pump',
      'ground_source_heat_pump',
      'condensing_gas_boiler',
      'biomass_boiler',
      'district_heating',
    ]);
    expect(WIZARD_CONFIG.options.insulation_levels).toEqual(['poor', 'average', 'good', 'excellent']);
    expect(WIZARD_CONFIG.options.upgrade_levels).toEqual(['none', 'basic', 'standard', 'premium']);
    expect(WIZARD_CONFIG.options.building_types).toEqual(['office', 'retail', 'warehouse', 'residential']);
    expect(WIZARD_CONFIG.options.window_types).toEqual(['single', 'double', 'triple']);
    expect(WIZARD_CONFIG.options.avoided_emissions_methods).toEqual(['self_consumption', 'total_production']);
    expect(WIZARD_CONFIG.options.ramp_up_years).toEqual([0, 1, 2, 3]);
  });

  it('prefills each form with defaults that state a lifetime and the 4 % discount rate', () => {
    for (const defaults of Object.values(WIZARD_CONFIG.defaults)) {
      expect(defaults.discount_rate_percent).toBe(4);
      expect(defaults.lifetime_years).toBeGreaterThan(0);
    }
    expect(WIZARD_CONFIG.defaults.solar_panels).toMatchObject({ tilt_deg: 30, azimuth_deg: 180 });
  });
});
