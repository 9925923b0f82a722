import { z } from 'zod';
import { idSchema, messageKeys, missingOr } from './common.ts';
import { defineEndpoint } from './endpoint.ts';
import { billingPeriods, planIds, type BillingPeriod, type PlanId } from './plans.ts';

/**
 * Subscriptions (issue 14, SPEC sections 3 and 4; docs/decisions/0032-subscriptions.md): a company's plan, how it is
 * billed, and the checkout and cancellation that change it. Prices come from the plan table (plans.ts).
 */

/** Stripe's subscription statuses, as Stripe says them (the database stores the same words). */
export const subscriptionStatuses = [
  'active',
  'trialing',
  'past_due',
  'unpaid',
  'incomplete',
  'incomplete_expired',
  'paused',
  'canceled',
] as const;
export type SubscriptionStatus = (typeof subscriptionStatuses)[number];

/** The paid plans a checkout may buy. */
export const paidPlanIds = ['pro', 'enterprise'] as const satisfies readonly PlanId[];
export type PaidPlanId = (typeof paidPlanIds)[number];

/** What decides a company's plan, as stored. */
export interface StoredSubscription {
  plan: PlanId;
  status: SubscriptionStatus;
  currentPeriodEnd: Date;
  cancelAtPeriodEnd: boolean;
}

/** Statuses after which the subscription gives nothing: Stripe ended it, or it never started. */
const endedStatuses: readonly SubscriptionStatus[] = ['canceled', 'unpaid', 'incomplete', 'incomplete_expired'];

/**
 * The plan whose limits apply now: the one rule, evaluated when it is read (no job has to run at the period's end).
 * No subscription is Free. A cancelled subscription keeps its plan until the end of the paid period, then the
 * company is on Free with its data kept. A past-due payment keeps the plan while Stripe retries; when Stripe gives up
 * it ends the subscription (customer.subscription.deleted). An active subscription that was not cancelled renews:
 * its provider reports the new period (customer.subscription.updated).
 */
export function effectivePlan(subscription: StoredSubscription | null, now: Date = new Date()): PlanId {
  if (!subscription) return 'free';
  if (endedStatuses.includes(subscription.status)) return 'free';
  if (subscription.cancelAtPeriodEnd && now.getTime() >= subscription.currentPeriodEnd.getTime()) return 'free';
  return subscription.plan;
}

export const subscriptionSchema = z.object({
  plan: z.enum(planIds),
  /** null on Free. */
  billing_period: z.enum(billingPeriods).nullable(),
  status: z.enum(subscriptionStatuses),
  /** What a period costs, EUR excluding VAT; 0 on Free. */
  price_eur: z.number().min(0),
  /** The next billing date, or the day access ends when cancelled; null on Free. */
  current_period_end: z.iso.datetime({ offset: true }).nullable(),
  cancel_at_period_end: z.boolean(),
});
export type Subscription = z.infer<typeof subscriptionSchema>;

export const subscriptionQuerySchema = z.object({ company_id: idSchema });

export const checkoutRequestSchema = z.object({
  company_id: idSchema,
  plan: z.enum(paidPlanIds, { error: missingOr(messageKeys.invalid) }),
  billing_period: z.enum(billingPeriods, { error: missingOr(messageKeys.invalid) }),
});
export type CheckoutRequest = z.infer<typeof checkoutRequestSchema>;

export const checkoutUrlSchema = z.object({ url: z.string() });

export const cancelRequestSchema = z.object({ company_id: idSchema });

export const webhookReceivedSchema = z.object({ received: z.literal(true) });

/** The built-in test checkout (no Stripe keys): what the page shows about the session it pays. */
export const testCheckoutSessionSchema = z.object({
  company_id: idSchema,
  company_name: z.string(),
  plan: z.enum(paidPlanIds),
  billing_period: z.enum(billingPeriods),
  price_eur: z.number().min(0),
});
export type TestCheckoutSession = z.infer<typeof testCheckoutSessionSchema>;

export const testCheckoutQuerySchema = z.object({ session: z.string().min(1).max(2_000) });

