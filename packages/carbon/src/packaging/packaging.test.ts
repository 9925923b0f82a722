import { describe, expect, it } from 'vitest';
import { PACKAGING_MATERIALS, PACKAGING_MATERIAL_INFO } from './materials.ts';
import {
  estimatedEurPerKg,
  factorPerKg,
  packagingEmissionsKg,
  packagingPriceEur,
  packagingQuantity,
  PackagingConfigurationError,
  weightInKg,
  type PackagingRefusal,
} from './packaging.ts';

function refusal(run: () => unknown): PackagingRefusal | null {
  try {
    run();
    return null;
  } catch (error) {
    if (error instanceof PackagingConfigurationError) return error.reason;
    throw error;
  }
}

describe('packaging quantity', () => {
  it('by units: units × unit weight', () => {
    // 1,000 boxes × 0.25 kg = 250 kg
    expect(packagingQuantity({ mode: 'units', units: 1000, unitWeightKg: 0.25 })).toEqual({
      kg: 250,
      units: 1000,
      unitWeightKg: 0.25,
    });
  });

  it('by total weight: the weight, and units when a unit weight is known', () => {
    // 120 kg, no unit weight → units unknown
    expect(packagingQuantity({ mode: 'weight', totalWeightKg: 120 })).toEqual({ kg: 120, units: null, unitWeightKg: null });
    // 120 kg ÷ 0.4 kg per unit = 300 units
    expect(packagingQuantity({ mode: 'weight', totalWeightKg: 120, unitWeightKg: 0.4 }).units).toBe(300);
  });

  it('by units without a unit weight cannot be computed', () => {
    expect(refusal(() => packagingQuantity({ mode: 'units', units: 10 }))).toBe('units_without_unit_weight');
    expect(refusal(() => packagingQuantity({ mode: 'units', units: 10, unitWeightKg: 0 }))).toBe(
      'units_without_unit_weight',
    );
  });
});

describe('packaging emissions', () => {
  it('by units × unit weight × factor per kg', () => {
    // 1,000 boxes × 0.25 kg = 250 kg; board 1.19972542 kg CO2e/kg → 250 × 1.19972542 = 299.931355 kg CO2e
    const quantity = packagingQuantity({ mode: 'units', units: 1000, unitWeightKg: 0.25 });
    const factor = factorPerKg({ per: 'kg', kgCo2ePerKg: 1.19972542 }, quantity);
    expect(packagingEmissionsKg(quantity, factor)).toBeCloseTo(299.931355, 9);
  });

  it('by total weight × factor per kg', () => {
    // 80 kg of PET × 3.86390131 kg CO2e/kg = 309.1121048 kg CO2e
    const quantity = packagingQuantity({ mode: 'weight', totalWeightKg: 80 });
    expect(packagingEmissionsKg(quantity, factorPerKg({ per: 'kg', kgCo2ePerKg: 3.86390131 }, quantity))).toBeCloseTo(
      309.1121048,
      9,
    );
  });

  it('a factor per unit is spread over the unit weight', () => {
    // 0.05 kg CO2e per bottle ÷ 0.02 kg per bottle = 2.5 kg CO2e/kg; 500 bottles × 0.02 kg = 10 kg → 25 kg CO2e
    // (= 500 × 0.05)
    const quantity = packagingQuantity({ mode: 'units', units: 500, unitWeightKg: 0.02 });
    const perKg = factorPerKg({ per: 'unit', kgCo2ePerUnit: 0.05 }, quantity);
    expect(perKg).toBe(2.5);
    expect(packagingEmissionsKg(quantity, perKg)).toBe(25);
  });

  it('a factor per unit with a quantity by weight and no unit weight cannot be computed', () => {
    const quantity = packagingQuantity({ mode: 'weight', totalWeightKg: 10 });
    expect(refusal(() => factorPerKg({ per: 'unit', kgCo2ePerUnit: 0.05 }, quantity))).toBe(
      'per_unit_factor_without_unit_weight',
    );
  });
});

