import { count, desc, eq, isNotNull, sql } from 'drizzle-orm';
import { companies, products } from '@carbon/db/schema';
import type { Database } from '../../platform/db.ts';

export interface PublishedReportRow {
  slug: string;
  name: string;
  category: string;
  unit: string;
  footprint: unknown;
  companyName: string;
  publishedAt: Date;
}

export interface PublishedReportHit extends PublishedReportRow {
  score: number;
}

const columns = {
  slug: sql<string>`${products.publishedSlug}`,
  name: products.name,
  category: products.category,
  unit: products.unit,
  footprint: products.footprint,
  companyName: companies.name,
  publishedAt: sql<Date>`${products.publishedAt}`.mapWith(products.publishedAt),
};

/** Reads published products only (published_slug set): never a draft, never an internal id. */
export class PublicProductReportsRepository {
  constructor(private readonly db: Database) {}

  async listPublished(limit: number, offset: number): Promise<{ rows: PublishedReportRow[]; total: number }> {
    const published = isNotNull(products.publishedSlug);
    const [rows, [totals]] = await Promise.all([
      this.db
        .select(columns)
        .from(products)
        .innerJoin(companies, eq(companies.id, products.companyId))
        .where(published)
        .orderBy(desc(products.publishedAt), products.publishedSlug)
        .limit(limit)
        .offset(offset),
      this.db.select({ total: count() }).from(products).where(published),
    ]);
    return { rows, total: totals?.total ?? 0 };
  }

  /** Every published report's slug and when it last changed, newest first, for the sitemap (capped: 50,000 URLs a file). */
  async listPublishedSlugs(max: number): Promise<{ slug: string; updatedAt: Date }[]> {
    return this.db
      .select({ slug: sql<string>`${products.publishedSlug}`, updatedAt: products.updatedAt })
      .from(products)
      .where(isNotNull(products.publishedSlug))
      .orderBy(desc(products.publishedAt), products.publishedSlug)
      .limit(max);
  }

  /**
   * Published reports whose name or category is close to the query: trigram closeness (typos, word order) or the
   * query as a substring, on accent- and case-folded text (cl_norm). Bound parameters only.
   */
  async searchPublished(query: string, limit: number): Promise<PublishedReportHit[]> {
    const text = sql`cl_norm(${products.name} || ' ' || ${products.category})`;
    const qn = sql`cl_norm(${query})`;
    const score = sql<number>`LEAST(1.0,
        0.6 * word_similarity(${qn}, ${text})
      + 0.2 * similarity(${qn}, cl_norm(${products.name}))
      + 0.2 * (CASE WHEN ${text} LIKE '%' || ${qn} || '%' THEN 1 ELSE 0 END))`;
    const rows = await this.db
      .select({ ...columns, score })
      .from(products)
      .innerJoin(companies, eq(companies.id, products.companyId))
      .where(
        sql`${products.publishedSlug} IS NOT NULL AND (word_similarity(${qn}, ${text}) >= 0.5 OR ${text} LIKE '%' || ${qn} || '%')`,
      )
      .orderBy(desc(score), products.name)
      .limit(limit);
    return rows
      .map((row) => ({ ...row, score: Number(row.score) }))
      .sort((a, b) => b.score - a.score || a.name.localeCompare(b.name));
  }
}
