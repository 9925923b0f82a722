import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Role } from '@carbon/contracts/auth';
import type { FactorDetail } from '@carbon/contracts/emission-factors';
import type {
  CatalogItem,
  ListCatalogResponse,
  SearchCatalogResponse,
  TagsResponse,
} from '@carbon/contracts/product-catalog';
import { factorId, useLibraryTestApp } from './helpers/factor-library.ts';
import { detail, joinCompany, queryRows, register, type RegisteredUser } from './helpers/test-app.ts';

const t = useLibraryTestApp();
let alice: RegisteredUser;
let bob: RegisteredUser;
let tags: TagsResponse['tags'];

beforeAll(async () => {
  alice = await register(t.app, { company_name: 'Alice SARL' });
  bob = await register(t.app, { company_name: 'Bob Ltd' });
  tags = ((await t.call(alice, 'GET', '/product-catalog/tags')).json() as TagsResponse).tags;
});

function tagId(category: string, slug: string): string {
  const tag = tags.find((candidate) => candidate.category === category && candidate.slug === slug);
  if (!tag) throw new Error(`no tag ${category}:${slug}`);
  return tag.id;
}

async function libraryItem(key: string): Promise<CatalogItem> {
  const [row] = await queryRows<{ id: string }>(
    t.database,
    sql`select id from catalog_items where library_key = ${key}`,
  );
  const response = await t.call(alice, 'GET', `/product-catalog/${row!.id}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as CatalogItem;
}

const box = { category: 'Packaging', name: 'Shipping box 40x30x20', price_per_unit: 0.85, unit: 'unit' };

async function createItem(user: RegisteredUser, fields: Record<string, unknown> = {}): Promise<CatalogItem> {
  const response = await t.call(user, 'POST', '/product-catalog', {
    payload: { company_id: user.user.company_id, ...box, ...fields },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as CatalogItem;
}

describe('tags', () => {
  it('lists the fixed bilingual vocabulary in its four categories, for signed-in users', async () => {
    expect((await t.call(null, 'GET', '/product-catalog/tags')).statusCode).toBe(401);
    expect(new Set(tags.map((tag) => tag.category))).toEqual(
      new Set(['material', 'certification', 'lifecycle', 'category']),
    );
    expect(tags).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          category: 'material',
          slug: 'steel',
          label_en: 'Steel',
          label_fr: 'Acier',
        }),
        expect.objectContaining({ category: 'certification', slug: 'fsc', label_en: 'FSC' }),
        expect.objectContaining({
          category: 'certification',
          slug: 'organic-ab',
          label_fr: 'Agriculture biologique (AB)',
        }),
        expect.objectContaining({ category: 'lifecycle', slug: 'end-of-life', label_fr: 'Fin de vie' }),
      ]),
    );
  });
});

describe('library items', () => {
  it('offers at least 50 read-only items whose emission comes from a real factor, and no price', async () => {
    const page = (await t.call(alice, 'GET', '/product-catalog?page_size=100')).json() as ListCatalogResponse;
    expect(page.total).toBeGreaterThanOrEqual(50);
    expect(page.items.every((item) => item.company_id === null && item.price_per_unit === null)).toBe(true);
    expect(
      page.items.every((item) => item.emission_factor_id !== null && item.emission_per_unit !== null),
    ).toBe(true);

    // Virgin steel: DESNZ 2025 steel, primary material production, 2,863.90131 kg CO2e per tonne, i.e. 2.864 per kg
    // (ADEME 26729, valid to 2021-12-01, expired: issue 8).
    const steel = await libraryItem('steel-virgin');
    expect(steel).toMatchObject({
      name: 'Steel, virgin',
      unit: 'kg',
      category: 'Metals',
      alternative_name: 'Acier neuf',
    });
    const factor = (
      await t.call(alice, 'GET', `/emission-factors/${steel.emission_factor_id}`)
    ).json() as FactorDetail;
    expect(factor).toMatchObject({ key: 'uk-desnz:2025:19_504_5116_15_1', unit: 'tonne', validity: 'current' });
    expect(steel.emission_per_unit).toBeCloseTo(factor.kg_co2e_per_unit / 1000, 9);
    expect(steel.tags.map((tag) => `${tag.category}:${tag.slug}`)).toEqual([
      'material:steel',
      'lifecycle:raw-material',
    ]);
  });

  it('reads in French', async () => {
    const [row] = await queryRows<{ id: string }>(
      t.database,
      sql`select id from catalog_items where library_key = 'steel-virgin'`,
    );
    const item = (await t.call(alice, 'GET', `/product-catalog/${row!.id}?lang=fr`)).json() as CatalogItem;
    expect(item).toMatchObject({ name: 'Acier neuf', category: 'Métaux', alternative_name: 'Steel, virgin' });
  });

  it('is read-only for everyone (403 library_read_only)', async () => {
    const steel = await libraryItem('steel-virgin');
    const patch = await t.call(alice, 'PATCH', `/product-catalog/${steel.id}`, { payload: { name: 'Mine' } });
    expect(patch.statusCode).toBe(403);
    expect(patch.json()).toMatchObject({ code: 'library_read_only' });
    expect((await t.call(alice, 'DELETE', `/product-catalog/${steel.id}`)).statusCode).toBe(403);
    expect((await libraryItem('steel-virgin')).name).toBe('Steel, virgin');
  });
});

describe('catalog search', () => {
  it('finds items in both languages, accents and typos aside', async () => {
    const fr = (
      await t.call(alice, 'GET', '/product-catalog/search?q=acier%20recycle&lang=fr')
    ).json() as SearchCatalogResponse;
    expect(fr.items[0]).toMatchObject({ name: 'Acier recyclé' });
    const en = (
      await t.call(alice, 'GET', '/product-catalog/search?q=cardboard', { lang: 'en' })
    ).json() as SearchCatalogResponse;
    expect(en.items.slice(0, 2).map((item) => item.name)).toEqual(
      expect.arrayContaining(['Cardboard, virgin', 'Cardboard, recycled']),
    );
    const typo = (
      await t.call(alice, 'GET', '/product-catalog/search?q=alumnium')
    ).json() as SearchCatalogResponse;
    expect(typo.items[0]?.name).toMatch(/Aluminium/);
    for (const item of fr.items) {
      expect(item.score).toBeGreaterThanOrEqual(0);
      expect(item.score).toBeLessThanOrEqual(1);
    }
  });

  it('includes the company’s own items only for its members', async () => {
    const mine = await createItem(alice, { name: 'Boîte en carton kraft', category: 'Emballages' });
    const found = (
      await t.call(alice, 'GET', `/product-catalog/search?q=kraft&company_id=${alice.user.company_id}`)
    ).json() as SearchCatalogResponse;
    expect(found.items[0]?.id).toBe(mine.id);
    const library = (
      await t.call(alice, 'GET', '/product-catalog/search?q=kraft')
    ).json() as SearchCatalogResponse;
    expect(library.items.map((item) => item.id)).not.toContain(mine.id);
    expect(
      (await t.call(bob, 'GET', `/product-catalog/search?q=kraft&company_id=${alice.user.company_id}`))
        .statusCode,
    ).toBe(404);
  });

  it('applies the same rules as factor search to bad input', async () => {
    const short = await t.call(alice, 'GET', '/product-catalog/search?q=a', { lang: 'fr' });
    expect(short.statusCode).toBe(422);
    expect(detail(short)).toEqual([
      expect.objectContaining({
        loc: ['query', 'q'],
        msg: 'Saisissez au moins 2 caractères pour rechercher',
      }),
    ]);
    expect((await t.call(alice, 'GET', '/product-catalog/search?q=acier&limit=30')).statusCode).toBe(422);
    expect((await t.call(alice, 'GET', '/product-catalog/search?q=acier&min_score=2')).statusCode).toBe(422);
  });
});

describe('company items', () => {
  it('creates an item with tags and takes its emission from a linked factor', async () => {
    const steel = await libraryItem('steel-virgin');
    const item = await createItem(alice, {
      category: 'Metals',
      name: 'Steel bracket',
      unit: 'tonne',
      price_per_unit: 1200,
      emission_factor_id: steel.emission_factor_id,
      recyclable: true,
      recycled_content_percent: 30,
      tag_ids: [tagId('material', 'steel'), tagId('certification', 'eu-ecolabel')],
    });
    expect(item).toMatchObject({
      company_id: alice.user.company_id,
      name: 'Steel bracket',
      unit: 'tonne',
      currency: 'EUR',
      price_per_unit: 1200,
      // The virgin steel factor per tonne (DESNZ 2025 steel, primary material production).
      emission_per_unit: 2863.90131,
      recyclable: true,
      recycled_content_percent: 30,
    });
    expect(item.tags.map((tag) => tag.slug)).toEqual(['steel', 'eu-ecolabel']);

    const page = (
      await t.call(alice, 'GET', `/product-catalog?company_id=${alice.user.company_id}&page_size=5`)
    ).json() as ListCatalogResponse;
    expect(page.items[0]?.company_id).toBe(alice.user.company_id);
    const libraryOnly = (
      await t.call(alice, 'GET', '/product-catalog?page_size=100')
    ).json() as ListCatalogResponse;
    expect(page.total).toBeGreaterThan(libraryOnly.total);
  });

  it('answers the SPEC messages for a missing category, name or price, and for a price that is not positive', async () => {
    const empty = await t.call(alice, 'POST', '/product-catalog', {
      payload: { company_id: alice.user.company_id },
      lang: 'en',
    });
    expect(empty.statusCode).toBe(422);
    expect(detail(empty)).toEqual([
      expect.objectContaining({ loc: ['body', 'category'], msg: 'Category is required' }),
      expect.objectContaining({ loc: ['body', 'name'], msg: 'Name is required' }),
      expect.objectContaining({ loc: ['body', 'price_per_unit'], msg: 'Price is required' }),
    ]);
    const blank = await t.call(alice, 'POST', '/product-catalog', {
      payload: { company_id: alice.user.company_id, category: '  ', name: '', price_per_unit: 0 },
      lang: 'fr',
    });
    expect(detail(blank)).toEqual([
      expect.objectContaining({ loc: ['body', 'category'], msg: 'La catégorie est obligatoire' }),
      expect.objectContaining({ loc: ['body', 'name'], msg: 'Le nom est obligatoire' }),
      expect.objectContaining({ loc: ['body', 'price_per_unit'], msg: 'Le prix doit être positif' }),
    ]);
    const negative = await t.call(alice, 'POST', '/product-catalog', {
      payload: { company_id: alice.user.company_id, ...box, price_per_unit: -3 },
      lang: 'en',
    });
    expect(detail(negative)).toEqual([expect.objectContaining({ msg: 'Price must be positive' })]);
    const unknownTag = await t.call(alice, 'POST', '/product-catalog', {
      payload: {
        company_id: alice.user.company_id,
        ...box,
        tag_ids: ['00000000-0000-4000-8000-000000000000'],
      },
    });
    expect(unknownTag.statusCode).toBe(422);
    expect(unknownTag.json()).toMatchObject({ code: 'unknown_tag' });
    const [row] = await queryRows<{ n: number }>(
      t.database,
      sql`select count(*)::int as n from catalog_items where company_id = ${alice.user.company_id} and name = ${box.name}`,
    );
    expect(Number(row?.n)).toBe(0);
  });

  it('refuses a factor whose unit does not convert to the item’s', async () => {
    const factor = await factorId(t.database, 'ademe-base-carbone:13515');
    const response = await t.call(alice, 'POST', '/product-catalog', {
      payload: { company_id: alice.user.company_id, ...box, unit: 'kg', emission_factor_id: factor },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ code: 'factor_unit_mismatch' });
  });

  it('updates and deletes an own item; keeps other companies out (404) and viewers read-only (403)', async () => {
    const item = await createItem(alice);
    const updated = await t.call(alice, 'PATCH', `/product-catalog/${item.id}`, {
      payload: { price_per_unit: 0.9, tag_ids: [tagId('lifecycle', 'packaging')] },
    });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json()).toMatchObject({
      price_per_unit: 0.9,
      tags: [expect.objectContaining({ slug: 'packaging' })],
    });
    const badPrice = await t.call(alice, 'PATCH', `/product-catalog/${item.id}`, {
      payload: { price_per_unit: 0 },
      lang: 'en',
    });
    expect(detail(badPrice)).toEqual([expect.objectContaining({ msg: 'Price must be positive' })]);

    for (const [method, payload] of [
      ['GET', undefined],
      ['PATCH', { name: 'Stolen' }],
      ['DELETE', undefined],
    ] as const) {
      const response = await t.call(bob, method, `/product-catalog/${item.id}`, payload ? { payload } : {});
      expect(response.statusCode).toBe(404);
    }
    expect((await t.call(bob, 'GET', `/product-catalog?company_id=${alice.user.company_id}`)).statusCode).toBe(
      404,
    );

    const viewer = await joinAs(alice, 'viewer');
    expect((await t.call(viewer, 'GET', `/product-catalog/${item.id}`)).statusCode).toBe(200);
    expect(
      (await t.call(viewer, 'PATCH', `/product-catalog/${item.id}`, { payload: { name: 'No' } })).statusCode,
    ).toBe(403);
    expect((await t.call(viewer, 'DELETE', `/product-catalog/${item.id}`)).statusCode).toBe(403);

    expect((await t.call(alice, 'DELETE', `/product-catalog/${item.id}`)).statusCode).toBe(204);
    expect((await t.call(alice, 'GET', `/product-catalog/${item.id}`)).statusCode).toBe(404);
  });
});

const joinAs = (owner: RegisteredUser, role: Role) => joinCompany(t, owner, role);
