import { eq, sql } from 'drizzle-orm';
import { subscriptions } from '@carbon/db/schema';
import { beforeAll, describe, expect, it } from 'vitest';
import { COMMUTING_MODE_FACTORS } from '@carbon/carbon/commuting';
import { CLIMATE_STATIONS, computeScenario, type ScenarioContext } from '@carbon/carbon/scenarios';
import type { Site } from '@carbon/contracts/companies';
import {
  scenarioInputsSchemas,
  type Macc,
  type Scenario,
  type ScenarioEstimate,
  type ScenarioList,
  type ScenarioType,
  type WizardConfig,
} from '@carbon/contracts/scenarios';
import { loadEnergyPriceDefaults } from '@carbon/db/energy-prices-load';
import { loadFactorLibrary } from '@carbon/db/factors-load';
import { createEntry, createSite } from './helpers/ledger.ts';
import {
  createTestApp,
  detail,
  joinCompany,
  queryRows,
  register,
  type RegisteredUser,
  type TestApp,
} from './helpers/test-app.ts';
import { afterAll } from 'vitest';
import { setCompanyPlan } from './helpers/plan.ts';

/**
 * Scenarios (issue 12): each type computed by @carbon/carbon/scenarios on its site's facts read from the database
 * (grid factor of the country, gas factor and price, the heating recorded in the ledger, commuting factors), stored
 * and read back; estimates; the MACC; tenancy, roles, plan limit and refused inputs.
 */
let t: TestApp;

const GAS = 'ademe-base-carbone:37132'; // Gaz naturel 2022, 0.239 kg CO2e/kWh PCI (France's default)
const GRID = 'owid-grid-intensity:FRA:2024';
const COMMUTE_KEYS = (['car_petrol', 'car_electric', 'bus', 'train', 'metro_tram'] as const).map(
  (mode) => COMMUTING_MODE_FACTORS[mode]!.key,
);

beforeAll(async () => {
  t = await createTestApp();
  await loadFactorLibrary(t.database.db, {
    keys: [
      GAS,
      'ademe-base-carbone:14087',
      'ademe-base-carbone:34948',
      'ademe-base-carbone:37089',
      'owid-grid-intensity:FRA:2023',
      GRID,
      ...COMMUTE_KEYS,
    ],
  });
  await loadEnergyPriceDefaults(t.database.db);
}, 120_000);
afterAll(async () => {
  await t?.close();
});

const notFound = { detail: 'Not found', code: 'not_found' };

async function libraryValue(key: string): Promise<{ id: string; v: number; unit: string }> {
  const [row] = await queryRows<{ id: string; v: number; unit: string }>(
    t.database,
    sql`select id, kg_co2e_per_unit as v, unit from emission_factors where key = ${key} and company_id is null`,
  );
  if (!row) throw new Error(`${key} is not loaded`);
  return { id: row.id, v: Number(row.v), unit: row.unit };
}

/** France's default price of a source for its latest year (reference data loaded above). */
async function frenchPrice(source: 'electricity' | 'gas'): Promise<number> {
  const [row] = await queryRows<{ p: number }>(
    t.database,
    sql`select price_eur_per_kwh as p from energy_price_defaults where country_code = 'FR' and source = ${source}
        order by year desc limit 1`,
  );
  return Number(row!.p);
}

interface Fixture {
  user: RegisteredUser;
  companyId: string;
  site: Site;
}

/** A company on a plan, with a site in Lyon (no coordinates stored: the Lyon station stands in). */
async function company(plan: 'free' | 'pro' | 'enterprise' = 'enterprise'): Promise<Fixture> {
  const user = await register(t.app);
  const companyId = user.user.company_id;
  await setCompanyPlan(t.database.db, companyId, plan);
  const site = await createSite(t, user, {
    name: 'Lyon plant',
    address: '12 rue de l’Industrie, 69007 Lyon',
    employees: 120,
  });
  return { user, companyId, site };
}

/** 100,000 kWh PCS of gas burnt at the site in 2023 and 90,000 in 2024 (the latest year is the baseline). */
async function recordGas(f: Fixture): Promise<void> {
  const gas = await libraryValue(GAS);
  for (const [year, kwh] of [
    [2023, 100_000],
    [2024, 90_000],
  ] as const) {
    await createEntry(t, f.user, f.site, {
      period_year: year,
      category: 'stationary_combustion',
      quantity: kwh,
      unit: 'kWh',
      emission_factor_id: gas.id,
      details: { energy: 'natural_gas', fuel: 'natural_gas', quantity_energy_basis: 'HHV' },
    });
  }
}

