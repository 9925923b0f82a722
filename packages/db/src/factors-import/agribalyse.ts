import { parseFactorUnit } from '@carbon/carbon/units';
import {
  applyMultiplier,
  datasetFields,
  factorKey,
  nameLanguagesOf,
  unitFields,
  SINGLE_EDITION,
  type FactorDataset,
  type LifecycleStages,
  type NormalisedFactor,
} from './factor';
import { col, cleanText, numberOrNull, readCsv, requiredNumber, textOrNull } from './parse-helpers';

export const agribalyseDataset: FactorDataset = {
  source: 'agribalyse',
  datasetVersion: '3.1.1',
  title: 'AGRIBALYSE® – produits alimentaires (synthèse et détail par étape)',
  publisher: 'ADEME / INRAE',
  licence: 'Licence Ouverte / Open Licence v2.0 (Etalab)',
  licenceUrl: 'https://www.etalab.gouv.fr/licence-ouverte-open-licence/',
  gwpBasis: null,
  attribution: 'Source : ADEME – AGRIBALYSE® v3.1.1, Licence Ouverte v2.0',
  directory: 'ademe-agribalyse',
  files: ['Agribalyse_Synthese.csv', 'Agribalyse_Detail etape.csv'],
};

const SYNTHESIS = {
  code: 'Code AGB',
  ciqual: 'Code CIQUAL',
  group: "Groupe d'aliment",
  subgroup: "Sous-groupe d'aliment",
  nameFr: 'Nom du Produit en Français',
  nameEn: 'LCI Name',
  season: 'code saison',
  airFreight: 'code avion',
  delivery: 'Livraison',
  packaging: "Matériau d'emballage",
  preparation: 'Préparation',
  dqr: 'DQR',
  efScore: 'Score unique EF',
  climate: 'Changement climatique',
} as const;

const CLIMATE = 'Changement climatique';
const STAGE_COLUMNS: Record<keyof LifecycleStages, string> = {
  agriculture: `${CLIMATE} - Agriculture`,
  processing: `${CLIMATE} - Transformation`,
  packaging: `${CLIMATE} - Emballage`,
  transport: `${CLIMATE} - Transport`,
  retail: `${CLIMATE} - Supermarché et distribution`,
  consumption: `${CLIMATE} - Consommation`,
};
const DQR_DETAIL = ['DQR - P', 'DQR - TiR', 'DQR - GR', 'DQR - TeR'] as const;

// The indicator is "kg CO2 eq" per kg of food as consumed (EF 3.0 climate change).
const UNIT_RAW = 'kg CO2 eq/kg';

/**
 * The 2,518 foods of AGRIBALYSE with their climate-change total from the synthesis file and its split into the
 * six life-cycle stages from the per-stage file, joined on the AGRIBALYSE code.
 */
export function parseAgribalyse(synthesisCsv: string, stagesCsv: string): NormalisedFactor[] {
  const synthesis = readCsv(synthesisCsv, Object.values(SYNTHESIS), 'AGRIBALYSE synthesis');
  const stages = readCsv(
    stagesCsv,
    [SYNTHESIS.code, ...Object.values(STAGE_COLUMNS), ...DQR_DETAIL],
    'AGRIBALYSE stages',
  );
  const stagesByCode = new Map(stages.map((r) => [col(r, SYNTHESIS.code).trim(), r]));

  const parsedUnit = parseFactorUnit(UNIT_RAW);
  if (!parsedUnit) throw new Error(`AGRIBALYSE: unrecognised unit ${UNIT_RAW}`);
  const { multiplier, ...unit } = unitFields(parsedUnit.denominator, parsedUnit.numeratorKgCo2e);

  return synthesis.map((record) => {
    const code = col(record, SYNTHESIS.code).trim();
    const what = `AGRIBALYSE ${code}`;
    const detail = stagesByCode.get(code);
    if (!detail) throw new Error(`${what}: missing from the per-stage file`);
    const stage = (key: keyof LifecycleStages) =>
      applyMultiplier(requiredNumber(col(detail, STAGE_COLUMNS[key]), `${what} ${key}`), multiplier);
    const lifecycleStages: LifecycleStages = {
      agriculture: stage('agriculture'),
      processing: stage('processing'),
      packaging: stage('packaging'),
      transport: stage('transport'),
      retail: stage('retail'),
      consumption: stage('consumption'),
    };
    const sourceValue = requiredNumber(col(record, SYNTHESIS.climate), `${what} climate change`);
    const nameFr = textOrNull(col(record, SYNTHESIS.nameFr));
    const nameEn = textOrNull(col(record, SYNTHESIS.nameEn));
    const quality = numberOrNull(col(record, SYNTHESIS.dqr), `${what} DQR`);
    const dqr = (column: (typeof DQR_DETAIL)[number]) =>
      numberOrNull(col(detail, column), `${what} ${column}`);

    const factor: NormalisedFactor = {
      key: factorKey('agribalyse', code),
      ...datasetFields(agribalyseDataset),
      sourceId: code,
      nameFr,
      nameEn,
      nameLanguages: nameLanguagesOf(nameFr, nameEn),
      // Food groups exist in French only.
      categoryPathFr: [
        cleanText(col(record, SYNTHESIS.group)),
        cleanText(col(record, SYNTHESIS.subgroup)),
      ].filter((p) => p !== ''),
      categoryPathEn: [],
      unitRaw: UNIT_RAW,
      sourceValue,
      ...unit,
      ...SINGLE_EDITION,
      parts: null,
      kgCo2ePerUnit: applyMultiplier(sourceValue, multiplier),
      gases: null,
      components: null,
      lifecycleStages,
      uncertaintyPercent: null,
      quality,
      qualityScheme: quality === null ? null : 'agribalyse-dqr',
      countryCode: 'FR',
      regionCode: null,
      locationFr: 'France',
      locationEn: 'France',
      year: null,
      validFrom: null,
      validTo: null,
      validityText: null,
      status: 'valid',
      ghgScope: null,
      duplicateOfKey: null,
      commentFr: null,
      commentEn: null,
      sourceMetadata: {
        ciqualCode: textOrNull(col(record, SYNTHESIS.ciqual)),
        seasonCode: textOrNull(col(record, SYNTHESIS.season)),
        airFreighted: col(record, SYNTHESIS.airFreight).trim() === '1',
        delivery: textOrNull(col(record, SYNTHESIS.delivery)),
        packagingMaterial: textOrNull(col(record, SYNTHESIS.packaging)),
        preparation: textOrNull(col(record, SYNTHESIS.preparation)),
        efSingleScoreMPtPerKg: numberOrNull(col(record, SYNTHESIS.efScore), `${what} EF score`),
        dqrP: dqr('DQR - P'),
        dqrTiR: dqr('DQR - TiR'),
        dqrGR: dqr('DQR - GR'),
        dqrTeR: dqr('DQR - TeR'),
      },
    };
    return factor;
  });
}
