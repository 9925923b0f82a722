import { healthEndpoints } from '@carbon/contracts/health';
import { handle, type BoundEndpoint } from '../../platform/endpoints.ts';
import type { HealthService } from './health.service.ts';

export function healthRoutes(service: HealthService): BoundEndpoint[] {
  return [handle(healthEndpoints.check, () => service.check())];
}
