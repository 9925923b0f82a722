import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { MATERIAL_FACTOR_MAP, MATERIAL_TYPES as ENGINE_MATERIAL_TYPES } from '@carbon/carbon/purchases';
import type { Site } from '@carbon/contracts/companies';
import type { Entry, Inventory } from '@carbon/contracts/ledger';
import {
  MATERIAL_TYPES,
  type CapitalGood,
  type Item,
  type Material,
  type Spend,
} from '@carbon/contracts/purchases';
import { loadFactorLibrary } from '@carbon/db/factors-load';
import { FACTOR_SUBSET_KEYS, factorId } from './helpers/factor-library.ts';
import { createSite, entryCount } from './helpers/ledger.ts';
import { detail, queryRows, register, useTestApp, type RegisteredUser } from './helpers/test-app.ts';

const t = useTestApp();

/** ADEME monetary ratio "Papier et carton - 2022", kg CO2e per k€ (2022) HT. */
const PAPER_RATIO_2022 = 'ademe-base-carbone:43369';
const AUTO_KEYS = Object.values(MATERIAL_FACTOR_MAP).map((choice) => choice.key);

beforeAll(async () => {
  await loadFactorLibrary(t.database.db, { keys: [...FACTOR_SUBSET_KEYS, ...AUTO_KEYS, PAPER_RATIO_2022] });
}, 120_000);

const YEAR = 2023;
const notFound = { detail: 'Not found', code: 'not_found' };

async function inventory(user: RegisteredUser): Promise<Inventory> {
  const response = await t.call(
    user,
    'GET',
    `/inventory?company_id=${user.user.company_id}&period_year=${YEAR}`,
  );
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as Inventory;
}

function scoped(user: RegisteredUser, site: Site, fields: Record<string, unknown>) {
  return { company_id: user.user.company_id, site_id: site.id, period_year: YEAR, ...fields };
}

const steel = {
  material_type: 'steel',
  name: 'Steel sheet',
  quantity_tonnes: 2.5,
  supplier: 'ArcelorMittal',
  factor_mode: 'auto',
};

describe('auto factor mapping', () => {
  it("offers the engine's material types in the contract", () => {
    expect([...MATERIAL_TYPES]).toEqual([...ENGINE_MATERIAL_TYPES]);
  });

  it('finds every mapped factor in the imported library, with a mass unit', async () => {
    for (const key of AUTO_KEYS) {
      const [row] = await queryRows<{ unit: string; status: string }>(
        t.database,
        sql`select unit, status from emission_factors where key = ${key}`,
      );
      expect(row, key).toBeDefined();
      expect(row?.status, key).toBe('valid');
      expect(['kg', 'tonne'], key).toContain(row?.unit);
    }
  });
});

