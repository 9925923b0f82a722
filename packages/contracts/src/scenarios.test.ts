import { describe, expect, it } from 'vitest';
import {
  createScenarioInputSchema,
  estimateScenarioInputSchema,
  updatePortfolioInputSchema,
  updateScenarioInputSchema,
} from './scenarios.ts';

const company_id = '0b9c6f7e-3d1a-4c55-9a53-6c1f4f0d2a11';
const site_id = '5e0f1c2a-7b3d-4e8f-9a1b-2c3d4e5f6a7b';
const scenario_id = '8a7b6c5d-4e3f-4a1b-8c9d-0e1f2a3b4c5d';

const solarInputs = {
  capacity_kwp: 36,
  module_efficiency_percent: 21,
  tilt_deg: 30,
  azimuth_deg: 180,
  latitude: 48.85,
  longitude: 2.35,
  self_consumption_percent: 80,
  electricity_rate_eur_per_kwh: 0.2,
  selling_rate_eur_per_kwh: 0.1,
  install_cost_eur_per_kw: 1200,
  maintenance_percent_of_capex: 1,
  subsidies_percent: 0,
  avoided_emissions_method: 'self_consumption',
};

function messagesOf(
  schema: {
    safeParse(input: unknown): {
      success: boolean;
      error?: { issues: { path: PropertyKey[]; message: string }[] };
    };
  },
  input: unknown,
) {
  const result = schema.safeParse(input);
  if (result.success) return {};
  return Object.fromEntries(
    (result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]),
  );
}

describe('scenario contract', () => {
  it('accepts a solar scenario and keeps the type and inputs', () => {
    const parsed = createScenarioInputSchema.parse({
      company_id,
      site_id,
      name: ' Roof PV ',
      type: 'solar_panels',
      inputs: solarInputs,
    });
    expect(parsed.name).toBe('Roof PV');
    expect(parsed.type).toBe('solar_panels');
    expect(parsed.inputs).toMatchObject({ capacity_kwp: 36, tilt_deg: 30, azimuth_deg: 180 });
  });

  it('refuses a negative capacity, a tilt over 90° and an azimuth over 360° with their message keys', () => {
    const messages = messagesOf(createScenarioInputSchema, {
      company_id,
      site_id,
      name: 'Roof PV',
      type: 'solar_panels',
      inputs: { ...solarInputs, capacity_kwp: -5, tilt_deg: 95, azimuth_deg: 361 },
    });
    expect(messages).toEqual({
      'inputs.capacity_kwp': 'errors.must_be_strictly_positive',
      'inputs.tilt_deg': 'errors.scenario_tilt_range',
      'inputs.azimuth_deg': 'errors.scenario_azimuth_range',
    });
  });

  it('checks the inputs against the schema of the type given', () => {
    const messages = messagesOf(estimateScenarioInputSchema, {
      company_id,
      site_id,
      type: 'heating_system',
      inputs: { current_system: 'coal_stove', replacement_system: 'air_source_heat_pump' },
    });
    expect(messages).toEqual({ 'inputs.current_system': 'errors.invalid_input' });
    expect(
      messagesOf(estimateScenarioInputSchema, { company_id, site_id, type: 'wind', inputs: {} }),
    ).toEqual({
      type: 'errors.invalid_input',
    });
  });

  it('requires a name and fills the defaults of the building envelope', () => {
    expect(
      messagesOf(updateScenarioInputSchema, {
        site_id,
        name: '  ',
        type: 'building_envelope',
        inputs: {
          building_type: 'office',
          floor_area_m2: 1000,
          insulation_level: 'poor',
          upgrade_level: 'standard',
          window_type: 'single',
        },
      }),
    ).toEqual({ name: 'errors.scenario_name_required' });
  });

  it('refuses a commute shift larger than the car share', () => {
    const messages = messagesOf(estimateScenarioInputSchema, {
      company_id,
      site_id,
      type: 'commute_enhanced',
      inputs: {
        employees: 50,
        average_distance_km: 15,
        car_share_percent: 20,
        public_transport_share_percent: 90,
        shift_to_public_transport_percent: 15,
        shift_to_active_percent: 10,
      },
    });
    expect(messages).toEqual({
      'inputs.public_transport_share_percent': 'errors.scenario_shares_exceed_100',
      'inputs.shift_to_public_transport_percent': 'errors.scenario_shift_exceeds_car_share',
    });
  });
});

describe('portfolio contract', () => {
  it('accepts ramp-ups of 0 to 3 years only, and each scenario once', () => {
    expect(
      updatePortfolioInputSchema.safeParse({
        growth_rate_percent: 2,
        end_year: 2035,
        scenarios: [{ scenario_id, start_year: 2026, ramp_up_years: 3 }],
      }).success,
    ).toBe(true);
    expect(
      messagesOf(updatePortfolioInputSchema, {
        growth_rate_percent: 2,
        end_year: 2035,
        scenarios: [
          { scenario_id, start_year: 2026, ramp_up_years: 4 },
          { scenario_id, start_year: 2027, ramp_up_years: 0 },
        ],
      }),
    ).toEqual({
      'scenarios.0.ramp_up_years': 'errors.portfolio_ramp_up',
    });
  });
});
