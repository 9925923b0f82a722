import { freightEndpoints } from '@carbon/contracts/freight';
import { handle, type BoundEndpoint } from '../../platform/endpoints.ts';
import { languageOf } from '../../platform/i18n.ts';
import type { FreightService } from './freight.service.ts';

export function freightRoutes(service: FreightService): BoundEndpoint[] {
  return [
    handle(freightEndpoints.list, ({ user, query, request }) =>
      service.list(user.userId, query, languageOf(request)),
    ),
    handle(freightEndpoints.create, ({ user, body, request }) =>
      service.create(user.userId, body, languageOf(request)),
    ),
    handle(freightEndpoints.get, ({ user, params, request }) =>
      service.get(user.userId, params.id, languageOf(request)),
    ),
    handle(freightEndpoints.update, ({ user, params, body, request }) =>
      service.update(user.userId, params.id, body, languageOf(request)),
    ),
    handle(freightEndpoints.delete, ({ user, params }) => service.delete(user.userId, params.id)),
  ];
}
