import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { errorResponseSchema } from '@carbon/contracts/common';

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
        securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
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

export const bearerSecurity = [{ bearerAuth: [] }];