describe('materials', () => {
  it('creates, lists, reads, updates and deletes a material line, and the scope 3 inventory follows', async () => {
    const user = await register(t.app);
    const site = await createSite(t, user);
    const before = await inventory(user);

    const created = await t.call(user, 'POST', '/purchases/materials', {
      payload: scoped(user, site, steel),
    });
    expect(created.statusCode, created.body).toBe(201);
    const material = created.json() as Material;
    // 2.5 t × 2,211 kg CO2e/t (ADEME 26729, new steel) = 5,527.5 kg
    expect(material.co2e_kg).toBeCloseTo(5527.5, 6);
    expect(material.factor).toMatchObject({
      source: 'ademe-base-carbone',
      kg_co2e_per_unit: 2211,
      unit: 'tonne',
    });
    expect(material.factor.id).toBe(await factorId(t.database, 'ademe-base-carbone:26729'));
    expect(material.factor_reason).toContain('Steel');
    expect(material).toMatchObject({
      material_type: 'steel',
      quantity_tonnes: 2.5,
      supplier: 'ArcelorMittal',
      amount_eur: null,
    });
    expect(material.entries).toHaveLength(1);
    expect(material.entries[0]).toMatchObject({
      category: 'purchased_goods',
      scope: 3,
      scope3_category: 1,
      activity_kind: 'material',
    });

    const after = await inventory(user);
    expect(after.by_scope.scope3 - before.by_scope.scope3).toBeCloseTo(material.co2e_kg, 6);

    const list = await t.call(
      user,
      'GET',
      `/purchases/materials?company_id=${user.user.company_id}&period_year=${YEAR}&site_id=${site.id}`,
    );
    expect(list.statusCode).toBe(200);
    expect((list.json() as { items: Material[] }).items.map((item) => item.id)).toEqual([material.id]);

    const read = await t.call(user, 'GET', `/purchases/materials/${material.id}`, { lang: 'fr' });
    expect(read.statusCode).toBe(200);
    expect((read.json() as Material).factor_reason).toContain('Acier');

    // Paper is published per kg: 3 t = 3,000 kg × 0.919 = 2,757 kg; a typed price of 800 EUR/t → 2,400 EUR.
    const updated = await t.call(user, 'PUT', `/purchases/materials/${material.id}`, {
      payload: scoped(user, site, {
        material_type: 'paper',
        name: 'Printing paper',
        quantity_tonnes: 3,
        factor_mode: 'auto',
        price_mode: 'custom',
        price_eur_per_tonne: 800,
      }),
    });
    expect(updated.statusCode, updated.body).toBe(200);
    const paper = updated.json() as Material;
    expect(paper.id).toBe(material.id);
    expect(paper.co2e_kg).toBeCloseTo(2757, 6);
    expect(paper.amount_eur).toBe(2400);
    expect(paper.entries[0]?.conversion).toMatchObject({ from: 'tonne', to: 'kg', multiplier: 1000 });

    expect((await t.call(user, 'DELETE', `/purchases/materials/${material.id}`)).statusCode).toBe(204);
    expect((await t.call(user, 'GET', `/purchases/materials/${material.id}`)).json()).toEqual(notFound);
    expect(await entryCount(t.database, user.user.company_id)).toBe(0);
  });

  it('prices an estimated material from its cited table, and refuses one without a price on price_mode', async () => {
    const user = await register(t.app);
    const site = await createSite(t, user);
    const aluminium = await t.call(user, 'POST', '/purchases/materials', {
      payload: scoped(user, site, {
        material_type: 'aluminium',
        name: 'Profiles',
        quantity_tonnes: 2,
        factor_mode: 'auto',
        price_mode: 'estimated',
      }),
    });
    expect(aluminium.statusCode, aluminium.body).toBe(201);
    // 2,255.7 USD/t ÷ 1.0813 = 2,086.10 EUR/t; × 2 t = 4,172.20 EUR
    expect(aluminium.json()).toMatchObject({ price_eur_per_tonne: 2086.1, amount_eur: 4172.2 });
    expect((aluminium.json() as Material).price_source).toContain('World Bank');

    const count = await entryCount(t.database, user.user.company_id);
    const english = await t.call(user, 'POST', '/purchases/materials', {
      payload: scoped(user, site, { ...steel, price_mode: 'estimated' }),
    });
    expect(english.statusCode).toBe(422);
    expect(detail(english)).toEqual([
      {
        loc: ['body', 'price_mode'],
        msg: 'No published price is carried for this material: type the price',
        type: 'no_estimated_price',
      },
    ]);
    const french = await t.call(user, 'POST', '/purchases/materials', {
      lang: 'fr',
      payload: scoped(user, site, { ...steel, price_mode: 'estimated' }),
    });
    expect(detail(french)).toEqual([
      {
        loc: ['body', 'price_mode'],
        msg: "Aucun prix publié n'est disponible pour cette matière : saisissez le prix",
        type: 'no_estimated_price',
      },
    ]);
    expect(await entryCount(t.database, user.user.company_id)).toBe(count);
  });

  it('answers 422 naming each missing field, in English and French, and writes nothing', async () => {
    const user = await register(t.app);
    const site = await createSite(t, user);
    const response = await t.call(user, 'POST', '/purchases/materials', {
      payload: scoped(user, site, { factor_mode: 'auto', name: '' }),
    });
    expect(response.statusCode).toBe(422);
    const issues = detail(response) as { loc: string[]; msg: string }[];
    for (const field of ['material_type', 'name', 'quantity_tonnes']) {
      expect(issues).toContainEqual(
        expect.objectContaining({ loc: ['body', field], msg: 'This field is required' }),
      );
    }
    const french = await t.call(user, 'POST', '/purchases/materials', {
      lang: 'fr',
      payload: scoped(user, site, { ...steel, quantity_tonnes: undefined }),
    });
    expect(detail(french)).toEqual([
      { loc: ['body', 'quantity_tonnes'], msg: 'Ce champ est obligatoire', type: expect.any(String) },
    ]);
    const search = await t.call(user, 'POST', '/purchases/materials', {
      payload: scoped(user, site, { ...steel, factor_mode: 'search' }),
    });
    expect(detail(search)).toEqual([
      { loc: ['body', 'emission_factor_id'], msg: 'This field is required', type: 'custom' },
    ]);
    // A searched factor per kWh cannot take tonnes: 422 on the factor chosen.
    const kwh = await t.call(user, 'POST', '/purchases/materials', {
      payload: scoped(user, site, {
        ...steel,
        factor_mode: 'search',
        emission_factor_id: await factorId(t.database, 'ademe-base-carbone:26640'),
      }),
    });
    expect(kwh.statusCode).toBe(422);
    expect((detail(kwh) as { loc: unknown }[])[0]).toMatchObject({ loc: ['body', 'emission_factor_id'] });
    expect(await entryCount(t.database, user.user.company_id)).toBe(0);
  });

  it("answers 404 for another company's site, factor and purchase, and for an activity of another kind", async () => {
    const owner = await register(t.app);
    const site = await createSite(t, owner);
    const other = await register(t.app);
    const otherSite = await createSite(t, other);

    expect(
      (
        await t.call(owner, 'POST', '/purchases/materials', { payload: scoped(owner, otherSite, steel) })
      ).json(),
    ).toEqual(notFound);

    const otherFactor = await t.call(other, 'POST', '/emission-factors', {
      payload: {
        company_id: other.user.company_id,
        name_en: 'Our steel',
        kg_co2e_per_unit: 1500,
        unit: 'tonne',
      },
    });
    expect(otherFactor.statusCode, otherFactor.body).toBe(201);
    const otherFactorId = (otherFactor.json() as { id: string }).id;
    const searched = await t.call(owner, 'POST', '/purchases/materials', {
      payload: scoped(owner, site, { ...steel, factor_mode: 'search', emission_factor_id: otherFactorId }),
    });
    expect(searched.json()).toEqual(notFound);
    const spent = await t.call(owner, 'POST', '/purchases/spend', {
      payload: scoped(owner, site, {
        purchase_category: 'goods',
        label: 'x',
        amount: 1,
        emission_factor_id: otherFactorId,
      }),
    });
    expect(spent.json()).toEqual(notFound);

    const theirs = (
      await t.call(other, 'POST', '/purchases/materials', { payload: scoped(other, otherSite, steel) })
    ).json() as Material;
    expect((await t.call(owner, 'GET', `/purchases/materials/${theirs.id}`)).json()).toEqual(notFound);
    expect(
      (
        await t.call(owner, 'PUT', `/purchases/materials/${theirs.id}`, {
          payload: scoped(owner, site, steel),
        })
      ).json(),
    ).toEqual(notFound);
    expect((await t.call(owner, 'DELETE', `/purchases/materials/${theirs.id}`)).json()).toEqual(notFound);
    expect(
      (
        await t.call(
          owner,
          'GET',
          `/purchases/materials?company_id=${other.user.company_id}&period_year=${YEAR}`,
        )
      ).json(),
    ).toEqual(notFound);

    const item = (
      await t.call(owner, 'POST', '/purchases/items', {
        payload: scoped(owner, site, {
          category_level2: 'IT',
          item: 'Cable',
          quantity: 10,
          unit: 'kg',
          factor_mode: 'custom',
          custom_kg_co2e_per_unit: 2,
        }),
      })
    ).json() as Item;
    expect((await t.call(owner, 'GET', `/purchases/materials/${item.id}`)).json()).toEqual(notFound);
    expect(await entryCount(t.database, other.user.company_id)).toBe(1);
  });

  it('answers 409 entry_in_activity on a line of a purchase changed through /entries', async () => {
    const user = await register(t.app);
    const site = await createSite(t, user);
    const material = (
      await t.call(user, 'POST', '/purchases/materials', { payload: scoped(user, site, steel) })
    ).json() as Material;
    const line = material.entries[0] as Entry;
    const patch = await t.call(user, 'PATCH', `/entries/${line.id}`, { payload: { quantity: 1 } });
    expect(patch.statusCode).toBe(409);
    expect((patch.json() as { code: string }).code).toBe('entry_in_activity');
  });
});

