import { expectNoSeriousViolations } from '../support/axe.ts';
import { demo } from '../support/env.ts';
import { expect, openSignedIn, signInViaApi, test } from '../support/fixtures.ts';
import { t, type AppLocale } from '../support/i18n.ts';
import { toast } from '../support/ui.ts';

/**
 * Issue 15 section 1, the data-owner screens of PACT (docs/decisions/0033-pact-exchange.md), on the demo company
 * (seeded on Pro, whose API access includes PACT): an owner adds a partner in Settings and sees its secret once,
 * shares a product with it from the product page, and its credentials then obtain a PACT token and read that
 * product's footprint; the partner is revoked, after which the same credentials are refused.
 */

const PRODUCT = 'Clip de câble PP (sachet de 100)';

for (const locale of ['en', 'fr'] as const satisfies readonly AppLocale[]) {
  test(`PACT partners: add one (secret shown once), share a product with it, revoke it (${locale})`, async ({
    page,
    request,
  }) => {
    test.slow();
    const L = (key: string, params?: Record<string, string | number>) => t(locale, key, params);
    const token = await signInViaApi(request, demo.email, demo.password);
    await openSignedIn(page, token, '/settings', locale);

    const card = page.getByRole('region', { name: L('pact.settings_title') });
    await expect(card.getByText(L('pact.partners.new'), { exact: true })).toBeVisible();
    const partnerName = `E2E buyer ${locale} ${Date.now()}`;
    await card.getByRole('textbox', { name: L('pact.partners.name') }).fill(partnerName);
    await card.getByRole('button', { name: L('pact.partners.create') }).click();

    // The secret, once: read it from the box that shows it, then dismiss the box.
    const created = card
      .getByRole('status')
      .filter({ hasText: L('pact.partners.created_title', { name: partnerName }) });
    await expect(created).toBeVisible();
    await expect(created).toContainText(L('pact.partners.created_once'));
    const values = created.locator('dd');
    const clientId = ((await values.nth(0).textContent()) ?? '').trim();
    const clientSecret = ((await values.nth(1).textContent()) ?? '').trim();
    expect(clientId).not.toBe('');
    expect(clientSecret.length).toBeGreaterThanOrEqual(32);
    await expectNoSeriousViolations(page, `settings with a new PACT partner (${locale})`);
    await created.getByRole('button', { name: L('pact.partners.done') }).click();
    await expect(page.getByText(clientSecret)).toHaveCount(0);
    const partners = card.getByRole('list', { name: L('pact.partners.list_label') });
    const partnerRow = partners.getByRole('listitem').filter({ hasText: partnerName });
    await expect(partnerRow).toContainText(clientId);

    // Share the product from its page.
    await page.goto('/products');
    await page.getByRole('link', { name: PRODUCT, exact: true }).first().click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(PRODUCT);
    const shares = page.getByRole('region', { name: L('pact.shares.title') });
    await shares
      .getByRole('combobox', { name: L('pact.shares.partner') })
      .selectOption({ label: partnerName });
    await shares.getByRole('button', { name: L('pact.shares.add'), exact: true }).click();
    await expect(toast(page, L('pact.shares.added', { name: partnerName }))).toBeVisible();
    const shared = shares
      .getByRole('list', { name: L('pact.shares.list_label') })
      .getByRole('listitem')
      .filter({
        hasText: partnerName,
      });
    await expect(shared).toBeVisible();
    const footprintText = (await shared.textContent()) ?? '';
    const footprintId = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/.exec(
      footprintText,
    )?.[0];
    expect(footprintId, footprintText).toBeDefined();

    // The partner's credentials read that footprint over PACT.
    const basic = `Basic ${Buffer.from(`${clientId}:${clientSecret}`).toString('base64')}`;
    const tokenAnswer = await request.post('/pact/auth/token', {
      headers: { authorization: basic, 'content-type': 'application/x-www-form-urlencoded' },
      data: 'grant_type=client_credentials',
    });
    expect(tokenAnswer.status(), await tokenAnswer.text()).toBe(200);
    const pactToken = ((await tokenAnswer.json()) as { access_token: string }).access_token;
    const footprints = await request.get('/pact/3/footprints', {
      headers: { authorization: `Bearer ${pactToken}` },
    });
    expect(footprints.status(), await footprints.text()).toBe(200);
    const data = ((await footprints.json()) as { data: { id: string; productNameCompany: string }[] }).data;
    expect(data.map((footprint) => footprint.id)).toContain(footprintId);
    expect(data.find((footprint) => footprint.id === footprintId)?.productNameCompany).toBe(PRODUCT);
    await expectNoSeriousViolations(page, `product page shared over PACT (${locale})`);

    // Revoke in Settings, with a confirmation naming the partner.
    await page.goto('/settings');
    await partnerRow.getByRole('button', { name: L('pact.partners.revoke') }).click();
    const confirm = page.getByRole('alertdialog', {
      name: L('pact.partners.revoke_title', { name: partnerName }),
    });
    await expect(confirm).toContainText(L('pact.partners.revoke_description'));
    await confirm.getByRole('button', { name: L('common.actions.delete') }).click();
    await expect(toast(page, L('pact.partners.revoked_toast', { name: partnerName }))).toBeVisible();
    await expect(partnerRow).toContainText(L('pact.partners.revoked'));
    await expect(partnerRow.getByRole('button', { name: L('pact.partners.revoke') })).toHaveCount(0);

    // Revoked: the token already issued stops working, and no new one is given.
    const after = await request.get('/pact/3/footprints', {
      headers: { authorization: `Bearer ${pactToken}` },
    });
    expect(after.status()).toBe(400);
    const again = await request.post('/pact/auth/token', {
      headers: { authorization: basic, 'content-type': 'application/x-www-form-urlencoded' },
      data: 'grant_type=client_credentials',
    });
    expect(again.status()).toBe(400);

    // The product page no longer offers the revoked partner.
    await page.goto('/products');
    await page.getByRole('link', { name: PRODUCT, exact: true }).first().click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(PRODUCT);
    const options = page
      .getByRole('region', { name: L('pact.shares.title') })
      .getByRole('combobox', { name: L('pact.shares.partner') })
      .locator('option');
    await expect(options.filter({ hasText: partnerName })).toHaveCount(0);
  });
}
