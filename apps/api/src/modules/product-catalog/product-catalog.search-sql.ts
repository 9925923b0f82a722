/**
 * The catalog search statement: the factor search's approach (emission-factors.search-sql.ts) on a table small
 * enough to score every candidate: the stemmed words in either language (any of them), trigram closeness to the
 * names (typos), or the query as a substring. Values are bound parameters.
 */
import type { AppLocale } from '@carbon/i18n/locale';
import { sql, type SQL } from 'drizzle-orm';

export interface CatalogSearchParams {
  query: string;
  lang: AppLocale;
  limit: number;
  minScore: number;
  /** The library's items always; this company's own items too when set (membership checked by the service). */
  companyId: string | null;
}

export function catalogSearchSql(params: CatalogSearchParams): SQL {
  const normalised = sql`cl_norm(${params.query})`;
  const frAny = sql`replace(websearch_to_tsquery('french'::regconfig, ${normalised})::text, ' & ', ' | ')::tsquery`;
  const enAny = sql`replace(websearch_to_tsquery('english'::regconfig, ${normalised})::text, ' & ', ' | ')::tsquery`;
  const name = params.lang === 'fr' ? sql`coalesce(c.name_fr, c.name)` : sql`c.name`;
  const visible = params.companyId
    ? sql`(c.company_id IS NULL OR c.company_id = ${params.companyId})`
    : sql`c.company_id IS NULL`;
  const score = sql`LEAST(1.0,
      0.35 * LEAST(1.0, GREATEST(ts_rank(c.tsv, ${frAny}), ts_rank(c.tsv, ${enAny})) / 0.6)
    + 0.25 * word_similarity(q.qn, cl_norm(${name}))
    + 0.25 * similarity(q.qn, cl_norm(${name}))
    + 0.10 * (CASE WHEN c.search_text LIKE '%' || q.qn || '%' THEN 1 ELSE 0 END)
    + 0.05 * (CASE WHEN cl_norm(${name}) LIKE q.qn || '%' THEN 1 ELSE 0 END))`;
  return sql`
    SELECT id, score FROM (
      SELECT c.id, c.name, ${score} AS score
      FROM catalog_items c, (SELECT ${normalised} AS qn) q
      WHERE ${visible}
        AND (c.tsv @@ ${frAny} OR c.tsv @@ ${enAny} OR q.qn <% c.search_text
          OR c.search_text LIKE '%' || q.qn || '%')
    ) scored
    WHERE score >= ${params.minScore}
    ORDER BY score DESC, name, id
    LIMIT ${params.limit}
  `;
}
