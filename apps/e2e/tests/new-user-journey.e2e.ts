import { expect, test, uniqueEmail } from '../support/fixtures.ts';
import { t, type AppLocale } from '../support/i18n.ts';
import { extractLink, waitForMail } from '../support/mail.ts';
import { cookieBanner, expectSelected, fillSignIn, registerPanel, sidebar, switchPublicLanguage, toast, userMenu } from '../support/ui.ts';

/**
 * The path every customer takes: public site, account creation, email confirmation, setup wizard,
 * the app, settings, sign-out and sign-in again. Once in English, once in French, where the French
 * visitor arrives on the English site and switches language with the header's menu.
 */
interface Person {
  first: string;
  renamed: string;
  last: string;
  company: string;
  site: string;
  address: string;
  /** Typed as people of that language write numbers, and shown back the way the app formats them. */
  employees: string;
  employeesShown: string;
  revenue: string;
}

const people: Record<AppLocale, Person> = {
  en: {
    first: 'Alice',
    renamed: 'Alicia',
    last: 'Walker',
    company: 'Walker Metals Ltd',
    site: 'Sheffield works',
    address: '1 Forge Lane, Sheffield',
    employees: '1,200',
    employeesShown: '1,200',
    revenue: '2,500,000.50',
  },
  fr: {
    first: 'Benoît',
    renamed: 'Bénédicte',
    last: 'Lefèvre',
    company: 'Fromagerie Lefèvre SAS',
    site: 'Atelier de Rodez',
    address: '12 rue du Lait, Rodez',
    employees: '1 200',
    employeesShown: '1\u202f200',
    revenue: '2 500 000,50',
  },
};

