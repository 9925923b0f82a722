import { updateProfileInputSchema, userProfileSchema } from '@carbon/contracts/auth';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser, type AuthenticateHook } from '../../platform/auth.ts';
import { bearerSecurity, errorResponses } from '../../platform/openapi.ts';
import type { SettingsService } from './settings.service.ts';

export function settingsRoutes(
  service: SettingsService,
  authenticate: AuthenticateHook,
): FastifyPluginAsyncZod {
  return async (app) => {
    app.patch(
      '/settings/profile',
      {
        onRequest: authenticate,
        schema: {
          tags: ['settings'],
          summary: "Update the caller's name, country, currency or language",
          security: bearerSecurity,
          body: updateProfileInputSchema,
          response: { 200: userProfileSchema, ...errorResponses(400, 401, 422) },
        },
      },
      async (request) => service.updateProfile(currentUser(request).userId, request.body),
    );
  };
}
