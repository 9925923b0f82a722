/**
 * The emission factor library and company factors, their details, the search vocabulary, and the imported
 * datasets (docs/decisions/0009-factor-search.md).
 */
import { sql } from 'drizzle-orm';
import { boolean, date, doublePrecision, real, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt, tsvector } from './columns.ts';
import { companies } from './companies.ts';

/**
 * The emission factor library (company_id NULL: rows imported from the open datasets, read-only) and the factors
 * a company adds for itself (company_id set), in one table so that one search covers both
 * (docs/decisions/0009-factor-search.md). It holds what search reads and lists show; what only the detail view
 * needs (gas split, components, provenance) is in emission_factor_details, which keeps these rows short: a broad
 * query reads thousands of them. The search columns are generated, so a company factor is searchable
 * the moment it is written, with the same normal form as the library; cl_* functions are in migration 0002.
 */
export const emissionFactors = pgTable(
  'emission_factors',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id').references(() => companies.id, { onDelete: 'cascade' }),
    /** `${source}:${sourceId}` for the library (the upsert key), `company:${id}` for a company's own. */
    key: text('key').notNull(),
    source: text('source').notNull(),
    datasetVersion: text('dataset_version'),
    sourceId: text('source_id'),
    nameFr: text('name_fr'),
    nameEn: text('name_en'),
    nameLanguages: text('name_languages', { enum: ['fr+en', 'fr', 'en'] }).notNull(),
    categoryPathFr: text('category_path_fr').array().notNull().default(sql`'{}'::text[]`),
    categoryPathEn: text('category_path_en').array().notNull().default(sql`'{}'::text[]`),
    unit: text('unit').notNull(),
    unitFamily: text('unit_family').notNull(),
    kgCo2ePerUnit: doublePrecision('kg_co2e_per_unit').notNull(),
    countryCode: text('country_code'),
    regionCode: text('region_code'),
    locationFr: text('location_fr'),
    locationEn: text('location_en'),
    year: integer('year'),
    status: text('status', { enum: ['valid', 'archived'] }).notNull(),
    ghgScope: integer('ghg_scope'),
    duplicateOfKey: text('duplicate_of_key'),
    /** The source's tags (ADEME "Tags français" / "Tags anglais"); search indexes them. */
    tagsFr: text('tags_fr').array().notNull().default(sql`'{}'::text[]`),
    tagsEn: text('tags_en').array().notNull().default(sql`'{}'::text[]`),
    /**
     * The same value for every edition of one factor (DESNZ: `uk-desnz:` + the DESNZ id without the edition year);
     * NULL when the factor has a single edition (docs/decisions/0018-factor-editions-parts-units.md).
     */
    editionGroup: text('edition_group'),
    /** False for an older edition of a factor that has a newer one: kept for the entries that use it, not offered. */
    latestEdition: boolean('latest_edition').notNull().default(true),
    /** End of validity (ADEME "Période de validité"); a valid factor with valid_to before today is expired. */
    validTo: date('valid_to', { mode: 'string' }),
    /** The key of the factor that replaces this one, where the source names it. */
    replacedByKey: text('replaced_by_key'),
    /** 'LHV' | 'HHV' for energy units: part of the unit ("kWh PCI"), not a detail. */
    energyBasis: text('energy_basis', { enum: ['LHV', 'HHV'] }),
    /** What the unit is of: "clinker", "poids net", "purchaser price"… */
    unitQualifier: text('unit_qualifier'),
    /** ISO 4217 code of a money unit (the unit EUR, USD…), with its price year. */
    currency: text('currency'),
    priceYear: integer('price_year'),
    /** The IPCC assessment report whose GWP100 values the CO2e uses. */
    gwpBasis: text('gwp_basis', { enum: ['AR4', 'AR5', 'AR6'] }),
    /**
     * [{ kind: 'combustion' | 'upstream' | 'transmission_distribution_losses' | 'other', kg_co2e_per_unit,
     * factor_key? }]: the parts a scope 1 entry and scope 3 category 3 read; NULL when the source gives no split.
     */
    parts: jsonb('parts'),
    /** SHA-256 of the imported row: a re-import rewrites (and re-indexes) only the rows that changed. */
    contentHash: text('content_hash'),
    /**
     * What search offers: valid, not a copy of a preferred factor, and the latest edition. Expired factors (valid_to
     * past) stay searchable, ranked below current ones: the day passing must not need a rewrite of the row.
     */
    searchable: boolean('searchable')
      .notNull()
      .generatedAlwaysAs(sql`status = 'valid' AND duplicate_of_key IS NULL AND latest_edition`),
    /** Names and publisher id, unaccented and lower case: for trigram matching (typos, codes). */
    searchText: text('search_text')
      .notNull()
      .generatedAlwaysAs(
        sql`cl_factor_search_text(name_fr, name_en, source_id)`,
      ),
    /** French stemming over the French text; names weigh most (A), then categories and tags (B), then place and unit (C). */
    tsvFr: tsvector('tsv_fr')
      .notNull()
      .generatedAlwaysAs(
        sql`cl_weighted_tsvector('french'::regconfig, name_fr, category_path_fr, tags_fr, location_fr, unit)`,
      ),
    /** English stemming over the English text, weighted like tsv_fr. */
    tsvEn: tsvector('tsv_en')
      .notNull()
      .generatedAlwaysAs(
        sql`cl_weighted_tsvector('english'::regconfig, name_en, category_path_en, tags_en, location_en, unit)`,
      ),
    /**
     * A query-independent prior, 0..1: short names (the general factor, not a variant), recent data, a physical
     * unit rather than money, names in both languages. A broad query ("electricity" holds in 6,745 names) takes
     * its first candidates in this order from an index instead of ranking every match.
     */
    searchPrior: real('search_prior')
      .notNull()
      .generatedAlwaysAs(
        sql`(0.4 * (1.0 - LEAST(length(coalesce(name_en, name_fr, '')), 120) / 120.0) + 0.3 * LEAST(1.0, GREATEST(0.0, (coalesce(year, extract(year FROM valid_to)::int - 1, 2015) - 2015) / 10.0)) + 0.2 * (CASE WHEN unit_family <> 'money' THEN 1 ELSE 0 END) + 0.1 * (CASE WHEN name_languages = 'fr+en' THEN 1 ELSE 0 END))::real`,
      ),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('emission_factors_library_key').on(t.key).where(sql`company_id IS NULL`),
    // A query that is a publisher's code ("20719", "331222") finds its factor directly.
    index('emission_factors_source_id_idx').on(t.sourceId).where(sql`company_id IS NULL`),
    // The key breaks ties, so that equal priors come in the same order on every database.
    index('emission_factors_prior_key_idx')
      .on(t.searchPrior.desc(), t.key)
      .where(sql`company_id IS NULL AND duplicate_of_key IS NULL`),
    index('emission_factors_company_idx').on(t.companyId, t.createdAt),
    index('emission_factors_tsv_fr_idx').using('gin', t.tsvFr),
    index('emission_factors_tsv_en_idx').using('gin', t.tsvEn),
    index('emission_factors_search_trgm_idx').using('gin', sql`${t.searchText} gin_trgm_ops`),
    index('emission_factors_dataset_idx').on(t.source, t.datasetVersion),
    // The editions of a factor, read by its detail view.
    index('emission_factors_edition_group_idx').on(t.editionGroup).where(sql`edition_group IS NOT NULL`),
  ],
);

