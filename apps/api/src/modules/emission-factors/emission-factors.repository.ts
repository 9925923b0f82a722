import { and, eq, sql, type SQL } from 'drizzle-orm';
import { emissionFactorDetails, emissionFactors, factorDatasets } from '@carbon/db/schema';
import type { Database } from '../../platform/db.ts';

export type SearchLanguage = 'en' | 'fr';

export interface FactorSummaryRow {
  id: string;
  companyId: string | null;
  key: string;
  source: string;
  datasetVersion: string | null;
  nameFr: string | null;
  nameEn: string | null;
  nameLanguages: 'fr+en' | 'fr' | 'en';
  categoryPathFr: string[];
  categoryPathEn: string[];
  unit: string;
  unitFamily: string;
  kgCo2ePerUnit: number;
  countryCode: string | null;
  regionCode: string | null;
  locationFr: string | null;
  locationEn: string | null;
  year: number | null;
  status: 'valid' | 'archived';
}

export interface FactorSearchRow extends FactorSummaryRow {
  score: number;
}

export interface FactorDetailRow extends FactorSummaryRow {
  licence: string | null;
  licenceUrl: string | null;
  attribution: string | null;
  sourceId: string | null;
  unitRaw: string;
  sourceValue: number;
  unitQualifier: string | null;
  energyBasis: string | null;
  priceYear: number | null;
  gases: unknown;
  components: unknown;
  lifecycleStages: unknown;
  uncertaintyPercent: number | null;
  quality: number | null;
  qualityScheme: string | null;
  validFrom: string | null;
  validTo: string | null;
  validityText: string | null;
  ghgScope: number | null;
  duplicateOfKey: string | null;
  commentFr: string | null;
  commentEn: string | null;
  createdAt: Date;
  updatedAt: Date;
}

export interface FactorSearchParams {
  query: string;
  lang: SearchLanguage;
  limit: number;
  minScore: number;
  /** Library factors always; this company's own factors too when set (membership checked by the service). */
  companyId: string | null;
  includeArchived: boolean;
  source?: string;
  unitFamily?: string;
  country?: string;
  year?: number;
  scope?: number;
}

/** The fields a company writes on its own factor; the rest of a row is fixed for company factors. */
export interface CompanyFactorValues {
  nameFr: string | null;
  nameEn: string | null;
  nameLanguages: 'fr+en' | 'fr' | 'en';
  categoryPathFr: string[];
  categoryPathEn: string[];
  unit: string;
  unitFamily: string;
  kgCo2ePerUnit: number;
  countryCode: string | null;
  year: number | null;
  uncertaintyPercent: number | null;
  commentFr: string | null;
  commentEn: string | null;
  status: 'valid' | 'archived';
}

function factorFields(values: CompanyFactorValues) {
  return {
    nameFr: values.nameFr,
    nameEn: values.nameEn,
    nameLanguages: values.nameLanguages,
    categoryPathFr: values.categoryPathFr,
    categoryPathEn: values.categoryPathEn,
    unit: values.unit,
    unitFamily: values.unitFamily,
    kgCo2ePerUnit: values.kgCo2ePerUnit,
    countryCode: values.countryCode,
    year: values.year,
    status: values.status,
  };
}

/** A company's factor is as its users typed it: the published unit and value are the ones they entered. */
function detailFields(values: CompanyFactorValues) {
  return {
    unitRaw: values.unit,
    sourceValue: values.kgCo2ePerUnit,
    uncertaintyPercent: values.uncertaintyPercent,
    commentFr: values.commentFr,
    commentEn: values.commentEn,
  };
}

export interface DatasetRow {
  source: string;
  datasetVersion: string;
  title: string;
  publisher: string;
  licence: string;
  licenceUrl: string | null;
  attribution: string;
  factorCount: number;
  validCount: number;
  importedAt: Date;
}

