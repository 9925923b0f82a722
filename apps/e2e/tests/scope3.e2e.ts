import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { accountingCategory } from '@carbon/carbon/taxonomy';
import { formatEmissions } from '@carbon/i18n/format';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { completeSetupViaApi, expect, openSignedIn, registerViaApi, test } from '../support/fixtures.ts';
import { t, type AppLocale } from '../support/i18n.ts';
import { expectNoSeriousViolations } from '../support/axe.ts';

/**
 * Issue 10, Scope 3:
 * 1. "Done means": a new company records a material purchase (/purchases), a packaging line (/packaging) and a
 *    business travel report (the Scope 3 panel of /topology, by distances: long flights and rail, 20 % business
 *    class); the dashboard's scope 3 goes from nothing to the sum of the figures those screens showed.
 * 2. The Scope 3 panel: a category marked not relevant with its reason, a freight line in t·km that makes its
 *    category recorded, and the travel report's 422 (spend split not adding up to 100) under its field.
 * 3. The bulk import: a CSV with one bad row is previewed with the row's error in the user's language and nothing
 *    is written; the fixed file is confirmed and its rows are written.
 */

const journeys = {
  en: {
    material: 'Aluminium profiles',
    packaging: { query: 'cardboard', item: 'Cardboard, virgin', unitWeight: '0.5', price: '40' },
    longFlight: '12,000',
    rail: '1,500',
    reason: 'The company grants no franchise',
    tonneKm: '2,500',
    freightLabel: 'Deliveries from the supplier',
    spend: '10,000',
    leased: ['Leased warehouse', 'Leased showroom'],
  },
  fr: {
    material: 'Profilés aluminium',
    packaging: { query: 'carton', item: 'Carton neuf', unitWeight: '0,5', price: '40' },
    longFlight: '12 000',
    rail: '1 500',
    reason: "L'entreprise n'accorde aucune franchise",
    tonneKm: '2 500',
    freightLabel: 'Livraisons du fournisseur',
    spend: '10 000',
    leased: ['Entrepôt loué', 'Showroom loué'],
  },
} as const;

/** A figure as the app shows it ("1,234.56 t CO2e", "1 234,56 kg CO2e"), in kg, with the rounding it carries. */
function parseEmissions(text: string, locale: AppLocale): { kg: number; halfStep: number } {
  const match = /([\d\s\u00a0\u202f.,]+?)\s*(kg|t) CO2e/.exec(text);
  if (!match?.[1] || !match[2]) throw new Error(`No emissions figure in "${text}"`);
  const digits = match[1].replace(/[\s\u00a0\u202f]/g, '');
  const value = Number(
    locale === 'fr' ? digits.replace(/\./g, '').replace(',', '.') : digits.replace(/,/g, ''),
  );
  if (Number.isNaN(value)) throw new Error(`Not a number: "${match[1]}"`);
  const unit = match[2] === 't' ? 1000 : 1;
  // Two decimals in the unit shown: the true value is within half a hundredth of it.
  return { kg: value * unit, halfStep: 0.005 * unit };
}

const figure = /^[\s\d\u00a0\u202f.,]+(kg|t) CO2e\s*$/;

/** A scope 3 category's name in the user's language, as the panel shows it. */
function categoryName(key: string, locale: AppLocale): string {
  const category = accountingCategory(key);
  if (!category) throw new Error(`Unknown category ${key}`);
  return locale === 'fr' ? category.nameFr : category.nameEn;
}

/** A category's item in the Scope 3 panel of /topology. */
function panelItem(page: Page, key: string, locale: AppLocale): Locator {
  return page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: categoryName(key, locale), exact: true }) });
}

async function api<T>(request: APIRequestContext, token: string, path: string): Promise<T> {
  const response = await request.get(`/api/v1${path}`, { headers: { Authorization: `Bearer ${token}` } });
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as T;
}

async function scope3OfInventory(
  request: APIRequestContext,
  token: string,
  companyId: string,
  year: number,
): Promise<number> {
  const inventory = await api<{ by_scope: { scope3: number } }>(
    request,
    token,
    `/inventory?company_id=${companyId}&period_year=${year}`,
  );
  return inventory.by_scope.scope3;
}

