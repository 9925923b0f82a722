import { analyticsEndpoints } from '@carbon/contracts/analytics';
import { handle, type BoundEndpoint } from '../../platform/endpoints.ts';
import type { AnalyticsService } from './analytics.service.ts';

export function analyticsRoutes(service: AnalyticsService): BoundEndpoint[] {
  return [handle(analyticsEndpoints.get, ({ user, query }) => service.get(user.userId, query))];
}
