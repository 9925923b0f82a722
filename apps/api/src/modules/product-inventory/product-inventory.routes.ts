import { soldProductEndpoints } from '@carbon/contracts/product-inventory';
import { handle, type BoundEndpoint } from '../../platform/endpoints.ts';
import { languageOf } from '../../platform/i18n.ts';
import type { ProductInventoryService } from './product-inventory.service.ts';

export function productInventoryRoutes(service: ProductInventoryService): BoundEndpoint[] {
  return [
    handle(soldProductEndpoints.list, ({ user, query, request }) =>
      service.list(user.userId, query, languageOf(request)),
    ),
    handle(soldProductEndpoints.create, ({ user, body, request }) =>
      service.create(user.userId, body, languageOf(request)),
    ),
    handle(soldProductEndpoints.get, ({ user, params, request }) =>
      service.get(user.userId, params.id, languageOf(request)),
    ),
    handle(soldProductEndpoints.update, ({ user, params, body, request }) =>
      service.update(user.userId, params.id, body, languageOf(request)),
    ),
    handle(soldProductEndpoints.delete, ({ user, params }) => service.delete(user.userId, params.id)),
  ];
}
