import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { FREIGHT_MODE_FACTORS } from '@carbon/carbon/freight';
import { PACKAGING_MATERIAL_INFO } from '@carbon/carbon/packaging';
import { WASTE_FACTORS } from '@carbon/carbon/waste';
import type { Site } from '@carbon/contracts/companies';
import type { ImportResult } from '@carbon/contracts/import';
import type { Entry, Inventory } from '@carbon/contracts/ledger';
import type { SoldProduct, SoldProductList } from '@carbon/contracts/product-inventory';
import type { Product, SimpleProduct } from '@carbon/contracts/products';
import type { Material, ProductPurchase } from '@carbon/contracts/purchases';
import { loadFactorLibrary } from '@carbon/db/factors-load';
import { useLibraryTestApp } from './helpers/factor-library.ts';
import { createSite } from './helpers/ledger.ts';
import { uploadAs } from './helpers/multipart.ts';
import { detail, queryRows, register, type RegisteredUser } from './helpers/test-app.ts';
import { setCompanyPlan } from './helpers/plan.ts';

const t = useLibraryTestApp();
const YEAR = 2025;
const notFound = { detail: 'Not found', code: 'not_found' };
const CARDBOARD = PACKAGING_MATERIAL_INFO.cardboard.factorKey!;
const WASTE = {
  mR: WASTE_FACTORS.metals.recycling!.key,
  mI: WASTE_FACTORS.metals.incineration!.key,
  mL: WASTE_FACTORS.metals.landfill!.key,
  pR: WASTE_FACTORS.paper_board.recycling!.key,
  pI: WASTE_FACTORS.paper_board.incineration!.key,
  pL: WASTE_FACTORS.paper_board.landfill!.key,
};

beforeAll(async () => {
  await loadFactorLibrary(t.database.db, {
    keys: [
      CARDBOARD,
      FREIGHT_MODE_FACTORS.hgv_articulated.key,
      ...Object.values(WASTE),
      'owid-grid-intensity:FRA:2024',
    ],
  });
}, 120_000);

async function factorValue(key: string): Promise<number> {
  const [row] = await queryRows<{ v: number }>(
    t.database,
    sql`select kg_co2e_per_unit as v from emission_factors where key = ${key} and company_id is null`,
  );
  return Number(row!.v);
}

async function entryCount(companyId: string): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    t.database,
    sql`select count(*)::int as n from entries where company_id = ${companyId}`,
  );
  return Number(row!.n);
}

interface Fixture {
  user: RegisteredUser;
  companyId: string;
  site: Site;
  steel: string;
  oak: string;
  power: string;
  leg: Product;
  table: Product;
}

async function ownFactor(user: RegisteredUser, name: string, unit: string, value: number): Promise<string> {
  const created = await t.call(user, 'POST', '/emission-factors', {
    payload: {
      company_id: user.user.company_id,
      name_en: name,
      unit,
      kg_co2e_per_unit: value,
      country_code: 'FR',
      year: 2025,
    },
  });
  expect(created.statusCode, created.body).toBe(201);
  return (created.json() as { id: string }).id;
}

