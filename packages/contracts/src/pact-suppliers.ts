import { z } from 'zod';
import { idSchema, messageKeys, missingOr, noContentSchema, requiredText } from './common.ts';
import { defineEndpoint } from './endpoint.ts';

/**
 * PACT v3 exchange, data recipient side (issue 15 section 2): a company connects to a supplier's PACT API with the
 * credentials the supplier gave it, lists the footprints the supplier shares with it, and imports one as a company
 * emission factor per declared unit, linked to the footprint id and the supplier. A product line or a purchase then
 * uses that factor like any company factor. When the supplier publishes a newer version (its PublishedEvent reaches
 * our /pact/3/events, or a refresh finds it), the import shows that a newer footprint exists and what would change.
 */

const supplierBaseUrlSchema = z
  .string({ error: missingOr(messageKeys.invalid) })
  .trim()
  .max(500, { error: messageKeys.invalid })
  .regex(/^https?:\/\/[^\s]+$/i, { error: 'errors.pact_url_invalid' });

export const createPactSupplierInputSchema = z.object({
  company_id: idSchema,
  name: requiredText(200),
  /** The supplier's PACT base URL (`{base}/auth/token`, `{base}/3/footprints`, `{base}/3/events`). */
  base_url: supplierBaseUrlSchema,
  client_id: requiredText(300),
  client_secret: requiredText(500),
});
export type CreatePactSupplierInput = z.infer<typeof createPactSupplierInputSchema>;

export const pactSupplierSchema = z.object({
  id: z.string(),
  name: z.string(),
  base_url: z.string(),
  client_id: z.string(),
  /**
   * The client id the supplier uses to notify us (PublishedEvent) at our PACT API, `events_base_url`; its secret is
   * shown once, at creation.
   */
  events_client_id: z.string(),
  events_base_url: z.string(),
  /** When the supplier's footprints were last read, and the error of that read if it failed. */
  last_refreshed_at: z.string().nullable(),
  last_error: z.string().nullable(),
  created_at: z.string(),
});
export type PactSupplier = z.infer<typeof pactSupplierSchema>;

/** The answer to a creation: the only time the secret for the supplier's notifications is shown. */
export const createdPactSupplierSchema = pactSupplierSchema.extend({ events_client_secret: z.string() });
export type CreatedPactSupplier = z.infer<typeof createdPactSupplierSchema>;

export const pactSupplierListSchema = z.object({ items: z.array(pactSupplierSchema) });

/** A supplier's footprint as the list shows it; `footprint` is the whole ProductFootprint as the supplier sent it. */
export const supplierFootprintSchema = z.object({
  id: z.string(),
  status: z.string(),
  created: z.string(),
  product_name: z.string(),
  product_description: z.string(),
  product_ids: z.array(z.string()),
  company_name: z.string(),
  declared_unit: z.string(),
  declared_unit_amount: z.string(),
  /** pcfExcludingBiogenicUptake, kg CO2e per declared unit amount, as the supplier's decimal string. */
  pcf_excluding_biogenic_uptake: z.string(),
  /** What one unit of our factor would be (kg CO2e per `factor_unit`), as a decimal string. */
  kg_co2e_per_factor_unit: z.string(),
  factor_unit: z.string(),
  reference_period_start: z.string(),
  reference_period_end: z.string(),
  geography: z.string().nullable(),
  primary_data_share: z.string().nullable(),
  /** The import that uses this footprint, if any. */
  imported_as: z.object({ import_id: z.string(), emission_factor_id: z.string() }).nullable(),
  footprint: z.record(z.string(), z.unknown()),
});
export type SupplierFootprint = z.infer<typeof supplierFootprintSchema>;
export const supplierFootprintListSchema = z.object({
  items: z.array(supplierFootprintSchema),
  /**
   * Footprints the supplier sent that are not listed: invalid against the PACT v3 schema, or in a declared unit
   * that has no factor unit of ours ("megabit second"). Added by the API side (additive).
   */
  skipped: z.number().int().optional(),
});

/** A newer footprint of the supplier for an imported one, and what importing it would change. */
export const newerFootprintSchema = z.object({
  id: z.string(),
  created: z.string(),
  kg_co2e_per_factor_unit: z.string(),
  /** (new - old) / old × 100, null when the old value is zero. */
  change_percent: z.number().nullable(),
  /** Entries and product lines that use the factor now, which would change. */
  entries_using: z.number().int(),
  product_lines_using: z.number().int(),
});
export type NewerFootprint = z.infer<typeof newerFootprintSchema>;

