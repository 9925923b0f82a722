import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import { billingPeriods, plans, type BillingPeriod } from '@carbon/contracts/plans';
import {
  effectivePlan,
  paidPlanIds,
  subscriptionStatuses,
  type CheckoutRequest as CheckoutBody,
  type Subscription,
  type TestCheckoutPayRequest,
  type TestCheckoutSession,
} from '@carbon/contracts/subscriptions';
import { AppError, notFound } from '../../platform/errors.ts';
import { companyManagers, type CompaniesService } from '../companies/companies.service.ts';
import {
  TestBilling,
  successUrl,
  verifyWebhook,
  type BillingProvider,
  type CheckoutRequest,
  type TestSession,
} from './billing-provider.ts';
import type { SubscriptionRow, SubscriptionsRepository } from './subscriptions.repository.ts';

/** The Stripe event fields this app reads; anything else in an event is ignored. */
const eventSchema = z.object({
  id: z.string().min(1),
  type: z.string().min(1),
  created: z.number().int(),
  data: z.object({ object: z.record(z.string(), z.unknown()) }),
});

const metadataSchema = z
  .object({
    company_id: z.uuid().optional(),
    plan: z.enum(paidPlanIds).optional(),
    billing_period: z.enum(billingPeriods).optional(),
  })
  .partial()
  .catch({});

/** A Stripe id field: a string, or the expanded object carrying it. */
const idRef = z.union([z.string(), z.object({ id: z.string() }).transform((o) => o.id)]).nullish();

const checkoutSessionSchema = z.object({
  client_reference_id: z.string().nullish(),
  customer: idRef,
  subscription: idRef,
  metadata: metadataSchema.nullish(),
});

const period = { current_period_start: z.number().int().nullish(), current_period_end: z.number().int().nullish() };

const subscriptionObjectSchema = z.object({
  id: z.string(),
  customer: idRef,
  status: z.enum(subscriptionStatuses),
  cancel_at_period_end: z.boolean().nullish(),
  ...period,
  // Since Stripe's 2025 API versions the period is on the subscription's items.
  items: z.object({ data: z.array(z.object(period)) }).nullish(),
  metadata: metadataSchema.nullish(),
});
type SubscriptionObject = z.infer<typeof subscriptionObjectSchema>;

const invoiceSchema = z.object({
  subscription: idRef,
  parent: z.object({ subscription_details: z.object({ subscription: idRef }).nullish() }).nullish(),
});

const testCards = { succeeds: '4242424242424242', declines: '4000000000000002' } as const;

function addPeriod(start: Date, billingPeriod: BillingPeriod): Date {
  const end = new Date(start);
  if (billingPeriod === 'year') end.setUTCFullYear(end.getUTCFullYear() + 1);
  else end.setUTCMonth(end.getUTCMonth() + 1);
  return end;
}

const fromUnix = (seconds: number) => new Date(seconds * 1000);
const toUnix = (date: Date) => Math.floor(date.getTime() / 1000);

/** The Luhn checksum every card number carries: a mistyped number is caught before any payment is tried. */
function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

const billingError = (status: number, code: string) =>
  new AppError(status, code, { messageKey: `errors.billing.${code}` });

const cardFieldError = (field: 'card_number' | 'expiry', code: string) =>
  new AppError(422, 'validation_error', {
    issues: [{ loc: ['body', field], messageKey: `errors.billing.${code}`, type: code }],
  });

/** What GET /subscription answers, from the stored row and the one plan rule (evaluated now). */
export function toSubscriptionView(row: SubscriptionRow | null, now: Date = new Date()): Subscription {
  const plan = effectivePlan(row, now);
  if (!row || plan === 'free') {
    return {
      plan: 'free',
      billing_period: null,
      // A paid subscription that ran out says so; a company that never paid is simply on Free.
      status: row ? 'canceled' : 'active',
      price_eur: 0,
      current_period_end: null,
      cancel_at_period_end: false,
    };
  }
  return {
    plan,
    billing_period: row.billingPeriod,
    status: row.status,
    price_eur: row.priceCents / 100,
    current_period_end: row.currentPeriodEnd.toISOString(),
    cancel_at_period_end: row.cancelAtPeriodEnd,
  };
}

