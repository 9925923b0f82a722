import { parseFactorUnit } from '@carbon/carbon/units';
import { countryName, iso2FromIso3 } from './countries';
import {
  applyMultiplier,
  datasetFields,
  factorKey,
  unitFields,
  SINGLE_EDITION,
  type FactorDataset,
  type NormalisedFactor,
} from './factor';
import { col, cleanText, readCsv, requiredNumber } from './parse-helpers';

export const gridIntensityDataset: FactorDataset = {
  source: 'owid-grid-intensity',
  datasetVersion: 'OWID 2025 (Ember 2025; Energy Institute 2024), years 1990–2025',
  title: 'Carbon intensity of electricity generation, by country and year',
  publisher: 'Our World in Data, from Ember and the Energy Institute',
  licence: 'CC BY 4.0',
  licenceUrl: 'https://creativecommons.org/licenses/by/4.0/',
  gwpBasis: null,
  attribution:
    'Ember (2025); Energy Institute – Statistical Review of World Energy (2024) – with major processing by Our World in Data. Licensed under CC BY 4.0.',
  directory: 'owid-ember-electricity-carbon-intensity',
  files: ['carbon-intensity-electricity.csv'],
};

const C = { entity: 'Entity', code: 'Code', year: 'Year', intensity: 'carbon_intensity' } as const;

// The column is grams CO2e per kWh generated (OWID codebook, carbon_intensity_elec).
const UNIT_RAW = 'gCO2e/kWh';

/** French labels for the Our World in Data aggregates; our own labels, not the publisher's. */
const AGGREGATES_FR: Record<string, string> = {
  OWID_WRL: 'Monde',
  OWID_AFR: 'Afrique',
  OWID_ASI: 'Asie',
  OWID_EUR: 'Europe',
  OWID_EU27: 'Union européenne (27)',
  OWID_NAM: 'Amérique du Nord',
  OWID_SAM: 'Amérique du Sud',
  OWID_OCE: 'Océanie',
  OWID_HIC: 'Pays à revenu élevé',
  OWID_UMC: 'Pays à revenu intermédiaire supérieur',
  OWID_LMC: 'Pays à revenu intermédiaire inférieur',
  OWID_LIC: 'Pays à faible revenu',
};

/**
 * One factor per country (or OWID aggregate) and year: kg CO2e per kWh of electricity generated. Rows without a
 * code are Ember's own aggregates ("Asia (Ember)"), defined differently from OWID's, and are left out so that
 * "Asia" means one thing. Names are built from the country name (CLDR in French, the dataset in English) and the
 * year; the dataset itself has no French.
 */
export function parseGridIntensity(csv: string): NormalisedFactor[] {
  const records = readCsv(csv, Object.values(C), 'OWID grid intensity');
  const parsedUnit = parseFactorUnit(UNIT_RAW);
  if (!parsedUnit) throw new Error(`OWID: unrecognised unit ${UNIT_RAW}`);
  const { multiplier, ...unit } = unitFields(parsedUnit.denominator, parsedUnit.numeratorKgCo2e);

  const factors: NormalisedFactor[] = [];
  for (const record of records) {
    const code = col(record, C.code).trim();
    if (code === '') continue;
    const entity = cleanText(col(record, C.entity));
    const year = Number(col(record, C.year));
    const what = `OWID ${code} ${year}`;
    if (!Number.isInteger(year)) throw new Error(`${what}: bad year`);
    const iso2 = iso2FromIso3(code);
    const aggregateFr = AGGREGATES_FR[code];
    if (!iso2 && !aggregateFr) throw new Error(`${what}: unknown code`);
    const placeFr = aggregateFr ?? (iso2 ? countryName(iso2, 'fr') : null) ?? entity;
    const sourceValue = requiredNumber(col(record, C.intensity), what);
    const sourceId = `${code}:${year}`;
    factors.push({
      key: factorKey('owid-grid-intensity', sourceId),
      ...datasetFields(gridIntensityDataset),
      sourceId,
      nameFr: `Électricité – intensité carbone de la production, ${placeFr}, ${year}`,
      nameEn: `Electricity – carbon intensity of generation, ${entity}, ${year}`,
      nameLanguages: 'fr+en',
      categoryPathFr: ['Électricité', 'Intensité carbone de la production par pays'],
      categoryPathEn: ['Electricity', 'Carbon intensity of generation by country'],
      unitRaw: UNIT_RAW,
      sourceValue,
      ...unit,
      ...SINGLE_EDITION,
      parts: null,
      kgCo2ePerUnit: applyMultiplier(sourceValue, multiplier),
      gases: null,
      components: null,
      lifecycleStages: null,
      uncertaintyPercent: null,
      quality: null,
      qualityScheme: null,
      countryCode: iso2,
      regionCode: iso2 ? null : code,
      locationFr: placeFr,
      locationEn: entity,
      year,
      validFrom: `${year}-01-01`,
      // The year the intensity describes, not an end of validity: a past year's grid factor does not expire.
      validTo: null,
      validityText: null,
      status: 'valid',
      ghgScope: null,
      duplicateOfKey: null,
      commentFr: null,
      commentEn: null,
      // Generation-based: no transmission and distribution losses, not a market-based Scope 2 factor.
      sourceMetadata: { iso3: code.startsWith('OWID_') ? null : code, basis: 'generation' },
    });
  }
  return factors;
}
