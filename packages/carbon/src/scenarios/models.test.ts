import { describe, expect, it } from 'vitest';
import type { ScenarioContext } from './types.ts';
import { ScenarioInputError } from './types.ts';
import {
  computeFinancials,
  computeScenario,
  PATHWAY_1_5C_PERCENT_PER_YEAR,
  projectPortfolio,
  rampShare,
  rankMacc,
} from './index.ts';

const grid = { kg_co2e_per_kwh: 0.06, source: 'test grid factor' };

describe('financials', () => {
  it('nets subsidies and opex, pays back, discounts, and prices the tonne (hand-computed)', () => {
    const f = computeFinancials({
      capexEur: 10_000,
      subsidiesPercent: 20,
      annualGrossSavingsEur: 1_500,
      annualOpexEur: 500,
      lifetimeYears: 10,
      discountRatePercent: 0,
      annualAvoidedKg: 1_000,
    });
    // net capex 8,000; net savings 1,000/yr; payback 8 yr; NPV at 0 % = −8,000 + 10 × 1,000 = 2,000;
    // 10 t over the life: −2,000 / 10 = −200 €/t (each tonne also earns money)
    expect(f).toMatchObject({
      capex_eur: 10_000,
      subsidies_eur: 2_000,
      net_capex_eur: 8_000,
      annual_opex_eur: 500,
      annual_savings_eur: 1_000,
      payback_years: 8,
      npv_eur: 2_000,
      lifetime_avoided_t_co2e: 10,
      cost_per_t_co2e_eur: -200,
    });
    // at 4 %: annuity factor (1 − 1.04^−10) / 0.04 = 8.110896; NPV = −8,000 + 8,110.90 = 110.90
    const discounted = computeFinancials({
      capexEur: 10_000,
      subsidiesPercent: 20,
      annualGrossSavingsEur: 1_500,
      annualOpexEur: 500,
      lifetimeYears: 10,
      discountRatePercent: 4,
      annualAvoidedKg: 1_000,
    });
    expect(discounted.npv_eur).toBeCloseTo(110.9, 1);
  });

  it('has no payback (infinite) without savings, and no cost per tonne without abatement', () => {
    const f = computeFinancials({
      capexEur: 5_000,
      subsidiesPercent: 0,
      annualGrossSavingsEur: 100,
      annualOpexEur: 300,
      lifetimeYears: 5,
      discountRatePercent: 4,
      annualAvoidedKg: 0,
    });
    expect(f.payback_years).toBeNull();
    expect(f.cost_per_t_co2e_eur).toBeNull();
  });
});

describe('solar scenario', () => {
  const inputs = {
    capacity_kwp: 10,
    module_efficiency_percent: 20,
    tilt_deg: 35,
    azimuth_deg: 180,
    latitude: 48.853,
    longitude: 2.349,
    self_consumption_percent: 60,
    electricity_rate_eur_per_kwh: 0.2,
    selling_rate_eur_per_kwh: 0.1,
    install_cost_eur_per_kw: 1_000,
    maintenance_percent_of_capex: 1,
    subsidies_percent: 10,
    avoided_emissions_method: 'self_consumption' as const,
  };

  it('splits production, values it and counts only self-consumption against the grid factor', () => {
    const { data_source, results, assumptions } = computeScenario('solar_panels', inputs, {
      grid_factor: grid,
    });
    expect(data_source).toBe('climatology');
    const production = results.annual_production_kwh ?? 0;
    expect(results.monthly_production_kwh).toHaveLength(12);
    expect(results.self_consumed_kwh).toBeCloseTo(production * 0.6, -1);
    expect((results.self_consumed_kwh ?? 0) + (results.exported_kwh ?? 0)).toBeCloseTo(production, -1);
    expect(results.annual_avoided_kg_co2e).toBeCloseTo(production * 0.6 * 0.06, 0);
    expect(results).toMatchObject({
      capex_eur: 10_000,
      subsidies_eur: 1_000,
      net_capex_eur: 9_000,
      annual_opex_eur: 100,
    });
    // savings = 0.6 P × 0.20 + 0.4 P × 0.10 − 100
    expect(results.annual_savings_eur).toBeCloseTo(production * (0.12 + 0.04) - 100, 0);
    expect(assumptions.map((a) => a.key)).toEqual(
      expect.arrayContaining([
        'sunshine_climatology',
        'angstrom_a',
        'system_losses',
        'grid_factor',
        'discount_rate',
      ]),
    );
    const total = computeScenario(
      'solar_panels',
      { ...inputs, avoided_emissions_method: 'total_production' },
      { grid_factor: grid },
    );
    expect(total.results.annual_avoided_kg_co2e).toBeCloseTo(production * 0.06, 0);
  });

  it('says "estimate" where no station is near, and needs the site grid factor', () => {
    expect(
      computeScenario(
        'solar_panels',
        { ...inputs, latitude: 44.838, longitude: -0.579 },
        { grid_factor: grid },
      ).data_source,
    ).toBe('estimate');
    expect(() => computeScenario('solar_panels', inputs, {})).toThrow(ScenarioInputError);
  });
});

