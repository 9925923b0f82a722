import { and, eq, sql } from 'drizzle-orm';
import { categoryStatuses, entries } from '@carbon/db/schema';
import type { Database } from '../../platform/db.ts';

export interface CategoryTotals {
  category: string;
  co2eKg: number;
  entries: number;
}

export interface CategoryStatusRow {
  category: string;
  status: 'not_relevant';
  reason: string;
}

export class CategoryStatusRepository {
  constructor(private readonly db: Database) {}

  /** The year's scope 3 entries (derived rows included) summed by category. */
  async scope3Totals(companyId: string, periodYear: number): Promise<CategoryTotals[]> {
    const rows = await this.db
      .select({
        category: entries.category,
        co2eKg: sql<number>`coalesce(sum(${entries.co2eKg}), 0)`,
        entries: sql<number>`count(*)::int`,
      })
      .from(entries)
      .where(and(eq(entries.companyId, companyId), eq(entries.periodYear, periodYear), eq(entries.scope, 3)))
      .groupBy(entries.category);
    return rows.map((row) => ({
      category: row.category,
      co2eKg: Number(row.co2eKg),
      entries: Number(row.entries),
    }));
  }

  async statuses(companyId: string, periodYear: number): Promise<CategoryStatusRow[]> {
    return this.db
      .select({
        category: categoryStatuses.category,
        status: categoryStatuses.status,
        reason: categoryStatuses.reason,
      })
      .from(categoryStatuses)
      .where(and(eq(categoryStatuses.companyId, companyId), eq(categoryStatuses.periodYear, periodYear)));
  }

  async markNotRelevant(
    companyId: string,
    periodYear: number,
    category: string,
    reason: string,
  ): Promise<void> {
    await this.db
      .insert(categoryStatuses)
      .values({ companyId, periodYear, category, status: 'not_relevant', reason })
      .onConflictDoUpdate({
        target: [categoryStatuses.companyId, categoryStatuses.periodYear, categoryStatuses.category],
        set: { status: 'not_relevant', reason, updatedAt: sql`now()` },
      });
  }

  async clear(companyId: string, periodYear: number, category: string): Promise<void> {
    await this.db
      .delete(categoryStatuses)
      .where(
        and(
          eq(categoryStatuses.companyId, companyId),
          eq(categoryStatuses.periodYear, periodYear),
          eq(categoryStatuses.category, category),
        ),
      );
  }
}
