import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  CURRENT_HEATING_SYSTEMS,
  REPLACEMENT_HEATING_SYSTEMS,
  type ScenarioAssumption,
  type ScenarioContext,
} from './types.ts';
import { computeScenario } from './index.ts';

/**
 * Every word of an assumption reaches the screens through the `scenarios` catalogs (notes, values, units): each key
 * the four models emit, over their branches (defaults and entered values, climatology and estimates, every heating
 * system, insulation level and window), must exist in English and in French.
 */
type Catalog = Record<string, Record<string, string>>;
const catalog = (lang: 'en' | 'fr'): Catalog =>
  JSON.parse(
    readFileSync(new URL(`../../../i18n/locales/${lang}/scenarios.json`, import.meta.url), 'utf8'),
  ) as Catalog;
const CATALOGS = { en: catalog('en'), fr: catalog('fr') };

/** A key exists as such or as plural forms (key_one, key_other, …). */
function has(section: Record<string, string> | undefined, key: string): boolean {
  if (!section) return false;
  return key in section || `${key}_one` in section || `${key}_other` in section;
}

const grid = { kg_co2e_per_kwh: 0.06, source: 'grid' };
const solar = {
  capacity_kwp: 10,
  module_efficiency_percent: 20,
  tilt_deg: 35,
  azimuth_deg: 180,
  self_consumption_percent: 60,
  electricity_rate_eur_per_kwh: 0.2,
  selling_rate_eur_per_kwh: 0.1,
  install_cost_eur_per_kw: 1_000,
  maintenance_percent_of_capex: 1,
  subsidies_percent: 10,
};
const commute = {
  employees: 10,
  average_distance_km: 10,
  working_days_per_year: 200,
  car_share_percent: 80,
  public_transport_share_percent: 10,
  public_transport_mode: 'bus' as const,
  shift_to_public_transport_percent: 10,
  shift_to_active_percent: 10,
  current_remote_days_per_week: 0,
  target_remote_days_per_week: 1,
  current_ev_share_percent: 0,
  target_ev_share_percent: 20,
  capex_eur: 0,
  annual_cost_eur: 0,
  annual_savings_eur: 0,
};

function allAssumptions(): ScenarioAssumption[] {
  const out: ScenarioAssumption[] = [];
  const add = (r: { assumptions: ScenarioAssumption[] }) => out.push(...r.assumptions);
  // Solar: a station near Paris, two stations in range, none within 300 km (Bordeaux), each avoided-emissions
  // method, entered lifetime and degradation.
  for (const [latitude, longitude] of [
    [48.853, 2.349],
    [45.5, 4.5],
    [44.838, -0.579],
  ] as const) {
    for (const method of ['self_consumption', 'total_production'] as const) {
      add(
        computeScenario(
          'solar_panels',
          { ...solar, latitude, longitude, avoided_emissions_method: method },
          { grid_factor: grid },
        ),
      );
    }
  }
  add(
    computeScenario(
      'solar_panels',
      {
        ...solar,
        latitude: 48.853,
        longitude: 2.349,
        avoided_emissions_method: 'self_consumption',
        lifetime_years: 30,
        degradation_percent_per_year: 0.4,
        discount_rate_percent: 3,
      },
      { grid_factor: grid },
    ),
  );
  // Heating: every pair of systems with defaults (and the site's recorded energy), then everything entered.
  const heatingContext: ScenarioContext = {
    grid_factor: grid,
    fuels: { natural_gas: { net_kwh_per_kwh: 1 / 1.11, price_eur_per_kwh: 0.1, price_source: 'tariff' } },
    recorded_heating: { natural_gas: { kwh: 100_000, year: 2025, source: 'Ledger 2025' } },
  };
  for (const current of CURRENT_HEATING_SYSTEMS) {
    for (const replacement of REPLACEMENT_HEATING_SYSTEMS) {
      add(
        computeScenario(
          'heating_system',
          { current_system: current, replacement_system: replacement, annual_heat_demand_kwh: 50_000 },
          heatingContext,
        ),
      );
    }
  }
  add(
    computeScenario(
      'heating_system',
      { current_system: 'gas_boiler', replacement_system: 'air_source_heat_pump' },
      heatingContext,
    ),
  );
  add(
    computeScenario(
      'heating_system',
      {
        current_system: 'gas_boiler',
        replacement_system: 'ground_source_heat_pump',
        annual_heat_demand_kwh: 50_000,
        current_efficiency_percent: 80,
        replacement_efficiency_percent: 350,
        current_energy_price_eur_per_kwh: 0.09,
        replacement_energy_price_eur_per_kwh: 0.2,
        capex_eur: 20_000,
        refrigerant: 'r290',
        refrigerant_charge_kg: 3,
        refrigerant_leak_rate_percent: 2,
        lifetime_years: 15,
      },
      heatingContext,
    ),
  );
  // Envelope: every insulation level and window, degree-days from a station, the latitude, no location, entered.
  const places: ScenarioContext[] = [
    { latitude: 45.76, longitude: 4.84 },
    { latitude: 48.723, longitude: 2.379 },
    { latitude: 52.5, longitude: 13.4 },
    {},
  ];
  for (const insulation_level of ['poor', 'average', 'good', 'excellent'] as const) {
    for (const window_type of ['single', 'double', 'triple'] as const) {
      for (const place of places) {
        add(
          computeScenario(
            'building_envelope',
            {
              building_type: 'office',
              floor_area_m2: 1_000,
              insulation_level,
              upgrade_level: 'premium',
              window_type,
              heating_system: 'gas_boiler',
            },
            { ...place, grid_factor: grid },
          ),
        );
      }
    }
  }
  add(
    computeScenario(
      'building_envelope',
      {
        building_type: 'retail',
        floor_area_m2: 300,
        insulation_level: 'poor',
        upgrade_level: 'basic',
        window_type: 'single',
        heating_system: 'electric_boiler',
        heating_degree_days: 2_000,
        capex_eur: 1_000,
        lifetime_years: 20,
      },
      { grid_factor: grid },
    ),
  );
  // Commuting: the default factors of each public transport mode, then the library's.
  for (const mode of ['bus', 'train', 'metro_tram'] as const) {
    add(computeScenario('commute_enhanced', { ...commute, public_transport_mode: mode }, {}));
  }
  add(
    computeScenario(
      'commute_enhanced',
      { ...commute, lifetime_years: 3 },
      {
        commute_factors: {
          car_petrol: { kg_co2e_per_km: 0.2, source: 'lib' },
          bus: { kg_co2e_per_km: 0.1, source: 'lib' },
        },
      },
    ),
  );
  return out;
}

