import type { Page } from '@playwright/test';
import { expectNoSeriousViolations } from '../support/axe.ts';
import { demo } from '../support/env.ts';
import { expect, openSignedIn, registerViaApi, signInViaApi, test } from '../support/fixtures.ts';
import { t, type AppLocale } from '../support/i18n.ts';
import { expectInsideViewport } from '../support/layout.ts';
import { sidebar } from '../support/ui.ts';

/**
 * UI.md, "Responsive": every page works from 360 px wide without sideways scrolling of the page, the
 * sidebar is a drawer, the top bar keeps the language and account menus in reach, wide tables scroll in
 * their own frame, dialogs and panels fit the screen. A 390 × 844 phone, and the narrowest width, 360.
 */
const phones = [
  { width: 390, height: 844 },
  { width: 360, height: 740 },
] as const;

/** Neither the page nor the app's scrolling main area moves sideways. */
async function expectNoSidewaysScroll(page: Page, label: string): Promise<void> {
  const widths = await page.evaluate(() => {
    const main = document.querySelector('main');
    return {
      page: document.documentElement.scrollWidth,
      viewport: window.innerWidth,
      mainOverflow: main ? main.scrollWidth - main.clientWidth : 0,
    };
  });
  expect(widths.page, `${label}: the page is wider than the screen`).toBeLessThanOrEqual(widths.viewport);
  expect(widths.mainOverflow, `${label}: the main area scrolls sideways`).toBeLessThanOrEqual(0);
}

const h1 = (page: Page) => page.getByRole('heading', { level: 1 });

/** The signed-in screens built so far, each with what says it has loaded. */
function appScreens(locale: AppLocale): { path: string; ready: (page: Page) => Promise<void> }[] {
  const L = (key: string) => t(locale, key);
  return [
    { path: '/dashboard', ready: async (page) => expect(page.getByRole('table', { name: L('app.dashboard.sites.title') })).toBeVisible() },
    { path: '/onboarding', ready: async (page) => expect(h1(page)).toHaveText(L('onboarding.summary.title')) },
    {
      path: '/onboarding-wizard?step=company',
      ready: async (page) => expect(page.getByLabel(L('onboarding.company.fields.annual_revenue'), { exact: true })).toBeVisible(),
    },
    { path: '/onboarding-wizard?step=sites', ready: async (page) => expect(page.getByRole('table', { name: L('onboarding.sites.table_caption') })).toBeVisible() },
    { path: '/onboarding-wizard?step=finish', ready: async (page) => expect(page.getByRole('progressbar')).toBeVisible() },
    { path: '/settings', ready: async (page) => expect(h1(page)).toHaveText(L('settings.title')) },
    { path: '/ef-search?q=diesel', ready: async (page) => expect(page.getByRole('table', { name: t(locale, 'factors.search.results_caption', { query: 'diesel' }) })).toBeVisible() },
    { path: '/product-catalog', ready: async (page) => expect(page.getByRole('main').getByRole('table')).toBeVisible() },
    // The demo company's ledger (five years on both sites) fills these screens' tables.
    ...(
      [
        ['/topology', 'app.topology.title'],
        ['/scope1', 'app.ledger.scope1.title'],
        ['/heating', 'app.energy.title'],
        ['/prices', 'app.prices.title'],
        ['/analytics', 'app.analytics.title'],
      ] as const
    ).map(([path, title]) => ({
      path,
      ready: async (page: Page) => {
        await expect(h1(page)).toHaveText(L(title));
        await expect(page.getByRole('main').getByRole('table').first()).toBeVisible();
      },
    })),
    // Scope 3 purchases and packaging: the demo company's lines, or the empty state when it has none.
    {
      path: '/purchases',
      ready: async (page) => {
        await expect(h1(page)).toHaveText(L('purchases.title'));
        const [empty = ''] = t(locale, 'purchases.tabs.materials.empty', { year: '§' }).split('§');
        await expect(page.getByRole('main').getByRole('table').or(page.getByText(empty)).first()).toBeVisible();
      },
    },
    {
      path: '/packaging',
      ready: async (page) => {
        await expect(h1(page)).toHaveText(L('packaging.title'));
        await expect(page.getByRole('main').getByRole('table').or(page.getByText(L('packaging.table.empty'))).first()).toBeVisible();
      },
    },
    // The report's preview: its tables scroll inside their frames.
    {
      path: '/reports',
      ready: async (page) => {
        await expect(h1(page)).toHaveText(L('reports.title'));
        await expect(page.getByTestId('report-total')).toBeVisible();
      },
    },
    { path: '/dashboard/no-such-screen', ready: async (page) => expect(h1(page)).toHaveText(L('common.not_found.title')) },
  ];
}

