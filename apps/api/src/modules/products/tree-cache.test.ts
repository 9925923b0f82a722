import { describe, expect, it } from 'vitest';
import { TreeCache } from './products.service.ts';

const entry = (companyId: string, version: number, json: string, productIds: string[]) => ({
  companyId,
  version,
  json,
  productIds,
});

describe('TreeCache.advance', () => {
  it('keeps at the new version the trees without a changed product and removes (and names) the ones with one', () => {
    const cache = new TreeCache();
    // Bike uses wheel uses tyre; chair is apart; another company's tree holds an id equal to ours.
    cache.set('c1:bike', entry('c1', 4, '{"bike":1}', ['bike', 'wheel', 'tyre']));
    cache.set('c1:chair', entry('c1', 4, '{"chair":1}', ['chair']));
    cache.set('c1:wheel', entry('c1', 4, '{"wheel":1}', ['wheel', 'tyre']));
    cache.set('c2:tyre', entry('c2', 4, '{"theirs":1}', ['tyre']));
    cache.set('c1:old', entry('c1', 3, '{"old":1}', ['chair']));

    // The tyre saved (its parents are recomputed with it): the trees containing it go, the most recently used first.
    expect(cache.advance('c1', 4, 5, new Set(['tyre', 'wheel', 'bike']))).toEqual(['c1:wheel', 'c1:bike']);
    expect(cache.get('c1:bike', 5)).toBeUndefined();
    expect(cache.get('c1:wheel', 5)).toBeUndefined();
    // The chair's tree is valid at 5 (and no longer at 4).
    expect(cache.get('c1:chair', 5)).toBe('{"chair":1}');
    // Another company's tree and a tree already older than the write are left to the version check.
    expect(cache.get('c2:tyre', 4)).toBe('{"theirs":1}');
    expect(cache.get('c1:old', 5)).toBeUndefined();
  });

  it('advances nothing built at another version', () => {
    const cache = new TreeCache();
    cache.set('c1:chair', entry('c1', 6, '{}', ['chair']));
    expect(cache.advance('c1', 4, 5, new Set(['bike']))).toEqual([]);
    expect(cache.get('c1:chair', 5)).toBeUndefined();
  });
});
