import { apiKeyEndpoints } from '@carbon/contracts/api-keys';
import { handle, type BoundEndpoint } from '../../platform/endpoints.ts';
import type { ApiKeysService } from './api-keys.service.ts';

export function apiKeysRoutes(service: ApiKeysService): BoundEndpoint[] {
  return [
    handle(apiKeyEndpoints.list, ({ user, query }) => service.list(user, query.company_id)),
    handle(apiKeyEndpoints.create, ({ user, body }) => service.create(user, body)),
    handle(apiKeyEndpoints.revoke, ({ user, params }) => service.revoke(user, params.id)),
  ];
}