describe('heating system scenario', () => {
  it('reproduces ADEME Impact CO2: 150 kWh/m² of heat, gas boiler 39 kg/m², heat pump COP 3 3.95 kg/m²', () => {
    // chauffage.json (standards.md §6b): gas 0.221 kg/kWh, η 0.85; electricity 0.079, COP 3; no refrigerant leak.
    const context: ScenarioContext = {
      grid_factor: { kg_co2e_per_kwh: 0.079, source: 'RE2020 heating electricity' },
      fuels: { natural_gas: { kg_co2e_per_kwh: 0.221, factor_source: 'Impact CO2 gas' } },
    };
    const { results } = computeScenario(
      'heating_system',
      {
        current_system: 'gas_boiler',
        replacement_system: 'air_source_heat_pump',
        annual_heat_demand_kwh: 150,
        refrigerant_leak_rate_percent: 0,
      },
      context,
    );
    expect(results.baseline_kg_co2e).toBeCloseTo(39.0, 1); // 150 / 0.85 × 0.221 = 39.00
    expect(results.scenario_kg_co2e).toBeCloseTo(3.95, 2); // 150 / 3 × 0.079 = 3.95
  });

  it('adds refrigerant leakage and prices both energies (hand-computed)', () => {
    const context: ScenarioContext = {
      grid_factor: grid,
      fuels: {
        natural_gas: { price_eur_per_kwh: 0.1, price_source: 'tariff' },
        electricity: { price_eur_per_kwh: 0.2, price_source: 'tariff' },
      },
    };
    const { results, data_source } = computeScenario(
      'heating_system',
      {
        current_system: 'gas_boiler',
        replacement_system: 'air_source_heat_pump',
        annual_heat_demand_kwh: 20_660,
      },
      context,
    );
    // gas 20,660 / 0.85 = 24,305.88 kWh × 0.227 = 5,517.44 kg, × 0.10 € = 2,430.59 €
    // heat pump 20,660 / 3 = 6,886.67 kWh × 0.06 = 413.20 kg, × 0.20 € = 1,377.33 €
    // capacity 20,660 / 2,066 h = 10 kW; charge 2.5 kg R-32 × 4 % × 771 = 77.10 kg CO2e
    expect(data_source).toBe('estimate');
    expect(results.current_energy_kwh).toBe(24_306);
    expect(results.replacement_energy_kwh).toBe(6_887);
    expect(results.refrigerant_leakage_kg_co2e).toBeCloseTo(77.1, 2);
    expect(results.baseline_kg_co2e).toBeCloseTo(5_517.44, 1);
    expect(results.scenario_kg_co2e).toBeCloseTo(413.2 + 77.1, 1);
    expect(results.annual_savings_eur).toBeCloseTo(2_430.59 - 1_377.33, 1);
    expect(results.capex_eur).toBe(12_000); // 10 kW × 1,200 €/kW
    expect(results.payback_years).toBeCloseTo(12_000 / 1_053.26, 1);
  });

  it('takes the site’s recorded gas (counted on PCS) as the baseline when no demand is entered', () => {
    const context: ScenarioContext = {
      grid_factor: grid,
      fuels: { natural_gas: { net_kwh_per_kwh: 1 / 1.11 } },
      recorded_heating: { natural_gas: { kwh: 111_000, year: 2025, source: 'ledger' } },
    };
    const { results } = computeScenario(
      'heating_system',
      { current_system: 'gas_boiler', replacement_system: 'condensing_gas_boiler' },
      context,
    );
    // 111,000 kWh PCS = 100,000 kWh PCI × 0.85 = 85,000 kWh of heat; condensing at 95 %: 89,473.7 kWh PCI = 99,315.8 PCS
    expect(results.heat_demand_source).toBe('site_entries');
    expect(results.annual_heat_demand_kwh).toBe(85_000);
    expect(results.current_energy_kwh).toBe(111_000);
    expect(results.replacement_energy_kwh).toBe(99_316);
    expect(() =>
      computeScenario(
        'heating_system',
        { current_system: 'oil_furnace', replacement_system: 'biomass_boiler' },
        context,
      ),
    ).toThrow(expect.objectContaining({ messageKey: 'errors.scenario_heat_demand_required' }));
  });
});

