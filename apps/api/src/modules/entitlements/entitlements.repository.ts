import { eq, sql, type SQL } from 'drizzle-orm';
import { companies, invitations, memberships, products, scenarios, simpleProducts } from '@carbon/db/schema';
import type { EntitlementUsage, LimitedResource } from '@carbon/contracts/entitlements';
import type { PlanId } from '@carbon/contracts/plans';
import type { Database } from '../../platform/db.ts';

export interface PlanAndUsage {
  plan: PlanId;
  usage: EntitlementUsage;
}

/**
 * What each limited resource counts for a company: the one place a module that brings a limited table (products,
 * scenarios) adds its count.
 */
function usageCounts(companyId: string): Record<LimitedResource, SQL<number>> {
  return {
    // Composite and simple products count together against the plan's products limit (decision 0027).
    products: sql<number>`((select count(*)::int from ${products} where ${products.companyId} = ${companyId}) + (select count(*)::int from ${simpleProducts} where ${simpleProducts.companyId} = ${companyId}))`,
    scenarios: sql<number>`(select count(*)::int from ${scenarios} where ${scenarios.companyId} = ${companyId})`,
    // Pending invitations hold a place: accepting one must not take the company past its plan (issue 14).
    members: sql<number>`((select count(*)::int from ${memberships} where ${memberships.companyId} = ${companyId}) + (select count(*)::int from ${invitations} where ${invitations.companyId} = ${companyId} and ${invitations.acceptedAt} is null and ${invitations.revokedAt} is null and ${invitations.expiresAt} > now()))`,
  };
}

export class EntitlementsRepository {
  constructor(private readonly db: Database) {}

  /**
   * The company's plan and usage, or null when it does not exist. With `lock`, inside the transaction that adds
   * a limited item, the company row stays locked until that transaction ends: two additions at once are counted
   * one after the other, so neither slips past the limit. The lock is its own statement: a statement that waited
   * for it would still count with the snapshot it started with, before the other addition committed.
   */
  async planAndUsage(companyId: string, { lock = false }: { lock?: boolean } = {}): Promise<PlanAndUsage | null> {
    if (lock) {
      const locked = await this.db
        .select({ id: companies.id })
        .from(companies)
        .where(eq(companies.id, companyId))
        .for('update');
      if (locked.length === 0) return null;
    }
    const [row] = await this.db
      .select({ plan: companies.plan, ...usageCounts(companyId) })
      .from(companies)
      .where(eq(companies.id, companyId))
      .limit(1);
    if (!row) return null;
    const { plan, ...usage } = row;
    return { plan, usage };
  }

  async planOf(companyId: string): Promise<PlanId | null> {
    const [row] = await this.db
      .select({ plan: companies.plan })
      .from(companies)
      .where(eq(companies.id, companyId))
      .limit(1);
    return row?.plan ?? null;
  }
}
