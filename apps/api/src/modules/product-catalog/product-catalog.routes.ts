import {
  catalogItemIdParamsSchema,
  catalogItemQuerySchema,
  catalogItemSchema,
  createCatalogItemInputSchema,
  listCatalogQuerySchema,
  listCatalogResponseSchema,
  searchCatalogQuerySchema,
  searchCatalogResponseSchema,
  tagsResponseSchema,
  updateCatalogItemInputSchema,
} from '@carbon/contracts/product-catalog';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser, type AuthenticateHook } from '../../platform/auth.ts';
import { requestLocale } from '../../platform/i18n.ts';
import { bearerSecurity, errorResponses, noContentSchema } from '../../platform/openapi.ts';
import type { ProductCatalogService } from './product-catalog.service.ts';

const tags = ['product-catalog'];

function languageOf(request: FastifyRequest, lang: 'en' | 'fr' | undefined): 'en' | 'fr' {
  return lang ?? requestLocale(request);
}

export function productCatalogRoutes(
  service: ProductCatalogService,
  authenticate: AuthenticateHook,
): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/product-catalog/tags',
      {
        onRequest: authenticate,
        schema: {
          tags,
          summary: 'The fixed bilingual tag vocabulary (material, certification, lifecycle, category)',
          security: bearerSecurity,
          response: { 200: tagsResponseSchema, ...errorResponses(401) },
        },
      },
      async () => service.tags(),
    );

    app.get(
      '/product-catalog/search',
      {
        onRequest: authenticate,
        schema: {
          tags,
          summary: 'Search the library items (and a company’s own), best match first, score 0..1',
          security: bearerSecurity,
          querystring: searchCatalogQuerySchema,
          response: { 200: searchCatalogResponseSchema, ...errorResponses(401, 404, 422) },
        },
      },
      async (request) =>
        service.search(currentUser(request).userId, request.query, languageOf(request, request.query.lang)),
    );

    app.get(
      '/product-catalog',
      {
        onRequest: authenticate,
        schema: {
          tags,
          summary: 'The company’s items, then the library’s, by name, a page at a time',
          security: bearerSecurity,
          querystring: listCatalogQuerySchema,
          response: { 200: listCatalogResponseSchema, ...errorResponses(401, 404, 422) },
        },
      },
      async (request) =>
        service.list(currentUser(request).userId, request.query, languageOf(request, request.query.lang)),
    );

    app.get(
      '/product-catalog/:id',
      {
        onRequest: authenticate,
        schema: {
          tags,
          summary: 'One catalog item',
          security: bearerSecurity,
          params: catalogItemIdParamsSchema,
          querystring: catalogItemQuerySchema,
          response: { 200: catalogItemSchema, ...errorResponses(401, 404, 422) },
        },
      },
      async (request) =>
        service.get(currentUser(request).userId, request.params.id, languageOf(request, request.query.lang)),
    );

    app.post(
      '/product-catalog',
      {
        onRequest: authenticate,
        schema: {
          tags,
          summary: 'Add an item to the company’s catalog (owner, admin or editor)',
          security: bearerSecurity,
          body: createCatalogItemInputSchema,
          response: { 201: catalogItemSchema, ...errorResponses(400, 401, 403, 404, 422) },
        },
      },
      async (request, reply) =>
        reply
          .code(201)
          .send(await service.create(currentUser(request).userId, request.body, languageOf(request, undefined))),
    );

    app.patch(
      '/product-catalog/:id',
      {
        onRequest: authenticate,
        schema: {
          tags,
          summary: 'Update an item of the company’s catalog; library items are read-only (403 library_read_only)',
          security: bearerSecurity,
          params: catalogItemIdParamsSchema,
          body: updateCatalogItemInputSchema,
          response: { 200: catalogItemSchema, ...errorResponses(400, 401, 403, 404, 422) },
        },
      },
      async (request) =>
        service.update(currentUser(request).userId, request.params.id, request.body, languageOf(request, undefined)),
    );

    app.delete(
      '/product-catalog/:id',
      {
        onRequest: authenticate,
        schema: {
          tags,
          summary: 'Delete an item of the company’s catalog; library items are read-only (403 library_read_only)',
          security: bearerSecurity,
          params: catalogItemIdParamsSchema,
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
