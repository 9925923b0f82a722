import levels from '@carbon/i18n/category-levels.fixture.json';
import { resources } from '@carbon/i18n/resources';
import { describe, expect, it } from 'vitest';
import { categoryKey } from './factor-format';

/**
 * Issue 8: the factor page names every level of a factor's category path in the user's language (CategoryPath).
 * The levels are those the importer reads from the carried reference data, written to
 * packages/i18n/src/category-levels.fixture.json by `npx tsx packages/db/scripts/category-levels.ts`
 * (packages/db's import-factors test fails when that file is stale).
 */
const bySource = levels as Record<string, string[]>;
const catalogs = { en: resources.en.factors.categories, fr: resources.fr.factors.categories } as Record<
  'en' | 'fr',
  Record<string, string>
>;

describe('category path catalog (issue 8)', () => {
  it('lists the levels of every source', () => {
    expect(Object.keys(bySource).sort()).toEqual([
      'ademe-base-carbone',
      'agribalyse',
      'owid-grid-intensity',
      'uk-desnz',
      'us-epa-useeio',
    ]);
    for (const list of Object.values(bySource)) expect(list.length).toBeGreaterThan(0);
  });

  it.each(['en', 'fr'] as const)('names every level of every source in %s', (lang) => {
    const unnamed = Object.entries(bySource).flatMap(([source, list]) =>
      list
        .filter((level) => !catalogs[lang][categoryKey(level)]?.trim())
        .map((level) => `${source}: ${level}`),
    );
    expect(unnamed).toEqual([]);
  });

  it('uses keys an i18n plural lookup never reads as a plural form ("Refrigerant & other" is refrigerant-other)', () => {
    for (const list of Object.values(bySource)) {
      for (const level of list) expect(categoryKey(level)).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    }
    expect(categoryKey('Refrigerant & other')).toBe('refrigerant-other');
  });
});
