import { z } from 'zod';
import { idSchema, messageKeys, missingOr, optionalText, requiredText, yearSchema } from './common.ts';
import { defineEndpoint } from './endpoint.ts';

/**
 * Where each scope 3 category of a year stands (issue 10): recorded (it has entries that year), not relevant
 * (marked so, with a reason), or missing. One item per scope 3 accounting category key of the taxonomy.
 */
export const CATEGORY_STATUSES = ['recorded', 'not_relevant', 'missing'] as const;
export const categoryStatusValueSchema = z.enum(CATEGORY_STATUSES);

export const categoryStatusItemSchema = z.object({
  category: z.string(),
  scope: z.literal(3),
  scope3_category: z.number().int(),
  status: categoryStatusValueSchema,
  co2e_kg: z.number(),
  entries: z.number().int(),
  /** Why the category is not relevant; null unless marked so. */
  reason: z.string().nullable(),
});
export type CategoryStatusItem = z.infer<typeof categoryStatusItemSchema>;

export const categoryStatusQuerySchema = z.object({ company_id: idSchema, period_year: yearSchema });
export type CategoryStatusQuery = z.infer<typeof categoryStatusQuerySchema>;
export const categoryStatusResponseSchema = z.object({ items: z.array(categoryStatusItemSchema) });
export type CategoryStatusResponse = z.infer<typeof categoryStatusResponseSchema>;

export const setCategoryStatusInputSchema = z
  .object({
    company_id: idSchema,
    period_year: yearSchema,
    category: requiredText(60),
    status: z.enum(['not_relevant', 'missing'], { error: missingOr(messageKeys.invalid) }),
    reason: optionalText(1000, { multiline: true }).default(''),
  })
  .superRefine((value, context) => {
    if (value.status === 'not_relevant' && value.reason === '') {
      context.addIssue({ code: 'custom', path: ['reason'], message: 'errors.not_relevant_reason_required' });
    }
  });
export type SetCategoryStatusInput = z.infer<typeof setCategoryStatusInputSchema>;

export const categoryStatusEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: '/accounting/category-status',
    auth: 'bearer',
    tags: ['scope3'],
    summary: "Each scope 3 category's status in a year: recorded, not relevant (with a reason) or missing",
    query: categoryStatusQuerySchema,
    success: { status: 200, schema: categoryStatusResponseSchema },
    errors: [401, 404, 422],
  }),
  set: defineEndpoint({
    method: 'PUT',
    path: '/accounting/category-status',
    auth: 'bearer',
    tags: ['scope3'],
    summary:
      'Mark a scope 3 category not relevant (with a reason) or back to missing (owner, admin or editor)',
    body: setCategoryStatusInputSchema,
    success: { status: 200, schema: categoryStatusItemSchema },
    errors: [400, 401, 403, 404, 422],
  }),
};
