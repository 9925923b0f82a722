import { describe, expect, it } from 'vitest';
import { formatLegalDate, formatRuleParams } from './format-params';

describe('rule parameters', () => {
  it('never groups years, groups headcounts and keeps decimals of amounts', () => {
    expect(formatRuleParams({ firstYear: 2027, employees: 1200.5, turnoverMeur: 450 }, 'en')).toEqual({ firstYear: '2027', employees: '1,200.5', turnoverMeur: '450' });
    expect(formatRuleParams({ firstYear: 2027, employees: 1200.5 }, 'fr')).toEqual({ firstYear: '2027', employees: '1\u202f200,5' });
  });

  it('writes fines in euros the reader way', () => {
    expect(formatRuleParams({ maxFineEur: 50000 }, 'en')).toEqual({ maxFineEur: '€50,000' });
    expect(formatRuleParams({ maxFineEur: 50000 }, 'fr')).toEqual({ maxFineEur: '50\u202f000\u00a0€' });
  });

  it('writes the first of the month "1er" in French', () => {
    expect(formatLegalDate('2027-01-01', 'fr')).toBe('1er janvier 2027');
    expect(formatLegalDate('2027-03-19', 'fr')).toBe('19 mars 2027');
    expect(formatLegalDate('2027-01-01', 'en')).toBe('1 January 2027');
  });
});
