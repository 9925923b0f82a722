import { and, asc, count, eq, inArray, isNull, sql } from 'drizzle-orm';
import {
  emissionFactors,
  entries,
  pactImports,
  pactSupplierConnections,
  productLines,
  products,
} from '@carbon/db/schema';
import type { Database } from '../../platform/db.ts';

export type SupplierRow = typeof pactSupplierConnections.$inferSelect;
export type ImportRow = typeof pactImports.$inferSelect;
export type ImportWithFactor = ImportRow & { factorName: string };

/** The data recipient side's tables (decision 0035): supplier connections and imported footprints. */
export class PactSuppliersRepository {
  constructor(private readonly db: Database) {}

  async insertSupplier(values: typeof pactSupplierConnections.$inferInsert): Promise<SupplierRow> {
    const [row] = await this.db.insert(pactSupplierConnections).values(values).returning();
    return row!;
  }

  listSuppliers(companyId: string): Promise<SupplierRow[]> {
    return this.db
      .select()
      .from(pactSupplierConnections)
      .where(eq(pactSupplierConnections.companyId, companyId))
      .orderBy(asc(pactSupplierConnections.createdAt), asc(pactSupplierConnections.id));
  }

  async findSupplier(id: string): Promise<SupplierRow | null> {
    const [row] = await this.db.select().from(pactSupplierConnections).where(eq(pactSupplierConnections.id, id));
    return row ?? null;
  }

  async findSupplierByEventsClientId(clientId: string): Promise<SupplierRow | null> {
    const [row] = await this.db
      .select()
      .from(pactSupplierConnections)
      .where(eq(pactSupplierConnections.eventsClientId, clientId));
    return row ?? null;
  }

  async deleteSupplier(id: string): Promise<void> {
    await this.db.delete(pactSupplierConnections).where(eq(pactSupplierConnections.id, id));
  }

  async recordRead(id: string, error: string | null): Promise<void> {
    await this.db
      .update(pactSupplierConnections)
      .set(error === null ? { lastRefreshedAt: sql`now()`, lastError: null } : { lastError: error })
      .where(eq(pactSupplierConnections.id, id));
  }

  async insertImport(values: typeof pactImports.$inferInsert): Promise<ImportRow | null> {
    const [row] = await this.db.insert(pactImports).values(values).onConflictDoNothing().returning();
    return row ?? null;
  }

  /** The company's imports (or one supplier's, or given ids), with their factor's name and unit. */
  async listImports(
    companyId: string,
    filter: { supplierId?: string; ids?: string[] } = {},
  ): Promise<ImportWithFactor[]> {
    const rows = await this.db
      .select({
        row: pactImports,
        factorName: sql<string>`coalesce(${emissionFactors.nameEn}, ${emissionFactors.nameFr}, '')`,
      })
      .from(pactImports)
      .innerJoin(emissionFactors, eq(emissionFactors.id, pactImports.emissionFactorId))
      .where(
        and(
          eq(pactImports.companyId, companyId),
          filter.supplierId ? eq(pactImports.supplierId, filter.supplierId) : undefined,
          filter.ids ? inArray(pactImports.id, filter.ids) : undefined,
        ),
      )
      .orderBy(asc(pactImports.createdAt), asc(pactImports.id));
    return rows.map(({ row, factorName }) => ({ ...row, factorName }));
  }

  async findImport(id: string): Promise<ImportRow | null> {
    const [row] = await this.db.select().from(pactImports).where(eq(pactImports.id, id));
    return row ?? null;
  }

  async importedFootprints(companyId: string): Promise<Map<string, { importId: string; factorId: string }>> {
    const rows = await this.db
      .select({ id: pactImports.id, footprintId: pactImports.footprintId, factorId: pactImports.emissionFactorId })
      .from(pactImports)
      .where(eq(pactImports.companyId, companyId));
    return new Map(rows.map((row) => [row.footprintId.toLowerCase(), { importId: row.id, factorId: row.factorId }]));
  }

  async setNewer(
    id: string,
    newer: { id: string; footprint: Record<string, unknown>; created: Date } | null,
  ): Promise<void> {
    await this.db
      .update(pactImports)
      .set({
        newerFootprintId: newer?.id ?? null,
        newerFootprint: newer?.footprint ?? null,
        newerFootprintCreated: newer?.created ?? null,
        updatedAt: sql`now()`,
      })
      .where(eq(pactImports.id, id));
  }

  /** The import now follows the newer footprint, which is no longer "newer". */
  async applyNewer(row: ImportRow, value: string): Promise<void> {
    await this.db
      .update(pactImports)
      .set({
        footprintId: row.newerFootprintId!,
        footprint: row.newerFootprint!,
        kgCo2ePerFactorUnit: value,
        newerFootprintId: null,
        newerFootprint: null,
        newerFootprintCreated: null,
        updatedAt: sql`now()`,
      })
      .where(eq(pactImports.id, row.id));
  }

  /** Entries (not their derived rows) and product lines that use each factor now. */
  async usage(
    companyId: string,
    factorIds: readonly string[],
  ): Promise<Map<string, { entries: number; productLines: number }>> {
    const usage = new Map(factorIds.map((id) => [id, { entries: 0, productLines: 0 }]));
    if (factorIds.length === 0) return usage;
    const [entryCounts, lineCounts] = await Promise.all([
      this.db
        .select({ factorId: entries.factorId, n: count() })
        .from(entries)
        .where(
          and(
            eq(entries.companyId, companyId),
            inArray(entries.factorId, [...factorIds]),
            isNull(entries.derivedFromEntryId),
          ),
        )
        .groupBy(entries.factorId),
      this.db
        .select({ factorId: productLines.factorId, n: count() })
        .from(productLines)
        .innerJoin(products, eq(products.id, productLines.productId))
        .where(and(eq(products.companyId, companyId), inArray(productLines.factorId, [...factorIds])))
        .groupBy(productLines.factorId),
    ]);
    for (const row of entryCounts) usage.get(row.factorId!)!.entries = Number(row.n);
    for (const row of lineCounts) usage.get(row.factorId!)!.productLines = Number(row.n);
    return usage;
  }

  /** The years that have entries using the factor, oldest first. */
  async entryYears(companyId: string, factorId: string): Promise<number[]> {
    const rows = await this.db
      .selectDistinct({ year: entries.periodYear })
      .from(entries)
      .where(and(eq(entries.companyId, companyId), eq(entries.factorId, factorId)))
      .orderBy(asc(entries.periodYear));
    return rows.map((row) => row.year);
  }

  /** Products whose own lines use the factor (the products using those follow when each is saved). */
  async productsUsing(companyId: string, factorId: string): Promise<string[]> {
    const rows = await this.db
      .selectDistinct({ id: products.id, createdAt: products.createdAt })
      .from(productLines)
      .innerJoin(products, eq(products.id, productLines.productId))
      .where(and(eq(products.companyId, companyId), eq(productLines.factorId, factorId)))
      .orderBy(asc(products.createdAt), asc(products.id));
    return rows.map((row) => row.id);
  }
}
