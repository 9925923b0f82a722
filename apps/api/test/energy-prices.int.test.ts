import { sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Role } from '@carbon/contracts/auth';
import type { EnergyPrice, EnergyPriceList } from '@carbon/contracts/energy-prices';
import { loadEnergyPriceDefaults } from '@carbon/db/energy-prices-load';
import { loadFactorLibrary } from '@carbon/db/factors-load';
import {
  detail,
  joinCompany,
  queryRows,
  register,
  useTestApp,
  type RegisteredUser,
} from './helpers/test-app.ts';

const t = useTestApp();

/** The library factors the French and German defaults of 2024 name (docs/decisions/0021-energy-prices.md). */
const FACTOR_KEYS = [
  'owid-grid-intensity:FRA:2024',
  'owid-grid-intensity:DEU:2024',
  'ademe-base-carbone:15312',
];

const notFound = { detail: 'Not found', code: 'not_found' };
const forbidden = { detail: 'You do not have permission to do this', code: 'forbidden' };

let owner: RegisteredUser;
let companyId: string;

function call(
  user: RegisteredUser | null,
  method: 'GET' | 'POST' | 'PUT' | 'PATCH',
  url: string,
  payload?: Record<string, unknown>,
  lang?: 'en' | 'fr',
): Promise<LightMyRequestResponse> {
  return t.call(user, method, url, { payload, lang });
}

