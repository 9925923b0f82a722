import { siteEndpoints } from '@carbon/contracts/companies';
import { handle, type BoundEndpoint } from '../../platform/endpoints.ts';
import type { SitesService } from './sites.service.ts';

export function sitesRoutes(service: SitesService): BoundEndpoint[] {
  return [
    handle(siteEndpoints.list, ({ user, query }) => service.list(user.userId, query.company_id)),
    handle(siteEndpoints.create, ({ user, body }) => service.create(user.userId, body)),
    handle(siteEndpoints.update, ({ user, params, body }) => service.update(user.userId, params.site_id, body)),
    handle(siteEndpoints.delete, ({ user, params }) => service.delete(user.userId, params.site_id)),
  ];
}
