/**
 * The factor search statement (docs/decisions/0009-factor-search.md, 0019-search-synonyms-and-ranking.md): query
 * words, their synonyms and corrections, the candidate stages and the relevance score, built as one SQL statement.
 * The repository runs it; nothing here touches the database, so the construction is tested without one
 * (emission-factors.search-sql.test.ts).
 *
 * The statement text is the same for every search: the query, its synonyms, the filters, the language of the
 * request and the company are all bound parameters. So a PostgreSQL connection plans it once, as a named
 * prepared statement, instead of spending 1–2 ms planning it on every request.
 */
import type { AppLocale } from '@carbon/i18n/locale';
import { sql, type SQL } from 'drizzle-orm';
import { isAboutUpstream, isAboutWaste, searchTerms } from './search-synonyms.ts';

export interface FactorSearchParams {
  query: string;
  /** The interface language: it chooses which name is shown, never what is found or in which order. */
  lang: AppLocale;
  limit: number;
  minScore: number;
  /** Library factors always; this company's own factors too when set (membership checked by the service). */
  companyId: string | null;
  /** Whose company's country leads when no company is given (their first company). */
  userId?: string | null;
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
 * How close (trigram similarity) a library word must be to replace a query word: 0.4 takes one or two wrong
 * letters ("alumnium" is 0.58 from "aluminium", "disel" 0.44 from "diesel") and leaves unrelated words ("camion"
 * is 0.18 from "avion").
 */
const CORRECTION_SIMILARITY = 0.4;

/** Shorter words are not corrected: at two or three letters every word is "close" to many others. */
const MIN_CORRECTED_LENGTH = 4;

/** Words that make a query about spend, where a per-currency factor is what the user wants. */
const SPEND_WORDS = /(^|[^\p{L}])(spend|spending|purchases?|services?|eur|euros?|usd|dollars?|gbp|depenses?|dépenses?|achats?|€|\$|£)([^\p{L}]|$)/iu;

/** Whether a query speaks of money ("dépenses informatiques", "IT services", "500 €"): then spend-based factors rank first. */
export function isAboutSpend(query: string): boolean {
  return SPEND_WORDS.test(query);
}

/**
 * The country each library source describes: a company in that country finds its national publisher's factors
 * first where several fit (ADEME and AGRIBALYSE for a French company, DESNZ for a British one).
 */
export const SOURCE_COUNTRIES: Readonly<Record<string, string>> = {
  'ademe-base-carbone': 'FR',
  agribalyse: 'FR',
  'uk-desnz': 'GB',
  'us-epa-useeio': 'US',
};

/**
 * A slot held by more than this share of the library (PostgreSQL's statistics of the vectors' lexemes: "france"
 * is in half the factors, as a place) does not widen the relaxed stage of a two-slot query when the other slot is
 * rarer: "hotel stay France" looks for hotel stays, not for 6,000 French factors to sort.
 */
const COMMON_SLOT_SHARE = 0.2;

/** How many of the library's matches a candidate stage takes, best search_prior first. */
const STAGE_POOL = 200;

/** The national stage runs when the first stage holds fewer of the company country's factors than this. */
const FEW_NATIONAL = 10;

/** How many of the library's matches of the company's country a stage adds (see `national`). */
const NATIONAL_POOL = 40;

/** How many candidates the cheap first ranking keeps for the full score (trigram measures cost ~10 µs a row). */
const RERANK_POOL = 40;

/** A UUID, or null: the user id of a benchmark or a test may be any string, and the column is uuid. */
export function uuidOrNull(value: string | null | undefined): string | null {
  return value && /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value) ? value : null;
}

