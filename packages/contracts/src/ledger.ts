import { z } from 'zod';
import {
  idSchema,
  messageKeys,
  missingOr,
  noContentSchema,
  optionalText,
  requiredText,
  yearSchema,
} from './common.ts';
import { defineEndpoint } from './endpoint.ts';
import { energyKindSchema, energyReadingSchema } from './energy.ts';

/**
 * The ledger (issue 9 §2, docs/decisions/0020-ledger.md): the accounting categories, entries with the factor
 * copied into them, the inventory of a year, the recomputation of a year with the current factors, projects and
 * the distribution of an entry to sites, projects or products. Validation messages are keys of the `errors`
 * namespace; rules that need the taxonomy, the unit table or the database are checked by the API, which answers
 * them in the same 422 shape.
 */
export const ledgerMessageKeys = {
  greaterThanZero: 'errors.must_be_strictly_positive',
  unknownCategory: 'errors.unknown_category',
  categoryDerivedOnly: 'errors.category_derived_only',
  unknownUnit: 'errors.unknown_unit',
  unitMismatch: 'errors.entry_unit_mismatch',
  factorRequired: 'errors.entry_factor_required',
  factorExclusive: 'errors.entry_factor_exclusive',
  sharesTotal: 'errors.shares_must_total_100',
  shareTargetTwice: 'errors.share_target_twice',
  marketFactorElectricityOnly: 'errors.market_factor_electricity_only',
  noGridFactor: 'errors.no_grid_factor',
  percentage: 'errors.invalid_percentage',
  refrigerantOnly: 'errors.refrigerant_details_only',
  refrigerantQuantity: 'errors.refrigerant_quantity_mismatch',
} as const;

/** Tolerance on the sum of shares: percentages typed with two decimals (33.33 × 3) still make 100 %. */
export const SHARES_TOTAL_TOLERANCE = 0.05;

export const scopeSchema = z.union([z.literal(1), z.literal(2), z.literal(3)]);

// ---------------------------------------------------------------------------------------------------------------
// Categories

export const accountingCategorySchema = z.object({
  key: z.string(),
  scope: scopeSchema,
  scope3_category: z.number().int().nullable(),
  beges_item: z.string(),
  name_en: z.string(),
  name_fr: z.string(),
  /** Rows the ledger derives from other entries (scope 3 cat. 3): listed for reports, never entered directly. */
  derived_only: z.boolean(),
});
export type AccountingCategoryDto = z.infer<typeof accountingCategorySchema>;
export const accountingCategoriesResponseSchema = z.object({ categories: z.array(accountingCategorySchema) });
export type AccountingCategoriesResponse = z.infer<typeof accountingCategoriesResponseSchema>;

// ---------------------------------------------------------------------------------------------------------------
// Distribution

export const DISTRIBUTION_CRITERIA = [
  'employee_count',
  'surface_area',
  'budget',
  'unit_volume',
  'sales_amount',
] as const;
export const distributionCriterionSchema = z.enum(DISTRIBUTION_CRITERIA, { error: missingOr(messageKeys.invalid) });
export type DistributionCriterion = z.infer<typeof distributionCriterionSchema>;

export const shareTargetTypeSchema = z.enum(['site', 'project', 'product'], { error: missingOr(messageKeys.invalid) });
export type ShareTargetType = z.infer<typeof shareTargetTypeSchema>;

const percentSchema = z
  .number({ error: missingOr(messageKeys.invalid) })
  .gt(0, { error: ledgerMessageKeys.greaterThanZero })
  .max(100, { error: ledgerMessageKeys.percentage });

export const entryShareInputSchema = z.object({
  target_type: shareTargetTypeSchema,
  target_id: idSchema,
  share_percent: percentSchema,
});