const summaryColumns = {
  id: emissionFactors.id,
  companyId: emissionFactors.companyId,
  key: emissionFactors.key,
  source: emissionFactors.source,
  datasetVersion: emissionFactors.datasetVersion,
  nameFr: emissionFactors.nameFr,
  nameEn: emissionFactors.nameEn,
  nameLanguages: emissionFactors.nameLanguages,
  categoryPathFr: emissionFactors.categoryPathFr,
  categoryPathEn: emissionFactors.categoryPathEn,
  unit: emissionFactors.unit,
  unitFamily: emissionFactors.unitFamily,
  kgCo2ePerUnit: emissionFactors.kgCo2ePerUnit,
  countryCode: emissionFactors.countryCode,
  regionCode: emissionFactors.regionCode,
  locationFr: emissionFactors.locationFr,
  locationEn: emissionFactors.locationEn,
  year: emissionFactors.year,
  status: emissionFactors.status,
};

const detailColumns = {
  ...summaryColumns,
  licence: emissionFactorDetails.licence,
  licenceUrl: emissionFactorDetails.licenceUrl,
  attribution: emissionFactorDetails.attribution,
  sourceId: emissionFactors.sourceId,
  unitRaw: emissionFactorDetails.unitRaw,
  sourceValue: emissionFactorDetails.sourceValue,
  unitQualifier: emissionFactorDetails.unitQualifier,
  energyBasis: emissionFactorDetails.energyBasis,
  priceYear: emissionFactorDetails.priceYear,
  gases: emissionFactorDetails.gases,
  components: emissionFactorDetails.components,
  lifecycleStages: emissionFactorDetails.lifecycleStages,
  uncertaintyPercent: emissionFactorDetails.uncertaintyPercent,
  quality: emissionFactorDetails.quality,
  qualityScheme: emissionFactorDetails.qualityScheme,
  validFrom: emissionFactorDetails.validFrom,
  validTo: emissionFactorDetails.validTo,
  validityText: emissionFactorDetails.validityText,
  ghgScope: emissionFactors.ghgScope,
  duplicateOfKey: emissionFactors.duplicateOfKey,
  commentFr: emissionFactorDetails.commentFr,
  commentEn: emissionFactorDetails.commentEn,
  createdAt: emissionFactors.createdAt,
  updatedAt: emissionFactors.updatedAt,
};

/** The raw row of the search query (snake_case, as the drivers return it) to the row type of this module. */
function searchRowOf(raw: Record<string, unknown>): FactorSearchRow {
  return {
    id: raw.id as string,
    companyId: (raw.company_id as string | null) ?? null,
    key: raw.key as string,
    source: raw.source as string,
    datasetVersion: (raw.dataset_version as string | null) ?? null,
    nameFr: (raw.name_fr as string | null) ?? null,
    nameEn: (raw.name_en as string | null) ?? null,
    nameLanguages: raw.name_languages as FactorSummaryRow['nameLanguages'],
    categoryPathFr: (raw.category_path_fr as string[] | null) ?? [],
    categoryPathEn: (raw.category_path_en as string[] | null) ?? [],
    unit: raw.unit as string,
    unitFamily: raw.unit_family as string,
    kgCo2ePerUnit: Number(raw.kg_co2e_per_unit),
    countryCode: (raw.country_code as string | null) ?? null,
    regionCode: (raw.region_code as string | null) ?? null,
    locationFr: (raw.location_fr as string | null) ?? null,
    locationEn: (raw.location_en as string | null) ?? null,
    year: raw.year === null || raw.year === undefined ? null : Number(raw.year),
    status: raw.status as FactorSummaryRow['status'],
    score: Number(raw.score),
  };
}

/**
 * The later candidate stages run only when the exact words found fewer factors than this: a handful of factors
 * holding every word beats a page padded with factors holding some of them, and a broad stage over thousands
 * of partial matches is the search's most expensive step.
 */
const FEW_RESULTS = 5;

/**
 * How close (trigram similarity) a library word must be to replace a query word: 0.5 takes one or two wrong
 * letters ("alumnium" is 0.58 from "aluminium") and leaves unrelated words ("camion" is not "avion").
 */
const CORRECTION_SIMILARITY = 0.5;

/** Shorter words are not corrected: at two or three letters every word is "close" to many others. */
const MIN_CORRECTED_LENGTH = 4;

