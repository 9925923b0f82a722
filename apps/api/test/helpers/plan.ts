import type { Database } from '@carbon/db/client';
import { subscriptions } from '@carbon/db/schema';
import { plans, type PlanId } from '@carbon/contracts/plans';
import { eq } from 'drizzle-orm';

/**
 * Puts a company on a plan the way billing does, through its subscription row (the one place a plan is stored,
 * issue 14): Free removes the row, a paid plan is an active monthly subscription for the month to come.
 */
export async function setCompanyPlan(db: Database, companyId: string, plan: PlanId): Promise<void> {
  if (plan === 'free') {
    await db.delete(subscriptions).where(eq(subscriptions.companyId, companyId));
    return;
  }
  const start = new Date();
  const end = new Date(start.getTime() + 31 * 24 * 3600 * 1000);
  const row = {
    plan,
    billingPeriod: 'month' as const,
    status: 'active' as const,
    priceCents: plans[plan].pricesCents.month,
    currentPeriodStart: start,
    currentPeriodEnd: end,
    cancelAtPeriodEnd: false,
  };
  await db
    .insert(subscriptions)
    .values({ companyId, ...row })
    .onConflictDoUpdate({ target: subscriptions.companyId, set: row });
}
