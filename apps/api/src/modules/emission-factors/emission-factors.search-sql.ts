/**
 * The factor search statement (docs/decisions/0009-factor-search.md): query words, their corrections, the candidate
 * stages and the relevance score, built as one SQL statement. The repository runs it; nothing here touches the
 * database, so the construction is tested without one (emission-factors.search-sql.test.ts).
 */
import type { AppLocale } from '@carbon/i18n/locale';
import { sql, type SQL } from 'drizzle-orm';

export interface FactorSearchParams {
  query: string;
  lang: AppLocale;
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

/** Whether a query speaks of money ("dépenses informatiques", "IT services", "500 €"): then spend-based factors rank first. */
export function isAboutSpend(query: string): boolean {
  return SPEND_WORDS.test(query);
}

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
function cheapScoreSql(lang: AppLocale, frQuery: SQL, enQuery: SQL, aboutSpend: boolean): SQL {
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

/**
 * The conditions every candidate meets, on alias `f`: searchable (unless archived factors are asked for), never a
 * copy of a preferred factor (which also lets PostgreSQL use the partial index on search_prior), and the filters
 * given. Values are bound parameters.
 */
export function searchFilters(params: FactorSearchParams): SQL {
  const filters: SQL[] = [
    params.includeArchived ? sql`f.duplicate_of_key IS NULL` : sql`f.searchable AND f.duplicate_of_key IS NULL`,
  ];
  if (params.source) filters.push(sql`f.source = ${params.source}`);
  if (params.unitFamily) filters.push(sql`f.unit_family = ${params.unitFamily}`);
  if (params.country) filters.push(sql`f.country_code = ${params.country}`);
  if (params.year !== undefined) filters.push(sql`f.year = ${params.year}`);
  if (params.scope !== undefined) filters.push(sql`f.ghg_scope = ${params.scope}`);
  return sql.join(filters, sql` AND `);
}

/** The search statement, which the repository runs (and the benchmark can EXPLAIN). */
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
  const where = searchFilters(params);
  const cheap = cheapScoreSql(params.lang, frAny, enAny, isAboutSpend(params.query));
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
    -- unit_raw is read only for the rows returned: the planner evaluates the sub-select after the sort and limit.
    SELECT scored.*, (SELECT d.unit_raw FROM emission_factor_details d WHERE d.factor_id = scored.id) AS unit_raw FROM (
      SELECT p.id, p.company_id, p.key, p.source, p.dataset_version, p.name_fr, p.name_en, p.name_languages,
        p.category_path_fr, p.category_path_en, p.unit, p.unit_family, p.kg_co2e_per_unit, p.country_code,
        p.region_code, p.location_fr, p.location_en, p.year, p.status,
        p.unit_qualifier, p.energy_basis, p.currency, p.price_year, p.gwp_basis, p.parts, p.valid_to,
        p.edition_group, p.latest_edition,
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
