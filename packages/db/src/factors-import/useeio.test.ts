import { beforeAll, describe, expect, it } from 'vitest';
import type { NormalisedFactor } from './factor';
import { readDatasetFile } from './import-factors';
import { parseUseeio, USD_PER_EUR_2022, useeioDataset } from './useeio';

let factors: NormalisedFactor[];

beforeAll(async () => {
  factors = parseUseeio(
    await readDatasetFile(useeioDataset, 'SupplyChainGHGEmissionFactors_v1.3.0_NAICS_CO2e_USD2022.csv'),
  );
});

describe('US EPA USEEIO v1.3 supply-chain factors', () => {
  it('imports the 1,016 NAICS-6 commodities, offered per 2022 euro at purchaser price, English only', () => {
    expect(factors).toHaveLength(1016);
    expect(new Set(factors.map((f) => f.sourceId)).size).toBe(1016);
    for (const f of factors) {
      expect(f).toMatchObject({
        unitRaw: 'kg CO2e/2022 USD, purchaser price',
        unit: 'EUR',
        currency: 'EUR',
        priceYear: 2022,
        gwpBasis: 'AR5',
        unitQualifier: 'purchaser price',
        nameLanguages: 'en',
      });
    }
  });

  it('uses the value with margins, the one that applies to what a buyer paid', () => {
    const soybeans = factors.find((f) => f.sourceId === '111110');
    expect(soybeans).toMatchObject({
      key: 'us-epa-useeio:111110',
      nameEn: 'Soybean Farming',
      categoryPathEn: ['Agriculture, Forestry, Fishing and Hunting'],
      sourceValue: 0.532,
      // 0.532 kg per 2022 USD × 1.0530 USD per EUR = 0.560 kg per 2022 EUR, to the source's three digits.
      kgCo2ePerUnit: 0.56,
      countryCode: 'US',
      sourceMetadata: {
        kgCo2ePerUsdWithoutMargins: 0.488,
        kgCo2ePerUsdMargins: 0.044,
        useeioCode: '1111A0',
        usdPerEur: 1.053,
      },
    });
    expect(soybeans?.commentEn).toContain('1.0530 USD per EUR');
    expect(soybeans?.commentFr).toContain('1.0530 USD pour 1 EUR');
  });

  it('converts every factor at the ECB 2022 rate, rounded to the digits of the published dollar value', () => {
    for (const f of factors) {
      const digits = String(f.sourceValue).replace(/^0\.0*/, '').replace('.', '').length;
      const exact = f.sourceValue * USD_PER_EUR_2022;
      // Rounded to `digits` significant digits (or one more): off by at most half a unit of the last one.
      const halfUnit = 0.5 * 10 ** (Math.floor(Math.log10(exact)) - digits + 1);
      expect(Math.abs(f.kgCo2ePerUnit - exact), f.key).toBeLessThanOrEqual(halfUnit * (1 + 1e-9));
      expect(String(f.kgCo2ePerUnit).replace(/^0\.0*/, '').replace('.', '').length).toBeLessThanOrEqual(digits + 1);
    }
  });
});
