import { z } from 'zod';
import { defineEndpoint } from './endpoint.ts';

export const healthResponseSchema = z.object({
  status: z.literal('ok'),
  database: z.enum(['pglite', 'postgresql']),
});
export type HealthResponse = z.infer<typeof healthResponseSchema>;

export const healthEndpoints = {
  check: defineEndpoint({
    method: 'GET',
    path: '/health',
    auth: 'none',
    tags: ['health'],
    summary: 'Liveness and database check; names the database in use',
    success: { status: 200, schema: healthResponseSchema },
    errors: [503],
  }),
};
