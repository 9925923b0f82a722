import type { SoldProduct } from '@carbon/contracts/product-inventory';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { COMPANY_ID, entry, SITE_ID } from '@/test/ledger';
import { jsonResponse, renderWithProviders, setupI18n } from '@/test/render';
import { SoldProductsSection } from './sold-products-section';

/** /products/view/{id}, "In the inventory" (issue 11 section 5): the records, the lines left out, the form's checks. */

const PRODUCT_ID = '1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d';
const PURCHASE_ENTRY_ID = '2b3c4d5e-6f7a-4b8c-9d0e-1f2a3b4c5d6e';

// 11,500 shelves × 14 kg × 85 % recycled = 136,850 kg of metal × 0.02 kg CO2e/kg = 2,737 kg CO2e (hand-computed).
const record: SoldProduct = {
  id: '3c4d5e6f-7a8b-4c9d-8e0f-2a3b4c5d6e7f',
  company_id: COMPANY_ID,
  site_id: SITE_ID,
  period_year: 2025,
  co2e_kg: 2737,
  amount_eur: null,
  entries: [
    entry({
      category: 'end_of_life_sold_products',
      scope: 3,
      scope3_category: 12,
      label: 'Steel shelving unit: metals, recycling',
      quantity: 136850,
      unit: 'kg',
      co2e_kg: 2737,
    }),
  ],
  product_id: PRODUCT_ID,
  simple_product_id: null,
  product_name: 'Steel shelving unit',
  units_sold: 11500,
  use_phase: { kind: 'none' },
  end_of_life: {
    waste_type: 'metals',
    recycling_percent: 85,
    incineration_percent: 5,
    landfill_percent: 10,
    include_packaging: true,
    weight_per_unit_kg: null,
  },
  include_materials: { units_produced: 12000 },
  by_category: { purchased_goods: 0, use_sold_products: 0, end_of_life_sold_products: 2737 },
  excluded_lines: [
    { label: 'Steel sheet', reason: 'already_purchased', entry_id: PURCHASE_ENTRY_ID, co2e_kg: 265320 },
  ],
};

const texts = {
  en: {
    excludedTitle: 'Left out (already purchased)',
    excluded: 'Steel sheet: 265,320.00 kg CO2e already counted by a purchase of the year',
    empty: 'This product is not recorded as sold in 2024.',
    add: 'Record units sold',
    unitsSold: /^Units sold/,
    landfill: /^Landfill \(%\)/,
    recycling: /^Recycling \(%\)/,
    weight: /^Weight per unit \(kg\)/,
    required: 'This field is required',
    total: 'Recycling, incineration and landfill must add up to 100 %',
    serverWeight: 'Give the weight per unit: a simple product has none',
    deleteRecord: 'Delete the 2025 record',
    deleteTitle: 'Delete the 2025 record?',
  },
  fr: {
    excludedTitle: 'Écartées (déjà achetées)',
    // The narrow no-break space of French numbers (the matcher normalises spaces, so \s).
    excluded: /^Steel sheet : 265\s320,00 kg CO2e déjà comptés par un achat de l'année$/,
    empty: 'Ce produit n\'est pas déclaré vendu en 2024.',
    add: 'Déclarer des unités vendues',
    unitsSold: /^Unités vendues/,
    landfill: /^Enfouissement \(%\)/,
    recycling: /^Recyclage \(%\)/,
    weight: /^Poids par unité \(kg\)/,
    required: 'Ce champ est obligatoire',
    total: 'Recyclage, incinération et enfouissement doivent totaliser 100 %',
    serverWeight: "Indiquez le poids par unité : un produit simple n'en a pas",
    deleteRecord: "Supprimer l'enregistrement 2025",
    deleteTitle: "Supprimer l'enregistrement 2025 ?",
  },
} as const;