describe('packaging price', () => {
  const byUnits = packagingQuantity({ mode: 'units', units: 200, unitWeightKg: 0.5 }); // 100 kg, 200 units

  it('custom: the typed price', () => {
    expect(packagingPriceEur({ mode: 'custom', customPriceEur: 123.4 }, byUnits)).toBe(123.4);
    expect(refusal(() => packagingPriceEur({ mode: 'custom' }, byUnits))).toBe('custom_price_missing');
  });

  it('database: the catalog item price per unit × units, or per kg × kg', () => {
    // 200 units × 0.35 EUR = 70 EUR
    expect(packagingPriceEur({ mode: 'database', catalog: { pricePerUnit: 0.35, unit: 'unit' } }, byUnits)).toBe(70);
    // 100 kg × 1.2 EUR/kg = 120 EUR; per tonne: 100 kg ÷ 1000 × 900 EUR/t = 90 EUR
    expect(packagingPriceEur({ mode: 'database', catalog: { pricePerUnit: 1.2, unit: 'kg' } }, byUnits)).toBe(120);
    expect(packagingPriceEur({ mode: 'database', catalog: { pricePerUnit: 900, unit: 'tonne' } }, byUnits)).toBe(90);
  });

  it('database: refused without an item, without a price, or per unit with no unit count', () => {
    expect(refusal(() => packagingPriceEur({ mode: 'database' }, byUnits))).toBe('database_price_without_catalog_item');
    expect(
      refusal(() => packagingPriceEur({ mode: 'database', catalog: { pricePerUnit: null, unit: 'kg' } }, byUnits)),
    ).toBe('catalog_item_without_price');
    const byWeight = packagingQuantity({ mode: 'weight', totalWeightKg: 5 });
    expect(
      refusal(() => packagingPriceEur({ mode: 'database', catalog: { pricePerUnit: 1, unit: 'unit' } }, byWeight)),
    ).toBe('catalog_price_per_unit_without_unit_weight');
  });

  it('estimated: kg × EUR per kg, the mean of the priced catalog items', () => {
    // items: 2 EUR/kg; 0.3 EUR per unit of 0.2 kg = 1.5 EUR/kg; 500 EUR/t = 0.5 EUR/kg; unpriced ignored
    // mean = (2 + 1.5 + 0.5) / 3 = 1.333333333333 EUR/kg; 100 kg → 133.333333333 EUR
    const perKg = estimatedEurPerKg([
      { pricePerUnit: 2, unit: 'kg', weightKg: null },
      { pricePerUnit: 0.3, unit: 'unit', weightKg: 0.2 },
      { pricePerUnit: 500, unit: 'tonne', weightKg: null },
      { pricePerUnit: null, unit: 'kg', weightKg: null },
    ]);
    expect(perKg).toBeCloseTo(4 / 3, 10);
    expect(packagingPriceEur({ mode: 'estimated', estimatedEurPerKg: perKg }, byUnits)).toBeCloseTo(133.333333333, 8);
    expect(estimatedEurPerKg([{ pricePerUnit: 1, unit: 'unit', weightKg: null }])).toBeNull();
    expect(refusal(() => packagingPriceEur({ mode: 'estimated', estimatedEurPerKg: null }, byUnits))).toBe(
      'no_estimated_price',
    );
  });
});

describe('materials', () => {
  it('every material but "other" names a library factor; recycled variants say 100 % recycled content', () => {
    for (const material of PACKAGING_MATERIALS) {
      const info = PACKAGING_MATERIAL_INFO[material];
      expect(info.factorKey === null, material).toBe(material === 'other');
      expect(info.recycledContentPercent, material).toBe(material.endsWith('_recycled') ? 100 : 0);
    }
  });

  it('weights convert to kg', () => {
    // 250 g = 0.25 kg; 2 lb = 0.90718474 kg
    expect(weightInKg(250, 'g')).toBe(0.25);
    expect(weightInKg(2, 'lb')).toBe(0.90718474);
    expect(weightInKg(null, 'kg')).toBeNull();
  });
});
