import { and, asc, eq, sql } from 'drizzle-orm';
import { entries, entryShares, products, sites } from '@carbon/db/schema';
import type { Role } from '@carbon/contracts/auth';
import type { Database } from '../../platform/db.ts';
import { callerMemberships } from '../companies/caller-memberships.ts';
import { bumpProductGraphVersion } from '../products/products.repository.ts';

export interface NewSite {
  companyId: string;
  name: string;
  address: string;
  country: string;
  surfaceM2: number | null;
  employees: number | null;
  latitude?: number | null;
  longitude?: number | null;
}

export interface SiteRow extends NewSite {
  id: string;
  latitude: number | null;
  longitude: number | null;
  createdAt: Date;
}

export type SiteChanges = Partial<Omit<NewSite, 'companyId'>>;

const siteColumns = {
  id: sites.id,
  companyId: sites.companyId,
  name: sites.name,
  address: sites.address,
  country: sites.country,
  surfaceM2: sites.surfaceM2,
  employees: sites.employees,
  latitude: sites.latitude,
  longitude: sites.longitude,
  createdAt: sites.createdAt,
};

export class SitesRepository {
  constructor(private readonly db: Database) {}

  /** Oldest first; the id breaks ties so the order never changes between calls. */
  listByCompany(companyId: string): Promise<SiteRow[]> {
    return this.db
      .select(siteColumns)
      .from(sites)
      .where(eq(sites.companyId, companyId))
      .orderBy(asc(sites.createdAt), asc(sites.id));
  }

  /** The site through the caller's membership of its company: another tenant's site yields nothing. */
  async findForMember(userId: string, siteId: string): Promise<{ site: SiteRow; role: Role } | null> {
    const [row] = await this.db
      .select({ site: siteColumns, role: callerMemberships.role })
      .from(sites)
      .innerJoin(callerMemberships, and(eq(callerMemberships.companyId, sites.companyId), eq(callerMemberships.callerId, userId)))
      .where(eq(sites.id, siteId))
      .limit(1);
    return row ?? null;
  }

  async insert(site: NewSite): Promise<SiteRow> {
    const [row] = await this.db.insert(sites).values(site).returning(siteColumns);
    if (!row) throw new Error('site insert returned no row');
    return row;
  }

  /** Scoped by company as well as id, since every tenant table query leads with company_id. */
  async update(companyId: string, siteId: string, changes: SiteChanges): Promise<SiteRow | null> {
    // A product tree shows its products' site country: the product-graph version moves with the site in one
    // transaction, so no cached tree outlives the change.
    return this.db.transaction(async (tx) => {
      const [row] = await tx
        .update(sites)
        .set({ ...changes, updatedAt: sql`now()` })
        .where(and(eq(sites.companyId, companyId), eq(sites.id, siteId)))
        .returning(siteColumns);
      if (row) await bumpProductGraphVersion(tx, companyId);
      return row ?? null;
    });
  }

  /** Whether the ledger has entries on the site or distributes one to it: deleting it would change past inventories. */
  async inLedger(companyId: string, siteId: string): Promise<boolean> {
    const [entry] = await this.db
      .select({ id: entries.id })
      .from(entries)
      .where(and(eq(entries.companyId, companyId), eq(entries.siteId, siteId)))
      .limit(1);
    if (entry) return true;
    const [share] = await this.db
      .select({ id: entryShares.id })
      .from(entryShares)
      .where(
        and(
          eq(entryShares.companyId, companyId),
          eq(entryShares.targetType, 'site'),
          eq(entryShares.targetId, siteId),
        ),
      )
      .limit(1);
    return share !== undefined;
  }

  /** Whether a product of the company is made on the site (its footprint's energy and country are the site's). */
  async hasProducts(companyId: string, siteId: string): Promise<boolean> {
    const [product] = await this.db
      .select({ id: products.id })
      .from(products)
      .where(and(eq(products.companyId, companyId), eq(products.siteId, siteId)))
      .limit(1);
    return product !== undefined;
  }

  async delete(companyId: string, siteId: string): Promise<boolean> {
    const rows = await this.db
      .delete(sites)
      .where(and(eq(sites.companyId, companyId), eq(sites.id, siteId)))
      .returning({ id: sites.id });
    return rows.length > 0;
  }
}
