import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { FREIGHT_MODE_FACTORS } from '@carbon/carbon/freight';
import { PACKAGING_MATERIAL_INFO } from '@carbon/carbon/packaging';
import { WASTE_FACTORS } from '@carbon/carbon/waste';
import type { Site } from '@carbon/contracts/companies';
import type {
  Product,
  ProductList,
  ProductTreeNode,
  PublicProductReport,
  SimpleProduct,
} from '@carbon/contracts/products';
import { loadEnergyPriceDefaults } from '@carbon/db/energy-prices-load';
import { loadFactorLibrary } from '@carbon/db/factors-load';
import { useLibraryTestApp } from './helpers/factor-library.ts';
import { createEntry, createSite } from './helpers/ledger.ts';
import { detail, joinCompany, queryRows, register, type RegisteredUser } from './helpers/test-app.ts';
import { setCompanyPlan } from './helpers/plan.ts';

const t = useLibraryTestApp();
const notFound = { detail: 'Not found', code: 'not_found' };
const ARTIC = FREIGHT_MODE_FACTORS.hgv_articulated.key;
const CARDBOARD = PACKAGING_MATERIAL_INFO.cardboard.factorKey!;
const FOOD_LANDFILL = WASTE_FACTORS.food.landfill!.key;

beforeAll(async () => {
  await loadFactorLibrary(t.database.db, {
    keys: [ARTIC, CARDBOARD, FOOD_LANDFILL, 'owid-grid-intensity:FRA:2024'],
  });
  await loadEnergyPriceDefaults(t.database.db);
}, 120_000);

async function factor(key: string): Promise<{ v: number; unit: string }> {
  const [row] = await queryRows<{ v: number; unit: string }>(
    t.database,
    sql`select kg_co2e_per_unit as v, unit from emission_factors where key = ${key} and company_id is null`,
  );
  return { v: Number(row!.v), unit: row!.unit };
}

async function count(
  table: 'products' | 'simple_products' | 'product_lines' | 'catalog_items',
  companyId?: string,
) {
  const where = companyId
    ? table === 'product_lines'
      ? sql` where product_id in (select id from products where company_id = ${companyId})`
      : sql` where company_id = ${companyId}`
    : sql``;
  const [row] = await queryRows<{ n: number }>(
    t.database,
    sql`select count(*)::int as n from ${sql.raw(table)}${where}`,
  );
  return Number(row!.n);
}

interface Fixture {
  user: RegisteredUser;
  companyId: string;
  site: Site;
  steel: string;
}

/** A company on the Enterprise plan (no product limit) with a French site and its own steel factor (1.9 kg/kg). */
async function enterprise(plan: 'free' | 'pro' | 'enterprise' = 'enterprise'): Promise<Fixture> {
  const user = await register(t.app);
  const companyId = user.user.company_id;
  await setCompanyPlan(t.database.db, companyId, plan);
  const site = await createSite(t, user);
  const created = await t.call(user, 'POST', '/emission-factors', {
    payload: {
      company_id: companyId,
      name_en: 'Our steel',
      unit: 'kg',
      kg_co2e_per_unit: 1.9,
      country_code: 'FR',
      year: 2025,
    },
  });
  expect(created.statusCode, created.body).toBe(201);
  return { user, companyId, site, steel: (created.json() as { id: string }).id };
}

function body(f: Fixture, fields: Record<string, unknown> = {}) {
  return {
    company_id: f.companyId,
    site_id: f.site.id,
    name: 'Bike frame',
    unit: 'unit',
    weight_per_unit_kg: 2.1,
    category: 'Bicycles',
    is_final_product: true,
    lines: [{ kind: 'material', emission_factor_id: f.steel, quantity: 2000, unit: 'g' }],
    ...fields,
  };
}

async function create(f: Fixture, fields: Record<string, unknown> = {}): Promise<Product> {
  const response = await t.call(f.user, 'POST', '/products', { payload: body(f, fields) });
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as Product;
}