describe('items', () => {
  it('computes quantity × factor per unit and amount = quantity × price', async () => {
    const user = await register(t.app);
    const site = await createSite(t, user);
    // 250 g = 0.25 kg × 4 kg CO2e/kg = 1 kg; 250 × 0.02 EUR = 5 EUR
    const response = await t.call(user, 'POST', '/purchases/items', {
      payload: scoped(user, site, {
        category_level2: 'Office',
        category_level3: 'Supplies',
        item: 'Toner',
        quantity: 250,
        unit: 'g',
        factor_mode: 'custom',
        custom_kg_co2e_per_unit: 4,
        price_eur_per_unit: 0.02,
      }),
    });
    expect(response.statusCode, response.body).toBe(201);
    const item = response.json() as Item;
    expect(item).toMatchObject({
      category_level2: 'Office',
      category_level3: 'Supplies',
      item: 'Toner',
      quantity: 250,
      unit: 'g',
    });
    expect(item.factor).toMatchObject({ source: 'custom', kg_co2e_per_unit: 4, unit: 'g' });
    expect(item.co2e_kg).toBeCloseTo(1000, 6);
    expect(item.amount_eur).toBe(5);
    const bad = await t.call(user, 'POST', '/purchases/items', {
      payload: scoped(user, site, {
        category_level2: 'Office',
        item: 'Toner',
        quantity: 1,
        unit: 'parsec',
        factor_mode: 'custom',
        custom_kg_co2e_per_unit: 1,
      }),
    });
    expect(bad.statusCode).toBe(422);
    expect((detail(bad) as { loc: unknown }[])[0]).toMatchObject({
      loc: ['body', 'unit'],
      msg: 'Invalid input',
    });
    const list = await t.call(
      user,
      'GET',
      `/purchases/items?company_id=${user.user.company_id}&period_year=${YEAR}`,
    );
    expect((list.json() as { items: Item[] }).items).toHaveLength(1);
  });
});

