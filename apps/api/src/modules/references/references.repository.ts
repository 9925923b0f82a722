import { and, eq, isNull, or } from 'drizzle-orm';
import { catalogItems, emissionFactors, sites } from '@carbon/db/schema';
import type { Database } from '../../platform/db.ts';

export interface FactorReference {
  id: string;
  unit: string;
  kgCo2ePerUnit: number;
}

export interface SiteReference {
  id: string;
}

export interface CatalogItemReference {
  id: string;
  unit: string;
  emissionPerUnit: number | null;
}

/**
 * The rows a company may point at from its own data, each lookup scoped by the company in SQL: its own rows,
 * plus the shared library (no company) where there is one. Another tenant's row is as absent as an unknown id.
 */
export class ReferencesRepository {
  constructor(private readonly db: Database) {}

  async factor(companyId: string, id: string): Promise<FactorReference | null> {
    const [row] = await this.db
      .select({
        id: emissionFactors.id,
        unit: emissionFactors.unit,
        kgCo2ePerUnit: emissionFactors.kgCo2ePerUnit,
      })
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

  async site(companyId: string, id: string): Promise<SiteReference | null> {
    const [row] = await this.db
      .select({ id: sites.id })
      .from(sites)
      .where(and(eq(sites.companyId, companyId), eq(sites.id, id)))
      .limit(1);
    return row ?? null;
  }

  async catalogItem(companyId: string, id: string): Promise<CatalogItemReference | null> {
    const [row] = await this.db
      .select({ id: catalogItems.id, unit: catalogItems.unit, emissionPerUnit: catalogItems.emissionPerUnit })
      .from(catalogItems)
      .where(
        and(
          eq(catalogItems.id, id),
          or(isNull(catalogItems.companyId), eq(catalogItems.companyId, companyId)),
        ),
      )
      .limit(1);
    return row ?? null;
  }
}
