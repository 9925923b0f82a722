import type { NormalisedFactor } from './factor';

/**
 * Every distinct level of the factors' category paths, per source, sorted: what the factor page names through the
 * `factors` catalog (written to packages/i18n/src/category-levels.fixture.json by scripts/category-levels.ts).
 * Both the French and the English path count: a source publishes one of them, OWID both.
 */
export function categoryLevels(factors: readonly NormalisedFactor[]): Record<string, string[]> {
  const levels = new Map<string, Set<string>>();
  for (const factor of factors) {
    const set = levels.get(factor.source) ?? new Set<string>();
    for (const level of [...factor.categoryPathFr, ...factor.categoryPathEn]) set.add(level);
    levels.set(factor.source, set);
  }
  return Object.fromEntries(
    [...levels.keys()].sort().map((source) => [source, [...(levels.get(source) ?? [])].sort(compare)]),
  );
}

/** Code-point order: stable across machines and Node versions, unlike a locale collation. */
function compare(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