export const distributionInputSchema = z
  .object({
    criterion: distributionCriterionSchema,
    shares: z.array(entryShareInputSchema).min(1, { error: messageKeys.required }).max(500, { error: messageKeys.tooLong }),
  })
  .superRefine((value, context) => {
    const total = value.shares.reduce((sum, share) => sum + share.share_percent, 0);
    if (Math.abs(total - 100) > SHARES_TOTAL_TOLERANCE) {
      context.addIssue({ code: 'custom', path: ['shares'], message: ledgerMessageKeys.sharesTotal });
    }
    const seen = new Set<string>();
    value.shares.forEach((share, index) => {
      const key = `${share.target_type}:${share.target_id}`;
      if (seen.has(key)) {
        context.addIssue({ code: 'custom', path: ['shares', index, 'target_id'], message: ledgerMessageKeys.shareTargetTwice });
      }
      seen.add(key);
    });
  });
export type DistributionInput = z.infer<typeof distributionInputSchema>;

export const distributionSchema = z.object({
  criterion: distributionCriterionSchema,
  shares: z.array(z.object({ target_type: shareTargetTypeSchema, target_id: z.string(), share_percent: z.number() })),
});
export type Distribution = z.infer<typeof distributionSchema>;

// ---------------------------------------------------------------------------------------------------------------
// Entries

const nonNegativeKg = z
  .number({ error: missingOr(messageKeys.invalid) })
  .min(0, { error: messageKeys.mustBePositive })
  .max(1e9, { error: messageKeys.invalid });

/**
 * A refrigerant leak (fugitive emissions): the charge and its annual leak rate, or the quantity recharged. The
 * entry's quantity is the gas released (kg), which the API checks against the leak through the engine.
 */
export const refrigerantLeakSchema = z.discriminatedUnion(
  'method',
  [
    z.object({
      method: z.literal('leak_rate'),
      charge_kg: nonNegativeKg,
      annual_leak_rate_percent: z
        .number({ error: missingOr(messageKeys.invalid) })
        .min(0, { error: messageKeys.mustBePositive })
        .max(100, { error: ledgerMessageKeys.percentage }),
    }),
    z.object({ method: z.literal('recharge'), recharged_kg: nonNegativeKg }),
  ],
  { error: missingOr(messageKeys.invalid) },
);
export type RefrigerantLeakInput = z.infer<typeof refrigerantLeakSchema>;

/**
 * What the engine reads beside the quantity. Fields of the screens built over the ledger (a trip, a refrigerant
 * leak, a packaging line) will join as a discriminated union per category; until then these are shared by all.
 */
export const entryDetailsSchema = z
  .object({
    /** The fuel, for volume/mass ↔ energy conversions and PCS/PCI ratios ('natural_gas', 'diesel'…). */
    fuel: z
      .string({ error: messageKeys.invalid })
      .regex(/^[a-z0-9_]{1,50}$/, { error: messageKeys.invalid })
      .nullable()
      .optional(),
    /** For an energy quantity: the basis it is expressed in (French gas bills: kWh PCS = 'HHV'). */
    quantity_energy_basis: z.enum(['LHV', 'HHV'], { error: messageKeys.invalid }).nullable().optional(),
    activity_uncertainty_percent: z
      .number({ error: messageKeys.invalid })
      .min(0, { error: messageKeys.mustBePositive })
      .max(100, { error: ledgerMessageKeys.percentage })
      .nullable()
      .optional(),
    note: optionalText(2000, { multiline: true }).optional(),
    /** Fugitive emissions only. */
    refrigerant: refrigerantLeakSchema.nullable().optional(),
    /**
     * The energy consumed (/heating): it must belong to the entry's category (district heating and steam are both
     * `heat_steam`), else 422 on `details.energy`.
     */
    energy: energyKindSchema.nullable().optional(),
    /** How the energy quantity was read: from the supplier's invoice or the site's meter. */
    reading: energyReadingSchema.nullable().optional(),
    /** The energy price the consumption's cost is computed with: the company's own or a default of its countries. */
    energy_price_id: idSchema.nullable().optional(),
  })
  .strict();
