import { portfolioEndpoints } from '@carbon/contracts/scenarios';
import { handle, type BoundEndpoint } from '../../platform/endpoints.ts';
import type { PortfolioService } from './portfolio.service.ts';

export function portfolioRoutes(service: PortfolioService): BoundEndpoint[] {
  return [
    handle(portfolioEndpoints.get, ({ user, query }) => service.get(user.userId, query.company_id)),
    handle(portfolioEndpoints.update, ({ user, query, body }) =>
      service.update(user.userId, query.company_id, body),
    ),
  ];
}