for (const locale of ['en', 'fr'] as const) {
  test(`a new user signs up, confirms the email, completes setup and manages the account (${locale})`, async ({ page, consoleErrors }) => {
    test.slow(); // one long story: sign-up, setup, settings, sign-in
    const L = (key: string, params?: Record<string, string | number>) => t(locale, key, params);
    const who = people[locale];
    const email = uniqueEmail(`journey-${locale}`);
    const firstPassword = 'first-Passw0rd';
    const newPassword = 'second-Passw0rd';
    const lastYear = new Date().getFullYear() - 1;

    await test.step('public home with header, footer and cookie banner', async () => {
      await page.goto('/');
      await expect(page.getByRole('banner')).toBeVisible();
      await expect(page.getByRole('contentinfo')).toBeVisible();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('en', 'public.home.hero.title'));
      await expect(page.locator('html')).toHaveAttribute('lang', 'en');
      await expect(cookieBanner(page, 'en')).toBeVisible();
    });

    if (locale === 'fr') {
      await test.step('switch the language to French', async () => {
        await switchPublicLanguage(page, 'fr');
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(L('public.home.hero.title'));
        await expect(cookieBanner(page, 'fr')).toBeVisible();
        expect(await page.evaluate(() => window.localStorage.getItem('locale'))).toBe('fr');
      });
    }

    await test.step('accept cookies and open the sign-in page from the header', async () => {
      await cookieBanner(page, locale).getByRole('button', { name: L('common.cookie_banner.accept_all'), exact: true }).click();
      await expect(cookieBanner(page, locale)).toBeHidden();
      await page.getByRole('banner').getByRole('link', { name: L('common.public_nav.sign_in'), exact: true }).click();
      await expect(page).toHaveURL(/\/login$/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(L('auth.login.title'));
    });

    await test.step('create an account', async () => {
      await page.getByRole('tab', { name: L('auth.register.tab'), exact: true }).click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(L('auth.register.title'));
      const form = registerPanel(page, locale);
      await form.getByLabel(L('auth.fields.first_name'), { exact: true }).fill(who.first);
      await form.getByLabel(L('auth.fields.last_name'), { exact: true }).fill(who.last);
      await form.getByLabel(L('auth.fields.company_name'), { exact: true }).fill(who.company);
      await form.getByLabel(L('auth.fields.email'), { exact: true }).fill(email);
      await form.getByLabel(L('auth.fields.password'), { exact: true }).fill(firstPassword);
      await form.getByRole('button', { name: L('auth.register.submit'), exact: true }).click();
      // Setup is pending: the app opens on the setup summary, with every other entry locked.
      await expect(page).toHaveURL(/\/onboarding$/);
      await expect(sidebar(page, locale).getByRole('button', { name: L('app.nav.items.dashboard') })).toBeDisabled();
    });

    await test.step('the onboarding tour opens by itself and can be followed to the end', async () => {
      const steps = ['welcome', 'setup', 'navigation', 'ready'] as const;
      for (const [index, step] of steps.entries()) {
        const dialog = page.getByRole('dialog', { name: L(`app.tutorial.steps.${step}.title`) });
        await expect(dialog).toBeVisible();
        await expect(dialog).toContainText(L('app.tutorial.progress', { current: index + 1, total: steps.length }));
        const last = index === steps.length - 1;
        await dialog.getByRole('button', { name: L(last ? 'app.tutorial.finish' : 'app.tutorial.next'), exact: true }).click();
      }
      await expect(page.getByRole('dialog')).toHaveCount(0);
    });

    await test.step('confirm the email address with the link from the email', async () => {
      const mail = await waitForMail(email);
      expect(mail.subject).toBe(L('email.verify.subject'));
      expect(mail.text).toContain(L('email.greeting', { name: who.first }));
      await page.goto(extractLink(mail, '/verify-email'));
      await expect(page.getByText(L('auth.verify.success_title'))).toBeVisible();
      await page.getByRole('link', { name: L('auth.verify.continue'), exact: true }).click();
    });

    await test.step('setup wizard: company profile', async () => {
      // /dashboard is guarded while setup is pending: the wizard opens instead.
      await expect(page).toHaveURL(/\/onboarding-wizard/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(L('onboarding.wizard.title'));
      const form = page.getByRole('region', { name: L('onboarding.company.title') });
      await expect(form.getByLabel(L('onboarding.company.fields.name'), { exact: true })).toHaveValue(who.company);
      await form.getByLabel(L('onboarding.company.fields.sector'), { exact: true }).selectOption('manufacturing');
      await form.getByLabel(L('onboarding.company.fields.country'), { exact: true }).selectOption('FR');
      // Numbers as each language writes them: "1,200" in English, "1 200" in French.
      const employees = form.getByLabel(L('onboarding.company.fields.employees'), { exact: true });
      await employees.fill(who.employees);
      await form.getByLabel(L('onboarding.company.fields.annual_revenue'), { exact: true }).fill(who.revenue);
      await employees.focus();
      await employees.blur();
      await expect(employees).toHaveValue(who.employeesShown);
      await form.getByLabel(L('onboarding.company.fields.reporting_year'), { exact: true }).fill(String(lastYear));
      await form.getByRole('button', { name: L('onboarding.wizard.save_and_continue'), exact: true }).click();
      await expect(toast(page, L('onboarding.company.saved'))).toBeVisible();
    });

    await test.step('setup wizard: one site', async () => {
      await expect(page).toHaveURL(/step=sites/);
      const form = page.getByRole('form', { name: L('onboarding.sites.form_label') });
      await form.getByLabel(L('onboarding.sites.fields.name'), { exact: true }).fill(who.site);
      // The site's country defaults to the company's.
      await expect(form.getByLabel(L('onboarding.sites.fields.country'), { exact: true })).toHaveValue('FR');
      await form.getByLabel(L('onboarding.sites.fields.address'), { exact: true }).fill(who.address);
      await form.getByLabel(L('onboarding.sites.fields.surface_m2'), { exact: true }).fill('3500');
      await form.getByLabel(L('onboarding.sites.fields.employees'), { exact: true }).fill('80');
      await form.getByRole('button', { name: L('onboarding.sites.add'), exact: true }).click();
      await expect(toast(page, L('onboarding.sites.added', { name: who.site }))).toBeVisible();
      await expect(page.getByRole('table', { name: L('onboarding.sites.table_caption') }).getByRole('cell', { name: who.site })).toBeVisible();
      await page.getByRole('button', { name: L('common.actions.continue'), exact: true }).click();
    });

    await test.step('setup wizard: finish and land on the dashboard inside the app shell', async () => {
      await expect(page).toHaveURL(/step=finish/);
      await page.getByRole('button', { name: L('onboarding.finish.submit'), exact: true }).click();
      await expect(page).toHaveURL(/\/dashboard$/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(L('app.dashboard.title'));
      const nav = sidebar(page, locale);
      await expect(nav).toBeVisible();
      await expect(nav.getByRole('link', { name: L('app.nav.items.dashboard') })).toBeVisible();
      await expect(nav.getByRole('link', { name: L('app.nav.items.settings') })).toBeVisible();
      await expect(nav.getByText(L('app.nav.locked_hint'))).toHaveCount(0);
      await expect(page.getByRole('button', { name: L('app.user_menu.label') })).toBeVisible();
    });

    await test.step('the dashboard shows the numbers saved, in the language', async () => {
      const company = page.getByRole('region', { name: L('app.dashboard.company.title') });
      await expect(company.getByRole('definition').filter({ hasText: who.employeesShown })).toBeVisible();
    });

    await test.step('pick a year and a site in the top bar', async () => {
      const year = page.getByRole('banner').getByLabel(L('app.top_bar.year'), { exact: true });
      // The selector starts on the company's reporting year, given in the wizard.
      await expect(year).toHaveValue(String(lastYear));
      await expect(page.getByRole('heading', { name: L('app.dashboard.emissions.title', { year: lastYear }) })).toBeVisible();
      await year.selectOption(String(lastYear - 1));
      await expect(page.getByRole('heading', { name: L('app.dashboard.emissions.title', { year: lastYear - 1 }) })).toBeVisible();
      // The choice survives a reload.
      await page.reload();
      await expect(page.getByRole('banner').getByLabel(L('app.top_bar.year'), { exact: true })).toHaveValue(String(lastYear - 1));
      await expect(page.getByRole('heading', { name: L('app.dashboard.emissions.title', { year: lastYear - 1 }) })).toBeVisible();

      const site = page.getByRole('banner').getByLabel(L('app.top_bar.site'), { exact: true });
      await expect(site).toBeEnabled();
      await site.selectOption({ label: who.site });
      await expectSelected(site, who.site);
    });

    await test.step('change the first name in the settings', async () => {
      await userMenu(page, locale, 'settings');
      await expect(page).toHaveURL(/\/settings$/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(L('settings.title'));
      // The address was confirmed through the email link.
      await expect(page.getByRole('region', { name: L('settings.email.title') })).toContainText(L('settings.email.verified'));
      const profile = page.getByRole('region', { name: L('settings.profile.title') });
      const firstName = profile.getByLabel(L('settings.profile.first_name'), { exact: true });
      await expect(firstName).toHaveValue(who.first);
      await firstName.fill(who.renamed);
      await profile.getByRole('button', { name: L('settings.profile.submit'), exact: true }).click();
      await expect(toast(page, L('settings.profile.updated'))).toBeVisible();
      // Kept by the server, not only by the form.
      await page.reload();
      await expect(page.getByRole('region', { name: L('settings.profile.title') }).getByLabel(L('settings.profile.first_name'), { exact: true })).toHaveValue(
        who.renamed,
      );
    });

    await test.step('change the password', async () => {
      const security = page.getByRole('region', { name: L('settings.password.title') });
      await security.getByLabel(L('settings.password.current'), { exact: true }).fill(firstPassword);
      await security.getByLabel(L('settings.password.new'), { exact: true }).fill(newPassword);
      await security.getByLabel(L('settings.password.confirm'), { exact: true }).fill(newPassword);
      await security.getByRole('button', { name: L('settings.password.submit'), exact: true }).click();
      await expect(toast(page, L('settings.password.updated'))).toBeVisible();
      // The change revoked every earlier token; this session goes on with the one the answer carried.
      await page.reload();
      await expect(page).toHaveURL(/\/settings$/);
      await expect(page.getByRole('region', { name: L('settings.password.title') })).toBeVisible();
    });

    await test.step('log out, then sign in with the new password only', async () => {
      await userMenu(page, locale, 'logout');
      await expect(page).toHaveURL(/\/login$/);
      expect(await page.evaluate(() => window.localStorage.getItem('access_token'))).toBeNull();

      // The old password no longer opens the account (the browser logs the 401 answer).
      consoleErrors.allow(/status of 401/);
      await fillSignIn(page, locale, email, firstPassword);
      await expect(page.getByRole('alert').filter({ hasText: L('errors.incorrect_credentials') })).toBeVisible();
      await expect(page).toHaveURL(/\/login$/);

      await fillSignIn(page, locale, email, newPassword);
      await expect(page).toHaveURL(/\/dashboard$/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(L('app.dashboard.title'));
      await expect(page.locator('html')).toHaveAttribute('lang', locale);
    });
  });
}