/** Every value the statement reads, as bound parameters: the statement text itself never changes. */
export interface SearchValues {
  query: string;
  code: string;
  all: string;
  most: string;
  any: string;
  /** The slots' tsquery texts as a JSON array. */
  slots: string;
  common: string;
  typedInName: string;
  /** The units the query's unit words ask for, comma-separated ("kWh", "t.km"); empty when none. */
  units: string;
  typed: string;
  said: string;
  /**
   * The query said in the other language, when the typed words are neither ("SP95 litre": said "petrol" and
   * "essence"); else the same as `said`.
   */
  saidToo: string;
  companyId: string | null;
  userId: string | null;
  spend: boolean;
  /** The query names a place: the company's country then weighs less than the place asked for. */
  placed: boolean;
  waste: boolean;
  upstream: boolean;
  french: boolean;
  includeArchived: boolean;
  source: string | null;
  unitFamily: string | null;
  country: string | null;
  year: number | null;
  scope: number | null;
  minScore: number;
  limit: number;
}

export function searchValues(params: FactorSearchParams): SearchValues {
  const terms = searchTerms(params.query);
  return {
    query: params.query,
    code: params.query.trim(),
    all: terms.all,
    most: terms.most,
    any: terms.any,
    slots: JSON.stringify(terms.slots),
    common: terms.common,
    typedInName: terms.typedInName,
    units: terms.units.join(','),
    // The query as typed, and with its synonyms in the other words (the first spelling that differs).
    typed: terms.variants[0] ?? '',
    said: terms.variants[1] ?? terms.variants[0] ?? '',
    saidToo: terms.variants[2] ?? terms.variants[1] ?? terms.variants[0] ?? '',
    companyId: uuidOrNull(params.companyId),
    userId: uuidOrNull(params.userId),
    spend: isAboutSpend(params.query),
    placed: terms.placed,
    waste: isAboutWaste(params.query),
    upstream: isAboutUpstream(params.query),
    french: terms.french,
    includeArchived: params.includeArchived,
    source: params.source ?? null,
    unitFamily: params.unitFamily ?? null,
    country: params.country ?? null,
    year: params.year ?? null,
    scope: params.scope ?? null,
    minScore: params.minScore,
    limit: params.limit,
  };
}

/** How the statement reads a value: a bound value, or a named placeholder filled when a prepared statement runs. */
type Values = (name: keyof SearchValues) => SQL;

function valuesOf(values: SearchValues): Values {
  return (name) => sql`${values[name]}`;
}

const placeholders: Values = (name) => sql`${sql.placeholder(name)}`;

/**
 * The filters every candidate meets, on alias `f`, as one fixed text with bound values (a filter not given is a
 * NULL parameter): searchable (unless archived factors are asked for), never a copy of a preferred factor nor an
 * older edition of a factor, and the filters given.
 */
export function searchFilters(params: FactorSearchParams): SQL {
  return filtersSql(valuesOf(searchValues(params)));
}

function filtersSql(v: Values): SQL {
  return sql`(f.searchable OR (${v('includeArchived')}::boolean AND f.status = 'archived' AND f.latest_edition))
    AND f.duplicate_of_key IS NULL
    AND (${v('source')}::text IS NULL OR f.source = ${v('source')}::text)
    AND (${v('unitFamily')}::text IS NULL OR f.unit_family = ${v('unitFamily')}::text)
    AND (${v('country')}::text IS NULL OR f.country_code = ${v('country')}::text)
    AND (${v('year')}::int IS NULL OR f.year = ${v('year')}::int)
    AND (${v('scope')}::int IS NULL OR f.ghg_scope = ${v('scope')}::int)`;
}

/** The columns a candidate stage reads for the cheap score. */
const STAGE_COLUMNS = sql.raw(
  'f.id, f.key, f.source, f.source_id, f.tsv_fr, f.tsv_en, f.name_languages, f.country_code, f.location_fr, f.year, ' +
    'f.unit, f.unit_family, f.valid_to, f.replaced_by_key, f.status, f.category_path_fr, f.category_path_en',
);

