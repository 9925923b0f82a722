import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures.ts';
import { t } from '../support/i18n.ts';

const banner = (page: Page) => page.getByRole('region', { name: t('en', 'common.cookie_banner.title') });

test.describe('legal pages and cookie choice (issue 16 §3)', () => {
  test('an unconfigured build says on its legal notice and privacy policy that it is a local or demo instance', async ({ page }) => {
    for (const path of ['/legal/notice', '/legal/privacy']) {
      await page.goto(path);
      await expect(page.getByRole('note')).toHaveText(t('en', 'legal.demo_instance'));
    }
    await page.goto('/mentions-legales');
    await expect(page.getByRole('note')).toHaveText(t('fr', 'legal.demo_instance'));
  });

  test('the cookie banner asks again once the stored answer is six months old, with two equal buttons', async ({ page }) => {
    await page.goto('/');
    const essential = banner(page).getByRole('button', { name: t('en', 'common.cookie_banner.essential_only'), exact: true });
    const all = banner(page).getByRole('button', { name: t('en', 'common.cookie_banner.accept_all'), exact: true });
    await expect(essential).toBeVisible();
    const style = (locator: typeof essential) =>
      locator.evaluate((element) => {
        const css = getComputedStyle(element);
        return { background: css.backgroundColor, color: css.color, border: css.borderColor, height: css.height, font: css.fontWeight };
      });
    expect(await style(essential)).toEqual(await style(all));

    await essential.click();
    await expect(banner(page)).toBeHidden();
    const answeredAt = await page.evaluate(() => window.localStorage.getItem('cookie_consent_at'));
    expect(Number.isNaN(Date.parse(answeredAt ?? ''))).toBe(false);

    // Seven months ago: the answer no longer counts.
    await page.evaluate(() => {
      const old = new Date();
      old.setUTCMonth(old.getUTCMonth() - 7);
      window.localStorage.setItem('cookie_consent_at', old.toISOString());
    });
    await page.reload();
    await expect(banner(page)).toBeVisible();
  });
});