describe('composite products', () => {
  it('creates, reads, lists, replaces and deletes, with the footprint by stage and by line', async () => {
    const f = await enterprise();
    const artic = await factor(ARTIC);
    const cardboard = await factor(CARDBOARD);
    const food = await factor(FOOD_LANDFILL);
    expect([artic.unit, cardboard.unit, food.unit]).toEqual(['t.km', 'tonne', 'tonne']);
    const product = await create(f, {
      lines: [
        { kind: 'material', emission_factor_id: f.steel, quantity: 2000, unit: 'g', label: 'Tubes' },
        { kind: 'packaging', material: 'cardboard', weight_kg: 0.1 },
        { kind: 'transport', from: 'Lyon', to: 'Lille', tonne_km: 0.5, mode: 'hgv_articulated' },
        { kind: 'waste', waste_type: 'food', treatment: 'landfill', mass_kg: 0.05 },
        { kind: 'distribution', tonne_km: 1, mode: 'hgv_articulated' },
      ],
    });
    // 2,000 g = 2 kg × 1.9 = 3.8; 0.1 kg = 0.0001 t × cardboard; 0.5 t·km × artic; 0.05 kg = 0.00005 t × food
    // landfill; 1 t·km × artic.
    const expected = {
      raw_material: 3.8,
      packaging: 0.0001 * cardboard.v,
      transport: 0.5 * artic.v,
      waste: 0.00005 * food.v,
      distribution: artic.v,
      energy: 0,
    };
    const total = Object.values(expected).reduce((s, v) => s + v, 0);
    expect(product.footprint.kg_co2e_per_unit).toBeCloseTo(total, 10);
    for (const [stage, value] of Object.entries(expected)) {
      expect(product.footprint.by_stage[stage as keyof typeof expected], stage).toBeCloseTo(value, 10);
    }
    expect(product.footprint.lines.map((l) => [l.kind, l.label])).toEqual([
      ['material', 'Tubes'],
      ['packaging', 'cardboard'],
      ['transport', 'Lyon → Lille'],
      ['waste', 'food · landfill'],
      ['distribution', 'hgv_articulated'],
    ]);
    expect(product.footprint.lines[0]).toMatchObject({
      kg_co2e_per_unit: 3.8,
      factor: { id: f.steel, name: 'Our steel', kg_co2e_per_unit: 1.9, unit: 'kg', primary: true },
      data_quality: { primary: true },
    });
    // 2 kg of steel + 0.1 kg of cardboard = 2.1 kg, the declared weight: no warning.
    expect(product.footprint.mass_balance).toMatchObject({ declared_kg: 2.1, warning: false });
    expect(product.footprint.mass_balance.lines_kg).toBeCloseTo(2.1, 10);
    expect(product.lines[0]).toMatchObject({ kind: 'material', quantity: 2000, unit: 'g', position: 0 });
    // A final product is listed in the company's catalog with its emission per unit.
    expect(product.catalog_item_id).toEqual(expect.any(String));
    const item = await t.call(f.user, 'GET', `/product-catalog/${product.catalog_item_id}`);
    expect(item.statusCode, item.body).toBe(200);
    expect((item.json() as { emission_per_unit: number }).emission_per_unit).toBeCloseTo(total, 10);

    const read = await t.call(f.user, 'GET', `/products/${product.id}`);
    expect(read.statusCode).toBe(200);
    expect(read.json()).toEqual(product);
    const list = await t.call(f.user, 'GET', `/products?company_id=${f.companyId}`);
    expect((list.json() as ProductList).items.map((p) => p.id)).toEqual([product.id]);

    // Replaced: 3 kg of steel, heavier than declared → a warning, not a refusal.
    const { company_id: _c, ...rest } = body(f, {
      lines: [{ kind: 'material', emission_factor_id: f.steel, quantity: 3, unit: 'kg' }],
    });
    const replaced = await t.call(f.user, 'PUT', `/products/${product.id}`, { payload: rest });
    expect(replaced.statusCode, replaced.body).toBe(200);
    const updated = replaced.json() as Product;
    expect(updated.footprint.kg_co2e_per_unit).toBeCloseTo(5.7, 10);
    expect(updated.footprint.warnings).toEqual([
      { code: 'mass_balance', declared_kg: 2.1, lines_kg: 3, difference_percent: expect.closeTo(42.857, 2) },
    ]);
    expect(updated.catalog_item_id).toBe(product.catalog_item_id);
    expect(await count('product_lines', f.companyId)).toBe(1);

    // The site its products are made on stays while they exist (in the user's language), and goes once they are gone.
    const kept = await t.call(f.user, 'DELETE', `/sites/${f.site.id}`, { lang: 'fr' });
    expect(kept.statusCode).toBe(409);
    expect(kept.json()).toMatchObject({
      code: 'site_has_products',
      detail: "Des produits sont fabriqués sur ce site : déplacez-les ou supprimez-les d'abord",
    });

    const deleted = await t.call(f.user, 'DELETE', `/products/${product.id}`);
    expect(deleted.statusCode).toBe(204);
    expect((await t.call(f.user, 'GET', `/products/${product.id}`)).statusCode).toBe(404);
    // Its catalog entry went with it.
    expect((await t.call(f.user, 'GET', `/product-catalog/${product.catalog_item_id}`)).statusCode).toBe(404);
    expect(await count('catalog_items', f.companyId)).toBe(0);
    expect((await t.call(f.user, 'DELETE', `/sites/${f.site.id}`)).statusCode).toBe(204);
  });

  it('nests products, gives the tree, recomputes users, rejects a cycle with its path, keeps a used product', async () => {
    const f = await enterprise();
    // Wheel: 1.5 kg of steel = 2.85 per unit.
    const wheel = await create(f, {
      name: 'Wheel',
      weight_per_unit_kg: 1.5,
      is_final_product: false,
      is_component: true,
      lines: [{ kind: 'material', emission_factor_id: f.steel, quantity: 1.5, unit: 'kg' }],
    });
    expect(wheel.footprint.kg_co2e_per_unit).toBeCloseTo(2.85, 10);
    expect(wheel.catalog_item_id).toBeNull();
    // Bike: 2 wheels = 5.7 + 2 kg of steel = 3.8 → 9.5.
    const bike = await create(f, {
      name: 'Bike',
      weight_per_unit_kg: 5,
      lines: [
        { kind: 'material', product_id: wheel.id, quantity: 2, unit: 'unit' },
        { kind: 'material', emission_factor_id: f.steel, quantity: 2, unit: 'kg' },
      ],
    });
    expect(bike.footprint.kg_co2e_per_unit).toBeCloseTo(9.5, 10);
    expect(bike.footprint.lines[0]).toMatchObject({
      product_id: wheel.id,
      label: 'Wheel',
      mass_kg_per_unit: 3,
    });
    expect(bike.footprint.mass_balance.lines_kg).toBeCloseTo(5, 10);

    const tree = await t.call(f.user, 'GET', `/products/${bike.id}/tree`);
    expect(tree.statusCode, tree.body).toBe(200);
    const node = tree.json() as ProductTreeNode;
    expect(node).toMatchObject({ product_id: bike.id, name: 'Bike' });
    expect(node.kg_co2e_per_unit).toBeCloseTo(9.5, 10);
    expect(node.lines[0]!.children).toMatchObject({ product_id: wheel.id, name: 'Wheel' });
    expect(node.lines[0]!.children!.lines[0]!.kg_co2e_per_unit).toBeCloseTo(2.85, 10);
    expect(node.lines[1]!.children).toBeNull();

    // The wheel gets heavier (2 kg = 3.8): the bike's stored footprint follows (2 × 3.8 + 3.8 = 11.4).
    const { company_id: _c, ...wheelBody } = body(f, {
      name: 'Wheel',
      weight_per_unit_kg: 2,
      is_final_product: false,
      lines: [{ kind: 'material', emission_factor_id: f.steel, quantity: 2, unit: 'kg' }],
    });
    expect((await t.call(f.user, 'PUT', `/products/${wheel.id}`, { payload: wheelBody })).statusCode).toBe(
      200,
    );
    const bikeAgain = (await t.call(f.user, 'GET', `/products/${bike.id}`)).json() as Product;
    expect(bikeAgain.footprint.kg_co2e_per_unit).toBeCloseTo(11.4, 10);

    // The wheel made of bikes: Wheel → Bike → Wheel, on the line that names the bike, in English and French.
    const cyclic = {
      ...wheelBody,
      lines: [...wheelBody.lines, { kind: 'material', product_id: bike.id, quantity: 1, unit: 'unit' }],
    };
    const refused = await t.call(f.user, 'PUT', `/products/${wheel.id}`, { payload: cyclic });
    expect(refused.statusCode, refused.body).toBe(422);
    expect(detail(refused)).toEqual([
      {
        loc: ['body', 'lines', 1, 'product_id'],
        msg: 'A product cannot contain itself: Wheel → Bike → Wheel',
        type: 'product_cycle',
      },
    ]);
    const french = await t.call(f.user, 'PUT', `/products/${wheel.id}`, { payload: cyclic, lang: 'fr' });
    expect((detail(french) as { msg: string }[])[0]!.msg).toBe(
      'Un produit ne peut pas se contenir lui-même : Wheel → Bike → Wheel',
    );
    // Itself directly.
    const self = await t.call(f.user, 'PUT', `/products/${wheel.id}`, {
      payload: {
        ...wheelBody,
        lines: [{ kind: 'material', product_id: wheel.id, quantity: 1, unit: 'unit' }],
      },
    });
    expect((detail(self) as { msg: string }[])[0]!.msg).toContain('Wheel → Wheel');
    expect(((await t.call(f.user, 'GET', `/products/${wheel.id}`)).json() as Product).lines).toHaveLength(1);

    // Declared per kg while the bike counts wheels in units: the bike could not be computed, so it is refused.
    const perKg = await t.call(f.user, 'PUT', `/products/${wheel.id}`, {
      payload: { ...wheelBody, unit: 'kg' },
    });
    expect(perKg.statusCode, perKg.body).toBe(422);
    expect((detail(perKg) as { loc: unknown[] }[])[0]!.loc).toEqual(['body', 'unit']);
    expect(((await t.call(f.user, 'GET', `/products/${wheel.id}`)).json() as Product).unit).toBe('unit');

    // A product in use cannot be deleted.
    const inUse = await t.call(f.user, 'DELETE', `/products/${wheel.id}`);
    expect(inUse.statusCode).toBe(409);
    expect(inUse.json()).toMatchObject({ code: 'product_in_use' });
    expect((await t.call(f.user, 'DELETE', `/products/${bike.id}`)).statusCode).toBe(204);
    expect((await t.call(f.user, 'DELETE', `/products/${wheel.id}`)).statusCode).toBe(204);
  });

  it('takes energy as a share of a site entry or at an energy price, and the whole production per unit', async () => {
    const f = await enterprise();
    const gas = await createEntry(t, f.user, f.site, {
      period_year: 2025,
      category: 'stationary_combustion',
      quantity: 1000,
      unit: 'kWh',
      emission_factor_id: (
        await queryRows<{ id: string }>(
          t.database,
          sql`select id from emission_factors where key = 'ademe-base-carbone:25826'`,
        )
      )[0]!.id,
    });
    const [fr] = await queryRows<{ id: string }>(
      t.database,
      sql`select id from energy_price_defaults where country_code = 'FR' and year = 2024 and source = 'electricity'`,
    );
    const grid = await factor('owid-grid-intensity:FRA:2024');
    const custom = await t.call(f.user, 'POST', '/energy-prices/custom', {
      payload: {
        company_id: f.companyId,
        year: 2024,
        source: 'fuel',
        name: 'Fuel oil',
        price_eur_per_kwh: 0.11,
        emission_kg_co2e_per_kwh: 0.324,
      },
    });
    expect(custom.statusCode, custom.body).toBe(201);
    const product = await create(f, {
      composition_mode: 'whole_production',
      annual_production_volume: 100,
      weight_per_unit_kg: 0.5,
      lines: [
        { kind: 'material', emission_factor_id: f.steel, quantity: 50, unit: 'kg' },
        { kind: 'energy', entry_id: gas.id, allocation_percent: 50 },
        { kind: 'energy', energy_price_id: fr!.id, quantity_kwh: 200, processing_phase: 'Welding' },
        { kind: 'energy', energy_price_id: (custom.json() as { id: string }).id, quantity_kwh: 100 },
      ],
    });
    // 50 kg × 1.9 / 100 = 0.95; 50 % of the entry / 100; 200 kWh × grid / 100 = 2 × grid; 100 × 0.324 / 100 = 0.324.
    const lines = product.footprint.lines;
    expect(lines[0]!.kg_co2e_per_unit).toBeCloseTo(0.95, 10);
    expect(lines[1]!.kg_co2e_per_unit).toBeCloseTo((gas.co2e_kg * 0.5) / 100, 10);
    expect(lines[2]).toMatchObject({ label: 'Welding', stage: 'energy' });
    expect(lines[2]!.kg_co2e_per_unit).toBeCloseTo(2 * grid.v, 10);
    expect(lines[3]!.kg_co2e_per_unit).toBeCloseTo(0.324, 10);
    expect(product.footprint.by_stage.energy).toBeCloseTo((gas.co2e_kg * 0.5) / 100 + 2 * grid.v + 0.324, 10);
    expect(product.footprint.mass_balance.lines_kg).toBeCloseTo(0.5, 10);

    // Whole production without a volume: 422 on the volume.
    const noVolume = await t.call(f.user, 'POST', '/products', {
      payload: body(f, { composition_mode: 'whole_production', annual_production_volume: null }),
    });
    expect(noVolume.statusCode).toBe(422);
    expect((detail(noVolume) as { loc: unknown[] }[])[0]!.loc).toEqual(['body', 'annual_production_volume']);
    // Litres of a factor per kg: 422 on the line's unit.
    const badUnit = await t.call(f.user, 'POST', '/products', {
      payload: body(f, {
        lines: [{ kind: 'material', emission_factor_id: f.steel, quantity: 1, unit: 'l' }],
      }),
    });
    expect(badUnit.statusCode).toBe(422);
    expect((detail(badUnit) as { loc: unknown[] }[])[0]!.loc).toEqual(['body', 'lines', 0, 'unit']);
  });

  it("answers 404 for another company's product, factor, catalog item, entry or energy price in a line, writing nothing", async () => {
    const mine = await enterprise();
    const other = await enterprise();
    const theirProduct = await create(other, { is_final_product: false });
    const theirItem = await t.call(other.user, 'POST', '/product-catalog', {
      payload: {
        company_id: other.companyId,
        category: 'Metals',
        name: 'Their steel',
        price_per_unit: 1,
        unit: 'kg',
        emission_per_unit: 2,
      },
    });
    expect(theirItem.statusCode, theirItem.body).toBe(201);
    const theirEntry = await createEntry(t, other.user, other.site, {
      period_year: 2025,
      category: 'stationary_combustion',
      quantity: 10,
      unit: 'kWh',
      emission_factor_id: (
        await queryRows<{ id: string }>(
          t.database,
          sql`select id from emission_factors where key = 'ademe-base-carbone:25826'`,
        )
      )[0]!.id,
    });
    const theirPrice = await t.call(other.user, 'POST', '/energy-prices/custom', {
      payload: {
        company_id: other.companyId,
        year: 2024,
        source: 'fuel',
        name: 'Theirs',
        price_eur_per_kwh: 0.1,
        emission_kg_co2e_per_kwh: 0.3,
      },
    });
    const steel = { kind: 'material', emission_factor_id: mine.steel, quantity: 1, unit: 'kg' };
    const foreign = [
      { kind: 'material', product_id: theirProduct.id, quantity: 1, unit: 'unit' },
      { kind: 'material', emission_factor_id: other.steel, quantity: 1, unit: 'kg' },
      { kind: 'material', catalog_item_id: (theirItem.json() as { id: string }).id, quantity: 1, unit: 'kg' },
      { kind: 'energy', entry_id: theirEntry.id, allocation_percent: 10 },
      { kind: 'energy', energy_price_id: (theirPrice.json() as { id: string }).id, quantity_kwh: 1 },
    ];
    for (const line of foreign) {
      const response = await t.call(mine.user, 'POST', '/products', {
        payload: body(mine, { lines: [steel, line] }),
      });
      expect(response.statusCode, JSON.stringify(line)).toBe(404);
      expect(response.json()).toEqual(notFound);
    }
    // Another company's site, and reading or changing their product.
    expect(
      (await t.call(mine.user, 'POST', '/products', { payload: { ...body(mine), site_id: other.site.id } }))
        .statusCode,
    ).toBe(404);
    expect((await t.call(mine.user, 'GET', `/products/${theirProduct.id}`)).statusCode).toBe(404);
    expect((await t.call(mine.user, 'GET', `/products/${theirProduct.id}/tree`)).statusCode).toBe(404);
    expect((await t.call(mine.user, 'DELETE', `/products/${theirProduct.id}`)).statusCode).toBe(404);
    expect((await t.call(mine.user, 'POST', `/products/${theirProduct.id}/publish`)).statusCode).toBe(404);
    expect((await t.call(mine.user, 'GET', `/products?company_id=${other.companyId}`)).statusCode).toBe(404);
    expect(await count('products', mine.companyId)).toBe(0);
  });

  it('counts composite and simple products together against the plan: Free refuses the 2nd with 403 plan_limit', async () => {
    const f = await enterprise('free');
    const simple = await t.call(f.user, 'POST', '/simple-products', {
      payload: { company_id: f.companyId, name: 'Mug', price_per_unit: 8, emissions_per_unit: 0.4 },
    });
    expect(simple.statusCode, simple.body).toBe(201);
    const composite = await t.call(f.user, 'POST', '/products', { payload: body(f) });
    expect(composite.statusCode).toBe(403);
    expect(composite.json()).toMatchObject({
      code: 'plan_limit',
      plan: 'free',
      limit: 1,
      resource: 'products',
    });
    expect(detail(composite)).toBe('Your Free plan allows 1 product. Upgrade to add more.');
    const second = await t.call(f.user, 'POST', '/simple-products', {
      payload: { company_id: f.companyId, name: 'Cup', price_per_unit: 5, emissions_per_unit: 0.2 },
    });
    expect(second.statusCode).toBe(403);
    expect(await count('products', f.companyId)).toBe(0);
    expect(await count('simple_products', f.companyId)).toBe(1);
    const entitlements = await t.call(f.user, 'GET', `/entitlements?company_id=${f.companyId}`);
    expect(entitlements.statusCode, entitlements.body).toBe(200);
    expect(entitlements.json()).toMatchObject({ usage: { products: 1 } });
  });

  it('refuses bad input with the SPEC messages in English and French, writing nothing', async () => {
    const f = await enterprise();
    const bad = {
      ...body(f),
      name: ' ',
      category: '',
      weight_per_unit_kg: 0,
      lines: [{ kind: 'transport', tonne_km: 1, mode: 'rail' }],
    };
    const { site_id: _s, ...noSite } = body(f);
    const cases = [
      [
        'en',
        bad,
        {
          'body.name': 'Product name is required',
          'body.category': 'Category is required',
          'body.weight_per_unit_kg': 'Weight per unit must be greater than 0',
          'body.lines': 'Please add at least one material/ingredient',
        },
      ],
      [
        'fr',
        bad,
        {
          'body.name': 'Le nom du produit est obligatoire',
          'body.category': 'La catégorie est obligatoire',
          'body.weight_per_unit_kg': 'Le poids par unité doit être supérieur à 0',
          'body.lines': 'Veuillez ajouter au moins une matière ou un ingrédient',
        },
      ],
    ] as const;
    for (const [lang, payload, messages] of cases) {
      const response = await t.call(f.user, 'POST', '/products', { payload, lang });
      expect(response.statusCode).toBe(422);
      const issues = Object.fromEntries(
        (detail(response) as { loc: string[]; msg: string }[]).map((i) => [i.loc.join('.'), i.msg]),
      );
      expect(issues).toMatchObject(messages);
    }
    const missingSite = await t.call(f.user, 'POST', '/products', { payload: noSite });
    expect(missingSite.statusCode).toBe(422);
    expect(detail(missingSite)).toEqual([expect.objectContaining({ loc: ['body', 'site_id'] })]);
    const noLines = await t.call(f.user, 'POST', '/products', { payload: { ...body(f), lines: [] } });
    expect(detail(noLines)).toEqual([
      expect.objectContaining({ loc: ['body', 'lines'], msg: 'Please add at least one material/ingredient' }),
    ]);
    expect(await count('products', f.companyId)).toBe(0);
  });

  it('lets a viewer read but not write', async () => {
    const f = await enterprise();
    const product = await create(f);
    const viewer = await joinCompany(t, f.user, 'viewer');
    expect((await t.call(viewer, 'GET', `/products/${product.id}`)).statusCode).toBe(200);
    expect((await t.call(viewer, 'GET', `/products/${product.id}/tree`)).statusCode).toBe(200);
    expect((await t.call(viewer, 'POST', '/products', { payload: body(f) })).statusCode).toBe(403);
    const { company_id: _c, ...rest } = body(f);
    expect((await t.call(viewer, 'PUT', `/products/${product.id}`, { payload: rest })).statusCode).toBe(403);
    expect((await t.call(viewer, 'DELETE', `/products/${product.id}`)).statusCode).toBe(403);
    expect((await t.call(viewer, 'POST', `/products/${product.id}/publish`)).statusCode).toBe(403);
    expect(await count('products', f.companyId)).toBe(1);
  });

  it('publishes a report anyone can read without a token, then withdraws it', async () => {
    const f = await enterprise();
    const product = await create(f, { revenue_per_unit_eur: 120, description: 'Steel frame' });
    const published = await t.call(f.user, 'POST', `/products/${product.id}/publish`);
    expect(published.statusCode, published.body).toBe(200);
    const { slug } = published.json() as { slug: string };
    expect(slug).toMatch(/^[A-Za-z0-9_-]{12}$/);
    const report = await t.call(null, 'GET', `/public/product-reports/${slug}`);
    expect(report.statusCode, report.body).toBe(200);
    const data = report.json() as PublicProductReport;
    expect(data).toMatchObject({
      slug,
      name: 'Bike frame',
      unit: 'unit',
      weight_per_unit_kg: 2.1,
      category: 'Bicycles',
      cost_per_unit: 120,
      currency: 'EUR',
      published_at: expect.any(String),
      lines: [
        {
          kind: 'material',
          stage: 'raw_material',
          factor: { name: 'Our steel', kg_co2e_per_unit: 1.9, unit: 'kg' },
        },
      ],
    });
    expect(data.kg_co2e_per_unit).toBeCloseTo(3.8, 10);
    expect(data.company_name).toEqual(expect.any(String));
    // No internal id of anything: not the product's, the company's, a factor's or a line's.
    for (const id of [product.id, f.companyId, f.steel, product.lines[0]!.id, f.site.id]) {
      expect(report.body).not.toContain(id);
    }
    expect((await t.call(f.user, 'DELETE', `/products/${product.id}/publish`)).statusCode).toBe(204);
    expect((await t.call(null, 'GET', `/public/product-reports/${slug}`)).statusCode).toBe(404);
  });
});

