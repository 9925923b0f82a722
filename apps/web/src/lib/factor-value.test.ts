import { describe, expect, it } from 'vitest';
import { formatFactorValue } from './factor-value';

// Values as the library publishes them (packages/db/reference-data/emission-factors):
const FRANCE_GRID_2023 = 53.63 / 1000; // OWID/Ember, France 2023: 53.63 g CO2e/kWh
const ROAD_DIESEL = 3.1; // ADEME Base Carbone, road diesel per litre (issue 8)
const ROAD_DIESEL_COMBUSTION = 2.49;
const ROAD_DIESEL_UPSTREAM = 0.609;
const R410A_DESNZ_2025 = 1924; // UK DESNZ 2025, R410A per kg (AR5)
const SMALL_FACTOR = 0.000183; // the per-gram value shown beside "0.05" in issue 8
const UNROUNDED = 0.237145313843508; // a stored value before rounding to the source's precision

describe('formatFactorValue', () => {
  it('keeps 4 significant figures however small the factor, in English', () => {
    expect(formatFactorValue(FRANCE_GRID_2023, 'en')).toBe('0.05363');
    expect(formatFactorValue(SMALL_FACTOR, 'en')).toBe('0.000183');
    expect(formatFactorValue(ROAD_DIESEL_UPSTREAM, 'en')).toBe('0.609');
    expect(formatFactorValue(UNROUNDED, 'en')).toBe('0.2371');
  });

  it('writes the same figures in French, with a decimal comma', () => {
    expect(formatFactorValue(FRANCE_GRID_2023, 'fr')).toBe('0,05363');
    expect(formatFactorValue(SMALL_FACTOR, 'fr')).toBe('0,000183');
    expect(formatFactorValue(ROAD_DIESEL_COMBUSTION, 'fr')).toBe('2,49');
  });

  it('adds no trailing zero the source did not publish', () => {
    expect(formatFactorValue(ROAD_DIESEL, 'en')).toBe('3.1');
    expect(formatFactorValue(0.27, 'fr')).toBe('0,27');
    expect(formatFactorValue(0, 'en')).toBe('0');
  });

  it('never rounds whole digits away, with the locale grouping', () => {
    expect(formatFactorValue(R410A_DESNZ_2025, 'en')).toBe('1,924');
    expect(formatFactorValue(R410A_DESNZ_2025, 'fr')).toBe('1\u202f924');
    expect(formatFactorValue(12345.67, 'en')).toBe('12,346');
    expect(formatFactorValue(1234.5, 'en')).toBe('1,235');
  });
});
