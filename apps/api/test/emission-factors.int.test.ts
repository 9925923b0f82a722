import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Role } from '@carbon/contracts/auth';
import type {
  FactorDetail,
  FactorSourcesResponse,
  SearchFactorsResponse,
} from '@carbon/contracts/emission-factors';
import type { AppLocale } from '@carbon/i18n/locale';
import { factorId, useLibraryTestApp } from './helpers/factor-library.ts';
import { detail, joinCompany, queryRows, register, type RegisteredUser } from './helpers/test-app.ts';

const t = useLibraryTestApp();
let alice: RegisteredUser;
let bob: RegisteredUser;
/** Searchable library rows of the loaded subset, counted in the database. */
let searchableInSubset: number;

beforeAll(async () => {
  alice = await register(t.app, { company_name: 'Alice SARL' });
  bob = await register(t.app, { company_name: 'Bob Ltd' });
  const [row] = await queryRows<{ n: number }>(
    t.database,
    sql`select count(*)::int as n from emission_factors where company_id is null and searchable`,
  );
  searchableInSubset = Number(row?.n);
});

async function search(user: RegisteredUser, params: Record<string, string>, lang?: AppLocale) {
  const response = await t.call(user, 'GET', `/emission-factors/search?${new URLSearchParams(params)}`, {
    ...(lang ? { lang } : {}),
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as SearchFactorsResponse;
}

const joinAs = (owner: RegisteredUser, role: Role) => joinCompany(t, owner, role);

describe('factor search', () => {
  it('needs a signed-in user', async () => {
    const response = await t.call(null, 'GET', '/emission-factors/search?q=beton');
    expect(response.statusCode).toBe(401);
  });

  it('ignores accents: beton, béton and BÉTON find the same concrete factors', async () => {
    const plain = await search(alice, { q: 'beton', lang: 'fr' });
    const accented = await search(alice, { q: 'béton', lang: 'fr' });
    const upper = await search(alice, { q: 'BÉTON', lang: 'fr' });
    expect(plain.items.map((item) => item.key)).toEqual(accented.items.map((item) => item.key));
    expect(upper.items.map((item) => item.key)).toEqual(accented.items.map((item) => item.key));
    expect(accented.items.slice(0, 3).map((item) => item.key)).toEqual(
      expect.arrayContaining(['ademe-base-carbone:20722']),
    );
    expect(accented.items[0]?.name).toMatch(/^Béton/);
    expect(accented.query).toBe('béton');
  });

  it('answers in the requested language and falls back to the published one', async () => {
    const en = await search(alice, { q: 'concrete', lang: 'en' });
    const concrete = en.items.find((item) => item.key === 'ademe-base-carbone:20719');
    expect(concrete?.name).toBe('Concrete, (C25/30CEM II)');
    expect(concrete?.name_fr).toBe('Béton, (C25/30CEM II)');
    expect(concrete?.name_languages).toBe('fr+en');

    // DESNZ publishes in English only: a French reader gets the English name, flagged as such.
    const hotel = await search(alice, { q: 'hotel', lang: 'fr' });
    const stay = hotel.items.find((item) => item.key === 'uk-desnz:2025:29_600_4016_13_1');
    expect(stay?.name).toBe('Hotel stay – France');
    expect(stay?.name_languages).toBe('en');
    expect(stay?.unit).toBe('night');
  });

  it('uses Accept-Language when lang is not given, and stems French and English words', async () => {
    const fr = await search(alice, { q: 'gazole routier' }, 'fr');
    // Answered in French: the French names, "routier" stemmed. (Which road diesel leads is the relevance set's
    // concern: the subset also holds "Gazole routier, B7".)
    expect(fr.items[0]?.name).toMatch(/^Gazole routier/);
    expect(fr.items.find((item) => item.key === 'ademe-base-carbone:26640')).toMatchObject({ name: 'Gazole routier', unit: 'l' });
    // "computers" (plural) finds "Computer, portable" through English stemming.
    const en = await search(alice, { q: 'portable computers' }, 'en');
    expect(en.items[0]?.key).toBe('ademe-base-carbone:27002');
  });

  it('tolerates typos and finds publisher codes', async () => {
    const typo = await search(alice, { q: 'concret', lang: 'en' });
    expect(typo.items.slice(0, 3).map((item) => item.key)).toContain('ademe-base-carbone:20719');
    const code = await search(alice, { q: '20719' });
    expect(code.items[0]).toMatchObject({ key: 'ademe-base-carbone:20719', score: 1 });
  });

  it('sorts by a score between 0 and 1 and honours min_score and limit', async () => {
    const all = await search(alice, { q: 'electricity', limit: '50' });
    expect(all.items.length).toBeGreaterThan(2);
    const scores = all.items.map((item) => item.score);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
    for (const score of scores) {
      expect(score).toBeGreaterThanOrEqual(0);
      expect(score).toBeLessThanOrEqual(1);
    }
    const threshold = scores[1]!;
    const high = await search(alice, { q: 'electricity', min_score: String(threshold) });
    expect(high.items.every((item) => item.score >= threshold)).toBe(true);
    expect(high.count).toBe(high.items.length);
    const ten = await search(alice, { q: 'a b', limit: '10' });
    expect(ten.items.length).toBeLessThanOrEqual(10);
  });

  it('filters by source, unit family, country, year and scope', async () => {
    // The latest edition only (2025): the 2024 edition of diesel stays readable from the factor's page.
    const desnz = await search(alice, { q: 'diesel', source: 'uk-desnz' });
    expect(desnz.items.map((item) => item.key).sort()).toEqual([
      'uk-desnz:2025:11_101_1011_8_1',
      'uk-desnz:2025:1_101_1011_8_1',
    ]);
    expect(desnz.items.every((item) => item.source === 'uk-desnz' && item.latest_edition)).toBe(true);

    const edition = await search(alice, { q: 'diesel', source: 'uk-desnz', year: '2024' });
    expect(edition.items.map((item) => item.key)).toEqual([]);

    const travel = await search(alice, { q: 'flights', unit_family: 'passenger-distance' });
    expect(travel.items.length).toBeGreaterThan(0);
    expect(travel.items.every((item) => item.unit === 'passenger.km')).toBe(true);

    const france = await search(alice, { q: 'electricity', country: 'fr', limit: '50' });
    expect(france.items.length).toBeGreaterThan(0);
    expect(france.items.every((item) => item.country_code === 'FR')).toBe(true);
    expect(france.items.map((item) => item.key)).not.toContain('owid-grid-intensity:DEU:2023');

    const scope2 = await search(alice, { q: 'electricity', scope: '2' });
    expect(scope2.items.map((item) => item.key)).toEqual(['uk-desnz:2025:7_400_4000_5_1']);
  });

  it('leaves archived factors out unless include_archived, and never offers duplicates', async () => {
    const current = await search(alice, { q: 'ordinateur portable', lang: 'fr' });
    expect(current.items.map((item) => item.key)).toContain('ademe-base-carbone:27002');
    expect(current.items.map((item) => item.key)).not.toContain('ademe-base-carbone:20595');

    const withArchived = await search(alice, {
      q: 'ordinateur portable',
      lang: 'fr',
      include_archived: 'true',
    });
    const archived = withArchived.items.find((item) => item.key === 'ademe-base-carbone:20595');
    expect(archived?.status).toBe('archived');

    const bourguignon = await search(alice, { q: 'boeuf bourguignon', include_archived: 'true' });
    expect(bourguignon.items.map((item) => item.key)).toContain('agribalyse:25033');
    expect(bourguignon.items.map((item) => item.key)).not.toContain('ademe-base-carbone:39941');
  });

  it('reports the true number of searchable factors', async () => {
    const result = await search(alice, { q: 'beton' });
    expect(result.library_total).toBe(searchableInSubset);
    expect(result.count).toBe(result.items.length);
  });

  it('refuses bad input with a translated 422 and changes nothing', async () => {
    const short = await t.call(alice, 'GET', '/emission-factors/search?q=%20b%20', { lang: 'fr' });
    expect(short.statusCode).toBe(422);
    expect(detail(short)).toEqual([
      { loc: ['query', 'q'], msg: 'Saisissez au moins 2 caractères pour rechercher', type: 'too_small' },
    ]);
    const missing = await t.call(alice, 'GET', '/emission-factors/search', { lang: 'en' });
    expect(missing.statusCode).toBe(422);
    expect(detail(missing)).toEqual([
      expect.objectContaining({ loc: ['query', 'q'], msg: 'This field is required' }),
    ]);

    for (const limit of ['15', '0', '100', 'ten']) {
      const response = await t.call(alice, 'GET', `/emission-factors/search?q=beton&limit=${limit}`, {
        lang: 'fr',
      });
      expect(response.statusCode).toBe(422);
      expect(detail(response)).toEqual([
        expect.objectContaining({
          loc: ['query', 'limit'],
          msg: 'Le nombre de résultats doit être 10, 20 ou 50',
        }),
      ]);
    }
    for (const minScore of ['1.5', '-0.1', 'high']) {
      const response = await t.call(alice, 'GET', `/emission-factors/search?q=beton&min_score=${minScore}`, {
        lang: 'en',
      });
      expect(response.statusCode).toBe(422);
      expect(detail(response)).toEqual([
        expect.objectContaining({
          loc: ['query', 'min_score'],
          msg: 'The minimum score must be between 0 and 1',
        }),
      ]);
    }
  });
});

describe('factor detail and sources', () => {
  it('returns a library factor with its gas split and components, in the requested language', async () => {
    const id = await factorId(t.database, 'ademe-base-carbone:13515');
    const response = await t.call(alice, 'GET', `/emission-factors/${id}?lang=fr`);
    expect(response.statusCode, response.body).toBe(200);
    const factor = response.json() as FactorDetail;
    expect(factor).toMatchObject({
      key: 'ademe-base-carbone:13515',
      source: 'ademe-base-carbone',
      name: 'Gaz naturel',
      unit: 'kWh',
      status: 'valid',
      company_id: null,
      source_id: '13515',
    });
    expect(factor.attribution).toMatch(/ADEME/);
    expect(factor.gases).not.toBeNull();
    expect(factor.components?.length).toBeGreaterThan(0);
    const sum = factor.components!.reduce((total, c) => total + c.kg_co2e_per_unit, 0);
    expect(sum).toBeCloseTo(factor.kg_co2e_per_unit, 3);
  });

  it('returns AGRIBALYSE life-cycle stages and archived factors by id', async () => {
    const food = (
      await t.call(alice, 'GET', `/emission-factors/${await factorId(t.database, 'agribalyse:6101')}`)
    ).json() as FactorDetail;
    expect(food.lifecycle_stages).toMatchObject({
      agriculture: expect.any(Number),
      retail: expect.any(Number),
    });
    const archived = await t.call(
      alice,
      'GET',
      `/emission-factors/${await factorId(t.database, 'ademe-base-carbone:20595')}`,
    );
    expect(archived.statusCode).toBe(200);
    expect((archived.json() as FactorDetail).status).toBe('archived');
  });

  it('answers 404 for an unknown id and 422 for a malformed one', async () => {
    expect(
      (await t.call(alice, 'GET', '/emission-factors/00000000-0000-4000-8000-000000000000')).statusCode,
    ).toBe(404);
    expect((await t.call(alice, 'GET', '/emission-factors/not-a-uuid')).statusCode).toBe(422);
  });

  it('lists the datasets publicly with versions, licences and counts', async () => {
    const response = await t.call(null, 'GET', '/emission-factors/sources');
    expect(response.statusCode).toBe(200);
    const sources = response.json() as FactorSourcesResponse;
    expect(sources.datasets.map((d) => `${d.source} ${d.dataset_version}`)).toEqual(
      expect.arrayContaining(['ademe-base-carbone V23.6', 'uk-desnz 2025 v1.0', 'uk-desnz 2024 v1.1']),
    );
    expect(sources.total).toBe(searchableInSubset);
    expect(sources.total).toBe(sources.datasets.reduce((sum, d) => sum + d.valid_count, 0));
    expect(sources.total_rows).toBe(sources.datasets.reduce((sum, d) => sum + d.factor_count, 0));
    const ademe = sources.datasets.find((d) => d.source === 'ademe-base-carbone');
    expect(ademe?.licence).toMatch(/Licence Ouverte/);
    expect(ademe?.factor_count).toBeGreaterThan(ademe!.valid_count);
    expect(sources.imported_at).not.toBeNull();
  });
});

describe('editions, validity, parts and units (issue 8)', () => {
  async function detailOf(key: string, lang: AppLocale = 'en'): Promise<FactorDetail> {
    const response = await t.call(alice, 'GET', `/emission-factors/${await factorId(t.database, key)}?lang=${lang}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as FactorDetail;
  }

  it('offers the older DESNZ edition from the factor page, newest first', async () => {
    const diesel = await detailOf('uk-desnz:2025:1_101_1011_8_1');
    expect(diesel).toMatchObject({ latest_edition: true, edition: '2025', validity: 'current', gwp_basis: 'AR5' });
    expect(diesel.editions.map((e) => [e.key, e.edition, e.latest_edition])).toEqual([
      ['uk-desnz:2025:1_101_1011_8_1', '2025', true],
      ['uk-desnz:2024:1_101_1011_8_1', '2024', false],
    ]);
    expect(diesel.editions[1]?.id).toBe(await factorId(t.database, 'uk-desnz:2024:1_101_1011_8_1'));
    const older = await detailOf('uk-desnz:2024:1_101_1011_8_1');
    expect(older).toMatchObject({ latest_edition: false, edition: '2024' });
    expect(older.editions.map((e) => e.key)).toEqual(diesel.editions.map((e) => e.key));
    // A factor with one edition lists itself.
    const gas = await detailOf('ademe-base-carbone:13515');
    expect(gas.editions).toEqual([
      {
        id: gas.id,
        key: 'ademe-base-carbone:13515',
        edition: 'V23.6',
        dataset_version: 'V23.6',
        kg_co2e_per_unit: gas.kg_co2e_per_unit,
        latest_edition: true,
      },
    ]);
  });

  it('links DESNZ diesel to its well-to-tank row and UK electricity to its upstream and losses', async () => {
    const diesel = await detailOf('uk-desnz:2025:1_101_1011_8_1');
    expect(diesel.parts).toEqual([
      { kind: 'combustion', kg_co2e_per_unit: 2.57082, factor_id: null },
      {
        kind: 'upstream',
        kg_co2e_per_unit: expect.any(Number),
        factor_id: await factorId(t.database, 'uk-desnz:2025:11_101_1011_8_1'),
      },
    ]);
    const electricity = await detailOf('uk-desnz:2025:7_400_4000_5_1');
    expect(electricity.parts.map((p) => [p.kind, p.kg_co2e_per_unit])).toEqual([
      ['combustion', 0.177],
      ['upstream', 0.0459],
      ['upstream', 0.00397],
      ['transmission_distribution_losses', 0.01853],
    ]);
    expect(electricity.parts[3]?.factor_id).toBe(await factorId(t.database, 'uk-desnz:2025:13_402_4000_5_1'));
    // The search result carries the same parts.
    const found = await search(alice, { q: 'diesel', source: 'uk-desnz' });
    expect(found.items.find((item) => item.key === 'uk-desnz:2025:1_101_1011_8_1')?.parts).toEqual(diesel.parts);
  });

  it('splits ADEME road diesel into combustion and upstream, and marks it expired', async () => {
    const diesel = await detailOf('ademe-base-carbone:26640', 'fr');
    expect(diesel).toMatchObject({
      kg_co2e_per_unit: 3.08,
      validity: 'expired',
      valid_to: '2021-12-01',
      unit_label: 'l',
      gwp_basis: 'AR5',
      replaced_by: null,
    });
    expect(diesel.parts).toEqual([
      { kind: 'combustion', kg_co2e_per_unit: 2.66, factor_id: null },
      { kind: 'upstream', kg_co2e_per_unit: 0.423, factor_id: null },
    ]);
  });

  it('says which factor replaces an expired one', async () => {
    const metro = await detailOf('ademe-base-carbone:43253', 'fr');
    expect(metro).toMatchObject({ validity: 'expired', valid_to: '2024-04-01' });
    expect(metro.replaced_by).toEqual({
      id: await factorId(t.database, 'ademe-base-carbone:43778'),
      key: 'ademe-base-carbone:43778',
      name: expect.stringContaining('Métro'),
    });
    const current = await detailOf('ademe-base-carbone:43778');
    expect(current).toMatchObject({ validity: 'current', valid_to: '2026-12-31', replaced_by: null });
    const archived = await detailOf('ademe-base-carbone:20595');
    expect(archived.validity).toBe('archived');
  });

  it('shows the energy basis in the unit, in both languages', async () => {
    const fr = await detailOf('ademe-base-carbone:13515', 'fr');
    const en = await detailOf('ademe-base-carbone:13515', 'en');
    expect(fr).toMatchObject({ unit: 'kWh', energy_basis: 'LHV', unit_label: 'kWh PCI' });
    expect(en).toMatchObject({ unit: 'kWh', energy_basis: 'LHV', unit_label: 'kWh (LHV)' });
    // Natural gas in a boiler (E+/C- label): per kWh in the source's unit, PCI by the label's convention.
    expect(await detailOf('ademe-base-carbone:25826', 'fr')).toMatchObject({ unit_label: 'kWh PCI', kg_co2e_per_unit: 0.243 });
    const hotel = await detailOf('uk-desnz:2025:29_600_4016_13_1', 'fr');
    expect(hotel.unit).toBe('night');
    expect(hotel.unit_label).toBe('nuitée');
    expect((await detailOf('uk-desnz:2025:29_600_4016_13_1', 'en')).unit_label).toBe('night');
  });

  it('records the GWP basis of each source: R-410A is 2,256 in ADEME (AR6) and 1,924 in DESNZ (AR5)', async () => {
    expect(await detailOf('ademe-base-carbone:43632')).toMatchObject({ kg_co2e_per_unit: 2256, gwp_basis: 'AR6' });
    expect(await detailOf('uk-desnz:2025:3_201_2158_3_1')).toMatchObject({ kg_co2e_per_unit: 1924, gwp_basis: 'AR5' });
  });

  it('offers USEEIO per 2022 euro at the documented rate, the dollar value kept as published', async () => {
    const cement = await detailOf('us-epa-useeio:327310', 'fr');
    expect(cement).toMatchObject({
      unit: 'EUR',
      currency: 'EUR',
      price_year: 2022,
      unit_raw: 'kg CO2e/2022 USD, purchaser price',
      gwp_basis: 'AR5',
    });
    expect(cement.kg_co2e_per_unit).toBeCloseTo(cement.source_value * 1.053, 2);
    expect(cement.comment).toContain('1.0530 USD pour 1 EUR');
  });

  it('carries the new fields in search results', async () => {
    const result = await search(alice, { q: 'gaz naturel', lang: 'fr' });
    const gas = result.items.find((item) => item.key === 'ademe-base-carbone:13515');
    expect(gas).toMatchObject({
      unit_label: 'kWh PCI',
      energy_basis: 'LHV',
      gwp_basis: 'AR5',
      validity: 'expired',
      valid_to: '2018-12-31',
      latest_edition: true,
      edition: 'V23.6',
      currency: null,
    });
    expect(gas?.parts.map((p) => p.kind)).toEqual(['combustion', 'upstream']);
    const archived = await search(alice, { q: 'ordinateur portable', lang: 'fr', include_archived: 'true' });
    expect(archived.items.find((item) => item.key === 'ademe-base-carbone:20595')?.validity).toBe('archived');
  });

  it('offers one row per unit where ADEME publishes a fuel in several units, and says what each was published in', async () => {
    for (const [q, lang] of [
      ['gazole B7', 'fr'],
      ['gazole B7', 'en'],
      ['gazole B30', 'fr'],
    ] as const) {
      const result = await search(alice, { q, lang, limit: '50' });
      const diesel = result.items.filter((item) => /^Gazole(?: routier)?, B(?:7|30)$/.test(item.name_fr ?? ''));
      expect(diesel.length, q).toBeGreaterThanOrEqual(3);
      const shown = diesel.map((item) => `${item.name_fr} | ${item.unit_label} | ${item.location ?? ''}`);
      expect(shown, `${q} ${lang}`).toEqual([...new Set(shown)]);
    }
    const b7 = (await search(alice, { q: 'gazole B7', lang: 'fr', limit: '50' })).items.filter(
      (item) => item.name_fr === 'Gazole routier, B7',
    );
    expect(b7.map((item) => [item.unit_label, item.unit_raw]).sort()).toEqual([
      ['kWh PCI', 'kgCO2e/kWh PCI'],
      ['l', 'kgCO2e/litre'],
      ['tonne', 'kgCO2e/tonne'],
    ]);
    // The per-GJ row stays readable by id, published per GJ and pointing at the row search offers.
    expect(await detailOf('ademe-base-carbone:25776', 'fr')).toMatchObject({
      unit_label: 'kWh PCI',
      unit_raw: 'kgCO2e/GJ PCI',
      duplicate_of_key: 'ademe-base-carbone:25778',
    });
  });

  it('gives a company factor its own edition, no parts and a current validity', async () => {
    const response = await t.call(alice, 'POST', '/emission-factors', {
      payload: { company_id: alice.user.company_id, name_en: 'Our own steel', unit: 'kg', kg_co2e_per_unit: 1.9 },
    });
    expect(response.statusCode, response.body).toBe(201);
    const own = response.json() as FactorDetail;
    expect(own).toMatchObject({
      parts: [],
      validity: 'current',
      valid_to: null,
      latest_edition: true,
      edition: null,
      unit_label: 'kg',
      gwp_basis: null,
      replaced_by: null,
    });
    expect(own.editions.map((e) => e.id)).toEqual([own.id]);
    await t.call(alice, 'DELETE', `/emission-factors/${own.id}`);
  });
});

describe('company factors', () => {
  const mine = {
    name_fr: 'Acier de notre fournisseur',
    name_en: 'Our supplier steel',
    unit: 'kg',
    kg_co2e_per_unit: 1.7,
  };

  it('lets an editor add a factor that only its company finds', async () => {
    const created = await t.call(alice, 'POST', '/emission-factors', {
      payload: {
        company_id: alice.user.company_id,
        ...mine,
        category_path: ['Achats', 'Métaux'],
        year: 2025,
      },
      lang: 'fr',
    });
    expect(created.statusCode, created.body).toBe(201);
    const factor = created.json() as FactorDetail;
    expect(factor).toMatchObject({
      source: 'company',
      company_id: alice.user.company_id,
      name: 'Acier de notre fournisseur',
      name_languages: 'fr+en',
      unit: 'kg',
      unit_family: 'mass',
      kg_co2e_per_unit: 1.7,
      status: 'valid',
    });
    expect(factor.key).toBe(`company:${factor.id}`);

    const withCompany = await search(alice, { q: 'fournisseur acier', company_id: alice.user.company_id });
    expect(withCompany.items[0]).toMatchObject({ id: factor.id, company_id: alice.user.company_id });
    const libraryOnly = await search(alice, { q: 'fournisseur acier' });
    expect(libraryOnly.items.map((item) => item.id)).not.toContain(factor.id);
    // The library count is the library's: company factors are not in it.
    expect(withCompany.library_total).toBe(searchableInSubset);
  });

  it('hides a company’s factors from other companies (404), searching included', async () => {
    const created = (
      await t.call(alice, 'POST', '/emission-factors', {
        payload: { company_id: alice.user.company_id, ...mine, name_fr: 'Acier secret' },
      })
    ).json() as FactorDetail;
    expect((await t.call(bob, 'GET', `/emission-factors/${created.id}`)).statusCode).toBe(404);
    expect(
      (await t.call(bob, 'PATCH', `/emission-factors/${created.id}`, { payload: { kg_co2e_per_unit: 9 } }))
        .statusCode,
    ).toBe(404);
    expect((await t.call(bob, 'DELETE', `/emission-factors/${created.id}`)).statusCode).toBe(404);
    const snooping = await t.call(
      bob,
      'GET',
      `/emission-factors/search?q=acier&company_id=${alice.user.company_id}`,
    );
    expect(snooping.statusCode).toBe(404);
    const bobs = await search(bob, { q: 'acier secret', company_id: bob.user.company_id });
    expect(bobs.items.map((item) => item.id)).not.toContain(created.id);
    expect(
      (
        await t.call(bob, 'POST', '/emission-factors', {
          payload: { company_id: alice.user.company_id, ...mine },
        })
      ).statusCode,
    ).toBe(404);
  });

  it('keeps the library read-only (403 library_read_only)', async () => {
    const id = await factorId(t.database, 'ademe-base-carbone:20719');
    const patch = await t.call(alice, 'PATCH', `/emission-factors/${id}`, {
      payload: { kg_co2e_per_unit: 0 },
      lang: 'en',
    });
    expect(patch.statusCode).toBe(403);
    expect(patch.json()).toMatchObject({ code: 'library_read_only' });
    const del = await t.call(alice, 'DELETE', `/emission-factors/${id}`, { lang: 'fr' });
    expect(del.statusCode).toBe(403);
    expect(del.json()).toMatchObject({
      code: 'library_read_only',
      detail: expect.stringMatching(/lecture seule/),
    });
    const [row] = await queryRows<{ value: number }>(
      t.database,
      sql`select kg_co2e_per_unit as value from emission_factors where id = ${id}`,
    );
    expect(Number(row?.value)).toBe(88);
  });

  it('updates, archives and deletes an own factor; viewers may only read', async () => {
    const created = (
      await t.call(alice, 'POST', '/emission-factors', {
        payload: {
          company_id: alice.user.company_id,
          name_en: 'Packaging film',
          unit: 'kg',
          kg_co2e_per_unit: 2,
        },
      })
    ).json() as FactorDetail;
    const viewer = await joinAs(alice, 'viewer');
    expect((await t.call(viewer, 'GET', `/emission-factors/${created.id}`)).statusCode).toBe(200);
    expect(
      (await t.call(viewer, 'PATCH', `/emission-factors/${created.id}`, { payload: { kg_co2e_per_unit: 3 } }))
        .statusCode,
    ).toBe(403);
    expect(
      (
        await t.call(viewer, 'POST', '/emission-factors', {
          payload: { company_id: alice.user.company_id, ...mine },
        })
      ).statusCode,
    ).toBe(403);

    const updated = await t.call(alice, 'PATCH', `/emission-factors/${created.id}`, {
      payload: { kg_co2e_per_unit: 2.5, unit: 'tonne', name_fr: 'Film d’emballage' },
      lang: 'fr',
    });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json()).toMatchObject({
      kg_co2e_per_unit: 2.5,
      unit: 'tonne',
      name: 'Film d’emballage',
      name_languages: 'fr+en',
    });

    const archived = await t.call(alice, 'PATCH', `/emission-factors/${created.id}`, {
      payload: { status: 'archived' },
    });
    expect(archived.json()).toMatchObject({ status: 'archived' });
    const hidden = await search(alice, { q: 'packaging film', company_id: alice.user.company_id });
    expect(hidden.items.map((item) => item.id)).not.toContain(created.id);

    expect((await t.call(alice, 'DELETE', `/emission-factors/${created.id}`)).statusCode).toBe(204);
    expect((await t.call(alice, 'GET', `/emission-factors/${created.id}`)).statusCode).toBe(404);
  });

  it('refuses a factor without a name or with a negative value, in the user’s language', async () => {
    const noName = await t.call(alice, 'POST', '/emission-factors', {
      payload: { company_id: alice.user.company_id, unit: 'kg', kg_co2e_per_unit: 1 },
      lang: 'fr',
    });
    expect(noName.statusCode).toBe(422);
    expect(detail(noName)).toEqual([
      expect.objectContaining({
        loc: ['body', 'name_en'],
        msg: 'Donnez au facteur un nom en français ou en anglais',
      }),
    ]);
    const negative = await t.call(alice, 'POST', '/emission-factors', {
      payload: { company_id: alice.user.company_id, name_en: 'X', unit: 'parsec', kg_co2e_per_unit: -1 },
    });
    expect(negative.statusCode).toBe(422);
    expect((detail(negative) as { loc: unknown[] }[]).map((issue) => issue.loc)).toEqual([
      ['body', 'unit'],
      ['body', 'kg_co2e_per_unit'],
    ]);
    const [row] = await queryRows<{ n: number }>(
      t.database,
      sql`select count(*)::int as n from emission_factors where company_id = ${alice.user.company_id} and name_en = 'X'`,
    );
    expect(Number(row?.n)).toBe(0);
  });
});
