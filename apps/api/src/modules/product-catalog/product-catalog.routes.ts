import { productCatalogEndpoints } from '@carbon/contracts/product-catalog';
import { handle, type BoundEndpoint } from '../../platform/endpoints.ts';
import { languageOf } from '../../platform/i18n.ts';
import type { ProductCatalogService } from './product-catalog.service.ts';

export function productCatalogRoutes(service: ProductCatalogService): BoundEndpoint[] {
  return [
    handle(productCatalogEndpoints.tags, () => service.tags()),
    handle(productCatalogEndpoints.search, ({ user, query, request }) =>
      service.search(user.userId, query, languageOf(request, query.lang)),
    ),
    handle(productCatalogEndpoints.list, ({ user, query, request }) =>
      service.list(user.userId, query, languageOf(request, query.lang)),
    ),
    handle(productCatalogEndpoints.get, ({ user, params, query, request }) =>
      service.get(user.userId, params.id, languageOf(request, query.lang)),
    ),
    handle(productCatalogEndpoints.create, ({ user, body, request }) =>
      service.create(user.userId, body, languageOf(request)),
    ),
    handle(productCatalogEndpoints.update, ({ user, params, body, request }) =>
      service.update(user.userId, params.id, body, languageOf(request)),
    ),
    handle(productCatalogEndpoints.delete, ({ user, params }) => service.delete(user.userId, params.id)),
  ];
}