async function list(user: RegisteredUser, query: string): Promise<EnergyPrice[]> {
  const response = await call(user, 'GET', `/energy-prices?${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as EnergyPriceList).items;
}

async function frenchCompany(): Promise<RegisteredUser> {
  const user = await register(t.app, { company_name: 'Forges de Lorraine SAS' });
  const response = await call(user, 'PATCH', `/companies/${user.user.company_id}`, { country: 'FR' });
  expect(response.statusCode, response.body).toBe(200);
  return user;
}

async function companyPriceRows(
  id: string,
): Promise<{ kind: string; tariff_family: string; slots: unknown }[]> {
  return queryRows(
    t.database,
    sql`select kind, tariff_family, slots from company_energy_prices where company_id = ${id} order by created_at, id`,
  );
}

const tariff = (fields: Record<string, unknown>) => ({
  company_id: companyId,
  year: 2024,
  source: 'electricity',
  ...fields,
});

const hpHc = [
  { slot: 'hp', price_eur_per_kwh: 0.24 },
  { slot: 'hc', price_eur_per_kwh: 0.18 },
];
const season = [
  { slot: 'hcbs', price_eur_per_kwh: 0.1 },
  { slot: 'hchs', price_eur_per_kwh: 0.15 },
  { slot: 'hpbs', price_eur_per_kwh: 0.2 },
  { slot: 'hphs', price_eur_per_kwh: 0.3 },
];

beforeAll(async () => {
  await loadFactorLibrary(t.database.db, { keys: FACTOR_KEYS });
  const loaded = await loadEnergyPriceDefaults(t.database.db);
  expect(loaded.rows).toBe(74);
  owner = await frenchCompany();
  companyId = owner.user.company_id;
}, 120_000);

describe('energy price defaults', () => {
  it('load once: a second start writes and removes nothing', async () => {
    const again = await loadEnergyPriceDefaults(t.database.db);
    expect(again).toMatchObject({ rows: 74, written: 0, removed: 0 });
  });

  it('list the French defaults of a year for a French company, with their source and emission', async () => {
    const items = await list(owner, `company_id=${companyId}&year=2024`);
    expect(items).toEqual([
      {
        id: expect.any(String),
        source: 'electricity',
        year: 2024,
        country_code: 'FR',
        customized: false,
        fallback: false,
        kind: 'default',
        name: 'Eurostat nrg_pc_205',
        tariff_family: 'base',
        // (0.1802 + 0.1785) / 2: Eurostat band IC, excluding VAT, 2024-S1 and 2024-S2
        slots: [{ slot: 'base', price_eur_per_kwh: 0.17935 }],
        price_eur_per_kwh: 0.17935,
        // OWID/Ember: 40.83 g CO2e per kWh generated in France in 2024
        emission_kg_co2e_per_kwh: 0.04083,
        reference: {
          publisher: 'Eurostat',
          dataset: 'nrg_pc_205',
          consumption_band: 'IC (500–1,999 MWh a year)',
          taxes: 'excluding VAT and other recoverable taxes and levies',
          period: '2024-S1, 2024-S2 (mean)',
          licence: 'CC BY 4.0',
        },
      },
      expect.objectContaining({
        source: 'gas',
        country_code: 'FR',
        customized: false,
        slots: [{ slot: 'base', price_eur_per_kwh: 0.06915 }],
        // ADEME natural gas, Europe, per kWh PCS like Eurostat's gas prices
        emission_kg_co2e_per_kwh: 0.213,
      }),
    ]);
  });

  it('filter by source, and list every published year without a year', async () => {
    const gas = await list(owner, `company_id=${companyId}&source=gas`);
    expect(gas.map((item) => [item.source, item.year])).toEqual([
      ['gas', 2024],
      ['gas', 2023],
      ['gas', 2022],
      ['gas', 2021],
      ['gas', 2020],
      ['gas', 2019],
    ]);
    expect(gas.every((item) => item.emission_kg_co2e_per_kwh === 0.213)).toBe(true);
    // A year whose grid factor is not loaded (this test loads 2024's only): the price is listed, its emission unknown.
    const electricity2019 = (await list(owner, `company_id=${companyId}&year=2019&source=electricity`))[0];
    expect(electricity2019).toMatchObject({ price_eur_per_kwh: 0.0987, emission_kg_co2e_per_kwh: null });
  });

  it("add the defaults of the sites' countries after the company's own", async () => {
    const user = await frenchCompany();
    const site = await call(user, 'POST', '/sites', {
      company_id: user.user.company_id,
      name: 'Werk Köln',
      country: 'DE',
    });
    expect(site.statusCode, site.body).toBe(201);
    const items = await list(user, `company_id=${user.user.company_id}&year=2024&source=electricity`);
    expect(
      items.map((item) => [item.country_code, item.price_eur_per_kwh, item.emission_kg_co2e_per_kwh]),
    ).toEqual([
      ['FR', 0.17935, 0.04083],
      ['DE', 0.23435, 0.33836],
    ]);
  });

  it('list nothing for a company with no country and no site, and nothing for a year before any default', async () => {
    const user = await register(t.app);
    expect(await list(user, `company_id=${user.user.company_id}`)).toEqual([]);
    expect(await list(owner, `company_id=${companyId}&year=2010`)).toEqual([]);
    expect(await list(owner, `company_id=${companyId}&year=2018&source=gas`)).toEqual([]);
  });

  it("fall back, for a year not published yet, to each country's latest earlier default, which keeps its own year", async () => {
    const user = await frenchCompany();
    // The United Kingdom's defaults stop in 2019 (Eurostat, before Brexit); France's run to 2024.
    const site = await call(user, 'POST', '/sites', {
      company_id: user.user.company_id,
      name: 'Sheffield works',
      country: 'GB',
    });
    expect(site.statusCode, site.body).toBe(201);
    const latest2024 = await list(user, `company_id=${user.user.company_id}&year=2024&source=gas`);
    const items = await list(user, `company_id=${user.user.company_id}&year=2025&source=gas`);
    expect(items.map((item) => [item.country_code, item.year, item.fallback, item.kind])).toEqual([
      ['FR', 2024, true, 'default'],
      ['GB', 2019, true, 'default'],
    ]);
    // The same default as the year's own list: same id, price, emission and reference.
    const { fallback: _own, ...french2024 } = latest2024.find((item) => item.country_code === 'FR')!;
    const { fallback: _applied, ...french } = items[0]!;
    expect(french).toEqual(french2024);
    expect(french2024.price_eur_per_kwh).toBe(0.06915);

    // Both sources and a year that has its own defaults: nothing is a fallback except the United Kingdom's.
    const all2024 = await list(user, `company_id=${user.user.company_id}&year=2024`);
    expect(all2024.map((item) => [item.source, item.country_code, item.year, item.fallback])).toEqual([
      ['electricity', 'FR', 2024, false],
      ['electricity', 'GB', 2019, true],
      ['gas', 'FR', 2024, false],
      ['gas', 'GB', 2019, true],
    ]);
    // Without a year every published year is listed, none as a fallback.
    const everyYear = await list(user, `company_id=${user.user.company_id}&source=gas`);
    expect(everyYear).toHaveLength(7);
    expect(everyYear.some((item) => item.fallback)).toBe(false);
  });

  it('list a tariff of a year without defaults as today, beside the fallback default', async () => {
    const user = await frenchCompany();
    const id = user.user.company_id;
    const saved = await call(user, 'PUT', '/energy-prices/tariff', {
      company_id: id,
      year: 2025,
      source: 'electricity',
      tariff_family: 'base',
      slots: [{ slot: 'base', price_eur_per_kwh: 0.2 }],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const items = await list(user, `company_id=${id}&year=2025&source=electricity`);
    expect(items.map((item) => [item.kind, item.year, item.fallback, item.price_eur_per_kwh])).toEqual([
      ['tariff', 2025, false, 0.2],
      ['default', 2024, true, 0.17935],
    ]);
  });
});

describe('company tariff', () => {
  it('sets each family, replaces the tariff of the year and source, and lists it first as customized', async () => {
    const base = await call(
      owner,
      'PUT',
      '/energy-prices/tariff',
      tariff({
        tariff_family: 'base',
        slots: [{ slot: 'base', price_eur_per_kwh: 0.21 }],
      }),
    );
    expect(base.statusCode, base.body).toBe(200);
    expect(base.json()).toMatchObject({
      customized: true,
      kind: 'tariff',
      name: null,
      country_code: 'FR',
      tariff_family: 'base',
      price_eur_per_kwh: 0.21,
      // The tariff's emission is its country default's: the French grid of 2024
      emission_kg_co2e_per_kwh: 0.04083,
      reference: null,
    });

    const peak = await call(
      owner,
      'PUT',
      '/energy-prices/tariff',
      tariff({ tariff_family: 'hp_hc', slots: hpHc }),
    );
    expect(peak.statusCode, peak.body).toBe(200);
    // 0.24 × 16/24 + 0.18 × 8/24
    expect(peak.json()).toMatchObject({
      id: (base.json() as EnergyPrice).id,
      tariff_family: 'hp_hc',
      slots: hpHc,
      price_eur_per_kwh: 0.22,
    });

    const seasonal = await call(
      owner,
      'PUT',
      '/energy-prices/tariff',
      tariff({ tariff_family: 'season_hphc', slots: season }),
    );
    expect(seasonal.statusCode, seasonal.body).toBe(200);
    const body = seasonal.json() as EnergyPrice;
    // Stored in the family's order; (2416 × 0.30 + 3424 × 0.20 + 1208 × 0.15 + 1712 × 0.10) / 8760 hours
    expect(body.slots.map((slot) => slot.slot)).toEqual(['hphs', 'hpbs', 'hchs', 'hcbs']);
    expect(body.price_eur_per_kwh).toBeCloseTo(1762 / 8760, 10);

    const gas = await call(
      owner,
      'PUT',
      '/energy-prices/tariff',
      tariff({
        source: 'gas',
        tariff_family: 'base',
        slots: [{ slot: 'base', price_eur_per_kwh: 0.07 }],
      }),
    );
    expect(gas.statusCode, gas.body).toBe(200);

    const items = await list(owner, `company_id=${companyId}&year=2024`);
    expect(items.map((item) => [item.kind, item.source, item.tariff_family])).toEqual([
      ['tariff', 'electricity', 'season_hphc'],
      ['tariff', 'gas', 'base'],
      ['default', 'electricity', 'base'],
      ['default', 'gas', 'base'],
    ]);
  });

  it('refuses a slot set that does not match the family or a price that is not positive (422), and changes nothing', async () => {
    const before = await companyPriceRows(companyId);
    const refused = [
      tariff({ tariff_family: 'hp_hc', slots: [{ slot: 'base', price_eur_per_kwh: 0.2 }] }),
      tariff({ tariff_family: 'hp_hc', slots: [hpHc[0]] }),
      tariff({ tariff_family: 'hp_hc', slots: [...hpHc, { slot: 'hp', price_eur_per_kwh: 0.3 }] }),
      tariff({ tariff_family: 'season_hphc', slots: hpHc }),
      tariff({ tariff_family: 'base', slots: [] }),
      tariff({ tariff_family: 'base', slots: [{ slot: 'base', price_eur_per_kwh: 0 }] }),
      tariff({ tariff_family: 'base', slots: [{ slot: 'base', price_eur_per_kwh: -0.2 }] }),
      tariff({ tariff_family: 'base', slots: [{ slot: 'base', price_eur_per_kwh: '0.2' }] }),
      tariff({ tariff_family: 'base', slots: [{ slot: 'base', price_eur_per_kwh: null }] }),
      tariff({
        tariff_family: 'hp_hc',
        slots: [
          { slot: 'hp', price_eur_per_kwh: 0.24 },
          { slot: 'hc', price_eur_per_kwh: 0 },
        ],
      }),
    ];
    for (const payload of refused) {
      const response = await call(owner, 'PUT', '/energy-prices/tariff', payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(422);
      const messages = (detail(response) as { msg: string }[]).map((issue) => issue.msg);
      expect(messages, JSON.stringify(payload)).toContain('Please enter valid values for a slot');
    }
    const badFamily = await call(
      owner,
      'PUT',
      '/energy-prices/tariff',
      tariff({ tariff_family: 'tempo', slots: hpHc }),
    );
    expect(badFamily.statusCode).toBe(422);
    const badSource = await call(
      owner,
      'PUT',
      '/energy-prices/tariff',
      tariff({ source: 'steam', tariff_family: 'base', slots: [{ slot: 'base', price_eur_per_kwh: 0.2 }] }),
    );
    expect(badSource.statusCode).toBe(422);
    expect(await companyPriceRows(companyId)).toEqual(before);
  });

  it('words the slot message in French for a French request', async () => {
    const response = await call(
      owner,
      'PUT',
      '/energy-prices/tariff',
      tariff({ tariff_family: 'hp_hc', slots: [hpHc[0]] }),
      'fr',
    );
    expect(response.statusCode).toBe(422);
    expect((detail(response) as { msg: string }[]).map((issue) => issue.msg)).toContain(
      'Veuillez saisir des valeurs valides pour une plage',
    );
  });
});

describe('custom prices', () => {
  it('creates a named price (201) and lists it with the company prices', async () => {
    const response = await call(owner, 'POST', '/energy-prices/custom', {
      company_id: companyId,
      year: 2024,
      source: 'fuel',
      name: 'Fioul domestique – contrat 2024',
      price_eur_per_kwh: 0.112,
      emission_kg_co2e_per_kwh: 0.324,
    });
    expect(response.statusCode, response.body).toBe(201);
    const created = response.json() as EnergyPrice;
    expect(created).toMatchObject({
      source: 'fuel',
      year: 2024,
      customized: true,
      kind: 'custom',
      name: 'Fioul domestique – contrat 2024',
      tariff_family: 'base',
      slots: [{ slot: 'base', price_eur_per_kwh: 0.112 }],
      price_eur_per_kwh: 0.112,
      emission_kg_co2e_per_kwh: 0.324,
      country_code: 'FR',
    });
    // No published fuel default: the company's own prices are what the fuel tab holds.
    expect(await list(owner, `company_id=${companyId}&source=fuel`)).toEqual([created]);
  });

  it('refuses a price that is not positive, a negative emission or a missing name (422)', async () => {
    const before = await companyPriceRows(companyId);
    const base = { company_id: companyId, year: 2024, source: 'cooling', name: 'Réseau de froid' };
    for (const payload of [
      { ...base, price_eur_per_kwh: 0, emission_kg_co2e_per_kwh: 0.01 },
      { ...base, price_eur_per_kwh: -1, emission_kg_co2e_per_kwh: 0.01 },
      { ...base, price_eur_per_kwh: 0.05, emission_kg_co2e_per_kwh: -0.01 },
      { ...base, name: '', price_eur_per_kwh: 0.05, emission_kg_co2e_per_kwh: 0.01 },
    ]) {
      const response = await call(owner, 'POST', '/energy-prices/custom', payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(422);
    }
    expect(await companyPriceRows(companyId)).toEqual(before);
  });
});

describe('roles and tenancy', () => {
  const joinAs = (role: Role) => joinCompany(t, owner, role);

  it('lets viewers read and answers 403 when they write; editors write', async () => {
    const viewer = await joinAs('viewer');
    const before = await companyPriceRows(companyId);
    expect((await list(viewer, `company_id=${companyId}&year=2024`)).length).toBeGreaterThan(0);
    const put = await call(
      viewer,
      'PUT',
      '/energy-prices/tariff',
      tariff({ tariff_family: 'hp_hc', slots: hpHc }),
    );
    expect(put.json()).toEqual(forbidden);
    const post = await call(viewer, 'POST', '/energy-prices/custom', {
      company_id: companyId,
      year: 2024,
      source: 'gas',
      name: 'No',
      price_eur_per_kwh: 0.05,
      emission_kg_co2e_per_kwh: 0.2,
    });
    expect(post.statusCode).toBe(403);
    expect(await companyPriceRows(companyId)).toEqual(before);

    const editor = await joinAs('editor');
    const byEditor = await call(
      editor,
      'PUT',
      '/energy-prices/tariff',
      tariff({ year: 2023, tariff_family: 'hp_hc', slots: hpHc }),
    );
    expect(byEditor.statusCode, byEditor.body).toBe(200);
  });

  it("answers 404 for another company's id or an unknown one, and changes nothing", async () => {
    const stranger = await register(t.app);
    const before = await companyPriceRows(companyId);
    expect((await call(stranger, 'GET', `/energy-prices?company_id=${companyId}`)).json()).toEqual(notFound);
    expect(
      (
        await call(
          stranger,
          'PUT',
          '/energy-prices/tariff',
          tariff({ tariff_family: 'base', slots: [{ slot: 'base', price_eur_per_kwh: 0.2 }] }),
        )
      ).json(),
    ).toEqual(notFound);
    const post = await call(stranger, 'POST', '/energy-prices/custom', {
      company_id: companyId,
      year: 2024,
      source: 'gas',
      name: 'Intruder',
      price_eur_per_kwh: 0.05,
      emission_kg_co2e_per_kwh: 0.2,
    });
    expect(post.json()).toEqual(notFound);
    expect(await companyPriceRows(companyId)).toEqual(before);

    const unknown = '00000000-0000-4000-8000-000000000000';
    expect((await call(owner, 'GET', `/energy-prices?company_id=${unknown}`)).statusCode).toBe(404);
    expect((await call(owner, 'GET', '/energy-prices')).statusCode).toBe(422);
  });

  it('requires a signed-in user', async () => {
    expect((await call(null, 'GET', `/energy-prices?company_id=${companyId}`)).statusCode).toBe(401);
    expect(
      (await call(null, 'PUT', '/energy-prices/tariff', tariff({ tariff_family: 'hp_hc', slots: hpHc })))
        .statusCode,
    ).toBe(401);
  });
});

describe('API document', () => {
  it('documents the three endpoints', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const paths = (response.json() as { paths: Record<string, Record<string, unknown>> }).paths;
    expect(Object.keys(paths['/api/v1/energy-prices'] ?? {})).toContain('get');
    expect(Object.keys(paths['/api/v1/energy-prices/tariff'] ?? {})).toContain('put');
    expect(Object.keys(paths['/api/v1/energy-prices/custom'] ?? {})).toContain('post');
  });
});