/**
 * Subscriptions (issue 14, docs/decisions/0032-subscriptions.md). Every change of a subscription comes through
 * `handleWebhook`, from Stripe or from the built-in test checkout, so both modes share one lifecycle; the plan that
 * applies is read from the row by `effectivePlan` (entitlements use the same rule).
 */
export class SubscriptionsService {
  constructor(
    private readonly repository: SubscriptionsRepository,
    private readonly companies: CompaniesService,
    private readonly provider: BillingProvider,
  ) {}

  async get(userId: string, companyId: string): Promise<Subscription> {
    await this.companies.requireRole(userId, companyId);
    return toSubscriptionView(await this.repository.find(companyId));
  }

  async checkout(userId: string, body: CheckoutBody): Promise<{ url: string }> {
    await this.companies.requireRole(userId, body.company_id, companyManagers);
    // A checkout always creates a new provider subscription: while one is in force (cancelled or not, paid or past
    // due), a second would bill alongside it. Plan changes, renewals and card fixes go through the billing portal,
    // which updates the subscription in place. Both modes take this path, so the test checkout keeps the same rule.
    const current = await this.repository.find(body.company_id);
    if (current?.stripeSubscriptionId && effectivePlan(current) !== 'free') {
      throw billingError(409, 'subscription_exists');
    }
    const request = await this.checkoutRequest(userId, body.company_id, body.plan, body.billing_period);
    return { url: await this.callProvider(() => this.provider.checkoutUrl(request)) };
  }

  async cancel(userId: string, companyId: string): Promise<Subscription> {
    await this.companies.requireRole(userId, companyId, companyManagers);
    const row = await this.paidSubscription(companyId);
    if (row.cancelAtPeriodEnd) return toSubscriptionView(row);
    if (!row.stripeSubscriptionId) {
      // A subscription no provider knows (the demo's): nothing to tell anyone, the row is the whole truth.
      await this.repository.update(companyId, { cancelAtPeriodEnd: true });
    } else if (this.provider instanceof TestBilling) {
      await this.provider.sendEvent(
        'customer.subscription.updated',
        subscriptionObject({ ...row, cancelAtPeriodEnd: true }),
      );
    } else {
      const { stripeSubscriptionId } = row;
      const updated = await this.callProvider(() => this.provider.cancelAtPeriodEnd(stripeSubscriptionId));
      // Applied now so the answer shows it; Stripe's customer.subscription.updated webhook says the same again.
      const parsed = subscriptionObjectSchema.safeParse(updated);
      if (parsed.success) await this.applySubscription(this.repository, parsed.data, new Date(), false);
    }
    return toSubscriptionView(await this.repository.find(companyId));
  }

  /** Where an owner fixes a failed payment or changes the card: Stripe's portal, or a new test checkout. */
  async portal(userId: string, companyId: string): Promise<{ url: string }> {
    await this.companies.requireRole(userId, companyId, companyManagers);
    const row = await this.paidSubscription(companyId);
    const plan = row.plan === 'enterprise' ? 'enterprise' : 'pro';
    const fallback = await this.checkoutRequest(userId, companyId, plan, row.billingPeriod);
    if (this.provider.kind === 'stripe' && !row.stripeCustomerId) throw billingError(409, 'no_subscription');
    const customer = row.stripeCustomerId ?? '';
    return { url: await this.callProvider(() => this.provider.portalUrl(customer, fallback)) };
  }

  /**
   * POST /billing/webhook: the signature is checked on the raw body (400 and nothing changes otherwise); each event id
   * is applied once, in the transaction that records it.
   */
  async handleWebhook(rawBody: string, signature: string | undefined): Promise<{ received: true }> {
    let verified: unknown;
    try {
      verified = verifyWebhook(rawBody, signature, this.provider.webhookSecret);
    } catch {
      throw billingError(400, 'invalid_signature');
    }
    const parsed = eventSchema.safeParse(verified);
    if (!parsed.success) throw billingError(400, 'invalid_event');
    const event = parsed.data;
    const at = fromUnix(event.created);
    await this.repository.transaction(async (repository) => {
      if (!(await repository.recordEvent(event.id, event.type))) return;
      const object = event.data.object;
      switch (event.type) {
        case 'checkout.session.completed':
          await this.applyCheckout(repository, object, at);
          break;
        case 'customer.subscription.updated':
        case 'customer.subscription.deleted': {
          const subscription = subscriptionObjectSchema.safeParse(object);
          if (subscription.success) {
            await this.applySubscription(repository, subscription.data, at, event.type === 'customer.subscription.deleted');
          }
          break;
        }
        case 'invoice.payment_failed':
          await this.applyPaymentFailed(repository, object, at);
          break;
        default:
          // Other events are acknowledged, so Stripe stops resending them.
          break;
      }
    });
    return { received: true };
  }

