import {
  createSiteInputSchema,
  listSitesQuerySchema,
  siteIdParamsSchema,
  siteSchema,
  updateSiteInputSchema,
} from '@carbon/contracts/companies';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser, type AuthenticateHook } from '../../platform/auth.ts';
import { bearerSecurity, errorResponses, noContentSchema } from '../../platform/openapi.ts';
import type { SitesService } from './sites.service.ts';

const tags = ['sites'];

export function sitesRoutes(service: SitesService, authenticate: AuthenticateHook): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/sites',
      {
        onRequest: authenticate,
        schema: {
          tags,
          summary: "The company's sites, oldest first (a plain array)",
          security: bearerSecurity,
          querystring: listSitesQuerySchema,
          response: { 200: z.array(siteSchema), ...errorResponses(401, 404, 422) },
        },
      },
      async (request) => service.list(currentUser(request).userId, request.query.company_id),
    );

    app.post(
      '/sites',
      {
        onRequest: authenticate,
        schema: {
          tags,
          summary: 'Add a site to a company (owner, admin or editor)',
          security: bearerSecurity,
          body: createSiteInputSchema,
          response: { 201: siteSchema, ...errorResponses(400, 401, 403, 404, 422) },
        },
      },
      async (request, reply) =>
        reply.code(201).send(await service.create(currentUser(request).userId, request.body)),
    );

    app.patch(
      '/sites/:site_id',
      {
        onRequest: authenticate,
        schema: {
          tags,
          summary: 'Update a site (owner, admin or editor)',
          security: bearerSecurity,
          params: siteIdParamsSchema,
          body: updateSiteInputSchema,
          response: { 200: siteSchema, ...errorResponses(400, 401, 403, 404, 422) },
        },
      },
      async (request) => service.update(currentUser(request).userId, request.params.site_id, request.body),
    );

    app.delete(
      '/sites/:site_id',
      {
        onRequest: authenticate,
        schema: {
          tags,
          summary: 'Delete a site (owner, admin or editor)',
          security: bearerSecurity,
          params: siteIdParamsSchema,
          response: { 204: noContentSchema, ...errorResponses(401, 403, 404, 422) },
        },
      },
      async (request, reply) => {
        await service.delete(currentUser(request).userId, request.params.site_id);
        return reply.code(204).send(null);
      },
    );
  };
}
