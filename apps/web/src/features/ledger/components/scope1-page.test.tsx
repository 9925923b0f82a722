import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { categoriesAnswer, COMPANY_ID, entry, GAS_FACTOR_ID, SITE_ID, sites } from '@/test/ledger';
import { jsonResponse, renderWithProviders, setupI18n } from '@/test/render';
import { Scope1Page } from './scope1-page';

const gasBill = entry();
const upstream = entry({
  id: 'a1b2c3d4-e5f6-4a7b-8c9d-0e1f2a3b4c5d',
  category: 'upstream_fuel_energy',
  scope: 3,
  scope3_category: 3,
  beges_item: '4.5',
  co2e_kg: 480.25,
  label: '',
  derived_from_entry_id: gasBill.id,
});

describe('Scope1Page', () => {
  const fetchMock = vi.fn<typeof fetch>();
  afterEach(() => {
    vi.unstubAllGlobals();
    fetchMock.mockReset();
  });

  async function setup(items = [gasBill]) {
    await setupI18n('en');
    fetchMock.mockImplementation((input, init) => {
      const url = new URL(String(input), 'http://test');
      if (url.pathname.endsWith('/accounting/categories')) return Promise.resolve(jsonResponse(categoriesAnswer));
      if (init?.method === 'DELETE') return Promise.resolve(new Response(null, { status: 204 }));
      if (url.pathname.endsWith('/entries')) {
        const scope3 = url.searchParams.get('scope') === '3';
        const list = scope3 ? [upstream] : items;
        return Promise.resolve(jsonResponse({ items: list, total: list.length }));
      }
      return Promise.resolve(jsonResponse({ detail: 'Not found' }, 404));
    });
    vi.stubGlobal('fetch', fetchMock);
    renderWithProviders(<Scope1Page companyId={COMPANY_ID} year={2025} siteId={SITE_ID} sites={sites} sitesReady canEdit />);
    return userEvent.setup();
  }

  it('lists the entries by category with their derived upstream row, and opens the calculation', async () => {
    const user = await setup();
    expect(await screen.findByRole('heading', { level: 2, name: 'Stationary combustion' })).toBeInTheDocument();
    const row = screen.getByText('Gas bill').closest('tr')!;
    expect(within(row).getByText('12,000.00 kWh')).toBeInTheDocument();
    expect(within(row).getByText('2.45 t CO2e')).toBeInTheDocument();
    expect(within(row).getByText('ADEME Base Carbone · version 23.4')).toBeInTheDocument();
    expect(await screen.findByText('480.25 kg CO2e')).toBeInTheDocument();
    expect(screen.getByText('Follows the entry above; change or delete that entry instead.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Calculation of Gas bill' }));
    expect(screen.getByText('kWh HHV → kWh LHV: × 0.901')).toBeInTheDocument();
    expect(screen.getByText('= 2.45 t CO2e')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Natural gas' })).toHaveAttribute('href', `/ef-search?factor=${GAS_FACTOR_ID}`);
  });

  it('asks before deleting, naming the entry and its derived rows', async () => {
    const user = await setup();
    await user.click(await screen.findByRole('button', { name: 'Delete Gas bill' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText('Delete “Gas bill”?')).toBeInTheDocument();
    expect(within(dialog).getByText(/with the upstream emissions \(scope 3\) that follow it/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(fetchMock.mock.calls.some(([input, init]) => init?.method === 'DELETE' && String(input).endsWith(`/entries/${gasBill.id}`))).toBe(true));
  });

  it('says what the screen is for when the year has no entry', async () => {
    await setup([]);
    expect(await screen.findByText('No scope 1 entry for 2025 yet')).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Add an entry' }).length).toBeGreaterThan(0);
  });
});
