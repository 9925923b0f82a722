import { demo } from '../support/env.ts';
import { expect, test } from '../support/fixtures.ts';
import { t } from '../support/i18n.ts';
import { sidebar, signInViaForm } from '../support/ui.ts';

test.describe('not-found page', () => {
  test('an unknown public path shows the 404 page with a way home', async ({ page }) => {
    const response = await page.goto('/no-such-page/at-all');
    // The server answers the SPA for any non-API path; the app decides it is unknown.
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: t('en', 'common.not_found.title') })).toBeVisible();
    await expect(page.getByText('/no-such-page/at-all')).toBeVisible();
    await expect(page).toHaveTitle(new RegExp(t('en', 'common.not_found.title')));

    await page.getByRole('link', { name: t('en', 'common.not_found.home_link') }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(t('en', 'common.not_found.title'));
  });

  test('the 404 page is in French for a French visitor', async ({ page }) => {
    await page.goto('/');
    await page.evaluate(() => window.localStorage.setItem('locale', 'fr'));
    await page.goto('/page-inconnue');
    await expect(page.getByRole('heading', { level: 1, name: t('fr', 'common.not_found.title') })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  });

  test('an unknown path for a signed-in user shows the 404 page inside the app, which stays usable', async ({ page }) => {
    await signInViaForm(page, 'en', demo.email, demo.password);
    await expect(page).toHaveURL(/\/dashboard$/);

    // Under an app screen, a screen of a later issue, and an address of no screen at all.
    for (const path of ['/dashboard/unknown-screen', '/subscription/unknown-step', '/no-such-page']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: t('en', 'common.not_found.title') })).toBeVisible();
      await expect(page.getByText(path, { exact: true })).toBeVisible();
      // The shell stays: sidebar, selectors and menus.
      await expect(sidebar(page, 'en')).toBeVisible();
      await expect(page.getByRole('banner').getByLabel(t('en', 'app.top_bar.year'), { exact: true })).toBeVisible();
      await expect(page.getByRole('button', { name: t('en', 'app.user_menu.label') })).toBeVisible();
    }

    await page.getByRole('link', { name: t('en', 'common.not_found.dashboard_link') }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('en', 'app.dashboard.title'));
  });

  test('an unknown address below a public page keeps the public 404 page, even signed in', async ({ page }) => {
    await signInViaForm(page, 'en', demo.email, demo.password);
    await page.goto('/legal/no-such-document');
    await expect(page.getByRole('heading', { level: 1, name: t('en', 'common.not_found.title') })).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
    await expect(page.getByRole('link', { name: t('en', 'common.not_found.home_link') })).toBeVisible();
  });

  test('an unknown API path answers 404 JSON, not the SPA', async ({ request }) => {
    const response = await request.get('/api/v1/no-such-endpoint');
    expect(response.status()).toBe(404);
    expect(response.headers()['content-type']).toContain('application/json');
    expect(await response.json()).toEqual(expect.objectContaining({ detail: expect.any(String) }));
  });
});
