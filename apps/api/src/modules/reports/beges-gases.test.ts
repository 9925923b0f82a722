import { describe, expect, it } from 'vitest';
import { entryGases, reconcile, usableSplit, type FactorGases, type GasEntry, type StoredGases } from './beges-gases.ts';

/** ADEME's "Fioul domestique" shape: CO2f, CH4f, N2O and biogenic CO2 per litre, summing to the total (3.25). */
const GASES: StoredGases = {
  co2_fossil: 3.17,
  ch4_fossil: 0.02,
  ch4_biogenic: 0.01,
  ch4: null,
  n2o: 0.05,
  other: null,
  co2_biogenic: 0.4,
};
const factors = new Map<string, FactorGases>([
  ['fioul', { kgCo2ePerUnit: 3.25, gases: GASES }],
  // DESNZ shape: unqualified CH4, no other gases.
  ['desnz', { kgCo2ePerUnit: 2.5, gases: { ...GASES, co2_fossil: 2.4, ch4_fossil: null, ch4_biogenic: null, ch4: 0.07, n2o: 0.03, co2_biogenic: null } }],
  ['nosplit', { kgCo2ePerUnit: 0.5, gases: null }],
  // A split that does not describe its total (ADEME has 3 valid factors whose gases sum to 0).
  ['zero', { kgCo2ePerUnit: 1.2, gases: { ...GASES, co2_fossil: 0, ch4_fossil: 0, ch4_biogenic: 0, n2o: 0 } }],
  ['partial', { kgCo2ePerUnit: 10, gases: GASES }],
]);

const entry = (fields: Partial<GasEntry>): GasEntry => ({
  co2eKg: 3250,
  factorId: 'fioul',
  factorKgCo2ePerUnit: 3.25,
  derivedFromEntryId: null,
  ...fields,
});

const inTotal = (g: ReturnType<typeof entryGases>) => g.co2Fossil + g.ch4 + g.n2o + g.other + g.notSplit;
/** Re-adding the columns in another order differs from the entry's CO2e by float rounding only: far below a gram. */
const expectSum = (g: ReturnType<typeof entryGases>, kg: number) => expect(Math.abs(inTotal(g) - kg)).toBeLessThan(1e-6);

describe('BEGES gas split', () => {
  it("applies the factor's shares to the entry's CO2e, the columns summing to it exactly", () => {
    const g = entryGases(entry({}), factors);
    expect(g.co2Fossil).toBeCloseTo(3170, 9);
    expect(g.ch4).toBeCloseTo(30, 9); // fossil and biogenic methane in one column
    expect(g.n2o).toBeCloseTo(50, 9);
    expect(g.other).toBeCloseTo(0, 9);
    expect(g.notSplit).toBe(0);
    expect(g.co2Biogenic).toBeCloseTo(400, 9); // beside the total
    expectSum(g, 3250);
  });

  it('sums to an awkward total to the kilogram (and below), whatever the shares', () => {
    for (const kg of [1234.567, 0.001, 98_765_432.1, -12.5]) {
      const g = entryGases(entry({ co2eKg: kg, factorId: 'desnz', factorKgCo2ePerUnit: 2.5 }), factors);
      expectSum(g, kg);
      expect(g.ch4 / kg).toBeCloseTo(0.07 / 2.5, 12);
    }
  });

  it('scales an entry that counts part of its factor (the combustion part) to its own CO2e', () => {
    const g = entryGases(entry({ co2eKg: 2700 }), factors);
    expectSum(g, 2700);
    expect(g.co2Fossil).toBeCloseTo((2700 * 3.17) / 3.25, 9);
  });

  it('puts the whole CO2e in "not split" when the factor publishes no usable split', () => {
    for (const fields of [
      { factorId: 'nosplit', factorKgCo2ePerUnit: 0.5 },
      { factorId: null }, // a custom factor, or a factor since deleted
      { factorId: 'unknown' }, // another company's factor is never read
      { factorId: 'zero', factorKgCo2ePerUnit: 1.2 },
      { factorId: 'partial', factorKgCo2ePerUnit: 10 }, // gases sum to 3.25 of 10
    ]) {
      const g = entryGases(entry({ co2eKg: 777.7, ...fields }), factors);
      expect(g).toEqual({ co2Fossil: 0, ch4: 0, n2o: 0, other: 0, notSplit: 777.7, co2Biogenic: 0 });
    }
  });

  it("does not apply a split to an entry whose factor has changed value since the entry copied it", () => {
    const g = entryGases(entry({ factorKgCo2ePerUnit: 3.1 }), factors);
    expect(g.notSplit).toBe(3250);
    // A derived row (scope 3 cat. 3) copies a part of the factor's value: its factor is still the same one.
    const derived = entryGases(entry({ co2eKg: 550, factorKgCo2ePerUnit: 0.55, derivedFromEntryId: 'e1' }), factors);
    expect(derived.notSplit).toBe(0);
    expectSum(derived, 550);
  });

  it('accepts a split within 1 % of its total and refuses one further off', () => {
    expect(usableSplit({ kgCo2ePerUnit: 3.27, gases: GASES })).not.toBeNull();
    expect(usableSplit({ kgCo2ePerUnit: 3.4, gases: GASES })).toBeNull();
  });

  it("reconciles a line's columns with the inventory's total through 'not split'", () => {
    const g = reconcile({ co2Fossil: 100, ch4: 10, n2o: 5, other: 0, notSplit: 40, co2Biogenic: 3 }, 155.000001);
    expect(Math.abs(g.co2Fossil + g.ch4 + g.n2o + g.other + g.notSplit - 155.000001)).toBeLessThan(1e-9);
    expect(g.co2Biogenic).toBe(3);
  });
});