describe('assumption texts', () => {
  const assumptions = allAssumptions();

  it('name every explanation, value in words and unit with words by a key of both catalogs', () => {
    const missing: string[] = [];
    for (const item of assumptions) {
      for (const lang of ['en', 'fr'] as const) {
        const c = CATALOGS[lang];
        if (!has(c.assumptions, item.key)) missing.push(`${lang} assumptions.${item.key}`);
        if (item.note_key && !has(c.notes, item.note_key)) missing.push(`${lang} notes.${item.note_key}`);
        if (item.value_key && !has(c.values, item.value_key))
          missing.push(`${lang} values.${item.value_key}`);
        if (item.unit_key && !has(c.units, item.unit_key)) missing.push(`${lang} units.${item.unit_key}`);
      }
    }
    expect([...new Set(missing)]).toEqual([]);
  });

  it('explain every assumption, leave no English prose in a string value or a unit without a key', () => {
    for (const item of assumptions) {
      expect(item.note_key, item.key).toBeTruthy();
      // A string value is a proper name (a model, a refrigerant) or carries a value_key (words, or numbers the
      // screen must write in the reader's notation).
      if (typeof item.value === 'string' && /\d.* |\d\.\d/.test(item.value))
        expect(item.value_key, item.key).toBeTruthy();
      if (typeof item.value === 'string' && /[a-z]{3,} [a-z]{3,}/.test(item.value))
        expect(item.value_key, item.key).toBeTruthy();
      if (/[a-z]{3,}/i.test(item.unit.replace(/CO2e|kWh|kg|km|m²/g, '')))
        expect(item.unit_key, `${item.key} ${item.unit}`).toBeTruthy();
    }
  });

  it('give every parameter the text uses', () => {
    const PLURAL = /^_(zero|one|two|few|many|other)$/;
    const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]);
    for (const item of assumptions) {
      for (const lang of ['en', 'fr'] as const) {
        const c = CATALOGS[lang];
        for (const [section, key, params] of [
          ['notes', item.note_key, item.note_params],
          ['values', item.value_key, item.value_params],
        ] as const) {
          if (!key) continue;
          const texts = Object.entries(c[section] ?? {}).filter(
            ([k]) => k === key || (k.startsWith(key) && PLURAL.test(k.slice(key.length))),
          );
          for (const [k, text] of texts) {
            for (const name of placeholders(text))
              expect(params ?? {}, `${lang} ${section}.${k}`).toHaveProperty(name as string);
          }
        }
      }
    }
  });
});
