import { parseFactorUnit } from '@carbon/carbon/units';
import { countryCodeFromName } from './countries';
import {
  applyMultiplier,
  datasetFields,
  factorKey,
  nameLanguagesOf,
  roundToSignificant,
  significantDigits,
  unitFields,
  type FactorComponent,
  type FactorDataset,
  type FactorPart,
  type FactorPartKind,
  type GasSplit,
  type GwpBasis,
  type NormalisedFactor,
} from './factor';
import {
  col,
  cleanText,
  numberOrNull,
  readCsv,
  requiredNumber,
  textOrNull,
  type CsvRecord,
} from './parse-helpers';

export const ademeBaseCarboneDataset: FactorDataset = {
  source: 'ademe-base-carbone',
  datasetVersion: 'V23.6',
  title: 'Base Carbone® / Base Empreinte®',
  publisher: 'ADEME',
  licence: 'Licence Ouverte / Open Licence v2.0 (Etalab)',
  licenceUrl: 'https://www.etalab.gouv.fr/licence-ouverte-open-licence/',
  // ADEME: "Les valeurs affichées dans la Base Carbone sont calculées avec les PRG à 100 ans du 5ème rapport du
  // GIEC" (bilans-ges.ademe.fr, page GIEC). Rows of the category "PRG à 100 ans issus du 6eme rapport" are AR6.
  gwpBasis: 'AR5',
  attribution: 'Source : ADEME – Base Carbone® / Base Empreinte®, version 23.6 (2025), Licence Ouverte v2.0',
  directory: 'ademe-base-carbone',
  files: ['Base_Carbone_V23.6.utf8.csv'],
};

const C = {
  lineType: 'Type Ligne',
  id: "Identifiant de l'élément",
  structure: 'Structure',
  elementType: "Type de l'élément",
  status: "Statut de l'élément",
  baseFr: 'Nom base français',
  baseEn: 'Nom base anglais',
  attributeFr: 'Nom attribut français',
  attributeEn: 'Nom attribut anglais',
  boundaryFr: 'Nom frontière français',
  boundaryEn: 'Nom frontière anglais',
  category: 'Code de la catégorie',
  tagsFr: 'Tags français',
  tagsEn: 'Tags anglais',
  unitFr: 'Unité français',
  unitEn: 'Unité anglais',
  contributor: 'Contributeur',
  otherContributors: 'Autres Contributeurs',
  programme: 'Programme',
  programmeUrl: 'Url du programme',
  sourceText: 'Source',
  location: 'Localisation géographique',
  subLocationFr: 'Sous-localisation géographique français',
  subLocationEn: 'Sous-localisation géographique anglais',
  created: 'Date de création',
  modified: 'Date de modification',
  validity: 'Période de validité',
  uncertainty: 'Incertitude',
  regulations: 'Réglementations',
  transparency: 'Transparence',
  quality: 'Qualité',
  qualityTeR: 'Qualité TeR',
  qualityGR: 'Qualité GR',
  qualityTiR: 'Qualité TiR',
  qualityC: 'Qualité C',
  qualityP: 'Qualité P',
  qualityM: 'Qualité M',
  commentFr: 'Commentaire français',
  commentEn: 'Commentaire anglais',
  posteType: 'Type poste',
  posteFr: 'Nom poste français',
  posteEn: 'Nom poste anglais',
  total: 'Total poste non décomposé',
  co2f: 'CO2f',
  ch4f: 'CH4f',
  ch4b: 'CH4b',
  n2o: 'N2O',
  otherGhg: 'Autres GES',
  co2b: 'CO2b',
} as const;

const EXTRA_GAS_VALUES = [1, 2, 3, 4, 5].map((i) => `Valeur gaz supplémentaire ${i}`);

const ELEMENT = 'Elément';
const POSTE = 'Poste';
const EMISSION_FACTOR = "Facteur d'émission";
const ARCHIVED = 'Archivé';