test.describe('on a phone', () => {
  for (const phone of phones) {
    test(`every signed-in screen fits ${phone.width} px, with its menus in reach (en)`, async ({ page }) => {
      test.slow();
      await page.setViewportSize(phone);
      const token = await signInViaApi(page.request, demo.email, demo.password);
      await openSignedIn(page, token, '/dashboard', 'en');

      for (const screen of appScreens('en')) {
        await test.step(screen.path, async () => {
          await page.goto(screen.path);
          await screen.ready(page);
          await expectNoSidewaysScroll(page, `${screen.path} at ${phone.width} px`);
          // The language and account menus stay on screen and open.
          const banner = page.getByRole('banner');
          const language = banner.getByRole('button', { name: t('en', 'common.language.menu_label') });
          const account = banner.getByRole('button', { name: t('en', 'app.user_menu.label') });
          await expectInsideViewport(language, 'language menu', { horizontalOnly: true });
          await expectInsideViewport(account, 'account menu', { horizontalOnly: true });
        });
      }

      await test.step('the language and account menus open', async () => {
        await page.goto('/dashboard');
        await page.getByRole('banner').getByRole('button', { name: t('en', 'common.language.menu_label') }).click();
        await expect(page.getByRole('menuitemradio', { name: t('fr', 'common.language.names.fr') })).toBeVisible();
        await page.keyboard.press('Escape');
        await page.getByRole('banner').getByRole('button', { name: t('en', 'app.user_menu.label') }).click();
        const settings = page.getByRole('menuitem', { name: t('en', 'app.user_menu.settings') });
        await expectInsideViewport(settings, 'account menu entry', { horizontalOnly: true });
        await settings.click();
        await expect(page).toHaveURL(/\/settings$/);
      });

      await test.step('a catalog item opens and fits', async () => {
        await page.goto('/product-catalog');
        await page.getByRole('main').getByRole('table').getByRole('link').first().click();
        await expect(page).toHaveURL(/\/product-catalog\/edit\//);
        await expect(page.getByRole('form')).toBeVisible();
        await expectNoSidewaysScroll(page, `catalog item at ${phone.width} px`);
      });

      await test.step("a factor's panel fits the screen", async () => {
        await page.goto('/ef-search?q=diesel');
        const results = page.getByRole('table', { name: t('en', 'factors.search.results_caption', { query: 'diesel' }) });
        await results.getByRole('rowheader').first().getByRole('button').click();
        const panel = page.getByRole('dialog');
        await expect(panel).toBeVisible();
        await expectInsideViewport(panel, 'factor panel', { horizontalOnly: true });
        await expectNoSidewaysScroll(page, `factor panel at ${phone.width} px`);
        await page.keyboard.press('Escape');
        await expect(panel).toBeHidden();
      });
    });
  }

  test('the sidebar is a drawer: closed, opened by its button, closed by Escape and by navigating (en)', async ({ page }) => {
    await page.setViewportSize(phones[0]);
    const token = await signInViaApi(page.request, demo.email, demo.password);
    await openSignedIn(page, token, '/dashboard', 'en');
    await expect(h1(page)).toHaveText(t('en', 'app.dashboard.title'));

    // Closed: no navigation takes the page's width.
    await expect(sidebar(page, 'en')).toBeHidden();
    await expect(page.getByRole('button', { name: t('en', 'app.top_bar.toggle_sidebar') })).toBeHidden();
    const toggle = page.getByRole('button', { name: t('en', 'app.top_bar.open_navigation') });
    await toggle.click();
    const drawer = page.getByRole('dialog', { name: t('en', 'app.nav.label') });
    await expect(drawer).toBeVisible();
    await expectInsideViewport(drawer, 'drawer', { horizontalOnly: true });
    await expect(drawer.getByRole('link', { name: t('en', 'app.nav.items.settings'), exact: true })).toBeVisible();
    await expectNoSeriousViolations(page, '/dashboard with the drawer open (390 px)');

    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    await expect(toggle).toBeFocused();

    await toggle.click();
    await drawer.getByRole('link', { name: t('en', 'app.nav.items.settings'), exact: true }).click();
    await expect(page).toHaveURL(/\/settings$/);
    await expect(h1(page)).toHaveText(t('en', 'settings.title'));
    await expect(drawer).toBeHidden();
    await expectNoSeriousViolations(page, '/settings (390 px)');
  });

  test('the screens fit in French too', async ({ page }) => {
    await page.setViewportSize(phones[1]);
    const token = await signInViaApi(page.request, demo.email, demo.password);
    await openSignedIn(page, token, '/dashboard', 'fr');
    for (const screen of appScreens('fr').filter((s) => ['/dashboard', '/settings', '/ef-search?q=diesel', '/onboarding'].includes(s.path))) {
      await page.goto(screen.path);
      await screen.ready(page);
      await expectNoSidewaysScroll(page, `${screen.path} (fr)`);
      await expectInsideViewport(page.getByRole('banner').getByRole('button', { name: t('fr', 'app.user_menu.label') }), 'account menu (fr)', { horizontalOnly: true });
    }
  });

  test('the setup tour fits a phone, step by step', async ({ page }) => {
    await page.setViewportSize(phones[1]);
    const user = await registerViaApi(page.request, 'en');
    await openSignedIn(page, user.accessToken, '/onboarding-wizard', 'en');
    const tour = page.getByRole('dialog', { name: t('en', 'app.tutorial.steps.welcome.title') });
    await expect(tour).toBeVisible();
    for (const step of ['welcome', 'setup', 'navigation', 'ready']) {
      const dialog = page.getByRole('dialog', { name: t('en', `app.tutorial.steps.${step}.title`) });
      await expect(dialog).toBeVisible();
      await expectInsideViewport(dialog, `tour step ${step}`, { horizontalOnly: true });
      await expectNoSidewaysScroll(page, `tour step ${step}`);
      const next = dialog.getByRole('button', { name: t('en', step === 'ready' ? 'app.tutorial.finish' : 'app.tutorial.next') });
      await next.click();
    }
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  const publicPaths = [
    '/',
    '/features',
    '/product',
    '/solutions/carbon-accounting',
    '/pricing',
    '/contact',
    '/about',
    '/blog',
    '/tools/csrd-calculator',
    '/sources',
    '/legal/terms',
    '/legal/cookies',
    '/legal/notice',
    '/mentions-legales',
    '/login',
    '/no-such-page',
  ];

  for (const phone of phones) {
    test(`the public pages fit ${phone.width} px in both languages`, async ({ page }) => {
      test.slow();
      await page.setViewportSize(phone);
      for (const locale of ['en', 'fr'] as const) {
        for (const path of publicPaths) {
          await page.goto(locale === 'en' ? path : `${path}?lang=fr`);
          await expect(h1(page)).toBeVisible();
          await expectNoSidewaysScroll(page, `${path} (${locale}) at ${phone.width} px`);
        }
      }
      // Every plan of the comparison shows without scrolling (the French visits stored French: ask for English).
      await page.goto('/pricing?lang=en');
      const comparison = page.getByRole('region', { name: t('en', 'pricing.compare.caption') });
      for (const plan of ['free', 'pro', 'enterprise']) {
        await expectInsideViewport(comparison.getByRole('columnheader', { name: t('en', `pricing.plans.${plan}.name`) }), `${plan} column`, { horizontalOnly: true });
      }
    });
  }
});
