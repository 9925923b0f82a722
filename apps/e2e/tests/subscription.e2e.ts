import type { Page } from '@playwright/test';
import { completeSetupViaApi, expect, openSignedIn, registerViaApi, test } from '../support/fixtures.ts';
import { exact, t, type AppLocale } from '../support/i18n.ts';

/**
 * Issue 14, subscriptions: a Free company subscribes to Pro through the built-in test checkout (the server runs
 * without Stripe keys, so no payment is ever attempted), creates the second product Free would refuse, and cancels
 * with a confirmation, keeping Pro until the end of the period.
 *
 * It runs on a new company rather than the demo's: the demo company is seeded on Pro (its yearly subscription row)
 * and the other journeys rely on that, so it has nothing to subscribe to.
 */
for (const locale of ['en', 'fr'] as const satisfies readonly AppLocale[]) {
  const L = (key: string, params?: Record<string, string | number>) => t(locale, key, params);

  async function fillCard(page: Page, number: string): Promise<void> {
    await page.getByLabel(L('subscription.test_checkout.card_number')).fill(number);
    await page.getByLabel(L('subscription.test_checkout.expiry')).fill('12/34');
    await page.getByLabel(L('subscription.test_checkout.cvc')).fill('123');
  }

  test(`subscribe to Pro with the test card, create a second product, cancel (${locale})`, async ({
    page,
    consoleErrors,
  }) => {
    const user = await registerViaApi(page.request, locale);
    const token = await completeSetupViaApi(page.request, user);
    const headers = { Authorization: `Bearer ${token}` };
    const first = await page.request.post('/api/v1/simple-products', {
      headers,
      data: { company_id: user.companyId, name: 'Mug', price_per_unit: 8, emissions_per_unit: 0.4 },
    });
    expect(first.status(), await first.text()).toBe(201);
    // Free allows one product: the second is refused before subscribing.
    const refused = await page.request.post('/api/v1/simple-products', {
      headers,
      data: { company_id: user.companyId, name: 'Cup', price_per_unit: 5, emissions_per_unit: 0.2 },
    });
    expect(refused.status()).toBe(403);

    // The user menu's Manage Subscription leads to /subscription.
    await openSignedIn(page, token, '/dashboard', locale);
    await page.getByRole('button', { name: L('app.user_menu.label') }).click();
    await page.getByRole('menuitem', { name: L('app.user_menu.subscription') }).click();
    await expect(page).toHaveURL(/\/subscription$/);
    await expect(page.getByRole('heading', { level: 1, name: L('subscription.title') })).toBeVisible();
    await expect(page.getByText(L('subscription.free_plan'), { exact: true })).toBeVisible();

    // The yearly toggle shows the saving; the journey buys Pro monthly.
    const pro = page.getByRole('listitem', { name: L('pricing.plans.pro.name') });
    const toggle = (label: string) => page.locator('label').filter({ hasText: label });
    await toggle(L('pricing.toggle.yearly')).click();
    await expect(pro.getByText(L('subscription.choose.saves', { percent: 16 }))).toBeVisible();
    await toggle(L('pricing.toggle.monthly')).click();
    await pro
      .getByRole('button', {
        name: L('subscription.choose.subscribe', { plan: L('pricing.plans.pro.name') }),
      })
      .click();

    // The test checkout says that no payment is taken; the declining card is refused with Stripe's words.
    await expect(page).toHaveURL(/\/subscription\/test-checkout\?session=/);
    await expect(page.getByText(L('subscription.test_checkout.banner'), { exact: true })).toBeVisible();
    // The browser logs the refused payment's 400; it is the refusal this step provokes.
    consoleErrors.allow(/status of 400 .*\/api\/v1\/billing\/test-checkout\/pay/);
    await fillCard(page, '4000 0000 0000 0002');
    await page.getByRole('button', { name: /\(test\)/ }).click();
    await expect(page.getByText(exact(L('errors.billing.card_declined')))).toBeVisible();
    await fillCard(page, '4242 4242 4242 4242');
    await page.getByRole('button', { name: /\(test\)/ }).click();
    await expect(page).toHaveURL(/\/subscription\/success$/);
    await expect(
      page.getByText(L('subscription.success.active', { plan: L('pricing.plans.pro.name') })),
    ).toBeVisible();

    // On Pro, the second product is created.
    await page.goto('/products/simple/new');
    await page.getByLabel(L('products.simple.name')).fill('Cup');
    await page.getByLabel(L('products.simple.price')).fill('5');
    await page.getByLabel(L('products.simple.emissions')).fill(locale === 'fr' ? '0,2' : '0.2');
    await page.getByRole('button', { name: L('products.simple.save') }).click();
    await expect(page.getByText(L('products.messages.simple_created'), { exact: true })).toBeVisible();
    await expect(page).toHaveURL(/\/products$/);

    // Cancelling asks first, then keeps Pro until the end of the period.
    await page.goto('/subscription');
    const current = page.locator('dl', { hasText: L('subscription.current.next_billing') });
    await expect(current).toContainText(L('pricing.plans.pro.name'));
    await expect(current).toContainText(L('subscription.statuses.active'));
    await page.getByRole('button', { name: L('subscription.cancel.action') }).click();
    const confirm = page.getByRole('alertdialog', { name: L('subscription.cancel.confirm_title') });
    await expect(confirm).toBeVisible();
    await confirm.getByRole('button', { name: L('subscription.cancel.confirm') }).click();
    await expect(page.getByText(L('subscription.messages.cancelled'), { exact: true })).toBeVisible();
    await expect(page.getByText(L('subscription.current.access_until'))).toBeVisible();
    await expect(page.getByRole('button', { name: L('subscription.cancel.action') })).toHaveCount(0);

    const subscription = await page.request.get(`/api/v1/subscription?company_id=${user.companyId}`, {
      headers,
    });
    expect(await subscription.json()).toMatchObject({
      plan: 'pro',
      status: 'active',
      cancel_at_period_end: true,
    });
  });
}
