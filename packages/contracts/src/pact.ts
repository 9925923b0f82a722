import { z } from 'zod';
import { idSchema, messageKeys, missingOr, noContentSchema, requiredText } from './common.ts';
import { defineEndpoint } from './endpoint.ts';

/**
 * PACT v3 exchange, data owner side (issue 15 section 1, docs/decisions/0033-pact-exchange.md): the partners a
 * company shares product footprints with and the shares themselves. The PACT API (/pact/...) is not described here:
 * its wire is the specification's, not this API's.
 */
const urnSchema = z
  .string({ error: missingOr(messageKeys.invalid) })
  .trim()
  .max(300, { error: messageKeys.invalid })
  .regex(/^urn:[a-z0-9][a-z0-9-]{0,31}:\S+$/i, { error: 'errors.pact_urn_invalid' });

const httpsUrlSchema = z
  .string({ error: missingOr(messageKeys.invalid) })
  .trim()
  .max(500, { error: messageKeys.invalid })
  .regex(/^https?:\/\/[^\s]+$/i, { error: 'errors.pact_url_invalid' });

export const createPactPartnerInputSchema = z.object({
  company_id: idSchema,
  name: requiredText(200),
  /** The partner's PACT base URL, where asynchronous replies go (`{base}/auth/token`, `{base}/3/events`). */
  callback_base_url: httpsUrlSchema.nullable().default(null),
  callback_client_id: z.string().trim().max(300).nullable().default(null),
  callback_client_secret: z.string().max(500).nullable().default(null),
});
export type CreatePactPartnerInput = z.infer<typeof createPactPartnerInputSchema>;

export const pactPartnerSchema = z.object({
  id: z.string(),
  name: z.string(),
  client_id: z.string(),
  callback_base_url: z.string().nullable(),
  callback_client_id: z.string().nullable(),
  revoked: z.boolean(),
  created_at: z.string(),
});
export type PactPartner = z.infer<typeof pactPartnerSchema>;

/** The answer to a creation: the only time the client secret is shown (it is stored hashed). */
export const createdPactPartnerSchema = z.object({
  id: z.string(),
  name: z.string(),
  client_id: z.string(),
  client_secret: z.string(),
});
export type CreatedPactPartner = z.infer<typeof createdPactPartnerSchema>;

export const pactPartnerListSchema = z.object({ items: z.array(pactPartnerSchema) });
export const companyQuerySchema = z.object({ company_id: idSchema });
export const pactIdParamsSchema = z.object({ id: idSchema });

export const createPactShareInputSchema = z.object({
  company_id: idSchema,
  partner_id: idSchema,
  product_id: idSchema,
  /** Extra product URNs (urn:gtin:…, the company's own codes); urn:uuid:<product id> is always given. */
  product_ids: z.array(urnSchema).max(20).optional(),
  product_classifications: z.array(urnSchema).max(20).optional(),
  /** Extra company URNs (SIREN, GLN…); urn:uuid:<company id> is always given. */
  company_ids: z.array(urnSchema).max(20).optional(),
});
export type CreatePactShareInput = z.infer<typeof createPactShareInputSchema>;

export const pactShareSchema = z.object({
  id: z.string(),
  partner_id: z.string(),
  partner_name: z.string(),
  product_id: z.string(),
  product_name: z.string(),
  /** The footprint the partner sees now (PACT id). */
  footprint_id: z.string().nullable(),
  created_at: z.string(),
});
export type PactShare = z.infer<typeof pactShareSchema>;
export const pactShareListSchema = z.object({ items: z.array(pactShareSchema) });
export const listPactSharesQuerySchema = z.object({ company_id: idSchema, product_id: idSchema.optional() });

const tags = ['pact'];
const e = { bearer: 'bearer' as const };

export const pactEndpoints = {
  createPartner: defineEndpoint({
    method: 'POST',
    path: '/pact/partners',
    auth: e.bearer,
    tags,
    summary: 'Add a PACT partner (owner or admin; Pro and Enterprise); the client secret is shown once',
    body: createPactPartnerInputSchema,
    success: { status: 201, schema: createdPactPartnerSchema },
    errors: [400, 401, 403, 404, 422],
  }),
  listPartners: defineEndpoint({
    method: 'GET',
    path: '/pact/partners',
    auth: e.bearer,
    tags,
    summary: 'The company’s PACT partners',
    query: companyQuerySchema,
    success: { status: 200, schema: pactPartnerListSchema },
    errors: [401, 403, 404, 422],
  }),
  revokePartner: defineEndpoint({
    method: 'DELETE',
    path: '/pact/partners/:id',
    auth: e.bearer,
    tags,
    summary: 'Revoke a PACT partner: its credentials stop working at once',
    params: pactIdParamsSchema,
    success: { status: 204, schema: noContentSchema },
    errors: [401, 403, 404, 422],
  }),
  createShare: defineEndpoint({
    method: 'POST',
    path: '/pact/shares',
    auth: e.bearer,
    tags,
    summary: 'Share a product’s footprint with a PACT partner',
    body: createPactShareInputSchema,
    success: { status: 201, schema: pactShareSchema },
    errors: [400, 401, 403, 404, 409, 422],
  }),
  listShares: defineEndpoint({
    method: 'GET',
    path: '/pact/shares',
    auth: e.bearer,
    tags,
    summary: 'The company’s shares (optionally of one product)',
    query: listPactSharesQuerySchema,
    success: { status: 200, schema: pactShareListSchema },
    errors: [401, 403, 404, 422],
  }),
  deleteShare: defineEndpoint({
    method: 'DELETE',
    path: '/pact/shares/:id',
    auth: e.bearer,
    tags,
    summary: 'Stop sharing a product with a partner',
    params: pactIdParamsSchema,
    success: { status: 204, schema: noContentSchema },
    errors: [401, 403, 404, 422],
  }),
} as const;