const SOLAR = {
  capacity_kwp: 100,
  module_efficiency_percent: 21,
  tilt_deg: 30,
  azimuth_deg: 180,
  latitude: 45.75,
  longitude: 4.85,
  self_consumption_percent: 80,
  electricity_rate_eur_per_kwh: 0.18,
  selling_rate_eur_per_kwh: 0.06,
  install_cost_eur_per_kw: 1000,
  maintenance_percent_of_capex: 1,
  subsidies_percent: 10,
  avoided_emissions_method: 'self_consumption',
};
const HEATING = {
  current_system: 'gas_boiler',
  replacement_system: 'air_source_heat_pump',
  refrigerant: 'r32',
};
const ENVELOPE = {
  building_type: 'office',
  floor_area_m2: 2000,
  insulation_level: 'poor',
  upgrade_level: 'standard',
  window_type: 'single',
  new_window_type: 'double',
  heating_system: 'gas_boiler',
};
const COMMUTE = {
  employees: 120,
  average_distance_km: 15,
  car_share_percent: 70,
  public_transport_share_percent: 20,
  public_transport_mode: 'metro_tram',
  shift_to_public_transport_percent: 10,
  shift_to_active_percent: 5,
  current_remote_days_per_week: 0,
  target_remote_days_per_week: 1,
  current_ev_share_percent: 5,
  target_ev_share_percent: 20,
  capex_eur: 30_000,
  annual_cost_eur: 10_000,
};
const INPUTS: Record<ScenarioType, Record<string, unknown>> = {
  solar_panels: SOLAR,
  heating_system: HEATING,
  building_envelope: ENVELOPE,
  commute_enhanced: COMMUTE,
};

/**
 * The context the API must hand the model for the fixture's Lyon site, built here by hand from the library and the
 * price table: the OWID grid of France 2024, ADEME's gas 0.239 kg/kWh PCI with France's latest gas price per kWh
 * PCS × 1.11 (per kWh PCI), France's latest electricity price, the recorded gas of 2024 (90,000 kWh PCS ÷ 1.11 =
 * 81,081.08 kWh PCI), DESNZ's commuting factors, 120 employees, the Lyon station's coordinates.
 */
async function expectedContext(withGas: boolean): Promise<ScenarioContext> {
  const grid = await libraryValue(GRID);
  const gasPrice = (await frenchPrice('gas')) * 1.11;
  const electricityPrice = await frenchPrice('electricity');
  const lyon = CLIMATE_STATIONS.find(([country, city]) => country === 'FR' && city === 'Lyon')!;
  const commute: NonNullable<ScenarioContext['commute_factors']> = {};
  for (const mode of ['car_petrol', 'car_electric', 'bus', 'train', 'metro_tram'] as const) {
    commute[mode] = { kg_co2e_per_km: (await libraryValue(COMMUTING_MODE_FACTORS[mode]!.key)).v, source: '' };
  }
  return {
    country: 'FR',
    latitude: lyon[2],
    longitude: lyon[3],
    grid_factor: { kg_co2e_per_kwh: grid.v, source: '' },
    electricity_price: { eur_per_kwh: electricityPrice, source: '' },
    fuels: {
      natural_gas: { kg_co2e_per_kwh: 0.239, price_eur_per_kwh: gasPrice, net_kwh_per_kwh: 1 },
      electricity: { kg_co2e_per_kwh: grid.v, price_eur_per_kwh: electricityPrice, net_kwh_per_kwh: 1 },
    },
    recorded_heating: withGas ? { natural_gas: { kwh: 90_000 / 1.11, year: 2024, source: '' } } : {},
    commute_factors: commute,
    employees: 120,
  };
}

async function expected(type: ScenarioType, withGas = true): Promise<ScenarioEstimate> {
  const inputs = scenarioInputsSchemas[type].parse(INPUTS[type]);
  return computeScenario(type, inputs, await expectedContext(withGas)) as ScenarioEstimate;
}

function body(f: Fixture, type: ScenarioType, fields: Record<string, unknown> = {}) {
  return {
    company_id: f.companyId,
    site_id: f.site.id,
    type,
    name: `${type} at Lyon`,
    inputs: INPUTS[type],
    ...fields,
  };
}

