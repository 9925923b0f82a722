import type { CanonicalUnit, EnergyBasis, ParsedUnit, UnitFamily } from '@carbon/carbon/units';

export const FACTOR_SOURCES = [
  'ademe-base-carbone',
  'agribalyse',
  'uk-desnz',
  'us-epa-useeio',
  'owid-grid-intensity',
] as const;
export type FactorSource = (typeof FACTOR_SOURCES)[number];

/** Archived factors are not offered for new entries but stay readable for entries that already use them. */
export type FactorStatus = 'valid' | 'archived';

/**
 * Which languages the names come in. A dataset published in one language keeps that language only: the UI
 * shows it and says so, rather than showing a machine translation as if it were the publisher's.
 */
export type NameLanguages = 'fr+en' | 'fr' | 'en';

/**
 * Contributions to kg CO2e per unit, in kg CO2e per the same unit as the factor. Null where the source does
 * not split that gas. co2Biogenic is reported beside the total, never inside it (GHG Protocol: outside scopes).
 */
export interface GasSplit {
  /** ADEME CO2f; DESNZ "kg CO2e of CO2", which is fossil since DESNZ reports biogenic CO2 outside of scopes. */
  co2Fossil: number | null;
  ch4Fossil: number | null;
  ch4Biogenic: number | null;
  /** Methane where the source does not say fossil or biogenic (DESNZ). */
  ch4: number | null;
  n2o: number | null;
  /** Every other gas (HFCs, SF6, "Autres GES"…), summed. */
  other: number | null;
  co2Biogenic: number | null;
}

/** AGRIBALYSE life-cycle stages, kg CO2e per kg of food as consumed; they sum to the total within rounding. */
export interface LifecycleStages {
  agriculture: number;
  processing: number;
  packaging: number;
  transport: number;
  retail: number;
  consumption: number;
}

/** A part of a factor that the source breaks down (ADEME "postes": upstream, combustion, manufacturing…). */
export interface FactorComponent {
  kind: string;
  nameFr: string | null;
  nameEn: string | null;
  kgCo2ePerUnit: number;
}

/**
 * A part of the total that the ledger books apart (docs/decisions/0018-factor-editions-parts-units.md): combustion
 * (scope 1), upstream / well-to-tank and transmission and distribution losses (scope 3 category 3), other.
 */
export type FactorPartKind = 'combustion' | 'upstream' | 'transmission_distribution_losses' | 'other';

export interface FactorPart {
  kind: FactorPartKind;
  kgCo2ePerUnit: number;
  /** The library factor this part is published as (a DESNZ well-to-tank or T&D row). */
  factorKey: string | null;
}

/** The IPCC assessment report whose 100-year GWPs a source's CO2e uses. */
export type GwpBasis = 'AR4' | 'AR5' | 'AR6';

export type SourceMetadataValue = string | number | boolean | null;

export interface NormalisedFactor {
  /** `${source}:${sourceId}`: stable across re-runs, the upsert key. */
  key: string;
  source: FactorSource;
  datasetVersion: string;
  licence: string;
  licenceUrl: string | null;
  attribution: string;
  /** The publisher's identifier (ADEME element id, AGRIBALYSE code, `${edition}:${DESNZ ID}`, NAICS code, `${ISO3}:${year}`). */
  sourceId: string;

  nameFr: string | null;
  nameEn: string | null;
  nameLanguages: NameLanguages;
  /** Empty when the source has no category path in that language. */
  categoryPathFr: string[];
  categoryPathEn: string[];

  /** The unit label as published, e.g. "kgCO2e/tep PCI" or "miles". */
  unitRaw: string;
  /** The value as published, per unitRaw. */
  sourceValue: number;
  /** Normalised denominator: kgCo2ePerUnit is per one of this unit. */
  unit: CanonicalUnit;
  unitFamily: UnitFamily;
  /** What the unit is of: "poids net", "déchets", "HT", "purchaser price", "vehicle"… */
  unitQualifier: string | null;
  energyBasis: EnergyBasis | null;
  /** Price year of a spend-based factor. */
  priceYear: number | null;
  /** ISO 4217 code of a money unit. */
  currency: string | null;
  kgCo2ePerUnit: number;
  gwpBasis: GwpBasis | null;
  /** The parts of the total the source gives (combustion, upstream…); null when it gives none. */
  parts: FactorPart[] | null;
  /** The source's tags ("Tags français" / "Tags anglais"). */
  tagsFr: string[];
  tagsEn: string[];
  /** The same for every edition of one factor (DESNZ: `uk-desnz:` + the id without the year); null with one. */
  editionGroup: string | null;
  /** False for an older edition of a factor that has a newer one. */
  latestEdition: boolean;
  /** The key of the factor that replaces this one, where the source names it. */
  replacedByKey: string | null;

  gases: GasSplit | null;
  components: FactorComponent[] | null;
  lifecycleStages: LifecycleStages | null;

  uncertaintyPercent: number | null;
  quality: number | null;
  /** How to read `quality`: 'ademe-quality' (Base Carbone "Qualité"), 'agribalyse-dqr' (1 best … 5 worst). */
  qualityScheme: string | null;

  /** ISO 3166-1 alpha-2, where the factor is for one country or territory. */
  countryCode: string | null;
  /** A multi-country area: 'WORLD', 'EUROPE', 'EU27', or an Our World in Data aggregate code such as 'OWID_AFR'. */
  regionCode: string | null;
  locationFr: string | null;
  locationEn: string | null;