describe('simple products', () => {
  it('creates, lists, reads, updates and deletes; another company gets 404; bad input 422', async () => {
    const f = await enterprise();
    const other = await enterprise();
    const created = await t.call(f.user, 'POST', '/simple-products', {
      payload: { company_id: f.companyId, name: 'Mug', price_per_unit: 8, emissions_per_unit: 0.4 },
    });
    expect(created.statusCode, created.body).toBe(201);
    const mug = created.json() as SimpleProduct;
    expect(mug).toMatchObject({
      name: 'Mug',
      price_per_unit: 8,
      emissions_per_unit: 0.4,
      company_id: f.companyId,
    });
    const list = await t.call(f.user, 'GET', `/simple-products?company_id=${f.companyId}`);
    expect((list.json() as { items: SimpleProduct[] }).items).toEqual([mug]);
    expect((await t.call(f.user, 'GET', `/simple-products/${mug.id}`)).json()).toEqual(mug);
    const patched = await t.call(f.user, 'PATCH', `/simple-products/${mug.id}`, {
      payload: { emissions_per_unit: 0.5 },
    });
    expect(patched.json()).toMatchObject({ name: 'Mug', emissions_per_unit: 0.5 });
    expect((await t.call(other.user, 'GET', `/simple-products/${mug.id}`)).statusCode).toBe(404);
    expect(
      (await t.call(other.user, 'PATCH', `/simple-products/${mug.id}`, { payload: { name: 'X' } }))
        .statusCode,
    ).toBe(404);
    expect((await t.call(other.user, 'DELETE', `/simple-products/${mug.id}`)).statusCode).toBe(404);
    const bad = await t.call(f.user, 'POST', '/simple-products', {
      payload: { company_id: f.companyId, name: '', price_per_unit: -1, emissions_per_unit: 1 },
      lang: 'fr',
    });
    expect(bad.statusCode).toBe(422);
    expect(detail(bad)).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ loc: ['body', 'name'], msg: 'Le nom du produit est obligatoire' }),
      ]),
    );
    expect((await t.call(f.user, 'DELETE', `/simple-products/${mug.id}`)).statusCode).toBe(204);
    expect((await t.call(f.user, 'GET', `/simple-products/${mug.id}`)).statusCode).toBe(404);
  });
});
