import { sql } from 'drizzle-orm';
import { boolean, doublePrecision, index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt, tsvector } from './columns.ts';
import { companies } from './companies.ts';
import { emissionFactors } from './emission-factors.ts';

/** The fixed bilingual tag vocabulary of the product catalog, seeded from reference-data/catalog/tags.json. */
export const catalogTags = pgTable(
  'catalog_tags',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    category: text('category', { enum: ['material', 'certification', 'lifecycle', 'category'] }).notNull(),
    slug: text('slug').notNull(),
    labelEn: text('label_en').notNull(),
    labelFr: text('label_fr').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [uniqueIndex('catalog_tags_slug_key').on(t.category, t.slug)],
);

/**
 * Product catalog items: the library's curated materials and packaging (company_id NULL, read-only, bilingual,
 * emission per unit copied from a factor at load) and each company's own items.
 */
export const catalogItems = pgTable(
  'catalog_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id').references(() => companies.id, { onDelete: 'cascade' }),
    /** Stable id of a library item in reference-data/catalog/library-items.json (the upsert key). */
    libraryKey: text('library_key'),
    category: text('category').notNull(),
    /** French wording of a library item; a company's items are in the words its users typed. */
    categoryFr: text('category_fr'),
    name: text('name').notNull(),
    nameFr: text('name_fr'),
    pricePerUnit: doublePrecision('price_per_unit'),
    currency: text('currency').notNull().default('EUR'),
    unit: text('unit').notNull(),
    alternativeName: text('alternative_name'),
    description: text('description'),
    descriptionFr: text('description_fr'),
    productType: text('product_type'),
    materialType: text('material_type'),
    size: text('size'),
    sizeLabel: text('size_label'),
    region: text('region'),
    countryCode: text('country_code'),
    emissionPerUnit: doublePrecision('emission_per_unit'),
    emissionFactorId: uuid('emission_factor_id').references(() => emissionFactors.id, { onDelete: 'set null' }),
    weight: doublePrecision('weight'),
    weightUnit: text('weight_unit'),
    volume: doublePrecision('volume'),
    volumeUnit: text('volume_unit'),
    dimensions: text('dimensions'),
    density: doublePrecision('density'),
    recyclable: boolean('recyclable'),
    recycledContentPercent: doublePrecision('recycled_content_percent'),
    /** Ids of catalog_tags; the vocabulary is fixed and never deleted, and the service checks each id. */
    tagIds: uuid('tag_ids').array().notNull().default(sql`'{}'::uuid[]`),
    searchText: text('search_text')
      .notNull()
      .generatedAlwaysAs(
        sql`cl_norm(name || ' ' || coalesce(name_fr, '') || ' ' || coalesce(alternative_name, '') || ' ' || category || ' ' || coalesce(category_fr, '') || ' ' || coalesce(material_type, '') || ' ' || coalesce(product_type, '') || ' ' || coalesce(size_label, ''))`,
      ),
    /**
     * A company's item may be named in either language, so its text is stemmed both ways; a query is matched
     * against either.
     */
    tsv: tsvector('tsv')
      .notNull()
      .generatedAlwaysAs(
        sql`cl_catalog_tsvector(name || ' ' || coalesce(name_fr, '') || ' ' || coalesce(alternative_name, ''), category || ' ' || coalesce(category_fr, '') || ' ' || coalesce(material_type, '') || ' ' || coalesce(product_type, ''))`,
      ),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('catalog_items_library_key').on(t.libraryKey).where(sql`company_id IS NULL`),
    index('catalog_items_company_idx').on(t.companyId, t.name),
    index('catalog_items_search_trgm_idx').using('gin', sql`${t.searchText} gin_trgm_ops`),
    index('catalog_items_tsv_idx').using('gin', t.tsv),
  ],
);
