import { unitFamily, type UnitCode } from '@carbon/carbon/units';
import type {
  FactorDataset,
  FactorDetail,
  FactorSearchItem,
  FactorSource,
  FactorSummary,
  FactorUnit,
  FactorUnitFamily,
  LibrarySource,
} from '@carbon/contracts/emission-factors';
import type { AppLocale } from '@carbon/i18n/locale';
import type {
  CompanyFactorValues,
  DatasetRow,
  FactorDetailRow,
  FactorSearchRow,
  FactorSummaryRow,
} from './emission-factors.repository.ts';

/** The text in the requested language, else the other one: a dataset published in one language keeps it. */
function inLang<T>(lang: AppLocale, fr: T | null, en: T | null): T | null {
  return lang === 'fr' ? (fr ?? en) : (en ?? fr);
}

function pathInLang(lang: AppLocale, fr: string[], en: string[]): string[] {
  const preferred = lang === 'fr' ? fr : en;
  return preferred.length > 0 ? preferred : lang === 'fr' ? en : fr;
}

export function toFactorSummary(row: FactorSummaryRow, lang: AppLocale): FactorSummary {
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

export function toFactorDetail(row: FactorDetailRow, lang: AppLocale): FactorDetail {
  const components = row.components as StoredComponent[] | null;
  return {
    ...toFactorSummary(row, lang),
    unit_raw: row.unitRaw,
    source_value: row.sourceValue,
    unit_qualifier: row.unitQualifier,
    energy_basis: row.energyBasis,
    price_year: row.priceYear,
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
    valid_to: row.validTo,
    validity_text: row.validityText,
    licence: row.licence,
    licence_url: row.licenceUrl,
    attribution: row.attribution,
    source_id: row.sourceId,
    comment: inLang(lang, row.commentFr, row.commentEn),
    duplicate_of_key: row.duplicateOfKey,
    ghg_scope: row.ghgScope,
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
  };
}