/**
 * The part of the relevance that needs no trigram work, the same whatever the interface language: full-text rank
 * over the stemmed vectors with synonyms (names weigh most, then category path and tags), capped, plus:
 * - the words as typed in a name ("gazole" finds synonyms named "diesel", but the factors named "gazole" first),
 * - the name of a synonym's common factor ("gazole" means road diesel B7, before B30 and off-road diesel),
 * - an average or a new material's production (the generic factor: "Average car", "Voiture moyenne", "Carton,
 *   neuf", "Primary material production") before the specific ones,
 * - the country of the searching company (its factors, mainland before overseas; its national publisher's), and
 *   French publishers for a query written in French ("gasoil", "réseau de chaleur": the words, not the interface),
 * - current validity (valid_to not past; among expired factors, the later the end and without a replacement the
 *   better), a recent year, names in both languages,
 * - a physical unit rather than money (the least specific kind, per the GHG Protocol's data-quality hierarchy)
 *   unless the query speaks of money; a material's production rather than its end of life unless the query speaks
 *   of waste; a fuel rather than its upstream (DESNZ's well-to-tank rows) unless the query asks for it.
 * It orders a broad query's thousands of candidates cheaply, so that only the best RERANK_POOL get the full score.
 */
function cheapScoreSql(
  frAny: SQL,
  enAny: SQL,
  typed: { fr: SQL; en: SQL },
  common: { fr: SQL; en: SQL },
  about: { spend: SQL; waste: SQL; upstream: SQL; french: SQL; placed: SQL },
  country: SQL,
  units: SQL,
): SQL {
  const sourceCountry = sql.join(
    Object.entries(SOURCE_COUNTRIES).map(([source, code]) => sql.raw(`WHEN '${source}' THEN '${code}'`)),
    sql` `,
  );
  return sql`(
      0.30 * LEAST(1.0, GREATEST(ts_rank(f.tsv_fr, ${frAny}), ts_rank(f.tsv_en, ${enAny})) / 0.6)
    + 0.10 * (CASE WHEN f.tsv_fr @@ ${typed.fr} OR f.tsv_en @@ ${typed.en} THEN 1 ELSE 0 END)
    + 0.04 * (CASE WHEN f.tsv_en @@ 'averag:A | (primari:A <-> materi:A <-> product:A)'::tsquery
                         OR f.tsv_fr @@ 'moyen:A | neuf:A'::tsquery THEN 1 ELSE 0 END)
    + 0.12 * (CASE WHEN f.tsv_fr @@ ${common.fr} OR f.tsv_en @@ ${common.en} THEN 1 ELSE 0 END)
    + 0.02 * (CASE WHEN f.name_languages = 'fr+en' THEN 1 ELSE 0 END)
    + 0.03 * LEAST(1.0, GREATEST(0.0, (coalesce(f.year, 2015) - 2015) / 10.0))
    + 0.08 * (CASE WHEN (f.unit_family = 'money') = ${about.spend} THEN 1 ELSE 0 END)
    + ${sql.raw(String(UNIT_WEIGHT))} * (CASE WHEN f.unit = ANY (${units}::text[]) THEN 1 ELSE 0 END)
    + 0.10 * (CASE WHEN (coalesce(f.category_path_fr[1] = 'Traitement des déchets', false)
                         OR coalesce(f.category_path_en[1] = 'Waste disposal', false)) = ${about.waste} THEN 1 ELSE 0 END)
    + 0.05 * (CASE WHEN coalesce(f.category_path_en[1] LIKE 'WTT-%', false) = ${about.upstream} THEN 1 ELSE 0 END)
    + (CASE WHEN f.valid_to IS NULL OR f.valid_to >= CURRENT_DATE THEN 0.10
            ELSE 0.04 * LEAST(1.0, GREATEST(0.0, (extract(year FROM f.valid_to)::int - 2016) / 10.0))
                 - (CASE WHEN f.replaced_by_key IS NOT NULL THEN 0.03 ELSE 0 END) END)
    + (CASE WHEN ${country} IS NULL THEN 0
            WHEN f.country_code = ${country} AND coalesce(f.location_fr, '') NOT LIKE 'Outre-mer%'
              THEN (CASE WHEN ${about.placed} THEN 0.05 ELSE ${sql.raw(String(COUNTRY_WEIGHT))} END)
            ELSE 0 END)
    + (CASE WHEN (CASE f.source ${sourceCountry} END) = ${country} THEN 0.03 ELSE 0 END)
    + (CASE WHEN ${about.french} AND (CASE f.source ${sourceCountry} END) = 'FR' THEN 0.04 ELSE 0 END))`;
}

