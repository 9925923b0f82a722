import type { CatalogItem } from '@carbon/contracts/product-catalog';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { catalogItem } from '@/test/catalog-item';
import { findToast, jsonResponse, renderWithProviders, setupI18n } from '@/test/render';
import { readCatalogListState, writeCatalogListState } from '../list-state';
import { CatalogListPage } from './catalog-list-page';

const COMPANY_ID = '3f0c2a4e-5b6d-4e7f-8a9b-0c1d2e3f4a5b';

function item(id: string, name: string, companyId: string | null): CatalogItem {
  return catalogItem({ id, company_id: companyId, name, price_per_unit: companyId ? 1234.5 : null, emission_per_unit: 0.92 });
}

const own = item('11111111-1111-4111-8111-111111111111', 'Our kraft box', COMPANY_ID);
const library = {
  ...item('22222222-2222-4222-8222-222222222222', 'Glass bottle', null),
  tags: ['Glass', 'Recyclable', 'Food contact', 'Reusable', 'Transparent'].map((label, index) => ({
    id: `tag-${index}`,
    category: 'material' as const,
    slug: label.toLowerCase(),
    label_en: label,
    label_fr: label,
  })),
};

describe('catalog list URL state', () => {
  it('round-trips the search and the page, and ignores a bad page', () => {
    expect(readCatalogListState(writeCatalogListState({ q: 'verre', page: 3 }))).toEqual({ q: 'verre', page: 3 });
    expect(writeCatalogListState({ q: '', page: 1 }).toString()).toBe('');
    expect(readCatalogListState(new URLSearchParams('page=-2'))).toEqual({ q: '', page: 1 });
  });
});

describe('CatalogListPage', () => {
  const fetchMock = vi.fn<typeof fetch>();
  const calls = () => fetchMock.mock.calls.map(([input, init]) => `${init?.method ?? 'GET'} ${String(input)}`);

  beforeEach(async () => {
    await setupI18n('en');
    fetchMock.mockImplementation((input, init) => {
      const url = String(input);
      if (init?.method === 'DELETE') return Promise.resolve(new Response(null, { status: 204 }));
      if (url.includes('/product-catalog/search')) return Promise.resolve(jsonResponse({ query: 'glass', count: 1, items: [{ ...library, score: 0.9 }] }));
      if (url.includes('/product-catalog')) return Promise.resolve(jsonResponse({ items: [own, library], total: 2 }));
      return Promise.resolve(jsonResponse({ detail: 'Not found' }, 404));
    });
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => {
    fetchMock.mockReset();
    vi.unstubAllGlobals();
  });

  it("lists the company's items, editable, beside the library's, read-only", async () => {
    renderWithProviders(<CatalogListPage companyId={COMPANY_ID} canEdit />, { route: '/product-catalog' });
    const ownRow = (await screen.findByRole('rowheader', { name: 'Our kraft box' })).closest('tr')!;
    const libraryRow = screen.getByRole('rowheader', { name: 'Glass bottle' }).closest('tr')!;
    expect(within(ownRow).getByRole('link', { name: 'Edit Our kraft box' })).toHaveAttribute('href', `/product-catalog/edit/${own.id}`);
    expect(within(ownRow).getByText('€1,234.50')).toBeInTheDocument();
    expect(within(libraryRow).getByText('Library, read-only')).toBeInTheDocument();
    expect(within(libraryRow).getByRole('link', { name: 'View Glass bottle' })).toBeInTheDocument();
    expect(within(libraryRow).queryByRole('button', { name: /Delete/ })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'New item' })).toHaveAttribute('href', '/product-catalog/edit/new');
    expect(screen.getByText('Items 1–2 of 2')).toBeInTheDocument();
  });

  it('asks before deleting, naming the item', async () => {
    const user = userEvent.setup();
    renderWithProviders(<CatalogListPage companyId={COMPANY_ID} canEdit />, { route: '/product-catalog' });
    const deleteButton = await screen.findByRole('button', { name: 'Delete Our kraft box' });
    await user.click(deleteButton);
    // Cancel has the focus, so Enter never deletes by accident; Escape cancels and focus goes back.
    expect(screen.getByRole('alertdialog', { name: 'Delete “Our kraft box”?' })).toContainElement(document.activeElement as HTMLElement);
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(deleteButton).toHaveFocus();
    await user.click(deleteButton);
    const dialog = screen.getByRole('alertdialog', { name: 'Delete “Our kraft box”?' });
    expect(calls().some((call) => call.startsWith('DELETE'))).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await findToast('Catalog item deleted: “Our kraft box”')).toBeInTheDocument();
    expect(calls()).toContain(`DELETE /api/v1/product-catalog/${own.id}`);
  });

  it('shows three tags of an item, and the others on demand', async () => {
    const user = userEvent.setup();
    renderWithProviders(<CatalogListPage companyId={COMPANY_ID} canEdit />, { route: '/product-catalog' });
    const row = (await screen.findByRole('rowheader', { name: 'Glass bottle' })).closest('tr')!;
    expect(within(row).getByText('Food contact')).toBeInTheDocument();
    expect(within(row).queryByText('Transparent')).not.toBeInTheDocument();
    await user.click(within(row).getByRole('button', { name: '+2 more tags of “Glass bottle”' }));
    const tags = screen.getByRole('dialog', { name: 'Tags of “Glass bottle”' });
    expect(within(tags).getAllByRole('listitem').map((tag) => tag.textContent)).toEqual(['Glass', 'Recyclable', 'Food contact', 'Reusable', 'Transparent']);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('searches from 2 characters only', async () => {
    const user = userEvent.setup();
    renderWithProviders(<CatalogListPage companyId={COMPANY_ID} canEdit={false} />, { route: '/product-catalog' });
    await screen.findByRole('rowheader', { name: 'Our kraft box' });
    expect(screen.queryByRole('link', { name: 'New item' })).not.toBeInTheDocument();
    await user.type(screen.getByRole('searchbox', { name: 'Search the catalog' }), 'g');
    expect(await screen.findByText('Please enter at least 2 characters to search')).toBeInTheDocument();
    expect(calls().some((call) => call.includes('/search'))).toBe(false);
    await user.type(screen.getByRole('searchbox', { name: 'Search the catalog' }), 'l');
    await waitFor(() => expect(calls().some((call) => call.includes('/product-catalog/search?q=gl'))).toBe(true));
    expect(await screen.findByText('1 item for “glass”')).toBeInTheDocument();
  });
});
