import { describe, expect, it } from 'vitest';
import {
  HICP_EA_INDEX,
  MATERIAL_FACTOR_MAP,
  MATERIAL_TYPES,
  capitalGoodsSchedule,
  estimatedMaterialPrice,
  materialEmission,
  purchaseAmount,
  spendEmission,
} from './index.ts';

describe('materials', () => {
  it('multiplies tonnes by a factor per tonne', () => {
    // 2.5 t × 2,211 kg CO2e/t (new steel) = 5,527.5 kg
    expect(materialEmission(2.5, { kgCo2ePerUnit: 2211, unit: 'tonne' })).toEqual({
      quantityInFactorUnit: 2.5,
      co2eKg: 5527.5,
    });
  });

  it('converts tonnes to kg for a factor per kg', () => {
    // 3 t = 3,000 kg; × 0.919 kg CO2e/kg (paper) = 2,757 kg
    const result = materialEmission(3, { kgCo2ePerUnit: 0.919, unit: 'kg' });
    expect(result.quantityInFactorUnit).toBe(3000);
    expect(result.co2eKg).toBeCloseTo(2757, 9);
  });

  it('maps every material type to a library key and prices only what it can cite', () => {
    for (const type of MATERIAL_TYPES)
      expect(MATERIAL_FACTOR_MAP[type].key).toMatch(/^(ademe-base-carbone|uk-desnz):/);
    // 2,255.7 USD/t ÷ 1.0813 USD/EUR = 2,086.100… → 2,086.10 EUR/t
    expect(estimatedMaterialPrice('aluminium')).toMatchObject({ eurPerTonne: 2086.1, year: 2023 });
    expect(estimatedMaterialPrice('steel')).toBeNull();
    // 2 t × 2,086.10 EUR/t = 4,172.20 EUR
    expect(purchaseAmount(2, 2086.1)).toBe(4172.2);
  });
});

describe('spend', () => {
  it('chains the euro area HICP from its annual rates', () => {
    // 2015 = 100; 2016: 100 × 1.002 = 100.2; 2017: 100.2 × 1.015 = 101.703 → 101.70
    expect(HICP_EA_INDEX[2016]).toBe(100.2);
    expect(HICP_EA_INDEX[2017]).toBe(101.7);
    // … 2020: 105.08; 2021: 105.08 × 1.026 = 107.81208 → 107.81; 2022: 107.81 × 1.084 = 116.86604 → 116.87;
    // 2023: 116.87 × 1.054 = 123.18098 → 123.18
    expect(HICP_EA_INDEX[2021]).toBe(107.81);
    expect(HICP_EA_INDEX[2022]).toBe(116.87);
    expect(HICP_EA_INDEX[2023]).toBe(123.18);
  });

  it('deflates an EUR amount of the purchase year to the factor price year', () => {
    // 10,000 EUR of 2023 → EUR 2022: × 116.87 / 123.18 = 9,487.74 ; × 0.405 kg/EUR (paper & cardboard 2022) = 3,842.54 kg
    const result = spendEmission({
      amount: 10_000,
      currency: 'EUR',
      purchaseYear: 2023,
      factorKgCo2ePerEur: 0.405,
      factorPriceYear: 2022,
    });
    expect(result.amountEur).toBe(10_000);
    expect(result.amountInFactorYearEur).toBeCloseTo((10_000 * 116.87) / 123.18, 9);
    expect(result.amountInFactorYearEur).toBeCloseTo(9487.74, 2);
    expect(result.co2eKg).toBeCloseTo(3842.535, 2);
    expect(result.steps.map((step) => step.kind)).toEqual(['inflation']);
  });

  it('converts USD at the ECB annual average of the purchase year, then deflates', () => {
    // 5,406.50 USD in 2023 ÷ 1.0813 = 5,000 EUR 2023; → EUR 2022: × 116.87 / 123.18 = 4,743.87 EUR;
    // × 0.3 kg/EUR = 1,423.16 kg
    const result = spendEmission({
      amount: 5406.5,
      currency: 'USD',
      purchaseYear: 2023,
      factorKgCo2ePerEur: 0.3,
      factorPriceYear: 2022,
    });
    expect(result.amountEur).toBeCloseTo(5000, 9);
    expect(result.amountInFactorYearEur).toBeCloseTo(4743.87, 2);
    expect(result.co2eKg).toBeCloseTo(1423.16, 2);
    expect(result.steps.map((step) => step.kind)).toEqual(['currency', 'inflation']);
  });

  it('leaves the amount as it is when the factor is at the purchase year prices', () => {
    // 1,000 EUR × 0.5 kg/EUR = 500 kg
    expect(
      spendEmission({
        amount: 1000,
        currency: 'EUR',
        purchaseYear: 2022,
        factorKgCo2ePerEur: 0.5,
        factorPriceYear: 2022,
      }),
    ).toMatchObject({ amountInFactorYearEur: 1000, co2eKg: 500, steps: [] });
  });
});

describe('capital goods', () => {
  it('counts the whole in the purchase year', () => {
    expect(
      capitalGoodsSchedule({
        totalCo2eKg: 12_000,
        purchaseYear: 2024,
        accounting: 'purchase_year',
        usefulLifeYears: 5,
      }),
    ).toEqual([{ year: 2024, share: 1, co2eKg: 12_000 }]);
  });

  it('spreads equal shares over the useful life', () => {
    // 12,000 kg over 4 years: 3,000 kg in 2024, 2025, 2026, 2027
    const schedule = capitalGoodsSchedule({
      totalCo2eKg: 12_000,
      purchaseYear: 2024,
      accounting: 'spread',
      usefulLifeYears: 4,
    });
    expect(schedule.map((year) => [year.year, year.co2eKg])).toEqual([
      [2024, 3000],
      [2025, 3000],
      [2026, 3000],
      [2027, 3000],
    ]);
    expect(() =>
      capitalGoodsSchedule({ totalCo2eKg: 1, purchaseYear: 2024, accounting: 'spread', usefulLifeYears: 0 }),
    ).toThrow();
  });
});
