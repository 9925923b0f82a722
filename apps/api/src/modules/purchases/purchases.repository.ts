import { and, asc, eq, isNotNull, isNull, or, sql } from 'drizzle-orm';
import {
  catalogItems,
  companies,
  emissionFactors,
  entries,
  products,
  simpleProducts,
} from '@carbon/db/schema';
import type { Database } from '../../platform/db.ts';

/** What the purchases forms read of a factor before the ledger copies it: its unit, money and price year. */
export interface PurchaseFactorRow {
  id: string;
  key: string;
  unit: string;
  unitFamily: string;
  currency: string | null;
  priceYear: number | null;
  kgCo2ePerUnit: number;
}

const columns = {
  id: emissionFactors.id,
  key: emissionFactors.key,
  unit: emissionFactors.unit,
  unitFamily: emissionFactors.unitFamily,
  currency: emissionFactors.currency,
  priceYear: emissionFactors.priceYear,
  kgCo2ePerUnit: emissionFactors.kgCo2ePerUnit,
};

export class PurchasesRepository {
  constructor(private readonly db: Database) {}

  /** A factor of the library by its key (`source:source_id`), as the auto mode picks it. */
  async findLibraryFactorByKey(key: string): Promise<PurchaseFactorRow | null> {
    const [row] = await this.db
      .select(columns)
      .from(emissionFactors)
      .where(and(eq(emissionFactors.key, key), isNull(emissionFactors.companyId)))
      .limit(1);
    return row ?? null;
  }

  /** A factor the company can see (the library's or its own); another company's is null. */
  async findVisibleFactor(companyId: string, id: string): Promise<PurchaseFactorRow | null> {
    const [row] = await this.db
      .select(columns)
      .from(emissionFactors)
      .where(
        and(
          eq(emissionFactors.id, id),
          or(isNull(emissionFactors.companyId), eq(emissionFactors.companyId, companyId)),
        ),
      )
      .limit(1);
    return row ?? null;
  }

  /**
   * The activities of one capital good spread over its life (details.group_id), each year's with its index in the
   * life, purchase year first. Another company's never: the company is part of the filter.
   */
  async capitalGoodGroup(
    companyId: string,
    groupId: string,
  ): Promise<{ activityId: string; periodYear: number }[]> {
    const rows = await this.db
      .selectDistinct({ activityId: entries.activityId, periodYear: entries.periodYear })
      .from(entries)
      .where(
        and(
          eq(entries.companyId, companyId),
          eq(entries.activityKind, 'capital_good'),
          sql`${entries.details}->>'group_id' = ${groupId}`,
        ),
      )
      .orderBy(asc(entries.periodYear));
    return rows.flatMap((row) =>
      row.activityId ? [{ activityId: row.activityId, periodYear: row.periodYear }] : [],
    );
  }

  // -------------------------------------------------------------------------------------------------------------
  // Bought products: the product a line names, always within what the company may see.

  /** A simple product of the company; another company's is null. */
  async simpleProduct(companyId: string, id: string) {
    const [row] = await this.db
      .select()
      .from(simpleProducts)
      .where(and(eq(simpleProducts.id, id), eq(simpleProducts.companyId, companyId)))
      .limit(1);
    return row ?? null;
  }

  /** A catalog item of the library or of the company, with its linked factor's source and version; another's: null. */
  async catalogItem(companyId: string, id: string) {
    const [row] = await this.db
      .select({
        id: catalogItems.id,
        companyId: catalogItems.companyId,
        name: catalogItems.name,
        nameFr: catalogItems.nameFr,
        unit: catalogItems.unit,
        emissionPerUnit: catalogItems.emissionPerUnit,
        updatedAt: catalogItems.updatedAt,
        factorSource: emissionFactors.source,
        factorVersion: emissionFactors.datasetVersion,
      })
      .from(catalogItems)
      .leftJoin(emissionFactors, eq(emissionFactors.id, catalogItems.emissionFactorId))
      .where(
        and(
          eq(catalogItems.id, id),
          or(isNull(catalogItems.companyId), eq(catalogItems.companyId, companyId)),
        ),
      )
      .limit(1);
    return row ?? null;
  }

  /** A published product report by its slug (a withdrawn one is null), with the company that publishes it. */
  async publishedReport(slug: string) {
    const [row] = await this.db
      .select({
        slug: products.publishedSlug,
        name: products.name,
        unit: products.unit,
        footprint: products.footprint,
        publishedAt: products.publishedAt,
        companyName: companies.name,
      })
      .from(products)
      .innerJoin(companies, eq(companies.id, products.companyId))
      .where(and(eq(products.publishedSlug, slug), isNotNull(products.publishedAt)))
      .limit(1);
    return row ?? null;
  }
}
