/**
 * GET /products/{id}/tree reads only the product's sub-graph (docs/decisions/0027-product-footprints.md): a product
 * in a company with many others gets the same tree as from the whole graph, and each sub-product's node carries what
 * it puts in its parent and in the root.
 */
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { FREIGHT_MODE_FACTORS } from '@carbon/carbon/freight';
import { computeProductFootprints, productTree, type ProductLine, type ProductNode } from '@carbon/carbon/products';
import type { Site } from '@carbon/contracts/companies';
import type { Product, ProductTreeNode } from '@carbon/contracts/products';
import { loadFactorLibrary } from '@carbon/db/factors-load';
import { toTreeDto } from '../src/modules/products/products.mapper.ts';
import { bumpProductGraphVersion, ProductsRepository } from '../src/modules/products/products.repository.ts';
import { engineLine, engineNode } from '../src/modules/products/products.service.ts';
import { useLibraryTestApp } from './helpers/factor-library.ts';
import { createSite } from './helpers/ledger.ts';
import { queryRows, register, type RegisteredUser } from './helpers/test-app.ts';
import { setCompanyPlan } from './helpers/plan.ts';

const t = useLibraryTestApp();
const ARTIC = FREIGHT_MODE_FACTORS.hgv_articulated.key;

beforeAll(async () => {
  await loadFactorLibrary(t.database.db, { keys: [ARTIC] });
}, 120_000);

interface Fixture {
  user: RegisteredUser;
  companyId: string;
  site: Site;
  steel: string;
}

/** An Enterprise company (no product limit) with a site and its own steel factor: 1.9 kg CO2e per kg. */
async function company(): Promise<Fixture> {
  const user = await register(t.app);
  const companyId = user.user.company_id;
  await setCompanyPlan(t.database.db, companyId, 'enterprise');
  const site = await createSite(t, user);
  const created = await t.call(user, 'POST', '/emission-factors', {
    payload: { company_id: companyId, name_en: 'Steel', unit: 'kg', kg_co2e_per_unit: 1.9, country_code: 'FR', year: 2025 },
  });
  expect(created.statusCode, created.body).toBe(201);
  return { user, companyId, site, steel: (created.json() as { id: string }).id };
}

