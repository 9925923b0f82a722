import { demo } from '../support/env.ts';
import { expect, test } from '../support/fixtures.ts';
import { t } from '../support/i18n.ts';
import { signInViaForm } from '../support/ui.ts';

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

  test('an unknown path for a signed-in user shows the 404 page', async ({ page }) => {
    await signInViaForm(page, 'en', demo.email, demo.password);
    await expect(page).toHaveURL(/\/dashboard$/);

    await page.goto('/dashboard/unknown-screen');
    await expect(page.getByRole('heading', { level: 1, name: t('en', 'common.not_found.title') })).toBeVisible();
    await expect(page.getByText('/dashboard/unknown-screen')).toBeVisible();
  });

  test('an unknown API path answers 404 JSON, not the SPA', async ({ request }) => {
    const response = await request.get('/api/v1/no-such-endpoint');
    expect(response.status()).toBe(404);
    expect(response.headers()['content-type']).toContain('application/json');
    expect(await response.json()).toEqual(expect.objectContaining({ detail: expect.any(String) }));
  });
});
