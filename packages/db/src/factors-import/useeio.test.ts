import { beforeAll, describe, expect, it } from 'vitest';
import type { NormalisedFactor } from './factor';
import { readDatasetFile } from './import-factors';
import { parseUseeio, useeioDataset } from './useeio';

let factors: NormalisedFactor[];

beforeAll(async () => {
  factors = parseUseeio(
    await readDatasetFile(useeioDataset, 'SupplyChainGHGEmissionFactors_v1.3.0_NAICS_CO2e_USD2022.csv'),
  );
});

describe('US EPA USEEIO v1.3 supply-chain factors', () => {
  it('imports the 1,016 NAICS-6 commodities per 2022 US dollar at purchaser price, English only', () => {
    expect(factors).toHaveLength(1016);
    expect(new Set(factors.map((f) => f.sourceId)).size).toBe(1016);
    for (const f of factors) {
      expect(f).toMatchObject({
        unit: 'USD',
        priceYear: 2022,
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
      kgCo2ePerUnit: 0.532,
      countryCode: 'US',
      sourceMetadata: { kgCo2ePerUsdWithoutMargins: 0.488, kgCo2ePerUsdMargins: 0.044, useeioCode: '1111A0' },
    });
  });
});
