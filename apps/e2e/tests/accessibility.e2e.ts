import { expectNoSeriousViolations } from '../support/axe.ts';
import { demo } from '../support/env.ts';
import { expect, test } from '../support/fixtures.ts';
import { t, type AppLocale } from '../support/i18n.ts';
import { signInViaForm } from '../support/ui.ts';

for (const locale of ['en', 'fr'] as const satisfies AppLocale[]) {
  test.describe(`accessibility (${locale})`, () => {
    test.use({ locale: locale === 'fr' ? 'fr-FR' : 'en-GB' });

    test('home page and sign-in page', async ({ page }) => {
      await page.goto('/');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(t(locale, 'public.home.hero.title'));
      // With the cookie banner open, as a first visit looks.
      await expect(page.getByRole('region', { name: t(locale, 'common.cookie_banner.title') })).toBeVisible();
      await expectNoSeriousViolations(page, `/ (${locale})`);

      await page.goto('/login');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(t(locale, 'auth.login.title'));
      await expectNoSeriousViolations(page, `/login (${locale})`);
    });

    test('dashboard and settings of the demo account', async ({ page }) => {
      await signInViaForm(page, locale, demo.email, demo.password);
      await expect(page).toHaveURL(/\/dashboard$/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(t(locale, 'app.dashboard.title'));
      // Wait for the data, not the skeletons.
      await expect(page.getByRole('table', { name: t(locale, 'app.dashboard.sites.title') })).toBeVisible();
      await expectNoSeriousViolations(page, `/dashboard (${locale})`);

      await page.goto('/settings');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(t(locale, 'settings.title'));
      await expect(page.getByRole('region', { name: t(locale, 'settings.profile.title') }).getByLabel(t(locale, 'settings.profile.email'))).toHaveValue(demo.email);
      await expectNoSeriousViolations(page, `/settings (${locale})`);
    });
  });
}