describe.each(['en', 'fr'] as const)('SoldProductsSection (%s)', (locale) => {
  const text = texts[locale];
  const fetchMock = vi.fn<typeof fetch>();
  const sent = (method: string) => fetchMock.mock.calls.filter(([, init]) => init?.method === method);

  afterEach(() => {
    vi.unstubAllGlobals();
    fetchMock.mockReset();
  });

  async function setup(year = 2025) {
    await setupI18n(locale);
    fetchMock.mockImplementation((input, init) => {
      const url = new URL(String(input), 'http://test');
      if (url.pathname.endsWith('/sold-products') && init?.method === 'POST') {
        return Promise.resolve(
          jsonResponse(
            {
              detail: [{ loc: ['body', 'end_of_life', 'weight_per_unit_kg'], msg: text.serverWeight, type: 'custom' }],
              code: 'validation_error',
            },
            422,
          ),
        );
      }
      if (url.pathname.endsWith('/sold-products')) {
        return Promise.resolve(jsonResponse({ items: url.searchParams.get('period_year') === '2025' ? [record] : [] }));
      }
      return Promise.resolve(jsonResponse({ detail: 'Not found' }, 404));
    });
    vi.stubGlobal('fetch', fetchMock);
    renderWithProviders(
      <SoldProductsSection
        companyId={COMPANY_ID}
        siteId={SITE_ID}
        productId={PRODUCT_ID}
        productName="Steel shelving unit"
        initialYear={year}
        canEdit
      />,
    );
    return userEvent.setup();
  }

  it('shows the record and the lines left out because a purchase already counts them', async () => {
    await setup();
    expect(await screen.findByText(text.excludedTitle)).toBeInTheDocument();
    expect(screen.getByText(text.excluded)).toBeInTheDocument();
  });

  it('says when the product is not recorded as sold in the year', async () => {
    await setup(2024);
    expect(await screen.findByText(text.empty)).toBeInTheDocument();
  });

  it('checks the fields before sending: units sold required, the three shares adding up to 100 %', async () => {
    const user = await setup(2024);
    await user.click(await screen.findByRole('button', { name: text.add }));
    const recycling = screen.getByRole('textbox', { name: text.recycling });
    await user.clear(recycling);
    await user.type(recycling, '50');
    const form = screen.getByRole('form');
    await user.click(within(form).getByRole('button', { name: text.add }));
    // Every message at once (the API's schema, run in the browser): the total does not wait for the other fields.
    expect(screen.getByRole('textbox', { name: text.unitsSold })).toHaveAccessibleDescription(text.required);
    expect(screen.getByRole('textbox', { name: text.landfill })).toHaveAccessibleDescription(
      expect.stringContaining(text.total),
    );
    await user.type(screen.getByRole('textbox', { name: text.unitsSold }), '100');
    await user.click(within(form).getByRole('button', { name: text.add }));
    expect(screen.getByRole('textbox', { name: text.unitsSold })).not.toHaveAccessibleDescription(text.required);
    expect(screen.getByRole('textbox', { name: text.landfill })).toHaveAccessibleDescription(
      expect.stringContaining(text.total),
    );
    expect(sent('POST')).toHaveLength(0);
  });

  it('shows the API’s 422 under the field it names', async () => {
    const user = await setup(2024);
    await user.click(await screen.findByRole('button', { name: text.add }));
    await user.type(screen.getByRole('textbox', { name: text.unitsSold }), '100');
    const form = screen.getByRole('form');
    await user.click(within(form).getByRole('button', { name: text.add }));
    expect(await screen.findByText(text.serverWeight)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: text.weight })).toHaveAccessibleDescription(
      expect.stringContaining(text.serverWeight),
    );
    expect(sent('POST')).toHaveLength(1);
  });

  it('asks before deleting a record', async () => {
    const user = await setup();
    await user.click(await screen.findByRole('button', { name: text.deleteRecord }));
    expect(await screen.findByRole('alertdialog', { name: text.deleteTitle })).toBeInTheDocument();
    expect(sent('DELETE')).toHaveLength(0);
  });
});