export type EntryDetails = z.infer<typeof entryDetailsSchema>;

export const customFactorInputSchema = z.object({
  kg_co2e_per_unit: z
    .number({ error: missingOr(messageKeys.invalid) })
    .min(0, { error: messageKeys.mustBePositive })
    .max(1e9, { error: messageKeys.invalid }),
  unit: requiredText(30),
  uncertainty_percent: z
    .number({ error: messageKeys.invalid })
    .min(0, { error: messageKeys.mustBePositive })
    .max(100, { error: ledgerMessageKeys.percentage })
    .nullable()
    .optional(),
  name: optionalText(200).optional(),
});
export type CustomFactorInput = z.infer<typeof customFactorInputSchema>;

const quantitySchema = z
  .number({ error: missingOr(messageKeys.invalid) })
  .gt(0, { error: ledgerMessageKeys.greaterThanZero })
  .max(1e12, { error: messageKeys.invalid });

const marketFactorSchema = z
  .number({ error: messageKeys.invalid })
  .min(0, { error: messageKeys.mustBePositive })
  .max(10, { error: messageKeys.invalid });

const entryFields = {
  site_id: idSchema,
  period_year: yearSchema,
  category: requiredText(60),
  quantity: quantitySchema,
  unit: requiredText(30),
  emission_factor_id: idSchema.nullable().optional(),
  custom_factor: customFactorInputSchema.nullable().optional(),
  label: optionalText(200).optional(),
  details: entryDetailsSchema.optional(),
  /** Scope 2 electricity: the supplier contract's factor (0 for kWh covered by guarantees of origin). */
  market_factor_kg_co2e_per_kwh: marketFactorSchema.nullable().optional(),
  distribution: distributionInputSchema.nullable().optional(),
};

function oneFactorAtMost(
  value: { emission_factor_id?: string | null | undefined; custom_factor?: unknown },
  context: z.RefinementCtx,
) {
  if (value.emission_factor_id && value.custom_factor) {
    context.addIssue({ code: 'custom', path: ['custom_factor'], message: ledgerMessageKeys.factorExclusive });
  }
}

export const createEntryInputSchema = z.object({ company_id: idSchema, ...entryFields }).superRefine(oneFactorAtMost);
export type CreateEntryInput = z.infer<typeof createEntryInputSchema>;

/** A field left out keeps its value; the factor is read again only when emission_factor_id or custom_factor is given. */
export const updateEntryInputSchema = z
  .object({
    site_id: entryFields.site_id.optional(),
    period_year: entryFields.period_year.optional(),
    category: entryFields.category.optional(),
    quantity: entryFields.quantity.optional(),
    unit: entryFields.unit.optional(),
    emission_factor_id: entryFields.emission_factor_id,
    custom_factor: entryFields.custom_factor,
    label: entryFields.label,
    details: entryFields.details,
    market_factor_kg_co2e_per_kwh: entryFields.market_factor_kg_co2e_per_kwh,
    distribution: entryFields.distribution,
  })
  .superRefine(oneFactorAtMost);
export type UpdateEntryInput = z.infer<typeof updateEntryInputSchema>;

export const entryFactorSchema = z.object({
  /** Null for a custom factor, or once the company factor it was copied from has been deleted. */
  id: z.string().nullable(),
  source: z.string(),
  dataset_version: z.string().nullable(),
  name: z.string().nullable(),
  kg_co2e_per_unit: z.number(),
  unit: z.string(),
  uncertainty_percent: z.number().nullable(),
  energy_basis: z.enum(['LHV', 'HHV']).nullable(),
  parts: z.array(z.object({ kind: z.string(), kg_co2e_per_unit: z.number() })).nullable(),
});

