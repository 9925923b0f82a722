import { companyIdParamsSchema, companySchema, updateCompanyInputSchema } from '@carbon/contracts/companies';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser, type AuthenticateHook } from '../../platform/auth.ts';
import { bearerSecurity, errorResponses } from '../../platform/openapi.ts';
import type { CompaniesService } from './companies.service.ts';

const tags = ['companies'];

export function companiesRoutes(
  service: CompaniesService,
  authenticate: AuthenticateHook,
): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/companies/:company_id',
      {
        onRequest: authenticate,
        schema: {
          tags,
          summary: 'A company the caller is a member of',
          security: bearerSecurity,
          params: companyIdParamsSchema,
          response: { 200: companySchema, ...errorResponses(401, 404, 422) },
        },
      },
      async (request) => service.get(currentUser(request).userId, request.params.company_id),
    );

    app.patch(
      '/companies/:company_id',
      {
        onRequest: authenticate,
        schema: {
          tags,
          summary: 'Update the company profile (owner or admin)',
          security: bearerSecurity,
          params: companyIdParamsSchema,
          body: updateCompanyInputSchema,
          response: { 200: companySchema, ...errorResponses(400, 401, 403, 404, 422) },
        },
      },
      async (request) => service.update(currentUser(request).userId, request.params.company_id, request.body),
    );
  };
}
