import type {
  CatalogItem,
  CatalogSearchItem,
  CatalogUnit,
  CreateCatalogItemInput,
  Tag,
  UpdateCatalogItemInput,
} from '@carbon/contracts/product-catalog';
import type { AppLocale } from '@carbon/i18n/locale';
import type { CatalogItemRow, CatalogItemValues, CatalogSearchRow, TagRow } from './product-catalog.repository.ts';

export function toTag(row: TagRow): Tag {
  return { id: row.id, category: row.category, slug: row.slug, label_en: row.labelEn, label_fr: row.labelFr };
}

/**
 * A library item is bilingual: in French it reads its French name and category, and its other-language name
 * becomes the alternative name. A company's item reads as its users wrote it.
 */
export function toCatalogItem(row: CatalogItemRow, tags: ReadonlyMap<string, Tag>, lang: AppLocale): CatalogItem {
  const french = lang === 'fr' && row.nameFr !== null;
  return {
    id: row.id,
    company_id: row.companyId,
    category: lang === 'fr' && row.categoryFr ? row.categoryFr : row.category,
    name: french ? (row.nameFr ?? row.name) : row.name,
    price_per_unit: row.pricePerUnit,
    currency: row.currency,
    unit: row.unit as CatalogUnit,
    alternative_name: row.alternativeName ?? (row.nameFr === null ? null : french ? row.name : row.nameFr),
    description: lang === 'fr' && row.descriptionFr ? row.descriptionFr : row.description,
    product_type: row.productType,
    material_type: row.materialType,
    size: row.size,
    size_label: row.sizeLabel,
    region: row.region,
    country_code: row.countryCode,
    emission_per_unit: row.emissionPerUnit,
    emission_factor_id: row.emissionFactorId,
    weight: row.weight,
    weight_unit: row.weightUnit,
    volume: row.volume,
    volume_unit: row.volumeUnit,
    dimensions: row.dimensions,
    density: row.density,
    recyclable: row.recyclable,
    recycled_content_percent: row.recycledContentPercent,
    tags: row.tagIds.flatMap((id) => {
      const tag = tags.get(id);
      return tag ? [tag] : [];
    }),
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

export function toCatalogSearchItem(
  row: CatalogSearchRow,
  tags: ReadonlyMap<string, Tag>,
  lang: AppLocale,
): CatalogSearchItem {
  return { ...toCatalogItem(row, tags, lang), score: Math.min(1, Math.max(0, Math.round(row.score * 1000) / 1000)) };
}

/**
 * The item a company writes, from the contract's fields to the columns. A create gives every field but perhaps the
 * emission (the service derives it from the linked factor); an update gives some fields, and those left out stay
 * undefined, which the repository's update leaves unchanged.
 */
export function toCatalogItemValues(
  input: CreateCatalogItemInput,
): Omit<CatalogItemValues, 'emissionPerUnit'> & Partial<Pick<CatalogItemValues, 'emissionPerUnit'>>;
export function toCatalogItemValues(input: UpdateCatalogItemInput): Partial<CatalogItemValues>;
export function toCatalogItemValues(input: UpdateCatalogItemInput): Partial<CatalogItemValues> {
  return {
    category: input.category,
    name: input.name,
    pricePerUnit: input.price_per_unit,
    currency: input.currency,
    unit: input.unit,
    alternativeName: input.alternative_name,
    description: input.description,
    productType: input.product_type,
    materialType: input.material_type,
    size: input.size,
    sizeLabel: input.size_label,
    region: input.region,
    countryCode: input.country_code,
    emissionPerUnit: input.emission_per_unit,
    emissionFactorId: input.emission_factor_id,
    weight: input.weight,
    weightUnit: input.weight_unit,
    volume: input.volume,
    volumeUnit: input.volume_unit,
    dimensions: input.dimensions,
    density: input.density,
    recyclable: input.recyclable,
    recycledContentPercent: input.recycled_content_percent,
    tagIds: input.tag_ids,
  };
}
