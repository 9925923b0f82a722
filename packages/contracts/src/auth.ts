import { z } from 'zod';
import {
  countryCodeSchema,
  currencyCodeSchema,
  emailSchema,
  localeSchema,
  messageKeys,
  missingOr,
  newPasswordSchema,
  requiredText,
} from './common.ts';
import { defineEndpoint } from './endpoint.ts';

export const roleSchema = z.enum(['owner', 'admin', 'editor', 'viewer']);
export type Role = z.infer<typeof roleSchema>;

export const registerInputSchema = z.object({
  email: emailSchema,
  password: newPasswordSchema,
  first_name: requiredText(100),
  last_name: requiredText(100),
  company_name: requiredText(200),
  locale: localeSchema.optional(),
});
export type RegisterInput = z.infer<typeof registerInputSchema>;

export const loginInputSchema = z.object({
  email: emailSchema,
  password: z
    .string({ error: missingOr(messageKeys.invalid) })
    .min(1, { error: messageKeys.required })
    .max(256),
});
export type LoginInput = z.infer<typeof loginInputSchema>;

/** The profile of SPEC section 3, returned by GET /auth/me and carried in the token. */
export const userProfileSchema = z.object({
  user_id: z.string(),
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  country: z.string(),
  currency: z.string(),
  locale: localeSchema,
  email_verified: z.boolean(),
  roles: z.array(roleSchema),
  role: roleSchema,
  company_id: z.string(),
  default_company_id: z.string(),
  company_name: z.string(),
  pending_setup: z.boolean(),
});
export type UserProfile = z.infer<typeof userProfileSchema>;

export const tokenResponseSchema = z.object({
  access_token: z.string(),
  token_type: z.literal('bearer'),
  user: userProfileSchema,
});
export type TokenResponse = z.infer<typeof tokenResponseSchema>;

/** Claims of the access token (JWT HS256). */
export const tokenClaimsSchema = userProfileSchema.extend({
  sub: z.string(),
  exp: z.number(),
  iat: z.number().optional(),
});
export type TokenClaims = z.infer<typeof tokenClaimsSchema>;

export const verifyEmailInputSchema = z.object({
  token: z
    .string({ error: missingOr(messageKeys.invalid) })
    .min(1, { error: messageKeys.required })
    .max(200),
});
export const forgotPasswordInputSchema = z.object({
  email: emailSchema,
  locale: localeSchema.optional(),
});
export const resetPasswordInputSchema = z.object({
  token: z
    .string({ error: missingOr(messageKeys.invalid) })
    .min(1, { error: messageKeys.required })
    .max(200),
  new_password: newPasswordSchema,
});
export const changePasswordInputSchema = z.object({
  current_password: z
    .string({ error: missingOr(messageKeys.invalid) })
    .min(1, { error: messageKeys.required })
    .max(256),
  new_password: newPasswordSchema,
});
export type ChangePasswordInput = z.infer<typeof changePasswordInputSchema>;

export const updateProfileInputSchema = z
  .object({
    first_name: requiredText(100),
    last_name: requiredText(100),
    country: countryCodeSchema,
    currency: currencyCodeSchema,
    locale: localeSchema,
  })
  .partial();
export type UpdateProfileInput = z.infer<typeof updateProfileInputSchema>;

export const messageResponseSchema = z.object({ detail: z.string() });

/** A password change revokes every earlier token, the caller's too: the answer carries its next one. */
export const changePasswordResponseSchema = messageResponseSchema.extend({
  access_token: z.string(),
  token_type: z.literal('bearer'),
});
export type ChangePasswordResponse = z.infer<typeof changePasswordResponseSchema>;

const tags = ['auth'];

/** Sign-up, sign-in and the emailed-link flows; the 'none' ones never carry nor check a token. */
export const authEndpoints = {
  register: defineEndpoint({
    method: 'POST',
    path: '/auth/register',
    auth: 'none',
    tags,
    summary: 'Create an account, its company and owner membership; sends the verification email',
    body: registerInputSchema,
    success: { status: 201, schema: tokenResponseSchema },
    errors: [400, 409, 413, 422],
  }),
  login: defineEndpoint({
    method: 'POST',
    path: '/auth/login',
    auth: 'none',
    tags,
    summary: 'Sign in with email and password',
    description:
      'Failed attempts are limited per email and client address (10 a minute), per client address (100 an ' +
      'hour) and per email (a growing delay past 20 an hour): 429 with Retry-After.',
    body: loginInputSchema,
    success: { status: 200, schema: tokenResponseSchema },
    errors: [400, 401, 422, 429],
  }),
  me: defineEndpoint({
    method: 'GET',
    path: '/auth/me',
    auth: 'bearer',
    tags,
    summary: "The caller's profile",
    success: { status: 200, schema: userProfileSchema },
    errors: [401],
  }),
  verifyEmail: defineEndpoint({
    method: 'POST',
    path: '/auth/verify-email',
    auth: 'none',
    tags,
    summary: 'Confirm the email address with the token from the link (single use, 24 hours)',
    body: verifyEmailInputSchema,
    success: { status: 200, schema: messageResponseSchema },
    errors: [400, 422],
  }),
  resendConfirmation: defineEndpoint({
    method: 'POST',
    path: '/auth/resend-confirmation',
    auth: 'bearer',
    tags,
    summary: 'Send a new verification email',
    success: { status: 202, schema: messageResponseSchema },
    errors: [401, 409, 429, 503],
  }),
  forgotPassword: defineEndpoint({
    method: 'POST',
    path: '/auth/forgot-password',
    auth: 'none',
    tags,
    summary: 'Email a password reset link (single use, 1 hour); answers 202 whether or not the account exists',
    body: forgotPasswordInputSchema,
    success: { status: 202, schema: messageResponseSchema },
    errors: [400, 422],
  }),
  resetPassword: defineEndpoint({
    method: 'POST',
    path: '/auth/reset-password',
    auth: 'none',
    tags,
    summary: 'Set a new password with the token from the reset link; signs out every session',
    body: resetPasswordInputSchema,
    success: { status: 200, schema: messageResponseSchema },
    errors: [400, 422],
  }),
  changePassword: defineEndpoint({
    method: 'POST',
    path: '/auth/change-password',
    auth: 'bearer',
    tags,
    summary: "Change the caller's password; signs out every other session",
    description:
      'Every token issued before answers 401 session_expired; the answer carries the next token of this ' +
      'session. Wrong current passwords are limited like sign-in failures (429 with Retry-After).',
    body: changePasswordInputSchema,
    success: { status: 200, schema: changePasswordResponseSchema },
    errors: [400, 401, 422, 429],
  }),
};
