import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { CatalogItem } from '@carbon/contracts/product-catalog';
import { loadFactorLibrary } from '@carbon/db/factors-load';
import { ReferencesRepository } from '../src/modules/references/references.repository.ts';
import { ReferencesService } from '../src/modules/references/references.service.ts';
import { AppError } from '../src/platform/errors.ts';
import { callApi, queryRows, register, useTestApp, type RegisteredUser } from './helpers/test-app.ts';

/**
 * An id in a request body is resolved through the caller's company: its own rows and the shared library, nothing
 * else. Another company's private row and an unknown id answer the same 422 on that field, so the answer tells
 * nothing about other tenants, and nothing is linked.
 */

const LIBRARY_FACTOR_KEY = 'ademe-base-carbone:20719';
const UNKNOWN_ID = '6f1d7c5e-0c1b-4a53-9b7e-3d2f4b6a8e90';

const t = useTestApp();
let alice: RegisteredUser;
let bob: RegisteredUser;
let ownFactor: string;
let bobsFactor: string;
let libraryFactor: { id: string; unit: string; kg: number };

beforeAll(async () => {
  await loadFactorLibrary(t.database.db, { keys: [LIBRARY_FACTOR_KEY] });
  const [row] = await queryRows<{ id: string; unit: string; kg: number }>(
    t.database,
    sql`select id, unit, kg_co2e_per_unit as kg from emission_factors where key = ${LIBRARY_FACTOR_KEY}`,
  );
  libraryFactor = { id: row!.id, unit: row!.unit, kg: Number(row!.kg) };
  alice = await register(t.app, { company_name: 'Alice SARL' });
  bob = await register(t.app, { company_name: 'Bob Ltd' });
  ownFactor = await createFactor(alice, 'Our recycled steel', 2);
  bobsFactor = await createFactor(bob, 'Bob’s secret alloy', 7);
}, 60_000);

async function createFactor(user: RegisteredUser, name: string, kg: number): Promise<string> {
  const response = await callApi(t.app, user, 'POST', '/emission-factors', {
    payload: { company_id: user.user.company_id, name_en: name, unit: 'kg', kg_co2e_per_unit: kg },
  });
  expect(response.statusCode, response.body).toBe(201);
  return (response.json() as { id: string }).id;
}

function createItem(fields: Record<string, unknown>, lang: 'en' | 'fr' = 'en') {
  return callApi(t.app, alice, 'POST', '/product-catalog', {
    payload: {
      company_id: alice.user.company_id,
      category: 'Metals',
      name: 'Bracket',
      price_per_unit: 3,
      ...fields,
    },
    lang,
  });
}

async function aliceItems() {
  return queryRows<{ id: string; emission_factor_id: string | null; emission_per_unit: number | null }>(
    t.database,
    sql`select id, emission_factor_id, emission_per_unit from catalog_items
        where company_id = ${alice.user.company_id} order by id`,
  );
}

const notFoundOnField = (msg: string) => ({
  code: 'validation_error',
  detail: [{ loc: ['body', 'emission_factor_id'], msg, type: 'not_found' }],
});

describe('POST /product-catalog with an emission_factor_id', () => {
  it('links the company’s own factor and a library factor', async () => {
    const own = await createItem({ unit: 'kg', emission_factor_id: ownFactor });
    expect(own.statusCode, own.body).toBe(201);
    expect(own.json()).toMatchObject({ emission_factor_id: ownFactor, emission_per_unit: 2 });

    const library = await createItem({ unit: libraryFactor.unit, emission_factor_id: libraryFactor.id });
    expect(library.statusCode, library.body).toBe(201);
    expect(library.json()).toMatchObject({
      emission_factor_id: libraryFactor.id,
      emission_per_unit: libraryFactor.kg,
    });

    const given = await createItem({ unit: 'kg', emission_factor_id: ownFactor, emission_per_unit: 2.5 });
    expect(given.statusCode, given.body).toBe(201);
    expect(given.json()).toMatchObject({ emission_factor_id: ownFactor, emission_per_unit: 2.5 });
  });

  it('answers 422 on the field for another company’s factor or an unknown id, the same for both, and links nothing', async () => {
    const before = await aliceItems();
    const answers: string[] = [];
    for (const id of [bobsFactor, UNKNOWN_ID]) {
      // With a value given, the factor used to be linked without being looked at (201 for Bob’s, 500 for unknown).
      for (const extra of [{}, { emission_per_unit: 3 }]) {
        for (const [lang, msg] of [
          ['en', 'This item does not exist or is not available to your company'],
          ['fr', "Cet élément n'existe pas ou n'est pas disponible pour votre entreprise"],
        ] as const) {
          const response = await createItem({ unit: 'kg', emission_factor_id: id, ...extra }, lang);
          expect(response.statusCode, response.body).toBe(422);
          expect(response.json()).toEqual(notFoundOnField(msg));
          if (lang === 'en') answers.push(response.body);
        }
      }
    }
    expect(new Set(answers).size).toBe(1);
    expect(await aliceItems()).toEqual(before);
  });
});

