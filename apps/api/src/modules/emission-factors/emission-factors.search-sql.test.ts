import { PgDialect } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { factorSearchSql, isAboutSpend, searchFilters, type FactorSearchParams } from './emission-factors.search-sql.ts';

const dialect = new PgDialect();
const render = (statement: Parameters<PgDialect['sqlToQuery']>[0]) => dialect.sqlToQuery(statement);

const base: FactorSearchParams = {
  query: 'electricity',
  lang: 'en',
  limit: 20,
  minScore: 0.1,
  companyId: null,
  includeArchived: false,
};

describe('isAboutSpend', () => {
  it.each(['dépenses informatiques', 'depenses', 'IT services', 'achats de fournitures', 'office purchases', '1 000 €', 'spend in USD', '$ 500'])(
    'reads "%s" as a query about money',
    (query) => expect(isAboutSpend(query)).toBe(true),
  );

  it.each(['electricity', 'Eurostar train', 'servicing a boiler', 'diesel'])('reads "%s" as a physical query', (query) =>
    expect(isAboutSpend(query)).toBe(false),
  );
});

describe('searchFilters', () => {
  it('offers only searchable factors unless archived ones are asked for, never a duplicate nor an older edition', () => {
    const { sql, params } = render(searchFilters(base));
    expect(sql).toContain("(f.searchable OR ($1::boolean AND f.status = 'archived' AND f.latest_edition))");
    expect(sql).toContain('f.duplicate_of_key IS NULL');
    expect(params[0]).toBe(false);
    expect(render(searchFilters({ ...base, includeArchived: true })).params[0]).toBe(true);
  });

  it('binds every filter value as a parameter, never as SQL text, in one fixed text', () => {
    const hostile = "ademe'; DROP TABLE emission_factors; --";
    const filtered = render(
      searchFilters({ ...base, source: hostile, unitFamily: 'energy', country: 'FR', year: 2024, scope: 2 }),
    );
    expect(filtered.sql).not.toContain('DROP TABLE');
    expect(filtered.params).toEqual([false, hostile, hostile, 'energy', 'energy', 'FR', 'FR', 2024, 2024, 2, 2]);
    // Unfiltered, the same text with NULL values: one prepared statement serves every search.
    const unfiltered = render(searchFilters(base));
    expect(unfiltered.sql).toBe(filtered.sql);
    expect(unfiltered.params).toEqual([false, null, null, null, null, null, null, null, null, null, null]);
  });
});

describe('factorSearchSql', () => {
  it('is one statement text for every query, language, filter and company: values are parameters', () => {
    const texts = new Set(
      [
        base,
        { ...base, lang: 'fr' as const, query: 'vol long courrier' },
        { ...base, query: 'IT services', source: 'uk-desnz', year: 2025, scope: 3 },
        { ...base, companyId: '6f1c2a7e-8d4b-4c3a-9f0e-1b2c3d4e5f60', includeArchived: true, minScore: 0.5 },
        { ...base, query: "béton'); DELETE FROM users; --", limit: 7, minScore: 0.25 },
      ].map((params) => render(factorSearchSql(params)).sql),
    );
    expect(texts.size).toBe(1);
  });

  it("reads a company's own factors only for the company it is given", () => {
    const companyId = '6f1c2a7e-8d4b-4c3a-9f0e-1b2c3d4e5f60';
    expect(render(factorSearchSql({ ...base, companyId })).params).toContain(companyId);
    expect(render(factorSearchSql(base)).params).not.toContain(companyId);
    // Not a UUID (a benchmark's user id): no company, rather than a type error in the database.
    expect(render(factorSearchSql({ ...base, userId: 'bench' })).params).not.toContain('bench');
  });

  it('ranks physical units first, and money first when the query speaks of spend', () => {
    expect(render(factorSearchSql(base)).params).toContain(false);
    const spend = render(factorSearchSql({ ...base, query: 'IT services' }));
    expect(spend.sql).toContain("(f.unit_family = 'money') = $");
    expect(spend.params).toContain(true);
  });

  it('finds and orders the same way in both languages: the language is not a parameter of the statement', () => {
    const en = render(factorSearchSql({ ...base, query: 'vol long courrier' }));
    const fr = render(factorSearchSql({ ...base, query: 'vol long courrier', lang: 'fr' }));
    expect(fr).toEqual(en);
  });

  it('searches the synonyms of the words typed', () => {
    const { params } = render(factorSearchSql({ ...base, query: 'gazole' }));
    expect(params.some((p) => typeof p === 'string' && p.includes('diesel') && p.includes('gasoil'))).toBe(true);
  });

  it("prefers the company's country, mainland before overseas, and its national publisher", () => {
    const { sql } = render(factorSearchSql(base));
    expect(sql).toContain("coalesce(f.location_fr, '') NOT LIKE 'Outre-mer%'");
    expect(sql).toContain("WHEN 'ademe-base-carbone' THEN 'FR'");
  });

  it('keeps the query text and the limits out of the statement text', () => {
    const query = "béton'); DELETE FROM users; --";
    const { sql, params } = render(factorSearchSql({ ...base, query, limit: 7, minScore: 0.25 }));
    expect(sql).not.toContain('DELETE FROM users');
    expect(params).toContain(query);
    expect(params).toContain(7);
    expect(params).toContain(0.25);
  });
});