/** A card as the test form sends it; spaces in the number are allowed, as people type them. */
export const testCheckoutPayRequestSchema = z.object({
  session: z.string().min(1).max(2_000),
  card_number: z
    .string({ error: missingOr(messageKeys.invalid) })
    .trim()
    .regex(/^[0-9 ]{12,23}$/, { error: 'errors.billing.card_number_invalid' }),
  expiry: z
    .string({ error: missingOr(messageKeys.invalid) })
    .trim()
    .regex(/^(0[1-9]|1[0-2]) ?\/ ?[0-9]{2}$/, { error: 'errors.billing.card_expiry_invalid' }),
  cvc: z
    .string({ error: missingOr(messageKeys.invalid) })
    .trim()
    .regex(/^[0-9]{3,4}$/, { error: 'errors.billing.card_cvc_invalid' }),
});
export type TestCheckoutPayRequest = z.infer<typeof testCheckoutPayRequestSchema>;

export const subscriptionEndpoints = {
  get: defineEndpoint({
    method: 'GET',
    path: '/subscription',
    auth: 'bearer',
    tags: ['subscription'],
    summary: "The company's subscription: plan, billing period, status, price and next billing date",
    query: subscriptionQuerySchema,
    success: { status: 200, schema: subscriptionSchema },
    errors: [401, 404, 422],
  }),
  checkout: defineEndpoint({
    method: 'POST',
    path: '/subscription/checkout',
    auth: 'bearer',
    tags: ['subscription'],
    summary: 'Starts a card checkout for a paid plan (Stripe Checkout, or the built-in test checkout without Stripe keys)',
    description:
      'Owners and admins only (403 otherwise). While the company has a paid subscription with the provider (cancelled ' +
      'or not), 409 `subscription_exists`: plan and period changes go through POST /subscription/portal, so a second ' +
      'subscription never bills alongside the first.',
    body: checkoutRequestSchema,
    success: { status: 200, schema: checkoutUrlSchema },
    errors: [401, 403, 404, 409, 422, 503],
  }),
  cancel: defineEndpoint({
    method: 'POST',
    path: '/subscription/cancel',
    auth: 'bearer',
    tags: ['subscription'],
    summary: 'Cancels at the end of the paid period: the plan stays until then, then the company is on Free',
    description: 'Owners and admins only (403 otherwise). 409 when there is no paid subscription to cancel.',
    body: cancelRequestSchema,
    success: { status: 200, schema: subscriptionSchema },
    errors: [401, 403, 404, 409, 422, 503],
  }),
  portal: defineEndpoint({
    method: 'POST',
    path: '/subscription/portal',
    auth: 'bearer',
    tags: ['subscription'],
    summary: "Where to update the card or the plan: Stripe's customer portal, or the test checkout without Stripe keys",
    description: 'Owners and admins only (403 otherwise). 409 when there is no paid subscription.',
    body: cancelRequestSchema,
    success: { status: 200, schema: checkoutUrlSchema },
    errors: [401, 403, 404, 409, 422, 503],
  }),
  webhook: defineEndpoint({
    method: 'POST',
    path: '/billing/webhook',
    auth: 'none',
    tags: ['subscription'],
    summary: 'Billing events (Stripe webhooks), checked against the Stripe-Signature header',
    description:
      'Handles checkout.session.completed, customer.subscription.updated, customer.subscription.deleted and ' +
      'invoice.payment_failed; an event already applied changes nothing. A missing or wrong signature answers 400.',
    success: { status: 200, schema: webhookReceivedSchema },
    errors: [400],
  }),
  testCheckoutSession: defineEndpoint({
    method: 'GET',
    path: '/billing/test-checkout',
    auth: 'bearer',
    tags: ['subscription'],
    summary: 'The built-in test checkout (no Stripe keys): what a test session pays for',
    query: testCheckoutQuerySchema,
    success: { status: 200, schema: testCheckoutSessionSchema },
    errors: [400, 401, 403, 404, 422],
  }),
  testCheckoutPay: defineEndpoint({
    method: 'POST',
    path: '/billing/test-checkout/pay',
    auth: 'bearer',
    tags: ['subscription'],
    summary: 'Pays a test session with a test card: no payment is taken; 4242… succeeds, 4000 0000 0000 0002 declines',
    description: 'The success is delivered as a signed checkout.session.completed event to the billing webhook.',
    body: testCheckoutPayRequestSchema,
    success: { status: 200, schema: checkoutUrlSchema },
    errors: [400, 401, 403, 404, 422],
  }),
};

export type { BillingPeriod };