async function product(f: Pick<Fixture, 'user' | 'companyId' | 'site'>, fields: Record<string, unknown>) {
  const response = await t.call(f.user, 'POST', '/products', {
    payload: {
      company_id: f.companyId,
      site_id: f.site.id,
      unit: 'unit',
      category: 'Furniture',
      ...fields,
    },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as Product;
}

/**
 * An Enterprise company with a French site, its own factors (steel 1.9 kg/kg, oak 0.5 kg/kg, electricity 0.05
 * kg/kWh), a leg (1.2 kg of oak) and a table (10 kg of steel, 4 legs, 0.5 kg of cardboard, a truck leg), 20 kg each.
 */
async function fixture(): Promise<Fixture> {
  const user = await register(t.app);
  const companyId = user.user.company_id;
  await setCompanyPlan(t.database.db, companyId, 'enterprise');
  const site = await createSite(t, user);
  const steel = await ownFactor(user, 'Our steel', 'kg', 1.9);
  const oak = await ownFactor(user, 'Our oak', 'kg', 0.5);
  const power = await ownFactor(user, 'Our grid', 'kWh', 0.05);
  const base = { user, companyId, site };
  const leg = await product(base, {
    name: 'Leg',
    weight_per_unit_kg: 1.2,
    is_final_product: false,
    lines: [{ kind: 'material', label: 'Oak', emission_factor_id: oak, quantity: 1.2, unit: 'kg' }],
  });
  const table = await product(base, {
    name: 'Table',
    weight_per_unit_kg: 20,
    lines: [
      { kind: 'material', label: 'Steel top', emission_factor_id: steel, quantity: 10, unit: 'kg' },
      { kind: 'material', label: 'Legs', product_id: leg.id, quantity: 4, unit: 'unit' },
      { kind: 'packaging', label: 'Box', material: 'cardboard', weight_kg: 0.5 },
      { kind: 'transport', tonne_km: 1, mode: 'hgv_articulated' },
    ],
  });
  return { ...base, steel, oak, power, leg, table };
}

function soldBody(f: Fixture, fields: Record<string, unknown> = {}) {
  return {
    company_id: f.companyId,
    site_id: f.site.id,
    period_year: YEAR,
    product_id: f.table.id,
    units_sold: 100,
    use_phase: { kind: 'energy', kwh_per_unit_lifetime: 50, emission_factor_id: f.power },
    end_of_life: {
      waste_type: 'metals',
      recycling_percent: 60,
      incineration_percent: 10,
      landfill_percent: 30,
      include_packaging: true,
    },
    include_materials: { units_produced: 120 },
    ...fields,
  };
}

async function createSold(f: Fixture, fields: Record<string, unknown> = {}): Promise<SoldProduct> {
  const response = await t.call(f.user, 'POST', '/sold-products', { payload: soldBody(f, fields) });
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as SoldProduct;
}

async function buySteel(f: Fixture, tonnes = 1.2): Promise<Material> {
  const response = await t.call(f.user, 'POST', '/purchases/materials', {
    payload: {
      company_id: f.companyId,
      site_id: f.site.id,
      period_year: YEAR,
      material_type: 'steel',
      name: 'Steel sheets',
      quantity_tonnes: tonnes,
      factor_mode: 'search',
      emission_factor_id: f.steel,
    },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as Material;
}

async function inventory(f: Fixture): Promise<Inventory> {
  const response = await t.call(f.user, 'GET', `/inventory?company_id=${f.companyId}&period_year=${YEAR}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as Inventory;
}

const byKey = (inv: Inventory, key: string) => inv.by_category.find((c) => c.key === key)?.co2e_kg ?? 0;

describe('sold products (scope 3 categories 11, 12 and 1)', () => {
  it('writes use, end of life and the bill of materials with hand-computed figures; list, read, replace, delete', async () => {
    const f = await fixture();
    const w = Object.fromEntries(
      await Promise.all(Object.entries(WASTE).map(async ([k, key]) => [k, await factorValue(key)])),
    ) as Record<keyof typeof WASTE, number>;
    const cardboard = await factorValue(CARDBOARD);
    const sold = await createSold(f);

    // Cat 11: 100 units × 50 kWh × 0.05 kg/kWh = 250 kg.
    expect(sold.by_category.use_sold_products).toBeCloseTo(250, 9);
    // Cat 12: 100 × 20 kg = 2 t of metals (60/10/30 %) and 100 × 0.5 kg = 0.05 t of cardboard (paper and board).
    const eol = 1.2 * w.mR + 0.2 * w.mI + 0.6 * w.mL + 0.03 * w.pR + 0.005 * w.pI + 0.015 * w.pL;
    expect(sold.by_category.end_of_life_sold_products).toBeCloseTo(eol, 6);
    // Cat 1 for 120 units produced: steel 10 kg × 120 × 1.9 = 2,280; oak 4 × 1.2 kg × 120 = 576 kg × 0.5 = 288;
    // cardboard 0.5 kg × 120 = 0.06 t × the packaging factor. The truck leg is not a purchase.
    const materials = 2280 + 288 + 0.06 * cardboard;
    expect(sold.by_category.purchased_goods).toBeCloseTo(materials, 6);
    expect(sold.co2e_kg).toBeCloseTo(250 + eol + materials, 6);
    expect(sold.excluded_lines).toEqual([]);
    expect(sold.product_name).toBe('Table');
    const oak = sold.entries.find((e) => e.label.startsWith('Oak'))!;
    expect(oak).toMatchObject({ label: 'Oak (Leg)', quantity: 576, unit: 'kg', scope3_category: 1 });
    expect(oak.factor).toMatchObject({ name: 'Our oak', kg_co2e_per_unit: 0.5 });
    expect(sold.entries.map((e) => e.scope3_category).sort()).toEqual([1, 1, 1, 11, 12, 12, 12, 12, 12, 12]);

    const list = await t.call(f.user, 'GET', `/sold-products?company_id=${f.companyId}&period_year=${YEAR}`);
    expect((list.json() as SoldProductList).items.map((i) => i.id)).toEqual([sold.id]);
    expect((await t.call(f.user, 'GET', `/sold-products/${sold.id}`)).json()).toMatchObject({
      id: sold.id,
      units_sold: 100,
    });

    const { company_id: _c, ...update } = soldBody(f, {
      units_sold: 10,
      use_phase: {
        kind: 'direct_ghg',
        ghg_kg_per_unit: 0.2,
        gwp: 1430,
        release_percent: 50,
        gas: 'HFC-134a',
      },
      include_materials: null,
      end_of_life: {
        waste_type: 'metals',
        recycling_percent: 100,
        incineration_percent: 0,
        landfill_percent: 0,
        include_packaging: false,
      },
    });
    const replaced = await t.call(f.user, 'PUT', `/sold-products/${sold.id}`, { payload: update });
    expect(replaced.statusCode, replaced.body).toBe(200);
    const after = replaced.json() as SoldProduct;
    // 10 × 0.2 kg × 50 % = 1 kg of HFC-134a × 1,430; 10 × 20 kg = 0.2 t recycled.
    expect(after.by_category).toEqual({
      use_sold_products: 1430,
      end_of_life_sold_products: expect.closeTo(0.2 * w.mR, 9) as unknown as number,
      purchased_goods: 0,
    });

    expect((await t.call(f.user, 'DELETE', `/sold-products/${sold.id}`)).statusCode).toBe(204);
    expect(await entryCount(f.companyId)).toBe(0);
  });

  it('takes the electricity grid of the site country by default, and sells a simple product by its weight', async () => {
    const f = await fixture();
    const simple = await t.call(f.user, 'POST', '/simple-products', {
      payload: { company_id: f.companyId, name: 'Lamp', price_per_unit: 20, emissions_per_unit: 4 },
    });
    const lamp = simple.json() as SimpleProduct;
    const sold = await createSold(f, {
      product_id: null,
      simple_product_id: lamp.id,
      include_materials: null,
      use_phase: { kind: 'energy', kwh_per_unit_lifetime: 10 },
      end_of_life: {
        waste_type: 'metals',
        recycling_percent: 0,
        incineration_percent: 0,
        landfill_percent: 100,
        include_packaging: true,
        weight_per_unit_kg: 0.5,
      },
    });
    const use = sold.entries.find((e) => e.scope3_category === 11)!;
    const [grid] = await queryRows<{ country: string; source: string }>(
      t.database,
      sql`select country_code as country, source from emission_factors where id = ${use.factor.id}`,
    );
    expect(grid?.country).toBe('FR');
    expect(use.co2e_kg).toBeCloseTo(1000 * use.factor.kg_co2e_per_unit, 9);
    // 100 × 0.5 kg = 0.05 t landfilled.
    expect(sold.by_category.end_of_life_sold_products).toBeCloseTo(0.05 * (await factorValue(WASTE.mL)), 9);
    expect(sold.product_name).toBe('Lamp');
  });

  it('leaves out a bill-of-materials line already purchased, both ways, and the inventory counts the steel once', async () => {
    const f = await fixture();
    const cardboard = await factorValue(CARDBOARD);
    const sold = await createSold(f, { use_phase: { kind: 'none' } });
    const withSteel = 2280 + 288 + 0.06 * cardboard;
    expect(sold.by_category.purchased_goods).toBeCloseTo(withSteel, 6);
    const before = await inventory(f);
    expect(byKey(before, 'purchased_goods')).toBeCloseTo(withSteel, 6);

    // A purchase of 1.2 t of the same steel factor: the record's steel line leaves, in the purchase's transaction.
    const purchase = await buySteel(f);
    expect(purchase.co2e_kg).toBeCloseTo(2280, 9);
    const reconciled = (await t.call(f.user, 'GET', `/sold-products/${sold.id}`)).json() as SoldProduct;
    expect(reconciled.by_category.purchased_goods).toBeCloseTo(288 + 0.06 * cardboard, 6);
    expect(reconciled.excluded_lines).toEqual([
      { label: 'Steel top', reason: 'already_purchased', entry_id: purchase.entries[0]!.id, co2e_kg: 2280 },
    ]);
    // The inventory: 2,280 from the purchase + 288 + the cardboard, not 2 × 2,280.
    const withPurchase = await inventory(f);
    expect(byKey(withPurchase, 'purchased_goods')).toBeCloseTo(withSteel, 6);
    expect(withPurchase.total_co2e_kg).toBeCloseTo(before.total_co2e_kg, 6);

    // Deleting the purchase brings the line back.
    expect((await t.call(f.user, 'DELETE', `/purchases/materials/${purchase.id}`)).statusCode).toBe(204);
    const restored = (await t.call(f.user, 'GET', `/sold-products/${sold.id}`)).json() as SoldProduct;
    expect(restored.excluded_lines).toEqual([]);
    expect(restored.by_category.purchased_goods).toBeCloseTo(withSteel, 6);

    // The other way: a record saved after the purchase leaves the line out at once.
    const again = await buySteel(f, 2);
    const second = await createSold(f, { use_phase: { kind: 'none' }, units_sold: 1 });
    expect(second.excluded_lines.map((l) => [l.label, l.entry_id])).toEqual([
      ['Steel top', again.entries[0]!.id],
    ]);
    // Moving the purchase to another year brings the line back to both records of this year.
    const moved = await t.call(f.user, 'PUT', `/purchases/materials/${again.id}`, {
      payload: {
        company_id: f.companyId,
        site_id: f.site.id,
        period_year: YEAR - 1,
        material_type: 'steel',
        name: 'Steel sheets',
        quantity_tonnes: 2,
        factor_mode: 'search',
        emission_factor_id: f.steel,
      },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    const list = (
      await t.call(f.user, 'GET', `/sold-products?company_id=${f.companyId}&period_year=${YEAR}`)
    ).json() as SoldProductList;
    expect(list.items.map((i) => i.excluded_lines.length)).toEqual([0, 0]);
  });

  it('leaves out a line that an entry written on its own or an imported file already counts', async () => {
    const f = await fixture();
    const cardboard = await factorValue(CARDBOARD);
    const sold = await createSold(f, { use_phase: { kind: 'none' } });
    const withSteel = 2280 + 288 + 0.06 * cardboard;
    const withoutSteel = 288 + 0.06 * cardboard;
    const reread = async () =>
      (await t.call(f.user, 'GET', `/sold-products/${sold.id}`)).json() as SoldProduct;

    // 1.2 t of the same steel recorded in the ledger directly: the record's steel line leaves, in its transaction.
    const written = await t.call(f.user, 'POST', '/entries', {
      payload: {
        company_id: f.companyId,
        site_id: f.site.id,
        period_year: YEAR,
        category: 'purchased_goods',
        quantity: 1.2,
        unit: 'tonne',
        emission_factor_id: f.steel,
        label: 'Steel sheets',
      },
    });
    expect(written.statusCode, written.body).toBe(201);
    const entry = written.json() as Entry;
    const reconciled = await reread();
    expect(reconciled.excluded_lines.map((l) => [l.label, l.entry_id])).toEqual([['Steel top', entry.id]]);
    expect(reconciled.by_category.purchased_goods).toBeCloseTo(withoutSteel, 6);
    expect(byKey(await inventory(f), 'purchased_goods')).toBeCloseTo(withSteel, 6);

    // Moved to another year, then deleted: the line comes back each time.
    const moved = await t.call(f.user, 'PATCH', `/entries/${entry.id}`, {
      payload: { period_year: YEAR - 1 },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect((await reread()).excluded_lines).toEqual([]);
    expect((await t.call(f.user, 'DELETE', `/entries/${entry.id}`)).statusCode).toBe(204);
    expect((await reread()).by_category.purchased_goods).toBeCloseTo(withSteel, 6);

    // The same steel in an imported file.
    const file =
      'site_id,category,quantity,unit,emission_factor_id,label\n' +
      `${f.site.id},purchased_goods,1.2,tonne,${f.steel},Imported steel\n`;
    const imported = await uploadAs(t.app, f.user, '/entries/import', {
      company_id: f.companyId,
      period_year: String(YEAR),
      dry_run: 'false',
      file: { filename: 'steel.csv', content: file },
    });
    expect(imported.statusCode, imported.body).toBe(200);
    expect((imported.json() as ImportResult).written).toBe(1);
    const [importedEntry] = await queryRows<{ id: string }>(
      t.database,
      sql`select id from entries where company_id = ${f.companyId} and label = 'Imported steel'`,
    );
    const afterImport = await reread();
    expect(afterImport.excluded_lines.map((l) => [l.label, l.entry_id])).toEqual([
      ['Steel top', importedEntry!.id],
    ]);
    expect(byKey(await inventory(f), 'purchased_goods')).toBeCloseTo(withSteel, 6);
  });

  it('refuses bad input with 422 in English and French, writing nothing', async () => {
    const f = await fixture();
    const sum = await t.call(f.user, 'POST', '/sold-products', {
      payload: soldBody(f, {
        end_of_life: {
          waste_type: 'metals',
          recycling_percent: 50,
          incineration_percent: 10,
          landfill_percent: 30,
          include_packaging: true,
        },
      }),
      lang: 'fr',
    });
    expect(sum.statusCode).toBe(422);
    expect(detail(sum)).toEqual([
      expect.objectContaining({
        loc: ['body', 'end_of_life', 'landfill_percent'],
        msg: 'Recyclage, incinération et enfouissement doivent totaliser 100 %',
      }),
    ]);
    const both = await t.call(f.user, 'POST', '/sold-products', {
      payload: soldBody(f, { simple_product_id: f.table.id }),
    });
    expect(both.statusCode).toBe(422);
    expect(detail(both)).toEqual([
      expect.objectContaining({
        loc: ['body', 'product_id'],
        msg: 'Choose exactly one product: a composite product or a simple product',
      }),
    ]);
    // Composting is not one of the three treatments; construction waste is never landfilled by DESNZ.
    const unpublished = await t.call(f.user, 'POST', '/sold-products', {
      payload: soldBody(f, {
        end_of_life: {
          waste_type: 'construction',
          recycling_percent: 0,
          incineration_percent: 0,
          landfill_percent: 100,
          include_packaging: false,
        },
      }),
    });
    expect(unpublished.statusCode).toBe(422);
    expect((detail(unpublished) as { loc: string[] }[])[0]?.loc).toEqual([
      'body',
      'end_of_life',
      'landfill_percent',
    ]);
    const sold = await createSold(f);
    const count = await entryCount(f.companyId);
    const { company_id: _c, ...bad } = soldBody(f, { units_sold: 0 });
    const refused = await t.call(f.user, 'PUT', `/sold-products/${sold.id}`, { payload: bad });
    expect(refused.statusCode).toBe(422);
    expect(await entryCount(f.companyId)).toBe(count);
    const simpleMaterials = await t.call(f.user, 'POST', '/simple-products', {
      payload: { company_id: f.companyId, name: 'Lamp', price_per_unit: 20, emissions_per_unit: 4 },
    });
    const noBom = await t.call(f.user, 'POST', '/sold-products', {
      payload: soldBody(f, {
        product_id: null,
        simple_product_id: (simpleMaterials.json() as SimpleProduct).id,
      }),
    });
    expect(noBom.statusCode).toBe(422);
    expect((detail(noBom) as { loc: string[] }[])[0]?.loc).toEqual(['body', 'include_materials']);
  });

  it("answers 404 for another company's product, record or site, and 409 when deleting a sold product", async () => {
    const f = await fixture();
    const other = await fixture();
    const sold = await createSold(f);
    const theirs = await t.call(other.user, 'POST', '/sold-products', {
      payload: soldBody(other, { product_id: f.table.id }),
    });
    expect([theirs.statusCode, theirs.json()]).toEqual([404, notFound]);
    expect((await t.call(other.user, 'GET', `/sold-products/${sold.id}`)).statusCode).toBe(404);
    const { company_id: _c, ...update } = soldBody(f);
    expect(
      (await t.call(other.user, 'PUT', `/sold-products/${sold.id}`, { payload: update })).statusCode,
    ).toBe(404);
    expect((await t.call(other.user, 'DELETE', `/sold-products/${sold.id}`)).statusCode).toBe(404);
    const foreignSite = await t.call(f.user, 'POST', '/sold-products', {
      payload: soldBody(f, { site_id: other.site.id }),
    });
    expect(foreignSite.statusCode).toBe(404);
    // A waste id read as a sold product is not one.
    expect((await t.call(f.user, 'GET', `/sold-products/${sold.entries[0]!.id}`)).statusCode).toBe(404);

    // The product sold cannot be deleted under its record (409, the year named); its record deleted, it can.
    const blocked = await t.call(f.user, 'DELETE', `/products/${f.table.id}`);
    expect(blocked.statusCode).toBe(409);
    expect(blocked.json()).toMatchObject({ code: 'product_sold_in_inventory' });
    expect(blocked.body).toContain(String(YEAR));
    expect((await t.call(f.user, 'DELETE', `/sold-products/${sold.id}`)).statusCode).toBe(204);
    expect((await t.call(f.user, 'DELETE', `/products/${f.table.id}`)).statusCode).toBe(204);
  });
});

describe('bought products (scope 3 category 1)', () => {
  it('buys a simple product, a catalog item and a published report, each a line opening to its product', async () => {
    const f = await fixture();
    const supplier = await fixture();
    const simple = (
      await t.call(f.user, 'POST', '/simple-products', {
        payload: {
          company_id: f.companyId,
          name: 'Screws (box)',
          price_per_unit: 3,
          emissions_per_unit: 0.35,
        },
      })
    ).json() as SimpleProduct;
    const scoped = { company_id: f.companyId, site_id: f.site.id, period_year: YEAR };

    const bySimple = await t.call(f.user, 'POST', '/purchases/products', {
      payload: { ...scoped, simple_product_id: simple.id, quantity: 40, supplier: 'Würth' },
    });
    expect(bySimple.statusCode, bySimple.body).toBe(201);
    // 40 boxes × 0.35 kg = 14 kg.
    expect(bySimple.json()).toMatchObject({
      source_kind: 'simple_product',
      product_name: 'Screws (box)',
      quantity: 40,
      unit: 'unit',
      co2e_kg: 14,
      supplier: 'Würth',
      factor: { name: 'Screws (box)', source: 'simple_product', kg_co2e_per_unit: 0.35 },
    });
    expect((bySimple.json() as ProductPurchase).entries[0]).toMatchObject({
      category: 'purchased_goods',
      scope3_category: 1,
      activity_kind: 'product',
    });

    // The table is a final product: its catalog entry carries its footprint per unit.
    const perTable = f.table.footprint.kg_co2e_per_unit;
    const byItem = await t.call(f.user, 'POST', '/purchases/products', {
      payload: { ...scoped, catalog_item_id: f.table.catalog_item_id, quantity: 3 },
    });
    expect(byItem.statusCode, byItem.body).toBe(201);
    expect((byItem.json() as ProductPurchase).co2e_kg).toBeCloseTo(3 * perTable, 9);

    // A supplier's published report; withdrawn, it cannot be bought any more.
    const slug = (
      (await t.call(supplier.user, 'POST', `/products/${supplier.table.id}/publish`)).json() as {
        slug: string;
      }
    ).slug;
    const byReport = await t.call(f.user, 'POST', '/purchases/products', {
      payload: { ...scoped, product_report_slug: slug, quantity: 2 },
    });
    expect(byReport.statusCode, byReport.body).toBe(201);
    const report = byReport.json() as ProductPurchase;
    expect(report.co2e_kg).toBeCloseTo(2 * supplier.table.footprint.kg_co2e_per_unit, 9);
    expect(report.factor.source).toBe('product_report');
    expect(report.source_version).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(report.product_owner).toBeTruthy();

    const list = await t.call(
      f.user,
      'GET',
      `/purchases/products?company_id=${f.companyId}&period_year=${YEAR}`,
    );
    expect((list.json() as { items: ProductPurchase[] }).items).toHaveLength(3);
    const put = await t.call(f.user, 'PUT', `/purchases/products/${report.id}`, {
      payload: { ...scoped, product_report_slug: slug, quantity: 5 },
    });
    expect((put.json() as ProductPurchase).co2e_kg).toBeCloseTo(
      5 * supplier.table.footprint.kg_co2e_per_unit,
      9,
    );
    expect((await t.call(f.user, 'GET', `/purchases/products/${report.id}`)).statusCode).toBe(200);

    expect((await t.call(supplier.user, 'DELETE', `/products/${supplier.table.id}/publish`)).statusCode).toBe(
      204,
    );
    const withdrawn = await t.call(f.user, 'POST', '/purchases/products', {
      payload: { ...scoped, product_report_slug: slug, quantity: 1 },
    });
    expect([withdrawn.statusCode, withdrawn.json()]).toEqual([404, notFound]);
    expect((await t.call(f.user, 'DELETE', `/purchases/products/${report.id}`)).statusCode).toBe(204);
  });

  it("answers 404 for another company's simple product or item and 422 for no or two sources", async () => {
    const f = await fixture();
    const other = await fixture();
    const simple = (
      await t.call(other.user, 'POST', '/simple-products', {
        payload: { company_id: other.companyId, name: 'Theirs', price_per_unit: 1, emissions_per_unit: 1 },
      })
    ).json() as SimpleProduct;
    const scoped = { company_id: f.companyId, site_id: f.site.id, period_year: YEAR };
    for (const source of [
      { simple_product_id: simple.id },
      { catalog_item_id: other.table.catalog_item_id },
    ]) {
      const response = await t.call(f.user, 'POST', '/purchases/products', {
        payload: { ...scoped, ...source, quantity: 1 },
      });
      expect([response.statusCode, response.json()]).toEqual([404, notFound]);
    }
    const none = await t.call(f.user, 'POST', '/purchases/products', {
      payload: { ...scoped, quantity: 1 },
      lang: 'fr',
    });
    expect(none.statusCode).toBe(422);
    expect(detail(none)).toEqual([
      expect.objectContaining({
        loc: ['body', 'simple_product_id'],
        msg: 'Choisissez un seul produit : un produit simple, un article du catalogue ou un rapport publié',
      }),
    ]);
    expect(await entryCount(f.companyId)).toBe(0);
  });

  it('a bought catalog item also leaves the same item out of a sold product’s bill of materials', async () => {
    const f = await fixture();
    // The bench uses the leg's catalog entry? The leg is not final: make a final part and use it through its item.
    const panel = await product(f, {
      name: 'Panel',
      weight_per_unit_kg: 2,
      lines: [{ kind: 'material', emission_factor_id: f.oak, quantity: 2, unit: 'kg' }],
    });
    const bench = await product(f, {
      name: 'Bench',
      weight_per_unit_kg: 2,
      lines: [
        {
          kind: 'material',
          label: 'Panel',
          catalog_item_id: panel.catalog_item_id,
          quantity: 1,
          unit: 'unit',
        },
      ],
    });
    const bought = await t.call(f.user, 'POST', '/purchases/products', {
      payload: {
        company_id: f.companyId,
        site_id: f.site.id,
        period_year: YEAR,
        catalog_item_id: panel.catalog_item_id,
        quantity: 10,
      },
    });
    expect(bought.statusCode, bought.body).toBe(201);
    const sold = await createSold(f, { product_id: bench.id, use_phase: { kind: 'none' } });
    expect(sold.excluded_lines).toEqual([
      {
        label: 'Panel',
        reason: 'already_purchased',
        entry_id: (bought.json() as ProductPurchase).entries[0]!.id,
        co2e_kg: 120,
      },
    ]);
    expect(sold.by_category.purchased_goods).toBe(0);
  });
});