async function create(
  f: Fixture,
  type: ScenarioType,
  fields: Record<string, unknown> = {},
): Promise<Scenario> {
  const response = await t.call(f.user, 'POST', '/scenarios', { payload: body(f, type, fields) });
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as Scenario;
}

async function scenarioCount(companyId: string): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    t.database,
    sql`select count(*)::int as n from scenarios where company_id = ${companyId}`,
  );
  return Number(row!.n);
}

function expectClose(actual: unknown, wanted: unknown, path = 'results'): void {
  if (typeof wanted === 'number') {
    expect(actual, path).toBeCloseTo(wanted, 6);
  } else if (Array.isArray(wanted)) {
    expect(Array.isArray(actual), path).toBe(true);
    expect((actual as unknown[]).length, path).toBe(wanted.length);
    wanted.forEach((value, index) => expectClose((actual as unknown[])[index], value, `${path}[${index}]`));
  } else if (wanted && typeof wanted === 'object') {
    expect(Object.keys(actual as object).sort(), path).toEqual(Object.keys(wanted).sort());
    for (const [key, value] of Object.entries(wanted)) {
      expectClose((actual as Record<string, unknown>)[key], value, `${path}.${key}`);
    }
  } else {
    expect(actual, path).toEqual(wanted);
  }
}

