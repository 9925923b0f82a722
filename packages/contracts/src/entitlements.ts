import { z } from 'zod';
import { idSchema } from './common.ts';
import { defineEndpoint } from './endpoint.ts';
import { isWithinLimit, planIds, plans, type PlanId } from './plans.ts';

/**
 * What a plan allows (DESIGN.md section 5, "Entitlements"), read from the plan table in plans.ts: the server
 * refuses with 403 `plan_limit` from these decisions, and the web shows the same ones ("Upgrade to add more").
 */

/** What a plan counts: creating one more of these is refused once the company has `limit` of them. */
export const limitedResources = ['products', 'scenarios', 'members'] as const;
export type LimitedResource = (typeof limitedResources)[number];

/** What a plan includes or not. */
export const planActions = ['api_access', 'export', 'invoice_import'] as const;
export type PlanAction = (typeof planActions)[number];

const countLimit = z.number().int().min(0).nullable().describe('null: unlimited');

export const entitlementLimitsSchema = z.object({
  products: countLimit,
  scenarios: countLimit,
  members: countLimit,
  api_access: z.boolean(),
  export: z.boolean(),
  invoice_import: z.boolean(),
});
export type EntitlementLimits = z.infer<typeof entitlementLimitsSchema>;

export const entitlementUsageSchema = z.object({
  products: z.number().int().min(0),
  scenarios: z.number().int().min(0),
  members: z.number().int().min(0),
});
export type EntitlementUsage = z.infer<typeof entitlementUsageSchema>;

export const planIdSchema = z.enum(planIds);

export const entitlementsSchema = z.object({
  plan: planIdSchema,
  limits: entitlementLimitsSchema,
  usage: entitlementUsageSchema,
});
export type Entitlements = z.infer<typeof entitlementsSchema>;

/** A plan's limits in the words of the wire (`members`, `api_access`...), from the plan table. */
export function entitlementLimits(plan: PlanId): EntitlementLimits {
  const { limits, features } = plans[plan];
  return {
    products: limits.products,
    scenarios: limits.scenarios,
    members: limits.teamMembers,
    api_access: features.apiAccess,
    export: features.export,
    invoice_import: features.invoiceImport,
  };
}

/** Whether the plan includes an action (API access, exports, invoice import). */
export function isActionAllowed(plan: PlanId, action: PlanAction): boolean {
  return entitlementLimits(plan)[action];
}

/** Whether a company holding `currentCount` of a resource may add one more under its plan. */
export function mayAddOneMore(plan: PlanId, resource: LimitedResource, currentCount: number): boolean {
  return isWithinLimit(entitlementLimits(plan)[resource], currentCount);
}

/**
 * The extra fields of a 403 `plan_limit` answer: the company's plan, the limit it reached (0 for an action the
 * plan does not include) and what was limited, so the UI can say "Your Free plan allows 1 product".
 */
export const planLimitFieldsSchema = z.object({
  plan: planIdSchema,
  limit: z.number().int().min(0),
  resource: z.enum([...limitedResources, ...planActions]),
});
export type PlanLimitFields = z.infer<typeof planLimitFieldsSchema>;

export const entitlementsQuerySchema = z.object({ company_id: idSchema });

export const entitlementEndpoints = {
  get: defineEndpoint({
    method: 'GET',
    path: '/entitlements',
    auth: 'bearer',
    tags: ['entitlements'],
    summary: "The company's plan, what it allows (null: unlimited) and what the company uses of it",
    query: entitlementsQuerySchema,
    success: { status: 200, schema: entitlementsSchema },
    errors: [401, 404, 422],
  }),
};