describe('spend', () => {
  it('deflates the amount to the factor price year and counts it as purchased goods or services', async () => {
    const user = await register(t.app);
    const site = await createSite(t, user);
    const ratio = await factorId(t.database, PAPER_RATIO_2022);
    const response = await t.call(user, 'POST', '/purchases/spend', {
      payload: scoped(user, site, {
        purchase_category: 'goods',
        label: 'Packaging',
        amount: 10_000,
        currency: 'EUR',
        emission_factor_id: ratio,
      }),
    });
    expect(response.statusCode, response.body).toBe(201);
    const spend = response.json() as Spend;
    // 10,000 EUR 2023 × HICP 2022 (116.87) / HICP 2023 (123.18) = 9,487.74 EUR 2022; × 405 kg/k€ = 3,842.54 kg
    expect(spend.factor_price_year).toBe(2022);
    expect(spend.amount_in_factor_year_eur).toBeCloseTo(9487.74, 2);
    expect(spend.co2e_kg).toBeCloseTo(3842.54, 1);
    expect(spend.amount_eur).toBe(10_000);
    expect(spend.precision).toBe('least_precise');
    expect(spend.steps.map((step) => step.kind)).toEqual(['inflation']);
    expect(spend.steps[0]).toMatchObject({
      from_year: 2023,
      to_year: 2022,
      from_value: 123.18,
      to_value: 116.87,
    });
    expect(spend.entries[0]?.category).toBe('purchased_goods');

    // USD: 5,406.50 USD ÷ 1.0813 (ECB 2023) = 5,000 EUR, a services line.
    const usd = await t.call(user, 'POST', '/purchases/spend', {
      payload: scoped(user, site, {
        purchase_category: 'services',
        label: 'Consulting',
        amount: 5406.5,
        currency: 'USD',
        emission_factor_id: ratio,
      }),
    });
    expect(usd.statusCode, usd.body).toBe(201);
    expect((usd.json() as Spend).amount_eur).toBe(5000);
    expect((usd.json() as Spend).entries[0]?.category).toBe('purchased_services');

    const mass = await t.call(user, 'POST', '/purchases/spend', {
      payload: scoped(user, site, {
        purchase_category: 'goods',
        label: 'Steel',
        amount: 1,
        emission_factor_id: await factorId(t.database, 'ademe-base-carbone:26729'),
      }),
    });
    expect(mass.statusCode).toBe(422);
    expect((detail(mass) as { loc: unknown; msg: string }[])[0]).toMatchObject({
      loc: ['body', 'emission_factor_id'],
    });
  });
});

