import { scenarioEndpoints } from '@carbon/contracts/scenarios';
import { handle, type BoundEndpoint } from '../../platform/endpoints.ts';
import { languageOf } from '../../platform/i18n.ts';
import type { ScenariosService } from './scenarios.service.ts';

export function scenariosRoutes(service: ScenariosService): BoundEndpoint[] {
  return [
    handle(scenarioEndpoints.wizardConfig, () => service.wizardConfig()),
    handle(scenarioEndpoints.estimate, ({ user, body, request }) =>
      service.estimate(user.userId, body, languageOf(request)),
    ),
    handle(scenarioEndpoints.macc, ({ user, query }) => service.macc(user.userId, query.company_id)),
    handle(scenarioEndpoints.list, ({ user, query }) => service.list(user.userId, query.company_id)),
    handle(scenarioEndpoints.create, ({ user, body, request }) =>
      service.create(user.userId, body, languageOf(request)),
    ),
    handle(scenarioEndpoints.get, ({ user, params }) => service.get(user.userId, params.id)),
    handle(scenarioEndpoints.update, ({ user, params, body, request }) =>
      service.update(user.userId, params.id, body, languageOf(request)),
    ),
    handle(scenarioEndpoints.delete, ({ user, params }) => service.delete(user.userId, params.id)),
  ];
}
