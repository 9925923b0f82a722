import type { ProductFootprint, ProductTreeNode } from '@carbon/carbon/products';
import type {
  Footprint,
  Product,
  ProductTreeNode as ProductTreeDto,
  PublicProductReport,
  SimpleProduct,
} from '@carbon/contracts/products';
import type { ProductLineRow, ProductRow, PublishedExtras, SimpleProductRow } from './products.repository.ts';

type EngineLine = ProductFootprint['lines'][number];

function lineDto(line: EngineLine): Footprint['lines'][number] {
  return {
    id: line.id,
    kind: line.kind,
    stage: line.stage,
    label: line.label,
    kg_co2e_per_unit: line.kgCo2ePerUnit,
    quantity_per_unit: line.quantityPerUnit,
    unit: line.unit,
    mass_kg_per_unit: line.massKgPerUnit,
    product_id: line.productId,
    factor: line.factor
      ? {
          id: line.factor.id ?? null,
          name: line.factor.name,
          source: line.factor.source,
          version: line.factor.version,
          kg_co2e_per_unit: line.factor.kgCo2ePerUnit,
          unit: line.factor.unit,
          year: line.factor.year,
          geography: line.factor.geography,
          primary: line.factor.primary,
        }
      : null,
    data_quality: {
      primary: line.dataQuality.primary,
      age_years: line.dataQuality.ageYears,
      geography: line.dataQuality.geography,
      score: line.dataQuality.score,
    },
  };
}

/** The engine's footprint in the API's words (stored as such in products.footprint at save). */
export function toFootprintDto(footprint: ProductFootprint): Footprint {
  return {
    kg_co2e_per_unit: footprint.kgCo2ePerUnit,
    by_stage: { ...footprint.byStage },
    lines: footprint.lines.map(lineDto),
    data_quality: {
      score: footprint.dataQuality.score,
      rating: footprint.dataQuality.rating,
      primary_share_percent: footprint.dataQuality.primarySharePercent,
    },
    mass_balance: {
      declared_kg: footprint.massBalance.declaredKg,
      lines_kg: footprint.massBalance.linesKg,
      difference_percent: footprint.massBalance.differencePercent,
      warning: footprint.massBalance.warning,
    },
    warnings: footprint.warnings.map((warning) => ({
      code: warning.code,
      declared_kg: warning.declaredKg,
      lines_kg: warning.linesKg,
      difference_percent: warning.differencePercent,
    })),
  };
}

export function toTreeDto(node: ProductTreeNode): ProductTreeDto {
  return {
    product_id: node.productId,
    name: node.name,
    unit: node.unit,
    kg_co2e_per_unit: node.kgCo2ePerUnit,
    quantity_per_parent_unit: node.quantityPerParentUnit,
    kg_co2e_per_parent_unit: node.kgCo2ePerParentUnit,
    by_stage_per_parent_unit: node.byStagePerParentUnit,
    quantity_per_root_unit: node.quantityPerRootUnit,
    lines: node.lines.map((line) => ({
      id: line.id,
      kind: line.kind,
      stage: line.stage,
      label: line.label,
      kg_co2e_per_unit: line.kgCo2ePerUnit,
      quantity_per_unit: line.quantityPerUnit,
      unit: line.unit,
      product_id: line.productId,
      factor: line.factor
        ? {
            name: line.factor.name,
            source: line.factor.source,
            version: line.factor.version,
            unit: line.factor.unit,
            kg_co2e_per_unit: line.factor.kgCo2ePerUnit,
          }
        : null,
      data_quality_score: line.dataQuality.score,
      children: line.children ? toTreeDto(line.children) : null,
    })),
  };
}

export function toProduct(row: ProductRow, lines: ProductLineRow[]): Product {
  return {
    id: row.id,
    company_id: row.companyId,
    site_id: row.siteId,
    name: row.name,
    unit: row.unit,
    description: row.description,
    annual_production_volume: row.annualProductionVolume,
    weight_per_unit_kg: row.weightPerUnitKg,
    revenue_per_unit_eur: row.revenuePerUnitEur,
    currency: row.currency,
    is_component: row.isComponent,
    is_final_product: row.isFinalProduct,
    category: row.category,
    processing_state: row.processingState,
    composition_mode: row.compositionMode,
    volume_per_unit_l: row.volumePerUnitL ?? null,
    dimensions_cm: row.dimensionsCm ?? null,
    origin_country: row.originCountry ?? null,
    lines: lines.map((line) => ({
      ...(line.spec as Record<string, unknown>),
      id: line.id,
      kind: line.kind,
      label: line.label,
      position: line.position,
    })),
    footprint: row.footprint as Footprint,
    catalog_item_id: row.catalogItemId,
    published_slug: row.publishedSlug,
    published_at: row.publishedAt?.toISOString() ?? null,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/** The public report: what the product says about itself, and never an id of anything else. */
export function toPublicReport(row: ProductRow & PublishedExtras): PublicProductReport {
  const footprint = row.footprint as Footprint;
  return {
    slug: row.publishedSlug!,
    name: row.name,
    description: row.description,
    unit: row.unit,
    weight_per_unit_kg: row.weightPerUnitKg,
    category: row.category,
    processing_state: row.processingState,
    company_name: row.companyName,
    cost_per_unit: row.revenuePerUnitEur,
    currency: row.currency,
    kg_co2e_per_unit: footprint.kg_co2e_per_unit,
    by_stage: footprint.by_stage,
    lines: footprint.lines.map((line) => ({
      kind: line.kind,
      stage: line.stage,
      label: line.label,
      kg_co2e_per_unit: line.kg_co2e_per_unit,
      quantity_per_unit: line.quantity_per_unit,
      unit: line.unit,
      factor: line.factor
        ? {
            name: line.factor.name,
            source: line.factor.source,
            version: line.factor.version,
            unit: line.factor.unit,
            kg_co2e_per_unit: line.factor.kg_co2e_per_unit,
          }
        : null,
    })),
    data_quality: { score: footprint.data_quality.score, rating: footprint.data_quality.rating },
    published_at: row.publishedAt!.toISOString(),
    // The product's own facts first, then its site's country and its catalog entry's volume and size.
    origin_country: row.originCountry ?? row.siteCountry ?? null,
    volume: row.volumePerUnitL ?? row.volume ?? null,
    volume_unit: row.volumePerUnitL != null ? 'l' : (row.volumeUnit ?? null),
    size: row.size ?? null,
    dimensions_cm: row.dimensionsCm ?? null,
  };
}

export function toSimpleProduct(row: SimpleProductRow): SimpleProduct {
  return {
    id: row.id,
    company_id: row.companyId,
    name: row.name,
    price_per_unit: row.pricePerUnit,
    emissions_per_unit: row.emissionsPerUnit,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}
