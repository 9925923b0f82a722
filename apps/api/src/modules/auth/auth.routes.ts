import {
  changePasswordInputSchema,
  forgotPasswordInputSchema,
  loginInputSchema,
  messageResponseSchema,
  registerInputSchema,
  resetPasswordInputSchema,
  tokenResponseSchema,
  userProfileSchema,
  verifyEmailInputSchema,
} from '@carbon/contracts/auth';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser, type AuthenticateHook } from '../../platform/auth.ts';
import { requestLocale, t } from '../../platform/i18n.ts';
import { bearerSecurity, errorResponses } from '../../platform/openapi.ts';
import type { AuthService } from './auth.service.ts';

const tags = ['auth'];

export function authRoutes(service: AuthService, authenticate: AuthenticateHook): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/auth/register',
      {
        schema: {
          tags,
          summary: 'Create an account, its company and owner membership; sends the verification email',
          body: registerInputSchema,
          response: { 201: tokenResponseSchema, ...errorResponses(400, 409, 413, 422) },
        },
      },
      async (request, reply) =>
        reply.code(201).send(await service.register(request.body, requestLocale(request))),
    );

    app.post(
      '/auth/login',
      {
        schema: {
          tags,
          summary: 'Sign in with email and password',
          description: 'More than 10 failures within a minute, per email or per client address, answer 429.',
          body: loginInputSchema,
          response: { 200: tokenResponseSchema, ...errorResponses(400, 401, 422, 429) },
        },
      },
      async (request) => service.login(request.body, request.ip),
    );

    app.get(
      '/auth/me',
      {
        onRequest: authenticate,
        schema: {
          tags,
          summary: "The caller's profile",
          security: bearerSecurity,
          response: { 200: userProfileSchema, ...errorResponses(401) },
        },
      },
      async (request) => service.profile(currentUser(request).userId),
    );

    app.post(
      '/auth/verify-email',
      {
        schema: {
          tags,
          summary: 'Confirm the email address with the token from the link (single use, 24 hours)',
          body: verifyEmailInputSchema,
          response: { 200: messageResponseSchema, ...errorResponses(400, 422) },
        },
      },
      async (request) => {
        await service.verifyEmail(request.body.token);
        return { detail: t(requestLocale(request), 'email.notices.email_verified') };
      },
    );

    app.post(
      '/auth/resend-confirmation',
      {
        onRequest: authenticate,
        schema: {
          tags,
          summary: 'Send a new verification email',
          security: bearerSecurity,
          response: { 202: messageResponseSchema, ...errorResponses(401, 409, 429, 503) },
        },
      },
      async (request, reply) => {
        await service.resendConfirmation(currentUser(request).userId);
        return reply.code(202).send({ detail: t(requestLocale(request), 'email.notices.verification_sent') });
      },
    );

    app.post(
      '/auth/forgot-password',
      {
        schema: {
          tags,
          summary:
            'Email a password reset link (single use, 1 hour); answers 202 whether or not the account exists',
          body: forgotPasswordInputSchema,
          response: { 202: messageResponseSchema, ...errorResponses(400, 422) },
        },
      },
      async (request, reply) => {
        await service.forgotPassword(request.body.email, request.body.locale);
        return reply.code(202).send({ detail: t(requestLocale(request), 'email.notices.reset_requested') });
      },
    );

    app.post(
      '/auth/reset-password',
      {
        schema: {
          tags,
          summary: 'Set a new password with the token from the reset link',
          body: resetPasswordInputSchema,
          response: { 200: messageResponseSchema, ...errorResponses(400, 422) },
        },
      },
      async (request) => {
        await service.resetPassword(request.body.token, request.body.new_password);
        return { detail: t(requestLocale(request), 'email.notices.password_reset') };
      },
    );

    app.post(
      '/auth/change-password',
      {
        onRequest: authenticate,
        schema: {
          tags,
          summary: "Change the caller's password",
          security: bearerSecurity,
          body: changePasswordInputSchema,
          response: { 200: messageResponseSchema, ...errorResponses(400, 401, 422) },
        },
      },
      async (request) => {
        await service.changePassword(currentUser(request).userId, request.body);
        return { detail: t(requestLocale(request), 'email.notices.password_updated') };
      },
    );
  };
}