/**
 * ADEME labels that the generic unit parser would misread. "mL" is a mètre linéaire (the English label says
 * "kgCO2e/m"), "livre" is a book ("kgCO2e/unit"), and "kgH2/100km" is per kg of hydrogen carried over 100 km,
 * i.e. per 0.1 t.km.
 */
const UNIT_LABEL_OVERRIDES: Record<string, string> = {
  'kgCO2e/mL': 'kgCO2e/mètre linéaire',
  'kgCO2e/livre': 'kgCO2e/unité (livre)',
  'kgCO2e/kgH2/100km': 'kgCO2e/100 kg.km H2',
};

const LOCATION_EN: Record<string, string> = {
  'France continentale': 'Mainland France',
  'Outre-mer': 'French overseas territories',
  Europe: 'Europe',
  Monde: 'World',
  'Autre pays du monde': 'Other country',
};

function joinName(parts: string[]): string | null {
  const kept = parts.map(cleanText).filter((p) => p !== '');
  return kept.length > 0 ? kept.join(', ') : null;
}

interface Location {
  countryCode: string | null;
  regionCode: string | null;
  locationFr: string | null;
  locationEn: string | null;
}

function location(record: CsvRecord): Location {
  const area = cleanText(col(record, C.location));
  const subFr = cleanText(col(record, C.subLocationFr));
  const subEn = cleanText(col(record, C.subLocationEn));
  const areaEn = LOCATION_EN[area] ?? area;
  const located: Location = {
    countryCode: null,
    regionCode: null,
    locationFr: area === '' ? null : subFr ? `${area} – ${subFr}` : area,
    locationEn: area === '' ? null : subEn ? `${areaEn} – ${subEn}` : areaEn,
  };
  const sub = subFr || subEn;
  switch (area) {
    case 'France continentale':
      // Sub-locations here are French regions and cities.
      located.countryCode = 'FR';
      break;
    case 'Outre-mer':
      // One territory has its own ISO code (RE, GP, PF…); a group of them ("Guadeloupe, Martinique, Guyane") is France.
      located.countryCode = (sub && (countryCodeFromName(subFr) ?? countryCodeFromName(subEn))) || 'FR';
      break;
    case 'Autre pays du monde':
      located.countryCode = sub ? (countryCodeFromName(subFr) ?? countryCodeFromName(subEn)) : null;
      break;
    case 'Europe':
      located.regionCode = /27/.test(sub) ? 'EU27' : 'EUROPE';
      break;
    case 'Monde':
      located.regionCode = 'WORLD';
      break;
    default:
      break;
  }
  return located;
}

interface Validity {
  year: number | null;
  validFrom: string | null;
  validTo: string | null;
  validityText: string | null;
}

const FRENCH_MONTHS = [
  'janv',
  'févr',
  'mars',
  'avr',
  'mai',
  'juin',
  'juil',
  'août',
  'sept',
  'oct',
  'nov',
  'déc',
];

