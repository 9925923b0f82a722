import { companyEndpoints } from '@carbon/contracts/companies';
import { handle, type BoundEndpoint } from '../../platform/endpoints.ts';
import type { CompaniesService } from './companies.service.ts';

export function companiesRoutes(service: CompaniesService): BoundEndpoint[] {
  return [
    handle(companyEndpoints.get, ({ user, params }) => service.get(user.userId, params.company_id)),
    handle(companyEndpoints.update, ({ user, params, body }) => service.update(user.userId, params.company_id, body)),
  ];
}
