import { completeSetupViaApi, expect, openSignedIn, registerViaApi, test } from '../support/fixtures.ts';
import { t, type AppLocale } from '../support/i18n.ts';
import { expectNoSeriousViolations } from '../support/axe.ts';
import { sidebar, toast } from '../support/ui.ts';

/**
 * Issue 9 §3, /prices: a fresh French company opens the screen from the sidebar, finds France's published
 * electricity price with its Eurostat source (the reporting year, last year, is not published yet: the most
 * recent year is shown and said so), sets a peak / off-peak tariff typed the interface's way after the slot
 * message, and adds a custom price.
 */

const journeys = {
  en: { peak: '0.1834', offPeak: '0.1412', shownPeak: '0.1834', custom: 'Green supply contract', price: '0.21', emission: '0.05' },
  fr: { peak: '0,1834', offPeak: '0,1412', shownPeak: '0,1834', custom: "Contrat d'électricité verte", price: '0,21', emission: '0,05' },
} as const;

for (const locale of ['en', 'fr'] as const satisfies readonly AppLocale[]) {
  test(`see the French defaults with their source, set an HP/HC tariff and add a custom price on /prices (${locale})`, async ({ page }) => {
    test.slow();
    const L = (key: string, params?: Record<string, string | number>) => t(locale, key, params);
    const journey = journeys[locale];
    const user = await registerViaApi(page.request, locale);
    const token = await completeSetupViaApi(page.request, user);
    // completeSetupViaApi sets the reporting year to last year: the top bar opens on it.
    const year = new Date().getFullYear() - 1;

    await openSignedIn(page, token, '/dashboard', locale);
    await sidebar(page, locale).getByRole('link', { name: L('app.nav.items.prices') }).click();
    await expect(page).toHaveURL(/\/prices$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(L('app.prices.title'));
    await expect(page.getByRole('tab', { name: L('app.prices.tabs.electricity') })).toHaveAttribute('aria-selected', 'true');

    // Eurostat's defaults stop at 2024 in the data carried: the screen says so and shows the most recent.
    const published = Math.min(year, 2024);
    if (year > published) await expect(page.getByText(L('app.prices.defaults.not_yet_title', { year }))).toBeVisible();
    const defaults = page.getByRole('table', { name: L('app.prices.defaults.title', { year }) });
    const france = defaults.getByRole('row').filter({ hasText: 'France' });
    await expect(france).toBeVisible();
    // The API answers the year with each country's latest default, which keeps its own year.
    if (year > published) await expect(france).toContainText(L('app.prices.defaults.applied_from', { year: published }));
    await expect(france).toContainText(locale === 'fr' ? /0,\d{2,4}/ : /0\.\d{2,4}/);
    await france.getByRole('button', { name: L('app.prices.table.show_source_of', { country: 'France' }) }).click();
    await expect(defaults.getByText('Eurostat', { exact: true })).toBeVisible();
    await expect(defaults.getByText('CC BY 4.0')).toBeVisible();
    await expect(defaults.getByText(L('app.prices.reference.period_mean', { year: published }))).toBeVisible();
    await expect(defaults.getByText(L('app.prices.reference.band_ic'))).toBeVisible();
    await expectNoSeriousViolations(page, `/prices with a source open (${locale})`);

    // The tariff: the slot message first, then peak / off-peak hours typed the interface's way.
    await page.getByRole('button', { name: L('app.prices.tariff.set') }).click();
    const tariff = page.getByRole('form', { name: L('app.prices.tariff.title', { year }) });
    await expect(tariff).toBeVisible();
    await tariff.getByRole('combobox', { name: L('app.prices.tariff.family') }).selectOption('hp_hc');
    const peak = tariff.getByRole('textbox', { name: L('app.prices.slots.hp'), exact: true });
    const offPeak = tariff.getByRole('textbox', { name: L('app.prices.slots.hc'), exact: true });
    await peak.fill(journey.peak);
    await tariff.getByRole('button', { name: L('app.prices.tariff.save') }).click();
    await expect(offPeak).toHaveAccessibleDescription(L('errors.invalid_slot'));
    await expectNoSeriousViolations(page, `/prices tariff panel with a slot message (${locale})`);
    await offPeak.fill(journey.offPeak);
    await tariff.getByRole('button', { name: L('app.prices.tariff.save') }).click();
    await expect(tariff).toBeHidden();
    await expect(toast(page, L('app.prices.tariff_updated'))).toBeVisible();
    const own = page.getByRole('table', { name: L('app.prices.company.title', { year }) });
    const tariffRow = own.getByRole('row').filter({ hasText: L('app.prices.company.tariff_name', { family: L('app.prices.tariff_families.hp_hc') }) });
    await expect(tariffRow).toContainText(journey.shownPeak);
    await expect(tariffRow).toContainText(L('app.prices.yours'));

    // A custom price.
    await page.getByRole('button', { name: L('app.prices.custom.add') }).first().click();
    const custom = page.getByRole('form', { name: L('app.prices.custom.title', { year }) });
    await custom.getByRole('textbox', { name: L('app.prices.custom.name'), exact: true }).fill(journey.custom);
    await custom.getByRole('textbox', { name: L('app.prices.custom.price'), exact: true }).fill(journey.price);
    await custom.getByRole('textbox', { name: L('app.prices.custom.emission'), exact: true }).fill(journey.emission);
    await custom.getByRole('button', { name: L('app.prices.custom.save') }).click();
    await expect(custom).toBeHidden();
    await expect(toast(page, L('app.prices.custom_created'))).toBeVisible();
    await expect(own.getByRole('row').filter({ hasText: journey.custom })).toContainText(journey.price);

    // Kept after a reload.
    await page.reload();
    await expect(page.getByRole('table', { name: L('app.prices.company.title', { year }) }).getByRole('row').filter({ hasText: journey.custom })).toBeVisible();
    await expectNoSeriousViolations(page, `/prices with the company's prices (${locale})`);
  });
}
