import { and, asc, desc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Footprint } from '@carbon/contracts/products';
import {
  companies,
  emissionFactors,
  pactFootprints,
  pactPartners,
  pactProductIdentifiers,
  pactShares,
  productLines,
  products,
  sites,
} from '@carbon/db/schema';
import type { Database } from '../../platform/db.ts';
import type { PactProductSource } from './pact-footprint.ts';

export type PartnerRow = typeof pactPartners.$inferSelect;
export type FootprintRow = typeof pactFootprints.$inferSelect;

export class PactRepository {
  constructor(private readonly db: Database) {}

  async insertPartner(values: typeof pactPartners.$inferInsert): Promise<PartnerRow> {
    const [row] = await this.db.insert(pactPartners).values(values).returning();
    return row!;
  }

  listPartners(companyId: string): Promise<PartnerRow[]> {
    return this.db
      .select()
      .from(pactPartners)
      .where(eq(pactPartners.companyId, companyId))
      .orderBy(asc(pactPartners.createdAt), asc(pactPartners.id));
  }

  async findPartner(id: string): Promise<PartnerRow | null> {
    const [row] = await this.db.select().from(pactPartners).where(eq(pactPartners.id, id));
    return row ?? null;
  }

  async findPartnerByClientId(clientId: string): Promise<PartnerRow | null> {
    const [row] = await this.db.select().from(pactPartners).where(eq(pactPartners.clientId, clientId));
    return row ?? null;
  }

  async revokePartner(id: string): Promise<void> {
    await this.db
      .update(pactPartners)
      .set({ revoked: true, revokedAt: sql`coalesce(${pactPartners.revokedAt}, now())` })
      .where(eq(pactPartners.id, id));
  }

  async findProduct(
    id: string,
  ): Promise<{ id: string; companyId: string; name: string; unit: string } | null> {
    const [row] = await this.db
      .select({ id: products.id, companyId: products.companyId, name: products.name, unit: products.unit })
      .from(products)
      .where(eq(products.id, id));
    return row ?? null;
  }

  /** Inserts the share, or returns null when the partner already has this product. */
  async insertShare(values: typeof pactShares.$inferInsert): Promise<string | null> {
    const [row] = await this.db
      .insert(pactShares)
      .values(values)
      .onConflictDoNothing()
      .returning({ id: pactShares.id });
    return row?.id ?? null;
  }

  /** Replaces the extra identifiers given for a product (only the lists the caller sent). */
  async saveIdentifiers(
    productId: string,
    lists: { productIds?: string[]; productClassifications?: string[]; companyIds?: string[] },
  ): Promise<void> {
    const set = Object.fromEntries(Object.entries(lists).filter(([, v]) => v !== undefined));
    if (Object.keys(set).length === 0) return;
    await this.db
      .insert(pactProductIdentifiers)
      .values({ productId, ...set })
      .onConflictDoUpdate({ target: pactProductIdentifiers.productId, set });
  }

  async findShare(id: string): Promise<{ id: string; companyId: string } | null> {
    const [row] = await this.db
      .select({ id: pactShares.id, companyId: pactShares.companyId })
      .from(pactShares)
      .where(eq(pactShares.id, id));
    return row ?? null;
  }

  async deleteShare(id: string): Promise<void> {
    await this.db.delete(pactShares).where(eq(pactShares.id, id));
  }

  listShares(companyId: string, productId?: string) {
    return this.db
      .select({
        id: pactShares.id,
        partnerId: pactShares.partnerId,
        partnerName: pactPartners.name,
        productId: pactShares.productId,
        productName: products.name,
        footprintId: pactFootprints.id,
        createdAt: pactShares.createdAt,
      })
      .from(pactShares)
      .innerJoin(pactPartners, eq(pactPartners.id, pactShares.partnerId))
      .innerJoin(products, eq(products.id, pactShares.productId))
      .leftJoin(
        pactFootprints,
        and(eq(pactFootprints.productId, pactShares.productId), eq(pactFootprints.status, 'Active')),
      )
      .where(
        and(eq(pactShares.companyId, companyId), productId ? eq(pactShares.productId, productId) : undefined),
      )
      .orderBy(asc(pactShares.createdAt), asc(pactShares.id));
  }

  /** Ids of the products shared with a partner that has not been revoked. */
  async sharedProductIds(partnerId: string): Promise<string[]> {
    const rows = await this.db
      .select({ productId: pactShares.productId })
      .from(pactShares)
      .where(eq(pactShares.partnerId, partnerId));
    return rows.map((r) => r.productId);
  }