function lastDayOfMonth(year: number, month: number): string {
  const day = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/**
 * "Période de validité" is the end of validity, written in several ways: an ISO date, a bare year ("2026"),
 * "déc.-19" (an Excel month format), an Excel serial day number ("45362"), or "Année 2023" / "Données valides pour
 * l'année 2024", which name the year the data describe (electricity mixes) rather than an end date.
 */
export function parseAdemeValidity(raw: string): Validity {
  const text = cleanText(raw);
  const none: Validity = { year: null, validFrom: null, validTo: null, validityText: null };
  if (text === '') return none;
  if (/^\d{4}-\d{2}-\d{2}$/.test(text)) return { ...none, validTo: text };
  const referenceYear = /^(?:Année|Données valides pour l'année)\s+(\d{4})$/i.exec(text);
  if (referenceYear?.[1]) {
    const year = Number(referenceYear[1]);
    // The year the data describe, not an end of validity: such a factor does not expire at the end of its year.
    return { year, validFrom: `${year}-01-01`, validTo: null, validityText: null };
  }
  if (/^\d{4}$/.test(text)) return { ...none, validTo: `${text}-12-31` };
  const monthYear = /^([a-zéû]+)\.?-(\d{2})$/i.exec(text);
  if (monthYear?.[1] && monthYear[2]) {
    const month = FRENCH_MONTHS.indexOf(monthYear[1].toLowerCase()) + 1;
    if (month > 0) return { ...none, validTo: lastDayOfMonth(2000 + Number(monthYear[2]), month) };
  }
  if (/^\d{5}$/.test(text)) {
    // Excel serial date (1900 system): day 25569 is 1970-01-01.
    const date = new Date((Number(text) - 25569) * 86_400_000);
    return { ...none, validTo: date.toISOString().slice(0, 10) };
  }
  return { ...none, validityText: text };
}

function gases(record: CsvRecord, multiplier: number, what: string): GasSplit | null {
  const totalDigits = significantDigits(col(record, C.total));
  const value = (column: string) => {
    const v = numberOrNull(col(record, column), `${what} ${column}`);
    return v === null ? null : applyMultiplier(v, multiplier, col(record, column), totalDigits);
  };
  const extras = EXTRA_GAS_VALUES.map((c) => numberOrNull(col(record, c), `${what} ${c}`)).filter(
    (v): v is number => v !== null,
  );
  const otherGhg = numberOrNull(col(record, C.otherGhg), `${what} ${C.otherGhg}`);
  const otherParts = otherGhg === null ? extras : [otherGhg, ...extras];
  const split: GasSplit = {
    co2Fossil: value(C.co2f),
    ch4Fossil: value(C.ch4f),
    ch4Biogenic: value(C.ch4b),
    ch4: null,
    n2o: value(C.n2o),
    other:
      otherParts.length > 0
        ? applyMultiplier(
            otherParts.reduce((a, b) => a + b, 0),
            multiplier,
            undefined,
            totalDigits,
          )
        : null,
    co2Biogenic: value(C.co2b),
  };
  return Object.values(split).every((v) => v === null) ? null : split;
}

/**
 * "Type poste" to the part a ledger books apart: Amont (extraction, refining, transport of the fuel) is upstream;
 * Combustion and "Combustion à la centrale" (the power plant's) are combustion; "Transport et distribution" of
 * energy (named "Pertes", losses) is transmission and distribution losses. Manufacturing, inputs, contrails,
 * collection, treatment… are other.
 */
export function partKindOfPoste(posteType: string, unitFamily: string): FactorPartKind {
  const type = cleanText(posteType).toLowerCase();
  if (type === 'amont') return 'upstream';
  if (type === 'combustion' || type === 'combustion à la centrale') return 'combustion';
  if (type === 'transport et distribution' && unitFamily === 'energy') return 'transmission_distribution_losses';
  return 'other';
}

const PART_ORDER: FactorPartKind[] = ['combustion', 'upstream', 'transmission_distribution_losses', 'other'];

/** The postes summed per kind, in a fixed order; none when ADEME does not break the element down. */
function partsOf(components: FactorComponent[], kinds: FactorPartKind[], digits: number): FactorPart[] | null {
  if (components.length === 0) return null;
  const sums = new Map<FactorPartKind, number>();
  components.forEach((component, i) => {
    const kind = kinds[i] ?? 'other';
    sums.set(kind, (sums.get(kind) ?? 0) + component.kgCo2ePerUnit);
  });
  return PART_ORDER.filter((kind) => sums.has(kind)).map((kind) => ({
    kind,
    // A sum of published postes keeps their precision (0.609 + 2.49, not 3.0990000000000002).
    kgCo2ePerUnit: roundToSignificant(sums.get(kind) ?? 0, digits),
    factorKey: null,
  }));
}

/**
 * "Tags français" / "Tags anglais": comma-separated words, some still carrying the quotes of a double CSV
 * quoting (SOURCES.md) or a leading tab. Kept unique, in the order given.
 */
export function parseAdemeTags(raw: string): string[] {
  const tags: string[] = [];
  for (const piece of raw.split(',')) {
    const tag = cleanText(piece.replace(/["\t]/g, ' '));
    if (tag !== '' && !tags.some((t) => t.toLowerCase() === tag.toLowerCase())) tags.push(tag);
  }
  return tags;
}

/**
 * The IPCC report behind a row: ADEME computes its values with the AR5 GWPs, except the GWP tables it files by
 * report ("PRG à 100 ans issus du 6eme rapport du GIEC", "… du 4ème rapport…"); foods copied from AGRIBALYSE
 * follow AGRIBALYSE's method, which the files do not state.
 */
export function ademeGwpBasis(categoryPath: string, programme: string | null): GwpBasis | null {
  const report = /(\d)\s*(?:e|è|ème|eme)\s+rapport du GIEC/i.exec(categoryPath);
  if (report?.[1] === '6') return 'AR6';
  if (report?.[1] === '5') return 'AR5';
  if (report?.[1] === '4') return 'AR4';
  if (programme?.startsWith('AGRIBALYSE')) return null;
  return 'AR5';
}

/**
 * The nine boiler and stove fuel factors of the E+/C- building label (programme PEBN) are per kWh without a
 * basis in the unit. The label counts fuel energy on the lower heating value (PCI), and the values say so:
 * natural gas in a boiler, 0.243, is ADEME's own natural gas factor per kWh PCI (element 13515).
 */
function impliedEnergyBasis(record: CsvRecord, unitFamily: string, basis: 'LHV' | 'HHV' | null): 'LHV' | 'HHV' | null {
  if (basis !== null || unitFamily !== 'energy') return basis;
  const isFuel = cleanText(col(record, C.category)).startsWith('Combustibles');
  return isFuel && cleanText(col(record, C.programme)) === 'PEBN' ? 'LHV' : null;
}

function metadataNumber(record: CsvRecord, column: string, what: string): number | null {
  return numberOrNull(col(record, column), `${what} ${column}`);
}

/**
 * Every emission factor of Base Carbone, valid and archived. "Données source" elements (kWh per m², etc.) are not
 * factors and are left out. "Poste" rows break an element down (upstream, combustion…) under the same id: they
 * become the element's components, never factors of their own, which would count the element twice.
 */
export function parseAdemeBaseCarbone(csv: string): NormalisedFactor[] {
  const records = readCsv(csv, [...Object.values(C), ...EXTRA_GAS_VALUES], 'ADEME Base Carbone');
  const postesById = new Map<string, CsvRecord[]>();
  for (const record of records) {
    if (col(record, C.lineType) !== POSTE) continue;
    const id = col(record, C.id);
    const list = postesById.get(id);
    if (list) list.push(record);
    else postesById.set(id, [record]);
  }

  const factors: NormalisedFactor[] = [];
  for (const record of records) {
    if (col(record, C.lineType) !== ELEMENT || col(record, C.elementType) !== EMISSION_FACTOR) continue;
    const id = col(record, C.id).trim();
    const what = `ADEME element ${id}`;

    const unitRaw = cleanText(col(record, C.unitFr));
    const parsed = parseFactorUnit(UNIT_LABEL_OVERRIDES[unitRaw] ?? unitRaw);
    if (!parsed) throw new Error(`${what}: unrecognised unit ${JSON.stringify(unitRaw)}`);
    const { multiplier, ...unit } = unitFields(parsed.denominator, parsed.numeratorKgCo2e);

    const sourceValue = requiredNumber(col(record, C.total), `${what} total`);
    const nameFr = joinName([col(record, C.baseFr), col(record, C.attributeFr), col(record, C.boundaryFr)]);
    // English parts exist only where ADEME translated the base name; never mix French parts into an English name.
    const nameEn = cleanText(col(record, C.baseEn))
      ? joinName([col(record, C.baseEn), col(record, C.attributeEn), col(record, C.boundaryEn)])
      : null;

    const postes = postesById.get(id) ?? [];
    const components: FactorComponent[] = postes.map((poste) => ({
      kind: cleanText(col(poste, C.posteType)),
      nameFr: textOrNull(col(poste, C.posteFr)),
      nameEn: textOrNull(col(poste, C.posteEn)),
      kgCo2ePerUnit: applyMultiplier(
        requiredNumber(col(poste, C.total), `${what} poste total`),
        multiplier,
        col(poste, C.total),
        significantDigits(col(record, C.total)),
      ),
    }));
    const partDigits = Math.max(...postes.map((poste) => significantDigits(col(poste, C.total))), 1);
    const validity = parseAdemeValidity(col(record, C.validity));
    const category = cleanText(col(record, C.category));

    const rawStatus = cleanText(col(record, C.status));
    const quality = metadataNumber(record, C.quality, what);
    factors.push({
      key: factorKey('ademe-base-carbone', id),
      ...datasetFields(ademeBaseCarboneDataset),
      sourceId: id,
      nameFr,
      nameEn,
      nameLanguages: nameLanguagesOf(nameFr, nameEn),
      categoryPathFr: category
        .split('>')
        .map((p) => p.trim())
        .filter((p) => p !== ''),
      categoryPathEn: [],
      unitRaw,
      sourceValue,
      ...unit,
      energyBasis: impliedEnergyBasis(record, unit.unitFamily, unit.energyBasis),
      gwpBasis: ademeGwpBasis(category, textOrNull(col(record, C.programme))),
      parts: partsOf(
        components,
        postes.map((poste) => partKindOfPoste(col(poste, C.posteType), unit.unitFamily)),
        partDigits,
      ),
      tagsFr: parseAdemeTags(col(record, C.tagsFr)),
      tagsEn: parseAdemeTags(col(record, C.tagsEn)),
      editionGroup: null,
      latestEdition: true,
      // Set by linkAdemeReplacements once every element is read.
      replacedByKey: null,
      kgCo2ePerUnit: applyMultiplier(sourceValue, multiplier, col(record, C.total)),
      gases: gases(record, multiplier, what),
      components: components.length > 0 ? components : null,
      lifecycleStages: null,
      uncertaintyPercent: metadataNumber(record, C.uncertainty, what),
      quality,
      qualityScheme: quality === null ? null : 'ademe-quality',
      ...location(record),
      ...validity,
      status: rawStatus === ARCHIVED ? 'archived' : 'valid',
      ghgScope: null,
      duplicateOfKey: null,
      commentFr: textOrNull(col(record, C.commentFr)),
      commentEn: textOrNull(col(record, C.commentEn)),
      sourceMetadata: {
        elementStatus: rawStatus,
        structure: textOrNull(col(record, C.structure)),
        unitLabelEn: textOrNull(col(record, C.unitEn)),
        programme: textOrNull(col(record, C.programme)),
        programmeUrl: textOrNull(col(record, C.programmeUrl)),
        contributor: textOrNull(col(record, C.contributor)),
        otherContributors: textOrNull(col(record, C.otherContributors)),
        sourceReference: textOrNull(col(record, C.sourceText)),
        createdOn: textOrNull(col(record, C.created)),
        modifiedOn: textOrNull(col(record, C.modified)),
        regulations: textOrNull(col(record, C.regulations)),
        transparency: metadataNumber(record, C.transparency, what),
        qualityTeR: metadataNumber(record, C.qualityTeR, what),
        qualityGR: metadataNumber(record, C.qualityGR, what),
        qualityTiR: metadataNumber(record, C.qualityTiR, what),
        qualityC: metadataNumber(record, C.qualityC, what),
        qualityP: metadataNumber(record, C.qualityP, what),
        qualityM: metadataNumber(record, C.qualityM, what),
        tagsFr: textOrNull(col(record, C.tagsFr)),
        tagsEn: textOrNull(col(record, C.tagsEn)),
      },
    });
  }
  return factors;
}
