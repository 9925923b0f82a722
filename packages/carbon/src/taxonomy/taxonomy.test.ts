import { describe, expect, it } from 'vitest';
import {
  ACCOUNTING_CATEGORIES,
  BEGES_V4_ITEMS,
  BEGES_V5_ITEMS,
  SCOPE3_CATEGORY_NAMES,
  accountingCategory,
} from './index.ts';

const CONTRACT_KEYS: Record<string, { scope: number; scope3Category: number | null; begesItem?: string; derivedOnly?: boolean }> = {
  stationary_combustion: { scope: 1, scope3Category: null, begesItem: '1.1' },
  mobile_combustion: { scope: 1, scope3Category: null, begesItem: '1.2' },
  process_emissions: { scope: 1, scope3Category: null, begesItem: '1.3' },
  fugitive_emissions: { scope: 1, scope3Category: null, begesItem: '1.4' },
  land_use: { scope: 1, scope3Category: null, begesItem: '1.5' },
  electricity: { scope: 2, scope3Category: null, begesItem: '2.1' },
  heat_steam: { scope: 2, scope3Category: null, begesItem: '2.2' },
  cooling: { scope: 2, scope3Category: null, begesItem: '2.2' },
  purchased_goods: { scope: 3, scope3Category: 1, begesItem: '4.1' },
  purchased_services: { scope: 3, scope3Category: 1, begesItem: '4.5' },
  capital_goods: { scope: 3, scope3Category: 2, begesItem: '4.2' },
  upstream_fuel_energy: { scope: 3, scope3Category: 3, derivedOnly: true },
  transmission_distribution_losses: { scope: 3, scope3Category: 3, derivedOnly: true },
  upstream_transport: { scope: 3, scope3Category: 4, begesItem: '3.1' },
  waste: { scope: 3, scope3Category: 5, begesItem: '4.3' },
  business_travel: { scope: 3, scope3Category: 6, begesItem: '3.5' },
  employee_commuting: { scope: 3, scope3Category: 7, begesItem: '3.3' },
  upstream_leased_assets: { scope: 3, scope3Category: 8, begesItem: '4.4' },
  downstream_transport: { scope: 3, scope3Category: 9, begesItem: '3.2' },
  visitor_travel: { scope: 3, scope3Category: 9, begesItem: '3.4' },
  processing_sold_products: { scope: 3, scope3Category: 10 },
  use_sold_products: { scope: 3, scope3Category: 11, begesItem: '5.1' },
  end_of_life_sold_products: { scope: 3, scope3Category: 12, begesItem: '5.3' },
  downstream_leased_assets: { scope: 3, scope3Category: 13, begesItem: '5.2' },
  franchises: { scope: 3, scope3Category: 14 },
  investments: { scope: 3, scope3Category: 15, begesItem: '5.4' },
};

describe('accounting taxonomy', () => {
  it('has unique snake_case keys', () => {
    const keys = ACCOUNTING_CATEGORIES.map((c) => c.key);
    expect(new Set(keys).size).toBe(keys.length);
    for (const key of keys) expect(key).toMatch(/^[a-z][a-z0-9_]*$/);
  });

  it('has every key of the contract with its scope, scope 3 category and BEGES item', () => {
    for (const [key, expected] of Object.entries(CONTRACT_KEYS)) {
      expect(accountingCategory(key), key).toMatchObject(expected);
    }
    expect(accountingCategory('nope')).toBeUndefined();
  });

  it('uses all 22 BEGES v5 postes, and only those', () => {
    expect(Object.keys(BEGES_V5_ITEMS)).toHaveLength(22);
    const used = new Set(ACCOUNTING_CATEGORIES.map((c) => c.begesItem));
    expect([...used].sort()).toEqual(Object.keys(BEGES_V5_ITEMS).sort());
    expect(BEGES_V5_ITEMS['1.1']!.labelFr).toBe('Émissions directes des sources fixes de combustion');
    expect(BEGES_V5_ITEMS['3.4']!.labelFr).toBe('Déplacements des visiteurs et des clients');
    expect(BEGES_V5_ITEMS['6.1']!.labelFr).toBe('Autres émissions indirectes');
  });

  it('maps every category to a BEGES v4 poste, all 23 used', () => {
    expect(Object.keys(BEGES_V4_ITEMS)).toHaveLength(23);
    const used = new Set(ACCOUNTING_CATEGORIES.map((c) => c.begesV4Item));
    expect([...used].sort()).toEqual(Object.keys(BEGES_V4_ITEMS).sort());
    for (const c of ACCOUNTING_CATEGORIES) expect(BEGES_V4_ITEMS[c.begesV4Item]!.scope, c.key).toBe(c.scope);
  });

  it('covers the 15 scope 3 categories, each with at least one key, with their GHG Protocol names', () => {
    expect(Object.keys(SCOPE3_CATEGORY_NAMES).map(Number)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15]);
    for (let n = 1; n <= 15; n++) {
      expect(ACCOUNTING_CATEGORIES.some((c) => c.scope3Category === n), `category ${n}`).toBe(true);
    }
    expect(SCOPE3_CATEGORY_NAMES[3]!.en).toBe('Fuel- and energy-related activities (not included in scope 1 or scope 2)');
    expect(SCOPE3_CATEGORY_NAMES[12]!.en).toBe('End-of-life treatment of sold products');
  });

  it('is consistent: scope 3 alone has a scope 3 category, scopes match the BEGES catégories', () => {
    for (const c of ACCOUNTING_CATEGORIES) {
      expect(c.scope3Category === null, c.key).toBe(c.scope !== 3);
      const begesCategory = BEGES_V5_ITEMS[c.begesItem]!.category;
      expect(c.scope === 3 ? begesCategory >= 3 : begesCategory === c.scope, c.key).toBe(true);
      expect(c.nameEn.length > 0 && c.nameFr.length > 0, c.key).toBe(true);
    }
  });

  it('marks the derived rows and the kinds the ledger computes from', () => {
    expect(ACCOUNTING_CATEGORIES.filter((c) => c.derivedOnly).map((c) => c.key)).toEqual([
      'upstream_fuel_energy',
      'transmission_distribution_losses',
    ]);
    expect(accountingCategory('stationary_combustion')!.kind).toBe('fuel_combustion');
    expect(accountingCategory('mobile_combustion')!.kind).toBe('fuel_combustion');
    expect(accountingCategory('electricity')!.kind).toBe('electricity');
    expect(accountingCategory('heat_steam')!.kind).toBe('purchased_energy');
    expect(accountingCategory('fugitive_emissions')!.kind).toBe('refrigerant');
    expect(accountingCategory('purchased_goods')!.kind).toBe('activity');
  });
});
