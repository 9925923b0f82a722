import { packagingEndpoints } from '@carbon/contracts/packaging';
import { handle, type BoundEndpoint } from '../../platform/endpoints.ts';
import { languageOf } from '../../platform/i18n.ts';
import type { PackagingService } from './packaging.service.ts';

export function packagingRoutes(service: PackagingService): BoundEndpoint[] {
  return [
    handle(packagingEndpoints.list, ({ user, query, request }) => service.list(user.userId, query, languageOf(request))),
    handle(packagingEndpoints.create, ({ user, body, request }) => service.create(user.userId, body, languageOf(request))),
    handle(packagingEndpoints.get, ({ user, params, request }) => service.get(user.userId, params.id, languageOf(request))),
    handle(packagingEndpoints.update, ({ user, params, body, request }) =>
      service.update(user.userId, params.id, body, languageOf(request)),
    ),
    handle(packagingEndpoints.delete, ({ user, params }) => service.delete(user.userId, params.id)),
  ];
}