describe('PATCH /product-catalog/{id} with an emission_factor_id', () => {
  let item: CatalogItem;
  beforeAll(async () => {
    const response = await createItem({ unit: 'kg', emission_per_unit: 1 });
    item = response.json() as CatalogItem;
  });

  function patch(fields: Record<string, unknown>, lang: 'en' | 'fr' = 'en') {
    return callApi(t.app, alice, 'PATCH', `/product-catalog/${item.id}`, { payload: fields, lang });
  }

  it('refuses another company’s factor and an unknown id with 422 on the field, and changes nothing', async () => {
    const before = await aliceItems();
    for (const id of [bobsFactor, UNKNOWN_ID]) {
      for (const extra of [{}, { emission_per_unit: 3 }, { unit: 'tonne' }]) {
        const response = await patch({ emission_factor_id: id, ...extra });
        expect(response.statusCode, response.body).toBe(422);
        expect(response.json()).toEqual(
          notFoundOnField('This item does not exist or is not available to your company'),
        );
      }
    }
    expect(await aliceItems()).toEqual(before);
  });

  it('links the company’s own factor, then a library one, and unlinks', async () => {
    const own = await patch({ emission_factor_id: ownFactor });
    expect(own.statusCode, own.body).toBe(200);
    expect(own.json()).toMatchObject({ emission_factor_id: ownFactor, emission_per_unit: 2 });

    // The unit changes under the linked factor: the value follows it.
    const tonne = await patch({ unit: 'tonne' });
    expect(tonne.json()).toMatchObject({ emission_factor_id: ownFactor, emission_per_unit: 2000 });

    const library = await patch({ unit: libraryFactor.unit, emission_factor_id: libraryFactor.id });
    expect(library.statusCode, library.body).toBe(200);
    expect(library.json()).toMatchObject({
      emission_factor_id: libraryFactor.id,
      emission_per_unit: libraryFactor.kg,
    });

    const unlinked = await patch({ emission_factor_id: null, unit: 'kg' });
    expect(unlinked.statusCode, unlinked.body).toBe(200);
    expect(unlinked.json()).toMatchObject({ emission_factor_id: null, emission_per_unit: libraryFactor.kg });
  });
});

describe('ReferencesService', () => {
  let references: ReferencesService;
  let alicesSite: string;
  let bobsSite: string;
  let bobsItem: string;
  let libraryItem: string;
  beforeAll(async () => {
    references = new ReferencesService(new ReferencesRepository(t.database.db));
    const site = (user: RegisteredUser) =>
      callApi(t.app, user, 'POST', '/sites', {
        payload: { company_id: user.user.company_id, name: 'Plant', country: 'FR' },
      }).then((response) => (response.json() as { id: string }).id);
    alicesSite = await site(alice);
    bobsSite = await site(bob);
    const item = await callApi(t.app, bob, 'POST', '/product-catalog', {
      payload: { company_id: bob.user.company_id, category: 'Metals', name: 'Alloy', price_per_unit: 9 },
    });
    bobsItem = (item.json() as { id: string }).id;
    const [row] = await queryRows<{ id: string }>(
      t.database,
      sql`insert into catalog_items (category, name, unit, currency) values ('Metals', 'Library steel', 'kg', 'EUR')
          returning id`,
    );
    libraryItem = row!.id;
  });

  async function refusal(resolve: () => Promise<unknown>) {
    const error = await resolve().then(
      () => null,
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(AppError);
    return { status: (error as AppError).statusCode, issues: (error as AppError).issues };
  }

  it('resolves the company’s own rows and the library’s, for factors, sites and catalog items', async () => {
    const company = alice.user.company_id;
    expect(await references.factor(company, ownFactor)).toMatchObject({ id: ownFactor, unit: 'kg' });
    expect(await references.factor(company, libraryFactor.id)).toMatchObject({ id: libraryFactor.id });
    expect(await references.site(company, alicesSite)).toMatchObject({ id: alicesSite });
    expect(await references.catalogItem(company, libraryItem)).toMatchObject({ id: libraryItem });
  });

  it('refuses another company’s rows and unknown ids with a 422 naming the field', async () => {
    const company = alice.user.company_id;
    for (const [resolve, loc] of [
      [() => references.factor(company, bobsFactor), ['body', 'emission_factor_id']],
      [() => references.site(company, bobsSite), ['body', 'site_id']],
      [() => references.site(company, UNKNOWN_ID, ['lines', 2, 'site_id']), ['body', 'lines', 2, 'site_id']],
      [() => references.catalogItem(company, bobsItem), ['body', 'catalog_item_id']],
      [() => references.catalogItem(company, UNKNOWN_ID), ['body', 'catalog_item_id']],
    ] as const) {
      expect(await refusal(resolve)).toEqual({
        status: 422,
        issues: [{ loc, messageKey: 'errors.reference_not_found', type: 'not_found' }],
      });
    }
  });
});
