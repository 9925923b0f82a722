import { beforeAll, describe, expect, it } from 'vitest';
import type { NormalisedFactor } from './factor';
import { gridIntensityDataset, parseGridIntensity } from './grid-intensity';
import { readDatasetFile } from './import-factors';

let factors: NormalisedFactor[];

beforeAll(async () => {
  factors = parseGridIntensity(
    await readDatasetFile(gridIntensityDataset, 'carbon-intensity-electricity.csv'),
  );
});

describe('OWID / Ember grid carbon intensity', () => {
  it('gives France in 2022 in kg CO2e per kWh from the published grams', () => {
    const france = factors.find((f) => f.sourceId === 'FRA:2022');
    expect(france).toMatchObject({
      key: 'owid-grid-intensity:FRA:2022',
      countryCode: 'FR',
      year: 2022,
      unitRaw: 'gCO2e/kWh',
      sourceValue: 78.57,
      unit: 'kWh',
      kgCo2ePerUnit: 0.07857,
      nameFr: 'Électricité – intensité carbone de la production, France, 2022',
      nameEn: 'Electricity – carbon intensity of generation, France, 2022',
      licence: 'CC BY 4.0',
    });
  });

  it('covers the 213 countries with an ISO code, each mapped to its alpha-2 code', () => {
    const iso3 = new Set(
      factors.map((f) => f.sourceMetadata.iso3).filter((c): c is string => typeof c === 'string'),
    );
    expect(iso3.size).toBe(213);
    expect(
      factors
        .filter((f) => typeof f.sourceMetadata.iso3 === 'string')
        .every((f) => /^[A-Z]{2}$/.test(f.countryCode ?? '')),
    ).toBe(true);
    expect(factors.find((f) => f.sourceId === 'DEU:2023')).toMatchObject({
      countryCode: 'DE',
      locationFr: 'Allemagne',
      locationEn: 'Germany',
    });
    expect(factors.find((f) => f.sourceId === 'OWID_KOS:2020')?.countryCode).toBe('XK');
  });

  it('keeps OWID aggregates as regions and leaves out the differently defined Ember aggregates', () => {
    expect(factors.find((f) => f.sourceId === 'OWID_WRL:2023')).toMatchObject({
      regionCode: 'OWID_WRL',
      countryCode: null,
      locationFr: 'Monde',
    });
    expect(factors.some((f) => f.locationEn?.includes('(Ember)'))).toBe(false);
    expect(factors.every((f) => f.countryCode !== null || f.regionCode !== null)).toBe(true);
  });
});
