import { and, asc, count, eq, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import { catalogItems, catalogTags } from '@carbon/db/schema';
import type { Database } from '../../platform/db.ts';
import { catalogSearchSql, type CatalogSearchParams } from './product-catalog.search-sql.ts';

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

  /** Scores every visible match (product-catalog.search-sql.ts), then reads the rows of the best. */
  async search(params: CatalogSearchParams): Promise<CatalogSearchRow[]> {
    const query = catalogSearchSql(params);
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