/** Words that make a query about spend, where a per-currency factor is what the user wants. */
const SPEND_WORDS = /(^|[^\p{L}])(spend|spending|purchases?|services?|eur|euros?|usd|dollars?|gbp|depenses?|dépenses?|achats?|€|\$|£)([^\p{L}]|$)/iu;

/**
 * The normal form of cl_norm() for a value computed while the query runs. cl_norm() is an SQL function that
 * PostgreSQL cannot inline (it wraps the STABLE unaccent() to be IMMUTABLE for generated columns), and calling it
 * per candidate costs tens of microseconds; the C function it wraps, called directly, does not.
 */
function normalisedAtQueryTime(value: SQL): SQL {
  return sql`lower(public.unaccent('public.unaccent'::regdictionary, coalesce(${value}, '')))`;
}

/** How many of the library's matches a candidate stage takes, best search_prior first. */
const STAGE_POOL = 400;

/** How many candidates the cheap first ranking keeps for the full score (trigram measures cost ~10 µs a row). */
const RERANK_POOL = 100;

/**
 * The part of the relevance that needs no trigram work: full-text rank over the stemmed vectors (names weigh
 * most), capped, plus small tie-breakers: a name in the request's language, a French factor for a French request,
 * a recent year, and a physical unit rather than money (a spend-based factor is the least specific kind, per the
 * GHG Protocol's data-quality hierarchy) unless the query speaks of money. It orders a broad query's thousands of candidates (5,805 grid-intensity
 * rows all say "electricity") cheaply, so that only the best RERANK_POOL get the full score.
 */
function cheapScoreSql(lang: SearchLanguage, frQuery: SQL, enQuery: SQL, aboutSpend: boolean): SQL {
  const langName = lang === 'fr' ? sql`f.name_fr` : sql`f.name_en`;
  return sql`(
      0.30 * LEAST(1.0, GREATEST(ts_rank(f.tsv_fr, ${frQuery}), ts_rank(f.tsv_en, ${enQuery})) / 0.6)
    + 0.03 * (CASE WHEN ${langName} IS NOT NULL THEN 1 ELSE 0 END)
    + ${lang === 'fr' ? sql`0.02 * (CASE WHEN f.country_code = 'FR' THEN 1 ELSE 0 END)` : sql`0`}
    + 0.03 * LEAST(1.0, GREATEST(0.0, (coalesce(f.year, 2015) - 2015) / 10.0))
    + ${aboutSpend ? sql`0.08 * (CASE WHEN f.unit_family = 'money' THEN 1 ELSE 0 END)` : sql`0.08 * (CASE WHEN f.unit_family <> 'money' THEN 1 ELSE 0 END)`})`;
}

/**
 * Relevance, 0..1 (docs/decisions/0009-factor-search.md): the cheap part above plus
 * - how much of the query the name contains, typos tolerated (trigram word similarity), in the request's language
 *   and, slightly less, in both (the precomputed search text: both names and the publisher's id);
 * - how close the whole name is to the query (trigram similarity: a concise name that says just that wins);
 * - the query as an exact phrase in a name, and at the start of the name.
 * A query equal to a factor's publisher id or key is an exact code match and scores 1.
 */
function fullScoreSql(raw: string): SQL {
  return sql`
    CASE WHEN p.source_id = ${raw} OR p.key = ${raw} OR lower(p.source_id) = q.qn THEN 1.0
    ELSE LEAST(1.0, p.pre
      + 0.25 * GREATEST(word_similarity(q.qn, n.lang_name), 0.9 * word_similarity(q.qn, n.both_names))
      + 0.25 * similarity(q.qn, n.lang_name)
      + 0.08 * (CASE WHEN n.both_names LIKE '%' || q.qn || '%' THEN 1 ELSE 0 END)
      + 0.04 * (CASE WHEN n.lang_name LIKE q.qn || '%' THEN 1 ELSE 0 END)
    ) END`;
}

