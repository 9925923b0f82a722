import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Role, TokenResponse } from '@carbon/contracts/auth';
import type { Subscription } from '@carbon/contracts/subscriptions';
import { processedWebhookEvents, subscriptions } from '@carbon/db/schema';
import { signPayload, TestBilling } from '../src/modules/subscriptions/billing-provider.ts';
import { ensureDemoAccount } from '../src/platform/demo.ts';
import {
  APP_URL,
  callApi,
  detail,
  joinCompany,
  queryRows,
  register,
  TEST_JWT_SECRET,
  useTestApp,
  type RegisteredUser,
} from './helpers/test-app.ts';

const t = useTestApp();
/** The secret the app derives for its test checkout's webhook: what Stripe's dashboard would give in Stripe mode. */
const webhookSecret = new TestBilling(TEST_JWT_SECRET, APP_URL).webhookSecret;

const DAY = 24 * 3600;
const now = () => Math.floor(Date.now() / 1000);
let eventCounter = 0;

function event(type: string, object: Record<string, unknown>, created = now()) {
  eventCounter += 1;
  return { id: `evt_it_${eventCounter}_${Date.now()}`, object: 'event', type, created, data: { object } };
}

/** POSTs an event to the webhook as Stripe does: raw JSON body, Stripe-Signature over it. */
function post(evt: object, secret = webhookSecret, signature?: string) {
  const payload = JSON.stringify(evt);
  return t.app.inject({
    method: 'POST',
    url: '/api/v1/billing/webhook',
    headers: {
      'content-type': 'application/json',
      'stripe-signature': signature ?? signPayload(payload, secret),
    },
    payload,
  });
}

