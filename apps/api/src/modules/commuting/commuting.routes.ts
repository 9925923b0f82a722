import { commutingEndpoints } from '@carbon/contracts/commuting';
import { handle, type BoundEndpoint } from '../../platform/endpoints.ts';
import { languageOf } from '../../platform/i18n.ts';
import type { CommutingService } from './commuting.service.ts';

export function commutingRoutes(service: CommutingService): BoundEndpoint[] {
  return [
    handle(commutingEndpoints.list, ({ user, query, request }) =>
      service.list(user.userId, query, languageOf(request)),
    ),
    handle(commutingEndpoints.create, ({ user, body, request }) =>
      service.create(user.userId, body, languageOf(request)),
    ),
    handle(commutingEndpoints.survey, ({ user, body, request }) =>
      service.survey(user.userId, body, languageOf(request)),
    ),
    handle(commutingEndpoints.get, ({ user, params, request }) =>
      service.get(user.userId, params.id, languageOf(request)),
    ),
    handle(commutingEndpoints.update, ({ user, params, body, request }) =>
      service.update(user.userId, params.id, body, languageOf(request)),
    ),
    handle(commutingEndpoints.delete, ({ user, params }) => service.delete(user.userId, params.id)),
  ];
}
