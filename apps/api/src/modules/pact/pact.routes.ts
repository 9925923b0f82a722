import { pactEndpoints } from '@carbon/contracts/pact';
import { handle, type BoundEndpoint } from '../../platform/endpoints.ts';
import type { PactService } from './pact.service.ts';

export function pactRoutes(service: PactService): BoundEndpoint[] {
  return [
    handle(pactEndpoints.createPartner, ({ user, body }) => service.createPartner(user.userId, body)),
    handle(pactEndpoints.listPartners, ({ user, query }) =>
      service.listPartners(user.userId, query.company_id),
    ),
    handle(pactEndpoints.updatePartner, ({ user, params, body }) => service.updatePartner(user.userId, params.id, body)),
    handle(pactEndpoints.revokePartner, ({ user, params }) => service.revokePartner(user.userId, params.id)),
    handle(pactEndpoints.createShare, ({ user, body }) => service.createShare(user.userId, body)),
    handle(pactEndpoints.listShares, ({ user, query }) =>
      service.listShares(user.userId, query.company_id, query.product_id),
    ),
    handle(pactEndpoints.deleteShare, ({ user, params }) => service.deleteShare(user.userId, params.id)),
  ];
}
