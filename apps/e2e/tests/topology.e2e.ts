import type { Page } from '@playwright/test';
import { formatNumber } from '@carbon/i18n/format';
import { completeSetupViaApi, expect, openSignedIn, registerViaApi, test } from '../support/fixtures.ts';
import { t, type AppLocale } from '../support/i18n.ts';
import { expectNoSeriousViolations } from '../support/axe.ts';
import { sidebar, toast } from '../support/ui.ts';

/**
 * My company (/topology, SPEC section 2) as a fresh owner whose setup made one site: reached from the
 * sidebar, the site edited in the side panel (numbers typed the language's way), a second site added
 * after the validation message, both listed and kept after a reload; axe on the page and on the panel.
 */

const cases = {
  en: { edited: 'Head office Lyon', surface: '1,250.5', added: 'Bordeaux warehouse', employees: '1,200' },
  fr: { edited: 'Siège de Lyon', surface: '1 250,5', added: 'Entrepôt de Bordeaux', employees: '1 200' },
} as const;

function siteForm(page: Page, locale: AppLocale, editing?: string) {
  const L = (key: string, params?: Record<string, string | number>) => t(locale, key, params);
  const form = page.getByRole('form', {
    name: editing === undefined ? L('onboarding.sites.form_label') : L('onboarding.sites.edit_form_label', { name: editing }),
  });
  return {
    form,
    name: form.getByRole('textbox', { name: L('onboarding.sites.fields.name'), exact: true }),
    surface: form.getByRole('textbox', { name: L('onboarding.sites.fields.surface_m2'), exact: true }),
    employees: form.getByRole('textbox', { name: L('onboarding.sites.fields.employees'), exact: true }),
    country: form.getByRole('combobox', { name: L('onboarding.sites.fields.country'), exact: true }),
  };
}

for (const locale of ['en', 'fr'] as const) {
  test(`an owner edits a site and adds another on My company (${locale})`, async ({ page }) => {
    test.slow();
    const L = (key: string, params?: Record<string, string | number>) => t(locale, key, params);
    const c = cases[locale];
    const user = await registerViaApi(page.request, locale);
    const token = await completeSetupViaApi(page.request, user);
    await openSignedIn(page, token, '/dashboard', locale);

    const table = page.getByRole('table', { name: L('onboarding.sites.table_caption') });
    const row = (name: string) => table.getByRole('row').filter({ has: page.getByRole('rowheader', { name, exact: true }) });

    await test.step('reach My company from the sidebar', async () => {
      await sidebar(page, locale).getByRole('link', { name: L('app.nav.items.my_company'), exact: true }).click();
      await expect(page).toHaveURL(/\/topology$/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(L('app.topology.title'));
      await expect(page).toHaveTitle(new RegExp(`^${L('app.topology.document_title')}`));
      await expect(row('Head office')).toBeVisible();
      await expect(page.getByText(L('app.topology.sites.count', { count: 1 }), { exact: true })).toBeVisible();
      // The owner edits the company profile in place.
      await expect(page.getByRole('textbox', { name: L('onboarding.company.fields.name'), exact: true })).toHaveValue(
        locale === 'fr' ? 'Société Test' : 'Test Ltd',
      );
      await expectNoSeriousViolations(page, `My company (${locale})`);
    });

    await test.step('edit the site: name and surface area', async () => {
      await row('Head office')
        .getByRole('button', { name: L('onboarding.sites.edit_label', { name: 'Head office' }) })
        .click();
      const f = siteForm(page, locale, 'Head office');
      await expect(f.name).toHaveValue('Head office');
      await expect(f.name).toBeFocused();
      await f.name.fill(c.edited);
      await f.surface.fill(c.surface);
      await f.form.getByRole('button', { name: L('onboarding.sites.save'), exact: true }).click();
      await expect(toast(page, L('onboarding.sites.updated', { name: c.edited }))).toBeVisible();
      await expect(f.form).toBeHidden();
      await expect(row(c.edited)).toContainText(L('onboarding.sites.surface_value', { value: formatNumber(1250.5, locale) }));
      await expect(row('Head office')).toHaveCount(0);
    });

    await test.step('add a site: the required name first, then saved', async () => {
      await page.getByRole('button', { name: L('app.topology.sites.add'), exact: true }).click();
      const f = siteForm(page, locale);
      await expect(f.form).toBeVisible();
      // A new site starts in the company's country.
      await expect(f.country).toHaveValue('FR');
      await expectNoSeriousViolations(page, `the site panel (${locale})`);
      await f.form.getByRole('button', { name: L('onboarding.sites.add'), exact: true }).click();
      await expect(f.name).toHaveAccessibleDescription(L('errors.field_required'));
      await expect(f.name).toHaveAttribute('aria-invalid', 'true');
      await f.name.fill(c.added);
      await f.employees.fill(c.employees);
      await f.form.getByRole('button', { name: L('onboarding.sites.add'), exact: true }).click();
      await expect(toast(page, L('onboarding.sites.added', { name: c.added }))).toBeVisible();
      await expect(f.form).toBeHidden();
      await expect(row(c.added)).toContainText(formatNumber(1200, locale, 0));
      await expect(page.getByText(L('app.topology.sites.count', { count: 2 }), { exact: true })).toBeVisible();
    });

    await test.step('both sites are kept by the server', async () => {
      await page.reload();
      await expect(row(c.edited)).toBeVisible();
      await expect(row(c.added)).toBeVisible();
      await expect(row(c.edited)).toContainText(L('onboarding.sites.surface_value', { value: formatNumber(1250.5, locale) }));
    });
  });
}