export const pactImportSchema = z.object({
  id: z.string(),
  supplier_id: z.string().nullable(),
  supplier_name: z.string(),
  footprint_id: z.string(),
  emission_factor_id: z.string(),
  factor_name: z.string(),
  factor_unit: z.string(),
  kg_co2e_per_factor_unit: z.string(),
  product_name: z.string(),
  footprint_created: z.string(),
  imported_at: z.string(),
  /** Set when the supplier has published a newer version of this footprint. */
  newer_footprint: newerFootprintSchema.nullable(),
});
export type PactImport = z.infer<typeof pactImportSchema>;
export const pactImportListSchema = z.object({ items: z.array(pactImportSchema) });

export const createPactImportInputSchema = z.object({
  company_id: idSchema,
  supplier_id: idSchema,
  footprint_id: idSchema,
});
export type CreatePactImportInput = z.infer<typeof createPactImportInputSchema>;

export const pactSupplierCompanyQuerySchema = z.object({ company_id: idSchema });
export const pactSupplierIdParamsSchema = z.object({ id: idSchema });

const tags = ['pact'];
const bearer = 'bearer' as const;

export const pactSupplierEndpoints = {
  createSupplier: defineEndpoint({
    method: 'POST',
    path: '/pact/suppliers',
    auth: bearer,
    tags,
    summary: 'Connect to a supplier’s PACT API (owner or admin; Pro and Enterprise); checks the credentials at once',
    body: createPactSupplierInputSchema,
    success: { status: 201, schema: createdPactSupplierSchema },
    errors: [400, 401, 403, 404, 422, 502],
  }),
  listSuppliers: defineEndpoint({
    method: 'GET',
    path: '/pact/suppliers',
    auth: bearer,
    tags,
    summary: 'The company’s supplier connections',
    query: pactSupplierCompanyQuerySchema,
    success: { status: 200, schema: pactSupplierListSchema },
    errors: [401, 403, 404, 422],
  }),
  deleteSupplier: defineEndpoint({
    method: 'DELETE',
    path: '/pact/suppliers/:id',
    auth: bearer,
    tags,
    summary: 'Remove a supplier connection (imported factors stay, with their footprint id)',
    params: pactSupplierIdParamsSchema,
    success: { status: 204, schema: noContentSchema },
    errors: [401, 403, 404, 422],
  }),
  listSupplierFootprints: defineEndpoint({
    method: 'GET',
    path: '/pact/suppliers/:id/footprints',
    auth: bearer,
    tags,
    summary: 'Read the footprints the supplier shares with us (a live call to its PACT API)',
    params: pactSupplierIdParamsSchema,
    success: { status: 200, schema: supplierFootprintListSchema },
    errors: [401, 403, 404, 422, 502],
  }),
  refreshSupplier: defineEndpoint({
    method: 'POST',
    path: '/pact/suppliers/:id/refresh',
    auth: bearer,
    tags,
    summary: 'Read the supplier’s footprints again and mark the imports that have a newer version',
    params: pactSupplierIdParamsSchema,
    success: { status: 200, schema: pactImportListSchema },
    errors: [401, 403, 404, 422, 502],
  }),
  createImport: defineEndpoint({
    method: 'POST',
    path: '/pact/imports',
    auth: bearer,
    tags,
    summary: 'Import a supplier’s footprint as a company emission factor per declared unit',
    body: createPactImportInputSchema,
    success: { status: 201, schema: pactImportSchema },
    errors: [400, 401, 403, 404, 409, 422, 502],
  }),
  listImports: defineEndpoint({
    method: 'GET',
    path: '/pact/imports',
    auth: bearer,
    tags,
    summary: 'The footprints the company imported, with newer versions where the supplier published one',
    query: pactSupplierCompanyQuerySchema,
    success: { status: 200, schema: pactImportListSchema },
    errors: [401, 403, 404, 422],
  }),
  applyNewerFootprint: defineEndpoint({
    method: 'POST',
    path: '/pact/imports/:id/apply-newer',
    auth: bearer,
    tags,
    summary: 'Take the newer footprint: the factor gets its value and the entries and products using it recompute',
    params: pactSupplierIdParamsSchema,
    success: { status: 200, schema: pactImportSchema },
    errors: [401, 403, 404, 409, 422],
  }),
} as const;
