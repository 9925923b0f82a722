import { describe, expect, it } from 'vitest';
import {
  conversionFactor,
  convertFactorDenominator,
  convertMoney,
  convertQuantity,
  ECB_EUR_USD_2022_ANNUAL_AVERAGE,
  UnitConversionError,
} from './units.ts';

describe('conversions', () => {
  it('converts within a family', () => {
    expect(conversionFactor('tonne', 'kg')).toBe(1000);
    expect(conversionFactor('g', 'kg')).toBe(0.001);
    expect(convertQuantity(10, 'lb', 'kg')).toBeCloseTo(4.5359237, 10);
    expect(convertQuantity(2, 'm3', 'l')).toBe(2000);
    expect(convertQuantity(1, 'MWh', 'kWh')).toBe(1000);
    expect(convertQuantity(1, 'GJ', 'kWh')).toBeCloseTo(277.7778, 4);
    expect(convertQuantity(3.6, 'MJ', 'kWh')).toBeCloseTo(1, 12);
    expect(convertQuantity(1, 'GJ', 'MWh')).toBeCloseTo(0.2777778, 6);
    expect(convertQuantity(100, 'mile', 'km')).toBeCloseTo(160.9344, 10);
    expect(convertQuantity(1500, 'm', 'km')).toBe(1.5);
    expect(convertQuantity(2.5, 'kEUR', 'EUR')).toBe(2500);
  });

  it('re-expresses a factor per another unit of the same family', () => {
    // 56.1 kg CO2e/GJ is 0.20196 kg CO2e/kWh.
    expect(convertFactorDenominator(56.1, 'GJ', 'kWh')).toBeCloseTo(0.20196, 5);
    expect(convertFactorDenominator(3000, 'tonne', 'kg')).toBe(3);
    expect(convertFactorDenominator(150, 'kEUR', 'EUR')).toBeCloseTo(0.15, 12);
  });

  it('refuses to mix families or currencies without a rate', () => {
    expect(() => conversionFactor('kg', 'l')).toThrow(UnitConversionError);
    expect(() => conversionFactor('km', 'passenger.km')).toThrow(UnitConversionError);
    expect(() => conversionFactor('EUR', 'USD')).toThrow(/exchange rate/);
  });

  it('converts money with a dated rate, in both directions', () => {
    const rate = ECB_EUR_USD_2022_ANNUAL_AVERAGE;
    expect(rate).toMatchObject({ base: 'EUR', quote: 'USD', date: '2022' });
    expect(convertMoney(1000, 'EUR', 'USD', rate)).toBeCloseTo(1053, 9);
    expect(convertMoney(1053, 'USD', 'EUR', rate)).toBeCloseTo(1000, 9);
    expect(convertMoney(2, 'kEUR', 'USD', rate)).toBeCloseTo(2106, 9);
    expect(() => convertMoney(1, 'GBP', 'USD', rate)).toThrow(UnitConversionError);
    expect(() => convertMoney(1, 'kg', 'USD', rate)).toThrow(UnitConversionError);
  });
});