async function create(f: Fixture, name: string, lines: unknown[], fields: Record<string, unknown> = {}) {
  const response = await t.call(f.user, 'POST', '/products', {
    payload: {
      company_id: f.companyId,
      site_id: f.site.id,
      name,
      unit: 'unit',
      weight_per_unit_kg: 1,
      category: 'Bicycles',
      is_final_product: false,
      lines,
      ...fields,
    },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as Product;
}

/** The tree as the engine computes it from every product of the company (what the endpoint answered before). */
async function treeFromWholeGraph(companyId: string, rootId: string): Promise<ProductTreeNode> {
  const { products, lines } = await new ProductsRepository(t.database.db).graph(companyId);
  const linesBy = new Map<string, ProductLine[]>();
  for (const line of lines) linesBy.set(line.productId, [...(linesBy.get(line.productId) ?? []), engineLine(line)]);
  const nodes = new Map<string, ProductNode>(
    products.map((p) => [p.id, engineNode(p, p.country, linesBy.get(p.id) ?? [])]),
  );
  const lookup = (id: string) => nodes.get(id);
  const footprints = computeProductFootprints(rootId, lookup, { referenceYear: new Date().getUTCFullYear() });
  return toTreeDto(productTree(rootId, lookup, footprints));
}

describe('the product tree', () => {
  it('reads only the sub-graph, answers as from the whole graph, and scales each node to its parent and the root', async () => {
    const f = await company();
    const [artic] = await queryRows<{ v: number }>(
      t.database,
      sql`select kg_co2e_per_unit as v from emission_factors where key = ${ARTIC} and company_id is null`,
    );
    const a = Number(artic!.v);
    // Rubber, per kg: 1 kg of steel = 1.9.
    const rubber = await create(f, 'Rubber', [{ kind: 'material', emission_factor_id: f.steel, quantity: 1, unit: 'kg' }], {
      unit: 'kg',
    });
    // Tyre: 250 g of rubber = 0.25 kg × 1.9 = 0.475.
    const tyre = await create(f, 'Tyre', [{ kind: 'material', product_id: rubber.id, quantity: 250, unit: 'g' }]);
    // Wheel: 1 kg of steel = 1.9, 2 tyres = 0.95, 0.5 t·km by articulated lorry = 0.5a → 2.85 + 0.5a.
    const wheel = await create(f, 'Wheel', [
      { kind: 'material', emission_factor_id: f.steel, quantity: 1, unit: 'kg' },
      { kind: 'material', product_id: tyre.id, quantity: 2, unit: 'unit' },
      { kind: 'transport', from: 'Lyon', to: 'Lille', tonne_km: 0.5, mode: 'hgv_articulated' },
    ]);
    // Bike: 2 wheels = 5.7 + a, 2 kg of steel = 3.8 → 9.5 + a.
    const bike = await create(f, 'Bike', [
      { kind: 'material', product_id: wheel.id, quantity: 2, unit: 'unit' },
      { kind: 'material', emission_factor_id: f.steel, quantity: 2, unit: 'kg' },
    ]);
    // The rest of the company's graph: a product using the bike, and unrelated products (one using the tyre).
    await create(f, 'Bike pack', [{ kind: 'material', product_id: bike.id, quantity: 3, unit: 'unit' }]);
    await create(f, 'Barrow', [{ kind: 'material', product_id: tyre.id, quantity: 1, unit: 'unit' }]);
    for (let i = 0; i < 12; i += 1) {
      await create(f, `Chair ${i}`, [{ kind: 'material', emission_factor_id: f.steel, quantity: 1 + i, unit: 'kg' }]);
    }
    // Another company's products, on the same server.
    const other = await company();
    const theirs = await create(other, 'Their bike', [
      { kind: 'material', emission_factor_id: other.steel, quantity: 1, unit: 'kg' },
    ]);

    // Only the bike and what it uses, directly or deeper, are read; another company's root reads nothing.
    const repository = new ProductsRepository(t.database.db);
    const subgraph = await repository.graph(f.companyId, bike.id);
    expect(subgraph.products.map((p) => p.name).sort()).toEqual(['Bike', 'Rubber', 'Tyre', 'Wheel']);
    expect(subgraph.lines).toHaveLength(2 + 3 + 1 + 1);
    expect((await repository.graph(f.companyId)).products).toHaveLength(4 + 2 + 12);
    expect(await repository.graph(f.companyId, theirs.id)).toEqual({ products: [], lines: [] });
    expect(await repository.graph(other.companyId, bike.id)).toEqual({ products: [], lines: [] });

    const response = await t.call(f.user, 'GET', `/products/${bike.id}/tree`);
    expect(response.statusCode, response.body).toBe(200);
    const tree = response.json() as ProductTreeNode;
    // The same answer as the whole graph gives.
    expect(tree).toEqual(await treeFromWholeGraph(f.companyId, bike.id));

    expect(tree.kg_co2e_per_unit).toBeCloseTo(9.5 + a, 10);
    expect(tree).toMatchObject({
      quantity_per_parent_unit: null,
      kg_co2e_per_parent_unit: null,
      by_stage_per_parent_unit: null,
      quantity_per_root_unit: 1,
    });
    // The wheel: 2.85 + 0.5a per wheel; 2 per bike: 5.7 + a, of which raw materials 5.7 and transport a.
    const wheelNode = tree.lines[0]!.children!;
    expect(wheelNode.name).toBe('Wheel');
    expect(wheelNode.kg_co2e_per_unit).toBeCloseTo(2.85 + 0.5 * a, 10);
    expect(wheelNode.quantity_per_parent_unit).toBe(2);
    expect(wheelNode.kg_co2e_per_parent_unit).toBeCloseTo(5.7 + a, 10);
    expect(wheelNode.kg_co2e_per_parent_unit).toBe(tree.lines[0]!.kg_co2e_per_unit);
    expect(wheelNode.by_stage_per_parent_unit!.raw_material).toBeCloseTo(5.7, 10);
    expect(wheelNode.by_stage_per_parent_unit!.transport).toBeCloseTo(a, 10);
    expect(wheelNode.by_stage_per_parent_unit!.energy).toBe(0);
    expect(wheelNode.quantity_per_root_unit).toBe(2);
    // The tyre: 0.475 per tyre; 2 per wheel: 0.95; 2 × 2 = 4 per bike.
    const tyreNode = wheelNode.lines[1]!.children!;
    expect(tyreNode.kg_co2e_per_unit).toBeCloseTo(0.475, 10);
    expect(tyreNode.quantity_per_parent_unit).toBe(2);
    expect(tyreNode.kg_co2e_per_parent_unit).toBeCloseTo(0.95, 10);
    expect(tyreNode.by_stage_per_parent_unit!.raw_material).toBeCloseTo(0.95, 10);
    expect(tyreNode.quantity_per_root_unit).toBe(4);
    // The rubber, counted in kg: 250 g = 0.25 kg per tyre = 0.475; 4 × 0.25 = 1 kg per bike.
    const rubberNode = tyreNode.lines[0]!.children!;
    expect(rubberNode.unit).toBe('kg');
    expect(rubberNode.kg_co2e_per_unit).toBeCloseTo(1.9, 10);
    expect(rubberNode.quantity_per_parent_unit).toBeCloseTo(0.25, 12);
    expect(rubberNode.kg_co2e_per_parent_unit).toBeCloseTo(0.475, 10);
    expect(rubberNode.quantity_per_root_unit).toBeCloseTo(1, 12);
    // Its steel line: 1.9 per kg of rubber × 1 kg per bike.
    expect(rubberNode.lines[0]!.kg_co2e_per_unit * rubberNode.quantity_per_root_unit).toBeCloseTo(1.9, 10);

    // A change of a product deep in the tree shows at once: the rubber now takes 2 kg of steel per kg (3.8).
    const { company_id: _c, ...rubberBody } = {
      company_id: f.companyId,
      site_id: f.site.id,
      name: 'Rubber',
      unit: 'kg',
      weight_per_unit_kg: 1,
      category: 'Bicycles',
      is_final_product: false,
      lines: [{ kind: 'material', emission_factor_id: f.steel, quantity: 2, unit: 'kg' }],
    };
    expect((await t.call(f.user, 'PUT', `/products/${rubber.id}`, { payload: rubberBody })).statusCode).toBe(200);
    const after = (await t.call(f.user, 'GET', `/products/${bike.id}/tree`)).json() as ProductTreeNode;
    // 1 kg of rubber per bike now weighs 3.8 instead of 1.9: 9.5 + a + 1.9.
    expect(after.kg_co2e_per_unit).toBeCloseTo(11.4 + a, 10);
    expect(after.lines[0]!.children!.lines[1]!.children!.kg_co2e_per_parent_unit).toBeCloseTo(1.9, 10);

    // Another company's product is not found, and so is an unknown one.
    expect((await t.call(f.user, 'GET', `/products/${theirs.id}/tree`)).json()).toEqual({
      detail: 'Not found',
      code: 'not_found',
    });
    expect((await t.call(other.user, 'GET', `/products/${bike.id}/tree`)).statusCode).toBe(404);
    expect(
      (await t.call(f.user, 'GET', '/products/0b1c2d3e-4f5a-4b6c-8d7e-9f0a1b2c3d4e/tree')).statusCode,
    ).toBe(404);
  });
});

describe('the cached product tree', () => {
  /** PUT body: the product's fields as create() sends them, without the company. */
  function body(f: Fixture, name: string, lines: unknown[], unit = 'unit') {
    return { site_id: f.site.id, name, unit, weight_per_unit_kg: 1, category: 'Bicycles', is_final_product: false, lines };
  }

  async function tree(f: Fixture, id: string) {
    const response = await t.call(f.user, 'GET', `/products/${id}/tree`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    return { body: response.body, tree: response.json() as ProductTreeNode };
  }

  it('serves the same tree while nothing changes, and the new one after each write', async () => {
    const f = await company();
    const steel = (kg: number) => ({ kind: 'material', emission_factor_id: f.steel, quantity: kg, unit: 'kg' });
    // Rubber, per kg: 1 kg of steel = 1.9. Tyre: 250 g of rubber = 0.475. Wheel: 1 kg of steel (1.9), 2 tyres
    // (0.95), 0.5 kg of steel (0.95) = 3.8.
    const rubber = await create(f, 'Rubber', [steel(1)], { unit: 'kg' });
    const tyre = await create(f, 'Tyre', [{ kind: 'material', product_id: rubber.id, quantity: 250, unit: 'g' }]);
    const tyreLine = { kind: 'material', product_id: tyre.id, quantity: 2, unit: 'unit' };
    const wheel = await create(f, 'Wheel', [steel(1), tyreLine, steel(0.5)]);

    const first = await tree(f, wheel.id);
    expect(first.tree.kg_co2e_per_unit).toBeCloseTo(3.8, 10);
    expect(first.tree).toEqual(await treeFromWholeGraph(f.companyId, wheel.id));
    // Served twice: the same text.
    expect((await tree(f, wheel.id)).body).toBe(first.body);

    // A deep sub-product edited: the rubber now takes 2 kg of steel per kg (3.8); tyre 0.95; wheel 1.9 + 1.9 + 0.95.
    const put = async (id: string, payload: Record<string, unknown>) =>
      expect((await t.call(f.user, 'PUT', `/products/${id}`, { payload })).statusCode).toBe(200);
    await put(rubber.id, body(f, 'Rubber', [steel(2)], 'kg'));
    const edited = await tree(f, wheel.id);
    expect(edited.tree.kg_co2e_per_unit).toBeCloseTo(4.75, 10);
    expect(edited.tree.lines[1]!.children!.lines[0]!.children!.kg_co2e_per_unit).toBeCloseTo(3.8, 10);
    expect((await tree(f, wheel.id)).body).toBe(edited.body);

    // A line deleted: the wheel without its 0.5 kg of steel = 1.9 + 1.9.
    await put(wheel.id, body(f, 'Wheel', [steel(1), tyreLine]));
    const shorter = await tree(f, wheel.id);
    expect(shorter.tree.lines).toHaveLength(2);
    expect(shorter.tree.kg_co2e_per_unit).toBeCloseTo(3.8, 10);

    // The rubber counted per gram (2 kg of steel per g = 3.8 per g): a tyre's 250 g = 950; the wheel 1.9 + 1900.
    await put(rubber.id, body(f, 'Rubber', [steel(2)], 'g'));
    const regrammed = await tree(f, wheel.id);
    const rubberNode = regrammed.tree.lines[1]!.children!.lines[0]!.children!;
    expect(rubberNode.unit).toBe('g');
    expect(rubberNode.quantity_per_parent_unit).toBe(250);
    expect(regrammed.tree.kg_co2e_per_unit).toBeCloseTo(1901.9, 8);
    expect(regrammed.tree).toEqual(await treeFromWholeGraph(f.companyId, wheel.id));

    // The site moved to Germany: the steel factor (FR) no longer matches the products' country, which the tree's
    // data quality shows.
    const moved = await t.call(f.user, 'PATCH', `/sites/${f.site.id}`, { payload: { country: 'DE' } });
    expect(moved.statusCode, moved.body).toBe(200);
    const relocated = await tree(f, wheel.id);
    expect(relocated.body).not.toBe(regrammed.body);
    expect(relocated.tree).toEqual(await treeFromWholeGraph(f.companyId, wheel.id));

    // A write in another company leaves this tree's cache alone, and its user still gets 404 for this tree, also
    // once the tree is cached.
    const other = await company();
    const theirs = await create(other, 'Their wheel', [
      { kind: 'material', emission_factor_id: other.steel, quantity: 1, unit: 'kg' },
    ]);
    expect((await tree(f, wheel.id)).body).toBe(relocated.body);
    expect((await t.call(other.user, 'GET', `/products/${wheel.id}/tree`)).statusCode).toBe(404);
    expect((await t.call(f.user, 'GET', `/products/${theirs.id}/tree`)).statusCode).toBe(404);
    expect((await tree(other, theirs.id)).tree.kg_co2e_per_unit).toBeCloseTo(1.9, 10);
  });

  it('rebuilds at a save the cached trees containing the saved product, its parents deeper too, and keeps the others', async () => {
    const f = await company();
    const steel = (kg: number) => ({ kind: 'material', emission_factor_id: f.steel, quantity: kg, unit: 'kg' });
    // Rubber 1.9 per kg; tyre 250 g of rubber = 0.475; wheel 1 kg of steel + 2 tyres = 2.85; chair 1 kg of steel = 1.9.
    const rubber = await create(f, 'Rubber', [steel(1)], { unit: 'kg' });
    const tyre = await create(f, 'Tyre', [{ kind: 'material', product_id: rubber.id, quantity: 250, unit: 'g' }]);
    const wheel = await create(f, 'Wheel', [steel(1), { kind: 'material', product_id: tyre.id, quantity: 2, unit: 'unit' }]);
    const chair = await create(f, 'Chair', [steel(1)]);
    expect((await tree(f, wheel.id)).tree.kg_co2e_per_unit).toBeCloseTo(2.85, 10);
    expect((await tree(f, tyre.id)).tree.kg_co2e_per_unit).toBeCloseTo(0.475, 10);
    const chairBefore = await tree(f, chair.id);
    expect(chairBefore.tree.kg_co2e_per_unit).toBeCloseTo(1.9, 10);

    // A probe written around the service, on purpose without moving the version: a view answering the probe's
    // numbers was computed after it, a view answering the earlier ones was served from the cache. It sets the steel
    // lines (not the sub-product ones) of a product: the chair's steel goes to 5 kg (9.5).
    const probe = (productId: string, kg: number) =>
      t.database.db.execute(sql`update product_lines set quantity = ${kg}
        where product_id = ${productId}::uuid and sub_product_id is null`);
    await probe(chair.id, 5);

    // The rubber now takes 2 kg of steel per kg (3.8): the tyre 0.95, the wheel 1.9 + 1.9 = 3.8.
    const put = await t.call(f.user, 'PUT', `/products/${rubber.id}`, {
      payload: body(f, 'Rubber', [steel(2)], 'kg'),
    });
    expect(put.statusCode, put.body).toBe(200);
    // The wheel's own steel probed to 3 kg after the save: its tree, rebuilt by the save, still answers the save's
    // numbers (the first view after the save is served from the cache, with the new numbers) ...
    await probe(wheel.id, 3);
    const wheelAfter = await tree(f, wheel.id);
    expect(wheelAfter.tree.kg_co2e_per_unit).toBeCloseTo(3.8, 10);
    expect(wheelAfter.tree.lines[1]!.children!.lines[0]!.children!.kg_co2e_per_unit).toBeCloseTo(3.8, 10);
    expect((await tree(f, tyre.id)).tree.kg_co2e_per_unit).toBeCloseTo(0.95, 10);
    // ... and the chair, which does not contain the rubber, kept its cached tree across the save.
    expect((await tree(f, chair.id)).body).toBe(chairBefore.body);

    // Once the version moves (what every real write does), both probes show: nothing is cached past a version.
    await bumpProductGraphVersion(t.database.db, f.companyId);
    expect((await tree(f, chair.id)).tree.kg_co2e_per_unit).toBeCloseTo(9.5, 10);
    const wheelProbed = await tree(f, wheel.id);
    expect(wheelProbed.tree.kg_co2e_per_unit).toBeCloseTo(3 * 1.9 + 1.9, 10);
    expect(wheelProbed.tree).toEqual(await treeFromWholeGraph(f.companyId, wheel.id));

    // A delete rebuilds nothing else: the chair deleted, the wheel's cached tree stays (probe again to see it).
    await probe(wheel.id, 4);
    expect((await t.call(f.user, 'DELETE', `/products/${chair.id}`)).statusCode).toBe(204);
    expect((await tree(f, wheel.id)).body).toBe(wheelProbed.body);
    expect((await t.call(f.user, 'GET', `/products/${chair.id}/tree`)).statusCode).toBe(404);
    // A product using the wheel, created: the wheel's tree is still the cached one; the new product's tree is new.
    const bike = await create(f, 'Bike', [{ kind: 'material', product_id: wheel.id, quantity: 2, unit: 'unit' }]);
    expect((await tree(f, wheel.id)).body).toBe(wheelProbed.body);
    expect((await tree(f, bike.id)).tree.kg_co2e_per_unit).toBeCloseTo(2 * (4 * 1.9 + 1.9), 10);
  });
});
