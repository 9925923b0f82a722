import { beforeAll, describe, expect, it } from 'vitest';
import type { NormalisedFactor } from './factor';
import { readDatasetFile } from './import-factors';
import { desnz2024, desnz2025, linkDesnzEditions, parseUkDesnz } from './uk-desnz';

let f2025: NormalisedFactor[];
let f2024: NormalisedFactor[];

function find(list: NormalisedFactor[], desnzId: string): NormalisedFactor {
  const found = list.find((f) => f.sourceMetadata.desnzId === desnzId);
  if (!found) throw new Error(`DESNZ ${desnzId} not imported`);
  return found;
}

beforeAll(async () => {
  f2025 = parseUkDesnz(
    await readDatasetFile(desnz2025.dataset, 'ghg-conversion-factors-2025-flat-format.csv'),
    desnz2025,
  );
  f2024 = parseUkDesnz(
    await readDatasetFile(desnz2024.dataset, 'ghg-conversion-factors-2024-FlatFormat_v1_1.csv'),
    desnz2024,
  );
});

describe('UK DESNZ conversion factors', () => {
  it('imports only the non-empty kg CO2e totals: 2,616 per edition, none of the per-gas or kWh rows', () => {
    expect(f2025).toHaveLength(2616);
    expect(f2024).toHaveLength(2616);
    expect(f2025.every((f) => f.sourceMetadata.desnzId?.toString().endsWith('_1'))).toBe(true);
  });

  it('reads diesel (average biofuel blend) per litre with its CO2, CH4 and N2O parts as a split', () => {
    const diesel = find(f2025, '1_101_1011_8_1');
    expect(diesel).toMatchObject({
      key: 'uk-desnz:2025:1_101_1011_8_1',
      nameEn: 'Fuels – Liquid fuels – Diesel (average biofuel blend)',
      nameFr: null,
      nameLanguages: 'en',
      unitRaw: 'litres',
      unit: 'l',
      kgCo2ePerUnit: 2.57082,
      gases: {
        co2Fossil: 2.53763,
        ch4: 0.00029,
        n2o: 0.0329,
        ch4Fossil: null,
        ch4Biogenic: null,
        other: null,
      },
      ghgScope: 1,
      countryCode: 'GB',
      year: 2025,
      datasetVersion: '2025 v1.0',
      licence: 'Open Government Licence v3.0',
    });
    expect(find(f2024, '1_101_1011_8_1')).toMatchObject({
      key: 'uk-desnz:2024:1_101_1011_8_1',
      kgCo2ePerUnit: 2.51279,
      year: 2024,
    });
  });

  it('has gas splits that add up to the total, never on top of it', () => {
    const split = f2025.filter((f) => f.gases);
    expect(split.length).toBeGreaterThan(1000);
    for (const f of split) {
      const sum = (f.gases?.co2Fossil ?? 0) + (f.gases?.ch4 ?? 0) + (f.gases?.n2o ?? 0);
      expect(Math.abs(sum - f.kgCo2ePerUnit), f.key).toBeLessThanOrEqual(
        0.001 * Math.abs(f.kgCo2ePerUnit) + 2e-5,
      );
    }
  });

  it('reads UK grid electricity, flights by class and hotel nights by country', () => {
    expect(find(f2025, '7_400_4000_5_1')).toMatchObject({ unit: 'kWh', kgCo2ePerUnit: 0.177, ghgScope: 2 });
    expect(find(f2025, '21_316_3170_11_1')).toMatchObject({
      nameEn: 'Business travel- air – Flights – Long-haul, to/from UK – Economy class – With RF',
      unit: 'passenger.km',
      kgCo2ePerUnit: 0.11704,
      ghgScope: 3,
    });
    expect(find(f2024, '21_316_3170_11_1').kgCo2ePerUnit).toBe(0.20011);
    const hotelFrance = f2025.find((f) => f.nameEn === 'Hotel stay – France');
    expect(hotelFrance).toMatchObject({
      unit: 'night',
      unitQualifier: 'room',
      kgCo2ePerUnit: 6.7,
      countryCode: 'FR',
    });
    const hotels = f2025.filter((f) => f.categoryPathEn[0] === 'Hotel stay');
    expect(hotels.length).toBeGreaterThan(30);
    expect(hotels.every((f) => f.countryCode !== null)).toBe(true);
  });

  it('converts per-mile rows to per km and points them at their per-km twin', () => {
    const perMile = find(f2025, '4_300_3000_9_1');
    expect(perMile).toMatchObject({ unitRaw: 'miles', sourceValue: 0.17696, unit: 'km' });
    // 0.17696 / 1.609344 = 0.109957846…: the five digits DESNZ publishes, one more as 1.0995… starts lower.
    expect(perMile.kgCo2ePerUnit).toBe(0.109958);
    expect(perMile.duplicateOfKey).toBe('uk-desnz:2025:4_300_3000_4_1');
    expect(find(f2025, '4_300_3000_4_1').kgCo2ePerUnit).toBeCloseTo(perMile.kgCo2ePerUnit, 4);
    expect(f2025.filter((f) => f.unitRaw === 'miles').every((f) => f.duplicateOfKey !== null)).toBe(true);
  });

  it('normalises freight to t.km and keeps the calorific basis of fuel energy rows', () => {
    expect(f2025.filter((f) => f.unitRaw === 'tonne.km').every((f) => f.unit === 't.km')).toBe(true);
    expect(find(f2025, '1_101_1011_7_1')).toMatchObject({
      unit: 'kWh',
      energyBasis: 'LHV',
      kgCo2ePerUnit: 0.25953,
    });
    expect(find(f2025, '1_101_1011_6_1')).toMatchObject({
      unit: 'kWh',
      energyBasis: 'HHV',
      kgCo2ePerUnit: 0.24411,
    });
  });
});

