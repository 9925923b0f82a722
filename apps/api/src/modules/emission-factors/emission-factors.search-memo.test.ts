import { describe, expect, it } from 'vitest';
import { SearchMemo } from './emission-factors.service.ts';

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