/** One row per factor: what only a factor's detail view reads. Same tenancy as its factor. */
export const emissionFactorDetails = pgTable(
  'emission_factor_details',
  {
    factorId: uuid('factor_id')
      .primaryKey()
      .references(() => emissionFactors.id, { onDelete: 'cascade' }),
    companyId: uuid('company_id').references(() => companies.id, { onDelete: 'cascade' }),
    licence: text('licence'),
    licenceUrl: text('licence_url'),
    attribution: text('attribution'),
    /** The unit label and the value as published; kg_co2e_per_unit is per the canonical unit. */
    unitRaw: text('unit_raw').notNull(),
    sourceValue: doublePrecision('source_value').notNull(),
    gases: jsonb('gases'),
    components: jsonb('components'),
    lifecycleStages: jsonb('lifecycle_stages'),
    uncertaintyPercent: doublePrecision('uncertainty_percent'),
    quality: doublePrecision('quality'),
    qualityScheme: text('quality_scheme'),
    validFrom: text('valid_from'),
    validityText: text('validity_text'),
    commentFr: text('comment_fr'),
    commentEn: text('comment_en'),
    sourceMetadata: jsonb('source_metadata'),
  },
  (t) => [index('emission_factor_details_company_idx').on(t.companyId)],
);

/**
 * The distinct words of the library's factor names (unaccented, lower case), rebuilt by each import. Search corrects
 * a misspelt query word to the closest of these (trigram similarity on short words, cheap) and then matches the
 * corrected words through the full-text indexes, instead of comparing the query with every name by trigrams.
 */
export const factorSearchWords = pgTable(
  'factor_search_words',
  { word: text('word').primaryKey() },
  // GiST, not GIN: the lookup is "the closest word", which GiST answers from the index; on a short-word list
  // GIN's candidate sets are large and the planner falls back to scanning the table.
  (t) => [index('factor_search_words_trgm_idx').using('gist', sql`${t.word} gist_trgm_ops`)],
);

/**
 * One row per imported dataset: what it is, the files read (with their SHA-256) and when. The start-up import
 * compares these hashes with the files in the repository and does nothing when they match.
 */
export const factorDatasets = pgTable(
  'factor_datasets',
  {
    source: text('source').notNull(),
    datasetVersion: text('dataset_version').notNull(),
    title: text('title').notNull(),
    publisher: text('publisher').notNull(),
    licence: text('licence').notNull(),
    licenceUrl: text('licence_url'),
    attribution: text('attribution').notNull(),
    directory: text('directory').notNull(),
    /** [{ name, bytes, sha256 }] */
    files: jsonb('files').notNull(),
    /** Changes when the loader maps rows differently, so that a new loader re-imports unchanged files. */
    loaderVersion: integer('loader_version').notNull(),
    /** The IPCC report of the dataset's GWP100 values (SOURCES.md). */
    gwpBasis: text('gwp_basis'),
    factorCount: integer('factor_count').notNull(),
    validCount: integer('valid_count').notNull(),
    importedAt: timestamp('imported_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.source, t.datasetVersion] })],
);
