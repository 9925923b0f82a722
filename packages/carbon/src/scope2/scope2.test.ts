import { describe, expect, it } from 'vitest';
import { gridIntensityFor, scope2Electricity } from './index.ts';

// Illustrative intensities (kg CO2e/kWh), not published values: a grid average of 0.052, a residual mix of 0.4,
// a supplier contract of 0.03. The cases check the arithmetic of each branch of the market-based hierarchy.
const KWH = 100_000;
const LOCATION = 0.052;

describe('scope2Electricity', () => {
  it('computes location-based from the grid average, whatever the instruments', () => {
    // 100,000 kWh × 0.052 = 5,200 kg.
    expect(scope2Electricity({ kwh: KWH, locationKgPerKwh: LOCATION, contractKgPerKwh: 0 }).locationKg).toBeCloseTo(5200, 9);
  });

  it('market-based: the supplier contract factor comes first', () => {
    // 100,000 kWh × 0.03 = 3,000 kg, even with a residual mix known.
    expect(scope2Electricity({ kwh: KWH, locationKgPerKwh: LOCATION, contractKgPerKwh: 0.03, residualMixKgPerKwh: 0.4 })).toEqual({
      locationKg: expect.closeTo(5200, 9),
      marketKg: expect.closeTo(3000, 9),
      marketBasis: 'contract',
      coveredKwh: 0,
    });
  });

  it('market-based: a contract factor of 0 is a factor (green offer)', () => {
    expect(scope2Electricity({ kwh: KWH, locationKgPerKwh: LOCATION, contractKgPerKwh: 0 })).toMatchObject({ marketKg: 0, marketBasis: 'contract' });
  });

  it('market-based: guarantees of origin covering all the consumption count it at 0', () => {
    expect(
      scope2Electricity({ kwh: KWH, locationKgPerKwh: LOCATION, guaranteesOfOriginKwh: KWH, residualMixKgPerKwh: 0.4 }),
    ).toEqual({ locationKg: expect.closeTo(5200, 9), marketKg: 0, marketBasis: 'guarantees_of_origin', coveredKwh: KWH });
    // More certificates than consumption cover the consumption, no more.
    expect(scope2Electricity({ kwh: KWH, locationKgPerKwh: LOCATION, guaranteesOfOriginKwh: 150_000 })).toMatchObject({
      marketKg: 0,
      marketBasis: 'guarantees_of_origin',
      coveredKwh: KWH,
    });
  });

  it('market-based: partial GO coverage, the rest at the residual mix', () => {
    // 60,000 kWh covered at 0; 40,000 kWh × 0.4 = 16,000 kg.
    expect(
      scope2Electricity({ kwh: KWH, locationKgPerKwh: LOCATION, guaranteesOfOriginKwh: 60_000, residualMixKgPerKwh: 0.4 }),
    ).toEqual({ locationKg: expect.closeTo(5200, 9), marketKg: expect.closeTo(16_000, 9), marketBasis: 'residual_mix', coveredKwh: 60_000 });
  });

  it('market-based: partial GO coverage, the rest at the contract factor', () => {
    // 25,000 kWh covered at 0; 75,000 kWh × 0.03 = 2,250 kg.
    expect(
      scope2Electricity({ kwh: KWH, locationKgPerKwh: LOCATION, guaranteesOfOriginKwh: 25_000, contractKgPerKwh: 0.03 }),
    ).toMatchObject({ marketKg: expect.closeTo(2250, 9), marketBasis: 'contract', coveredKwh: 25_000 });
  });

  it('market-based: no instrument, the residual mix', () => {
    // 100,000 kWh × 0.4 = 40,000 kg, higher than location-based.
    expect(scope2Electricity({ kwh: KWH, locationKgPerKwh: LOCATION, residualMixKgPerKwh: 0.4 })).toEqual({
      locationKg: expect.closeTo(5200, 9),
      marketKg: expect.closeTo(40_000, 9),
      marketBasis: 'residual_mix',
      coveredKwh: 0,
    });
  });

  it('market-based: nothing else known, the location factor marked as a fallback', () => {
    expect(scope2Electricity({ kwh: KWH, locationKgPerKwh: LOCATION, contractKgPerKwh: null, residualMixKgPerKwh: null, guaranteesOfOriginKwh: null })).toEqual({
      locationKg: expect.closeTo(5200, 9),
      marketKg: expect.closeTo(5200, 9),
      marketBasis: 'location_fallback',
      coveredKwh: 0,
    });
    // Partial GO, nothing else: 30,000 kWh at 0, 70,000 × 0.052 = 3,640 kg.
    expect(scope2Electricity({ kwh: KWH, locationKgPerKwh: LOCATION, guaranteesOfOriginKwh: 30_000 })).toMatchObject({
      marketKg: expect.closeTo(3640, 9),
      marketBasis: 'location_fallback',
      coveredKwh: 30_000,
    });
  });

  it('refuses negative or non-finite inputs', () => {
    expect(() => scope2Electricity({ kwh: -1, locationKgPerKwh: LOCATION })).toThrow(RangeError);
    expect(() => scope2Electricity({ kwh: Number.NaN, locationKgPerKwh: LOCATION })).toThrow(RangeError);
    expect(() => scope2Electricity({ kwh: KWH, locationKgPerKwh: -0.1 })).toThrow(RangeError);
    expect(() => scope2Electricity({ kwh: KWH, locationKgPerKwh: LOCATION, guaranteesOfOriginKwh: -5 })).toThrow(RangeError);
    expect(() => scope2Electricity({ kwh: KWH, locationKgPerKwh: LOCATION, residualMixKgPerKwh: Number.POSITIVE_INFINITY })).toThrow(RangeError);
  });

  it('gives zero for zero consumption', () => {
    expect(scope2Electricity({ kwh: 0, locationKgPerKwh: LOCATION, guaranteesOfOriginKwh: 10 })).toEqual({
      locationKg: 0,
      marketKg: 0,
      marketBasis: 'location_fallback',
      coveredKwh: 0,
    });
  });
});

describe('gridIntensityFor', () => {
  const series = [
    { year: 2023, kgPerKwh: 0.032 },
    { year: 2019, kgPerKwh: 0.056 },
    { year: 2021, kgPerKwh: 0.058 },
  ];

  it('takes the year itself when published', () => {
    expect(gridIntensityFor(series, 2023)).toEqual({ year: 2023, kgPerKwh: 0.032 });
  });

  it('takes the latest year before it otherwise, whatever the order of the series', () => {
    expect(gridIntensityFor(series, 2022)).toEqual({ year: 2021, kgPerKwh: 0.058 });
    expect(gridIntensityFor(series, 2030)).toEqual({ year: 2023, kgPerKwh: 0.032 });
    expect(gridIntensityFor(series, 2020)).toEqual({ year: 2019, kgPerKwh: 0.056 });
  });

  it('never takes a later year', () => {
    expect(gridIntensityFor(series, 2018)).toBeUndefined();
    expect(gridIntensityFor([], 2023)).toBeUndefined();
  });
});
