import { businessTravelEndpoints } from '@carbon/contracts/business-travel';
import { handle, type BoundEndpoint } from '../../platform/endpoints.ts';
import { languageOf } from '../../platform/i18n.ts';
import type { BusinessTravelService } from './business-travel.service.ts';

export function businessTravelRoutes(service: BusinessTravelService): BoundEndpoint[] {
  return [
    handle(businessTravelEndpoints.list, ({ user, query, request }) =>
      service.list(user.userId, query, languageOf(request)),
    ),
    handle(businessTravelEndpoints.create, ({ user, body, request }) =>
      service.create(user.userId, body, languageOf(request)),
    ),
    handle(businessTravelEndpoints.get, ({ user, params, request }) =>
      service.get(user.userId, params.id, languageOf(request)),
    ),
    handle(businessTravelEndpoints.update, ({ user, params, body, request }) =>
      service.update(user.userId, params.id, body, languageOf(request)),
    ),
    handle(businessTravelEndpoints.delete, ({ user, params }) => service.delete(user.userId, params.id)),
  ];
}
