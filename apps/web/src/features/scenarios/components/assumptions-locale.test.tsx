import { computeScenario, type ScenarioContext } from '@carbon/carbon/scenarios';
import type { ScenarioType } from '@carbon/contracts/scenarios';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders, setupI18n } from '@/test/render';
import { FigureButton, type Computed } from './scenario-explain';

/**
 * The assumptions come from the models in a neutral form (keys and parameters, references as published): rendered in
 * French, a figure's panel must hold no English prose. The computations are the real models' (@carbon/carbon).
 */
const grid = { kg_co2e_per_kwh: 0.052, source: 'ADEME Base Empreinte 23.6' };
const CASES: { type: ScenarioType; inputs: Record<string, unknown>; context: ScenarioContext }[] = [
  {
    // Between Lyon and Geneva: two stations weighted by distance.
    type: 'solar_panels',
    inputs: {
      capacity_kwp: 36,
      module_efficiency_percent: 21,
      tilt_deg: 30,
      azimuth_deg: 180,
      latitude: 45.5,
      longitude: 4.5,
      self_consumption_percent: 70,
      electricity_rate_eur_per_kwh: 0.2,
      selling_rate_eur_per_kwh: 0.1,
      install_cost_eur_per_kw: 1500,
      maintenance_percent_of_capex: 1,
      subsidies_percent: 0,
      avoided_emissions_method: 'self_consumption',
      degradation_percent_per_year: 0.4,
    },
    context: { grid_factor: grid },
  },
  {
    type: 'heating_system',
    inputs: { current_system: 'gas_boiler', replacement_system: 'air_source_heat_pump' },
    context: {
      grid_factor: grid,
      fuels: { natural_gas: { net_kwh_per_kwh: 1 / 1.11 } },
      recorded_heating: {
        natural_gas: { kwh: 111_000, year: 2025, source: 'Registre 2025, Usine de Lyon (3 saisies)' },
      },
    },
  },
  {
    type: 'building_envelope',
    inputs: {
      building_type: 'office',
      floor_area_m2: 1_000,
      insulation_level: 'poor',
      upgrade_level: 'standard',
      window_type: 'single',
      new_window_type: 'double',
      heating_system: 'gas_boiler',
    },
    context: { latitude: 45.76, longitude: 4.84 },
  },
  {
    type: 'commute_enhanced',
    inputs: {
      employees: 40,
      average_distance_km: 15,
      working_days_per_year: 220,
      car_share_percent: 70,
      public_transport_share_percent: 20,
      public_transport_mode: 'bus',
      shift_to_public_transport_percent: 10,
      shift_to_active_percent: 5,
      current_remote_days_per_week: 0,
      target_remote_days_per_week: 1,
      current_ev_share_percent: 0,
      target_ev_share_percent: 30,
      capex_eur: 0,
      annual_cost_eur: 0,
      annual_savings_eur: 0,
    },
    context: {},
  },
];

/** English prose the models used to send (or would, were a text left out of the catalogs). */
const ENGLISH = [
  /Entered with the scenario/,
  /One occupant per car/,
  /Walking and cycling/,
  /station\(s\)/,
  /more station/,
  /weighted by distance/,
  /\bstorey/,
  /\bwalls\b/,
  /\bwindows\b/,
  /per vehicle/,
  /\bpassenger/,
  /\bestimate\b/,
  /\bTypical\b/,
  /\bDefault\b/,
  /\byears?\b/,
  /\/year\b/,
  /person\/car/,
  /\bdays\b/,
  /recorded in/,
  /\befficiency\b/,
  /\bSelf-consumption\b/,
  /\bmonthly\b/,
  /K·day/,
  /Home energy/,
];

describe('a figure panel in French', () => {
  it.each(CASES)(
    '$type: every assumption in French, numbers in the French notation',
    async ({ type, inputs, context }) => {
      await setupI18n('fr');
      const user = userEvent.setup();
      const computed: Computed = { type, ...computeScenario(type, inputs as never, context) } as Computed;
      renderWithProviders(<FigureButton figure="avoided" computed={computed} name="Essai" text="1 t" />);
      await user.click(screen.getByRole('button', { name: /^1 t · / }));
      const panel = await screen.findByRole('dialog');
      const list = within(panel).getByRole('list', { name: 'Hypothèses et sources' });
      const text = list.textContent ?? '';
      expect(within(list).getAllByRole('listitem')).toHaveLength(computed.assumptions.length);
      for (const phrase of ENGLISH) expect(text).not.toMatch(phrase);
      // Decimal commas in the values and the explanations; a reference ("Table 7.9", "23.6") is a name, left as published.
      for (const item of within(list).getAllByRole('listitem')) {
        const value = item.querySelector('.tabular-nums')?.textContent ?? '';
        expect(value).not.toMatch(/\d\.\d/);
        const explanation = (item.querySelector('span.block')?.textContent ?? '').split(' — ')[0] ?? '';
        expect(explanation).not.toMatch(/\d\.\d/);
      }
    },
  );

  it('shows the parameters of a note in the reader’s notation (French: decimal comma, narrow no-break space)', async () => {
    await setupI18n('fr');
    const user = userEvent.setup();
    const [, heating] = CASES;
    const computed: Computed = {
      type: 'heating_system',
      ...computeScenario('heating_system', heating!.inputs as never, heating!.context),
    } as Computed;
    renderWithProviders(<FigureButton figure="avoided" computed={computed} name="PAC" text="1 t" />);
    await user.click(screen.getByRole('button', { name: /^1 t · / }));
    const panel = await screen.findByRole('dialog');
    // 111,000 kWh recorded in 2025 × 85 %: the year keeps no digit grouping.
    const text = panel.textContent ?? '';
    expect(text).toContain('111\u202f000 kWh enregistrés en 2025 × rendement de 85 %');
    expect(text).toContain('PCS/PCI ≈ 1,11 pour le gaz naturel');
    expect(text).toContain('0,25 kg par kW de puissance');
    expect(text).toContain('Besoin de chaleur ÷ 2\u202f066 heures équivalentes');
    expect(text).toContain('Durée de vie: 20,00 ans');
  });
});