  /** What the footprint builder needs for these products, in one read per table. */
  async productSources(productIds: readonly string[]): Promise<PactProductSource[]> {
    if (productIds.length === 0) return [];
    const rows = await this.db
      .select({
        productId: products.id,
        name: products.name,
        description: products.description,
        unit: products.unit,
        weightPerUnitKg: products.weightPerUnitKg,
        footprint: products.footprint,
        updatedAt: products.updatedAt,
        companyId: products.companyId,
        companyName: companies.name,
        siteCountry: sites.country,
        extraProductIds: pactProductIdentifiers.productIds,
        productClassifications: pactProductIdentifiers.productClassifications,
        extraCompanyIds: pactProductIdentifiers.companyIds,
      })
      .from(products)
      .innerJoin(companies, eq(companies.id, products.companyId))
      .innerJoin(sites, eq(sites.id, products.siteId))
      .leftJoin(pactProductIdentifiers, eq(pactProductIdentifiers.productId, products.id))
      .where(inArray(products.id, [...productIds]));
    const bases = await this.db
      .selectDistinct({ productId: productLines.productId, basis: emissionFactors.gwpBasis })
      .from(productLines)
      .innerJoin(emissionFactors, eq(emissionFactors.id, productLines.factorId))
      .where(and(inArray(productLines.productId, [...productIds]), isNotNull(emissionFactors.gwpBasis)));
    return rows.map((row) => ({
      ...row,
      footprint: row.footprint as Footprint,
      gwpBases: bases.filter((b) => b.productId === row.productId).map((b) => b.basis!),
      extraProductIds: row.extraProductIds ?? [],
      productClassifications: row.productClassifications ?? [],
      extraCompanyIds: row.extraCompanyIds ?? [],
    }));
  }

  activeFootprints(productIds: readonly string[]): Promise<FootprintRow[]> {
    if (productIds.length === 0) return Promise.resolve([]);
    return this.db
      .select()
      .from(pactFootprints)
      .where(and(inArray(pactFootprints.productId, [...productIds]), eq(pactFootprints.status, 'Active')));
  }

  /**
   * Issues a new version: the previous Active one (if any) turns Deprecated and is listed first in the new one's
   * preceding ids. The partial unique index on Active per product makes a concurrent issuer fail instead of
   * leaving two Active versions; the caller then reads the winner's.
   */
  async issue(
    productId: string,
    companyId: string,
    content: Record<string, unknown>,
    contentKey: string,
    previous: FootprintRow | null,
  ): Promise<string> {
    return this.db.transaction(async (tx) => {
      if (previous) {
        await tx
          .update(pactFootprints)
          .set({ status: 'Deprecated' })
          .where(eq(pactFootprints.id, previous.id));
      }
      const [row] = await tx
        .insert(pactFootprints)
        .values({
          productId,
          companyId,
          content,
          contentKey,
          status: 'Active',
          precedingPfIds: previous ? [previous.id, ...previous.precedingPfIds] : [],
        })
        .returning({ id: pactFootprints.id });
      return row!.id;
    });
  }

  /** Of these products, the ones shared with a partner that is not revoked. */
  async sharedAmong(productIds: readonly string[]): Promise<string[]> {
    if (productIds.length === 0) return [];
    const rows = await this.db
      .selectDistinct({ productId: pactShares.productId })
      .from(pactShares)
      .innerJoin(pactPartners, eq(pactPartners.id, pactShares.partnerId))
      .where(and(inArray(pactShares.productId, [...productIds]), eq(pactPartners.revoked, false)));
    return rows.map((row) => row.productId);
  }

  /** The partners (not revoked, with a callback address) each of these products is shared with. */
  async callbackPartnersOf(
    productIds: readonly string[],
  ): Promise<{ partnerId: string; companyId: string; productId: string }[]> {
    if (productIds.length === 0) return [];
    return this.db
      .select({ partnerId: pactPartners.id, companyId: pactPartners.companyId, productId: pactShares.productId })
      .from(pactShares)
      .innerJoin(pactPartners, eq(pactPartners.id, pactShares.partnerId))
      .where(
        and(
          inArray(pactShares.productId, [...productIds]),
          eq(pactPartners.revoked, false),
          isNotNull(pactPartners.callbackBaseUrl),
        ),
      );
  }

  /** Every version of these products' footprints, newest first (a stable order, so paging is stable). */
  footprintsOf(productIds: readonly string[]): Promise<FootprintRow[]> {
    if (productIds.length === 0) return Promise.resolve([]);
    return this.db
      .select()
      .from(pactFootprints)
      .where(inArray(pactFootprints.productId, [...productIds]))
      .orderBy(desc(pactFootprints.createdAt), asc(pactFootprints.id));
  }
}
