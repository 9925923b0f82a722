import { eq, sql, type SQL } from 'drizzle-orm';
import { companies, invitations, memberships, products, scenarios, simpleProducts, subscriptions } from '@carbon/db/schema';
import type { EntitlementUsage, LimitedResource } from '@carbon/contracts/entitlements';
import type { PlanId } from '@carbon/contracts/plans';
import { effectivePlan } from '@carbon/contracts/subscriptions';
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

/** What decides the plan: the company's subscription row, if any (issue 14: the one place a plan is stored). */
export const subscriptionColumns = {
  subscriptionPlan: subscriptions.plan,
  status: subscriptions.status,
  currentPeriodEnd: subscriptions.currentPeriodEnd,
  cancelAtPeriodEnd: subscriptions.cancelAtPeriodEnd,
};

export type SubscriptionColumns = {
  [K in keyof typeof subscriptionColumns]: (typeof subscriptionColumns)[K]['_']['data'] | null;
};

/** The plan that applies now, by the one rule of @carbon/contracts/subscriptions (evaluated at read time). */
export function planFrom(row: SubscriptionColumns): PlanId {
  const { subscriptionPlan, status, currentPeriodEnd, cancelAtPeriodEnd } = row;
  if (subscriptionPlan === null || status === null || currentPeriodEnd === null || cancelAtPeriodEnd === null) {
    return effectivePlan(null);
  }
  return effectivePlan({ plan: subscriptionPlan, status, currentPeriodEnd, cancelAtPeriodEnd });
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
      .select({ ...subscriptionColumns, ...usageCounts(companyId) })
      .from(companies)
      .leftJoin(subscriptions, eq(subscriptions.companyId, companies.id))
      .where(eq(companies.id, companyId))
      .limit(1);
    if (!row) return null;
    const { subscriptionPlan, status, currentPeriodEnd, cancelAtPeriodEnd, ...usage } = row;
    return { plan: planFrom({ subscriptionPlan, status, currentPeriodEnd, cancelAtPeriodEnd }), usage };
  }

  async planOf(companyId: string): Promise<PlanId | null> {
    const [row] = await this.db
      .select(subscriptionColumns)
      .from(companies)
      .leftJoin(subscriptions, eq(subscriptions.companyId, companies.id))
      .where(eq(companies.id, companyId))
      .limit(1);
    return row ? planFrom(row) : null;
  }
}
