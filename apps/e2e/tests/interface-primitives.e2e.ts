import { completeSetupViaApi, expect, openSignedIn, registerViaApi, test } from '../support/fixtures.ts';
import { t, type AppLocale } from '../support/i18n.ts';
import { expectNoSeriousViolations } from '../support/axe.ts';
import { expectInsideViewport, overlaps, settledBoxOf } from '../support/layout.ts';
import { chooseOption, toast } from '../support/ui.ts';

/**
 * The shared menus, dialogs, side panel, selects and toasts (Radix UI) as a user meets them: axe finds
 * nothing serious while each is open, toasts say what was saved without covering the button just used,
 * and the dialogs fit a 390 px phone.
 */

for (const locale of ['en', 'fr'] as const satisfies AppLocale[]) {
  test.describe(`menus, dialogs and toasts (${locale})`, () => {
    test.use({ locale: locale === 'fr' ? 'fr-FR' : 'en-GB' });
    const L = (key: string, params?: Record<string, string | number>) => t(locale, key, params);

    test('each is accessible while open, and a toast names what was saved away from the button', async ({ page }) => {
      const user = await registerViaApi(page.request, locale);
      const token = await completeSetupViaApi(page.request, user);
      await openSignedIn(page, token, '/settings', locale);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(L('settings.title'));

      await test.step('the account menu', async () => {
        await page.getByRole('button', { name: L('app.user_menu.label') }).click();
        await expect(page.getByRole('menu', { name: L('app.user_menu.label') })).toBeVisible();
        await expectNoSeriousViolations(page, `account menu (${locale})`);
        await page.keyboard.press('Escape');
        await expect(page.getByRole('menu')).toHaveCount(0);
        await expect(page.getByRole('button', { name: L('app.user_menu.label') })).toBeFocused();
      });

      await test.step('saving the currency says so, names it, and leaves the button uncovered', async () => {
        const region = page.getByRole('region', { name: L('settings.region.title') });
        await region.getByLabel(L('settings.region.currency'), { exact: true }).selectOption('USD');
        const save = region.getByRole('button', { name: L('settings.region.submit'), exact: true });
        await save.click();
        const saved = toast(page, L('settings.region.updated'));
        await expect(saved).toBeVisible();
        await expect(saved).toContainText('(USD)');
        await expect(toast(page, L('settings.profile.updated'))).toHaveCount(0);
        expect(overlaps(await settledBoxOf(saved), await settledBoxOf(save)), 'the toast covers the button just clicked').toBe(false);
        await expectNoSeriousViolations(page, `settings with a toast (${locale})`);
        // It goes away on its own.
        await expect(saved).toHaveCount(0, { timeout: 15_000 });
      });

      await test.step('the factor side panel and a styled select', async () => {
        await page.goto('/ef-search?q=diesel');
        const source = page.getByRole('combobox', { name: L('factors.search.source_label'), exact: true });
        await source.click();
        await expect(page.getByRole('listbox')).toBeVisible();
        await expectNoSeriousViolations(page, `source select open (${locale})`);
        await page.keyboard.press('Escape');
        await expect(source).toBeFocused();
        await chooseOption(source, L('factors.search.all_sources'));

        const opener = page.getByRole('table').getByRole('rowheader').first().getByRole('button');
        await opener.click();
        const panel = page.getByRole('dialog', { name: new RegExp(`^${L('factors.detail.label')}`) });
        await expect(panel.getByRole('heading', { level: 2 })).toBeVisible();
        await expectNoSeriousViolations(page, `factor panel (${locale})`);
        await panel.getByRole('button', { name: L('common.actions.close'), exact: true }).click();
        await expect(panel).toHaveCount(0);
        await expect(opener).toBeFocused();
      });
    });

    test('on a 390 px phone, the tour and the factor panel fit the screen', async ({ page }) => {
      await page.setViewportSize({ width: 390, height: 844 });
      const user = await registerViaApi(page.request, locale);
      await openSignedIn(page, user.accessToken, '/onboarding', locale);
      const tour = page.getByRole('dialog', { name: L('app.tutorial.steps.welcome.title') });
      await expect(tour).toBeVisible();
      await expectInsideViewport(tour, 'tour');
      await expectInsideViewport(tour.getByRole('button', { name: L('app.tutorial.next'), exact: true }), 'tour: next');
      await tour.getByRole('button', { name: L('app.tutorial.skip'), exact: true }).click();
      await expect(tour).toHaveCount(0);

      const token = await completeSetupViaApi(page.request, user);
      await openSignedIn(page, token, '/ef-search?q=diesel', locale);
      await page.getByRole('table').getByRole('rowheader').first().getByRole('button').click();
      const panel = page.getByRole('dialog', { name: new RegExp(`^${L('factors.detail.label')}`) });
      await expect(panel.getByRole('heading', { level: 2 })).toBeVisible();
      await expectInsideViewport(panel, 'factor panel');
      await expectInsideViewport(panel.getByRole('button', { name: L('common.actions.close'), exact: true }), 'factor panel: close');
    });
  });
}
