import type { APIRequestContext, Locator } from '@playwright/test';
import { completeSetupViaApi, expect, openSignedIn, registerViaApi, test } from '../support/fixtures.ts';
import { t, type AppLocale } from '../support/i18n.ts';
import { expectNoSeriousViolations } from '../support/axe.ts';

/**
 * Issue 9 §3: a fresh company records its gas bill (kWh PCS, the natural gas factor proposed by the dialog) and an
 * electricity contract covered by guarantees of origin on /heating; each line shows its kg CO2e and its cost from
 * the company's energy prices, and the dashboard's total for the year follows.
 */

const journeys = {
  en: {
    gas: '12,000',
    electricity: '50,000',
    gasLabel: 'Gas bill 2025',
    electricityLabel: 'Office electricity',
    gasPrice: 'Gas contract',
    electricityPrice: 'Green contract',
  },
  fr: {
    gas: '12 000',
    electricity: '50 000',
    gasLabel: 'Facture de gaz 2025',
    electricityLabel: 'Électricité du siège',
    gasPrice: 'Contrat gaz',
    electricityPrice: 'Contrat vert',
  },
} as const;

async function addPrice(
  request: APIRequestContext,
  token: string,
  companyId: string,
  year: number,
  source: 'gas' | 'electricity',
  name: string,
  price: number,
) {
  const response = await request.post('/api/v1/energy-prices/custom', {
    headers: { Authorization: `Bearer ${token}` },
    data: {
      company_id: companyId,
      year,
      source,
      name,
      price_eur_per_kwh: price,
      emission_kg_co2e_per_kwh: source === 'gas' ? 0.227 : 0,
    },
  });
  expect(response.status(), await response.text()).toBe(201);
}

async function choosePrice(form: Locator, label: string, name: string) {
  const select = form.getByRole('combobox', { name: label, exact: true });
  const value = await select.locator('option', { hasText: name }).getAttribute('value');
  await select.selectOption(value ?? '');
}

for (const locale of ['en', 'fr'] as const satisfies readonly AppLocale[]) {
  test(`record a gas bill and an electricity contract on /heating, with their cost, and see the dashboard total (${locale})`, async ({
    page,
  }) => {
    test.slow();
    const L = (key: string, params?: Record<string, string | number>) => t(locale, key, params);
    const journey = journeys[locale];
    const user = await registerViaApi(page.request, locale);
    const token = await completeSetupViaApi(page.request, user);
    const year = new Date().getFullYear() - 1;
    await addPrice(page.request, token, user.companyId, year, 'gas', journey.gasPrice, 0.1);
    await addPrice(page.request, token, user.companyId, year, 'electricity', journey.electricityPrice, 0.2);

    await openSignedIn(page, token, '/dashboard', locale);
    await expect(page.getByText(L('app.dashboard.emissions.empty_title', { year }))).toBeVisible();

    await page.goto('/heating');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(L('app.energy.title'));
    await expect(page.getByText(L('app.energy.messages.no_entries'))).toBeVisible();
    await expectNoSeriousViolations(page, `/heating empty (${locale})`);

    // The gas bill: kWh PCS as printed on it, the natural gas factor the dialog proposes, the company's gas price.
    await page
      .getByRole('button', { name: L('app.energy.add') })
      .first()
      .click();
    let form = page.getByRole('form', { name: L('app.energy.form.create_label') });
    await expect(form).toBeVisible();
    await form.getByRole('button', { name: L('app.energy.form.submit') }).click();
    const quantity = form.getByRole('textbox', { name: L('app.energy.form.quantity'), exact: true });
    await expect(quantity).toHaveAccessibleDescription(L('errors.field_required'));

    await form
      .getByRole('combobox', { name: L('app.energy.form.kind'), exact: true })
      .selectOption('natural_gas');
    await expect(
      form.getByRole('combobox', { name: L('app.energy.form.energy_basis'), exact: true }),
    ).toHaveValue('HHV');
    await expect(form.locator('a[href^="/ef-search?factor="]')).toBeVisible();
    await quantity.fill(journey.gas);
    await choosePrice(form, L('app.energy.form.price'), journey.gasPrice);
    await form.getByRole('textbox', { name: L('app.energy.form.label'), exact: true }).fill(journey.gasLabel);
    await expectNoSeriousViolations(page, `/heating dialog (${locale})`);
    await form.getByRole('button', { name: L('app.energy.form.submit') }).click();
    await expect(form).toBeHidden();

    const gasRow = page.getByRole('row').filter({ hasText: journey.gasLabel });
    await expect(gasRow).toBeVisible();
    await expect(gasRow).toContainText(/[1-9][\d,.\s\u202f]*(kg|t) CO2e/);
    await expect(gasRow).toContainText('€');

    // Electricity covered by guarantees of origin: market-based 0, location-based from the grid of France.
    await page
      .getByRole('button', { name: L('app.energy.add') })
      .first()
      .click();
    form = page.getByRole('form', { name: L('app.energy.form.create_label') });
    await expect(form).toBeVisible();
    await form
      .getByRole('textbox', { name: L('app.energy.form.quantity'), exact: true })
      .fill(journey.electricity);
    await form.getByRole('radio', { name: L('app.energy.contracts.guarantees') }).check();
    await choosePrice(form, L('app.energy.form.price'), journey.electricityPrice);
    await form
      .getByRole('textbox', { name: L('app.energy.form.label'), exact: true })
      .fill(journey.electricityLabel);
    await form.getByRole('button', { name: L('app.energy.form.submit') }).click();
    await expect(form).toBeHidden();

    const electricityRow = page.getByRole('row').filter({ hasText: journey.electricityLabel });
    await expect(electricityRow).toBeVisible();
    await expect(electricityRow).toContainText(L('app.energy.table.market_guarantees'));
    await expect(electricityRow).toContainText('€');

    // Every number opens to its calculation: quantity, conversion, factor, source, and the cost from the price.
    await gasRow
      .getByRole('button', { name: L('app.ledger.table.show_calculation_of', { name: journey.gasLabel }) })
      .click();
    await expect(
      page
        .getByRole('term')
        .filter({ hasText: L('app.ledger.calculation.factor_name') })
        .first(),
    ).toBeVisible();
    await expect(page.getByText(new RegExp(`${journey.gasPrice}, ${year}\\)$`))).toBeVisible();
    await expectNoSeriousViolations(page, `/heating with energy lines (${locale})`);

    await page.goto('/dashboard');
    const total = page.getByTestId('inventory-total');
    await expect(total).toBeVisible();
    expect(await total.textContent()).toMatch(/[1-9]/);
    await expect(page.getByText(L('app.dashboard.emissions.empty_title', { year }))).toHaveCount(0);
  });
}
