import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMMUTING_MODE_FACTORS } from '@carbon/carbon/commuting';
import type { TokenResponse } from '@carbon/contracts/auth';
import type { Site } from '@carbon/contracts/companies';
import type { Inventory } from '@carbon/contracts/ledger';
import type { Portfolio, Scenario, ScenarioList } from '@carbon/contracts/scenarios';
import { loadEnergyPriceDefaults } from '@carbon/db/energy-prices-load';
import { loadFactorLibrary } from '@carbon/db/factors-load';
import { DEMO_FACTORS, ensureDemoAccount, ensureDemoLedger } from '../src/platform/demo.ts';
import { DEMO_LYON_LOCATION, ensureDemoScenarios } from '../src/platform/demo-scenarios.ts';
import { createEntry, createSite } from './helpers/ledger.ts';
import { setCompanyPlan } from './helpers/plan.ts';
import {
  createTestApp,
  detail,
  queryRows,
  register,
  type RegisteredUser,
  type TestApp,
} from './helpers/test-app.ts';

/**
 * The portfolio (issue 12): the latest inventory year of the ledger grown at the growth rate, the scenarios'
 * avoided emissions from their start year with their ramp-up, and the 1.5 °C pathway (4.2 % of the base year a
 * year), checked against figures computed by hand; tenancy, refused inputs, a deleted scenario leaving it, the demo.
 */
let t: TestApp;
const COMMUTE_KEYS = (['car_petrol', 'car_electric', 'bus', 'train', 'metro_tram'] as const).map(
  (mode) => COMMUTING_MODE_FACTORS[mode]!.key,
);
const REPORTING_YEAR = new Date().getFullYear() - 1;

beforeAll(async () => {
  t = await createTestApp();
  await loadFactorLibrary(t.database.db, {
    keys: [
      ...Object.values(DEMO_FACTORS).map((factor) => `${factor.source}:${factor.sourceId}`),
      'ademe-base-carbone:37132',
      'ademe-base-carbone:14087',
      'ademe-base-carbone:34948',
      'ademe-base-carbone:37089',
      ...[2021, 2022, 2023, 2024, 2025].map((year) => `owid-grid-intensity:FRA:${year}`),
      ...COMMUTE_KEYS,
    ],
  });
  await loadEnergyPriceDefaults(t.database.db);
}, 120_000);
afterAll(async () => {
  await t?.close();
});

const notFound = { detail: 'Not found', code: 'not_found' };

interface Fixture {
  user: RegisteredUser;
  companyId: string;
  site: Site;
}

async function company(): Promise<Fixture> {
  const user = await register(t.app);
  const companyId = user.user.company_id;
  await setCompanyPlan(t.database.db, companyId, 'enterprise');
  const site = await createSite(t, user, { address: '12 rue de l’Industrie, 69007 Lyon', employees: 80 });
  return { user, companyId, site };
}

/**
 * 2023: 50,000 kWh at 0.2 kg/kWh = 10,000 kg; 2024 (the latest year, the base): 200,000 kWh at 0.2 = 40,000 kg plus
 * 1,000 kWh at 0.5 = 500 kg, 40,500 kg. Custom factors have no upstream part: nothing is derived.
 */
async function recordLedger(f: Fixture): Promise<void> {
  for (const [year, kwh, factor] of [
    [2023, 50_000, 0.2],
    [2024, 200_000, 0.2],
    [2024, 1_000, 0.5],
  ] as const) {
    await createEntry(t, f.user, f.site, {
      period_year: year,
      category: 'stationary_combustion',
      quantity: kwh,
      unit: 'kWh',
      custom_factor: { kg_co2e_per_unit: factor, unit: 'kWh' },
    });
  }
}

