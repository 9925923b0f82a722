import { beforeAll, describe, expect, it } from 'vitest';
import { ademeBaseCarboneDataset, parseAdemeBaseCarbone, parseAdemeValidity } from './ademe-base-carbone';
import type { NormalisedFactor } from './factor';
import { readDatasetFile } from './import-factors';

let factors: NormalisedFactor[];
let byId: Map<string, NormalisedFactor>;

function factor(id: string): NormalisedFactor {
  const found = byId.get(id);
  if (!found) throw new Error(`ADEME element ${id} not imported`);
  return found;
}

beforeAll(async () => {
  factors = parseAdemeBaseCarbone(
    await readDatasetFile(ademeBaseCarboneDataset, 'Base_Carbone_V23.6.utf8.csv'),
  );
  byId = new Map(factors.map((f) => [f.sourceId, f]));
});

describe('ADEME Base Carbone V23.6', () => {
  it('imports every emission-factor element once: 6,518 valid and 4,421 archived', () => {
    expect(factors.filter((f) => f.status === 'valid')).toHaveLength(6518);
    expect(factors.filter((f) => f.status === 'archived')).toHaveLength(4421);
    expect(byId.size).toBe(factors.length);
  });

  it('reads the France 2023 average grid mix with its breakdown into postes, not as extra factors', () => {
    const electricity = factor('43273');
    expect(electricity).toMatchObject({
      key: 'ademe-base-carbone:43273',
      nameFr: 'Electricité, 2023 - mix moyen, consommation',
      nameEn: 'Grid electricity, 2023',
      nameLanguages: 'fr+en',
      categoryPathFr: ['Electricité', 'Mix réseau électrique', 'France continentale', 'Moyen'],
      unit: 'kWh',
      kgCo2ePerUnit: 0.058,
      uncertaintyPercent: 10,
      countryCode: 'FR',
      year: 2023,
      validFrom: '2023-01-01',
      validTo: '2023-12-31',
      status: 'valid',
      datasetVersion: 'V23.6',
      licence: 'Licence Ouverte / Open Licence v2.0 (Etalab)',
    });
    expect(electricity.components).toEqual([
      { kind: 'Combustion à la centrale', nameFr: null, nameEn: null, kgCo2ePerUnit: 0.0394 },
      { kind: 'Amont', nameFr: null, nameEn: null, kgCo2ePerUnit: 0.0133 },
      { kind: 'Transport et distribution', nameFr: 'Pertes', nameEn: null, kgCo2ePerUnit: 0.0053 },
    ]);
    // The mojibake of the source ("DonnÃ©es") is repaired.
    expect(electricity.sourceMetadata.regulations).toBe("Données de l'article L229-25 de la loi TECV");
  });

  it('keeps the per-gas split of road diesel B7 per litre', () => {
    expect(factor('25775')).toMatchObject({
      nameFr: 'Gazole routier, B7',
      unit: 'l',
      kgCo2ePerUnit: 3.1,
      gases: {
        co2Fossil: 3.04,
        ch4Fossil: 0.00622,
        ch4Biogenic: 0,
        n2o: 0.0537,
        other: 0,
        co2Biogenic: 0,
        ch4: null,
      },
    });
  });

  it('never lets the gas split or the postes add up to more than the total (no double counting)', () => {
    const withGases = factors.filter((f) => f.gases !== null);
    expect(withGases.length).toBeGreaterThan(1000);
    for (const f of withGases) {
      const g = f.gases;
      const sum =
        (g?.co2Fossil ?? 0) + (g?.ch4Fossil ?? 0) + (g?.ch4Biogenic ?? 0) + (g?.n2o ?? 0) + (g?.other ?? 0);
      expect(Math.abs(sum - f.kgCo2ePerUnit), f.key).toBeLessThanOrEqual(
        0.01 * Math.abs(f.kgCo2ePerUnit) + 1e-9,
      );
    }
    for (const f of factors.filter((x) => x.components !== null)) {
      const sum = (f.components ?? []).reduce((a, c) => a + c.kgCo2ePerUnit, 0);
      expect(Math.abs(sum - f.kgCo2ePerUnit), f.key).toBeLessThanOrEqual(
        0.02 * Math.abs(f.kgCo2ePerUnit) + 1e-6,
      );
    }
  });

  it('normalises energy per tep, GJ and kWh PCI to kWh, keeping the calorific basis and the published value', () => {
    const perToe = factor('25779');
    expect(perToe).toMatchObject({
      unitRaw: 'kgCO2e/tep PCI',
      sourceValue: 3694,
      unit: 'kWh',
      energyBasis: 'LHV',
    });
    expect(perToe.kgCo2ePerUnit).toBeCloseTo(3694 / 11_630, 12);
    expect(perToe.gases?.co2Fossil).toBeCloseTo(3623 / 11_630, 12);
    expect(factor('25776').kgCo2ePerUnit).toBeCloseTo(87.9 / 277.7778, 6);
    expect(factor('25778')).toMatchObject({ unit: 'kWh', energyBasis: 'LHV', kgCo2ePerUnit: 0.319 });
  });

  it('normalises spend ratios per k€ to per euro with their price year', () => {
    const ratios = factors.filter((f) => f.unitRaw === 'kgCO2e/keuro (2023) HT');
    expect(ratios.length).toBe(56);
    for (const f of ratios) {
      expect(f).toMatchObject({ unit: 'EUR', priceYear: 2023, unitQualifier: 'HT' });
      expect(f.kgCo2ePerUnit).toBeCloseTo(f.sourceValue / 1000, 12);
    }
  });

  it('reads ADEME "mL" as a linear metre and a weight-qualified kg as kg', () => {
    expect(factor('20697')).toMatchObject({
      nameFr: 'Canalisations PVC',
      unitRaw: 'kgCO2e/mL',
      unit: 'm',
      kgCo2ePerUnit: 2.47,
    });
    expect(factor('39594')).toMatchObject({
      nameFr: 'Agar (algue), cru',
      unit: 'kg',
      unitQualifier: 'poids net',
    });
  });

  it('flags archived elements and trims the TAB that starts some AGRIBALYSE-derived names', () => {
    expect(factor('34052')).toMatchObject({
      status: 'archived',
      nameFr: 'Salade César au poulet (salade verte, fromage, croûtos, sauce)',
      kgCo2ePerUnit: 2.81,
    });
  });

  it('undoes the double CSV quoting left in a few cells', () => {
    expect(factor('41052').nameFr).toMatch(
      /^Céréales pour petit déjeuner "équilibre" au chocolat \(non enrichies/,
    );
    expect(factor('28375').nameFr).toContain('lutte ravageur "intégrée"');
    expect(factors.some((f) => f.nameFr?.includes('""') || f.nameEn?.includes('""'))).toBe(false);
  });

  it('gives English names where ADEME has them (6,098 of the valid factors) and says French-only otherwise', () => {
    const valid = factors.filter((f) => f.status === 'valid');
    expect(valid.filter((f) => f.nameLanguages === 'fr+en')).toHaveLength(6098);
    expect(valid.filter((f) => f.nameLanguages === 'fr')).toHaveLength(420);
    expect(valid.every((f) => (f.nameLanguages === 'fr' ? f.nameEn === null : f.nameEn !== null))).toBe(true);
  });

  it('locates factors: country codes for other countries and overseas territories, regions for world and Europe', () => {
    expect(factor('15517')).toMatchObject({ countryCode: 'ES', locationEn: 'Other country – Spain' });
    const overseas = factors.filter((f) => f.locationFr?.startsWith('Outre-mer – Réunion'));
    expect(overseas.length).toBeGreaterThan(0);
    expect(overseas.every((f) => f.countryCode === 'RE')).toBe(true);
    expect(factors.filter((f) => f.locationFr === 'Monde').every((f) => f.regionCode === 'WORLD')).toBe(true);
    expect(
      factors.filter((f) => f.locationFr === 'France continentale').every((f) => f.countryCode === 'FR'),
    ).toBe(true);
  });
});

describe('parseAdemeValidity', () => {
  it('reads the end-of-validity spellings of the base', () => {
    expect(parseAdemeValidity('2026-02-24')).toMatchObject({ validTo: '2026-02-24', year: null });
    expect(parseAdemeValidity('2026')).toMatchObject({ validTo: '2026-12-31', year: null });
    expect(parseAdemeValidity('déc.-19')).toMatchObject({ validTo: '2019-12-31' });
    expect(parseAdemeValidity('45362')).toMatchObject({ validTo: '2024-03-11' });
    expect(parseAdemeValidity("Données valides pour l'année 2024")).toMatchObject({
      year: 2024,
      validTo: '2024-12-31',
    });
    expect(parseAdemeValidity('3 ans')).toEqual({
      year: null,
      validFrom: null,
      validTo: null,
      validityText: '3 ans',
    });
    expect(parseAdemeValidity('')).toEqual({
      year: null,
      validFrom: null,
      validTo: null,
      validityText: null,
    });
  });
});
