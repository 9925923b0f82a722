/**
 * Products (issue 11, docs/decisions/0027-product-footprints.md): composite products with their lines (each with
 * the factor copied in, as ledger entries do) and the footprint computed at save, and simple products (a price and
 * an emission per unit). Both count against the plan's products limit.
 */
import { sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import {
  boolean,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns.ts';
import { companies, sites } from './companies.ts';
import { emissionFactors } from './emission-factors.ts';
import { catalogItems } from './product-catalog.ts';

export const products = pgTable(
  'products',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    siteId: uuid('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'restrict' }),
    name: text('name').notNull(),
    /** A unit code of @carbon/carbon/units the footprint is per ('unit', 'kg', 'l'...). */
    unit: text('unit').notNull(),
    description: text('description').notNull().default(''),
    annualProductionVolume: doublePrecision('annual_production_volume'),
    weightPerUnitKg: doublePrecision('weight_per_unit_kg').notNull(),
    /** Optional facts the public report shows (issue 11 section 4): volume per unit in litres, size in cm, origin. */
    volumePerUnitL: doublePrecision('volume_per_unit_l'),
    dimensionsCm: jsonb('dimensions_cm').$type<{ length: number; width: number; height: number }>(),
    /** ISO 3166-1 alpha-2 country the product comes from; the report falls back to its site's country. */
    originCountry: text('origin_country'),
    revenuePerUnitEur: doublePrecision('revenue_per_unit_eur'),
    currency: text('currency').notNull().default('EUR'),
    isComponent: boolean('is_component').notNull().default(false),
    isFinalProduct: boolean('is_final_product').notNull().default(true),
    category: text('category').notNull(),
    processingState: text('processing_state', {
      enum: ['raw', 'semi_processed', 'processed', 'finished', 'packaged'],
    }),
    compositionMode: text('composition_mode', { enum: ['per_unit', 'whole_production'] }).notNull(),
    /** The footprint as computed at the last save (the API shape); the tree is recomputed on read. */
    footprint: jsonb('footprint').notNull(),
    /** The company's catalog item listing a final product (deleted with it). */
    catalogItemId: uuid('catalog_item_id').references(() => catalogItems.id, { onDelete: 'set null' }),
    publishedSlug: text('published_slug'),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('products_company_idx').on(t.companyId, t.createdAt),
    uniqueIndex('products_published_slug_key')
      .on(t.publishedSlug)
      .where(sql`published_slug IS NOT NULL`),
  ],
);

export const productLines = pgTable(
  'product_lines',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    kind: text('kind', {
      enum: ['material', 'energy', 'transport', 'packaging', 'waste', 'distribution'],
    }).notNull(),
    label: text('label').notNull().default(''),
    /** The line as sent (emission_factor_id, quantity, unit, mode...): the API echoes it. */
    spec: jsonb('spec').notNull(),
    /** The line's quantity as the engine takes it (per unit, or for the whole production), in `unit`. */
    quantity: doublePrecision('quantity').notNull(),
    /** A unit code of @carbon/carbon/units ('%' for an energy entry's share). */
    unit: text('unit').notNull(),
    /**
     * A sub-product used by this line; a product in use cannot be deleted (checked at the end of the statement, so a
     * company's deletion, which removes all its products at once, is not refused).
     */
    subProductId: uuid('sub_product_id').references((): AnyPgColumn => products.id, {
      onDelete: 'no action',
    }),
    /** The factor as it was when the line was computed (NULL for a sub-product line). */
    factorId: uuid('factor_id').references(() => emissionFactors.id, { onDelete: 'set null' }),
    factorSource: text('factor_source'),
    factorDatasetVersion: text('factor_dataset_version'),
    factorName: text('factor_name'),
    factorKgCo2ePerUnit: doublePrecision('factor_kg_co2e_per_unit'),
    factorUnit: text('factor_unit'),
    factorYear: integer('factor_year'),
    factorGeography: text('factor_geography'),
    factorPrimary: boolean('factor_primary'),
    /** For an energy share: the entry's total kg CO2e when the line was saved. */
    shareTotalKgCo2e: doublePrecision('share_total_kg_co2e'),
  },
  (t) => [
    index('product_lines_product_idx').on(t.productId, t.position),
    index('product_lines_sub_product_idx').on(t.subProductId),
  ],
);

export const simpleProducts = pgTable(
  'simple_products',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    pricePerUnit: doublePrecision('price_per_unit').notNull(),
    emissionsPerUnit: doublePrecision('emissions_per_unit').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('simple_products_company_idx').on(t.companyId, t.createdAt)],
);

/**
 * A company's product-graph version (issue 11 benchmark): incremented inside every transaction that writes the
 * company's products, their lines, or a site's country (the tree shows it), so a tree cached in process with the
 * version it was built at is served only while nothing it was computed from has changed. No row = version 0.
 */
export const productGraphVersions = pgTable('product_graph_versions', {
  companyId: uuid('company_id')
    .primaryKey()
    .references(() => companies.id, { onDelete: 'cascade' }),
  version: integer('version').notNull().default(0),
});