  /** Reference year of the data, where the source states one. */
  year: number | null;
  validFrom: string | null;
  validTo: string | null;
  /** The validity as published, when it is text that does not reduce to dates ("3 ans"). */
  validityText: string | null;
  status: FactorStatus;
  /** GHG Protocol scope, where the source assigns one (DESNZ). */
  ghgScope: 1 | 2 | 3 | null;
  /**
   * Set when the same factor is available under another key that search should prefer (an ADEME row copied from
   * AGRIBALYSE; a DESNZ per-mile row whose per-km twin exists). This row stays readable.
   */
  duplicateOfKey: string | null;

  commentFr: string | null;
  commentEn: string | null;
  /** Source-specific fields, documented in README.md. */
  sourceMetadata: Record<string, SourceMetadataValue>;
}

/** What one import reads: the product records it with each factor so that a reader can cite it. */
export interface FactorDataset {
  source: FactorSource;
  datasetVersion: string;
  title: string;
  publisher: string;
  licence: string;
  licenceUrl: string | null;
  attribution: string;
  /** The IPCC report of the dataset's GWPs, as its publisher states it (SOURCES.md). */
  gwpBasis: GwpBasis | null;
  /** Folder under packages/db/reference-data/emission-factors/. */
  directory: string;
  files: string[];
}

export function factorKey(source: FactorSource, sourceId: string): string {
  return `${source}:${sourceId}`;
}

/** Removes float noise from unit conversions (0.04179000000000001 → 0.04179) without losing real precision. */
export function tidyNumber(value: number): number {
  return Number(value.toPrecision(15));
}

export interface UnitFields {
  unit: CanonicalUnit;
  unitFamily: UnitFamily;
  unitQualifier: string | null;
  energyBasis: EnergyBasis | null;
  priceYear: number | null;
  currency: string | null;
  /** Multiply a source value (kg CO2e per source unit) by this to get kg CO2e per canonical unit. */
  multiplier: number;
}

export function unitFields(denominator: ParsedUnit, numeratorKgCo2e = 1): UnitFields {
  return {
    unit: denominator.canonical,
    unitFamily: denominator.family,
    unitQualifier: denominator.qualifier,
    energyBasis: denominator.energyBasis,
    priceYear: denominator.priceYear,
    currency: denominator.currency,
    multiplier: numeratorKgCo2e / denominator.canonicalPerUnit,
  };
}

/**
 * The significant digits of a number as published: "0.27000" has 5 (DESNZ writes five decimals), "2090" has 4,
 * "0.000183" has 3. Without the text, the shortest form of the number stands for it.
 */
export function significantDigits(published: string | number): number {
  let text = typeof published === 'number' ? String(published) : published.trim();
  if (/e/i.test(text)) {
    const [mantissa = ''] = text.toLowerCase().split('e');
    text = mantissa;
  }
  text = text.replace(/^[+-]/, '');
  // Trailing zeros of a whole number count: "110" (ADEME, 103 + 5.72 + 0.819) has three digits, not two. Taking
  // one digit too many never loses precision; one too few would.
  const digits = text.replace('.', '').replace(/^0+/, '');
  // More than 15 digits is float noise of a conversion, not precision ("0.13388999999999998").
  if (digits.length > 15 && typeof published === 'string') return significantDigits(Number(Number(text).toPrecision(15)));
  return Math.max(1, Math.min(15, digits.length));
}

/** Rounds to n significant digits, without float noise (0.2371, not 0.23710000000000001). */
export function roundToSignificant(value: number, digits: number): number {
  if (value === 0 || !Number.isFinite(value)) return value;
  return Number(value.toPrecision(digits));
}

/** 3.694 for 3694, 1.224 for 0.1224: the digits of a number read from its first one. */
function mantissa(value: number): number {
  const magnitude = Math.abs(value);
  return magnitude / 10 ** Math.floor(Math.log10(magnitude));
}

/**
 * A value converted to the canonical unit keeps the precision of the value as published, no more (a part of a
 * total, a gas or a poste, keeps at least the total's: minDigits): 2758 kg CO2e
 * per toe becomes 0.23715 kg CO2e per kWh, not 0.237145313843508. The same number of significant digits, plus one
 * when the converted value's digits start lower (0.034 per MJ is 0.1224 per kWh: 0.12 would lose 2 %, 0.122 keeps
 * the precision of 0.034). An unconverted value is kept exactly as published.
 */
export function applyMultiplier(value: number, multiplier: number, published?: string, minDigits = 1): number {
  if (multiplier === 1) return value;
  const converted = value * multiplier;
  if (converted === 0 || !Number.isFinite(converted)) return converted;
  const digits = Math.max(minDigits, significantDigits(published ?? value));
  return roundToSignificant(converted, mantissa(converted) < mantissa(value) ? digits + 1 : digits);
}

export function datasetFields(dataset: FactorDataset) {
  return {
    source: dataset.source,
    datasetVersion: dataset.datasetVersion,
    licence: dataset.licence,
    licenceUrl: dataset.licenceUrl,
    attribution: dataset.attribution,
    gwpBasis: dataset.gwpBasis,
  } as const;
}

/** A factor with one edition, no replacement, no tags: what a source that has none of these gives. */
export const SINGLE_EDITION = {
  tagsFr: [] as string[],
  tagsEn: [] as string[],
  editionGroup: null,
  latestEdition: true,
  replacedByKey: null,
} as const;

export function nameLanguagesOf(nameFr: string | null, nameEn: string | null): NameLanguages {
  if (nameFr && nameEn) return 'fr+en';
  if (nameFr) return 'fr';
  if (nameEn) return 'en';
  throw new Error('A factor needs a name in at least one language');
}
