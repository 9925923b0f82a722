import { unitFamily, type UnitCode } from '@carbon/carbon/units';
import type {
  FactorDataset,
  FactorDetail,
  FactorPart,
  FactorPartKind,
  FactorValidity,
  FactorSearchItem,
  FactorSource,
  FactorSummary,
  FactorUnit,
  FactorUnitFamily,
  LibrarySource,
} from '@carbon/contracts/emission-factors';
import type { AppLocale } from '@carbon/i18n/locale';
import { t } from '../../platform/i18n.ts';
import {
  ownEdition,
  type CompanyFactorValues,
  type DatasetRow,
  type FactorDetailRow,
  type FactorDetailView,
  type FactorSearchRow,
  type FactorSummaryRow,
} from './emission-factors.repository.ts';

/** The text in the requested language, else the other one: a dataset published in one language keeps it. */
function inLang<T>(lang: AppLocale, fr: T | null, en: T | null): T | null {
  return lang === 'fr' ? (fr ?? en) : (en ?? fr);
}

function pathInLang(lang: AppLocale, fr: string[], en: string[]): string[] {
  const preferred = lang === 'fr' ? fr : en;
  return preferred.length > 0 ? preferred : lang === 'fr' ? en : fr;
}

/**
 * The energy basis as each language writes it after an energy unit: French "kWh PCI" / "kWh PCS" (pouvoir
 * calorifique inférieur / supérieur), English "kWh (LHV)" / "kWh (HHV)". Notations, like the unit symbols.
 */
const BASIS_SUFFIX: Record<AppLocale, Record<'LHV' | 'HHV', string>> = {
  fr: { LHV: ' PCI', HHV: ' PCS' },
  en: { LHV: ' (LHV)', HHV: ' (HHV)' },
};

/**
 * The unit as shown with its basis and qualifier: "kWh PCI", "tonne (clinker)", "night". The unit's name comes
 * from the same catalog as the web's (factors.units); the qualifier is the source's own words, in its language.
 * A money unit's qualifier is its price basis and year, shown apart (currency, price_year), not in the label.
 */
export function unitLabel(
  lang: AppLocale,
  row: Pick<FactorSummaryRow, 'unit' | 'energyBasis' | 'unitQualifier' | 'unitFamily' | 'nameLanguages'>,
): string {
  const key = `factors.units.${row.unit.replace(/\./g, '_')}`;
  const name = t(lang, key);
  let label = name === key ? row.unit : name;
  if (row.energyBasis) label += BASIS_SUFFIX[lang][row.energyBasis];
  if (showsQualifier(lang, row)) label += ` (${row.unitQualifier})`;
  return label;
}

/**
 * The qualifier is in the source's words, so it is shown where the source speaks the response language (DESNZ's
 * English "room" is not put inside a French label), never for money (its price basis is shown apart) and not
 * where the unit already says it (a hotel night is a room's).
 */
function showsQualifier(
  lang: AppLocale,
  row: Pick<FactorSummaryRow, 'unitQualifier' | 'unitFamily' | 'nameLanguages'>,
): boolean {
  if (!row.unitQualifier || row.unitFamily === 'money') return false;
  if (row.unitFamily === 'accommodation' && /^rooms?$/i.test(row.unitQualifier)) return false;
  return row.nameLanguages === 'fr+en' || row.nameLanguages === lang;
}

/** Validity on the given day: the source's end of validity past makes a valid factor expired. */
export function validityOf(row: Pick<FactorSummaryRow, 'status' | 'validTo'>, today: string): FactorValidity {
  if (row.status === 'archived') return 'archived';
  return row.validTo !== null && row.validTo < today ? 'expired' : 'current';
}

const PART_KINDS = new Set<FactorPartKind>(['combustion', 'upstream', 'transmission_distribution_losses', 'other']);

/** How parts are stored (emission_factors.parts): factor_id is filled by the import once the linked row exists. */
interface StoredPart {
  kind: string;
  kg_co2e_per_unit: number;
  factor_key?: string;
  factor_id?: string;
}

function partsOf(stored: unknown, partFactorIds?: Map<string, string>): FactorPart[] {
  if (!Array.isArray(stored)) return [];
  return (stored as StoredPart[]).map((part) => ({
    kind: PART_KINDS.has(part.kind as FactorPartKind) ? (part.kind as FactorPartKind) : 'other',
    kg_co2e_per_unit: part.kg_co2e_per_unit,
    factor_id: (part.factor_key ? partFactorIds?.get(part.factor_key) : undefined) ?? part.factor_id ?? null,
  }));
}

/** An edition's label: the edition year where a factor has several (DESNZ), else its dataset's version. */
function editionLabel(row: { editionGroup?: string | null; year: number | null; datasetVersion: string | null }) {
  if (row.editionGroup && row.year !== null) return String(row.year);
  return row.datasetVersion;
}

function todayIso(): string {
  return new Date().toISOString().slice(0, 10);
}

