import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseEnergyPriceDefaults, readEnergyPriceDefaults } from './energy-prices-load';
import { DEFAULT_REFERENCE_DATA_DIR } from './factors-load';

const HEADER =
  'source,country_code,year,price_eur_per_kwh,semester_1_eur_per_kwh,semester_2_eur_per_kwh,dataset,consumption_band,taxes,currency,emission_factor_key';

describe('energy price country defaults', () => {
  it('cover electricity and gas for the seven countries of issue 9, Eurostat band IC / I3 excluding VAT', async () => {
    const entries = await readEnergyPriceDefaults();
    for (const source of ['electricity', 'gas'] as const) {
      const countries = new Set(
        entries.filter((entry) => entry.source === source).map((entry) => entry.countryCode),
      );
      expect([...countries].sort()).toEqual(['BE', 'DE', 'ES', 'FR', 'GB', 'IT', 'NL']);
    }
    for (const entry of entries) {
      expect(entry.taxes).toBe('X_VAT');
      expect(entry.dataset).toBe(entry.source === 'electricity' ? 'nrg_pc_205' : 'nrg_pc_203');
      expect(entry.consumptionBand).toBe(entry.source === 'electricity' ? 'MWH500-1999' : 'GJ10000-99999');
      expect(entry.priceEurPerKwh).toBeGreaterThan(0.01);
      expect(entry.priceEurPerKwh).toBeLessThan(0.5);
    }
    // France 2024: (0.1802 + 0.1785) / 2 and (0.0695 + 0.0688) / 2, as published for 2024-S1 and 2024-S2
    const fr2024 = entries.filter((entry) => entry.countryCode === 'FR' && entry.year === 2024);
    expect(fr2024.map((entry) => [entry.source, entry.priceEurPerKwh])).toEqual([
      ['electricity', 0.17935],
      ['gas', 0.06915],
    ]);
  });

  it('name a grid intensity of the same country and year for electricity, that the OWID file holds', async () => {
    const owid = await readFile(
      join(
        DEFAULT_REFERENCE_DATA_DIR,
        'emission-factors',
        'owid-ember-electricity-carbon-intensity',
        'carbon-intensity-electricity.csv',
      ),
      'utf8',
    );
    const rows = new Set(owid.split('\n').map((line) => line.split(',').slice(1, 3).join(':')));
    for (const entry of (await readEnergyPriceDefaults()).filter((e) => e.source === 'electricity')) {
      const [, iso3, year] = entry.emissionFactorKey!.split(':');
      expect(Number(year)).toBe(entry.year);
      expect(rows.has(`${iso3}:${year}`)).toBe(true);
    }
  });

  it('refuse a price that is not the mean of its semesters, a repeated row or a bad value', () => {
    const row = (price: string, s1 = '0.2', s2 = '0.1') =>
      `electricity,FR,2024,${price},${s1},${s2},nrg_pc_205,MWH500-1999,X_VAT,EUR,owid-grid-intensity:FRA:2024`;
    expect(parseEnergyPriceDefaults(`${HEADER}\n${row('0.15')}\n`)).toHaveLength(1);
    expect(() => parseEnergyPriceDefaults(`${HEADER}\n${row('0.16')}\n`)).toThrow(/mean/);
    expect(() => parseEnergyPriceDefaults(`${HEADER}\n${row('0.15')}\n${row('0.15')}\n`)).toThrow(/twice/);
    expect(() => parseEnergyPriceDefaults(`${HEADER}\n${row('0', '', '')}\n`)).toThrow(/positive/);
    expect(() =>
      parseEnergyPriceDefaults(`${HEADER}\n${row('0.15').replace('electricity', 'steam')}\n`),
    ).toThrow(/source/);
  });
});
