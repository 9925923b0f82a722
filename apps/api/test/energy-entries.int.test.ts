import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Site } from '@carbon/contracts/companies';
import type { EnergyDefaultsResponse } from '@carbon/contracts/energy';
import type { EnergyPrice, EnergyPriceList } from '@carbon/contracts/energy-prices';
import type { Entry } from '@carbon/contracts/ledger';
import { loadEnergyPriceDefaults } from '@carbon/db/energy-prices-load';
import { loadFactorLibrary } from '@carbon/db/factors-load';
import { createSite } from './helpers/ledger.ts';
import { createTestApp, detail, register, type RegisteredUser, type TestApp } from './helpers/test-app.ts';

/**
 * The energy fields of an entry's details (energy, reading, energy_price_id) and GET /energy/defaults, the default
 * factor of each energy (docs/decisions/0020-ledger.md § Energies).
 */
let t: TestApp;

/** The factors of the default table (apps/api/src/modules/energy/energy-defaults.ts) and the grids of 2024. */
const FACTOR_KEYS = [
  'ademe-base-carbone:37132',
  'ademe-base-carbone:14087',
  'ademe-base-carbone:34948',
  'ademe-base-carbone:37089',
  'ademe-base-carbone:37090',
  'ademe-base-carbone:15312',
  'uk-desnz:2025:10_401_4003_5_1',
  'uk-desnz:2025:1_100_1004_7_1',
  'uk-desnz:2025:1_101_1014_8_1',
  'uk-desnz:2025:2_104_1045_15_1',
  'owid-grid-intensity:FRA:2023',
  'owid-grid-intensity:FRA:2024',
  'owid-grid-intensity:DEU:2024',
];

beforeAll(async () => {
  t = await createTestApp();
  await loadFactorLibrary(t.database.db, { keys: FACTOR_KEYS });
  await loadEnergyPriceDefaults(t.database.db);
}, 120_000);
afterAll(async () => {
  await t?.close();
});

const YEAR = 2024;
const notFound = { detail: 'Not found', code: 'not_found' };

async function defaults(user: RegisteredUser, query: string, lang?: 'fr'): Promise<EnergyDefaultsResponse> {
  const response = await t.call(
    user,
    'GET',
    `/energy/defaults?company_id=${user.user.company_id}${query}`,
    lang ? { lang } : undefined,
  );
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as EnergyDefaultsResponse;
}

