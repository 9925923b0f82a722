import {
  completeOnboardingInputSchema,
  onboardingSummaryQuerySchema,
  onboardingSummaryResponseSchema,
  stepsStatusResponseSchema,
} from '@carbon/contracts/onboarding';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser, type AuthenticateHook } from '../../platform/auth.ts';
import { bearerSecurity, errorResponses } from '../../platform/openapi.ts';
import type { OnboardingService } from './onboarding.service.ts';

const tags = ['onboarding'];

export function onboardingRoutes(
  service: OnboardingService,
  authenticate: AuthenticateHook,
): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/onboarding-summary',
      {
        onRequest: authenticate,
        schema: {
          tags,
          summary: 'Setup summary, progress and chart data of a company for a year',
          security: bearerSecurity,
          querystring: onboardingSummaryQuerySchema,
          response: { 200: onboardingSummaryResponseSchema, ...errorResponses(401, 404, 422) },
        },
      },
      async (request) =>
        service.summary(currentUser(request).userId, request.query.company_id, request.query.period_year),
    );

    app.get(
      '/onboarding-summary/steps-status',
      {
        onRequest: authenticate,
        schema: {
          tags,
          summary: "Setup steps of the caller's current company",
          security: bearerSecurity,
          response: { 200: stepsStatusResponseSchema, ...errorResponses(401, 404) },
        },
      },
      async (request) => service.stepsStatus(currentUser(request).userId),
    );

    app.post(
      '/onboarding/complete',
      {
        onRequest: authenticate,
        schema: {
          tags,
          summary: 'Finish the setup once the required steps are done (owner or admin)',
          security: bearerSecurity,
          body: completeOnboardingInputSchema,
          response: { 200: stepsStatusResponseSchema, ...errorResponses(400, 401, 403, 404, 409, 422) },
        },
      },
      async (request) => service.complete(currentUser(request).userId, request.body.company_id),
    );
  };
}
