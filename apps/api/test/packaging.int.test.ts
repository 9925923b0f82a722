import { memberships } from '@carbon/db/schema';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Site } from '@carbon/contracts/companies';
import type { Inventory } from '@carbon/contracts/ledger';
import type { Packaging, PackagingList } from '@carbon/contracts/packaging';
import type { CatalogItem } from '@carbon/contracts/product-catalog';
import { factorId, useLibraryTestApp } from './helpers/factor-library.ts';
import { createSite, entryCount } from './helpers/ledger.ts';
import { detail, joinCompany, queryRows, register, type RegisteredUser } from './helpers/test-app.ts';

const t = useLibraryTestApp();

const YEAR = 2025;
const notFound = { detail: 'Not found', code: 'not_found' };
const BOARD = 'uk-desnz:2025:19_506_5156_15_1';

/** A library factor's value per kg (DESNZ material factors are per tonne). */
async function perKg(key: string): Promise<number> {
  const [row] = await queryRows<{ v: number; unit: string }>(
    t.database,
    sql`select kg_co2e_per_unit as v, unit from emission_factors where key = ${key}`,
  );
  return row!.unit === 'tonne' ? Number(row!.v) / 1000 : Number(row!.v);
}

function body(user: RegisteredUser, site: Site, fields: Record<string, unknown> = {}) {
  return {
    company_id: user.user.company_id,
    site_id: site.id,
    period_year: YEAR,
    material: 'cardboard',
    size: '40x30x20 cm',
    quantity_mode: 'units',
    units: 1000,
    unit_weight_kg: 0.25,
    factor_mode: 'auto',
    price_mode: 'custom',
    price_eur: 300,
    ...fields,
  };
}

async function create(user: RegisteredUser, payload: Record<string, unknown>): Promise<Packaging> {
  const response = await t.call(user, 'POST', '/packaging', { payload });
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as Packaging;
}