/** The search statement (exported for the benchmark's EXPLAIN). */
export function factorSearchSql(params: FactorSearchParams): SQL {
  const normalised = sql`cl_norm(${params.query})`;
  const frAll = sql`websearch_to_tsquery('french'::regconfig, ${normalised})`;
  const enAll = sql`websearch_to_tsquery('english'::regconfig, ${normalised})`;
  // `corrected` holds the query with each misspelt word replaced by the closest word of the library (see
  // factor_search_words), identical to the query when every word is known, as tsqueries.
  // Computed once in the `corrected` CTE and read through scalar subqueries, which PostgreSQL evaluates once
  // (as a function of a CTE value, the expression would be re-parsed for every candidate row).
  const frFixed = sql`(SELECT fr_all FROM corrected)`;
  const enFixed = sql`(SELECT en_all FROM corrected)`;
  const frAny = sql`(SELECT fr_any FROM corrected)`;
  const enAny = sql`(SELECT en_any FROM corrected)`;
  // Library rows: never a duplicate (that also lets PostgreSQL use the partial index on search_prior).
  const filters: SQL[] = [
    params.includeArchived ? sql`f.duplicate_of_key IS NULL` : sql`f.searchable AND f.duplicate_of_key IS NULL`,
  ];
  if (params.source) filters.push(sql`f.source = ${params.source}`);
  if (params.unitFamily) filters.push(sql`f.unit_family = ${params.unitFamily}`);
  if (params.country) filters.push(sql`f.country_code = ${params.country}`);
  if (params.year !== undefined) filters.push(sql`f.year = ${params.year}`);
  if (params.scope !== undefined) filters.push(sql`f.ghg_scope = ${params.scope}`);
  const where = sql.join(filters, sql` AND `);
  const cheap = cheapScoreSql(params.lang, frAny, enAny, SPEND_WORDS.test(params.query));
  const langName =
    params.lang === 'fr' ? sql`coalesce(p.name_fr, p.name_en)` : sql`coalesce(p.name_en, p.name_fr)`;

  /**
   * One candidate stage: the library's matches, at most STAGE_POOL of them in search_prior order (from the
   * partial index when the match is broad, after a bitmap scan when it is narrow), plus all of the company's own
   * matches; each scored cheaply. `gate` is a one-time condition: false, and the stage is not run at all.
   */
  const stage = (gate: SQL, match: SQL, ownMatch: SQL = match): SQL => {
    const own = params.companyId
      ? sql` UNION ALL
          SELECT f.id, f.key, f.source_id, f.tsv_fr, f.tsv_en, f.name_fr, f.name_en, f.country_code, f.year, f.unit_family
          FROM emission_factors f
          WHERE ${gate} AND f.company_id = ${params.companyId} AND ${where} AND (${ownMatch})`
      : sql``;
    // An exact code always reaches the final scoring, however many other candidates there are.
    return sql`
      SELECT f.id, f.key, ${cheap} + (CASE WHEN f.source_id = ${code} OR f.key = ${code} THEN 2 ELSE 0 END) AS pre FROM (
        (SELECT f.id, f.key, f.source_id, f.tsv_fr, f.tsv_en, f.name_fr, f.name_en, f.country_code, f.year, f.unit_family
         FROM emission_factors f
         WHERE ${gate} AND f.company_id IS NULL AND ${where} AND (${match})
         ORDER BY f.search_prior DESC, f.key LIMIT ${STAGE_POOL})${own}
      ) f`;
  };
  // A company's own names are not in the library's word list: its few factors are compared by trigrams directly
  // (pg_trgm's default word-similarity threshold, 0.6).
  const fixedMatch = sql`f.tsv_fr @@ ${frFixed} OR f.tsv_en @@ ${enFixed}`;
  const code = params.query.trim();

  return sql`
    -- unnest() of an array rather than regexp_split_to_table(): PostgreSQL knows how many words an array holds,
    -- whereas it assumes 1,000 rows from a set-returning function, which made the plan look expensive enough
    -- to be JIT-compiled (1.5 s) on servers where JIT is on.
    WITH words AS (
      SELECT coalesce(string_agg(
        CASE
          -- A compound written with a hyphen where the library writes it without ("R-410A", "R410A").
          WHEN t.token LIKE '%-%' AND EXISTS (
            SELECT 1 FROM factor_search_words known WHERE known.word = replace(t.token, '-', '')
          ) THEN replace(t.token, '-', '')
          ELSE (SELECT string_agg(
            CASE WHEN length(w.word) < ${MIN_CORRECTED_LENGTH} OR w.word ~ '^[0-9]+$'
                   OR EXISTS (SELECT 1 FROM factor_search_words known WHERE known.word = w.word) THEN w.word
            ELSE coalesce((SELECT near.word FROM (
                             SELECT sw.word, similarity(sw.word, w.word) AS closeness FROM factor_search_words sw
                             ORDER BY sw.word <-> w.word LIMIT 1) near
                           WHERE near.closeness >= ${CORRECTION_SIMILARITY}), w.word) END,
            ' ' ORDER BY w.n)
            FROM unnest(regexp_split_to_array(t.token, '[^[:alnum:]]+')) WITH ORDINALITY AS w(word, n)
            WHERE w.word <> '')
        END, ' ' ORDER BY t.n), '') AS text
      FROM unnest(regexp_split_to_array(${normalised}, '\\s+')) WITH ORDINALITY AS t(token, n)
      WHERE t.token <> ''
    ),
    corrected AS MATERIALIZED (
      SELECT fr_all, en_all,
        replace(fr_all::text, ' & ', ' | ')::tsquery AS fr_any,
        replace(en_all::text, ' & ', ' | ')::tsquery AS en_any
      FROM (SELECT websearch_to_tsquery('french'::regconfig, text) AS fr_all,
                   websearch_to_tsquery('english'::regconfig, text) AS en_all FROM words) t
    ),
    fts AS MATERIALIZED (${stage(
      sql`true`,
      sql`f.tsv_fr @@ ${frAll} OR f.tsv_en @@ ${enAll} OR f.source_id = ${code} OR f.key = ${code}`,
    )}),
    fuzzy AS MATERIALIZED (${stage(
      sql`(SELECT count(*) FROM fts) < ${FEW_RESULTS} AND (SELECT text FROM words) <> ${normalised}`,
      fixedMatch,
      sql`${fixedMatch} OR ${normalised} <% f.search_text`,
    )}),
    relaxed AS (${stage(
      sql`(SELECT count(*) FROM fts) + (SELECT count(*) FROM fuzzy) < ${FEW_RESULTS}`,
      sql`f.tsv_fr @@ ${frAny} OR f.tsv_en @@ ${enAny}`,
    )}),
    pool AS (
      SELECT id, max(pre) AS pre FROM (SELECT * FROM fts UNION ALL SELECT * FROM fuzzy UNION ALL SELECT * FROM relaxed) c
      GROUP BY id, key ORDER BY max(pre) DESC, key LIMIT ${RERANK_POOL}
    )
    SELECT * FROM (
      SELECT p.id, p.company_id, p.key, p.source, p.dataset_version, p.name_fr, p.name_en, p.name_languages,
        p.category_path_fr, p.category_path_en, p.unit, p.unit_family, p.kg_co2e_per_unit, p.country_code,
        p.region_code, p.location_fr, p.location_en, p.year, p.status,
        ${fullScoreSql(params.query)} AS score
      FROM (SELECT f.*, pool.pre FROM pool JOIN emission_factors f ON f.id = pool.id) p,
        LATERAL (SELECT ${normalisedAtQueryTime(langName)} AS lang_name, p.search_text AS both_names) n,
        (SELECT ${normalised} AS qn) q
      OFFSET 0 -- computes each score once (else it is computed again for the filter and for the sort)
    ) scored
    WHERE score >= ${params.minScore}
    ORDER BY score DESC, key
    LIMIT ${params.limit}
  `;
}

