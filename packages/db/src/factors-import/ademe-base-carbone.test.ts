import { beforeAll, describe, expect, it } from 'vitest';
import {
  ademeBaseCarboneDataset,
  ademeGwpBasis,
  parseAdemeBaseCarbone,
  parseAdemeTags,
  parseAdemeValidity,
  partKindOfPoste,
} from './ademe-base-carbone';
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
      // "Année 2023" names the year the mix describes, not an end of validity: the factor does not expire.
      validTo: null,
      status: 'valid',
      datasetVersion: 'V23.6',
      licence: 'Licence Ouverte / Open Licence v2.0 (Etalab)',
    });
    expect(electricity.components).toEqual([
      { kind: 'Combustion à la centrale', nameFr: null, nameEn: null, kgCo2ePerUnit: 0.0394 },
      { kind: 'Amont', nameFr: null, nameEn: null, kgCo2ePerUnit: 0.0133 },
      { kind: 'Transport et distribution', nameFr: 'Pertes', nameEn: null, kgCo2ePerUnit: 0.0053 },
    ]);
    // The postes as the parts a ledger books apart: generation (scope 2), upstream and grid losses (scope 3.3).
    expect(electricity.parts).toEqual([
      { kind: 'combustion', kgCo2ePerUnit: 0.0394, factorKey: null },
      { kind: 'upstream', kgCo2ePerUnit: 0.0133, factorKey: null },
      { kind: 'transmission_distribution_losses', kgCo2ePerUnit: 0.0053, factorKey: null },
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
    // Converted values keep the published precision (4 digits, one more as 0.3176… starts lower than 3694), not
    // the 0.317626827171109 of the division.
    expect(perToe.kgCo2ePerUnit).toBe(0.31763);
    expect(perToe.gases?.co2Fossil).toBe(0.31152);
    expect(factor('25776').kgCo2ePerUnit).toBe(0.3164);
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
      validFrom: '2024-01-01',
      validTo: null,
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

describe('ADEME parts, tags, energy basis and GWP basis (issue 8)', () => {
  it('splits road diesel B7 (3.1 kg per litre) into 2.49 combustion and 0.609 upstream', () => {
    const diesel = factor('25775');
    expect(diesel.kgCo2ePerUnit).toBe(3.1);
    expect(diesel.parts).toEqual([
      { kind: 'combustion', kgCo2ePerUnit: 2.49, factorKey: null },
      { kind: 'upstream', kgCo2ePerUnit: 0.609, factorKey: null },
    ]);
  });

  it('maps the poste types to parts, losses only for energy', () => {
    expect(partKindOfPoste('Amont', 'volume')).toBe('upstream');
    expect(partKindOfPoste('Combustion', 'volume')).toBe('combustion');
    expect(partKindOfPoste('Combustion à la centrale', 'energy')).toBe('combustion');
    expect(partKindOfPoste('Transport et distribution', 'energy')).toBe('transmission_distribution_losses');
    expect(partKindOfPoste('Transport et distribution', 'mass')).toBe('other');
    expect(partKindOfPoste('Fabrication', 'count')).toBe('other');
  });

  it('gives every element with postes parts that add up to its total, save a few the source leaves short', () => {
    const withParts = factors.filter((f) => f.parts !== null);
    expect(withParts.length).toBe(factors.filter((f) => f.components !== null).length);
    const off = withParts.filter(
      (f) =>
        Math.abs((f.parts ?? []).reduce((sum, p) => sum + p.kgCo2ePerUnit, 0) - f.kgCo2ePerUnit) >
        0.01 * Math.abs(f.kgCo2ePerUnit) + 1e-9,
    );
    // Measured on V23.6: 23 of 2,182 elements have postes that do not sum to their total (the source's own).
    expect(off.length).toBeLessThanOrEqual(23);
  });

  it('reads the tags in both languages, without the quotes of the double CSV quoting', () => {
    expect(factor('27002')).toMatchObject({
      tagsFr: ['informatique', 'Ordinateur', 'portable', 'bureautique'],
      tagsEn: ['computer', 'laptop', 'desktop'],
    });
    expect(parseAdemeTags('boisson alcoolisées,"""Agribalyse,Bière """"de spécialités""""""')).toEqual([
      'boisson alcoolisées',
      'Agribalyse',
      'Bière de spécialités',
    ]);
  });

  it('states the calorific basis of the E+/C- boiler fuels per kWh (PCI), and none for electricity and heat networks', () => {
    // Natural gas in a boiler, 0.243 per kWh: the same value as ADEME's natural gas per kWh PCI (13515).
    expect(factor('25826')).toMatchObject({ unitRaw: 'kgCO2e/kWh', energyBasis: 'LHV', kgCo2ePerUnit: 0.243 });
    expect(factor('13515')).toMatchObject({ unitRaw: 'kgCO2e/kWh PCI', energyBasis: 'LHV', kgCo2ePerUnit: 0.243 });
    const validKwh = factors.filter((f) => f.status === 'valid' && f.unit === 'kWh');
    const withoutBasis = validKwh.filter((f) => f.energyBasis === null);
    // Delivered electricity, heat and cold: a calorific basis does not apply to them.
    expect(new Set(withoutBasis.map((f) => f.categoryPathFr[0]))).toEqual(
      new Set(['Electricité', 'Réseaux de chaleur / froid']),
    );
    expect(withoutBasis).toHaveLength(1278);
  });

  it('records the GWP basis: AR6 for the AR6 table (R-410A 2,256), AR5 for the rest of the base', () => {
    expect(factor('43632')).toMatchObject({ nameFr: 'R410a, PRG à 100 ans', kgCo2ePerUnit: 2256, gwpBasis: 'AR6' });
    expect(factor('25775').gwpBasis).toBe('AR5');
    expect(ademeGwpBasis('PRG > PRG à 100 ans du 4ème rapport du GIEC > Principaux gaz', null)).toBe('AR4');
    expect(ademeGwpBasis('Achats de biens > Produits végétaux', 'AGRIBALYSE 3.1')).toBeNull();
  });

  it('ends validity on the published date, so that 5,722 valid factors are past it on 2026-11-23', () => {
    const expired = factors.filter((f) => f.status === 'valid' && f.validTo !== null && f.validTo < '2026-11-23');
    expect(expired).toHaveLength(5722);
    expect(factor('25775').validTo).toBe('2020-12-01');
  });
});