export const conversionSchema = z.object({
  from: z.string(),
  to: z.string(),
  multiplier: z.number(),
  steps: z.array(
    z.object({
      kind: z.string(),
      from: z.string(),
      to: z.string(),
      multiplier: z.number(),
      source: z.string().optional(),
    }),
  ),
});

export const entrySchema = z.object({
  id: z.string(),
  company_id: z.string(),
  site_id: z.string(),
  period_year: z.number().int(),
  category: z.string(),
  scope: scopeSchema,
  scope3_category: z.number().int().nullable(),
  beges_item: z.string(),
  quantity: z.number(),
  unit: z.string(),
  co2e_kg: z.number(),
  /** Market-based scope 2; null outside scope 2. */
  co2e_kg_market: z.number().nullable(),
  uncertainty_percent: z.number().nullable(),
  factor: entryFactorSchema,
  /** quantity → conversion → factor → result, for the screen that explains an entry. */
  conversion: conversionSchema,
  label: z.string(),
  details: z.record(z.string(), z.unknown()),
  market_factor_kg_co2e_per_kwh: z.number().nullable(),
  /** Set on a row the ledger derives (scope 3 cat. 3) from this source entry; such rows follow it. */
  derived_from_entry_id: z.string().nullable(),
  /** Set on the lines one form wrote together (a purchase, a travel report...): they change through that form. */
  activity_id: z.string().nullable(),
  activity_kind: z.string().nullable(),
  /** What the line cost in EUR, where its form knows it; null otherwise. */
  amount_eur: z.number().nullable(),
  distribution: distributionSchema.nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Entry = z.infer<typeof entrySchema>;

const limitSchema = z.coerce
  .number({ error: messageKeys.invalid })
  .int({ error: messageKeys.invalid })
  .min(1, { error: messageKeys.invalid })
  .max(500, { error: messageKeys.invalid })
  .default(100);
const offsetSchema = z.coerce
  .number({ error: messageKeys.invalid })
  .int({ error: messageKeys.invalid })
  .min(0, { error: messageKeys.invalid })
  .default(0);

export const listEntriesQuerySchema = z.object({
  company_id: idSchema,
  period_year: yearSchema,
  site_id: idSchema.optional(),
  scope: z.coerce
    .number({ error: messageKeys.invalid })
    .pipe(scopeSchema)
    .optional(),
  category: requiredText(60).optional(),
  limit: limitSchema,
  offset: offsetSchema,
});
export type ListEntriesQuery = z.infer<typeof listEntriesQuerySchema>;

export const entriesResponseSchema = z.object({ items: z.array(entrySchema), total: z.number().int() });
export type EntriesResponse = z.infer<typeof entriesResponseSchema>;

/**
 * What every form over the ledger answers (a material purchase, a packaging line, a travel report...): the
 * activity's id, its lines as ledger entries, and their sums. A form's own response adds its input fields.
 */
export const activityFields = {
  id: z.string(),
  company_id: z.string(),
  site_id: z.string(),
  period_year: z.number().int(),
  /** Σ of the lines' co2e_kg (the rows the ledger derives from them, scope 3 cat. 3, are entries of their own). */
  co2e_kg: z.number(),
  /** Σ of the lines' amount_eur where the form knows what it cost; null otherwise. */
  amount_eur: z.number().nullable(),
  entries: z.array(entrySchema),
};
export const activitySchema = z.object(activityFields);
export type Activity = z.infer<typeof activitySchema>;

/** The year's activities of one form, optionally on one site. */
export const listActivitiesQuerySchema = z.object({
  company_id: idSchema,
  period_year: yearSchema,
  site_id: idSchema.optional(),
});
export type ListActivitiesQuery = z.infer<typeof listActivitiesQuerySchema>;

export const entryIdParamsSchema = z.object({ id: idSchema });

export const recomputeInputSchema = z.object({
  company_id: idSchema,
  period_year: yearSchema,
  /** True (the default): only preview the change. */
  dry_run: z.boolean({ error: messageKeys.invalid }).default(true),
});
export type RecomputeInput = z.infer<typeof recomputeInputSchema>;

export const recomputeChangeSchema = z.object({
  entry_id: z.string(),
  category: z.string(),
  site_id: z.string(),
  label: z.string(),
  factor_id: z.string().nullable(),
  before_kg: z.number(),
  after_kg: z.number(),
  before_kg_co2e_per_unit: z.number(),
  after_kg_co2e_per_unit: z.number(),
});
export const recomputeResponseSchema = z.object({
  dry_run: z.boolean(),
  /** Entries of the year looked at, derived rows included. */
  entries: z.number().int(),
  /** Location-based totals of the year before and after. */
  before_kg: z.number(),
  after_kg: z.number(),
  changes: z.array(recomputeChangeSchema),
});
export type RecomputeResponse = z.infer<typeof recomputeResponseSchema>;

// ---------------------------------------------------------------------------------------------------------------
// Inventory

export const inventoryQuerySchema = z.object({
  company_id: idSchema,
  period_year: yearSchema,
  site_id: idSchema.optional(),
});
export type InventoryQuery = z.infer<typeof inventoryQuerySchema>;

export const inventorySchema = z.object({
  period_year: z.number().int(),
  /** Location-based scope 2. */
  total_co2e_kg: z.number(),
  total_co2e_kg_market: z.number(),
  by_scope: z.object({
    scope1: z.number(),
    scope2_location: z.number(),
    scope2_market: z.number(),
    scope3: z.number(),
  }),
  by_category: z.array(z.object({ key: z.string(), scope: scopeSchema, co2e_kg: z.number() })),
  by_site: z.array(z.object({ site_id: z.string(), co2e_kg: z.number() })),
  uncertainty_percent: z.number().nullable(),
});
export type Inventory = z.infer<typeof inventorySchema>;

// ---------------------------------------------------------------------------------------------------------------
// Projects

export const projectSchema = z.object({
  id: z.string(),
  company_id: z.string(),
  name: z.string(),
  description: z.string(),
  budget: z.number().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Project = z.infer<typeof projectSchema>;

const budgetSchema = z
  .number({ error: messageKeys.invalid })
  .min(0, { error: messageKeys.mustBePositive })
  .max(1e13, { error: messageKeys.invalid })
  .nullable();

export const createProjectInputSchema = z.object({
  company_id: idSchema,
  name: requiredText(200),
  description: optionalText(2000, { multiline: true }).default(''),
  budget: budgetSchema.default(null),
});
export type CreateProjectInput = z.infer<typeof createProjectInputSchema>;

export const updateProjectInputSchema = z.object({
  name: requiredText(200).optional(),
  description: optionalText(2000, { multiline: true }).optional(),
  budget: budgetSchema.optional(),
});
export type UpdateProjectInput = z.infer<typeof updateProjectInputSchema>;

export const listProjectsQuerySchema = z.object({ company_id: idSchema });
export const projectIdParamsSchema = z.object({ id: idSchema });
export const projectsResponseSchema = z.object({ items: z.array(projectSchema), total: z.number().int() });
export type ProjectsResponse = z.infer<typeof projectsResponseSchema>;

// ---------------------------------------------------------------------------------------------------------------
// Endpoints

export const accountingEndpoints = {
  categories: defineEndpoint({
    method: 'GET',
    path: '/accounting/categories',
    auth: 'bearer',
    tags: ['ledger'],
    summary: 'The accounting categories: scope, scope 3 category and BEGES item of each',
    success: { status: 200, schema: accountingCategoriesResponseSchema },
    errors: [401],
  }),
  inventory: defineEndpoint({
    method: 'GET',
    path: '/inventory',
    auth: 'bearer',
    tags: ['ledger'],
    summary: "A year's inventory: totals by scope, category and site, with its uncertainty",
    query: inventoryQuerySchema,
    success: { status: 200, schema: inventorySchema },
    errors: [401, 404, 422],
  }),
};

export const entryEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: '/entries',
    auth: 'bearer',
    tags: ['ledger'],
    summary: "A year's entries, oldest first, with their derived rows",
    query: listEntriesQuerySchema,
    success: { status: 200, schema: entriesResponseSchema },
    errors: [401, 404, 422],
  }),
  create: defineEndpoint({
    method: 'POST',
    path: '/entries',
    auth: 'bearer',
    tags: ['ledger'],
    summary: 'Record an activity; its factor is copied into the entry (owner, admin or editor)',
    body: createEntryInputSchema,
    success: { status: 201, schema: entrySchema },
    errors: [400, 401, 403, 404, 422],
  }),
  recompute: defineEndpoint({
    method: 'POST',
    path: '/entries/recompute',
    auth: 'bearer',
    tags: ['ledger'],
    summary: "Preview (dry run) or apply the current factors to a year's entries (owner, admin or editor)",
    body: recomputeInputSchema,
    success: { status: 200, schema: recomputeResponseSchema },
    errors: [400, 401, 403, 404, 422],
  }),
  get: defineEndpoint({
    method: 'GET',
    path: '/entries/:id',
    auth: 'bearer',
    tags: ['ledger'],
    summary: 'An entry',
    params: entryIdParamsSchema,
    success: { status: 200, schema: entrySchema },
    errors: [401, 404, 422],
  }),
  update: defineEndpoint({
    method: 'PATCH',
    path: '/entries/:id',
    auth: 'bearer',
    tags: ['ledger'],
    summary: 'Change an entry; its derived rows follow (owner, admin or editor)',
    params: entryIdParamsSchema,
    body: updateEntryInputSchema,
    success: { status: 200, schema: entrySchema },
    errors: [400, 401, 403, 404, 409, 422],
  }),
  delete: defineEndpoint({
    method: 'DELETE',
    path: '/entries/:id',
    auth: 'bearer',
    tags: ['ledger'],
    summary: 'Delete an entry with its derived rows and shares (owner, admin or editor)',
    params: entryIdParamsSchema,
    success: { status: 204, schema: noContentSchema },
    errors: [401, 403, 404, 409, 422],
  }),
};

export const projectEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: '/projects',
    auth: 'bearer',
    tags: ['projects'],
    summary: "The company's projects, oldest first",
    query: listProjectsQuerySchema,
    success: { status: 200, schema: projectsResponseSchema },
    errors: [401, 404, 422],
  }),
  create: defineEndpoint({
    method: 'POST',
    path: '/projects',
    auth: 'bearer',
    tags: ['projects'],
    summary: 'Add a project (owner, admin or editor)',
    body: createProjectInputSchema,
    success: { status: 201, schema: projectSchema },
    errors: [400, 401, 403, 404, 422],
  }),
  get: defineEndpoint({
    method: 'GET',
    path: '/projects/:id',
    auth: 'bearer',
    tags: ['projects'],
    summary: 'A project',
    params: projectIdParamsSchema,
    success: { status: 200, schema: projectSchema },
    errors: [401, 404, 422],
  }),
  update: defineEndpoint({
    method: 'PATCH',
    path: '/projects/:id',
    auth: 'bearer',
    tags: ['projects'],
    summary: 'Update a project (owner, admin or editor)',
    params: projectIdParamsSchema,
    body: updateProjectInputSchema,
    success: { status: 200, schema: projectSchema },
    errors: [400, 401, 403, 404, 422],
  }),
  delete: defineEndpoint({
    method: 'DELETE',
    path: '/projects/:id',
    auth: 'bearer',
    tags: ['projects'],
    summary: 'Delete a project no entry is distributed to (owner, admin or editor)',
    params: projectIdParamsSchema,
    success: { status: 204, schema: noContentSchema },
    errors: [401, 403, 404, 409, 422],
  }),
};
