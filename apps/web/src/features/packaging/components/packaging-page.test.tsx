import { entrySchema } from '@carbon/contracts/ledger';
import type { Packaging, PackagingList } from '@carbon/contracts/packaging';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { catalogItem } from '@/test/catalog-item';
import { COMPANY_ID, SITE_ID, sites } from '@/test/ledger';
import { jsonResponse, renderWithProviders, setupI18n } from '@/test/render';
import { PackagingKitProvider, type PackagingKit } from '../packaging-kit';
import { PackagingPage } from './packaging-page';

const LINE_ID = '11111111-1111-4111-8111-111111111111';

const kit: PackagingKit = {
  ledgerQueryKey: ['ledger'],
  FactorPicker: () => <p>factor picker</p>,
  EntryCalculation: ({ entry: shown }) => <p>ledger calculation of {shown.quantity} kg</p>,
};

function line(): Packaging {
  const ledgerLine = entrySchema.parse({
    id: '22222222-2222-4222-8222-222222222222',
    company_id: COMPANY_ID,
    site_id: SITE_ID,
    period_year: 2025,
    category: 'purchased_goods',
    scope: 3,
    scope3_category: 1,
    beges_item: '4.1',
    quantity: 250,
    unit: 'kg',
    co2e_kg: 299.93,
    co2e_kg_market: null,
    uncertainty_percent: null,
    factor: {
      id: '33333333-3333-4333-8333-333333333333',
      source: 'uk-desnz',
      dataset_version: '2025',
      name: 'Paper and board: board',
      kg_co2e_per_unit: 1199.72542,
      unit: 'tonne',
      uncertainty_percent: null,
      energy_basis: null,
      parts: null,
    },
    conversion: { from: 'kg', to: 'tonne', multiplier: 0.001, steps: [] },
    label: '40x30x20 cm',
    details: {},
    market_factor_kg_co2e_per_kwh: null,
    derived_from_entry_id: null,
    activity_id: LINE_ID,
    activity_kind: 'packaging',
    amount_eur: 300,
    distribution: null,
    created_at: '2025-03-01T10:00:00.000Z',
    updated_at: '2025-03-01T10:00:00.000Z',
  });
  return {
    id: LINE_ID,
    company_id: COMPANY_ID,
    site_id: SITE_ID,
    period_year: 2025,
    co2e_kg: 299.93,
    amount_eur: 300,
    entries: [ledgerLine],
    catalog_item_id: null,
    material: 'cardboard',
    size: '40x30x20 cm',
    name: null,
    quantity_mode: 'units',
    units: 1000,
    unit_weight_kg: 0.25,
    total_weight_kg: null,
    weight_kg: 250,
    recyclable: true,
    recycled_content_percent: null,
    region: null,
    factor_mode: 'auto',
    factor_origin: 'material',
    emission_factor_id: null,
    custom_factor: null,
    price_mode: 'custom',
    price_eur: 300,
    estimated_eur_per_kg: null,
  };
}

describe('PackagingPage', () => {
  const fetchMock = vi.fn<typeof fetch>();
  afterEach(() => {
    vi.unstubAllGlobals();
    fetchMock.mockReset();
  });

  async function setup() {
    await setupI18n('en');
    const list: PackagingList = { items: [line()], total_co2e_kg: 299.93, total_amount_eur: 300, total_weight_kg: 250 };
    fetchMock.mockImplementation((input, init) => {
      const url = String(input);
      if (url.includes('/product-catalog/search')) {
        const box = catalogItem({
          name: 'Shipping box 40x30x20',
          unit: 'unit',
          price_per_unit: 0.85,
          weight: 400,
          weight_unit: 'g',
          material_type: 'cardboard',
          size_label: '40x30x20 cm',
        });
        return Promise.resolve(jsonResponse({ query: 'box', count: 1, items: [{ ...box, score: 0.9 }] }));
      }
      if (url.includes('/packaging/') && init?.method === 'DELETE') return Promise.resolve(new Response(null, { status: 204 }));
      if (url.includes('/packaging')) return Promise.resolve(jsonResponse(list));
      return Promise.resolve(jsonResponse({ detail: 'Not found' }, 404));
    });
    vi.stubGlobal('fetch', fetchMock);
    renderWithProviders(
      <PackagingKitProvider kit={kit}>
        <PackagingPage companyId={COMPANY_ID} year={2025} siteId={SITE_ID} sites={sites} sitesReady canEdit />
      </PackagingKitProvider>,
    );
    return userEvent.setup();
  }

  it('lists the year’s lines with their totals, opens a line’s calculation and deletes it after confirmation', async () => {
    const user = await setup();
    expect(await screen.findByText('Cardboard · 1,000 units')).toBeInTheDocument();
    expect(screen.getAllByText('€300.00').length).toBeGreaterThan(0);
    expect(screen.getAllByText('250 kg').length).toBeGreaterThan(0);

    await user.click(screen.getByRole('button', { name: 'Calculation of 40x30x20 cm' }));
    expect(screen.getByText('1,000 units × 0.250 kg = 250 kg of packaging')).toBeInTheDocument();
    expect(screen.getByText("Emission factor: Automatic (Material's library factor)")).toBeInTheDocument();
    expect(screen.getByText('ledger calculation of 250 kg')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Delete 40x30x20 cm' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText('Delete the packaging line “40x30x20 cm”?')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect(fetchMock.mock.calls.some(([url, init]) => String(url).includes(`/packaging/${LINE_ID}`) && init?.method === 'DELETE')).toBe(true),
    );
  });

  it('searches the packaging catalog from 2 characters and prefills a line from the item picked', async () => {
    const user = await setup();
    await user.type(screen.getByLabelText('Search the packaging catalog'), 'b');
    expect(screen.getByText('Type at least 2 characters')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Search the packaging catalog'), 'ox');
    await user.click(await screen.findByRole('button', { name: 'Use Shipping box 40x30x20' }, { timeout: 3000 }));
    const form = await screen.findByRole('form', { name: 'New packaging line' });
    expect(within(form).getByLabelText('Name')).toHaveValue('Shipping box 40x30x20');
    expect(within(form).getByLabelText('Size')).toHaveValue('40x30x20 cm');
    expect(within(form).getByLabelText('Material')).toHaveValue('cardboard');
    expect(within(form).getByLabelText('Unit weight (kg)')).toHaveValue('0.4');
    expect(within(form).getByLabelText('Catalog price')).toBeChecked();
  });
});