  /** GET /billing/test-checkout: the session a test checkout page shows. */
  async testCheckoutSession(userId: string, token: string): Promise<TestCheckoutSession> {
    const session = await this.openTestSession(userId, token);
    const name = await this.repository.companyName(session.companyId);
    if (name === null) throw notFound();
    return {
      company_id: session.companyId,
      company_name: name,
      plan: session.plan,
      billing_period: session.billingPeriod,
      price_eur: plans[session.plan].pricesCents[session.billingPeriod] / 100,
    };
  }

  /**
   * POST /billing/test-checkout/pay: no payment is taken. Stripe's test cards decide: 4242 4242 4242 4242 succeeds,
   * 4000 0000 0000 0002 is declined ("Your card was declined."), as is any other number that passes the checksum.
   * Success is a checkout.session.completed event POSTed to the webhook; its id comes from the session, so paying the
   * same session twice is a replay that changes nothing.
   */
  async testCheckoutPay(userId: string, body: TestCheckoutPayRequest): Promise<{ url: string }> {
    const session = await this.openTestSession(userId, body.session);
    const digits = body.card_number.replace(/ /g, '');
    if (!passesLuhn(digits)) throw cardFieldError('card_number', 'card_number_invalid');
    const [month, year] = body.expiry.split('/').map((part) => Number(part.trim()));
    const now = new Date();
    const expiresAfter = new Date(Date.UTC(2000 + (year ?? 0), month ?? 0, 1));
    if (expiresAfter.getTime() <= now.getTime()) throw cardFieldError('expiry', 'card_expired');
    if (digits !== testCards.succeeds) throw billingError(400, 'card_declined');

    const provider = this.provider as TestBilling;
    const existing = await this.repository.find(session.companyId);
    const metadata = { company_id: session.companyId, plan: session.plan, billing_period: session.billingPeriod };
    await provider.sendEvent(
      'checkout.session.completed',
      {
        id: session.id,
        object: 'checkout.session',
        mode: 'subscription',
        status: 'complete',
        payment_status: 'paid',
        client_reference_id: session.companyId,
        customer: existing?.stripeCustomerId ?? `cus_test_${randomBytes(8).toString('hex')}`,
        subscription: `sub_test_${session.id.slice('cs_test_'.length)}`,
        metadata,
      },
      `evt_test_${session.id}`,
    );
    return { url: successUrl(provider.appUrl) };
  }

  private async openTestSession(userId: string, token: string): Promise<TestSession> {
    if (!(this.provider instanceof TestBilling)) throw notFound();
    const session = this.provider.openSession(token);
    if (!session) throw billingError(400, 'checkout_session_invalid');
    await this.companies.requireRole(userId, session.companyId, companyManagers);
    return session;
  }

  private async checkoutRequest(
    userId: string,
    companyId: string,
    plan: 'pro' | 'enterprise',
    billingPeriod: BillingPeriod,
  ): Promise<CheckoutRequest> {
    const existing = await this.repository.find(companyId);
    return {
      companyId,
      userId,
      email: (await this.repository.userEmail(userId)) ?? '',
      plan,
      billingPeriod,
      priceCents: plans[plan].pricesCents[billingPeriod],
      stripeCustomerId: existing?.stripeCustomerId ?? null,
    };
  }

  /** The company's paid subscription still in force; 409 when it is on Free (nothing to cancel or fix). */
  private async paidSubscription(companyId: string): Promise<SubscriptionRow> {
    const row = await this.repository.find(companyId);
    if (!row || effectivePlan(row) === 'free') throw billingError(409, 'no_subscription');
    return row;
  }

  /** A provider that cannot be reached answers 503 with a translated message; nothing was changed. */
  private async callProvider<T>(call: () => Promise<T>): Promise<T> {
    try {
      return await call();
    } catch (cause) {
      if (cause instanceof AppError) throw cause;
      throw new AppError(503, 'billing_unavailable', { messageKey: 'errors.billing.unavailable', cause });
    }
  }