/**
 * The weight of a factor of the searching company's country (mainland: not ADEME's "Outre-mer" rows) when the query
 * names no place: enough for Germany's grid intensity to lead a German company's "electricity" over France's mix,
 * whose name is closer to the word. When the query names a place, 0.05: the place asked for wins.
 */
const COUNTRY_WEIGHT = 0.2;

/**
 * The weight of a factor's unit being the one the query's unit words ask for ("gaz de ville kWh"): more than the
 * difference between a fuel's rows by unit, less than what a better name is worth.
 */
const UNIT_WEIGHT = 0.2;

/**
 * The score shown is the weighted sum over this, capped at 1; results are ordered by the sum itself, so two factors
 * above it never tie. 1.7 is what the weights could reach before the unit words (0.20) and the company country's
 * 0.20 (from 0.05): a query rarely reaches both, and dividing by their full sum (2.1) took a fifth off every score,
 * so that min_score (the relevance slider) dropped strong matches it kept before (DESNZ's concrete at 47–49 %
 * instead of 58–61 % for a French company's "concrete").
 */
const MAX_RAW_SCORE = 1.7;

/** The normal form of a name for the trigram measures, computed while the query runs (see cl_norm). */
function normalisedName(value: SQL): SQL {
  return sql`lower(public.unaccent('public.unaccent'::regdictionary, coalesce(${value}, '')))`;
}

/** The search statement with the values of one search bound (for tests and EXPLAIN). */
export function factorSearchSql(params: FactorSearchParams): SQL {
  return statementSql(valuesOf(searchValues(params)));
}

/**
 * The search statement with named placeholders (filled from searchValues()): rendered once, prepared once per
 * connection, run with each search's values.
 */
export function factorSearchStatement(): SQL {
  return statementSql(placeholders);
}

