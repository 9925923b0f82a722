import {
  productEndpoints,
  publicProductReportEndpoints,
  simpleProductEndpoints,
} from '@carbon/contracts/products';
import { handle, type BoundEndpoint } from '../../platform/endpoints.ts';
import { languageOf } from '../../platform/i18n.ts';
import type { ProductsService } from './products.service.ts';

export function productsRoutes(service: ProductsService): BoundEndpoint[] {
  return [
    handle(productEndpoints.list, ({ user, query }) => service.list(user.userId, query)),
    handle(productEndpoints.get, ({ user, params }) => service.get(user.userId, params.id)),
    handle(productEndpoints.tree, ({ user, params }) => service.treeJson(user.userId, params.id)),
    handle(productEndpoints.create, ({ user, body, request }) =>
      service.create(user.userId, body, languageOf(request)),
    ),
    handle(productEndpoints.update, ({ user, params, body, request }) =>
      service.update(user.userId, params.id, body, languageOf(request)),
    ),
    handle(productEndpoints.delete, ({ user, params }) => service.delete(user.userId, params.id)),
    handle(productEndpoints.publish, ({ user, params }) => service.publish(user.userId, params.id)),
    handle(productEndpoints.unpublish, ({ user, params }) => service.unpublish(user.userId, params.id)),
    handle(simpleProductEndpoints.list, ({ user, query }) =>
      service.listSimple(user.userId, query.company_id),
    ),
    handle(simpleProductEndpoints.get, ({ user, params }) => service.getSimple(user.userId, params.id)),
    handle(simpleProductEndpoints.create, ({ user, body }) => service.createSimple(user.userId, body)),
    handle(simpleProductEndpoints.update, ({ user, params, body }) =>
      service.updateSimple(user.userId, params.id, body),
    ),
    handle(simpleProductEndpoints.delete, ({ user, params }) => service.deleteSimple(user.userId, params.id)),
    handle(publicProductReportEndpoints.get, ({ params }) => service.publicReport(params.slug)),
  ];
}
