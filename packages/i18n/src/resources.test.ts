import { describe, expect, it } from 'vitest';
import { resources } from './resources.ts';
import { formatEmissions, formatNumber, formatPercent } from './format.ts';

function keys(node: unknown, prefix = ''): string[] {
  if (node && typeof node === 'object') {
    return Object.entries(node).flatMap(([k, v]) => keys(v, `${prefix}${k}.`));
  }
  return [prefix.slice(0, -1)];
}

const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

/** The keys of a catalog with the plural forms folded into one key: English and French need different forms. */
function pluralGroups(catalog: unknown): Map<string, string[]> {
  const groups = new Map<string, string[]>();
  for (const key of keys(catalog)) {
    const base = key.replace(PLURAL_SUFFIX, '');
    groups.set(base, [...(groups.get(base) ?? []), ...(base === key ? [] : [key.slice(base.length + 1)])]);
  }
  return groups;
}

describe('catalogs', () => {
  it('hold the same keys in English and French, and no empty string', () => {
    for (const ns of Object.keys(resources.en) as (keyof typeof resources.en)[]) {
      expect([...pluralGroups(resources.fr[ns]).keys()].sort(), ns).toEqual([...pluralGroups(resources.en[ns]).keys()].sort());
      for (const lang of ['en', 'fr'] as const) {
        const empty = keys(resources[lang][ns]).filter((k) => {
          const value = k.split('.').reduce<unknown>((n, p) => (n as Record<string, unknown>)[p], resources[lang][ns]);
          return typeof value === 'string' && value.trim() === '';
        });
        expect(empty, `${lang}/${ns}`).toEqual([]);
      }
    }
  });

  it('give every counted text each plural form its language needs (French has "many": 1,000,000 de…)', () => {
    for (const lang of ['en', 'fr'] as const) {
      const needed = [...new Intl.PluralRules(lang).resolvedOptions().pluralCategories].sort();
      for (const ns of Object.keys(resources[lang]) as (keyof typeof resources.en)[]) {
        for (const [base, forms] of pluralGroups(resources[lang][ns])) {
          if (forms.length > 0) expect([...forms].sort(), `${lang}/${ns}:${base}`).toEqual(needed);
        }
      }
    }
  });

  it('never words a count as "(s)": plural rules do that', () => {
    for (const lang of ['en', 'fr'] as const) {
      for (const ns of Object.keys(resources[lang]) as (keyof typeof resources.en)[]) {
        const text = JSON.stringify(resources[lang][ns]);
        expect(text.match(/\p{L}\((s|e|es|x)\)/gu), `${lang}/${ns}`).toBeNull();
      }
    }
  });
});

describe('number formatting', () => {
  it('uses 2 decimals in the locale format', () => {
    expect(formatNumber(1234.5, 'en')).toBe('1,234.50');
    // French groups with a narrow no-break space and uses a decimal comma.
    expect(formatNumber(1234.5, 'fr')).toBe('1\u202f234,50');
  });
  it('writes percentages as each language does', () => {
    expect(formatPercent(100, 'en')).toBe('100%');
    expect(formatPercent(67, 'fr')).toBe('67\u00a0%');
  });
  it('switches to tonnes from 1,000 kg', () => {
    expect(formatEmissions(999.994, 'en')).toBe('999.99 kg CO2e');
    expect(formatEmissions(1234560, 'en')).toBe('1,234.56 t CO2e');
  });
});