export function toFactorSummary(
  row: FactorSummaryRow,
  lang: AppLocale,
  partFactorIds?: Map<string, string>,
): FactorSummary {
  return {
    id: row.id,
    key: row.key,
    source: row.source as FactorSource,
    dataset_version: row.datasetVersion,
    name: inLang(lang, row.nameFr, row.nameEn) ?? '',
    name_fr: row.nameFr,
    name_en: row.nameEn,
    name_languages: row.nameLanguages,
    category_path: pathInLang(lang, row.categoryPathFr, row.categoryPathEn),
    unit: row.unit as FactorUnit,
    unit_family: row.unitFamily as FactorUnitFamily,
    kg_co2e_per_unit: row.kgCo2ePerUnit,
    country_code: row.countryCode,
    region_code: row.regionCode,
    location: inLang(lang, row.locationFr, row.locationEn),
    year: row.year,
    status: row.status,
    company_id: row.companyId,
    unit_label: unitLabel(lang, row),
    unit_raw: row.unitRaw,
    energy_basis: row.energyBasis,
    unit_qualifier: row.unitQualifier,
    currency: row.currency,
    price_year: row.priceYear,
    gwp_basis: row.gwpBasis,
    parts: partsOf(row.parts, partFactorIds),
    validity: validityOf(row, todayIso()),
    valid_to: row.validTo,
    latest_edition: row.latestEdition,
    edition: editionLabel(row),
  };
}

export function toFactorSearchItem(row: FactorSearchRow, lang: AppLocale): FactorSearchItem {
  // Rounded so that equal relevance reads equal; the score is for ordering and a slider, not arithmetic.
  return { ...toFactorSummary(row, lang), score: Math.min(1, Math.max(0, Math.round(row.score * 1000) / 1000)) };
}

interface StoredComponent {
  kind: string;
  name_fr: string | null;
  name_en: string | null;
  kg_co2e_per_unit: number;
}

/**
 * A factor's page. Without `links` (a company factor just written) the factor is its only edition and links to
 * nothing, which is what a company's own factor is.
 */
export function toFactorDetail(
  row: FactorDetailRow,
  lang: AppLocale,
  links?: Omit<FactorDetailView, 'row'>,
): FactorDetail {
  const components = row.components as StoredComponent[] | null;
  const editions = links?.editions ?? [ownEdition(row)];
  const replacedBy = links?.replacedBy ?? null;
  return {
    ...toFactorSummary(row, lang, links?.partFactorIds),
    source_value: row.sourceValue,
    gases: (row.gases as FactorDetail['gases']) ?? null,
    components: components
      ? components.map((c) => ({
          kind: c.kind,
          name: inLang(lang, c.name_fr, c.name_en),
          kg_co2e_per_unit: c.kg_co2e_per_unit,
        }))
      : null,
    lifecycle_stages: (row.lifecycleStages as FactorDetail['lifecycle_stages']) ?? null,
    uncertainty_percent: row.uncertaintyPercent,
    quality: row.quality,
    quality_scheme: row.qualityScheme,
    valid_from: row.validFrom,
    validity_text: row.validityText,
    licence: row.licence,
    licence_url: row.licenceUrl,
    attribution: row.attribution,
    source_id: row.sourceId,
    comment: inLang(lang, row.commentFr, row.commentEn),
    duplicate_of_key: row.duplicateOfKey,
    ghg_scope: row.ghgScope,
    editions: editions.map((edition) => ({
      id: edition.id,
      key: edition.key,
      edition: editionLabel({ ...edition, editionGroup: row.editionGroup }),
      dataset_version: edition.datasetVersion,
      kg_co2e_per_unit: edition.kgCo2ePerUnit,
      latest_edition: edition.latestEdition,
    })),
    replaced_by: replacedBy
      ? { id: replacedBy.id, key: replacedBy.key, name: inLang(lang, replacedBy.nameFr, replacedBy.nameEn) ?? '' }
      : null,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

export function toFactorDataset(row: DatasetRow): FactorDataset {
  return {
    source: row.source as LibrarySource,
    title: row.title,
    publisher: row.publisher,
    dataset_version: row.datasetVersion,
    licence: row.licence,
    licence_url: row.licenceUrl,
    attribution: row.attribution,
    factor_count: row.factorCount,
    valid_count: row.validCount,
    imported_at: row.importedAt.toISOString(),
  };
}

/** What a company gives for its own factor, before it becomes a row (create and update). */
export interface CompanyFactorFields {
  nameFr: string | null;
  nameEn: string | null;
  categoryPath: string[];
  unit: string;
  kgCo2ePerUnit: number;
  countryCode: string | null;
  year: number | null;
  uncertaintyPercent: number | null;
  comment: string | null;
  status: 'valid' | 'archived';
  gwpBasis?: 'AR4' | 'AR5' | 'AR6' | null;
}

/**
 * A company writes its factor in its own words, in one language or both; its category path and comment are kept
 * for either language, so that its factor is found and read in both.
 */
export function toCompanyFactorValues(fields: CompanyFactorFields): CompanyFactorValues {
  const { nameFr, nameEn } = fields;
  return {
    nameFr,
    nameEn,
    nameLanguages: nameFr && nameEn ? 'fr+en' : nameFr ? 'fr' : 'en',
    categoryPathFr: fields.categoryPath,
    categoryPathEn: fields.categoryPath,
    unit: fields.unit,
    unitFamily: unitFamily(fields.unit as UnitCode),
    kgCo2ePerUnit: fields.kgCo2ePerUnit,
    countryCode: fields.countryCode,
    year: fields.year,
    uncertaintyPercent: fields.uncertaintyPercent,
    commentFr: fields.comment,
    commentEn: fields.comment,
    status: fields.status,
    ...(fields.gwpBasis !== undefined ? { gwpBasis: fields.gwpBasis } : {}),
  };
}
