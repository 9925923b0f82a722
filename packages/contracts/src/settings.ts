import { updateProfileInputSchema, userProfileSchema } from './auth.ts';
import { defineEndpoint } from './endpoint.ts';

/** The caller's own settings; the profile's shape is the one of auth (GET /auth/me answers the same). */
export const settingsEndpoints = {
  updateProfile: defineEndpoint({
    method: 'PATCH',
    path: '/settings/profile',
    auth: 'bearer',
    tags: ['settings'],
    summary: "Update the caller's name, country, currency or language",
    body: updateProfileInputSchema,
    success: { status: 200, schema: userProfileSchema },
    errors: [400, 401, 422],
  }),
};
