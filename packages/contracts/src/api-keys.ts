import { z } from 'zod';
import { idSchema, messageKeys, missingOr, noContentSchema, requiredText } from './common.ts';
import { defineEndpoint } from './endpoint.ts';

/**
 * Issue 14 section 3: a company's API keys. A key acts as the company with the role chosen when it was made; 'owner'
 * is not offered (ownership stays with a person), so a key can at most administer the company's data.
 */
export const apiKeyRoles = ['admin', 'editor', 'viewer'] as const;
export const apiKeyRoleSchema = z.enum(apiKeyRoles, { error: missingOr(messageKeys.invalid) });
export type ApiKeyRole = z.infer<typeof apiKeyRoleSchema>;

/** Every key starts with this, so a leaked key is recognisable (secret scanners, logs) and told apart from a JWT. */
export const API_KEY_PREFIX = 'ck_live_';

/** A key as listed: never the key itself, only its first characters to tell keys apart. */
export const apiKeySchema = z.object({
  id: z.string(),
  name: z.string(),
  role: apiKeyRoleSchema,
  prefix: z.string(),
  created_at: z.string(),
  last_used_at: z.string().nullable(),
  revoked_at: z.string().nullable(),
});
export type ApiKey = z.infer<typeof apiKeySchema>;

/** The answer to creating a key: the only time `key` is ever shown. */
export const createdApiKeySchema = z.object({
  id: z.string(),
  name: z.string(),
  role: apiKeyRoleSchema,
  key: z.string(),
  created_at: z.string(),
});
export type CreatedApiKey = z.infer<typeof createdApiKeySchema>;

export const createApiKeyInputSchema = z.object({
  company_id: idSchema,
  name: requiredText(100),
  role: apiKeyRoleSchema,
});
export type CreateApiKeyInput = z.infer<typeof createApiKeyInputSchema>;

export const listApiKeysQuerySchema = z.object({ company_id: idSchema });
export const apiKeyIdParamsSchema = z.object({ id: idSchema });

export const apiKeyEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: '/api-keys',
    auth: 'bearer',
    tags: ['api-keys'],
    summary:
      "The company's API keys, newest first, revoked ones included (owner or admin; never the key itself)",
    query: listApiKeysQuerySchema,
    success: { status: 200, schema: z.array(apiKeySchema) },
    errors: [401, 403, 404, 422],
  }),
  create: defineEndpoint({
    method: 'POST',
    path: '/api-keys',
    auth: 'bearer',
    tags: ['api-keys'],
    summary:
      'Create an API key (owner or admin, signed in; Pro and Enterprise). The answer is the only time the key is shown',
    body: createApiKeyInputSchema,
    success: { status: 201, schema: createdApiKeySchema },
    errors: [400, 401, 403, 404, 422],
  }),
  revoke: defineEndpoint({
    method: 'DELETE',
    path: '/api-keys/:id',
    auth: 'bearer',
    tags: ['api-keys'],
    summary: 'Revoke an API key (owner or admin, signed in): it answers 401 from then on',
    params: apiKeyIdParamsSchema,
    success: { status: 204, schema: noContentSchema },
    errors: [401, 403, 404, 422],
  }),
};