export class EmissionFactorsRepository {
  constructor(private readonly db: Database) {}

  /**
   * One statement, three candidate stages, each from an index: every word of the query in either stemmed vector;
   * then, only when that finds almost nothing (FEW_RESULTS) and a word was misspelt, every word of the query
   * corrected (each misspelt word replaced by the closest word of the library, found by trigrams in a small word
   * list); then, only when still almost nothing, the factors holding some of the words. The later stages are gated by one-time filters, so PostgreSQL
   * does not run them at all when the first stage suffices. Candidates are ranked cheaply, and the best
   * RERANK_POOL get the full score.
   */
  async search(params: FactorSearchParams): Promise<FactorSearchRow[]> {
    const result = (await this.db.execute(factorSearchSql(params))) as unknown as { rows: Record<string, unknown>[] };
    return result.rows.map(searchRowOf);
  }

  async findById(id: string): Promise<FactorDetailRow | null> {
    const [row] = await this.db
      .select(detailColumns)
      .from(emissionFactors)
      .innerJoin(emissionFactorDetails, eq(emissionFactorDetails.factorId, emissionFactors.id))
      .where(eq(emissionFactors.id, id))
      .limit(1);
    return (row as FactorDetailRow | undefined) ?? null;
  }

  async insertCompanyFactor(companyId: string, id: string, values: CompanyFactorValues): Promise<FactorDetailRow> {
    await this.db.transaction(async (tx) => {
      await tx.insert(emissionFactors).values({
        id,
        companyId,
        key: `company:${id}`,
        source: 'company',
        ...factorFields(values),
      });
      await tx.insert(emissionFactorDetails).values({ factorId: id, companyId, ...detailFields(values) });
    });
    const row = await this.findById(id);
    if (!row) throw new Error('factor insert returned no row');
    return row;
  }

