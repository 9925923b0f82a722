import { describe, expect, it } from 'vitest';
import {
  DEFAULT_SLOT_SHARES,
  FAMILY_SLOTS,
  TariffError,
  averageTariffPrice,
  energyCost,
  orderSlots,
  slotEnergyCost,
  slotProblems,
  type SlotPrice,
} from './index.ts';

const base: SlotPrice[] = [{ slot: 'base', price_eur_per_kwh: 0.1785 }];
const hpHc: SlotPrice[] = [
  { slot: 'hp', price_eur_per_kwh: 0.24 },
  { slot: 'hc', price_eur_per_kwh: 0.18 },
];
const season: SlotPrice[] = [
  { slot: 'hphs', price_eur_per_kwh: 0.3 },
  { slot: 'hpbs', price_eur_per_kwh: 0.2 },
  { slot: 'hchs', price_eur_per_kwh: 0.15 },
  { slot: 'hcbs', price_eur_per_kwh: 0.1 },
];

describe('tariff families', () => {
  it('have 1, 2 and 4 slots', () => {
    expect(FAMILY_SLOTS.base).toEqual(['base']);
    expect(FAMILY_SLOTS.hp_hc).toEqual(['hp', 'hc']);
    expect(FAMILY_SLOTS.season_hphc).toEqual(['hphs', 'hpbs', 'hchs', 'hcbs']);
  });

  it('default shares are the hours of a year: 16 peak and 8 off-peak hours a day, 151 high-season days', () => {
    expect(DEFAULT_SLOT_SHARES.hp_hc.hp).toBeCloseTo(2 / 3, 12);
    expect(DEFAULT_SLOT_SHARES.hp_hc.hc).toBeCloseTo(1 / 3, 12);
    // 151 × 16 = 2416, 214 × 16 = 3424, 151 × 8 = 1208, 214 × 8 = 1712 hours of 8760
    expect(DEFAULT_SLOT_SHARES.season_hphc).toEqual({
      hphs: 2416 / 8760,
      hpbs: 3424 / 8760,
      hchs: 1208 / 8760,
      hcbs: 1712 / 8760,
    });
    for (const shares of Object.values(DEFAULT_SLOT_SHARES)) {
      expect(Object.values(shares).reduce((a, b) => a + b, 0)).toBeCloseTo(1, 12);
    }
  });
});

describe('slotProblems', () => {
  it('accepts the exact slot set of each family, in any order', () => {
    expect(slotProblems('base', base)).toEqual([]);
    expect(slotProblems('hp_hc', [...hpHc].reverse())).toEqual([]);
    expect(slotProblems('season_hphc', season)).toEqual([]);
  });

  it('refuses a missing, foreign or repeated slot', () => {
    expect(slotProblems('hp_hc', [hpHc[0]!])).toEqual([{ kind: 'missing_slot', slot: 'hc' }]);
    expect(slotProblems('base', hpHc)).toEqual([
      { kind: 'unexpected_slot', index: 0, slot: 'hp' },
      { kind: 'unexpected_slot', index: 1, slot: 'hc' },
      { kind: 'missing_slot', slot: 'base' },
    ]);
    expect(slotProblems('hp_hc', [hpHc[0]!, hpHc[0]!, hpHc[1]!])).toEqual([
      { kind: 'unexpected_slot', index: 1, slot: 'hp' },
    ]);
    expect(slotProblems('season_hphc', [])).toHaveLength(4);
  });

  it('refuses a price that is not a finite positive number', () => {
    for (const price of [0, -0.1, Number.NaN, Number.POSITIVE_INFINITY, '0.2', null]) {
      expect(slotProblems('base', [{ slot: 'base', price_eur_per_kwh: price }])).toEqual([
        { kind: 'invalid_price', index: 0 },
      ]);
    }
  });
});

describe('averageTariffPrice', () => {
  it('is the single price of a base tariff', () => {
    expect(averageTariffPrice('base', base)).toBe(0.1785);
  });

  it('weights hp and hc by 2/3 and 1/3 by default', () => {
    // 0.24 × 2/3 + 0.18 × 1/3 = 0.16 + 0.06
    expect(averageTariffPrice('hp_hc', hpHc)).toBeCloseTo(0.22, 12);
  });

  it('weights the four seasonal slots by their hours by default', () => {
    // (2416 × 0.30 + 3424 × 0.20 + 1208 × 0.15 + 1712 × 0.10) / 8760 = 1762 / 8760
    expect(averageTariffPrice('season_hphc', season)).toBeCloseTo(1762 / 8760, 12);
  });

  it('takes the company split', () => {
    // 0.24 × 0.6 + 0.18 × 0.4 = 0.144 + 0.072
    expect(averageTariffPrice('hp_hc', hpHc, { hp: 0.6, hc: 0.4 })).toBeCloseTo(0.216, 12);
  });

  it('refuses shares that do not sum to 1, miss a slot or name another family', () => {
    expect(() => averageTariffPrice('hp_hc', hpHc, { hp: 0.5, hc: 0.4 })).toThrow(TariffError);
    expect(() => averageTariffPrice('hp_hc', hpHc, { hp: 1 })).toThrow(TariffError);
    expect(() => averageTariffPrice('hp_hc', hpHc, { hp: 0.5, hc: 0.5, base: 0 })).toThrow(TariffError);
    expect(() => averageTariffPrice('hp_hc', hpHc, { hp: 1.5, hc: -0.5 })).toThrow(TariffError);
  });

  it('refuses an invalid slot set', () => {
    expect(() => averageTariffPrice('hp_hc', base)).toThrow(TariffError);
  });
});

describe('energy cost', () => {
  it('is kWh × price', () => {
    expect(energyCost(12_000, 0.1785)).toBeCloseTo(2142, 9);
    expect(energyCost(0, 0.2)).toBe(0);
  });

  it('refuses a negative or non-finite quantity or price', () => {
    expect(() => energyCost(-1, 0.2)).toThrow(TariffError);
    expect(() => energyCost(Number.NaN, 0.2)).toThrow(TariffError);
    expect(() => energyCost(10, -0.2)).toThrow(TariffError);
  });

  it('adds each slot at its price', () => {
    // 4000 × 0.24 + 2000 × 0.18 = 960 + 360
    expect(slotEnergyCost('hp_hc', hpHc, { hp: 4000, hc: 2000 })).toBeCloseTo(1320, 9);
    expect(() => slotEnergyCost('hp_hc', hpHc, { base: 10 })).toThrow(TariffError);
  });
});

describe('orderSlots', () => {
  it('puts a valid set in the family order', () => {
    expect(orderSlots('season_hphc', [...season].reverse()).map((s) => s.slot)).toEqual(
      FAMILY_SLOTS.season_hphc,
    );
  });
});
