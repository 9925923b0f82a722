import { demo } from '../support/env.ts';
import {
  expect,
  openSignedIn,
  registerViaApi,
  completeSetupViaApi,
  signInViaApi,
  test,
} from '../support/fixtures.ts';
import { t } from '../support/i18n.ts';

/**
 * Issue 14 section 3: an owner creates an API key in Settings (the demo company is on Pro), copies it from the one
 * place it is shown, calls the API with it, revokes it, and the key answers 401 from then on.
 */
for (const locale of ['en', 'fr'] as const) {
  test.describe(`API keys in Settings (${locale})`, () => {
    test('create a key, call the API with it, revoke it: 401', async ({ page, request }) => {
      const token = await signInViaApi(request, demo.email, demo.password);
      const me = await request.get('/api/v1/auth/me', { headers: { authorization: `Bearer ${token}` } });
      const companyId = ((await me.json()) as { company_id: string }).company_id;
      await openSignedIn(page, token, '/settings', locale);

      const card = page.getByRole('region', { name: t(locale, 'apiKeys.title') });
      await expect(card.getByRole('link', { name: t(locale, 'apiKeys.docs_link') })).toHaveAttribute(
        'href',
        '/api/docs',
      );
      const name = `E2E export ${locale}`;
      await card.getByRole('textbox', { name: t(locale, 'apiKeys.create.name') }).fill(name);
      await card.getByRole('combobox', { name: t(locale, 'apiKeys.create.role') }).selectOption('editor');
      await card.getByRole('button', { name: t(locale, 'apiKeys.create.submit') }).click();

      await expect(card.getByText(t(locale, 'apiKeys.new_key.title', { name }))).toBeVisible();
      const keyField = card.getByRole('textbox', { name: t(locale, 'apiKeys.new_key.label') });
      const key = await keyField.inputValue();
      expect(key).toMatch(/^ck_live_[A-Za-z0-9_-]{43}$/);
      await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
      await card.getByRole('button', { name: t(locale, 'apiKeys.new_key.copy') }).click();
      await expect(card.getByText(t(locale, 'apiKeys.new_key.copied'), { exact: true })).toBeVisible();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(key);

      // Listed by its prefix only; once dismissed, the key itself is nowhere on the page.
      const row = card.getByRole('row').filter({ hasText: name });
      await expect(row).toContainText(`${key.slice(0, 14)}…`);
      await expect(row).toContainText(t(locale, 'apiKeys.roles.editor'));
      await expect(row).toContainText(t(locale, 'apiKeys.never_used'));
      await card.getByRole('button', { name: t(locale, 'apiKeys.new_key.done') }).click();
      await expect(page.getByText(key)).toHaveCount(0);

      // The key reads and writes as the company, with its role (an editor: the company profile is off limits).
      const auth = { authorization: `Bearer ${key}` };
      const sites = await request.get(`/api/v1/sites?company_id=${companyId}`, { headers: auth });
      expect(sites.status(), await sites.text()).toBe(200);
      const created = await request.post('/api/v1/sites', {
        headers: auth,
        data: { company_id: companyId, name: `Key site ${locale}`, country: 'FR' },
      });
      expect(created.status(), await created.text()).toBe(201);
      const siteId = ((await created.json()) as { id: string }).id;
      expect((await request.delete(`/api/v1/sites/${siteId}`, { headers: auth })).status()).toBe(204);
      const profile = await request.patch(`/api/v1/companies/${companyId}`, {
        headers: auth,
        data: { name: 'Renamed by a key' },
      });
      expect(profile.status()).toBe(403);

      // Its use shows in the list.
      await page.reload();
      await expect(card.getByRole('row').filter({ hasText: name })).not.toContainText(
        t(locale, 'apiKeys.never_used'),
      );

      await card.getByRole('button', { name: t(locale, 'apiKeys.revoke.action_label', { name }) }).click();
      const dialog = page.getByRole('alertdialog', { name: t(locale, 'apiKeys.revoke.title', { name }) });
      await expect(dialog).toBeVisible();
      await dialog.getByRole('button', { name: t(locale, 'apiKeys.revoke.confirm') }).click();
      await expect(dialog).toBeHidden();
      await expect(card.getByRole('row').filter({ hasText: name })).toContainText(
        t(locale, 'apiKeys.revoked_on', { date: '' }).trim(),
      );

      const refused = await request.get(`/api/v1/sites?company_id=${companyId}`, { headers: auth });
      expect(refused.status()).toBe(401);
    });
  });
}

test('a Free company is told API access needs another plan', async ({ page }) => {
  const user = await registerViaApi(page.request, 'en');
  const token = await completeSetupViaApi(page.request, user);
  await openSignedIn(page, token, '/settings', 'en');
  const card = page.getByRole('region', { name: t('en', 'apiKeys.title') });
  await expect(
    card.getByText(t('en', 'apiKeys.plan_required', { plan: t('en', 'pricing.plans.free.name') })),
  ).toBeVisible();
  await expect(card.getByRole('button', { name: t('en', 'apiKeys.create.submit') })).toHaveCount(0);
  await expect(card.getByText(t('en', 'apiKeys.empty'))).toBeVisible();
});