async function list(user: RegisteredUser, query = ''): Promise<PackagingList> {
  const response = await t.call(user, 'GET', `/packaging?company_id=${user.user.company_id}&period_year=${YEAR}${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as PackagingList;
}

async function scope3(user: RegisteredUser): Promise<number> {
  const response = await t.call(user, 'GET', `/inventory?company_id=${user.user.company_id}&period_year=${YEAR}`);
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as Inventory).by_scope.scope3;
}

async function catalogItem(user: RegisteredUser, fields: Record<string, unknown>): Promise<CatalogItem> {
  const response = await t.call(user, 'POST', '/product-catalog', {
    payload: { company_id: user.user.company_id, category: 'Packaging', ...fields },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as CatalogItem;
}

describe('packaging lines', () => {
  it('records, reads, lists, rewrites and deletes a line as one purchased-goods activity in kg', async () => {
    const owner = await register(t.app);
    const site = await createSite(t, owner);
    const before = await scope3(owner);
    const boardPerKg = await perKg(BOARD);

    // 1,000 boxes × 0.25 kg = 250 kg of board × the DESNZ board factor per kg
    const line = await create(owner, body(owner, site, { recyclable: true, region: 'Europe' }));
    expect(line).toMatchObject({
      material: 'cardboard',
      size: '40x30x20 cm',
      quantity_mode: 'units',
      units: 1000,
      unit_weight_kg: 0.25,
      weight_kg: 250,
      recyclable: true,
      region: 'Europe',
      factor_mode: 'auto',
      factor_origin: 'material',
      price_mode: 'custom',
      price_eur: 300,
      amount_eur: 300,
    });
    expect(line.co2e_kg).toBeCloseTo(250 * boardPerKg, 6);
    expect(line.entries).toHaveLength(1);
    expect(line.entries[0]).toMatchObject({
      category: 'purchased_goods',
      scope: 3,
      scope3_category: 1,
      beges_item: '4.1',
      quantity: 250,
      unit: 'kg',
      activity_id: line.id,
      activity_kind: 'packaging',
      amount_eur: 300,
    });
    expect(line.entries[0]!.factor.id).toBe(await factorId(t.database, BOARD));
    expect(await scope3(owner)).toBeCloseTo(before + line.co2e_kg, 6);

    const read = await t.call(owner, 'GET', `/packaging/${line.id}`);
    expect(read.statusCode, read.body).toBe(200);
    expect(read.json()).toEqual(line);

    // by total weight: 80 kg of PET, custom factor 3 kg CO2e/kg → 240 kg CO2e
    const pet = await create(
      owner,
      body(owner, site, {
        material: 'pet',
        size: null,
        name: 'Bottles',
        quantity_mode: 'weight',
        units: null,
        unit_weight_kg: null,
        total_weight_kg: 80,
        factor_mode: 'custom',
        custom_factor: { kg_co2e_per_unit: 3, per: 'kg' },
        price_mode: 'custom',
        price_eur: 100,
      }),
    );
    expect(pet).toMatchObject({ weight_kg: 80, co2e_kg: 240, factor_origin: 'custom', units: null });

    const all = await list(owner);
    expect(all.items.map((item) => item.id)).toEqual([line.id, pet.id]);
    expect(all.total_weight_kg).toBe(330);
    expect(all.total_amount_eur).toBe(400);
    expect(all.total_co2e_kg).toBeCloseTo(line.co2e_kg + 240, 6);
    const otherSite = await createSite(t, owner, { name: 'Depot' });
    expect((await list(owner, `&site_id=${otherSite.id}`)).items).toEqual([]);

    // rewritten by weight with a factor per unit: 0.05 kg CO2e per unit ÷ 0.25 kg = 0.2 kg CO2e/kg; 100 kg → 20
    const put = await t.call(owner, 'PUT', `/packaging/${line.id}`, {
      payload: body(owner, site, {
        quantity_mode: 'weight',
        units: null,
        total_weight_kg: 100,
        factor_mode: 'custom',
        custom_factor: { kg_co2e_per_unit: 0.05, per: 'unit' },
      }),
    });
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json()).toMatchObject({ id: line.id, weight_kg: 100, units: 400, co2e_kg: 20 });

    const removed = await t.call(owner, 'DELETE', `/packaging/${line.id}`);
    expect(removed.statusCode).toBe(204);
    expect((await t.call(owner, 'GET', `/packaging/${line.id}`)).statusCode).toBe(404);
    expect((await list(owner)).items.map((item) => item.id)).toEqual([pet.id]);
  });

  it('takes a catalog item’s emission per unit, weight and price; a library item’s factor', async () => {
    const owner = await register(t.app);
    const site = await createSite(t, owner);
    // 0.12 kg CO2e and 0.85 EUR per box of 0.4 kg; 500 boxes = 200 kg → 60 kg CO2e, 425 EUR
    const box = await catalogItem(owner, {
      name: 'Shipping box 40x30x20',
      unit: 'unit',
      price_per_unit: 0.85,
      emission_per_unit: 0.12,
      weight: 400,
      weight_unit: 'g',
      material_type: 'cardboard',
    });
    const line = await create(
      owner,
      body(owner, site, {
        catalog_item_id: box.id,
        unit_weight_kg: null,
        units: 500,
        price_mode: 'database',
        price_eur: null,
      }),
    );
    expect(line).toMatchObject({
      catalog_item_id: box.id,
      factor_origin: 'catalog_emission',
      weight_kg: 200,
      unit_weight_kg: 0.4,
      price_eur: 425,
    });
    expect(line.co2e_kg).toBeCloseTo(60, 9);

    // estimated: the company's priced cardboard items, 0.85 EUR / 0.4 kg = 2.125 EUR/kg; 10 kg → 21.25 EUR
    const estimated = await create(
      owner,
      body(owner, site, { quantity_mode: 'weight', units: null, total_weight_kg: 10, price_mode: 'estimated' }),
    );
    expect(estimated).toMatchObject({ estimated_eur_per_kg: 2.125, price_eur: 21.25 });

    // a library packaging item links a library factor: auto mode copies it
    const [glass] = await queryRows<{ id: string; factor: string }>(
      t.database,
      sql`select id, emission_factor_id as factor from catalog_items where library_key = 'packaging-glass'`,
    );
    const jars = await create(
      owner,
      body(owner, site, { material: 'glass', catalog_item_id: glass!.id, quantity_mode: 'weight', total_weight_kg: 50 }),
    );
    expect(jars.factor_origin).toBe('catalog_factor');
    expect(jars.entries[0]!.factor.id).toBe(glass!.factor);
  });
});

describe('invalid packaging configuration', () => {
  it('answers 422 invalid_packaging in English and French and writes nothing', async () => {
    const owner = await register(t.app);
    const site = await createSite(t, owner);
    const invalid = [
      // by units with no unit weight
      { unit_weight_kg: null },
      // a factor per unit, by weight, no unit weight
      {
        quantity_mode: 'weight',
        total_weight_kg: 10,
        unit_weight_kg: null,
        factor_mode: 'custom',
        custom_factor: { kg_co2e_per_unit: 0.1, per: 'unit' },
      },
      // auto mode with a material the library has no factor for
      { material: 'other' },
      // the catalog's price without a catalog item
      { price_mode: 'database', price_eur: null },
      // estimated with no priced catalog item of the material
      { material: 'aluminium', price_mode: 'estimated', price_eur: null },
    ];
    for (const fields of invalid) {
      const en = await t.call(owner, 'POST', '/packaging', { payload: body(owner, site, fields), lang: 'en' });
      expect(en.statusCode, JSON.stringify(fields)).toBe(422);
      expect(en.json()).toEqual({ code: 'invalid_packaging', detail: 'Invalid packaging configuration' });
    }
    const fr = await t.call(owner, 'POST', '/packaging', { payload: body(owner, site, invalid[0]), lang: 'fr' });
    expect(fr.json()).toEqual({ code: 'invalid_packaging', detail: "Configuration d'emballage invalide" });
    expect(await entryCount(t.database, owner.user.company_id)).toBe(0);

    // a rewrite that cannot be computed keeps the line as it was
    const line = await create(owner, body(owner, site));
    const put = await t.call(owner, 'PUT', `/packaging/${line.id}`, { payload: body(owner, site, { material: 'other' }) });
    expect(put.statusCode).toBe(422);
    expect((await t.call(owner, 'GET', `/packaging/${line.id}`)).json()).toEqual(line);
  });

  it('names the field of bad input in the user’s language and writes nothing', async () => {
    const owner = await register(t.app);
    const site = await createSite(t, owner);
    const noMaterial = await t.call(owner, 'POST', '/packaging', { payload: body(owner, site, { material: undefined }) });
    expect(noMaterial.statusCode).toBe(422);
    expect(detail(noMaterial)).toEqual([
      expect.objectContaining({ loc: ['body', 'material'], msg: 'Material is required' }),
    ]);
    const noSize = await t.call(owner, 'POST', '/packaging', { payload: body(owner, site, { size: ' ', name: null }) });
    expect(detail(noSize)).toEqual([
      expect.objectContaining({ loc: ['body', 'size'], msg: 'Size or name is required' }),
    ]);
    const noUnits = await t.call(owner, 'POST', '/packaging', { payload: body(owner, site, { units: null }), lang: 'fr' });
    expect(detail(noUnits)).toEqual([
      expect.objectContaining({ loc: ['body', 'units'], msg: "Saisissez un nombre d'unités supérieur à 0" }),
    ]);
    const negative = await t.call(owner, 'POST', '/packaging', { payload: body(owner, site, { unit_weight_kg: -1 }) });
    expect(detail(negative)).toEqual([
      expect.objectContaining({ loc: ['body', 'unit_weight_kg'], msg: 'Enter a number greater than 0' }),
    ]);
    const noFactor = await t.call(owner, 'POST', '/packaging', { payload: body(owner, site, { factor_mode: 'search' }) });
    expect(detail(noFactor)).toEqual([
      expect.objectContaining({ loc: ['body', 'emission_factor_id'], msg: 'Choose an emission factor' }),
    ]);
    expect(await entryCount(t.database, owner.user.company_id)).toBe(0);
  });
});

describe('tenancy and the ledger', () => {
  it('answers 404 for another company’s site, catalog item, factor or packaging line', async () => {
    const alice = await register(t.app);
    const bob = await register(t.app);
    const aliceSite = await createSite(t, alice);
    const bobSite = await createSite(t, bob);
    const bobItem = await catalogItem(bob, { name: 'Bob box', unit: 'unit', price_per_unit: 1, weight: 0.2, weight_unit: 'kg' });
    const bobFactor = await t.call(bob, 'POST', '/emission-factors', {
      payload: { company_id: bob.user.company_id, name_en: 'Bob board', unit: 'kg', kg_co2e_per_unit: 1 },
    });
    expect(bobFactor.statusCode, bobFactor.body).toBe(201);
    const bobLine = await create(bob, body(bob, bobSite));

    for (const fields of [
      { site_id: bobSite.id },
      { catalog_item_id: bobItem.id },
      { factor_mode: 'search', emission_factor_id: (bobFactor.json() as { id: string }).id },
      { company_id: bob.user.company_id, site_id: bobSite.id },
    ]) {
      const response = await t.call(alice, 'POST', '/packaging', { payload: body(alice, aliceSite, fields) });
      expect(response.statusCode, JSON.stringify(fields)).toBe(404);
      expect(response.json()).toEqual(notFound);
    }
    expect((await t.call(alice, 'GET', `/packaging/${bobLine.id}`)).statusCode).toBe(404);
    expect(
      (await t.call(alice, 'PUT', `/packaging/${bobLine.id}`, { payload: body(alice, aliceSite) })).statusCode,
    ).toBe(404);
    expect((await t.call(alice, 'DELETE', `/packaging/${bobLine.id}`)).statusCode).toBe(404);
    // a member of both companies cannot move Bob's line into Alice's company
    const both = await joinCompany(t, bob, 'editor');
    await t.database.db.insert(memberships).values({ companyId: alice.user.company_id, userId: both.user.user_id, role: 'editor' });
    const moved = await t.call(both, 'PUT', `/packaging/${bobLine.id}`, { payload: body(alice, aliceSite) });
    expect(moved.statusCode).toBe(404);
    expect(
      (await t.call(alice, 'GET', `/packaging?company_id=${bob.user.company_id}&period_year=${YEAR}`)).statusCode,
    ).toBe(404);
    expect(await entryCount(t.database, alice.user.company_id)).toBe(0);
    expect((await list(bob)).items.map((item) => item.id)).toEqual([bobLine.id]);

    // a viewer reads but does not write
    const viewer = await joinCompany(t, alice, 'viewer');
    expect((await t.call(viewer, 'POST', '/packaging', { payload: body(alice, aliceSite) })).statusCode).toBe(403);
  });

  it('a line’s entry changes only through the packaging form (409 entry_in_activity)', async () => {
    const owner = await register(t.app);
    const site = await createSite(t, owner);
    const line = await create(owner, body(owner, site));
    const entryId = line.entries[0]!.id;
    const patch = await t.call(owner, 'PATCH', `/entries/${entryId}`, { payload: { quantity: 1 } });
    expect(patch.statusCode).toBe(409);
    expect(patch.json()).toMatchObject({ code: 'entry_in_activity' });
    expect((await t.call(owner, 'DELETE', `/entries/${entryId}`)).statusCode).toBe(409);
    expect((await t.call(owner, 'GET', `/packaging/${line.id}`)).json()).toEqual(line);
  });
});
