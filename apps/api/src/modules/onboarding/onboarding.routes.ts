import { onboardingEndpoints } from '@carbon/contracts/onboarding';
import { handle, type BoundEndpoint } from '../../platform/endpoints.ts';
import type { OnboardingService } from './onboarding.service.ts';

export function onboardingRoutes(service: OnboardingService): BoundEndpoint[] {
  return [
    handle(onboardingEndpoints.summary, ({ user, query }) => service.summary(user.userId, query.company_id, query.period_year)),
    handle(onboardingEndpoints.stepsStatus, ({ user }) => service.stepsStatus(user.userId)),
    handle(onboardingEndpoints.complete, ({ user, body }) => service.complete(user.userId, body.company_id)),
  ];
}