function statementSql(v: Values): SQL {
  const typed = sql`${v('typed')}::text`;
  const said = sql`${v('said')}::text`;
  const saidToo = sql`${v('saidToo')}::text`;
  const normalised = sql`cl_norm(${v('query')}::text)`;
  const code = sql`${v('code')}::text`;
  const where = filtersSql(v);
  const companyId = sql`${v('companyId')}::uuid`;
  const userId = sql`${v('userId')}::uuid`;
  // Each computed once, as an InitPlan, and read by every candidate.
  const frAll = sql`(SELECT fr_all FROM q)`;
  const enAll = sql`(SELECT en_all FROM q)`;
  const frAny = sql`(SELECT fr_any FROM q)`;
  const enAny = sql`(SELECT en_any FROM q)`;
  const frMost = sql`(SELECT fr_most FROM relaxing)`;
  const enMost = sql`(SELECT en_most FROM relaxing)`;
  const frFixed = sql`(SELECT fr_all FROM corrected)`;
  const enFixed = sql`(SELECT en_all FROM corrected)`;
  const frFixedAny = sql`(SELECT fr_any FROM corrected)`;
  const enFixedAny = sql`(SELECT en_any FROM corrected)`;
  const country = sql`(SELECT country FROM pref)`;
  const typedInName = { fr: sql`(SELECT fr_typed FROM q)`, en: sql`(SELECT en_typed FROM q)` };
  const common = { fr: sql`(SELECT fr_common FROM q)`, en: sql`(SELECT en_common FROM q)` };
  const about = {
    spend: sql`${v('spend')}::boolean`,
    waste: sql`${v('waste')}::boolean`,
    upstream: sql`${v('upstream')}::boolean`,
    french: sql`${v('french')}::boolean`,
    placed: sql`${v('placed')}::boolean`,
  };
  const units = sql`(SELECT units FROM q)`;
  const cheap = cheapScoreSql(frAny, enAny, typedInName, common, about, country, units);

  /**
   * One candidate stage: the library's matches, at most STAGE_POOL of them in search_prior order, plus all of the
   * company's own matches; each scored cheaply. `gate` is a one-time condition: false, and the stage does not run.
   * A company's own factors are read through a NULL company id when none is given: an index lookup finding nothing.
   */
  const stage = (gate: SQL, match: SQL, ownMatch: SQL = match, pool = STAGE_POOL): SQL => sql`
      SELECT f.id, f.key, f.status, f.country_code, ${cheap} + (CASE WHEN f.source_id = ${code} OR f.key = ${code} THEN 2 ELSE 0 END) AS pre FROM (
        (SELECT ${STAGE_COLUMNS}
         FROM emission_factors f
         WHERE ${gate} AND f.company_id IS NULL AND ${where} AND (${match})
         ORDER BY f.search_prior DESC, f.key LIMIT ${sql.raw(String(pool))})
        UNION ALL
        SELECT ${STAGE_COLUMNS}
        FROM emission_factors f
        WHERE ${gate} AND f.company_id = ${companyId} AND ${where} AND (${ownMatch})
      ) f`;
  const fixedMatch = sql`f.tsv_fr @@ ${frFixed} OR f.tsv_en @@ ${enFixed}`;

  return sql`
    -- The query with its synonyms (search-synonyms.ts), in both stemmings: the interface language plays no part.
    WITH q AS MATERIALIZED (
      SELECT to_tsquery('french'::regconfig, ${v('all')}::text) AS fr_all,
        to_tsquery('english'::regconfig, ${v('all')}::text) AS en_all,
        to_tsquery('french'::regconfig, ${v('any')}::text) AS fr_any,
        to_tsquery('english'::regconfig, ${v('any')}::text) AS en_any,
        to_tsquery('french'::regconfig, ${v('common')}::text) AS fr_common,
        to_tsquery('english'::regconfig, ${v('common')}::text) AS en_common,
        to_tsquery('french'::regconfig, ${v('typedInName')}::text) AS fr_typed,
        to_tsquery('english'::regconfig, ${v('typedInName')}::text) AS en_typed,
        string_to_array(nullif(${v('units')}::text, ''), ',') AS units
    ),
    -- The searching company's country: the company given, else the user's first company.
    pref AS MATERIALIZED (
      SELECT coalesce(
        (SELECT c.country FROM companies c WHERE c.id = ${companyId}),
        (SELECT c.country FROM memberships m JOIN companies c ON c.id = m.company_id
         WHERE m.user_id = ${userId} ORDER BY m.created_at, m.company_id LIMIT 1)) AS country
    ),
    fts AS MATERIALIZED (${stage(
      sql`true`,
      sql`f.tsv_fr @@ ${frAll} OR f.tsv_en @@ ${enAll} OR f.source_id = ${code} OR f.key = ${code}`,
    )}),
    -- The common factor of a synonym ("gazole": road diesel B7), however many factors the words match: a broad
    -- query's first stage takes its candidates in search_prior order and may stop before it.
    common AS MATERIALIZED (${stage(
      sql`${v('common')}::text <> ''`,
      // Found by the common name's index lookup (a few rows); the query's own words are checked on those rows
      // only (coalesce() keeps PostgreSQL from scanning the index for them a second time).
      sql`(f.tsv_fr @@ (SELECT fr_common FROM q) OR f.tsv_en @@ (SELECT en_common FROM q))
        AND coalesce(f.tsv_fr @@ ${frAll} OR f.tsv_en @@ ${enAll}, false)`,
    )}),
    -- The factors of the searching company's country (mainland) holding every slot, however many factors of other
    -- countries the words match: "electricity" matches thousands, and Germany's grid need not be among the first
    -- stage's 200 by search_prior. Only when that stage holds few of them (a French company's "boeuf" does not
    -- need it: 20 ms for nothing). The company's own factors are in the first stage already.
    national AS MATERIALIZED (${stage(
      sql`(SELECT country FROM pref) IS NOT NULL AND NOT ${v('placed')}::boolean
        AND (SELECT count(*) FROM fts WHERE fts.country_code = (SELECT country FROM pref)) < ${sql.raw(String(FEW_NATIONAL))}`,
      sql`f.country_code = (SELECT country FROM pref) AND coalesce(f.location_fr, '') NOT LIKE 'Outre-mer%'
        AND (f.tsv_fr @@ ${frAll} OR f.tsv_en @@ ${enAll})`,
      sql`false`,
      NATIONAL_POOL,
    )}),
    -- unnest() of an array rather than regexp_split_to_table(): PostgreSQL knows how many words an array holds,
    -- whereas it assumes 1,000 rows from a set-returning function, which made the plan look expensive enough
    -- to be JIT-compiled (1.5 s) on servers where JIT is on.
    words AS (
      SELECT coalesce(string_agg(
        CASE
          -- A compound written with a hyphen where the library writes it without ("R-410A", "R410A").
          WHEN t.token LIKE '%-%' AND EXISTS (
            SELECT 1 FROM factor_search_words known WHERE known.word = replace(t.token, '-', '')
          ) THEN replace(t.token, '-', '')
          ELSE (SELECT string_agg(
            CASE WHEN length(w.word) < ${sql.raw(String(MIN_CORRECTED_LENGTH))} OR w.word ~ '^[0-9]+$'
                   OR EXISTS (SELECT 1 FROM factor_search_words known WHERE known.word = w.word) THEN w.word
            ELSE coalesce((SELECT near.word FROM (
                             SELECT sw.word, similarity(sw.word, w.word) AS closeness FROM factor_search_words sw
                             ORDER BY sw.word <-> w.word LIMIT 1) near
                           WHERE near.closeness >= ${sql.raw(String(CORRECTION_SIMILARITY))}), w.word) END,
            ' ' ORDER BY w.n)
            FROM unnest(regexp_split_to_array(t.token, '[^[:alnum:]]+')) WITH ORDINALITY AS w(word, n)
            WHERE w.word <> '')
        END, ' ' ORDER BY t.n), '') AS text
      FROM unnest(regexp_split_to_array(${normalised}, '\\s+')) WITH ORDINALITY AS t(token, n)
      WHERE t.token <> '' AND (SELECT count(*) FROM fts) < ${sql.raw(String(FEW_RESULTS))}
    ),
    -- Each misspelt word replaced by the closest word of the library (factor_search_words): only computed when
    -- the words as typed found almost nothing.
    -- No word corrected: empty queries, which an index scan answers at once (a condition beside them would not
    -- keep PostgreSQL from scanning the index for them: 60,000 entries for "electricite 2024 france").
    corrected AS MATERIALIZED (
      SELECT fr_all, en_all,
        CASE WHEN changed THEN replace(fr_all::text, ' & ', ' | ')::tsquery ELSE ''::tsquery END AS fr_any,
        CASE WHEN changed THEN replace(en_all::text, ' & ', ' | ')::tsquery ELSE ''::tsquery END AS en_any
      FROM (SELECT websearch_to_tsquery('french'::regconfig, text) AS fr_all,
                   websearch_to_tsquery('english'::regconfig, text) AS en_all,
                   -- a word replaced, not only split at an apostrophe ("d'hôtel")
                   text <> trim(regexp_replace(${normalised}, '[^[:alnum:]]+', ' ', 'g')) AS changed FROM words) t
    ),
    fuzzy AS MATERIALIZED (${stage(
      sql`(SELECT count(*) FROM fts) < ${sql.raw(String(FEW_RESULTS))} AND (SELECT text FROM words) <> ${normalised}`,
      fixedMatch,
      // A company's own names are not in the library's word list: its few factors are compared by trigrams.
      sql`${fixedMatch} OR ${normalised} <% f.search_text`,
    )}),
    -- What the relaxed stage looks for: all the slots but one (of three or more); of two slots, the rarer one when
    -- the other is held by most of the library, else either. Read only when the relaxed stage runs.
    slot_share AS MATERIALIZED (
      SELECT s.slot, coalesce(max(st.share), 0) AS share
      FROM jsonb_array_elements_text(${v('slots')}::jsonb) s(slot)
      CROSS JOIN LATERAL unnest(
        tsvector_to_array(to_tsvector('french'::regconfig, regexp_replace(s.slot, '[^a-z0-9-]+', ' ', 'g')))
        || tsvector_to_array(to_tsvector('english'::regconfig, regexp_replace(s.slot, '[^a-z0-9-]+', ' ', 'g')))) l(lexeme)
      LEFT JOIN (
        SELECT unnest(ps.most_common_elems::text::text[]) AS lexeme, unnest(ps.most_common_elem_freqs) AS share
        FROM pg_stats ps
        WHERE ps.schemaname = current_schema() AND ps.tablename = 'emission_factors'
          AND ps.attname IN ('tsv_fr', 'tsv_en')) st ON st.lexeme = l.lexeme
      GROUP BY s.slot
    ),
    relaxing AS MATERIALIZED (
      SELECT to_tsquery('french'::regconfig, most) AS fr_most, to_tsquery('english'::regconfig, most) AS en_most,
        to_tsquery('french'::regconfig, rare) AS fr_rare, to_tsquery('english'::regconfig, rare) AS en_rare
      FROM (SELECT CASE WHEN ${v('most')}::text = ${v('any')}::text THEN rare ELSE ${v('most')}::text END AS most, rare
        FROM (SELECT coalesce(
          (SELECT string_agg(slot, ' | ') FILTER (WHERE share <= ${sql.raw(String(COMMON_SLOT_SHARE))}) FROM slot_share
           HAVING count(*) FILTER (WHERE share > ${sql.raw(String(COMMON_SLOT_SHARE))}) > 0),
          ${v('any')}::text) AS rare) r) t
    ),
    -- All the slots but one (of three or more): "electricite 2024 france" without a factor of 2024 finds French
    -- electricity, not the 12,000 factors holding any of the three words.
    relaxed AS MATERIALIZED (${stage(
      sql`(SELECT count(*) FROM fts) + (SELECT count(*) FROM fuzzy) < ${sql.raw(String(FEW_RESULTS))}`,
      // The slots of the query with their synonyms (a phrase stays a phrase: "long courrier" is not "long"), as
      // `relaxing` says, or any corrected word when a word was misspelt.
      sql`f.tsv_fr @@ ${frMost} OR f.tsv_en @@ ${enMost}
        OR ((SELECT text FROM words) <> ${normalised} AND (f.tsv_fr @@ ${frFixedAny} OR f.tsv_en @@ ${enFixedAny}))`,
    )}),
    -- Any slot, when all but one still found almost nothing (the same stage as above for one or two slots).
    loose AS (${stage(
      sql`${v('most')}::text <> ${v('any')}::text
        AND (SELECT count(*) FROM fts) + (SELECT count(*) FROM fuzzy) + (SELECT count(*) FROM relaxed) < ${sql.raw(String(FEW_RESULTS))}`,
      sql`f.tsv_fr @@ (SELECT fr_rare FROM relaxing) OR f.tsv_en @@ (SELECT en_rare FROM relaxing)`,
    )}),
    pool AS (
      SELECT id, max(pre) AS pre FROM (SELECT * FROM fts UNION ALL SELECT * FROM common UNION ALL SELECT * FROM national UNION ALL SELECT * FROM fuzzy
        UNION ALL SELECT * FROM relaxed UNION ALL SELECT * FROM loose) c
      GROUP BY id, key, status
      -- An archived factor (asked for) never takes a current one's place.
      ORDER BY (status = 'archived'), max(pre) DESC, key LIMIT ${sql.raw(String(RERANK_POOL))}
    ),
    scored AS (
      SELECT p.*,
        -- The raw sum orders the results; the score shown (and compared with min_score) is it over MAX_RAW_SCORE,
        -- capped at 1: a strong match keeps the same score whatever weights a given query cannot reach.
        CASE WHEN p.source_id = ${code} OR p.key = ${code} OR lower(p.source_id) = ${normalised} THEN 1.0
        ELSE LEAST(1.0, r.raw / ${sql.raw(String(MAX_RAW_SCORE))}) END AS score,
        CASE WHEN p.source_id = ${code} OR p.key = ${code} OR lower(p.source_id) = ${normalised} THEN 100.0
        ELSE r.raw END AS raw
      FROM (SELECT f.*, pool.pre FROM pool JOIN emission_factors f ON f.id = pool.id) p,
        LATERAL (SELECT ${normalisedName(sql`p.name_fr`)} AS fr, ${normalisedName(sql`p.name_en`)} AS en) n,
        LATERAL (
          -- The query as typed, and said with its synonyms (weighing a little less: what the user wrote wins).
          SELECT GREATEST(word_similarity(${typed}, p.search_text),
                   0.8 * word_similarity(${said}, p.search_text),
                   0.8 * word_similarity(${saidToo}, p.search_text)) AS contained,
            GREATEST(similarity(${typed}, n.fr), similarity(${typed}, n.en),
                     0.8 * similarity(${said}, n.fr), 0.8 * similarity(${said}, n.en),
                     0.8 * similarity(${saidToo}, n.fr), 0.8 * similarity(${saidToo}, n.en)) AS closeness,
            CASE WHEN p.search_text LIKE '%' || ${typed} || '%' OR p.search_text LIKE '%' || ${said} || '%'
                   OR p.search_text LIKE '%' || ${saidToo} || '%' THEN 1 ELSE 0 END AS phrase,
            CASE WHEN n.fr LIKE ${typed} || '%' OR n.en LIKE ${typed} || '%'
                   OR n.fr LIKE ${said} || '%' OR n.en LIKE ${said} || '%'
                   OR n.fr LIKE ${saidToo} || '%' OR n.en LIKE ${saidToo} || '%' THEN 1 ELSE 0 END AS prefix
        ) s,
        -- how much of the query the names contain, typos tolerated; how close a whole name is to the query
        -- (an exact name beats a longer one containing it); the query as a phrase in a name, at its start.
        LATERAL (SELECT p.pre + 0.25 * s.contained + 0.25 * s.closeness + 0.08 * s.phrase + 0.04 * s.prefix AS raw) r
      OFFSET 0 -- computes each score once (else it is computed again for the filter and for the sort)
    )
    SELECT id, company_id, key, source, dataset_version, name_fr, name_en, name_languages,
      category_path_fr, category_path_en, unit, unit_family, kg_co2e_per_unit, country_code,
      region_code, location_fr, location_en, year, status, unit_qualifier, energy_basis, currency, price_year,
      gwp_basis, parts, valid_to, edition_group, latest_edition, score,
      -- the unit as published, read for the returned rows only (evaluated after the sort and limit)
      (SELECT d.unit_raw FROM emission_factor_details d WHERE d.factor_id = scored.id) AS unit_raw,
      -- the library's size, read here rather than by a second query per search
      (SELECT coalesce(sum(valid_count), 0)::int FROM factor_datasets) AS library_total
    FROM scored
    WHERE score >= ${v('minScore')}::real
    ORDER BY (status = 'archived'), raw DESC, key
    LIMIT ${v('limit')}::int
  `;
}
