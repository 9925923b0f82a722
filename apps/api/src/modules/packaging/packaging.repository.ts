import { and, eq, inArray, isNotNull, isNull, or, sql } from 'drizzle-orm';
import { catalogItems, emissionFactors, sites } from '@carbon/db/schema';
import type { Database } from '../../platform/db.ts';

/** What a packaging line reads of a catalog item (the product-catalog module's table, read only here). */
export interface PackagingCatalogItem {
  id: string;
  name: string;
  unit: string;
  pricePerUnit: number | null;
  emissionPerUnit: number | null;
  emissionFactorId: string | null;
  weight: number | null;
  weightUnit: string | null;
  materialType: string | null;
}

const itemColumns = {
  id: catalogItems.id,
  name: catalogItems.name,
  unit: catalogItems.unit,
  pricePerUnit: catalogItems.pricePerUnit,
  emissionPerUnit: catalogItems.emissionPerUnit,
  emissionFactorId: catalogItems.emissionFactorId,
  weight: catalogItems.weight,
  weightUnit: catalogItems.weightUnit,
  materialType: catalogItems.materialType,
};

/** The library's items and the company's own. */
const visibleTo = (companyId: string) => or(isNull(catalogItems.companyId), eq(catalogItems.companyId, companyId));

export class PackagingRepository {
  constructor(private readonly db: Database) {}

  async siteExists(companyId: string, siteId: string): Promise<boolean> {
    const [row] = await this.db
      .select({ id: sites.id })
      .from(sites)
      .where(and(eq(sites.companyId, companyId), eq(sites.id, siteId)))
      .limit(1);
    return row !== undefined;
  }

  /** A library item or one of the company's; another company's is not found. */
  async findCatalogItem(companyId: string, id: string): Promise<PackagingCatalogItem | null> {
    const [row] = await this.db
      .select(itemColumns)
      .from(catalogItems)
      .where(and(eq(catalogItems.id, id), visibleTo(companyId)))
      .limit(1);
    return row ?? null;
  }

  /** The priced catalog items (library and the company's) whose material is one of these words. */
  pricedItems(companyId: string, materials: readonly string[]): Promise<PackagingCatalogItem[]> {
    if (materials.length === 0) return Promise.resolve([]);
    return this.db
      .select(itemColumns)
      .from(catalogItems)
      .where(
        and(
          visibleTo(companyId),
          isNotNull(catalogItems.pricePerUnit),
          inArray(sql`lower(${catalogItems.materialType})`, [...materials]),
        ),
      );
  }

  /** The id of the library factor of this key (materials' factors, packages/carbon/src/packaging/materials.ts). */
  async libraryFactorId(key: string): Promise<string | null> {
    const [row] = await this.db
      .select({ id: emissionFactors.id })
      .from(emissionFactors)
      .where(and(eq(emissionFactors.key, key), isNull(emissionFactors.companyId)))
      .limit(1);
    return row?.id ?? null;
  }
}
