import { entitlementEndpoints } from '@carbon/contracts/entitlements';
import { handle, type BoundEndpoint } from '../../platform/endpoints.ts';
import type { EntitlementsService } from './entitlements.service.ts';

export function entitlementsRoutes(service: EntitlementsService): BoundEndpoint[] {
  return [
    handle(entitlementEndpoints.get, ({ user, query }) => service.forMember(user.userId, query.company_id)),
  ];
}
