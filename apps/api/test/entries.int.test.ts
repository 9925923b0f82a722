import { describe, expect, it } from 'vitest';
import type { Site } from '@carbon/contracts/companies';
import type {
  AccountingCategoriesResponse,
  EntriesResponse,
  Entry,
  Inventory,
  RecomputeResponse,
} from '@carbon/contracts/ledger';
import { factorId, useLibraryTestApp } from './helpers/factor-library.ts';
import { createEntry, createProject, createSite, entryCount, factorValue } from './helpers/ledger.ts';
import { detail, joinCompany, register, type RegisteredUser } from './helpers/test-app.ts';

const t = useLibraryTestApp();

const YEAR = 2025;
const notFound = { detail: 'Not found', code: 'not_found' };

function entryPayload(user: RegisteredUser, site: Site, fields: Record<string, unknown>) {
  return { company_id: user.user.company_id, site_id: site.id, period_year: YEAR, ...fields };
}

async function listEntries(user: RegisteredUser, query = ''): Promise<EntriesResponse> {
  const response = await t.call(user, 'GET', `/entries?company_id=${user.user.company_id}&period_year=${YEAR}${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as EntriesResponse;
}

async function inventory(user: RegisteredUser, query = ''): Promise<Inventory> {
  const response = await t.call(user, 'GET', `/inventory?company_id=${user.user.company_id}&period_year=${YEAR}${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as Inventory;
}

describe('categories', () => {
  it('lists the taxonomy with scope, scope 3 category and BEGES item', async () => {
    const user = await register(t.app);
    const response = await t.call(user, 'GET', '/accounting/categories');
    expect(response.statusCode).toBe(200);
    const { categories } = response.json() as AccountingCategoriesResponse;
    expect(categories.find((c) => c.key === 'stationary_combustion')).toEqual({
      key: 'stationary_combustion',
      scope: 1,
      scope3_category: null,
      beges_item: '1.1',
      name_en: 'Stationary combustion',
      name_fr: 'Combustion fixe',
      derived_only: false,
    });
    expect(categories.find((c) => c.key === 'upstream_fuel_energy')).toMatchObject({
      scope: 3,
      scope3_category: 3,
      derived_only: true,
    });
    expect((await t.call(null, 'GET', '/accounting/categories')).statusCode).toBe(401);
  });
});

describe('fuel entries', () => {
  it('records scope 1 combustion and derives the upstream part as scope 3 category 3, in one ledger', async () => {
    const owner = await register(t.app);
    const site = await createSite(t, owner);
    const diesel = await factorId(t.database, 'ademe-base-carbone:26640');
    const entry = await createEntry(t, owner, site, {
      period_year: YEAR,
      category: 'mobile_combustion',
      quantity: 1000,
      unit: 'l',
      emission_factor_id: diesel,
      label: 'Fleet diesel',
    });
    expect(entry).toMatchObject({
      company_id: owner.user.company_id,
      site_id: site.id,
      period_year: YEAR,
      category: 'mobile_combustion',
      scope: 1,
      scope3_category: null,
      beges_item: '1.2',
      quantity: 1000,
      unit: 'l',
      co2e_kg: 2660,
      co2e_kg_market: null,
      label: 'Fleet diesel',
      derived_from_entry_id: null,
      distribution: null,
      factor: {
        id: diesel,
        source: 'ademe-base-carbone',
        kg_co2e_per_unit: 3.08,
        unit: 'l',
        parts: [
          { kind: 'combustion', kg_co2e_per_unit: 2.66 },
          { kind: 'upstream', kg_co2e_per_unit: 0.423 },
        ],
      },
      conversion: { from: 'l', to: 'l', multiplier: 1 },
    });
    expect(entry.factor.dataset_version).toBeTruthy();
    expect(entry.factor.name).toBeTruthy();

    const { items, total } = await listEntries(owner);
    expect(total).toBe(2);
    // The source first, its derived row right after it.
    expect(items.map((item) => item.derived_from_entry_id)).toEqual([null, entry.id]);
    const derived = items[1];
    expect(derived).toMatchObject({
      category: 'upstream_fuel_energy',
      scope: 3,
      scope3_category: 3,
      site_id: site.id,
      quantity: 1000,
      unit: 'l',
      co2e_kg: 423,
      factor: { id: diesel, kg_co2e_per_unit: 0.423, parts: null },
    });
    expect((await listEntries(owner, '&scope=3')).items.map((item) => item.id)).toEqual([derived?.id]);
    expect(await listEntries(owner, '&limit=1&offset=1')).toEqual({ items: [derived], total: 2 });
    expect((await listEntries(owner, '&category=mobile_combustion')).items.map((item) => item.id)).toEqual([entry.id]);

    // A corrected quantity moves the derived row with it, in the same transaction.
    const patched = await t.call(owner, 'PATCH', `/entries/${entry.id}`, { payload: { quantity: 500, unit: 'l' } });
    expect(patched.statusCode, patched.body).toBe(200);
    expect((patched.json() as Entry).co2e_kg).toBe(1330);
    const after = await listEntries(owner);
    expect(after.items.find((item) => item.derived_from_entry_id === entry.id)).toMatchObject({
      id: derived?.id,
      co2e_kg: 211.5,
    });

    // The derived row follows its source: it is not edited or deleted alone.
    for (const method of ['PATCH', 'DELETE'] as const) {
      const refused = await t.call(owner, method, `/entries/${derived?.id}`, {
        lang: 'fr',
        ...(method === 'PATCH' ? { payload: { quantity: 1 } } : {}),
      });
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toEqual({
        detail: 'Cette saisie est calculée à partir de sa saisie d\'origine : modifiez ou supprimez plutôt celle-ci',
        code: 'entry_derived',
      });
    }

    // Deleting the source takes its derived row with it.
    expect((await t.call(owner, 'DELETE', `/entries/${entry.id}`)).statusCode).toBe(204);
    expect(await entryCount(t.database, owner.user.company_id)).toBe(0);
    expect((await t.call(owner, 'GET', `/entries/${entry.id}`)).statusCode).toBe(404);
  });

  it('converts MWh to the factor’s kWh and shows the conversion', async () => {
    const owner = await register(t.app);
    const site = await createSite(t, owner);
    const gas = await factorId(t.database, 'ademe-base-carbone:25826');
    const entry = await createEntry(t, owner, site, {
      period_year: YEAR,
      category: 'stationary_combustion',
      quantity: 2,
      unit: 'MWh',
      emission_factor_id: gas,
    });
    expect(entry.conversion).toMatchObject({ from: 'MWh', to: 'kWh', multiplier: 1000 });
    expect(entry.conversion.steps[0]).toMatchObject({ kind: 'unit', from: 'MWh', to: 'kWh', multiplier: 1000 });
    expect(entry.co2e_kg).toBeCloseTo(2000 * 0.243, 6);
  });
});

describe('fuel conversions', () => {
  it('reads the fuel and the energy basis from details: kWh PCS of a gas bill, diesel weighed in kg', async () => {
    const owner = await register(t.app);
    const site = await createSite(t, owner);
    const gas = await createEntry(t, owner, site, {
      period_year: YEAR,
      category: 'stationary_combustion',
      quantity: 1000,
      unit: 'kWh',
      emission_factor_id: await factorId(t.database, 'ademe-base-carbone:25826'),
      details: { fuel: 'natural_gas', quantity_energy_basis: 'HHV', note: 'Gas bill, kWh PCS' },
    });
    expect(gas.details).toEqual({ fuel: 'natural_gas', quantity_energy_basis: 'HHV', note: 'Gas bill, kWh PCS' });
    const basis = gas.conversion.steps.find((step) => step.kind === 'energy_basis');
    expect(basis).toMatchObject({ from: 'kWh HHV', to: 'kWh LHV' });
    expect(basis?.multiplier).toBeLessThan(1);
    expect(gas.co2e_kg).toBeCloseTo(1000 * (basis?.multiplier ?? 0) * 0.243, 6);

    const diesel = await createEntry(t, owner, site, {
      period_year: YEAR,
      category: 'mobile_combustion',
      quantity: 840,
      unit: 'kg',
      emission_factor_id: await factorId(t.database, 'ademe-base-carbone:26640'),
      details: { fuel: 'diesel' },
    });
    expect(diesel.conversion.steps.map((step) => step.kind)).toContain('density');
    expect(diesel.conversion).toMatchObject({ from: 'kg', to: 'l' });
    expect(diesel.co2e_kg).toBeCloseTo(840 * diesel.conversion.multiplier * 2.66, 6);

    // Without the fuel, a mass cannot become litres: 422 on the unit.
    const unknown = await t.call(owner, 'POST', '/entries', {
      payload: entryPayload(owner, site, {
        category: 'mobile_combustion',
        quantity: 840,
        unit: 'kg',
        emission_factor_id: await factorId(t.database, 'ademe-base-carbone:26640'),
      }),
    });
    expect(unknown.statusCode).toBe(422);
    expect((detail(unknown) as { loc: unknown }[])[0]).toMatchObject({ loc: ['body', 'unit'] });
  });
});

describe('refrigerants', () => {
  it('records the gas a leak released, checked against the leak described', async () => {
    const owner = await register(t.app);
    const site = await createSite(t, owner);
    const r410a = await factorId(t.database, 'ademe-base-carbone:43632');
    const leak = { method: 'leak_rate', charge_kg: 10, annual_leak_rate_percent: 5 };
    const entry = await createEntry(t, owner, site, {
      period_year: YEAR,
      category: 'fugitive_emissions',
      quantity: 0.5,
      unit: 'kg',
      emission_factor_id: r410a,
      details: { refrigerant: leak },
    });
    expect(entry).toMatchObject({ scope: 1, beges_item: '1.4', co2e_kg: 1128, details: { refrigerant: leak } });
    const recharge = await createEntry(t, owner, site, {
      period_year: YEAR,
      category: 'fugitive_emissions',
      quantity: 1200,
      unit: 'g',
      emission_factor_id: r410a,
      details: { refrigerant: { method: 'recharge', recharged_kg: 1.2 } },
    });
    expect(recharge.co2e_kg).toBeCloseTo(1.2 * 2256, 6);

    const mismatch = await t.call(owner, 'POST', '/entries', {
      lang: 'fr',
      payload: entryPayload(owner, site, {
        category: 'fugitive_emissions',
        quantity: 2,
        unit: 'kg',
        emission_factor_id: r410a,
        details: { refrigerant: leak },
      }),
    });
    expect(mismatch.statusCode).toBe(422);
    expect(detail(mismatch)).toEqual([
      {
        loc: ['body', 'quantity'],
        msg: 'La quantité doit être celle du fluide frigorigène rejeté par la fuite décrite',
        type: 'refrigerant_mismatch',
      },
    ]);
    const elsewhere = await t.call(owner, 'POST', '/entries', {
      payload: entryPayload(owner, site, {
        category: 'purchased_goods',
        quantity: 0.5,
        unit: 'kg',
        emission_factor_id: r410a,
        details: { refrigerant: leak },
      }),
    });
    expect((detail(elsewhere) as { loc: unknown }[])[0]).toMatchObject({ loc: ['body', 'details', 'refrigerant'] });
    const badRate = await t.call(owner, 'POST', '/entries', {
      payload: entryPayload(owner, site, {
        category: 'fugitive_emissions',
        quantity: 0.5,
        unit: 'kg',
        emission_factor_id: r410a,
        details: { refrigerant: { ...leak, annual_leak_rate_percent: 150 } },
      }),
    });
    expect((detail(badRate) as { loc: unknown }[])[0]).toMatchObject({
      loc: ['body', 'details', 'refrigerant', 'annual_leak_rate_percent'],
    });
    expect(await entryCount(t.database, owner.user.company_id)).toBe(2);
  });
});

describe('electricity', () => {
  it('computes location-based from the grid of the site’s country and market-based from the contract factor', async () => {
    const owner = await register(t.app);
    const paris = await createSite(t, owner, { name: 'Paris', country: 'FR' });
    // No factor chosen: the French grid of the year, or the latest before it (2024 in the test library).
    const grid = await createEntry(t, owner, paris, { period_year: YEAR, category: 'electricity', quantity: 10, unit: 'MWh' });
    const fr2024 = await factorValue(t.database, 'owid-grid-intensity:FRA:2024');
    expect(grid).toMatchObject({
      scope: 2,
      beges_item: '2.1',
      factor: { id: await factorId(t.database, 'owid-grid-intensity:FRA:2024'), source: 'owid-grid-intensity', unit: 'kWh' },
      market_factor_kg_co2e_per_kwh: null,
    });
    expect(grid.co2e_kg).toBeCloseTo(10_000 * fr2024, 6);
    // Without a contract factor, market-based falls back to location-based.
    expect(grid.co2e_kg_market).toBeCloseTo(grid.co2e_kg, 6);

    // Guarantees of origin: a contract factor of 0.
    const green = await createEntry(t, owner, paris, {
      period_year: YEAR,
      category: 'electricity',
      quantity: 5000,
      unit: 'kWh',
      market_factor_kg_co2e_per_kwh: 0,
    });
    expect(green.co2e_kg).toBeCloseTo(5000 * fr2024, 6);
    expect(green.co2e_kg_market).toBe(0);

    // A chosen factor with parts: generation in scope 2, upstream and losses derived into scope 3 cat. 3.
    const uk = await createEntry(t, owner, paris, {
      period_year: YEAR,
      category: 'electricity',
      quantity: 1000,
      unit: 'kWh',
      emission_factor_id: await factorId(t.database, 'uk-desnz:2025:7_400_4000_5_1'),
      market_factor_kg_co2e_per_kwh: 0.3,
    });
    expect(uk.co2e_kg).toBeCloseTo(177, 6);
    expect(uk.co2e_kg_market).toBeCloseTo(300, 6);
    const derived = (await listEntries(owner)).items.filter((item) => item.derived_from_entry_id === uk.id);
    expect(derived.map((item) => [item.category, item.co2e_kg]).sort()).toEqual([
      ['transmission_distribution_losses', expect.closeTo(18.53, 6)],
      ['upstream_fuel_energy', expect.closeTo(49.87, 6)],
    ]);

    const totals = await inventory(owner);
    expect(totals.by_scope.scope2_location).toBeCloseTo(15_000 * fr2024 + 177, 4);
    expect(totals.by_category.map((c) => c.key)).toEqual([
      'electricity',
      'upstream_fuel_energy',
      'transmission_distribution_losses',
    ]);
    expect(totals.by_scope.scope2_market).toBeCloseTo(10_000 * fr2024 + 300, 4);
    expect(totals.by_scope.scope3).toBeCloseTo(68.4, 4);
    expect(totals.total_co2e_kg).toBeCloseTo(totals.by_scope.scope2_location + 68.4, 4);
    expect(totals.total_co2e_kg_market).toBeCloseTo(totals.by_scope.scope2_market + 68.4, 4);
  });

  it('picks the grid factor again when an electricity entry moves to a site in another country', async () => {
    const owner = await register(t.app);
    const paris = await createSite(t, owner, { name: 'Paris', country: 'FR' });
    const berlin = await createSite(t, owner, { name: 'Berlin', country: 'DE' });
    const entry = await createEntry(t, owner, paris, { period_year: YEAR, category: 'electricity', quantity: 100, unit: 'kWh' });
    const moved = await t.call(owner, 'PATCH', `/entries/${entry.id}`, { payload: { site_id: berlin.id } });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json()).toMatchObject({
      site_id: berlin.id,
      factor: { id: await factorId(t.database, 'owid-grid-intensity:DEU:2023') },
      co2e_kg: expect.closeTo(100 * (await factorValue(t.database, 'owid-grid-intensity:DEU:2023')), 6),
    });
    // A quantity corrected keeps the factor the entry has.
    const corrected = await t.call(owner, 'PATCH', `/entries/${entry.id}`, { payload: { quantity: 200 } });
    expect((corrected.json() as Entry).factor.id).toBe(await factorId(t.database, 'owid-grid-intensity:DEU:2023'));
  });

  it('answers 422 when no grid factor is known for the site’s country and year', async () => {
    const owner = await register(t.app);
    const berlin = await createSite(t, owner, { name: 'Berlin', country: 'DE' });
    const response = await t.call(owner, 'POST', '/entries', {
      payload: { ...entryPayload(owner, berlin, { category: 'electricity', quantity: 10, unit: 'kWh' }), period_year: 2020 },
    });
    expect(response.statusCode).toBe(422);
    expect(detail(response)).toEqual([
      {
        loc: ['body', 'emission_factor_id'],
        msg: "No grid electricity factor is known for this site's country and year: please choose an emission factor",
        type: 'no_grid_factor',
      },
    ]);
  });
});

describe('factor freezing and recompute', () => {
  it('keeps an entry’s value when its factor changes or goes, until the year is recomputed', async () => {
    const owner = await register(t.app);
    const site = await createSite(t, owner);
    const created = await t.call(owner, 'POST', '/emission-factors', {
      payload: { company_id: owner.user.company_id, name_en: 'Our steel', unit: 'kg', kg_co2e_per_unit: 1.9 },
    });
    expect(created.statusCode, created.body).toBe(201);
    const steelId = (created.json() as { id: string }).id;
    const entry = await createEntry(t, owner, site, {
      period_year: YEAR,
      category: 'purchased_goods',
      quantity: 2,
      unit: 'tonne',
      emission_factor_id: steelId,
    });
    expect(entry).toMatchObject({ co2e_kg: 3800, factor: { id: steelId, source: 'company', name: 'Our steel' } });
    const library = await createEntry(t, owner, site, {
      period_year: YEAR,
      category: 'mobile_combustion',
      quantity: 100,
      unit: 'l',
      emission_factor_id: await factorId(t.database, 'ademe-base-carbone:26640'),
    });

    const edit = await t.call(owner, 'PATCH', `/emission-factors/${steelId}`, { payload: { kg_co2e_per_unit: 2.5 } });
    expect(edit.statusCode, edit.body).toBe(200);
    const kept = (await t.call(owner, 'GET', `/entries/${entry.id}`)).json() as Entry;
    expect(kept).toMatchObject({ co2e_kg: 3800, factor: { kg_co2e_per_unit: 1.9 } });

    const recompute = (dryRun: boolean) =>
      t.call(owner, 'POST', '/entries/recompute', {
        payload: { company_id: owner.user.company_id, period_year: YEAR, dry_run: dryRun },
      });
    const preview = await recompute(true);
    expect(preview.statusCode, preview.body).toBe(200);
    const before = 3800 + library.co2e_kg + 42.3;
    expect(preview.json()).toEqual({
      dry_run: true,
      entries: 3,
      before_kg: expect.closeTo(before, 6),
      after_kg: expect.closeTo(before + 1200, 6),
      changes: [
        {
          entry_id: entry.id,
          category: 'purchased_goods',
          site_id: site.id,
          label: '',
          factor_id: steelId,
          before_kg: 3800,
          after_kg: 5000,
          before_kg_co2e_per_unit: 1.9,
          after_kg_co2e_per_unit: 2.5,
        },
      ],
    } satisfies RecomputeResponse);
    // A preview changes nothing.
    expect(((await t.call(owner, 'GET', `/entries/${entry.id}`)).json() as Entry).co2e_kg).toBe(3800);

    const applied = await recompute(false);
    expect(applied.statusCode).toBe(200);
    expect((applied.json() as RecomputeResponse).changes).toHaveLength(1);
    expect((await t.call(owner, 'GET', `/entries/${entry.id}`)).json()).toMatchObject({
      co2e_kg: 5000,
      factor: { kg_co2e_per_unit: 2.5 },
    });
    expect(((await recompute(true)).json() as RecomputeResponse).changes).toEqual([]);

    // Deleting the factor leaves the entry as it was computed.
    expect((await t.call(owner, 'DELETE', `/emission-factors/${steelId}`)).statusCode).toBe(204);
    expect((await t.call(owner, 'GET', `/entries/${entry.id}`)).json()).toMatchObject({
      co2e_kg: 5000,
      factor: { id: null, source: 'company', name: 'Our steel', kg_co2e_per_unit: 2.5 },
    });
    expect(((await recompute(true)).json() as RecomputeResponse).changes).toEqual([]);
  });

  it('takes a typed factor instead of one from the library, and keeps it on recompute', async () => {
    const owner = await register(t.app);
    const site = await createSite(t, owner);
    const entry = await createEntry(t, owner, site, {
      period_year: YEAR,
      category: 'purchased_services',
      quantity: 1000,
      unit: 'EUR',
      custom_factor: { kg_co2e_per_unit: 0.12, unit: 'EUR', uncertainty_percent: 50, name: 'Supplier data' },
    });
    expect(entry).toMatchObject({
      co2e_kg: 120,
      uncertainty_percent: 50,
      factor: { id: null, source: 'custom', name: 'Supplier data', kg_co2e_per_unit: 0.12, unit: 'EUR' },
    });
    const preview = await t.call(owner, 'POST', '/entries/recompute', {
      payload: { company_id: owner.user.company_id, period_year: YEAR, dry_run: true },
    });
    expect(preview.json()).toMatchObject({ entries: 1, before_kg: 120, after_kg: 120, changes: [] });
  });
});

describe('distribution and inventory', () => {
  it('sums a year by scope, category and site, a distributed entry split by its shares', async () => {
    const owner = await register(t.app);
    const lyon = await createSite(t, owner, { name: 'Lyon', employees: 60 });
    const paris = await createSite(t, owner, { name: 'Paris', employees: 40 });
    const project = await createProject(t, owner, 'New line');
    await createEntry(t, owner, lyon, {
      period_year: YEAR,
      category: 'stationary_combustion',
      quantity: 1000,
      unit: 'l',
      emission_factor_id: await factorId(t.database, 'ademe-base-carbone:26640'),
    });
    const services = await createEntry(t, owner, paris, {
      period_year: YEAR,
      category: 'purchased_services',
      quantity: 10_000,
      unit: 'EUR',
      custom_factor: { kg_co2e_per_unit: 0.1, unit: 'EUR', uncertainty_percent: 30 },
      distribution: {
        criterion: 'employee_count',
        shares: [
          { target_type: 'site', target_id: lyon.id, share_percent: 60 },
          { target_type: 'site', target_id: paris.id, share_percent: 40 },
        ],
      },
    });
    expect(services.distribution).toEqual({
      criterion: 'employee_count',
      shares: expect.arrayContaining([
        { target_type: 'site', target_id: lyon.id, share_percent: 60 },
        { target_type: 'site', target_id: paris.id, share_percent: 40 },
      ]),
    });
    const toProject = await createEntry(t, owner, paris, {
      period_year: YEAR,
      category: 'business_travel',
      quantity: 100,
      unit: 'passenger.km',
      custom_factor: { kg_co2e_per_unit: 0.2, unit: 'passenger.km' },
      distribution: {
        criterion: 'budget',
        shares: [{ target_type: 'project', target_id: project.id, share_percent: 100 }],
      },
    });
    expect(toProject.distribution?.shares).toEqual([
      { target_type: 'project', target_id: project.id, share_percent: 100 },
    ]);

    const totals = await inventory(owner);
    expect(totals).toMatchObject({
      period_year: YEAR,
      total_co2e_kg: 2660 + 423 + 1000 + 20,
      total_co2e_kg_market: 2660 + 423 + 1000 + 20,
      by_scope: { scope1: 2660, scope2_location: 0, scope2_market: 0, scope3: 1443 },
      by_category: [
        { key: 'stationary_combustion', scope: 1, co2e_kg: 2660 },
        { key: 'purchased_services', scope: 3, co2e_kg: 1000 },
        { key: 'upstream_fuel_energy', scope: 3, co2e_kg: 423 },
        { key: 'business_travel', scope: 3, co2e_kg: 20 },
      ],
      by_site: [
        { site_id: lyon.id, co2e_kg: 2660 + 423 + 600 },
        { site_id: paris.id, co2e_kg: 400 + 20 },
      ],
    });
    // Independent terms: sqrt(Σ (u × x)²) / Σ x over the year's rows (the diesel factor's own uncertainty included).
    const rows = (await listEntries(owner)).items;
    const spread = Math.sqrt(rows.reduce((sum, row) => sum + ((row.uncertainty_percent ?? 0) * row.co2e_kg) ** 2, 0));
    expect(rows.find((row) => row.id === services.id)?.uncertainty_percent).toBe(30);
    expect(totals.uncertainty_percent).toBeCloseTo(spread / 4103, 6);
    const lyonOnly = await inventory(owner, `&site_id=${lyon.id}`);
    expect(lyonOnly.total_co2e_kg).toBe(2660 + 423);

    // Removing the distribution puts the entry back on its site.
    const cleared = await t.call(owner, 'PATCH', `/entries/${services.id}`, { payload: { distribution: null } });
    expect((cleared.json() as Entry).distribution).toBeNull();
    expect((await inventory(owner)).by_site).toEqual([
      { site_id: lyon.id, co2e_kg: 3083 },
      { site_id: paris.id, co2e_kg: 1020 },
    ]);

    // A site or project the ledger uses is not deleted.
    expect((await t.call(owner, 'DELETE', `/sites/${lyon.id}`)).json()).toMatchObject({ code: 'site_has_entries' });
    expect((await t.call(owner, 'DELETE', `/projects/${project.id}`)).json()).toMatchObject({ code: 'project_in_use' });

    const empty = await t.call(owner, 'GET', `/inventory?company_id=${owner.user.company_id}&period_year=2019`);
    expect(empty.json()).toEqual({
      period_year: 2019,
      total_co2e_kg: 0,
      total_co2e_kg_market: 0,
      by_scope: { scope1: 0, scope2_location: 0, scope2_market: 0, scope3: 0 },
      by_category: [],
      by_site: [],
      uncertainty_percent: null,
    });
  });

  it('splits a distributed fuel entry and its derived upstream row by the same site shares', async () => {
    const owner = await register(t.app);
    const lyon = await createSite(t, owner, { name: 'Lyon' });
    const paris = await createSite(t, owner, { name: 'Paris' });
    // 1,000 l of diesel (2,660 kg, 423 kg upstream derived) bought at Lyon, 75 % used by Paris.
    await createEntry(t, owner, lyon, {
      period_year: YEAR,
      category: 'stationary_combustion',
      quantity: 1000,
      unit: 'l',
      emission_factor_id: await factorId(t.database, 'ademe-base-carbone:26640'),
      distribution: {
        criterion: 'surface_area',
        shares: [
          { target_type: 'site', target_id: lyon.id, share_percent: 25 },
          { target_type: 'site', target_id: paris.id, share_percent: 75 },
        ],
      },
    });
    const totals = await inventory(owner);
    expect(totals.total_co2e_kg).toBe(3083);
    expect(totals.by_site).toEqual([
      { site_id: paris.id, co2e_kg: 2312.25 },
      { site_id: lyon.id, co2e_kg: 770.75 },
    ]);
    expect(totals.by_scope).toEqual({ scope1: 2660, scope2_location: 0, scope2_market: 0, scope3: 423 });
  });
});

describe('bad input', () => {
  it('answers 422 naming the field, and writes nothing', async () => {
    const owner = await register(t.app);
    const site = await createSite(t, owner);
    const diesel = await factorId(t.database, 'ademe-base-carbone:26640');
    const base = { category: 'mobile_combustion', quantity: 10, unit: 'l', emission_factor_id: diesel };
    const cases: [Record<string, unknown>, (string | number)[], string][] = [
      [{ unit: 'km' }, ['body', 'unit'], 'This unit cannot be converted to the unit of the emission factor'],
      [{ unit: 'parsec' }, ['body', 'unit'], 'This unit is not recognised'],
      [{ quantity: 0 }, ['body', 'quantity'], 'Must be greater than zero'],
      [{ quantity: -5 }, ['body', 'quantity'], 'Must be greater than zero'],
      [{ category: 'teleportation' }, ['body', 'category'], 'This accounting category does not exist'],
      [
        { category: 'upstream_fuel_energy' },
        ['body', 'category'],
        'This category is computed from other entries (upstream of fuels, grid losses) and cannot be entered directly',
      ],
      [{ emission_factor_id: undefined }, ['body', 'emission_factor_id'], 'Please choose an emission factor or enter your own'],
      [
        { custom_factor: { kg_co2e_per_unit: 1, unit: 'l' } },
        ['body', 'custom_factor'],
        'Please give either an emission factor or your own factor, not both',
      ],
      [
        { emission_factor_id: undefined, custom_factor: { kg_co2e_per_unit: 1, unit: 'furlong' } },
        ['body', 'custom_factor', 'unit'],
        'This unit is not recognised',
      ],
      [
        { market_factor_kg_co2e_per_kwh: 0 },
        ['body', 'market_factor_kg_co2e_per_kwh'],
        'A market-based factor applies to electricity only',
      ],
      [
        {
          distribution: {
            criterion: 'surface_area',
            shares: [
              { target_type: 'site', target_id: site.id, share_percent: 50 },
              { target_type: 'site', target_id: '9b2b8f63-3d0c-4c55-9d4b-0c4f3a1f7d11', share_percent: 40 },
            ],
          },
        },
        ['body', 'distribution', 'shares'],
        'The shares must add up to 100%',
      ],
      [
        { distribution: { criterion: 'headcount', shares: [{ target_type: 'site', target_id: site.id, share_percent: 100 }] } },
        ['body', 'distribution', 'criterion'],
        'Invalid input',
      ],
    ];
    for (const [fields, loc, msg] of cases) {
      const response = await t.call(owner, 'POST', '/entries', { payload: entryPayload(owner, site, { ...base, ...fields }) });
      expect(response.statusCode, JSON.stringify(fields)).toBe(422);
      expect((detail(response) as { loc: unknown }[])[0], JSON.stringify(fields)).toMatchObject({ loc, msg });
    }
    expect(await entryCount(t.database, owner.user.company_id)).toBe(0);

    // In French too.
    const french = await t.call(owner, 'POST', '/entries', {
      lang: 'fr',
      payload: entryPayload(owner, site, { ...base, quantity: 0, unit: 'parsec' }),
    });
    expect(french.statusCode).toBe(422);
    expect(detail(french)).toEqual([
      { loc: ['body', 'quantity'], msg: 'La valeur doit être strictement positive', type: 'too_small' },
    ]);
    const frenchUnit = await t.call(owner, 'POST', '/entries', {
      lang: 'fr',
      payload: entryPayload(owner, site, { ...base, unit: 'km' }),
    });
    expect(detail(frenchUnit)).toEqual([
      {
        loc: ['body', 'unit'],
        msg: "Cette unité ne peut pas être convertie dans l'unité du facteur d'émission",
        type: 'unit_mismatch',
      },
    ]);

    // An update is checked the same way and changes nothing.
    const entry = await createEntry(t, owner, site, { period_year: YEAR, ...base });
    const bad = await t.call(owner, 'PATCH', `/entries/${entry.id}`, { payload: { unit: 'kg' } });
    expect(bad.statusCode).toBe(422);
    expect((detail(bad) as { loc: unknown }[])[0]).toMatchObject({ loc: ['body', 'unit'] });
    expect(((await t.call(owner, 'GET', `/entries/${entry.id}`)).json() as Entry).unit).toBe('l');

    const badQuery = await t.call(owner, 'GET', `/entries?company_id=${owner.user.company_id}&period_year=${YEAR}&scope=4`);
    expect(badQuery.statusCode).toBe(422);
  });
});

describe('tenancy and roles', () => {
  it('answers 404 for another company’s entries, sites, factors and projects, and changes nothing', async () => {
    const owner = await register(t.app);
    const site = await createSite(t, owner);
    const project = await createProject(t, owner);
    const ownFactor = await t.call(owner, 'POST', '/emission-factors', {
      payload: { company_id: owner.user.company_id, name_en: 'Secret', unit: 'kg', kg_co2e_per_unit: 1 },
    });
    const ownFactorId = (ownFactor.json() as { id: string }).id;
    const entry = await createEntry(t, owner, site, {
      period_year: YEAR,
      category: 'purchased_goods',
      quantity: 10,
      unit: 'kg',
      emission_factor_id: ownFactorId,
    });

    const stranger = await register(t.app);
    const strangerSite = await createSite(t, stranger);
    const companyQuery = `company_id=${owner.user.company_id}&period_year=${YEAR}`;
    const refusals = [
      await t.call(stranger, 'GET', `/entries?${companyQuery}`),
      await t.call(stranger, 'GET', `/inventory?${companyQuery}`),
      await t.call(stranger, 'GET', `/entries/${entry.id}`),
      await t.call(stranger, 'PATCH', `/entries/${entry.id}`, { payload: { quantity: 1 } }),
      await t.call(stranger, 'DELETE', `/entries/${entry.id}`),
      await t.call(stranger, 'POST', '/entries/recompute', {
        payload: { company_id: owner.user.company_id, period_year: YEAR, dry_run: true },
      }),
      await t.call(stranger, 'POST', '/entries', {
        payload: entryPayload(owner, site, { category: 'purchased_goods', quantity: 1, unit: 'kg', emission_factor_id: ownFactorId }),
      }),
      // Into the stranger's own company: the owner's site, factor or project.
      await t.call(stranger, 'POST', '/entries', {
        payload: entryPayload(stranger, site, { category: 'purchased_goods', quantity: 1, unit: 'kg', custom_factor: { kg_co2e_per_unit: 1, unit: 'kg' } }),
      }),
      await t.call(stranger, 'POST', '/entries', {
        payload: entryPayload(stranger, strangerSite, { category: 'purchased_goods', quantity: 1, unit: 'kg', emission_factor_id: ownFactorId }),
      }),
      await t.call(stranger, 'POST', '/entries', {
        payload: entryPayload(stranger, strangerSite, {
          category: 'purchased_goods',
          quantity: 1,
          unit: 'kg',
          custom_factor: { kg_co2e_per_unit: 1, unit: 'kg' },
          distribution: { criterion: 'budget', shares: [{ target_type: 'project', target_id: project.id, share_percent: 100 }] },
        }),
      }),
      await t.call(stranger, 'GET', `/projects?company_id=${owner.user.company_id}`),
      await t.call(stranger, 'GET', `/projects/${project.id}`),
      await t.call(stranger, 'PATCH', `/projects/${project.id}`, { payload: { name: 'Taken' } }),
      await t.call(stranger, 'DELETE', `/projects/${project.id}`),
      await t.call(stranger, 'POST', '/projects', { payload: { company_id: owner.user.company_id, name: 'Intruder' } }),
    ];
    // Filtering the stranger's own ledger by the owner's site.
    const ownQuery = `company_id=${stranger.user.company_id}&period_year=${YEAR}&site_id=${site.id}`;
    refusals.push(await t.call(stranger, 'GET', `/entries?${ownQuery}`), await t.call(stranger, 'GET', `/inventory?${ownQuery}`));
    for (const [index, response] of refusals.entries()) {
      expect(response.statusCode, `request ${index}: ${response.body}`).toBe(404);
      expect(response.json()).toEqual(notFound);
    }
    expect(await entryCount(t.database, stranger.user.company_id)).toBe(0);
    expect((await t.call(owner, 'GET', `/entries/${entry.id}`)).json()).toMatchObject({ quantity: 10, co2e_kg: 10 });
    expect((await t.call(owner, 'GET', `/projects/${project.id}`)).json()).toMatchObject({ name: 'Project' });
  });

  it('lets viewers read and preview, editors write', async () => {
    const owner = await register(t.app);
    const site = await createSite(t, owner);
    const editor = await joinCompany(t, owner, 'editor');
    const viewer = await joinCompany(t, owner, 'viewer');
    const fields = {
      category: 'purchased_goods',
      quantity: 10,
      unit: 'kg',
      custom_factor: { kg_co2e_per_unit: 2, unit: 'kg' },
    };
    const byEditor = await t.call(editor, 'POST', '/entries', { payload: entryPayload(owner, site, fields) });
    expect(byEditor.statusCode).toBe(201);
    const entry = byEditor.json() as Entry;
    expect((await t.call(editor, 'PATCH', `/entries/${entry.id}`, { payload: { quantity: 20 } })).json()).toMatchObject({
      co2e_kg: 40,
    });

    expect((await t.call(viewer, 'POST', '/entries', { payload: entryPayload(owner, site, fields) })).statusCode).toBe(403);
    expect((await t.call(viewer, 'PATCH', `/entries/${entry.id}`, { payload: { quantity: 1 } })).statusCode).toBe(403);
    expect((await t.call(viewer, 'DELETE', `/entries/${entry.id}`)).statusCode).toBe(403);
    const recompute = (dryRun: boolean) =>
      t.call(viewer, 'POST', '/entries/recompute', {
        payload: { company_id: owner.user.company_id, period_year: YEAR, dry_run: dryRun },
      });
    expect((await recompute(true)).statusCode).toBe(200);
    expect((await recompute(false)).statusCode).toBe(403);
    expect((await t.call(viewer, 'POST', '/projects', { payload: { company_id: owner.user.company_id, name: 'No' } })).statusCode).toBe(403);

    expect((await listEntries(viewer)).total).toBe(0);
    const viewerList = await t.call(viewer, 'GET', `/entries?company_id=${owner.user.company_id}&period_year=${YEAR}`);
    expect((viewerList.json() as EntriesResponse).items.map((item) => item.id)).toEqual([entry.id]);
    expect((await t.call(viewer, 'GET', `/inventory?company_id=${owner.user.company_id}&period_year=${YEAR}`)).json()).toMatchObject({
      total_co2e_kg: 40,
    });
    expect(await entryCount(t.database, owner.user.company_id)).toBe(1);
    expect((await t.call(null, 'GET', `/entries/${entry.id}`)).statusCode).toBe(401);
  });
});
