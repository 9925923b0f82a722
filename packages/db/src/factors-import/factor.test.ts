import { describe, expect, it } from 'vitest';
import { applyMultiplier, significantDigits } from './factor';

describe('the precision of converted values (issue 8: no 0.237145313843508)', () => {
  it('counts the significant digits as published', () => {
    expect(significantDigits('0.27000')).toBe(5);
    expect(significantDigits('0.000183')).toBe(3);
    expect(significantDigits('2758')).toBe(4);
    expect(significantDigits('110')).toBe(3);
    expect(significantDigits('4.57e-09')).toBe(3);
    // Float noise of an xlsx export is not precision.
    expect(significantDigits('0.13388999999999998')).toBe(5);
  });

  it('keeps an unconverted value exactly as published', () => {
    expect(applyMultiplier(0.237145313843508, 1)).toBe(0.237145313843508);
  });

  it('rounds a converted value to the digits of the published one, one more when its digits start lower', () => {
    // ADEME natural gas, 2758 kg CO2e per toe PCI, per kWh (1 toe = 11,630 kWh).
    expect(applyMultiplier(2758, 1 / 11_630, '2758')).toBe(0.23715);
    // 0.532 kg per 2022 USD at 1.053 USD per EUR.
    expect(applyMultiplier(0.532, 1.053, '0.532')).toBe(0.56);
    // A poste keeps at least the precision of its element's total.
    expect(applyMultiplier(5.3, 1 / 277.7778, '5.3', 3)).toBe(0.01908);
  });
});
