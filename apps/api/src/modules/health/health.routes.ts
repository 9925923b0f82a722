import { healthResponseSchema } from '@carbon/contracts/health';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../platform/openapi.ts';
import type { HealthService } from './health.service.ts';

export function healthRoutes(service: HealthService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/health',
      {
        schema: {
          tags: ['health'],
          summary: 'Liveness and database check; names the database in use',
          response: { 200: healthResponseSchema, ...errorResponses(503) },
        },
      },
      async () => service.check(),
    );
  };
}