describe('building envelope scenario', () => {
  it('computes H = Σ U·A + 0.34 n V and Q = H × HDD × 24 / 1000 × 0.8 by hand for a warehouse', () => {
    const base = {
      building_type: 'warehouse' as const,
      floor_area_m2: 400,
      insulation_level: 'good' as const,
      window_type: 'double' as const,
      heating_system: 'gas_boiler' as const,
      heating_degree_days: 2_000,
    };
    // 1 storey, 20 m × 20 m, 8 m high: façade 640 m², 5 % glazed → windows 32 m², walls 608 m², volume 3,200 m³
    // H = 0.36×608 + 0.27×400 (flat roof) + 0.5×0.27×400 + 2.7×32 + 0.34×0.6×3,200 = 1,120.08 W/K
    const none = computeScenario('building_envelope', { ...base, upgrade_level: 'none' }, {});
    expect(none.results.heat_loss_before_w_per_k).toBeCloseTo(1_120.08, 1);
    expect(none.results.annual_heat_demand_kwh).toBe(43_011); // 1,120.08 × 2,000 × 24 / 1000 × 0.8
    expect(none.results.annual_avoided_kg_co2e).toBe(0);
    expect(none.results.payback_years).toBeNull();
    expect(none.results.cost_per_t_co2e_eur).toBeNull();

    const premium = computeScenario('building_envelope', { ...base, upgrade_level: 'premium' }, {});
    const u = (u0: number, r: number) => 1 / (1 / u0 + r);
    const hAfter =
      u(0.36, 4.5) * 608 + u(0.27, 6) * 400 + 0.5 * u(0.27, 3) * 400 + 2.7 * 32 + 0.34 * 0.4 * 3_200;
    expect(premium.results.heat_loss_after_w_per_k).toBeCloseTo(hAfter, 1);
    const saved = ((1_120.08 - hAfter) * 2_000 * 24 * 0.8) / 1000 / 0.85; // kWh of gas, boiler 85 %
    expect(premium.results.energy_saved_kwh).toBeCloseTo(saved, -1);
    expect(premium.results.annual_avoided_kg_co2e).toBeCloseTo(saved * 0.227, 0);
    // walls 608 × 150 + flat roof 400 × 100 + floor 400 × 50 = 151,200 €
    expect(premium.results.capex_eur).toBe(151_200);
    expect(premium.data_source).toBe('estimate'); // degree-days entered, not from a station
  });

  it('uses the degree-days of the site (Lyon: 2,570, climatology)', () => {
    const r = computeScenario(
      'building_envelope',
      {
        building_type: 'office',
        floor_area_m2: 1_000,
        insulation_level: 'poor',
        upgrade_level: 'standard',
        window_type: 'single',
        new_window_type: 'double',
        heating_system: 'gas_boiler',
      },
      { latitude: 45.76, longitude: 4.84 },
    );
    expect(r.data_source).toBe('climatology');
    expect(r.results.heating_degree_days).toBe(2_570);
    expect(r.results.heat_loss_after_w_per_k).toBeLessThan(r.results.heat_loss_before_w_per_k ?? 0);
  });
});

describe('commute scenario', () => {
  it('counts one more remote day a week by hand: 10 × 10 km × 2 × 200 → 160 days', () => {
    const { results } = computeScenario(
      'commute_enhanced',
      {
        employees: 10,
        average_distance_km: 10,
        working_days_per_year: 200,
        car_share_percent: 100,
        public_transport_share_percent: 0,
        public_transport_mode: 'bus',
        shift_to_public_transport_percent: 0,
        shift_to_active_percent: 0,
        current_remote_days_per_week: 0,
        target_remote_days_per_week: 1,
        current_ev_share_percent: 0,
        target_ev_share_percent: 0,
        capex_eur: 0,
        annual_cost_eur: 0,
        annual_savings_eur: 0,
      },
      {},
    );
    // 40,000 car km × 0.2176 = 8,704 kg; 32,000 × 0.2176 = 6,963.2 kg
    expect(results.baseline_car_km).toBe(40_000);
    expect(results.scenario_car_km).toBe(32_000);
    expect(results.baseline_kg_co2e).toBeCloseTo(8_704, 6);
    expect(results.annual_avoided_kg_co2e).toBeCloseTo(1_740.8, 6);
    expect(results.payback_years).toBeNull();
  });

  it('moves car trips to the train and electrifies cars with the library factors of the context', () => {
    const { results } = computeScenario(
      'commute_enhanced',
      {
        employees: 1,
        average_distance_km: 50,
        working_days_per_year: 10,
        car_share_percent: 100,
        public_transport_share_percent: 0,
        public_transport_mode: 'train',
        shift_to_public_transport_percent: 50,
        shift_to_active_percent: 0,
        current_remote_days_per_week: 0,
        target_remote_days_per_week: 0,
        current_ev_share_percent: 0,
        target_ev_share_percent: 50,
        capex_eur: 0,
        annual_cost_eur: 0,
        annual_savings_eur: 0,
      },
      {
        commute_factors: {
          car_petrol: { kg_co2e_per_km: 0.2, source: 'lib' },
          car_electric: { kg_co2e_per_km: 0.05, source: 'lib' },
          train: { kg_co2e_per_km: 0.03, source: 'lib' },
        },
      },
    );
    // 1,000 km: before 1,000 × 0.2 = 200 kg; after 500 car km × (0.5 × 0.2 + 0.5 × 0.05) + 500 × 0.03 = 62.5 + 15
    expect(results.baseline_kg_co2e).toBeCloseTo(200, 6);
    expect(results.scenario_kg_co2e).toBeCloseTo(77.5, 6);
  });
});

