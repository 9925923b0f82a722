import { and, asc, eq, inArray, isNotNull, isNull, ne, or, sql } from 'drizzle-orm';
import { entries, productLines, products, simpleProducts, sites } from '@carbon/db/schema';
import type { Database } from '../../platform/db.ts';

export type InventoryProductRow = Pick<
  typeof products.$inferSelect,
  'id' | 'companyId' | 'name' | 'unit' | 'compositionMode' | 'annualProductionVolume' | 'weightPerUnitKg'
>;
export type InventoryLineRow = typeof productLines.$inferSelect;

const productColumns = {
  id: products.id,
  companyId: products.companyId,
  name: products.name,
  unit: products.unit,
  compositionMode: products.compositionMode,
  annualProductionVolume: products.annualProductionVolume,
  weightPerUnitKg: products.weightPerUnitKg,
};

/** What sold-product records read: the company's products and lines, its category-1 purchases, its records. */
export class ProductInventoryRepository {
  constructor(private readonly db: Database) {}

  async siteCountry(companyId: string, siteId: string): Promise<string | null> {
    const [row] = await this.db
      .select({ country: sites.country })
      .from(sites)
      .where(and(eq(sites.id, siteId), eq(sites.companyId, companyId)))
      .limit(1);
    return row?.country ?? null;
  }

  /** A composite product of the company; another company's is null. */
  async product(companyId: string, id: string): Promise<InventoryProductRow | null> {
    const [row] = await this.db
      .select(productColumns)
      .from(products)
      .where(and(eq(products.id, id), eq(products.companyId, companyId)))
      .limit(1);
    return row ?? null;
  }

  /** Every product of the company (the bill of materials walks its sub-products). */
  async companyProducts(companyId: string): Promise<InventoryProductRow[]> {
    return this.db.select(productColumns).from(products).where(eq(products.companyId, companyId));
  }

  async linesOf(productIds: string[]): Promise<InventoryLineRow[]> {
    if (productIds.length === 0) return [];
    return this.db
      .select()
      .from(productLines)
      .where(inArray(productLines.productId, productIds))
      .orderBy(asc(productLines.productId), asc(productLines.position));
  }

  async simpleProduct(companyId: string, id: string) {
    const [row] = await this.db
      .select({ id: simpleProducts.id, name: simpleProducts.name })
      .from(simpleProducts)
      .where(and(eq(simpleProducts.id, id), eq(simpleProducts.companyId, companyId)))
      .limit(1);
    return row ?? null;
  }

  /**
   * The factors and catalog items the year's category-1 entries use (purchases of any form, packaging, entries
   * written on their own or imported; sold products' own lines left out), each with the first entry that uses it,
   * oldest first.
   */
  async category1Uses(
    companyId: string,
    periodYear: number,
    soldProductKind: string,
  ): Promise<{ entryId: string; factorId: string | null; catalogItemId: string | null }[]> {
    return this.db
      .select({
        entryId: entries.id,
        factorId: entries.factorId,
        catalogItemId: sql<string | null>`${entries.details}->>'catalog_item_id'`,
      })
      .from(entries)
      .where(
        and(
          eq(entries.companyId, companyId),
          eq(entries.periodYear, periodYear),
          eq(entries.scope3Category, 1),
          or(isNull(entries.activityKind), ne(entries.activityKind, soldProductKind)),
        ),
      )
      .orderBy(asc(entries.createdAt), asc(entries.id));
  }

  /** The sold-product activities of a company-year. */
  async soldProductActivities(companyId: string, periodYear: number, kind: string): Promise<string[]> {
    const rows = await this.db
      .selectDistinct({ activityId: entries.activityId })
      .from(entries)
      .where(
        and(
          eq(entries.companyId, companyId),
          eq(entries.periodYear, periodYear),
          eq(entries.activityKind, kind),
          isNotNull(entries.activityId),
        ),
      );
    return rows.flatMap((row) => (row.activityId ? [row.activityId] : []));
  }

  /** The years in which a product (composite or simple) is recorded as sold. */
  async yearsSold(companyId: string, kind: string, productId: string): Promise<number[]> {
    const rows = await this.db
      .selectDistinct({ year: entries.periodYear })
      .from(entries)
      .where(
        and(
          eq(entries.companyId, companyId),
          eq(entries.activityKind, kind),
          sql`(${entries.details}->'sold_product'->>'product_id' = ${productId} or ${entries.details}->'sold_product'->>'simple_product_id' = ${productId})`,
        ),
      )
      .orderBy(asc(entries.periodYear));
    return rows.map((row) => row.year);
  }
}
