import { completeSetupViaApi, expect, openSignedIn, registerViaApi, test } from '../support/fixtures.ts';
import { t } from '../support/i18n.ts';
import { sidebar, switchAppLanguage, switchPublicLanguage } from '../support/ui.ts';

/** SPEC section 1: the stored choice, else French when the browser language starts with fr, else English. */
test.describe('interface language', () => {
  test.describe('browser in French', () => {
    test.use({ locale: 'fr-FR' });

    test('the public site opens in French', async ({ page }) => {
      await page.goto('/');
      await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('fr', 'public.home.hero.title'));
      await expect(page.getByRole('banner').getByRole('link', { name: t('fr', 'common.public_nav.sign_in'), exact: true })).toBeVisible();
    });

    test('a stored English choice wins over the browser language and survives a reload', async ({ page }) => {
      await page.goto('/');
      await switchPublicLanguage(page, 'en');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('en', 'public.home.hero.title'));
      await page.reload();
      await expect(page.locator('html')).toHaveAttribute('lang', 'en');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('en', 'public.home.hero.title'));
    });
  });

  test.describe('browser in German', () => {
    test.use({ locale: 'de-DE' });

    test('the public site opens in English', async ({ page }) => {
      await page.goto('/');
      await expect(page.locator('html')).toHaveAttribute('lang', 'en');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('en', 'public.home.hero.title'));
    });
  });

  test('the footer language list switches the language too', async ({ page }) => {
    await page.goto('/');
    // While unanswered, the fixed cookie banner covers the bottom of the footer.
    await page.getByRole('button', { name: t('en', 'common.cookie_banner.essential_only'), exact: true }).click();
    const languages = page.getByRole('contentinfo').getByRole('navigation', { name: t('en', 'common.language.label') });
    await expect(languages.getByRole('link', { name: t('en', 'common.language.names.en') })).toHaveAttribute('aria-current', 'true');
    await languages.getByRole('link', { name: t('fr', 'common.language.names.fr') }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('fr', 'public.home.hero.title'));
  });

  test('inside the app, the top bar language menu switches the interface and the choice is kept', async ({ page }) => {
    const user = await registerViaApi(page.request, 'en');
    const token = await completeSetupViaApi(page.request, user);
    await openSignedIn(page, token, '/dashboard', 'en');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('en', 'app.dashboard.title'));

    await switchAppLanguage(page, 'en', 'fr');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('fr', 'app.dashboard.title'));
    await expect(sidebar(page, 'fr').getByRole('link', { name: t('fr', 'app.nav.items.settings') })).toBeVisible();

    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('fr', 'app.dashboard.title'));
    // The profile keeps the language too, for the emails the server sends.
    await expect
      .poll(async () => {
        const me = await page.request.get('/api/v1/auth/me', { headers: { Authorization: `Bearer ${token}` } });
        return ((await me.json()) as { locale: string }).locale;
      })
      .toBe('fr');
  });
});
