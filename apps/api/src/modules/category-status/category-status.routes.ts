import { categoryStatusEndpoints } from '@carbon/contracts/category-status';
import { handle, type BoundEndpoint } from '../../platform/endpoints.ts';
import type { CategoryStatusService } from './category-status.service.ts';

export function categoryStatusRoutes(service: CategoryStatusService): BoundEndpoint[] {
  return [
    handle(categoryStatusEndpoints.list, ({ user, query }) => service.list(user.userId, query)),
    handle(categoryStatusEndpoints.set, ({ user, body }) => service.set(user.userId, body)),
  ];
}
