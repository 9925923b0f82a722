import { z } from 'zod';
import { idSchema, yearSchema } from './common.ts';
import { defineEndpoint } from './endpoint.ts';
import { inventorySchema } from './ledger.ts';

/** Setup steps, in the order the wizard shows them. Required ones gate pending_setup. */
export const onboardingStepKeySchema = z.enum(['company_profile', 'sites', 'email_verification']);
export type OnboardingStepKey = z.infer<typeof onboardingStepKeySchema>;

export const stepStatusSchema = z.object({
  key: onboardingStepKeySchema,
  required: z.boolean(),
  completed: z.boolean(),
});
export type StepStatus = z.infer<typeof stepStatusSchema>;

export const stepsStatusResponseSchema = z.object({
  company_id: z.string(),
  pending_setup: z.boolean(),
  completion_percentage: z.number().int().min(0).max(100),
  steps: z.array(stepStatusSchema),
});
export type StepsStatusResponse = z.infer<typeof stepsStatusResponseSchema>;

export const onboardingSummaryQuerySchema = z.object({
  period_year: yearSchema,
  company_id: idSchema,
});

/** POST /onboarding/complete: ends the setup of this company once its required steps are done. */
export const completeOnboardingInputSchema = z.object({ company_id: idSchema });
export type CompleteOnboardingInput = z.infer<typeof completeOnboardingInputSchema>;

export const onboardingSummaryResponseSchema = z.object({
  summary: z.object({
    company_id: z.string(),
    company_name: z.string(),
    period_year: z.number().int(),
    reporting_year: z.number().int().nullable(),
    sites_count: z.number().int(),
    employees_total: z.number().int(),
    surface_m2_total: z.number(),
    steps_completed: z.number().int(),
    steps_total: z.number().int(),
    setup_completed_at: z.string().nullable(),
  }),
  progress: z.object({
    completion_percentage: z.number().int().min(0).max(100),
    steps: z.array(stepStatusSchema),
  }),
  /**
   * The sites, and the emissions of period_year from the ledger's one aggregation (the same figures as
   * GET /inventory): totals location- and market-based, by scope (scope 2 both ways) and by category.
   */
  charts_data: z.object({
    total_co2e_kg: inventorySchema.shape.total_co2e_kg,
    total_co2e_kg_market: inventorySchema.shape.total_co2e_kg_market,
    by_scope: inventorySchema.shape.by_scope,
    by_category: inventorySchema.shape.by_category,
    sites: z.array(
      z.object({
        site_id: z.string(),
        name: z.string(),
        employees: z.number().int().nullable(),
        surface_m2: z.number().nullable(),
      }),
    ),
  }),
});
export type OnboardingSummaryResponse = z.infer<typeof onboardingSummaryResponseSchema>;

const tags = ['onboarding'];

export const onboardingEndpoints = {
  summary: defineEndpoint({
    method: 'GET',
    path: '/onboarding-summary',
    auth: 'bearer',
    tags,
    summary: 'Setup summary, progress and chart data of a company for a year',
    query: onboardingSummaryQuerySchema,
    success: { status: 200, schema: onboardingSummaryResponseSchema },
    errors: [401, 404, 422],
  }),
  stepsStatus: defineEndpoint({
    method: 'GET',
    path: '/onboarding-summary/steps-status',
    auth: 'bearer',
    tags,
    summary: "Setup steps of the caller's current company",
    success: { status: 200, schema: stepsStatusResponseSchema },
    errors: [401, 404],
  }),
  complete: defineEndpoint({
    method: 'POST',
    path: '/onboarding/complete',
    auth: 'bearer',
    tags,
    summary: 'Finish the setup once the required steps are done (owner or admin)',
    body: completeOnboardingInputSchema,
    success: { status: 200, schema: stepsStatusResponseSchema },
    errors: [400, 401, 403, 404, 409, 422],
  }),
};

/** Rounded and clamped to 0..100 (SPEC section 9). */
export function completionPercentage(completed: number, total: number): number {
  if (total <= 0 || !Number.isFinite(completed)) return 0;
  return Math.min(100, Math.max(0, Math.round((completed / total) * 100)));
}