describe('capital goods', () => {
  it('counts the whole in the purchase year or this year’s share when spread, and shows the choice', async () => {
    const user = await register(t.app);
    const site = await createSite(t, user);
    const base = {
      name: 'Press',
      quantity: 4,
      unit: 'tonne',
      factor_mode: 'custom',
      custom_kg_co2e_per_unit: 3000,
    };
    const whole = await t.call(user, 'POST', '/purchases/capital-goods', {
      payload: scoped(user, site, { ...base, accounting: 'purchase_year' }),
    });
    expect(whole.statusCode, whole.body).toBe(201);
    // 4 t × 3,000 kg/t = 12,000 kg, all in 2023
    expect(whole.json()).toMatchObject({ co2e_kg: 12000, total_co2e_kg: 12000, accounting: 'purchase_year' });
    const spread = await t.call(user, 'POST', '/purchases/capital-goods', {
      payload: scoped(user, site, { ...base, accounting: 'spread', useful_life_years: 4 }),
    });
    expect(spread.statusCode, spread.body).toBe(201);
    const good = spread.json() as CapitalGood;
    // 12,000 kg / 4 years = 3,000 kg in each of 2023–2026; this year's line counts 3,000 kg
    expect(good.co2e_kg).toBeCloseTo(3000, 6);
    expect(good.total_co2e_kg).toBeCloseTo(12000, 6);
    expect(good.schedule.map((year) => year.year)).toEqual([2023, 2024, 2025, 2026]);
    expect(good.entries[0]).toMatchObject({ category: 'capital_goods', scope3_category: 2 });
    expect(good.entries[0]?.details).toMatchObject({ accounting: 'spread', useful_life_years: 4 });
    // Each later year of the life holds its share as an activity of its own, in that year's inventory.
    const yearOf = async (year: number) => {
      const response = await t.call(
        user,
        'GET',
        `/purchases/capital-goods?company_id=${user.user.company_id}&period_year=${year}`,
      );
      return (response.json() as { items: CapitalGood[] }).items;
    };
    const in2025 = await yearOf(2025);
    expect(in2025).toHaveLength(1);
    expect(in2025[0]).toMatchObject({ purchase_year: 2023, year_index: 2, co2e_kg: 3000, amount_eur: null });
    const inventory2026 = await t.call(
      user,
      'GET',
      `/inventory?company_id=${user.user.company_id}&period_year=2026`,
    );
    expect((inventory2026.json() as Inventory).by_scope.scope3).toBeCloseTo(3000, 6);
    expect(await yearOf(2027)).toHaveLength(0);

    // Rewritten over 2 years from a later year's id: 2023 and 2024 hold 6,000 kg each, 2025 and 2026 nothing.
    const rewritten = await t.call(user, 'PUT', `/purchases/capital-goods/${in2025[0]?.id}`, {
      payload: scoped(user, site, { ...base, accounting: 'spread', useful_life_years: 2 }),
    });
    expect(rewritten.statusCode, rewritten.body).toBe(200);
    expect(rewritten.json()).toMatchObject({ id: good.id, co2e_kg: 6000, purchase_year: 2023 });
    expect((await yearOf(2024)).map((line) => line.co2e_kg)).toEqual([6000]);
    expect(await yearOf(2025)).toHaveLength(0);

    // Deleted from any year: gone in every year.
    const later = (await yearOf(2024))[0];
    expect((await t.call(user, 'DELETE', `/purchases/capital-goods/${later?.id}`)).statusCode).toBe(204);
    expect(await yearOf(2024)).toHaveLength(0);
    expect((await yearOf(2023)).map((line) => line.accounting)).toEqual(['purchase_year']);
    const missing = await t.call(user, 'POST', '/purchases/capital-goods', {
      payload: scoped(user, site, { ...base, accounting: 'spread' }),
    });
    expect(missing.statusCode).toBe(422);
    expect((detail(missing) as { loc: unknown }[])[0]).toMatchObject({ loc: ['body', 'useful_life_years'] });
  });
});
