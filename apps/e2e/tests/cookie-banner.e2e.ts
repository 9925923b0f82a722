import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures.ts';
import { t, tagText } from '../support/i18n.ts';

const choices = [
  { button: 'common.cookie_banner.accept_all', stored: 'all' },
  { button: 'common.cookie_banner.essential_only', stored: 'essential' },
] as const;

const banner = (page: Page) => page.getByRole('region', { name: t('en', 'common.cookie_banner.title') });
const storedConsent = (page: Page) => page.evaluate(() => window.localStorage.getItem('cookie_consent'));

test.describe('cookie banner', () => {
  for (const choice of choices) {
    test(`"${t('en', choice.button)}" is stored as cookie_consent=${choice.stored} and the banner stays hidden`, async ({ page }) => {
      await page.goto('/');
      await expect(banner(page)).toBeVisible();
      expect(await storedConsent(page)).toBeNull();

      await banner(page).getByRole('button', { name: t('en', choice.button), exact: true }).click();

      await expect(banner(page)).toBeHidden();
      expect(await storedConsent(page)).toBe(choice.stored);

      await page.reload();
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(banner(page)).toBeHidden();

      // Answered once for the whole public site.
      await page.goto('/legal/terms');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(banner(page)).toBeHidden();
      expect(await storedConsent(page)).toBe(choice.stored);
    });
  }

  test('links to the cookies policy and stays until answered', async ({ page }) => {
    await page.goto('/');
    await banner(page)
      .getByRole('link', { name: tagText('en', 'common.cookie_banner.body', 'policy') })
      .click();
    await expect(page).toHaveURL(/\/legal\/cookies$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // Reading the policy is not an answer.
    await expect(banner(page)).toBeVisible();
    expect(await storedConsent(page)).toBeNull();
  });
});
