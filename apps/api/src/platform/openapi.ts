import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { API_KEY_PREFIX } from '@carbon/contracts/api-keys';
import { errorResponseSchema } from '@carbon/contracts/common';

/** How to call the API with a key, shown in /api/docs on the security scheme (issue 14 section 3). */
const API_KEY_AUTH_DESCRIPTION = [
  `A company's API key (it starts with \`${API_KEY_PREFIX}\`), sent as \`Authorization: Bearer <key>\`.`,
  'Owners and admins create keys in Settings > API keys on the Pro and Enterprise plans; the key is shown once, when it is made.',
  "A key acts as its company with the role chosen when it was made (admin, editor or viewer): it reaches only that company's data (another company's ids answer 404) and writes only what its role allows (403 otherwise).",
  'A revoked or unknown key answers 401; a key of a company back on the Free plan answers 403 plan_limit. Keys cannot manage keys.',
  'Example: curl -H "Authorization: Bearer ck_live_..." "https://<host>/api/v1/sites?company_id=<company id>"',
].join('\n\n');

/** The OpenAPI document, generated from the registered routes (so from the endpoint descriptors), browsable at /api/docs. */
export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Carbon accounting API',
        description:
          'All routes are under /api/v1. Errors are {"detail": "...", "code": "..."}; validation errors (422) carry a list in detail. Messages follow Accept-Language (en, fr).',
        version: '1.0.0',
      },
      components: {
        securitySchemes: {
          bearerAuth: {
            type: 'http',
            scheme: 'bearer',
            bearerFormat: 'JWT',
            description: 'The access token of a signed-in user (POST /api/v1/auth/login answers it).',
          },
          apiKey: {
            type: 'http',
            scheme: 'bearer',
            bearerFormat: 'API key',
            description: API_KEY_AUTH_DESCRIPTION,
          },
        },
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });
}

/** The error bodies a route may answer, for the OpenAPI document (responses are validated by these too). */
export function errorResponses<const S extends readonly number[]>(
  ...statuses: S
): Record<S[number], typeof errorResponseSchema> {
  return Object.fromEntries(statuses.map((status) => [status, errorResponseSchema])) as Record<
    S[number],
    typeof errorResponseSchema
  >;
}

/** Either credential works on every protected route (alternatives, in OpenAPI's terms). */
export const bearerSecurity: { [scheme: string]: string[] }[] = [{ bearerAuth: [] }, { apiKey: [] }];