async function entriesOfYear(
  request: APIRequestContext,
  token: string,
  companyId: string,
  year: number,
): Promise<unknown[]> {
  const answer = await api<{ items?: unknown[]; entries?: unknown[] } | unknown[]>(
    request,
    token,
    `/entries?company_id=${companyId}&period_year=${year}`,
  );
  if (Array.isArray(answer)) return answer;
  return answer.items ?? answer.entries ?? [];
}

for (const locale of ['en', 'fr'] as const satisfies readonly AppLocale[]) {
  const L = (key: string, params?: Record<string, string | number>) => t(locale, key, params);

  test(`a purchase, a packaging line and a travel report make the dashboard's scope 3 (${locale})`, async ({
    page,
  }) => {
    test.slow();
    const journey = journeys[locale];
    const user = await registerViaApi(page.request, locale);
    const token = await completeSetupViaApi(page.request, user);
    const year = new Date().getFullYear() - 1;

    // Nothing recorded: the dashboard's inventory is empty, scope 3 is 0.
    await openSignedIn(page, token, '/dashboard', locale);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(L('app.dashboard.title'));
    await expect(page.getByText(L('app.dashboard.emissions.empty_title', { year }))).toBeVisible();
    expect(await scope3OfInventory(page.request, token, user.companyId, year)).toBe(0);

    // A material purchase on /purchases.
    await page.goto('/purchases');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(L('purchases.title'));
    await page
      .getByRole('button', { name: L('purchases.tabs.materials.add') })
      .first()
      .click();
    const purchaseForm = page.getByRole('form', { name: L('purchases.tabs.materials.add') });
    await purchaseForm
      .getByRole('combobox', { name: L('purchases.form.material_type'), exact: true })
      .selectOption('aluminium');
    await purchaseForm
      .getByRole('textbox', { name: L('purchases.form.name'), exact: true })
      .fill(journey.material);
    await purchaseForm
      .getByRole('textbox', { name: L('purchases.form.quantity_tonnes'), exact: true })
      .fill('2');
    await purchaseForm.getByRole('button', { name: L('purchases.tabs.materials.add') }).click();
    await expect(purchaseForm).toBeHidden();
    const purchaseFigure = page
      .getByRole('row')
      .filter({ hasText: journey.material })
      .getByRole('button', { name: L('purchases.table.open_calculation', { name: journey.material }) });
    await expect(purchaseFigure).toHaveText(figure);
    const purchase = parseEmissions((await purchaseFigure.textContent()) ?? '', locale);
    expect(purchase.kg).toBeGreaterThan(0);

    // A packaging line on /packaging, from the catalog search.
    await page.goto('/packaging');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(L('packaging.title'));
    await page.getByRole('searchbox', { name: L('packaging.search.label') }).fill(journey.packaging.query);
    await page
      .getByRole('button', { name: `${L('packaging.search.use')} ${journey.packaging.item}` })
      .click();
    const packagingForm = page.getByRole('form', { name: L('packaging.form.new') });
    await packagingForm.getByRole('textbox', { name: L('packaging.fields.units'), exact: true }).fill('100');
    await packagingForm
      .getByRole('textbox', { name: L('packaging.fields.unit_weight_kg'), exact: true })
      .fill(journey.packaging.unitWeight);
    await packagingForm
      .getByRole('textbox', { name: L('packaging.fields.price_eur'), exact: true })
      .fill(journey.packaging.price);
    await packagingForm.getByRole('button', { name: L('packaging.actions.add') }).click();
    await expect(packagingForm).toBeHidden();
    const packagingFigure = page
      .getByRole('row')
      .filter({ hasText: journey.packaging.item })
      .getByRole('cell')
      .filter({ hasText: figure });
    await expect(packagingFigure).toHaveCount(1);
    const packaging = parseEmissions((await packagingFigure.textContent()) ?? '', locale);
    expect(packaging.kg).toBeGreaterThan(0);

    // A business travel report from the Scope 3 panel: distances, 20 % of the flight distance in business class.
    await page.goto('/topology');
    await expect(page.getByRole('heading', { name: L('scope3.panel.title') })).toBeVisible();
    const travelItem = panelItem(page, 'business_travel', locale);
    await expect(travelItem).toContainText(L('scope3.status.missing'));
    await travelItem
      .getByRole('button', {
        name: L('scope3.panel.add_named', { name: categoryName('business_travel', locale) }),
      })
      .click();
    const travel = page.getByRole('dialog', { name: L('travel.dialog.title_new') });
    await expect(travel).toBeVisible();
    await expect(travel.getByRole('radio', { name: L('travel.dialog.entry_mode_distance') })).toBeChecked();
    await travel
      .getByRole('textbox', { name: `${L('travel.modes.long_flight')} (km)`, exact: true })
      .fill(journey.longFlight);
    await travel
      .getByRole('textbox', { name: `${L('travel.modes.rail')} (km)`, exact: true })
      .fill(journey.rail);
    await travel
      .getByRole('textbox', { name: L('travel.dialog.business_class_percent'), exact: true })
      .fill('20');
    await expectNoSeriousViolations(page, `/topology travel report dialog (${locale})`);
    await travel.getByRole('button', { name: L('travel.dialog.save'), exact: true }).click();
    await expect(travel).toBeHidden();
    await expect(travelItem).toContainText(L('scope3.status.recorded'));
    const travelFigure = travelItem.getByText(figure);
    await expect(travelFigure).not.toHaveText(/^\s*0[.,]00 kg/);
    const travelled = parseEmissions((await travelFigure.textContent()) ?? '', locale);
    expect(travelled.kg).toBeGreaterThan(0);
    // Purchases and packaging both land in purchased goods (category 1), shown on the panel too.
    await expect(panelItem(page, 'purchased_goods', locale)).toContainText(L('scope3.status.recorded'));
    await expectNoSeriousViolations(page, `/topology with scope 3 recorded (${locale})`);

    // The dashboard: scope 3 is the sum of the three, within the rounding of the figures shown.
    await page.goto('/dashboard');
    const scope3 = page.getByTestId('inventory-scope3');
    await expect(scope3).toHaveText(figure);
    await expect(page.getByText(L('app.dashboard.emissions.empty_title', { year }))).toHaveCount(0);
    const shown = parseEmissions((await scope3.textContent()) ?? '', locale);
    const sum = purchase.kg + packaging.kg + travelled.kg;
    const tolerance = purchase.halfStep + packaging.halfStep + travelled.halfStep + shown.halfStep;
    expect(shown.kg).toBeGreaterThan(0);
    expect(
      Math.abs(shown.kg - sum),
      `dashboard scope 3 ${shown.kg} kg vs recorded ${sum} kg`,
    ).toBeLessThanOrEqual(tolerance);
    // And exactly the inventory the API computes.
    const apiScope3 = await scope3OfInventory(page.request, token, user.companyId, year);
    await expect(scope3).toHaveText(formatEmissions(apiScope3, locale));
    // The compact scope 3 status list: business travel recorded.
    const statusList = page
      .getByRole('listitem')
      .filter({ hasText: categoryName('business_travel', locale) });
    await expect(statusList.filter({ hasText: L('scope3.status.recorded') }).first()).toBeVisible();
    await expectNoSeriousViolations(page, `/dashboard with scope 3 (${locale})`);
  });

  test(`the Scope 3 panel: not relevant with a reason, a freight line, the travel report's split error (${locale})`, async ({
    page,
    consoleErrors,
  }) => {
    test.slow();
    const journey = journeys[locale];
    const user = await registerViaApi(page.request, locale);
    const token = await completeSetupViaApi(page.request, user);

    await openSignedIn(page, token, '/topology', locale);
    await expect(page.getByRole('heading', { name: L('scope3.panel.title') })).toBeVisible();

    // Franchises: not relevant, with the reason the report will give.
    const franchises = panelItem(page, 'franchises', locale);
    const franchisesName = categoryName('franchises', locale);
    await expect(franchises).toContainText(L('scope3.status.missing'));
    await franchises
      .getByRole('button', { name: L('scope3.panel.mark_not_relevant_named', { name: franchisesName }) })
      .click();
    const marking = page.getByRole('dialog', {
      name: L('scope3.not_relevant_dialog.title', { name: franchisesName }),
    });
    await expect(marking).toBeVisible();
    // No reason: the field says so.
    await marking.getByRole('button', { name: L('scope3.not_relevant_dialog.submit'), exact: true }).click();
    const reason = marking.getByRole('textbox', {
      name: L('scope3.not_relevant_dialog.reason'),
      exact: true,
    });
    await expect(reason).toHaveAttribute('aria-invalid', 'true');
    await reason.fill(journey.reason);
    await expectNoSeriousViolations(page, `/topology not relevant dialog (${locale})`);
    await marking.getByRole('button', { name: L('scope3.not_relevant_dialog.submit'), exact: true }).click();
    await expect(marking).toBeHidden();
    await expect(franchises).toContainText(L('scope3.panel.reason_label', { reason: journey.reason }));
    await expect(franchises).toContainText(L('scope3.status.not_relevant'));
    await expect(
      franchises.getByRole('button', {
        name: L('scope3.panel.mark_missing_named', { name: franchisesName }),
      }),
    ).toBeVisible();

    // Upstream transport: a freight line in tonne-kilometres.
    const transport = panelItem(page, 'upstream_transport', locale);
    const transportName = categoryName('upstream_transport', locale);
    await expect(transport).toContainText(L('scope3.status.missing'));
    await transport
      .getByRole('button', { name: L('scope3.panel.add_named', { name: transportName }) })
      .click();
    const freight = page.getByRole('dialog', {
      name: L('scope3.forms.entry.title', { name: transportName }),
    });
    const freightForm = freight.getByRole('form', { name: L('scope3.forms.freight.title') });
    await expect(freightForm).toBeVisible();
    await freightForm
      .getByRole('combobox', { name: L('scope3.forms.freight.quantity'), exact: true })
      .selectOption('tonne_km');
    await freightForm
      .getByRole('textbox', { name: L('scope3.forms.freight.tonne_km'), exact: true })
      .fill(journey.tonneKm);
    await freightForm
      .getByRole('textbox', { name: L('scope3.forms.label'), exact: true })
      .fill(journey.freightLabel);
    await expectNoSeriousViolations(page, `/topology freight form (${locale})`);
    await freightForm.getByRole('button', { name: L('scope3.forms.save'), exact: true }).click();
    await expect(freight).toBeHidden();
    await expect(transport).toContainText(L('scope3.status.recorded'));
    await expect(transport).toContainText(L('scope3.panel.entries_count', { count: 1 }));
    await expect(transport.getByText(figure)).not.toHaveText(/^\s*0[.,]00 kg/);
    await transport
      .getByRole('button', { name: L('scope3.panel.show_lines_of', { name: transportName }) })
      .click();
    await expect(transport.getByRole('row').filter({ hasText: journey.freightLabel })).toBeVisible();

    // The travel report by spend, split 50 + 30 + 0: the API's 422 shows under the split.
    consoleErrors.allow(/status of 422/);
    const travelName = categoryName('business_travel', locale);
    await panelItem(page, 'business_travel', locale)
      .getByRole('button', { name: L('scope3.panel.add_named', { name: travelName }) })
      .click();
    const travel = page.getByRole('dialog', { name: L('travel.dialog.title_new') });
    await expect(travel).toBeVisible();
    await travel.getByRole('radio', { name: L('travel.dialog.entry_mode_spend') }).check();
    await travel
      .getByRole('textbox', { name: L('travel.dialog.total_spend'), exact: true })
      .fill(journey.spend);
    await travel.getByRole('textbox', { name: `${L('travel.modes.flights')} (%)`, exact: true }).fill('50');
    await travel.getByRole('textbox', { name: `${L('travel.modes.rail')} (%)`, exact: true }).fill('30');
    await travel.getByRole('textbox', { name: `${L('travel.modes.car')} (%)`, exact: true }).fill('0');
    await travel.getByRole('button', { name: L('travel.dialog.save'), exact: true }).click();
    const split = travel.getByRole('group', { name: L('travel.dialog.split_legend') });
    await expect(split.getByRole('alert')).toHaveText(L('errors.travel_split_sum'));
    await expect(travel).toBeVisible();
    await expectNoSeriousViolations(page, `/topology travel report with the split error (${locale})`);
    await travel.getByRole('button', { name: L('travel.dialog.cancel'), exact: true }).click();
    await expect(travel).toBeHidden();
    await expect(panelItem(page, 'business_travel', locale)).toContainText(L('scope3.status.missing'));
  });

  test(`bulk import of entries: a bad row refused in the user's language, then the fixed file written (${locale})`, async ({
    page,
  }) => {
    test.slow();
    const journey = journeys[locale];
    const user = await registerViaApi(page.request, locale);
    const token = await completeSetupViaApi(page.request, user);
    const year = new Date().getFullYear() - 1;

    // Real ids: the company's site and a kWh factor (France's grid electricity) from the factor search.
    const sites = await api<{ id: string }[]>(page.request, token, `/sites?company_id=${user.companyId}`);
    const siteId = sites[0]?.id;
    expect(siteId).toBeTruthy();
    const search = await api<{ items: { id: string; unit: string }[] }>(
      page.request,
      token,
      '/emission-factors/search?q=grid%20electricity&lang=en&limit=10',
    );
    const factorId = search.items.find((item) => item.unit === 'kWh')?.id;
    expect(factorId).toBeTruthy();

    const folder = mkdtempSync(join(tmpdir(), 'scope3-import-'));
    try {
      const header = 'site_id,category,quantity,unit,emission_factor_id,label';
      const line = (quantity: string, label: string) =>
        `${siteId},upstream_leased_assets,${quantity},kWh,${factorId},${label}`;
      const bad = join(folder, 'entries-bad.csv');
      writeFileSync(
        bad,
        [header, line('1000', journey.leased[0]), line('abc', journey.leased[1])].join('\n') + '\n',
      );
      const fixed = join(folder, 'entries.csv');
      writeFileSync(
        fixed,
        [header, line('1000', journey.leased[0]), line('2500', journey.leased[1])].join('\n') + '\n',
      );

      await openSignedIn(page, token, '/topology', locale);
      await expect(page.getByRole('heading', { name: L('import.entries.title') })).toBeVisible();
      const fileInput = page.getByLabel(L('import.entries.file_label'), { exact: true });

      // The bad file: row 2's quantity is refused, in the user's language; nothing can be confirmed.
      await fileInput.setInputFiles(bad);
      const badRow = page.getByRole('row').filter({ hasText: journey.leased[1] });
      await expect(badRow).toContainText(
        L('import.entries.row_error', {
          field: L('import.entries.fields.quantity'),
          message: L('errors.import_number_invalid'),
        }),
      );
      await expect(page.getByText(L('import.entries.errors_block'))).toBeVisible();
      const [summaryStart = ''] = L('import.entries.summary', { valid: 1, count: 2, total: '§' }).split('§');
      await expect(page.getByText(summaryStart, { exact: false })).toBeVisible();
      await expect(page.getByRole('button', { name: L('import.entries.confirm', { count: 1 }) })).toHaveCount(
        0,
      );
      await expectNoSeriousViolations(page, `/topology import preview with an error (${locale})`);
      expect(await entriesOfYear(page.request, token, user.companyId, year)).toHaveLength(0);

      // The fixed file: both rows valid, confirmed, written.
      await page.getByRole('button', { name: L('import.entries.start_over'), exact: true }).click();
      await fileInput.setInputFiles(fixed);
      await expect(
        page.getByRole('row').filter({ hasText: journey.leased[1] }).getByText(figure),
      ).toBeVisible();
      await page
        .getByRole('button', { name: L('import.entries.confirm', { count: 2 }), exact: true })
        .click();
      await expect(page.getByText(L('import.entries.written', { count: 2 }))).toBeVisible();
      expect(await entriesOfYear(page.request, token, user.companyId, year)).toHaveLength(2);
      const leased = panelItem(page, 'upstream_leased_assets', locale);
      await expect(leased).toContainText(L('scope3.status.recorded'));
      await expect(leased).toContainText(L('scope3.panel.entries_count', { count: 2 }));
      await expectNoSeriousViolations(page, `/topology import written (${locale})`);
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });
}
