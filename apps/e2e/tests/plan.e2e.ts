import { demo } from '../support/env.ts';
import { completeSetupViaApi, expect, openSignedIn, registerViaApi, signInViaApi, test } from '../support/fixtures.ts';
import { t } from '../support/i18n.ts';

/** Issue 7, entitlements: Settings shows the company's plan with its limits and usage (GET /entitlements). */
for (const locale of ['en', 'fr'] as const) {
  test.describe(`the plan in Settings (${locale})`, () => {
    test('the demo company is on Pro', async ({ page }) => {
      const token = await signInViaApi(page.request, demo.email, demo.password);
      await openSignedIn(page, token, '/settings', locale);
      const plan = page.getByRole('region', { name: t(locale, 'settings.plan.title') });
      await expect(plan.getByText(t(locale, 'pricing.plans.pro.name'), { exact: true })).toBeVisible();
      await expect(
        plan.getByRole('progressbar', {
          name: t(locale, 'settings.plan.usage_label', {
            item: t(locale, 'settings.plan.resources.members'),
            used: 1,
            limit: 5,
          }),
        }),
      ).toBeVisible();
      await expect(plan.getByText(t(locale, 'settings.plan.included'))).toHaveCount(3);
    });

    test('a new company is on Free, and the plans are one click away', async ({ page }) => {
      const user = await registerViaApi(page.request, locale);
      const token = await completeSetupViaApi(page.request, user);
      await openSignedIn(page, token, '/settings', locale);
      const plan = page.getByRole('region', { name: t(locale, 'settings.plan.title') });
      await expect(plan.getByText(t(locale, 'pricing.plans.free.name'), { exact: true })).toBeVisible();
      await expect(plan.getByText(t(locale, 'settings.plan.not_included'))).toHaveCount(3);
      await plan.getByRole('link', { name: t(locale, 'settings.plan.compare') }).click();
      await expect(page).toHaveURL(locale === 'fr' ? /\/pricing\?lang=fr$/ : /\/pricing$/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(t(locale, 'pricing.hero.title'));
    });
  });
}
