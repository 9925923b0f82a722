import { authEndpoints } from '@carbon/contracts/auth';
import { handle, type BoundEndpoint } from '../../platform/endpoints.ts';
import { requestLocale, t } from '../../platform/i18n.ts';
import type { AuthService } from './auth.service.ts';

export function authRoutes(service: AuthService): BoundEndpoint[] {
  return [
    handle(authEndpoints.register, ({ body, request }) => service.register(body, requestLocale(request))),
    handle(authEndpoints.login, ({ body, request }) => service.login(body, request.ip)),
    handle(authEndpoints.me, ({ user }) => service.profile(user.userId)),
    handle(authEndpoints.verifyEmail, async ({ body, request }) => {
      await service.verifyEmail(body.token);
      return { detail: t(requestLocale(request), 'email.notices.email_verified') };
    }),
    handle(authEndpoints.resendConfirmation, async ({ user, request }) => {
      await service.resendConfirmation(user.userId);
      return { detail: t(requestLocale(request), 'email.notices.verification_sent') };
    }),
    handle(authEndpoints.forgotPassword, async ({ body, request }) => {
      await service.forgotPassword(body.email, body.locale);
      return { detail: t(requestLocale(request), 'email.notices.reset_requested') };
    }),
    handle(authEndpoints.resetPassword, async ({ body, request }) => {
      await service.resetPassword(body.token, body.new_password);
      return { detail: t(requestLocale(request), 'email.notices.password_reset') };
    }),
    handle(authEndpoints.changePassword, async ({ user, body, request }) => ({
      detail: t(requestLocale(request), 'email.notices.password_updated'),
      access_token: await service.changePassword(user.userId, body),
      token_type: 'bearer' as const,
    })),
  ];
}
