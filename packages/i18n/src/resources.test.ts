import { describe, expect, it } from 'vitest';
import { resources } from './resources.ts';
import { formatEmissions, formatNumber, formatPercent } from './format.ts';

function keys(node: unknown, prefix = ''): string[] {
  if (node && typeof node === 'object') {
    return Object.entries(node).flatMap(([k, v]) => keys(v, `${prefix}${k}.`));
  }
  return [prefix.slice(0, -1)];
}

describe('catalogs', () => {
  it('hold the same keys in English and French, and no empty string', () => {
    for (const ns of Object.keys(resources.en) as (keyof typeof resources.en)[]) {
      expect(keys(resources.fr[ns]).sort(), ns).toEqual(keys(resources.en[ns]).sort());
      for (const lang of ['en', 'fr'] as const) {
        const empty = keys(resources[lang][ns]).filter((k) => {
          const value = k.split('.').reduce<unknown>((n, p) => (n as Record<string, unknown>)[p], resources[lang][ns]);
          return typeof value === 'string' && value.trim() === '';
        });
        expect(empty, `${lang}/${ns}`).toEqual([]);
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