describe('DESNZ editions, well-to-tank and losses as parts (issue 8)', () => {
  it('groups the two editions of a factor; 2025 is the latest, 2024 stays but leaves search', () => {
    const both = [...f2025, ...f2024].map((f) => ({ ...f }));
    linkDesnzEditions(both);
    const diesel2025 = both.find((f) => f.key === 'uk-desnz:2025:1_101_1011_8_1');
    const diesel2024 = both.find((f) => f.key === 'uk-desnz:2024:1_101_1011_8_1');
    expect(diesel2025).toMatchObject({ editionGroup: 'uk-desnz:1_101_1011_8_1', latestEdition: true });
    expect(diesel2024).toMatchObject({ editionGroup: 'uk-desnz:1_101_1011_8_1', latestEdition: false });
    expect(both.filter((f) => !f.latestEdition)).toHaveLength(2616);
    expect(both.filter((f) => f.year === 2025).every((f) => f.latestEdition)).toBe(true);
  });

  it('links diesel to its well-to-tank row as its upstream part', () => {
    const diesel = find(f2025, '1_101_1011_8_1');
    const wtt = find(f2025, '11_101_1011_8_1');
    expect(wtt.categoryPathEn[0]).toBe('WTT- fuels');
    expect(diesel.parts).toEqual([
      { kind: 'combustion', kgCo2ePerUnit: 2.57082, factorKey: null },
      { kind: 'upstream', kgCo2ePerUnit: wtt.kgCo2ePerUnit, factorKey: 'uk-desnz:2025:11_101_1011_8_1' },
    ]);
    expect(wtt.parts).toBeNull();
  });

  it('gives UK electricity its generation, upstream and transmission and distribution losses', () => {
    expect(find(f2025, '7_400_4000_5_1').parts).toEqual([
      { kind: 'combustion', kgCo2ePerUnit: 0.177, factorKey: null },
      { kind: 'upstream', kgCo2ePerUnit: 0.0459, factorKey: 'uk-desnz:2025:15_917_4000_5_1' },
      { kind: 'upstream', kgCo2ePerUnit: 0.00397, factorKey: 'uk-desnz:2025:15_918_4000_5_1' },
      { kind: 'transmission_distribution_losses', kgCo2ePerUnit: 0.01853, factorKey: 'uk-desnz:2025:13_402_4000_5_1' },
    ]);
  });

  it('links a refrigerated HGV to the refrigerated well-to-tank row only, though both share item codes', () => {
    const refrigerated = find(f2025, '5_305_3125_4_1');
    expect(refrigerated.parts?.filter((p) => p.kind === 'upstream')).toEqual([
      { kind: 'upstream', kgCo2ePerUnit: 0.17199, factorKey: 'uk-desnz:2025:28_908_3125_4_1' },
    ]);
    const rigid = find(f2025, '5_304_3109_4_1');
    expect(rigid.parts?.filter((p) => p.kind === 'upstream')).toHaveLength(1);
  });

  it('links every well-to-tank and loss row of 2025 to at least one factor', () => {
    const linked = new Set(f2025.flatMap((f) => (f.parts ?? []).map((p) => p.factorKey)));
    const published = f2025.filter((f) =>
      /^WTT-|^Transmission and distribution$|^UK electricity T&D for EVs$/.test(f.categoryPathEn[0] ?? ''),
    );
    expect(published.length).toBe(726);
    expect(published.filter((f) => !linked.has(f.key))).toEqual([]);
  });

  it('records R-410A with the AR5 GWPs DESNZ uses (1,924)', () => {
    expect(find(f2025, '3_201_2158_3_1')).toMatchObject({ kgCo2ePerUnit: 1924, gwpBasis: 'AR5' });
  });
});