describe('MACC', () => {
  it('ranks by cost per tonne and stacks the bars; scenarios avoiding nothing get none', () => {
    const curve = rankMacc([
      {
        scenario_id: 'a',
        name: 'PV',
        type: 'solar_panels',
        annual_avoided_kg_co2e: 2_000,
        cost_per_t_co2e_eur: 50,
      },
      {
        scenario_id: 'b',
        name: 'Heat pump',
        type: 'heating_system',
        annual_avoided_kg_co2e: 10_000,
        cost_per_t_co2e_eur: -20,
      },
      {
        scenario_id: 'c',
        name: 'Bikes',
        type: 'commute_enhanced',
        annual_avoided_kg_co2e: 0,
        cost_per_t_co2e_eur: null,
      },
    ]);
    expect(
      curve.items.map((i) => [i.scenario_id, i.cumulative_start_t_co2e, i.cumulative_end_t_co2e]),
    ).toEqual([
      ['b', 0, 10],
      ['a', 10, 12],
    ]);
    expect(curve.excluded).toEqual([{ scenario_id: 'c', name: 'Bikes', type: 'commute_enhanced' }]);
    expect(curve.total_avoided_t_co2e).toBe(12);
  });
});

describe('portfolio projection', () => {
  it('grows the baseline, ramps each scenario linearly and draws the 1.5 °C pathway (hand-computed)', () => {
    const rows = projectPortfolio({
      base_year: 2024,
      base_year_kg: 100_000,
      growth_rate_percent: 2,
      end_year: 2027,
      scenarios: [{ scenario_id: 's', annual_avoided_kg_co2e: 10_000, start_year: 2025, ramp_up_years: 2 }],
    });
    expect(PATHWAY_1_5C_PERCENT_PER_YEAR).toBe(4.2);
    expect(rows).toEqual([
      { year: 2024, baseline_kg: 100_000, with_scenarios_kg: 100_000, pathway_1_5c_kg: 100_000 },
      { year: 2025, baseline_kg: 102_000, with_scenarios_kg: 97_000, pathway_1_5c_kg: 95_800 },
      { year: 2026, baseline_kg: 104_040, with_scenarios_kg: 94_040, pathway_1_5c_kg: 91_600 },
      { year: 2027, baseline_kg: 106_120.8, with_scenarios_kg: 96_120.8, pathway_1_5c_kg: 87_400 },
    ]);
  });

  it('ramp shares: immediate, and 1/3, 2/3, 1 over three years', () => {
    expect(rampShare(2025, 2025, 0)).toBe(1);
    expect(rampShare(2024, 2025, 0)).toBe(0);
    expect([2025, 2026, 2027, 2028].map((y) => rampShare(y, 2025, 3))).toEqual([1 / 3, 2 / 3, 1, 1]);
  });

  it('never goes below zero', () => {
    const rows = projectPortfolio({
      base_year: 2024,
      base_year_kg: 1_000,
      growth_rate_percent: 0,
      end_year: 2050,
      scenarios: [{ scenario_id: 's', annual_avoided_kg_co2e: 5_000, start_year: 2024, ramp_up_years: 0 }],
    });
    expect(rows.at(-1)).toEqual({ year: 2050, baseline_kg: 1_000, with_scenarios_kg: 0, pathway_1_5c_kg: 0 });
  });
});
