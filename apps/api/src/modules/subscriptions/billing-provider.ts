import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import Stripe from 'stripe';
import type { BillingPeriod } from '@carbon/contracts/plans';
import type { PaidPlanId } from '@carbon/contracts/subscriptions';

/**
 * Where card payments happen (docs/decisions/0032-subscriptions.md). With STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET,
 * Stripe: Checkout sessions, the customer portal, and Stripe's signed webhooks. Without them, the built-in test
 * checkout: a page of this app where no payment is taken, whose outcome is delivered to the same webhook handler as
 * events signed with the same scheme (Stripe-Signature `t=…,v1=HMAC-SHA256`) and a secret derived on this server.
 */
export interface CheckoutRequest {
  companyId: string;
  userId: string;
  email: string;
  plan: PaidPlanId;
  billingPeriod: BillingPeriod;
  priceCents: number;
  /** The customer of an earlier subscription, so Stripe keeps one customer per company. */
  stripeCustomerId: string | null;
}

export interface BillingProvider {
  readonly kind: 'stripe' | 'test';
  /** The secret webhook signatures are checked against. */
  readonly webhookSecret: string;
  checkoutUrl(request: CheckoutRequest): Promise<string>;
  /**
   * Asks the provider to end the subscription at the end of its period. Stripe answers with the subscription as it now
   * is (applied at once, and again when its webhook arrives); the test provider delivers the event itself.
   */
  cancelAtPeriodEnd(stripeSubscriptionId: string): Promise<unknown>;
  /** Where the customer updates the card or the plan. */
  portalUrl(stripeCustomerId: string, fallback: CheckoutRequest): Promise<string>;
}

export interface BillingSettings {
  appUrl: string;
  stripeSecretKey?: string | undefined;
  stripeWebhookSecret?: string | undefined;
  /** The server's own secret (the JWT secret), from which the test mode's webhook secret is derived. */
  localSecret: string;
}

export function createBillingProvider(settings: BillingSettings): BillingProvider {
  if (settings.stripeSecretKey && settings.stripeWebhookSecret) {
    return new StripeBilling(settings.stripeSecretKey, settings.stripeWebhookSecret, settings.appUrl);
  }
  return new TestBilling(settings.localSecret, settings.appUrl);
}

/** Stripe's check of a webhook: the raw body against the Stripe-Signature header (5 minutes of tolerance). */
export function verifyWebhook(payload: string, signature: string | undefined, secret: string): unknown {
  if (!signature) throw new Error('no Stripe-Signature header');
  return Stripe.webhooks.constructEvent(payload, signature, secret);
}

export function successUrl(appUrl: string): string {
  return `${appUrl}/subscription/success`;
}

export function cancelUrl(appUrl: string): string {
  return `${appUrl}/subscription/cancel`;
}

class StripeBilling implements BillingProvider {
  readonly kind = 'stripe';
  private readonly stripe: Stripe;

  constructor(
    secretKey: string,
    readonly webhookSecret: string,
    private readonly appUrl: string,
  ) {
    this.stripe = new Stripe(secretKey);
  }

  async checkoutUrl(request: CheckoutRequest): Promise<string> {
    // The plan table is the price list: the price is sent with the session, so no price has to be set up in Stripe.
    const metadata = { company_id: request.companyId, plan: request.plan, billing_period: request.billingPeriod };
    const session = await this.stripe.checkout.sessions.create({
      mode: 'subscription',
      client_reference_id: request.companyId,
      ...(request.stripeCustomerId ? { customer: request.stripeCustomerId } : { customer_email: request.email }),
      line_items: [
        {
          quantity: 1,
          price_data: {
            currency: 'eur',
            unit_amount: request.priceCents,
            recurring: { interval: request.billingPeriod },
            product_data: { name: request.plan === 'pro' ? 'Pro' : 'Enterprise' },
          },
        },
      ],
      metadata,
      subscription_data: { metadata },
      success_url: `${successUrl(this.appUrl)}?session_id={CHECKOUT_SESSION_ID}`,
      cancel_url: cancelUrl(this.appUrl),
    });
    if (!session.url) throw new Error('Stripe returned a checkout session without a URL');
    return session.url;
  }

