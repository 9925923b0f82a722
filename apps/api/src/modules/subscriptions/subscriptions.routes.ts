import type { FastifyInstance, FastifyRequest } from 'fastify';
import { subscriptionEndpoints } from '@carbon/contracts/subscriptions';
import type { AuthenticateHook } from '../../platform/auth.ts';
import { handle, registerEndpoints, type BoundEndpoint } from '../../platform/endpoints.ts';
import type { SubscriptionsService } from './subscriptions.service.ts';

export function subscriptionsRoutes(service: SubscriptionsService): BoundEndpoint[] {
  return [
    handle(subscriptionEndpoints.get, ({ user, query }) => service.get(user.userId, query.company_id)),
    handle(subscriptionEndpoints.checkout, ({ user, body }) => service.checkout(user.userId, body)),
    handle(subscriptionEndpoints.cancel, ({ user, body }) => service.cancel(user.userId, body.company_id)),
    handle(subscriptionEndpoints.portal, ({ user, body }) => service.portal(user.userId, body.company_id)),
    handle(subscriptionEndpoints.testCheckoutSession, ({ user, query }) =>
      service.testCheckoutSession(user.userId, query.session),
    ),
    handle(subscriptionEndpoints.testCheckoutPay, ({ user, body }) => service.testCheckoutPay(user.userId, body)),
  ];
}

const rawBodies = new WeakMap<FastifyRequest, string>();

/**
 * POST /billing/webhook, in a scope of its own: a signature covers the exact bytes sent, so this route keeps the raw
 * body (the rest of the API parses JSON and forgets the text).
 */
export async function registerBillingWebhook(
  api: FastifyInstance,
  authenticate: AuthenticateHook,
  service: SubscriptionsService,
): Promise<void> {
  await api.register(async (scope) => {
    scope.removeContentTypeParser('application/json');
    scope.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
      const text = typeof body === 'string' ? body : body.toString('utf8');
      rawBodies.set(request, text);
      // The handler parses after the signature check; an unsigned body is never parsed.
      done(null, undefined);
    });
    registerEndpoints(scope, authenticate, [
      handle(subscriptionEndpoints.webhook, ({ request }) => {
        const signature = request.headers['stripe-signature'];
        return service.handleWebhook(
          rawBodies.get(request) ?? '',
          typeof signature === 'string' ? signature : undefined,
        );
      }),
    ]);
  });
}