describe('scenarios', () => {
  it('gives the wizard its types, option lists and defaults', async () => {
    const user = await register(t.app);
    const response = await t.call(user, 'GET', '/scenarios/wizard-config');
    expect(response.statusCode, response.body).toBe(200);
    const config = response.json() as WizardConfig;
    expect(config.types).toEqual(['solar_panels', 'heating_system', 'building_envelope', 'commute_enhanced']);
    expect(config.options.current_systems).toEqual([
      'gas_boiler',
      'oil_furnace',
      'electric_boiler',
      'biomass',
    ]);
    expect(config.options.replacement_systems).toEqual([
      'air_source_heat_pump',
      'ground_source_heat_pump',
      'condensing_gas_boiler',
      'biomass_boiler',
      'district_heating',
    ]);
    expect(config.options.insulation_levels).toEqual(['poor', 'average', 'good', 'excellent']);
    expect(config.options.upgrade_levels).toEqual(['none', 'basic', 'standard', 'premium']);
    expect(config.options.building_types).toEqual(['office', 'retail', 'warehouse', 'residential']);
    expect(config.options.window_types).toEqual(['single', 'double', 'triple']);
    expect(config.options.ramp_up_years).toEqual([0, 1, 2, 3]);
    expect(Object.keys(config.defaults).sort()).toEqual(
      ['building_envelope', 'commute_enhanced', 'heating_system', 'solar_panels'].sort(),
    );
    expect((await t.call(null, 'GET', '/scenarios/wizard-config')).statusCode).toBe(401);
  });

  it('creates each type on the site facts, stores the model results and reads them back', async () => {
    const f = await company();
    await recordGas(f);
    for (const type of ['solar_panels', 'heating_system', 'building_envelope', 'commute_enhanced'] as const) {
      const want = await expected(type);
      const created = await create(f, type);
      expect(created, type).toMatchObject({
        company_id: f.companyId,
        site_id: f.site.id,
        type,
        name: `${type} at Lyon`,
        data_source: want.data_source,
      });
      expectClose(created.results, want.results, `${type}.results`);
      expect(created.assumptions.length, type).toBeGreaterThan(0);
      // Each assumption says what it is (a catalog note, in the reader's language) and, when it has one, its reference.
      for (const assumption of created.assumptions) expect(assumption.note_key, assumption.key).toBeTruthy();
      const read = await t.call(f.user, 'GET', `/scenarios/${created.id}`);
      expect(read.statusCode).toBe(200);
      expect(read.json()).toEqual(created);
    }
    const list = (await t.call(f.user, 'GET', `/scenarios?company_id=${f.companyId}`)).json() as ScenarioList;
    expect(list.items.map((item) => item.type)).toEqual([
      'solar_panels',
      'heating_system',
      'building_envelope',
      'commute_enhanced',
    ]);
  });

  it('says where the figures come from: Lyon climatology, the grid of France, the recorded gas', async () => {
    const f = await company();
    await recordGas(f);
    const solar = await create(f, 'solar_panels');
    // Lyon is a climate station: "created with daily PV data".
    expect(solar.data_source).toBe('climatology');
    expect(solar.results.monthly_production_kwh).toHaveLength(12);
    const sum = solar.results.monthly_production_kwh!.reduce((total, month) => total + month, 0);
    expect(sum).toBeCloseTo(solar.results.annual_production_kwh!, 0);
    // Self-consumption 80 %: the rest is exported.
    expect(solar.results.self_consumed_kwh! + solar.results.exported_kwh!).toBeCloseTo(
      solar.results.annual_production_kwh!,
      0,
    );
    expect(solar.results.self_consumed_kwh).toBeCloseTo(solar.results.annual_production_kwh! * 0.8, 0);
    // Avoided: the self-consumed kWh × France's grid factor.
    const grid = await libraryValue(GRID);
    expect(solar.results.annual_avoided_kg_co2e).toBeCloseTo(solar.results.self_consumed_kwh! * grid.v, 0);
    expect(JSON.stringify(solar.assumptions)).toContain('owid-grid-intensity');
    // 100 kWp × 1,000 €/kW = 100,000 €, 10 % subsidised.
    expect(solar.results.capex_eur).toBeCloseTo(100_000, 6);
    expect(solar.results.subsidies_eur).toBeCloseTo(10_000, 6);
    expect(solar.results.net_capex_eur).toBeCloseTo(90_000, 6);

    const heating = await create(f, 'heating_system');
    // No demand given: the 2024 gas, 90,000 kWh PCS = 81,081.08 kWh PCI, from the ledger (results in whole kWh).
    expect(heating.results.heat_demand_source).toBe('site_entries');
    expect(heating.results.current_energy_kwh).toBe(81_081);
    expect(JSON.stringify(heating.assumptions)).toContain('2024');
  });

  it('locates a site by its own coordinates, else its city’s climate station, else its country’s', async () => {
    const f = await company();
    // No coordinates, a Lyon address: the Lyon station.
    const lyon = CLIMATE_STATIONS.find(([country, city]) => country === 'FR' && city === 'Lyon')!;
    expect(f.site).toMatchObject({ latitude: lyon[2], longitude: lyon[3], location_source: 'city_station' });
    // A town without a station: France's central station (Lyon again: the stations' mean lies nearest it).
    const town = await createSite(t, f.user, { name: 'Depot', address: '3 rue du Port, 01700 Miribel' });
    expect(town).toMatchObject({ latitude: lyon[2], longitude: lyon[3], location_source: 'country_station' });
    // Its own coordinates win, and the envelope's degree-days follow them.
    const envelopeAt = async (siteId: string) => {
      const response = await t.call(f.user, 'POST', '/scenarios/estimate', {
        payload: { company_id: f.companyId, site_id: siteId, type: 'building_envelope', inputs: ENVELOPE },
      });
      expect(response.statusCode, response.body).toBe(200);
      return (response.json() as ScenarioEstimate).results;
    };
    const inLyon = await envelopeAt(f.site.id);
    const moved = await t.call(f.user, 'PATCH', `/sites/${f.site.id}`, {
      payload: { latitude: 48.11, longitude: -1.68 },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json()).toMatchObject({ latitude: 48.11, longitude: -1.68, location_source: 'site' });
    const inRennes = await envelopeAt(f.site.id);
    expect(inRennes.heating_degree_days).not.toBe(inLyon.heating_degree_days);
    const refused = await t.call(f.user, 'PATCH', `/sites/${f.site.id}`, { payload: { latitude: 91 } });
    expect(refused.statusCode).toBe(422);
    expect(detail(refused)).toEqual([expect.objectContaining({ loc: ['body', 'latitude'] })]);
  });

  it('estimates without saving, and with a given heat demand needs no recorded heating', async () => {
    const f = await company();
    const estimate = await t.call(f.user, 'POST', '/scenarios/estimate', {
      payload: { company_id: f.companyId, site_id: f.site.id, type: 'commute_enhanced', inputs: COMMUTE },
    });
    expect(estimate.statusCode, estimate.body).toBe(200);
    const want = await expected('commute_enhanced', false);
    expectClose((estimate.json() as ScenarioEstimate).results, want.results);
    expect(await scenarioCount(f.companyId)).toBe(0);

    const heating = await t.call(f.user, 'POST', '/scenarios/estimate', {
      payload: {
        company_id: f.companyId,
        site_id: f.site.id,
        type: 'heating_system',
        inputs: { ...HEATING, annual_heat_demand_kwh: 50_000 },
      },
    });
    expect(heating.statusCode, heating.body).toBe(200);
    const results = (heating.json() as ScenarioEstimate).results;
    expect(results.heat_demand_source).toBe('input');
    expect(results.annual_heat_demand_kwh).toBeCloseTo(50_000, 6);
  });

  it('refuses a heating scenario with no heat demand given nor recorded (422, nothing saved)', async () => {
    const f = await company();
    const response = await t.call(f.user, 'POST', '/scenarios', { payload: body(f, 'heating_system') });
    expect(response.statusCode, response.body).toBe(422);
    expect(detail(response)).toEqual([
      expect.objectContaining({
        loc: ['body', 'inputs', 'annual_heat_demand_kwh'],
        msg: 'No heating energy is recorded for this site: enter the annual heat demand',
      }),
    ]);
    expect(await scenarioCount(f.companyId)).toBe(0);
  });

  it('replaces a scenario and computes it again; its type cannot change', async () => {
    const f = await company();
    const created = await create(f, 'solar_panels');
    const updated = await t.call(f.user, 'PUT', `/scenarios/${created.id}`, {
      payload: {
        site_id: f.site.id,
        name: 'Bigger roof',
        type: 'solar_panels',
        inputs: { ...SOLAR, capacity_kwp: 200 },
      },
    });
    expect(updated.statusCode, updated.body).toBe(200);
    const after = updated.json() as Scenario;
    expect(after.name).toBe('Bigger roof');
    // Twice the panels, twice the output (the same place and plane; results in whole kWh).
    expect(
      Math.abs(after.results.annual_production_kwh! - created.results.annual_production_kwh! * 2),
    ).toBeLessThanOrEqual(1);
    expect(after.results.capex_eur).toBeCloseTo(200_000, 6);

    const retyped = await t.call(f.user, 'PUT', `/scenarios/${created.id}`, {
      payload: { site_id: f.site.id, name: 'x', type: 'commute_enhanced', inputs: COMMUTE },
    });
    expect(retyped.statusCode).toBe(422);
    expect(detail(retyped)).toEqual([
      expect.objectContaining({
        loc: ['body', 'type'],
        msg: 'The scenario type cannot be changed: create a new scenario',
      }),
    ]);
    expect((await t.call(f.user, 'GET', `/scenarios/${created.id}`)).json()).toEqual(after);
  });

  it('refuses bad inputs with the field and its message, and changes nothing', async () => {
    const f = await company();
    const kept = await create(f, 'solar_panels');
    const cases: [string, Record<string, unknown>, string, (string | number)[], string][] = [
      [
        'negative capacity',
        { ...SOLAR, capacity_kwp: -5 },
        'solar_panels',
        ['capacity_kwp'],
        'Must be greater than zero',
      ],
      [
        'tilt over 90',
        { ...SOLAR, tilt_deg: 91 },
        'solar_panels',
        ['tilt_deg'],
        'The tilt must be between 0° (flat) and 90° (vertical)',
      ],
      [
        'azimuth over 360',
        { ...SOLAR, azimuth_deg: 361 },
        'solar_panels',
        ['azimuth_deg'],
        'The azimuth must be between 0° and 360° (180° = south)',
      ],
      [
        'unknown option',
        { ...HEATING, current_system: 'coal_stove' },
        'heating_system',
        ['current_system'],
        'Invalid input',
      ],
    ];
    for (const [label, inputs, type, field, message] of cases) {
      for (const [method, url, payload] of [
        ['POST', '/scenarios', body(f, type as ScenarioType, { inputs })],
        ['POST', '/scenarios/estimate', { company_id: f.companyId, site_id: f.site.id, type, inputs }],
        ['PUT', `/scenarios/${kept.id}`, { site_id: f.site.id, name: 'x', type, inputs }],
      ] as const) {
        if (method === 'PUT' && type !== 'solar_panels') continue;
        const response = await t.call(f.user, method, url, { payload });
        expect(response.statusCode, `${label} ${method} ${url}`).toBe(422);
        expect(detail(response), label).toEqual(
          expect.arrayContaining([
            expect.objectContaining({ loc: ['body', 'inputs', ...field], msg: message }),
          ]),
        );
      }
    }
    // In French too.
    const french = await t.call(f.user, 'POST', '/scenarios', {
      payload: body(f, 'solar_panels', { inputs: { ...SOLAR, tilt_deg: 95 } }),
      lang: 'fr',
    });
    expect(detail(french)).toEqual([
      expect.objectContaining({
        msg: 'L’inclinaison doit être comprise entre 0° (à plat) et 90° (verticale)',
      }),
    ]);
    const unknownType = await t.call(f.user, 'POST', '/scenarios', {
      payload: body(f, 'solar_panels', { type: 'wind_turbine' }),
    });
    expect(unknownType.statusCode).toBe(422);
    const noName = await t.call(f.user, 'POST', '/scenarios', {
      payload: body(f, 'solar_panels', { name: ' ' }),
    });
    expect(noName.statusCode).toBe(422);
    expect(detail(noName)).toEqual([expect.objectContaining({ msg: 'Scenario name is required' })]);

    expect(await scenarioCount(f.companyId)).toBe(1);
    expect((await t.call(f.user, 'GET', `/scenarios/${kept.id}`)).json()).toEqual(kept);
  });

  it("answers 404 for another company's scenarios, sites and lists", async () => {
    const mine = await company();
    const theirs = await company();
    const their = await create(theirs, 'commute_enhanced');
    for (const [method, url, payload] of [
      ['GET', `/scenarios/${their.id}`, undefined],
      [
        'PUT',
        `/scenarios/${their.id}`,
        { site_id: mine.site.id, name: 'x', type: 'commute_enhanced', inputs: COMMUTE },
      ],
      ['DELETE', `/scenarios/${their.id}`, undefined],
      ['GET', `/scenarios?company_id=${theirs.companyId}`, undefined],
      ['GET', `/scenarios/macc?company_id=${theirs.companyId}`, undefined],
      ['POST', '/scenarios', body(theirs, 'commute_enhanced')],
      ['POST', '/scenarios/estimate', { ...body(theirs, 'commute_enhanced'), name: undefined }],
      // My company with their site.
      ['POST', '/scenarios', body(mine, 'commute_enhanced', { site_id: theirs.site.id })],
      [
        'POST',
        '/scenarios/estimate',
        { company_id: mine.companyId, site_id: theirs.site.id, type: 'commute_enhanced', inputs: COMMUTE },
      ],
    ] as const) {
      const response = await t.call(mine.user, method, url, payload ? { payload } : undefined);
      expect(response.statusCode, `${method} ${url}`).toBe(404);
      expect(response.json()).toEqual(notFound);
    }
    // My own scenario moved to their site: 404, and it stays where it was.
    const own = await create(mine, 'commute_enhanced');
    const moved = await t.call(mine.user, 'PUT', `/scenarios/${own.id}`, {
      payload: { site_id: theirs.site.id, name: 'x', type: 'commute_enhanced', inputs: COMMUTE },
    });
    expect(moved.statusCode).toBe(404);
    expect((await t.call(mine.user, 'GET', `/scenarios/${own.id}`)).json()).toEqual(own);
    expect(await scenarioCount(theirs.companyId)).toBe(1);
    expect(await scenarioCount(mine.companyId)).toBe(1);
    expect((await t.call(theirs.user, 'GET', `/scenarios/${their.id}`)).statusCode).toBe(200);
  });

  it('lets a viewer read but not write', async () => {
    const f = await company();
    const scenario = await create(f, 'commute_enhanced');
    const viewer = await joinCompany(t, f.user, 'viewer');
    expect((await t.call(viewer, 'GET', `/scenarios/${scenario.id}`)).statusCode).toBe(200);
    expect(
      (await t.call(viewer, 'POST', '/scenarios', { payload: body(f, 'commute_enhanced') })).statusCode,
    ).toBe(403);
    expect((await t.call(viewer, 'DELETE', `/scenarios/${scenario.id}`)).statusCode).toBe(403);
    expect(await scenarioCount(f.companyId)).toBe(1);
  });

  it('allows one scenario on the Free plan: the second is refused with plan_limit, nothing saved', async () => {
    const f = await company('free');
    await create(f, 'commute_enhanced');
    const second = await t.call(f.user, 'POST', '/scenarios', { payload: body(f, 'solar_panels') });
    expect(second.statusCode, second.body).toBe(403);
    expect(second.json()).toEqual({
      detail: 'Your Free plan allows 1 scenario. Upgrade to add more.',
      code: 'plan_limit',
      plan: 'free',
      limit: 1,
      resource: 'scenarios',
    });
    expect(await scenarioCount(f.companyId)).toBe(1);
    // Estimating is not creating: still allowed.
    const estimate = await t.call(f.user, 'POST', '/scenarios/estimate', {
      payload: { company_id: f.companyId, site_id: f.site.id, type: 'solar_panels', inputs: SOLAR },
    });
    expect(estimate.statusCode).toBe(200);
    const entitlements = await t.call(f.user, 'GET', `/entitlements?company_id=${f.companyId}`);
    expect((entitlements.json() as { usage: { scenarios: number } }).usage.scenarios).toBe(1);
  });

  it('after a cancelled Pro period ends: scenarios beyond Free stay readable and editable, a new one is refused', async () => {
    const f = await company('pro');
    const kept = [await create(f, 'commute_enhanced'), await create(f, 'solar_panels')];
    // Cancelled at period end, and the period is over: effectivePlan() reads Free (no job runs the downgrade).
    await t.database.db
      .update(subscriptions)
      .set({ cancelAtPeriodEnd: true, currentPeriodEnd: new Date(Date.now() - 1000) })
      .where(eq(subscriptions.companyId, f.companyId));
    const refused = await t.call(f.user, 'POST', '/scenarios', {
      payload: body(f, 'commute_enhanced', { name: 'Second commute plan' }),
    });
    expect(refused.statusCode, refused.body).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'plan_limit', plan: 'free', limit: 1, resource: 'scenarios' });
    expect(await scenarioCount(f.companyId)).toBe(2);
    for (const scenario of kept) {
      expect((await t.call(f.user, 'GET', `/scenarios/${scenario.id}`)).json()).toEqual(scenario);
    }
    // Data is kept (SPEC section 4) and editing is not creating: the limit only stops new scenarios.
    const edited = await t.call(f.user, 'PUT', `/scenarios/${kept[0]!.id}`, {
      payload: { site_id: f.site.id, name: 'Commute, revised', type: 'commute_enhanced', inputs: INPUTS.commute_enhanced },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({ id: kept[0]!.id, name: 'Commute, revised' });
    expect(await scenarioCount(f.companyId)).toBe(2);
  });

  it('ranks the scenarios by cost per tonne in the MACC, and deletes', async () => {
    const f = await company();
    await recordGas(f);
    const made = [];
    for (const type of ['solar_panels', 'heating_system', 'building_envelope', 'commute_enhanced'] as const) {
      made.push(await create(f, type));
    }
    const response = await t.call(f.user, 'GET', `/scenarios/macc?company_id=${f.companyId}`);
    expect(response.statusCode, response.body).toBe(200);
    const macc = response.json() as Macc;
    const abating = made.filter(
      (s) => s.results.annual_avoided_kg_co2e > 0 && s.results.cost_per_t_co2e_eur !== null,
    );
    const order = [...abating].sort(
      (a, b) => a.results.cost_per_t_co2e_eur! - b.results.cost_per_t_co2e_eur!,
    );
    expect(macc.items.map((item) => item.scenario_id)).toEqual(order.map((s) => s.id));
    let cumulative = 0;
    for (const [index, item] of macc.items.entries()) {
      expect(item.cost_per_t_co2e_eur).toBe(order[index]!.results.cost_per_t_co2e_eur);
      expect(item.annual_avoided_t_co2e).toBeCloseTo(order[index]!.results.annual_avoided_kg_co2e / 1000, 3);
      expect(item.cumulative_start_t_co2e).toBeCloseTo(cumulative, 3);
      cumulative += order[index]!.results.annual_avoided_kg_co2e / 1000;
      expect(item.cumulative_end_t_co2e).toBeCloseTo(cumulative, 3);
    }
    expect(macc.total_avoided_t_co2e).toBeCloseTo(cumulative, 3);
    expect(macc.items.length + macc.excluded.length).toBe(4);

    const removed = await t.call(f.user, 'DELETE', `/scenarios/${made[0]!.id}`);
    expect(removed.statusCode).toBe(204);
    expect((await t.call(f.user, 'GET', `/scenarios/${made[0]!.id}`)).statusCode).toBe(404);
    expect(await scenarioCount(f.companyId)).toBe(3);
    const after = (await t.call(f.user, 'GET', `/scenarios/macc?company_id=${f.companyId}`)).json() as Macc;
    expect([...after.items, ...after.excluded].map((item) => item.scenario_id)).not.toContain(made[0]!.id);
  });
});
