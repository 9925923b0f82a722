import {
  createFactorInputSchema,
  factorDetailQuerySchema,
  factorDetailSchema,
  factorIdParamsSchema,
  factorSourcesResponseSchema,
  searchFactorsQuerySchema,
  searchFactorsResponseSchema,
  updateFactorInputSchema,
} from '@carbon/contracts/emission-factors';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser, type AuthenticateHook } from '../../platform/auth.ts';
import { requestLocale } from '../../platform/i18n.ts';
import { bearerSecurity, errorResponses, noContentSchema } from '../../platform/openapi.ts';
import type { EmissionFactorsService } from './emission-factors.service.ts';

const tags = ['emission-factors'];

/** The language of names and of the ranking: `lang` when given, else the request's Accept-Language. */
function languageOf(request: FastifyRequest, lang: 'en' | 'fr' | undefined): 'en' | 'fr' {
  return lang ?? requestLocale(request);
}

export function emissionFactorsRoutes(
  service: EmissionFactorsService,
  authenticate: AuthenticateHook,
): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/emission-factors/search',
      {
        onRequest: authenticate,
        schema: {
          tags,
          summary: 'Search the factor library (and a company’s own factors), best match first, score 0..1',
          security: bearerSecurity,
          querystring: searchFactorsQuerySchema,
          response: { 200: searchFactorsResponseSchema, ...errorResponses(401, 404, 422) },
        },
      },
      async (request) =>
        service.search(currentUser(request).userId, request.query, languageOf(request, request.query.lang)),
    );

    app.get(
      '/emission-factors/sources',
      {
        schema: {
          tags,
          summary: 'The datasets of the library: version, licence, attribution, counts (public)',
          response: { 200: factorSourcesResponseSchema },
        },
      },
      async () => service.sources(),
    );

    app.get(
      '/emission-factors/:id',
      {
        onRequest: authenticate,
        schema: {
          tags,
          summary: 'One factor with its gas split, components, stages, quality and source',
          security: bearerSecurity,
          params: factorIdParamsSchema,
          querystring: factorDetailQuerySchema,
          response: { 200: factorDetailSchema, ...errorResponses(401, 404, 422) },
        },
      },
      async (request) =>
        service.get(currentUser(request).userId, request.params.id, languageOf(request, request.query.lang)),
    );

    app.post(
      '/emission-factors',
      {
        onRequest: authenticate,
        schema: {
          tags,
          summary: 'Add a factor of the company’s own (owner, admin or editor)',
          security: bearerSecurity,
          body: createFactorInputSchema,
          response: { 201: factorDetailSchema, ...errorResponses(400, 401, 403, 404, 422) },
        },
      },
      async (request, reply) =>
        reply
          .code(201)
          .send(await service.create(currentUser(request).userId, request.body, languageOf(request, undefined))),
    );

    app.patch(
      '/emission-factors/:id',
      {
        onRequest: authenticate,
        schema: {
          tags,
          summary: 'Update a factor of the company’s own; the library is read-only (403 library_read_only)',
          security: bearerSecurity,
          params: factorIdParamsSchema,
          body: updateFactorInputSchema,
          response: { 200: factorDetailSchema, ...errorResponses(400, 401, 403, 404, 422) },
        },
      },
      async (request) =>
        service.update(currentUser(request).userId, request.params.id, request.body, languageOf(request, undefined)),
    );

    app.delete(
      '/emission-factors/:id',
      {
        onRequest: authenticate,
        schema: {
          tags,
          summary: 'Delete a factor of the company’s own; the library is read-only (403 library_read_only)',
          security: bearerSecurity,
          params: factorIdParamsSchema,
          response: { 204: noContentSchema, ...errorResponses(401, 403, 404, 422) },
        },
      },
      async (request, reply) => {
        await service.delete(currentUser(request).userId, request.params.id);
        return reply.code(204).send(null);
      },
    );
  };
}
