import { demo } from '../support/env.ts';
import { expect, test } from '../support/fixtures.ts';
import { t } from '../support/i18n.ts';
import { expectSelected, fillSignIn, sidebar, userMenu } from '../support/ui.ts';

test.describe('protected routes', () => {
  test('a visitor opening a protected page signs in and comes back to it', async ({ page }) => {
    await page.goto('/settings');
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('en', 'auth.login.title'));

    await fillSignIn(page, 'en', demo.email, demo.password);
    await expect(page).toHaveURL(/\/settings$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('en', 'settings.title'));
    await expect(page.getByRole('region', { name: t('en', 'settings.profile.title') }).getByLabel(t('en', 'settings.profile.email'))).toHaveValue(demo.email);
  });

  test('the query string of the protected page is kept through sign-in', async ({ page }) => {
    await page.goto('/onboarding-wizard?step=sites');
    await expect(page).toHaveURL(/\/login$/);
    await fillSignIn(page, 'en', demo.email, demo.password);
    await expect(page).toHaveURL(/\/onboarding-wizard\?step=sites$/);
    await expect(page.getByRole('heading', { level: 2, name: t('en', 'onboarding.sites.title') })).toBeVisible();
  });

  test('signing in from /login goes to the dashboard; /account leads to the settings; logging out protects the app again', async ({ page }) => {
    await page.goto('/login');
    await fillSignIn(page, 'en', demo.email, demo.password);
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(sidebar(page, 'en').getByRole('link', { name: t('en', 'app.nav.items.dashboard') })).toHaveAttribute('aria-current', 'page');

    await page.goto('/account');
    await expect(page).toHaveURL(/\/settings$/);

    await userMenu(page, 'en', 'logout');
    await expect(page).toHaveURL(/\/login$/);
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/login$/);
  });

  test('the selected site, or all sites, is kept across reloads (demo company with two sites)', async ({ page }) => {
    await page.goto('/login');
    await fillSignIn(page, 'en', demo.email, demo.password);
    await expect(page).toHaveURL(/\/dashboard$/);
    const site = () => page.getByRole('banner').getByLabel(t('en', 'app.top_bar.site'), { exact: true });
    await expect(site()).toBeEnabled();
    const names = (await site().locator('option').allTextContents()).map((n) => n.trim());
    // "All sites", then each site.
    expect(names[0]).toBe(t('en', 'app.top_bar.all_sites'));
    expect(names.length).toBeGreaterThanOrEqual(3);
    // The first site is selected by default; choose the other one.
    await expectSelected(site(), names[1]!);
    await site().selectOption({ label: names[2]! });
    await page.reload();
    await expectSelected(site(), names[2]!);
    await site().selectOption({ label: names[0]! });
    await page.reload();
    await expectSelected(site(), names[0]!);
  });
});
