import { wasteEndpoints } from '@carbon/contracts/waste';
import { handle, type BoundEndpoint } from '../../platform/endpoints.ts';
import { languageOf } from '../../platform/i18n.ts';
import type { WasteService } from './waste.service.ts';

export function wasteRoutes(service: WasteService): BoundEndpoint[] {
  return [
    handle(wasteEndpoints.list, ({ user, query, request }) =>
      service.list(user.userId, query, languageOf(request)),
    ),
    handle(wasteEndpoints.create, ({ user, body, request }) =>
      service.create(user.userId, body, languageOf(request)),
    ),
    handle(wasteEndpoints.get, ({ user, params, request }) =>
      service.get(user.userId, params.id, languageOf(request)),
    ),
    handle(wasteEndpoints.update, ({ user, params, body, request }) =>
      service.update(user.userId, params.id, body, languageOf(request)),
    ),
    handle(wasteEndpoints.delete, ({ user, params }) => service.delete(user.userId, params.id)),
  ];
}