async function commute(f: Fixture, fields: Record<string, unknown> = {}): Promise<Scenario> {
  const response = await t.call(f.user, 'POST', '/scenarios', {
    payload: {
      company_id: f.companyId,
      site_id: f.site.id,
      type: 'commute_enhanced',
      name: 'Commuting plan',
      inputs: {
        employees: 80,
        average_distance_km: 20,
        car_share_percent: 80,
        shift_to_public_transport_percent: 20,
        target_remote_days_per_week: 1,
        ...fields,
      },
    },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as Scenario;
}

async function put(f: Fixture, payload: Record<string, unknown>) {
  return t.call(f.user, 'PUT', `/portfolio?company_id=${f.companyId}`, { payload });
}

async function get(f: Fixture): Promise<Portfolio> {
  const response = await t.call(f.user, 'GET', `/portfolio?company_id=${f.companyId}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as Portfolio;
}

describe('portfolio', () => {
  it('has no projection before anything is recorded, and defaults when never saved', async () => {
    const f = await company();
    expect(await get(f)).toEqual({
      growth_rate_percent: 0,
      end_year: 2050,
      scenarios: [],
      base_year: null,
      base_year_kg: 0,
      pathway_reduction_percent_per_year: 4.2,
      projections: [],
      updated_at: null,
    });
  });

  it('projects the latest inventory year at the growth rate, the scenarios with their ramp-up, and the pathway', async () => {
    const f = await company();
    await recordLedger(f);
    const a = await commute(f);
    const b = await commute(f, {
      average_distance_km: 10,
      car_share_percent: 60,
      shift_to_public_transport_percent: 30,
    });
    const avoidedA = a.results.annual_avoided_kg_co2e;
    const avoidedB = b.results.annual_avoided_kg_co2e;
    expect(avoidedA).toBeGreaterThan(0);
    expect(avoidedB).toBeGreaterThan(0);

    // The base is the inventory's total of 2024.
    const inventory = (
      await t.call(f.user, 'GET', `/inventory?company_id=${f.companyId}&period_year=2024`)
    ).json() as Inventory;
    expect(inventory.total_co2e_kg).toBe(40_500);

    const saved = await put(f, {
      growth_rate_percent: 2,
      end_year: 2028,
      scenarios: [
        { scenario_id: a.id, start_year: 2025, ramp_up_years: 0 },
        { scenario_id: b.id, start_year: 2026, ramp_up_years: 2 },
      ],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const portfolio = saved.json() as Portfolio;
    expect(portfolio).toMatchObject({
      growth_rate_percent: 2,
      end_year: 2028,
      base_year: 2024,
      base_year_kg: 40_500,
      pathway_reduction_percent_per_year: 4.2,
    });
    expect(portfolio.scenarios).toEqual([
      {
        scenario_id: a.id,
        start_year: 2025,
        ramp_up_years: 0,
        name: 'Commuting plan',
        type: 'commute_enhanced',
        annual_avoided_kg_co2e: avoidedA,
      },
      {
        scenario_id: b.id,
        start_year: 2026,
        ramp_up_years: 2,
        name: 'Commuting plan',
        type: 'commute_enhanced',
        annual_avoided_kg_co2e: avoidedB,
      },
    ]);
    // Baseline 40,500 × 1.02^n; pathway 40,500 × (1 − 0.042 n); B reaches half its effect in 2026, all in 2027.
    const hand = [
      { year: 2024, baseline_kg: 40_500, avoided: 0, pathway_1_5c_kg: 40_500 },
      { year: 2025, baseline_kg: 41_310, avoided: avoidedA, pathway_1_5c_kg: 38_799 },
      { year: 2026, baseline_kg: 42_136.2, avoided: avoidedA + avoidedB / 2, pathway_1_5c_kg: 37_098 },
      { year: 2027, baseline_kg: 42_978.92, avoided: avoidedA + avoidedB, pathway_1_5c_kg: 35_397 },
      { year: 2028, baseline_kg: 43_838.5, avoided: avoidedA + avoidedB, pathway_1_5c_kg: 33_696 },
    ];
    expect(portfolio.projections).toHaveLength(hand.length);
    for (const [index, row] of hand.entries()) {
      const got = portfolio.projections[index]!;
      expect(got.year).toBe(row.year);
      expect(got.baseline_kg, `${row.year} baseline`).toBeCloseTo(row.baseline_kg, 1);
      expect(got.with_scenarios_kg, `${row.year} with`).toBeCloseTo(
        Math.max(0, row.baseline_kg - row.avoided),
        1,
      );
      expect(got.pathway_1_5c_kg, `${row.year} pathway`).toBeCloseTo(row.pathway_1_5c_kg, 6);
    }
    expect(portfolio.updated_at).not.toBeNull();
    expect(await get(f)).toEqual(portfolio);

    // A new year in the ledger moves the base: 500,000 kWh × 0.2 = 100,000 kg.
    await createEntry(t, f.user, f.site, {
      period_year: 2025,
      category: 'stationary_combustion',
      quantity: 500_000,
      unit: 'kWh',
      custom_factor: { kg_co2e_per_unit: 0.2, unit: 'kWh' },
    });
    const moved = await get(f);
    expect(moved.base_year).toBe(2025);
    expect(moved.base_year_kg).toBe(100_000);
    expect(moved.projections[0]).toEqual({
      year: 2025,
      baseline_kg: 100_000,
      with_scenarios_kg: Math.round((100_000 - avoidedA) * 100) / 100,
      pathway_1_5c_kg: 100_000,
    });
  });

  it('drops a deleted scenario from the portfolio', async () => {
    const f = await company();
    await recordLedger(f);
    const a = await commute(f);
    const b = await commute(f, { average_distance_km: 12 });
    expect(
      (
        await put(f, {
          growth_rate_percent: 0,
          end_year: 2026,
          scenarios: [
            { scenario_id: a.id, start_year: 2025, ramp_up_years: 0 },
            { scenario_id: b.id, start_year: 2025, ramp_up_years: 0 },
          ],
        })
      ).statusCode,
    ).toBe(200);
    expect((await t.call(f.user, 'DELETE', `/scenarios/${a.id}`)).statusCode).toBe(204);
    const after = await get(f);
    expect(after.scenarios.map((item) => item.scenario_id)).toEqual([b.id]);
    expect(after.projections.at(-1)!.with_scenarios_kg).toBeCloseTo(
      40_500 - b.results.annual_avoided_kg_co2e,
      1,
    );
    const [rows] = await queryRows<{ n: number }>(
      t.database,
      sql`select count(*)::int as n from portfolio_scenarios where scenario_id = ${a.id}`,
    );
    expect(Number(rows!.n)).toBe(0);
  });

  it('refuses bad settings with the field and its message, and changes nothing', async () => {
    const f = await company();
    await recordLedger(f);
    const a = await commute(f);
    const good = {
      growth_rate_percent: 1,
      end_year: 2030,
      scenarios: [{ scenario_id: a.id, start_year: 2025, ramp_up_years: 1 }],
    };
    expect((await put(f, good)).statusCode).toBe(200);
    const before = await get(f);
    const cases: [Record<string, unknown>, (string | number)[], string][] = [
      [
        { ...good, scenarios: [{ scenario_id: a.id, start_year: 2025, ramp_up_years: 4 }] },
        ['scenarios', 0, 'ramp_up_years'],
        'Ramp-up is immediate, 1, 2 or 3 years',
      ],
      [{ ...good, end_year: 2023 }, ['end_year'], 'The end year must be between the base year and 2100'],
      [{ ...good, end_year: 2101 }, ['end_year'], 'The end year must be between the base year and 2100'],
      [
        {
          ...good,
          scenarios: [
            { scenario_id: a.id, start_year: 2025, ramp_up_years: 1 },
            { scenario_id: a.id, start_year: 2026, ramp_up_years: 0 },
          ],
        },
        ['scenarios', 1, 'scenario_id'],
        'Each scenario can appear only once in the portfolio',
      ],
    ];
    for (const [payload, loc, msg] of cases) {
      const response = await put(f, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(422);
      expect(detail(response)).toEqual([expect.objectContaining({ loc: ['body', ...loc], msg })]);
    }
    expect(await get(f)).toEqual(before);
  });

  it("answers 404 for another company's portfolio or scenario, and changes nothing", async () => {
    const mine = await company();
    const theirs = await company();
    await recordLedger(theirs);
    const their = await commute(theirs);
    const own = await commute(mine);
    const payload = {
      growth_rate_percent: 0,
      end_year: 2030,
      scenarios: [{ scenario_id: their.id, start_year: 2025, ramp_up_years: 0 }],
    };
    for (const response of [
      await t.call(mine.user, 'GET', `/portfolio?company_id=${theirs.companyId}`),
      await t.call(mine.user, 'PUT', `/portfolio?company_id=${theirs.companyId}`, {
        payload: { ...payload, scenarios: [] },
      }),
      await put(mine, payload),
      await put(mine, {
        ...payload,
        scenarios: [
          { scenario_id: own.id, start_year: 2025, ramp_up_years: 0 },
          { scenario_id: their.id, start_year: 2025, ramp_up_years: 0 },
        ],
      }),
    ]) {
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual(notFound);
    }
    expect((await get(mine)).updated_at).toBeNull();
    expect((await get(theirs)).updated_at).toBeNull();
  });
});

describe('demo scenarios', () => {
  it('gives the demo company three scenarios at the Lyon plant in its portfolio, written once', async () => {
    expect(await ensureDemoScenarios(t.database.db)).toBe(0);
    await ensureDemoAccount(t.database.db);
    expect(await ensureDemoLedger(t.database.db)).toBeGreaterThan(0);
    expect(await ensureDemoScenarios(t.database.db)).toBe(3);
    expect(
      await Promise.all([ensureDemoScenarios(t.database.db), ensureDemoScenarios(t.database.db)]),
    ).toEqual([0, 0]);

    const login = await t.call(null, 'POST', '/auth/login', {
      payload: { email: 'demo@example.com', password: 'demo1234' },
    });
    const demo = login.json() as TokenResponse;
    const companyId = demo.user.company_id;
    const list = (await t.call(demo, 'GET', `/scenarios?company_id=${companyId}`)).json() as ScenarioList;
    expect(list.items.map((item) => item.type)).toEqual([
      'solar_panels',
      'heating_system',
      'commute_enhanced',
    ]);
    const sites = (await t.call(demo, 'GET', `/sites?company_id=${companyId}`)).json() as
      Site[] | { items: Site[] };
    const lyon = (Array.isArray(sites) ? sites : sites.items).find((site) => site.name === 'Lyon plant')!;
    for (const scenario of list.items) {
      expect(scenario.site_id).toBe(lyon.id);
      expect(scenario.results.annual_avoided_kg_co2e, scenario.type).toBeGreaterThan(0);
    }
    const [solar, heating] = list.items;
    expect(solar!.data_source).toBe('climatology');
    expect(solar!.inputs).toMatchObject({ ...DEMO_LYON_LOCATION, capacity_kwp: 250 });
    // The heat pumps replace the plant's recorded gas of the reporting year.
    expect(heating!.results.heat_demand_source).toBe('site_entries');

    const portfolio = (await t.call(demo, 'GET', `/portfolio?company_id=${companyId}`)).json() as Portfolio;
    expect(portfolio.scenarios.map((item) => item.scenario_id).sort()).toEqual(
      list.items.map((item) => item.id).sort(),
    );
    expect(portfolio.base_year).toBe(REPORTING_YEAR);
    expect(portfolio.end_year).toBe(2040);
    const last = portfolio.projections.at(-1)!;
    expect(last.year).toBe(2040);
    const avoided = list.items.reduce((sum, item) => sum + item.results.annual_avoided_kg_co2e, 0);
    expect(last.with_scenarios_kg).toBeCloseTo(last.baseline_kg - avoided, 0);
  });
});
