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
  it('offers only searchable factors unless archived ones are asked for, and never a duplicate', () => {
    expect(render(searchFilters(base)).sql).toBe('f.searchable AND f.duplicate_of_key IS NULL');
    expect(render(searchFilters({ ...base, includeArchived: true })).sql).toBe('f.duplicate_of_key IS NULL');
  });

  it('binds every filter value as a parameter, never as SQL text', () => {
    const hostile = "ademe'; DROP TABLE emission_factors; --";
    const { sql, params } = render(
      searchFilters({ ...base, source: hostile, unitFamily: 'energy', country: 'FR', year: 2024, scope: 2 }),
    );
    expect(sql).toBe(
      'f.searchable AND f.duplicate_of_key IS NULL AND f.source = $1 AND f.unit_family = $2 AND f.country_code = $3 AND f.year = $4 AND f.ghg_scope = $5',
    );
    expect(params).toEqual([hostile, 'energy', 'FR', 2024, 2]);
  });
});

describe('factorSearchSql', () => {
  it("reads a company's own factors only for the company it is given", () => {
    const library = render(factorSearchSql(base));
    expect(library.sql).not.toContain('f.company_id = $');
    const companyId = '6f1c2a7e-8d4b-4c3a-9f0e-1b2c3d4e5f60';
    const withOwn = render(factorSearchSql({ ...base, companyId }));
    expect(withOwn.sql).toContain('f.company_id = $');
    expect(withOwn.params).toContain(companyId);
  });

  it('ranks physical units first, and money first when the query speaks of spend', () => {
    const physical = render(factorSearchSql(base)).sql;
    expect(physical).toContain("CASE WHEN f.unit_family <> 'money' THEN 1 ELSE 0 END");
    const spend = render(factorSearchSql({ ...base, query: 'IT services' })).sql;
    expect(spend).toContain("CASE WHEN f.unit_family = 'money' THEN 1 ELSE 0 END");
    expect(spend).not.toContain("CASE WHEN f.unit_family <> 'money' THEN 1 ELSE 0 END");
  });

  it('prefers French factors and French names for a French request', () => {
    const fr = render(factorSearchSql({ ...base, lang: 'fr' })).sql;
    expect(fr).toContain("f.country_code = 'FR'");
    expect(fr).toContain('coalesce(p.name_fr, p.name_en)');
    const en = render(factorSearchSql(base)).sql;
    expect(en).not.toContain("f.country_code = 'FR'");
    expect(en).toContain('coalesce(p.name_en, p.name_fr)');
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