async function customPrice(user: RegisteredUser): Promise<EnergyPrice> {
  const response = await t.call(user, 'POST', '/energy-prices/custom', {
    payload: {
      company_id: user.user.company_id,
      year: YEAR,
      source: 'gas',
      name: 'Contrat gaz',
      price_eur_per_kwh: 0.09,
      emission_kg_co2e_per_kwh: 0.227,
    },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as EnergyPrice;
}

/** A gas bill on a custom factor: natural gas is stationary combustion, priced by the 'gas' prices. */
function gasPayload(user: RegisteredUser, site: Site, details: Record<string, unknown>) {
  return {
    company_id: user.user.company_id,
    site_id: site.id,
    period_year: YEAR,
    category: 'stationary_combustion',
    quantity: 12000,
    unit: 'kWh',
    custom_factor: { kg_co2e_per_unit: 0.227, unit: 'kWh' },
    details,
  };
}

function steamPayload(user: RegisteredUser, site: Site, details: Record<string, unknown>) {
  return {
    company_id: user.user.company_id,
    site_id: site.id,
    period_year: YEAR,
    category: 'heat_steam',
    quantity: 1200,
    unit: 'kWh',
    custom_factor: { kg_co2e_per_unit: 0.2, unit: 'kWh' },
    details,
  };
}

describe('energy details of an entry', () => {
  it('stores and returns the energy, the reading and the energy price (the company’s own or a default)', async () => {
    const user = await register(t.app);
    const site = await createSite(t, user);
    const own = await customPrice(user);
    const created = await t.call(user, 'POST', '/entries', {
      payload: gasPayload(user, site, {
        energy: 'natural_gas',
        reading: 'meter',
        energy_price_id: own.id,
        note: 'Relevé',
      }),
    });
    expect(created.statusCode, created.body).toBe(201);
    const entry = created.json() as Entry;
    expect(entry.details).toEqual({
      energy: 'natural_gas',
      reading: 'meter',
      energy_price_id: own.id,
      note: 'Relevé',
    });

    const read = await t.call(user, 'GET', `/entries/${entry.id}`);
    expect((read.json() as Entry).details).toEqual(entry.details);

    // A French default gas price is visible through the French site.
    const prices = await t.call(user, 'GET', `/energy-prices?company_id=${user.user.company_id}&source=gas`);
    const defaultPrice = (prices.json() as EnergyPriceList).items.find((price) => price.kind === 'default');
    expect(defaultPrice).toBeDefined();
    const updated = await t.call(user, 'PATCH', `/entries/${entry.id}`, {
      payload: { details: { energy: 'natural_gas', reading: 'invoice', energy_price_id: defaultPrice?.id } },
    });
    expect(updated.statusCode, updated.body).toBe(200);
    expect((updated.json() as Entry).details).toEqual({
      energy: 'natural_gas',
      reading: 'invoice',
      energy_price_id: defaultPrice?.id,
    });
  });

  it('refuses a price of another energy (422 on details.energy_price_id), in French too, and stores nothing', async () => {
    const user = await register(t.app);
    const site = await createSite(t, user);
    const gas = await customPrice(user);
    const before = await t.call(user, 'GET', `/entries?company_id=${user.user.company_id}&period_year=${YEAR}`);
    const refused = await t.call(user, 'POST', '/entries', {
      lang: 'fr',
      payload: steamPayload(user, site, { energy: 'steam', energy_price_id: gas.id }),
    });
    expect(refused.statusCode).toBe(422);
    expect(detail(refused)).toEqual([
      { loc: ['body', 'details', 'energy_price_id'], msg: 'Ce prix concerne une autre énergie', type: 'energy_price_mismatch' },
    ]);
    const after = await t.call(user, 'GET', `/entries?company_id=${user.user.company_id}&period_year=${YEAR}`);
    expect((after.json() as { total: number }).total).toBe((before.json() as { total: number }).total);
  });

  it('refuses an energy that does not belong to the category (422 on details.energy) and an unknown one', async () => {
    const user = await register(t.app);
    const site = await createSite(t, user);
    const mismatch = await t.call(user, 'POST', '/entries', {
      payload: steamPayload(user, site, { energy: 'natural_gas' }),
    });
    expect(mismatch.statusCode, mismatch.body).toBe(422);
    expect(detail(mismatch)).toEqual([
      {
        loc: ['body', 'details', 'energy'],
        msg: "This energy does not belong to the entry's category",
        type: 'energy_category_mismatch',
      },
    ]);
    const unknown = await t.call(user, 'POST', '/entries', {
      payload: steamPayload(user, site, { energy: 'coal' }),
    });
    expect(unknown.statusCode).toBe(422);
    expect((detail(unknown) as { loc: unknown }[])[0]).toMatchObject({ loc: ['body', 'details', 'energy'] });
    const reading = await t.call(user, 'POST', '/entries', {
      payload: steamPayload(user, site, { reading: 'guess' }),
    });
    expect(reading.statusCode).toBe(422);
    expect((detail(reading) as { loc: unknown }[])[0]).toMatchObject({ loc: ['body', 'details', 'reading'] });

    // A change of category checks the energy the entry already names.
    const created = await t.call(user, 'POST', '/entries', {
      payload: steamPayload(user, site, { energy: 'steam' }),
    });
    expect(created.statusCode, created.body).toBe(201);
    const moved = await t.call(user, 'PATCH', `/entries/${(created.json() as Entry).id}`, {
      payload: { category: 'cooling' },
    });
    expect(moved.statusCode).toBe(422);
    expect((detail(moved) as { loc: unknown }[])[0]).toMatchObject({ loc: ['body', 'details', 'energy'] });
  });

  it("answers 404 for another company's price, or a default of a country the company has no site in", async () => {
    const user = await register(t.app);
    const site = await createSite(t, user);
    const other = await register(t.app);
    const theirs = await customPrice(other);
    const response = await t.call(user, 'POST', '/entries', {
      payload: steamPayload(user, site, { energy: 'steam', energy_price_id: theirs.id }),
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual(notFound);

    const german = await register(t.app);
    await createSite(t, german, { country: 'DE' });
    const prices = await t.call(german, 'GET', `/energy-prices?company_id=${german.user.company_id}`);
    const germanDefault = (prices.json() as EnergyPriceList).items.find(
      (price) => price.kind === 'default' && price.country_code === 'DE',
    );
    expect(germanDefault).toBeDefined();
    const foreign = await t.call(user, 'POST', '/entries', {
      payload: steamPayload(user, site, { energy: 'steam', energy_price_id: germanDefault?.id }),
    });
    expect(foreign.statusCode).toBe(404);
  });
});

describe('GET /energy/defaults', () => {
  it("proposes ADEME's French factors for a French site, and the French grid of the year for electricity", async () => {
    const user = await register(t.app);
    const site = await createSite(t, user);
    const body = await defaults(user, `&site_id=${site.id}&period_year=${YEAR}`, 'fr');
    expect(body.country_code).toBe('FR');
    const by = Object.fromEntries(body.items.map((item) => [item.energy, item]));
    expect(body.items.map((item) => item.energy)).toEqual([
      'electricity',
      'natural_gas',
      'fuel_oil',
      'wood',
      'district_heating',
      'district_cooling',
      'steam',
    ]);
    expect(by.electricity).toMatchObject({
      category: 'electricity',
      factor: { source: 'owid-grid-intensity', unit: 'kWh' },
    });
    expect(by.natural_gas).toMatchObject({
      category: 'stationary_combustion',
      factor: { source: 'ademe-base-carbone', source_id: '37132', kg_co2e_per_unit: 0.239 },
    });
    expect(by.natural_gas?.factor?.name).toContain('Gaz naturel');
    expect(by.fuel_oil?.factor).toMatchObject({ source_id: '14087', kg_co2e_per_unit: 3.25 });
    expect(by.wood?.factor).toMatchObject({ source_id: '34948', unit: 'kg' });
    expect(by.district_heating).toMatchObject({ category: 'heat_steam', factor: { source_id: '37089' } });
    expect(by.district_cooling).toMatchObject({ category: 'cooling', factor: { source_id: '37090' } });
    expect(by.steam).toMatchObject({
      category: 'heat_steam',
      factor: { source: 'uk-desnz', source_id: '2025:10_401_4003_5_1' },
    });

    // The proposed factor records an entry as it is: its combustion part in scope 1, its upstream part derived in
    // scope 3 (0.239 kg per kWh PCI in all).
    const gas = await t.call(user, 'POST', '/entries', {
      payload: {
        company_id: user.user.company_id,
        site_id: site.id,
        period_year: YEAR,
        category: 'stationary_combustion',
        quantity: 1000,
        unit: 'kWh',
        emission_factor_id: by.natural_gas?.factor?.id,
        details: { energy: 'natural_gas', fuel: 'natural_gas', quantity_energy_basis: 'LHV' },
      },
    });
    expect(gas.statusCode, gas.body).toBe(201);
    const recorded = gas.json() as Entry;
    expect(recorded.factor).toMatchObject({ id: by.natural_gas?.factor?.id, kg_co2e_per_unit: 0.239 });
    expect(recorded.co2e_kg).toBeGreaterThan(150);
    expect(recorded.co2e_kg).toBeLessThan(239);
  });

  it("proposes DESNZ's generic fuel factors elsewhere, and no district cooling default", async () => {
    const user = await register(t.app);
    const site = await createSite(t, user, { country: 'DE' });
    const body = await defaults(user, `&site_id=${site.id}`);
    expect(body.country_code).toBe('DE');
    const by = Object.fromEntries(body.items.map((item) => [item.energy, item.factor]));
    expect(by.electricity).toMatchObject({ source: 'owid-grid-intensity' });
    expect(by.natural_gas).toMatchObject({ source: 'uk-desnz', source_id: '2025:1_100_1004_7_1' });
    expect(by.fuel_oil).toMatchObject({ source: 'uk-desnz', source_id: '2025:1_101_1014_8_1', unit: 'l' });
    expect(by.wood).toMatchObject({ source: 'uk-desnz', source_id: '2025:2_104_1045_15_1' });
    expect(by.district_heating).toMatchObject({ source_id: '2025:10_401_4003_5_1' });
    expect(by.district_cooling).toBeNull();
  });

  it("answers 404 for another company or another company's site, and 422 for a malformed id", async () => {
    const user = await register(t.app);
    const other = await register(t.app);
    const theirSite = await createSite(t, other);
    const company = await t.call(user, 'GET', `/energy/defaults?company_id=${other.user.company_id}`);
    expect(company.statusCode).toBe(404);
    expect(company.json()).toEqual(notFound);
    const site = await t.call(
      user,
      'GET',
      `/energy/defaults?company_id=${user.user.company_id}&site_id=${theirSite.id}`,
    );
    expect(site.statusCode).toBe(404);
    const malformed = await t.call(user, 'GET', '/energy/defaults?company_id=nope');
    expect(malformed.statusCode).toBe(422);
  });
});