  /** Scoped by company as well as id: a library row (company_id NULL) or another tenant's never matches. */
  async updateCompanyFactor(
    companyId: string,
    id: string,
    values: CompanyFactorValues,
  ): Promise<FactorDetailRow | null> {
    const updated = await this.db.transaction(async (tx) => {
      const rows = await tx
        .update(emissionFactors)
        .set({ ...factorFields(values), updatedAt: sql`now()` })
        .where(and(eq(emissionFactors.companyId, companyId), eq(emissionFactors.id, id)))
        .returning({ id: emissionFactors.id });
      if (rows.length === 0) return false;
      await tx
        .update(emissionFactorDetails)
        .set(detailFields(values))
        .where(and(eq(emissionFactorDetails.companyId, companyId), eq(emissionFactorDetails.factorId, id)));
      return true;
    });
    return updated ? this.findById(id) : null;
  }

  /** Its details go with it (ON DELETE CASCADE). */
  async deleteCompanyFactor(companyId: string, id: string): Promise<boolean> {
    const rows = await this.db
      .delete(emissionFactors)
      .where(and(eq(emissionFactors.companyId, companyId), eq(emissionFactors.id, id)))
      .returning({ id: emissionFactors.id });
    return rows.length > 0;
  }

  async listDatasets(): Promise<DatasetRow[]> {
    return this.db
      .select({
        source: factorDatasets.source,
        datasetVersion: factorDatasets.datasetVersion,
        title: factorDatasets.title,
        publisher: factorDatasets.publisher,
        licence: factorDatasets.licence,
        licenceUrl: factorDatasets.licenceUrl,
        attribution: factorDatasets.attribution,
        factorCount: factorDatasets.factorCount,
        validCount: factorDatasets.validCount,
        importedAt: factorDatasets.importedAt,
      })
      .from(factorDatasets)
      .orderBy(factorDatasets.source, sql`${factorDatasets.datasetVersion} DESC`);
  }

  /** Library rows (archived and duplicates included) and searchable ones, from the import's dataset records. */
  async libraryCounts(): Promise<{ rows: number; searchable: number }> {
    const [row] = await this.db
      .select({
        rows: sql<number>`coalesce(sum(${factorDatasets.factorCount}), 0)::int`,
        searchable: sql<number>`coalesce(sum(${factorDatasets.validCount}), 0)::int`,
      })
      .from(factorDatasets);
    return { rows: row?.rows ?? 0, searchable: row?.searchable ?? 0 };
  }
}