  cancelAtPeriodEnd(stripeSubscriptionId: string): Promise<unknown> {
    return this.stripe.subscriptions.update(stripeSubscriptionId, { cancel_at_period_end: true });
  }

  async portalUrl(stripeCustomerId: string): Promise<string> {
    const session = await this.stripe.billingPortal.sessions.create({
      customer: stripeCustomerId,
      return_url: `${this.appUrl}/subscription`,
    });
    return session.url;
  }
}

/** What a test checkout session pays for, carried in its signed token (no table: a session is only a link). */
export interface TestSession {
  id: string;
  companyId: string;
  userId: string;
  plan: PaidPlanId;
  billingPeriod: BillingPeriod;
  expiresAt: number;
}

/** A test session stays payable for an hour, as a Stripe Checkout session stays open for a while. */
const TEST_SESSION_TTL_MS = 60 * 60 * 1000;

export type WebhookDelivery = (payload: string, signature: string) => Promise<void>;

export class TestBilling implements BillingProvider {
  readonly kind = 'test';
  readonly webhookSecret: string;
  private readonly sessionKey: Buffer;
  private deliver: WebhookDelivery | null = null;

  constructor(
    localSecret: string,
    readonly appUrl: string,
  ) {
    // Derived, not stored: the same server secret gives the same webhook secret after a restart.
    this.webhookSecret = `whsec_test_${createHmac('sha256', localSecret).update('billing-webhook').digest('hex')}`;
    this.sessionKey = createHmac('sha256', localSecret).update('billing-test-checkout').digest();
  }

  /** Set once the HTTP app exists: events are POSTed to the webhook route, the way Stripe sends them. */
  bindDelivery(deliver: WebhookDelivery): void {
    this.deliver = deliver;
  }

  checkoutUrl(request: CheckoutRequest): Promise<string> {
    const session: TestSession = {
      id: `cs_test_${randomBytes(12).toString('hex')}`,
      companyId: request.companyId,
      userId: request.userId,
      plan: request.plan,
      billingPeriod: request.billingPeriod,
      expiresAt: Date.now() + TEST_SESSION_TTL_MS,
    };
    return Promise.resolve(`${this.appUrl}/subscription/test-checkout?session=${encodeURIComponent(this.sign(session))}`);
  }

  async cancelAtPeriodEnd(): Promise<unknown> {
    // The service sends the resulting customer.subscription.updated itself (sendEvent), like Stripe would.
    return null;
  }

  /** In test mode, fixing a card or changing plan is paying a new test checkout for the same plan. */
  portalUrl(_stripeCustomerId: string, fallback: CheckoutRequest): Promise<string> {
    return this.checkoutUrl(fallback);
  }

  /** The session a token names, or null when it was altered or has expired. */
  openSession(token: string): TestSession | null {
    const [body, mac] = token.split('.');
    if (!body || !mac) return null;
    const expected = createHmac('sha256', this.sessionKey).update(body).digest();
    const given = Buffer.from(mac, 'base64url');
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
    try {
      const session = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as TestSession;
      return session.expiresAt > Date.now() ? session : null;
    } catch {
      return null;
    }
  }

  /** POSTs an event to the webhook, signed as Stripe signs: the handler cannot tell it from one of Stripe's. */
  async sendEvent(type: string, object: Record<string, unknown>, id?: string): Promise<void> {
    if (!this.deliver) throw new Error('test billing: webhook delivery not bound');
    const event = {
      id: id ?? `evt_test_${randomBytes(12).toString('hex')}`,
      object: 'event',
      type,
      created: Math.floor(Date.now() / 1000),
      livemode: false,
      data: { object },
    };
    const payload = JSON.stringify(event);
    await this.deliver(payload, signPayload(payload, this.webhookSecret));
  }

  private sign(session: TestSession): string {
    const body = Buffer.from(JSON.stringify(session), 'utf8').toString('base64url');
    return `${body}.${createHmac('sha256', this.sessionKey).update(body).digest('base64url')}`;
  }
}

/** A Stripe-Signature header for a payload (`t=…,v1=…`), as Stripe computes it. */
export function signPayload(payload: string, secret: string, timestamp?: number): string {
  return Stripe.webhooks.generateTestHeaderString({
    payload,
    secret,
    ...(timestamp === undefined ? {} : { timestamp }),
  });
}
