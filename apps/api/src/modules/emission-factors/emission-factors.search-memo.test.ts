import { describe, expect, it } from 'vitest';
import { searchValues, type FactorSearchParams } from './emission-factors.search-sql.ts';
import { SearchMemo, searchMemoKey } from './emission-factors.service.ts';

describe('SearchMemo', () => {
  it('returns a kept result only for the same key in the same database state', () => {
    const memo = new SearchMemo<string>();
    memo.set('diesel', 'import-1|2026-11-23', 'rows');
    expect(memo.get('diesel', 'import-1|2026-11-23')).toBe('rows');
    expect(memo.get('diesel', 'import-2|2026-11-23')).toBeUndefined();
    // A changed state drops the entry: the next search runs the statement again.
    expect(memo.get('diesel', 'import-1|2026-11-23')).toBeUndefined();
    expect(memo.get('gazole', 'import-1|2026-11-23')).toBeUndefined();
  });

  it('keeps at most its capacity, dropping the least recently used', () => {
    const memo = new SearchMemo<number>(2);
    memo.set('a', 's', 1);
    memo.set('b', 's', 2);
    expect(memo.get('a', 's')).toBe(1);
    memo.set('c', 's', 3);
    expect(memo.get('b', 's')).toBeUndefined();
    expect(memo.get('a', 's')).toBe(1);
    expect(memo.get('c', 's')).toBe(3);
  });
});

describe('searchMemoKey', () => {
  const search = (userId: string, lang: 'en' | 'fr' = 'en'): FactorSearchParams => ({
    query: 'gazole',
    lang,
    limit: 20,
    minScore: 0,
    companyId: null,
    userId,
    includeArchived: false,
  });
  const alice = '0b7f4e4a-8a1e-4c57-9f49-3c1f1b1f0a01';
  const bob = '5d0c2b1e-2f6a-4f1e-8f0e-9a7c0e6b2c02';
  const france = 'import-1|2026-11-24|:0|FR';

  it('is shared by users whose searches depend on the same state (the same leading country)', () => {
    expect(searchMemoKey(searchValues(search(alice)), france)).toBe(searchMemoKey(searchValues(search(bob)), france));
    // The interface language only chooses the names shown.
    expect(searchMemoKey(searchValues(search(alice, 'fr')), france)).toBe(searchMemoKey(searchValues(search(bob)), france));
  });

  it('differs when the leading country, the query or a filter differs', () => {
    const key = searchMemoKey(searchValues(search(alice)), france);
    expect(searchMemoKey(searchValues(search(bob)), 'import-1|2026-11-24|:0|GB')).not.toBe(key);
    expect(searchMemoKey(searchValues({ ...search(alice), query: 'diesel' }), france)).not.toBe(key);
    expect(searchMemoKey(searchValues({ ...search(alice), source: 'uk-desnz' }), france)).not.toBe(key);
  });
});