  private async applyCheckout(
    repository: SubscriptionsRepository,
    object: Record<string, unknown>,
    at: Date,
  ): Promise<void> {
    const parsed = checkoutSessionSchema.safeParse(object);
    if (!parsed.success) return;
    const { metadata, client_reference_id: reference, customer, subscription } = parsed.data;
    const companyId = metadata?.company_id ?? reference;
    const plan = metadata?.plan;
    const billingPeriod = metadata?.billing_period;
    if (!companyId || !plan || !billingPeriod || !z.uuid().safeParse(companyId).success) return;
    if ((await repository.companyName(companyId)) === null) return;
    const current = await repository.find(companyId);
    if (current?.lastEventAt && current.lastEventAt.getTime() > at.getTime()) return;
    // The period runs from the payment; Stripe's customer.subscription.updated events bring its exact bounds later.
    await repository.upsert({
      companyId,
      plan,
      billingPeriod,
      status: 'active',
      priceCents: plans[plan].pricesCents[billingPeriod],
      currentPeriodStart: at,
      currentPeriodEnd: addPeriod(at, billingPeriod),
      cancelAtPeriodEnd: false,
      stripeCustomerId: customer ?? current?.stripeCustomerId ?? null,
      stripeSubscriptionId: subscription ?? null,
      lastEventAt: at,
    });
  }

  private async applySubscription(
    repository: SubscriptionsRepository,
    object: SubscriptionObject,
    at: Date,
    deleted: boolean,
  ): Promise<void> {
    const row =
      (await repository.findByStripeSubscription(object.id)) ??
      (object.metadata?.company_id ? await repository.find(object.metadata.company_id) : null);
    // An event about a subscription this company has since replaced changes nothing.
    if (!row || (row.stripeSubscriptionId !== null && row.stripeSubscriptionId !== object.id)) return;
    if (row.lastEventAt && row.lastEventAt.getTime() > at.getTime()) return;
    const start = object.current_period_start ?? object.items?.data[0]?.current_period_start;
    const end = object.current_period_end ?? object.items?.data[0]?.current_period_end;
    const plan = object.metadata?.plan;
    const billingPeriod = object.metadata?.billing_period;
    await repository.update(row.companyId, {
      status: deleted ? 'canceled' : object.status,
      cancelAtPeriodEnd: deleted ? false : (object.cancel_at_period_end ?? row.cancelAtPeriodEnd),
      ...(start ? { currentPeriodStart: fromUnix(start) } : {}),
      ...(end ? { currentPeriodEnd: fromUnix(end) } : {}),
      ...(plan && billingPeriod ? { plan, billingPeriod, priceCents: plans[plan].pricesCents[billingPeriod] } : {}),
      stripeSubscriptionId: object.id,
      ...(object.customer ? { stripeCustomerId: object.customer } : {}),
      lastEventAt: at,
    });
  }

  private async applyPaymentFailed(
    repository: SubscriptionsRepository,
    object: Record<string, unknown>,
    at: Date,
  ): Promise<void> {
    const parsed = invoiceSchema.safeParse(object);
    if (!parsed.success) return;
    const subscriptionId = parsed.data.subscription ?? parsed.data.parent?.subscription_details?.subscription;
    if (!subscriptionId) return;
    const row = await repository.findByStripeSubscription(subscriptionId);
    if (!row || row.status === 'canceled') return;
    if (row.lastEventAt && row.lastEventAt.getTime() > at.getTime()) return;
    await repository.update(row.companyId, { status: 'past_due', lastEventAt: at });
  }
}

/** A subscription as Stripe describes it in customer.subscription.* events (the test checkout sends these). */
export function subscriptionObject(row: SubscriptionRow): Record<string, unknown> {
  const bounds = { current_period_start: toUnix(row.currentPeriodStart), current_period_end: toUnix(row.currentPeriodEnd) };
  return {
    id: row.stripeSubscriptionId,
    object: 'subscription',
    customer: row.stripeCustomerId,
    status: row.status,
    cancel_at_period_end: row.cancelAtPeriodEnd,
    ...bounds,
    items: { data: [bounds] },
    metadata: { company_id: row.companyId, plan: row.plan, billing_period: row.billingPeriod },
  };
}