async function subscriptionOf(user: Pick<TokenResponse, 'access_token'>, companyId: string): Promise<Subscription> {
  const response = await callApi(t.app, user, 'GET', `/subscription?company_id=${companyId}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as Subscription;
}

async function rowOf(companyId: string) {
  const [row] = await t.database.db.select().from(subscriptions).where(eq(subscriptions.companyId, companyId));
  return row ?? null;
}

function checkoutCompleted(companyId: string, plan = 'pro', billingPeriod = 'month', ids = unique()) {
  return event('checkout.session.completed', {
    id: `cs_${ids}`,
    object: 'checkout.session',
    mode: 'subscription',
    client_reference_id: companyId,
    customer: `cus_${ids}`,
    subscription: `sub_${ids}`,
    metadata: { company_id: companyId, plan, billing_period: billingPeriod },
  });
}

let uniqueCounter = 0;
const unique = () => `${Date.now().toString(36)}${(uniqueCounter += 1)}`;

function subscriptionEvent(
  type: 'customer.subscription.updated' | 'customer.subscription.deleted',
  subscriptionId: string,
  fields: Record<string, unknown>,
  created = now(),
) {
  return event(
    type,
    { id: subscriptionId, object: 'subscription', status: 'active', cancel_at_period_end: false, ...fields },
    created,
  );
}

/** A Pro subscriber through the webhook, as after a paid checkout. */
async function proSubscriber(): Promise<{ owner: RegisteredUser; companyId: string; subscriptionId: string }> {
  const owner = await register(t.app);
  const companyId = owner.user.company_id;
  const completed = checkoutCompleted(companyId);
  expect((await post(completed)).statusCode).toBe(200);
  const subscriptionId = (completed.data.object as { subscription: string }).subscription;
  return { owner, companyId, subscriptionId };
}

async function createSimpleProduct(user: RegisteredUser, companyId: string, name: string) {
  return callApi(t.app, user, 'POST', '/simple-products', {
    payload: { company_id: companyId, name, price_per_unit: 8, emissions_per_unit: 0.4 },
  });
}

describe('GET /subscription', () => {
  it('puts a new company on Free, without a subscription row', async () => {
    const owner = await register(t.app);
    expect(await subscriptionOf(owner, owner.user.company_id)).toEqual({
      plan: 'free',
      billing_period: null,
      status: 'active',
      price_eur: 0,
      current_period_end: null,
      cancel_at_period_end: false,
    });
    expect(await rowOf(owner.user.company_id)).toBeNull();
  });

  it('puts the demo company on a yearly Pro subscription, priced from the plan table', async () => {
    await ensureDemoAccount(t.database.db);
    const login = await callApi(t.app, null, 'POST', '/auth/login', {
      payload: { email: 'demo@example.com', password: 'demo1234' },
    });
    const demo = login.json() as TokenResponse;
    expect(await subscriptionOf(demo, demo.user.company_id)).toMatchObject({
      plan: 'pro',
      billing_period: 'year',
      status: 'active',
      price_eur: 390,
      cancel_at_period_end: false,
    });
  });

  it('answers 404 for another company, and lets any member read it', async () => {
    const owner = await register(t.app);
    const stranger = await register(t.app);
    const response = await callApi(t.app, stranger, 'GET', `/subscription?company_id=${owner.user.company_id}`);
    expect(response.statusCode).toBe(404);
    const viewer = await joinCompany(t, owner, 'viewer');
    expect((await subscriptionOf(viewer, owner.user.company_id)).plan).toBe('free');
  });
});

describe('billing roles', () => {
  it.each<Role>(['editor', 'viewer'])('refuses checkout, cancel and portal to an %s with 403', async (role) => {
    const { owner, companyId } = await proSubscriber();
    const member = await joinCompany(t, owner, role);
    for (const [url, payload] of [
      ['/subscription/checkout', { company_id: companyId, plan: 'enterprise', billing_period: 'year' }],
      ['/subscription/cancel', { company_id: companyId }],
      ['/subscription/portal', { company_id: companyId }],
    ] as const) {
      const response = await callApi(t.app, member, 'POST', url, { payload, lang: 'fr' });
      expect(response.statusCode, url).toBe(403);
      expect(response.json()).toMatchObject({ code: 'forbidden' });
    }
    expect((await subscriptionOf(owner, companyId)).cancel_at_period_end).toBe(false);
  });

  it('lets an admin start a checkout and answers 404 for another company', async () => {
    const owner = await register(t.app);
    const admin = await joinCompany(t, owner, 'admin');
    const response = await callApi(t.app, admin, 'POST', '/subscription/checkout', {
      payload: { company_id: owner.user.company_id, plan: 'pro', billing_period: 'month' },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect((response.json() as { url: string }).url).toMatch(
      new RegExp(`^${APP_URL}/subscription/test-checkout\\?session=`),
    );
    const stranger = await register(t.app);
    const other = await callApi(t.app, stranger, 'POST', '/subscription/checkout', {
      payload: { company_id: owner.user.company_id, plan: 'pro', billing_period: 'month' },
    });
    expect(other.statusCode).toBe(404);
  });

  it('refuses a checkout for Free or an unknown period with a translated 422', async () => {
    const owner = await register(t.app);
    const response = await callApi(t.app, owner, 'POST', '/subscription/checkout', {
      payload: { company_id: owner.user.company_id, plan: 'free', billing_period: 'week' },
      lang: 'fr',
    });
    expect(response.statusCode).toBe(422);
    expect(JSON.stringify(response.json())).toContain('plan');
  });
});

describe('POST /billing/webhook', () => {
  it('checkout.session.completed puts the company on the plan bought, priced from the plan table', async () => {
    const owner = await register(t.app);
    const companyId = owner.user.company_id;
    expect((await post(checkoutCompleted(companyId, 'enterprise', 'year'))).json()).toEqual({ received: true });
    const view = await subscriptionOf(owner, companyId);
    expect(view).toMatchObject({
      plan: 'enterprise',
      billing_period: 'year',
      status: 'active',
      price_eur: 1490,
      cancel_at_period_end: false,
    });
    const end = new Date(view.current_period_end ?? '');
    const days = (end.getTime() - Date.now()) / (DAY * 1000);
    expect(days).toBeGreaterThan(364);
    expect(days).toBeLessThan(367);
    const entitlements = await callApi(t.app, owner, 'GET', `/entitlements?company_id=${companyId}`);
    expect(entitlements.json()).toMatchObject({ plan: 'enterprise' });
  });

  it('applies each event once: a replay changes nothing', async () => {
    const { owner, companyId, subscriptionId } = await proSubscriber();
    const cancel = subscriptionEvent('customer.subscription.updated', subscriptionId, { cancel_at_period_end: true });
    expect((await post(cancel)).statusCode).toBe(200);
    const afterFirst = await rowOf(companyId);
    // The customer resubscribes in between; then Stripe redelivers the old cancellation.
    await t.database.db
      .update(subscriptions)
      .set({ cancelAtPeriodEnd: false })
      .where(eq(subscriptions.companyId, companyId));
    expect((await post(cancel)).statusCode).toBe(200);
    expect((await subscriptionOf(owner, companyId)).cancel_at_period_end).toBe(false);
    expect(afterFirst?.cancelAtPeriodEnd).toBe(true);
    const recorded = await t.database.db
      .select()
      .from(processedWebhookEvents)
      .where(eq(processedWebhookEvents.eventId, cancel.id));
    expect(recorded).toHaveLength(1);
  });

  it('replaying checkout.session.completed keeps the first period', async () => {
    const owner = await register(t.app);
    const companyId = owner.user.company_id;
    const completed = checkoutCompleted(companyId);
    await post(completed);
    const first = await rowOf(companyId);
    await post(completed);
    const second = await rowOf(companyId);
    expect(second?.currentPeriodEnd).toEqual(first?.currentPeriodEnd);
    expect(second?.updatedAt).toEqual(first?.updatedAt);
  });

  it('customer.subscription.updated takes the status, the cancellation and the period bounds (also from items)', async () => {
    const { owner, companyId, subscriptionId } = await proSubscriber();
    const start = now() - DAY;
    const end = now() + 29 * DAY;
    await post(
      subscriptionEvent('customer.subscription.updated', subscriptionId, {
        cancel_at_period_end: true,
        items: { data: [{ current_period_start: start, current_period_end: end }] },
      }),
    );
    expect(await subscriptionOf(owner, companyId)).toMatchObject({
      plan: 'pro',
      status: 'active',
      cancel_at_period_end: true,
      current_period_end: new Date(end * 1000).toISOString(),
    });
  });

  it('ignores an event older than the last one applied (Stripe does not promise order)', async () => {
    const { owner, companyId, subscriptionId } = await proSubscriber();
    await post(subscriptionEvent('customer.subscription.updated', subscriptionId, { cancel_at_period_end: true }));
    await post(
      subscriptionEvent('customer.subscription.updated', subscriptionId, { cancel_at_period_end: false }, now() - 600),
    );
    expect((await subscriptionOf(owner, companyId)).cancel_at_period_end).toBe(true);
  });

  it('invoice.payment_failed shows the subscription as past due, keeping the plan while Stripe retries', async () => {
    const { owner, companyId, subscriptionId } = await proSubscriber();
    const failed = event('invoice.payment_failed', {
      id: 'in_1',
      object: 'invoice',
      parent: { subscription_details: { subscription: subscriptionId } },
    });
    expect((await post(failed)).statusCode).toBe(200);
    expect(await subscriptionOf(owner, companyId)).toMatchObject({ plan: 'pro', status: 'past_due' });
    // How to fix it: the portal (here the test checkout of the same plan), open to the owner.
    const portal = await callApi(t.app, owner, 'POST', '/subscription/portal', { payload: { company_id: companyId } });
    expect(portal.statusCode, portal.body).toBe(200);
    expect((portal.json() as { url: string }).url).toContain('/subscription/test-checkout?session=');
  });

  it('customer.subscription.deleted puts the company back on Free at once, with its data kept', async () => {
    const { owner, companyId, subscriptionId } = await proSubscriber();
    expect((await createSimpleProduct(owner, companyId, 'Mug')).statusCode).toBe(201);
    expect((await createSimpleProduct(owner, companyId, 'Cup')).statusCode).toBe(201);
    await post(subscriptionEvent('customer.subscription.deleted', subscriptionId, { status: 'canceled' }));
    expect(await subscriptionOf(owner, companyId)).toMatchObject({ plan: 'free', status: 'canceled' });
    const list = await callApi(t.app, owner, 'GET', `/simple-products?company_id=${companyId}`);
    expect(list.statusCode).toBe(200);
    expect(JSON.stringify(list.json())).toContain('Cup');
  });

  it('answers 400 to a bad or missing signature, and changes nothing', async () => {
    const owner = await register(t.app);
    const companyId = owner.user.company_id;
    const completed = checkoutCompleted(companyId);
    const wrongSecret = await post(completed, 'whsec_not_ours');
    expect(wrongSecret.statusCode).toBe(400);
    expect(wrongSecret.json()).toMatchObject({ code: 'invalid_signature' });
    const payload = JSON.stringify(completed);
    // A body altered after signing.
    const signature = signPayload(payload, webhookSecret);
    const tampered = await t.app.inject({
      method: 'POST',
      url: '/api/v1/billing/webhook',
      headers: { 'content-type': 'application/json', 'stripe-signature': signature },
      payload: payload.replace('"pro"', '"enterprise"'),
    });
    expect(tampered.statusCode).toBe(400);
    // Too old: Stripe's 5-minute tolerance.
    const stale = await post(completed, webhookSecret, signPayload(payload, webhookSecret, now() - 3600));
    expect(stale.statusCode).toBe(400);
    const unsigned = await t.app.inject({
      method: 'POST',
      url: '/api/v1/billing/webhook',
      headers: { 'content-type': 'application/json' },
      payload,
    });
    expect(unsigned.statusCode).toBe(400);
    expect(await rowOf(companyId)).toBeNull();
    const recorded = await t.database.db
      .select()
      .from(processedWebhookEvents)
      .where(eq(processedWebhookEvents.eventId, completed.id));
    expect(recorded).toHaveLength(0);
    // The same event, correctly signed, is then applied: the refusals had not recorded it.
    expect((await post(completed)).statusCode).toBe(200);
    expect((await rowOf(companyId))?.plan).toBe('pro');
  });
});

describe('cancelling and the end of the paid period', () => {
  it('keeps Pro until the period ends, then Free with the data kept: readable, nothing new; resubscribing restores', async () => {
    const { owner, companyId } = await proSubscriber();
    for (const name of ['Mug', 'Cup', 'Bowl']) {
      expect((await createSimpleProduct(owner, companyId, name)).statusCode).toBe(201);
    }
    const keyResponse = await callApi(t.app, owner, 'POST', '/api-keys', {
      payload: { company_id: companyId, name: 'CI', role: 'viewer' },
    });
    expect(keyResponse.statusCode, keyResponse.body).toBe(201);
    const key = { access_token: (keyResponse.json() as { key: string }).key };
    const cancelled = await callApi(t.app, owner, 'POST', '/subscription/cancel', {
      payload: { company_id: companyId },
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json()).toMatchObject({ plan: 'pro', cancel_at_period_end: true, status: 'active' });
    // Until the end of the period: still Pro.
    expect((await createSimpleProduct(owner, companyId, 'Plate')).statusCode).toBe(201);

    // The period ends (the clock is moved by moving the period back: the rule is evaluated when read).
    await t.database.db
      .update(subscriptions)
      .set({ currentPeriodEnd: new Date(Date.now() - 1000) })
      .where(eq(subscriptions.companyId, companyId));
    expect(await subscriptionOf(owner, companyId)).toEqual({
      plan: 'free',
      billing_period: null,
      status: 'canceled',
      price_eur: 0,
      current_period_end: null,
      cancel_at_period_end: false,
    });
    const entitlements = await callApi(t.app, owner, 'GET', `/entitlements?company_id=${companyId}`);
    expect(entitlements.json()).toMatchObject({ plan: 'free', usage: { products: 4 } });
    const list = await callApi(t.app, owner, 'GET', `/simple-products?company_id=${companyId}`);
    expect(list.statusCode).toBe(200);
    for (const name of ['Mug', 'Cup', 'Bowl', 'Plate']) expect(JSON.stringify(list.json())).toContain(name);
    const refused = await createSimpleProduct(owner, companyId, 'Saucer');
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'plan_limit', plan: 'free', limit: 1, resource: 'products' });
    expect(detail(refused)).toBe('Your Free plan allows 1 product. Upgrade to add more.');
    const counted = await queryRows<{ count: number }>(
      t.database,
      sql`select count(*)::int as count from simple_products where company_id = ${companyId}`,
    );
    expect(counted[0]?.count).toBe(4);
    // Existing products stay editable: the limit stops new ones only.
    const mug = (list.json() as { items: { id: string; name: string }[] }).items.find((product) => product.name === 'Mug');
    const edited = await callApi(t.app, owner, 'PATCH', `/simple-products/${mug?.id}`, {
      payload: { name: 'Large mug' },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({ name: 'Large mug' });
    // The company's API key is refused on Free.
    const byKey = await callApi(t.app, key, 'GET', `/simple-products?company_id=${companyId}`);
    expect(byKey.statusCode).toBe(403);
    expect(byKey.json()).toMatchObject({ code: 'plan_limit', plan: 'free', resource: 'api_access' });

    // Cancelling again: nothing paid to cancel.
    const again = await callApi(t.app, owner, 'POST', '/subscription/cancel', { payload: { company_id: companyId } });
    expect(again.statusCode).toBe(409);

    // Resubscribing restores the plan.
    await post(checkoutCompleted(companyId));
    expect(await subscriptionOf(owner, companyId)).toMatchObject({ plan: 'pro', cancel_at_period_end: false });
    expect((await createSimpleProduct(owner, companyId, 'Saucer')).statusCode).toBe(201);
    expect((await callApi(t.app, key, 'GET', `/simple-products?company_id=${companyId}`)).statusCode).toBe(200);
  });

  it('answers 409 to cancelling Free', async () => {
    const owner = await register(t.app);
    const response = await callApi(t.app, owner, 'POST', '/subscription/cancel', {
      payload: { company_id: owner.user.company_id },
      lang: 'fr',
    });
    expect(response.statusCode).toBe(409);
    expect(detail(response)).toBe("Cette entreprise n'a pas d'abonnement payant.");
  });
});

describe('the built-in test checkout', () => {
  async function startCheckout(owner: RegisteredUser, plan = 'pro', billingPeriod = 'year'): Promise<string> {
    const response = await callApi(t.app, owner, 'POST', '/subscription/checkout', {
      payload: { company_id: owner.user.company_id, plan, billing_period: billingPeriod },
    });
    expect(response.statusCode, response.body).toBe(200);
    return new URL((response.json() as { url: string }).url).searchParams.get('session') ?? '';
  }

  function pay(owner: RegisteredUser, session: string, card: string, lang: 'en' | 'fr' = 'en') {
    return callApi(t.app, owner, 'POST', '/billing/test-checkout/pay', {
      payload: { session, card_number: card, expiry: '12/40', cvc: '123' },
      lang,
    });
  }

  it('shows the session, and with 4242 4242 4242 4242 subscribes through a signed webhook event', async () => {
    const owner = await register(t.app);
    const session = await startCheckout(owner);
    const shown = await callApi(t.app, owner, 'GET', `/billing/test-checkout?session=${encodeURIComponent(session)}`);
    expect(shown.json()).toMatchObject({ plan: 'pro', billing_period: 'year', price_eur: 390 });
    const paid = await pay(owner, session, '4242 4242 4242 4242');
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json()).toEqual({ url: `${APP_URL}/subscription/success` });
    expect(await subscriptionOf(owner, owner.user.company_id)).toMatchObject({
      plan: 'pro',
      billing_period: 'year',
      status: 'active',
    });
    const row = await rowOf(owner.user.company_id);
    expect(row?.stripeSubscriptionId).toMatch(/^sub_test_/);
    // Paying the same session twice is a replay of the same event.
    const before = row?.updatedAt;
    expect((await pay(owner, session, '4242424242424242')).statusCode).toBe(200);
    expect((await rowOf(owner.user.company_id))?.updatedAt).toEqual(before);

    // Cancelling goes through the webhook too (customer.subscription.updated).
    const cancelled = await callApi(t.app, owner, 'POST', '/subscription/cancel', {
      payload: { company_id: owner.user.company_id },
    });
    expect(cancelled.json()).toMatchObject({ plan: 'pro', cancel_at_period_end: true });
    const events = await t.database.db
      .select()
      .from(processedWebhookEvents)
      .where(eq(processedWebhookEvents.type, 'customer.subscription.updated'));
    expect(events.length).toBeGreaterThan(0);
  });

  it('refuses a second checkout while a paid subscription is in force (409, portal instead), until it has ended', async () => {
    const owner = await register(t.app);
    const companyId = owner.user.company_id;
    expect((await pay(owner, await startCheckout(owner, 'pro', 'month'), '4242424242424242')).statusCode).toBe(200);
    const subscribed = await rowOf(companyId);
    expect(subscribed?.stripeSubscriptionId).toMatch(/^sub_test_/);

    // Another plan or period would create a second subscription billing alongside the first: refused, in both languages.
    for (const [plan, billingPeriod] of [['enterprise', 'month'], ['pro', 'year'], ['pro', 'month']] as const) {
      const refused = await callApi(t.app, owner, 'POST', '/subscription/checkout', {
        payload: { company_id: companyId, plan, billing_period: billingPeriod },
      });
      expect(refused.statusCode, refused.body).toBe(409);
      expect(refused.json()).toMatchObject({ code: 'subscription_exists' });
      expect(detail(refused)).toBe(
        'This company already has a paid subscription. To change the plan or the billing period, open the billing portal from the Subscription page.',
      );
    }
    const french = await callApi(t.app, owner, 'POST', '/subscription/checkout', {
      payload: { company_id: companyId, plan: 'enterprise', billing_period: 'year' },
      lang: 'fr',
    });
    expect(french.statusCode).toBe(409);
    expect(detail(french)).toBe(
      'Cette entreprise a déjà un abonnement payant. Pour changer de formule ou de période de facturation, ouvrez le portail de facturation depuis la page Abonnement.',
    );
    expect(await rowOf(companyId)).toEqual(subscribed);
    // The portal the refusal points to answers.
    const portal = await callApi(t.app, owner, 'POST', '/subscription/portal', { payload: { company_id: companyId } });
    expect(portal.statusCode, portal.body).toBe(200);

    // Cancelled but still paid for: the subscription is still in force, so still refused.
    const cancelled = await callApi(t.app, owner, 'POST', '/subscription/cancel', { payload: { company_id: companyId } });
    expect(cancelled.json()).toMatchObject({ cancel_at_period_end: true });
    const whileCancelled = await callApi(t.app, owner, 'POST', '/subscription/checkout', {
      payload: { company_id: companyId, plan: 'enterprise', billing_period: 'month' },
    });
    expect(whileCancelled.statusCode).toBe(409);

    // Once the paid period is over the company is on Free and may subscribe again.
    await t.database.db
      .update(subscriptions)
      .set({ currentPeriodEnd: new Date(Date.now() - 1000) })
      .where(eq(subscriptions.companyId, companyId));
    const session = await startCheckout(owner, 'enterprise', 'month');
    expect((await pay(owner, session, '4242424242424242')).statusCode).toBe(200);
    expect(await subscriptionOf(owner, companyId)).toMatchObject({ plan: 'enterprise', billing_period: 'month' });
  });

  it('declines 4000 0000 0000 0002 as Stripe does, in the caller’s language, and changes nothing', async () => {
    const owner = await register(t.app);
    const session = await startCheckout(owner);
    const declined = await pay(owner, session, '4000 0000 0000 0002');
    expect(declined.statusCode).toBe(400);
    expect(declined.json()).toMatchObject({ code: 'card_declined', detail: 'Your card was declined.' });
    const french = await pay(owner, session, '4000000000000002', 'fr');
    expect(detail(french)).toBe('Votre carte a été refusée.');
    expect(await rowOf(owner.user.company_id)).toBeNull();
  });

  it('refuses a mistyped number, an expired card and an altered session', async () => {
    const owner = await register(t.app);
    const session = await startCheckout(owner);
    const mistyped = await pay(owner, session, '4242 4242 4242 4241');
    expect(mistyped.statusCode).toBe(422);
    expect(JSON.stringify(mistyped.json())).toContain('Your card number is invalid.');
    const expired = await callApi(t.app, owner, 'POST', '/billing/test-checkout/pay', {
      payload: { session, card_number: '4242424242424242', expiry: '01/20', cvc: '123' },
    });
    expect(expired.statusCode).toBe(422);
    expect(JSON.stringify(expired.json())).toContain('Your card has expired.');
    const altered = await pay(owner, `${session.slice(0, -2)}xx`, '4242424242424242');
    expect(altered.statusCode).toBe(400);
    expect(altered.json()).toMatchObject({ code: 'checkout_session_invalid' });
    // Someone else's session: 404, as for any other company's data.
    const stranger = await register(t.app);
    expect((await pay(stranger, session, '4242424242424242')).statusCode).toBe(404);
    expect(await rowOf(owner.user.company_id)).toBeNull();
  });
});
