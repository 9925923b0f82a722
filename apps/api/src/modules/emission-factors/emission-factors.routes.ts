import { emissionFactorEndpoints } from '@carbon/contracts/emission-factors';
import { handle, type BoundEndpoint } from '../../platform/endpoints.ts';
import { languageOf } from '../../platform/i18n.ts';
import type { EmissionFactorsService } from './emission-factors.service.ts';

export function emissionFactorsRoutes(service: EmissionFactorsService): BoundEndpoint[] {
  return [
    handle(emissionFactorEndpoints.search, ({ user, query, request }) =>
      service.search(user.userId, query, languageOf(request, query.lang)),
    ),
    handle(emissionFactorEndpoints.sources, () => service.sources()),
    handle(emissionFactorEndpoints.get, ({ user, params, query, request }) =>
      service.get(user.userId, params.id, languageOf(request, query.lang)),
    ),
    handle(emissionFactorEndpoints.create, ({ user, body, request }) =>
      service.create(user.userId, body, languageOf(request)),
    ),
    handle(emissionFactorEndpoints.update, ({ user, params, body, request }) =>
      service.update(user.userId, params.id, body, languageOf(request)),
    ),
    handle(emissionFactorEndpoints.delete, ({ user, params }) => service.delete(user.userId, params.id)),
  ];
}
