import { and, asc, count, eq, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import { catalogItems, catalogTags, emissionFactors } from '@carbon/db/schema';
import type { Database } from '../../platform/db.ts';

export type CatalogLanguage = 'en' | 'fr';

export interface TagRow {
  id: string;
  category: 'material' | 'certification' | 'lifecycle' | 'category';
  slug: string;
  labelEn: string;
  labelFr: string;
}

export interface CatalogItemRow {
  id: string;
  companyId: string | null;
  category: string;
  categoryFr: string | null;
  name: string;
  nameFr: string | null;
  pricePerUnit: number | null;
  currency: string;
  unit: string;
  alternativeName: string | null;
  description: string | null;
  descriptionFr: string | null;
  productType: string | null;
  materialType: string | null;
  size: string | null;
  sizeLabel: string | null;
  region: string | null;
  countryCode: string | null;
  emissionPerUnit: number | null;
  emissionFactorId: string | null;
  weight: number | null;
  weightUnit: string | null;
  volume: number | null;
  volumeUnit: string | null;
  dimensions: string | null;
  density: number | null;
  recyclable: boolean | null;
  recycledContentPercent: number | null;
  tagIds: string[];
  createdAt: Date;
  updatedAt: Date;
}

export interface CatalogSearchRow extends CatalogItemRow {
  score: number;
}

/** What a company writes on its own item. */
export type CatalogItemValues = Omit<
  CatalogItemRow,
  'id' | 'companyId' | 'categoryFr' | 'nameFr' | 'descriptionFr' | 'createdAt' | 'updatedAt'
>;

export interface FactorForItem {
  id: string;
  unit: string;
  kgCo2ePerUnit: number;
}

const itemColumns = {
  id: catalogItems.id,
  companyId: catalogItems.companyId,
  category: catalogItems.category,
  categoryFr: catalogItems.categoryFr,
  name: catalogItems.name,
  nameFr: catalogItems.nameFr,
  pricePerUnit: catalogItems.pricePerUnit,
  currency: catalogItems.currency,
  unit: catalogItems.unit,
  alternativeName: catalogItems.alternativeName,
  description: catalogItems.description,
  descriptionFr: catalogItems.descriptionFr,
  productType: catalogItems.productType,
  materialType: catalogItems.materialType,
  size: catalogItems.size,
  sizeLabel: catalogItems.sizeLabel,
  region: catalogItems.region,
  countryCode: catalogItems.countryCode,
  emissionPerUnit: catalogItems.emissionPerUnit,
  emissionFactorId: catalogItems.emissionFactorId,
  weight: catalogItems.weight,
  weightUnit: catalogItems.weightUnit,
  volume: catalogItems.volume,
  volumeUnit: catalogItems.volumeUnit,
  dimensions: catalogItems.dimensions,
  density: catalogItems.density,
  recyclable: catalogItems.recyclable,
  recycledContentPercent: catalogItems.recycledContentPercent,
  tagIds: catalogItems.tagIds,
  createdAt: catalogItems.createdAt,
  updatedAt: catalogItems.updatedAt,
};

/** The library's items, and the company's own when one is given. */
function visibleTo(companyId: string | null): SQL {
  return companyId
    ? (or(isNull(catalogItems.companyId), eq(catalogItems.companyId, companyId)) as SQL)
    : isNull(catalogItems.companyId);
}

/**
 * pg_trgm's default word-similarity threshold (0.6) misses a swapped letter in a long word ("alumnium" is 0.58
 * from "aluminium"); 0.5 still rejects unrelated words. Set for the search's own transaction only, so no other
 * query and no pooled connection is affected.
 */
const TRIGRAM_THRESHOLD = sql`SELECT set_config('pg_trgm.word_similarity_threshold', '0.5', true)`;

export class ProductCatalogRepository {
  constructor(private readonly db: Database) {}

  listTags(): Promise<TagRow[]> {
    return this.db
      .select({
        id: catalogTags.id,
        category: catalogTags.category,
        slug: catalogTags.slug,
        labelEn: catalogTags.labelEn,
        labelFr: catalogTags.labelFr,
      })
      .from(catalogTags)
      .orderBy(asc(catalogTags.category), asc(catalogTags.sortOrder), asc(catalogTags.slug));
  }

  /** The company's items first, then the library's, each by name. */
  async list(companyId: string | null, page: number, pageSize: number): Promise<{ rows: CatalogItemRow[]; total: number }> {
    const where = visibleTo(companyId);
    const [rows, [totals]] = await Promise.all([
      this.db
        .select(itemColumns)
        .from(catalogItems)
        .where(where)
        .orderBy(sql`${catalogItems.companyId} IS NULL`, asc(catalogItems.name), asc(catalogItems.id))
        .limit(pageSize)
        .offset((page - 1) * pageSize),
      this.db.select({ total: count() }).from(catalogItems).where(where),
    ]);
    return { rows, total: totals?.total ?? 0 };
  }

  /**
   * Same approach as the factor search, on a table small enough to score every candidate: the stemmed words in
   * either language (any of them), trigram closeness to the names (typos), or the query as a substring.
   */
  async search(params: {
    query: string;
    lang: CatalogLanguage;
    limit: number;
    minScore: number;
    companyId: string | null;
  }): Promise<CatalogSearchRow[]> {
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
    const query = sql`
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
    const ids = await this.db.transaction(async (tx) => {
      await tx.execute(TRIGRAM_THRESHOLD);
      return (await tx.execute(query)) as unknown as { rows: { id: string; score: number | string }[] };
    });
    if (ids.rows.length === 0) return [];
    const rows = await this.db
      .select(itemColumns)
      .from(catalogItems)
      .where(
        inArray(
          catalogItems.id,
          ids.rows.map((row) => row.id),
        ),
      );
    const byId = new Map(rows.map((row) => [row.id, row]));
    return ids.rows.flatMap((hit) => {
      const row = byId.get(hit.id);
      return row ? [{ ...row, score: Number(hit.score) }] : [];
    });
  }

  async findById(id: string): Promise<CatalogItemRow | null> {
    const [row] = await this.db.select(itemColumns).from(catalogItems).where(eq(catalogItems.id, id)).limit(1);
    return row ?? null;
  }

  /** A factor the company may use: the library's or its own. */
  async findFactorFor(companyId: string, factorId: string): Promise<FactorForItem | null> {
    const [row] = await this.db
      .select({ id: emissionFactors.id, unit: emissionFactors.unit, kgCo2ePerUnit: emissionFactors.kgCo2ePerUnit })
      .from(emissionFactors)
      .where(
        and(
          eq(emissionFactors.id, factorId),
          or(isNull(emissionFactors.companyId), eq(emissionFactors.companyId, companyId)),
        ),
      )
      .limit(1);
    return row ?? null;
  }

  async insert(companyId: string, values: CatalogItemValues): Promise<CatalogItemRow> {
    const [row] = await this.db
      .insert(catalogItems)
      .values({ ...values, companyId })
      .returning(itemColumns);
    if (!row) throw new Error('catalog item insert returned no row');
    return row;
  }

  /** Scoped by company as well as id: a library item or another tenant's never matches. */
  async update(companyId: string, id: string, values: Partial<CatalogItemValues>): Promise<CatalogItemRow | null> {
    const [row] = await this.db
      .update(catalogItems)
      .set({ ...values, updatedAt: sql`now()` })
      .where(and(eq(catalogItems.companyId, companyId), eq(catalogItems.id, id)))
      .returning(itemColumns);
    return row ?? null;
  }

  async delete(companyId: string, id: string): Promise<boolean> {
    const rows = await this.db
      .delete(catalogItems)
      .where(and(eq(catalogItems.companyId, companyId), eq(catalogItems.id, id)))
      .returning({ id: catalogItems.id });
    return rows.length > 0;
  }
}
