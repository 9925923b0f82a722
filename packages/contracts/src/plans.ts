/**
 * The subscription plans of SPEC sections 6 and 9, defined once: the public pricing page, the
 * subscription screens and the server's limit checks all read this table, so a price or a limit
 * changes in one place. Prices are EUR cents excluding VAT, per billing period; a limit of null
 * means unlimited. Plain data without zod, so the public pricing page stays light; request schemas
 * that accept a plan id build `z.enum(planIds)` where they are declared.
 */
export const planIds = ['free', 'pro', 'enterprise'] as const;
export type PlanId = (typeof planIds)[number];

export const billingPeriods = ['month', 'year'] as const;
export type BillingPeriod = (typeof billingPeriods)[number];

export function isPlanId(value: unknown): value is PlanId {
  return typeof value === 'string' && (planIds as readonly string[]).includes(value);
}

export function isBillingPeriod(value: unknown): value is BillingPeriod {
  return value === 'month' || value === 'year';
}

export interface PlanLimits {
  products: number | null;
  scenarios: number | null;
  teamMembers: number | null;
}

export interface PlanFeatures {
  advancedAnalytics: boolean;
  apiAccess: boolean;
  /** PDF, CSV and Excel exports of inventories, footprints and scenarios. */
  export: boolean;
  invoiceImport: boolean;
  prioritySupport: boolean;
  customBranding: boolean;
}

export interface PlanDefinition {
  id: PlanId;
  /** EUR cents excluding VAT, charged once per period. */
  pricesCents: Record<BillingPeriod, number>;
  limits: PlanLimits;
  features: PlanFeatures;
}

export const plans: Record<PlanId, PlanDefinition> = {
  free: {
    id: 'free',
    pricesCents: { month: 0, year: 0 },
    limits: { products: 1, scenarios: 1, teamMembers: 1 },
    features: {
      advancedAnalytics: false,
      apiAccess: false,
      export: false,
      invoiceImport: false,
      prioritySupport: false,
      customBranding: false,
    },
  },
  pro: {
    id: 'pro',
    pricesCents: { month: 3_900, year: 39_000 },
    limits: { products: 10, scenarios: 10, teamMembers: 5 },
    features: {
      advancedAnalytics: true,
      apiAccess: true,
      export: true,
      invoiceImport: true,
      prioritySupport: false,
      customBranding: false,
    },
  },
  enterprise: {
    id: 'enterprise',
    pricesCents: { month: 14_900, year: 149_000 },
    limits: { products: null, scenarios: null, teamMembers: null },
    features: {
      advancedAnalytics: true,
      apiAccess: true,
      export: true,
      invoiceImport: true,
      prioritySupport: true,
      customBranding: true,
    },
  },
};

/** The plans in the order they are offered, cheapest first. */
export const planList: readonly PlanDefinition[] = planIds.map((id) => plans[id]);

export type PlanLimitKey = keyof PlanLimits;

/**
 * What a yearly subscription saves against twelve monthly payments, in whole percent. Rounded down,
 * so the page never promises more than the prices give (39 × 12 = 468 against 390 is 16.67 %: "16").
 * A free plan saves nothing.
 */
export function yearlySavingsPercent(plan: Pick<PlanDefinition, 'pricesCents'>): number {
  const twelveMonths = plan.pricesCents.month * 12;
  if (twelveMonths <= 0) return 0;
  const saved = 1 - plan.pricesCents.year / twelveMonths;
  // The epsilon absorbs binary noise (e.g. 0.1666…7) so that an exact percentage is not floored one below.
  return Math.max(0, Math.floor(saved * 100 + 1e-9));
}

/** The 'save up to N percent' of the yearly toggle: the best saving over the paid plans. */
export function maxYearlySavingsPercent(list: readonly Pick<PlanDefinition, 'pricesCents'>[] = planList): number {
  return list.reduce((best, plan) => Math.max(best, yearlySavingsPercent(plan)), 0);
}

/** The price per month a yearly subscription comes to, in cents, rounded to the cent. */
export function monthlyEquivalentCents(plan: Pick<PlanDefinition, 'pricesCents'>, period: BillingPeriod): number {
  return period === 'year' ? Math.round(plan.pricesCents.year / 12) : plan.pricesCents.month;
}

/** Whether one more item fits under a limit (null is unlimited); the server refuses with 403 otherwise. */
export function isWithinLimit(limit: number | null, currentCount: number): boolean {
  return limit === null || currentCount < limit;
}
