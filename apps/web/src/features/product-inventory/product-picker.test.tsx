import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { COMPANY_ID } from '@/test/ledger';
import { jsonResponse, renderWithProviders, setupI18n } from '@/test/render';
import { ProductPicker, REPORTS_PAGE_SIZE } from './product-picker';

/** The product of a bought-product line: the newest reports a page at a time, and the empty states. */

const report = (index: number) => ({
  slug: `report-${index}`,
  name: `Report product ${index}`,
  category: 'Furniture',
  unit: 'unit',
  kg_co2e_per_unit: 10 + index,
  company_name: 'Supplier SA',
  published_at: '2025-06-01T00:00:00.000Z',
});

const texts = {
  en: { more: 'Show more reports', emptyAll: 'No simple product or published report yet: type to search the catalog.', search: /^Search a product/, empty: 'No product matches "zzz".' },
  fr: { more: 'Afficher plus de rapports', emptyAll: 'Aucun produit simple ni rapport publié pour l\'instant : tapez pour chercher dans le catalogue.', search: /^Rechercher un produit/, empty: 'Aucun produit ne correspond à « zzz ».' },
} as const;

describe.each(['en', 'fr'] as const)('ProductPicker (%s)', (locale) => {
  const text = texts[locale];
  const fetchMock = vi.fn<typeof fetch>();

  afterEach(() => {
    vi.unstubAllGlobals();
    fetchMock.mockReset();
  });

  async function setup(total: number) {
    await setupI18n(locale);
    fetchMock.mockImplementation((input) => {
      const url = new URL(String(input), 'http://test');
      if (url.pathname.endsWith('/simple-products')) return Promise.resolve(jsonResponse({ items: [] }));
      if (url.pathname.endsWith('/public/product-reports')) {
        const offset = Number(url.searchParams.get('offset'));
        const limit = Number(url.searchParams.get('limit'));
        const items = Array.from({ length: Math.max(0, Math.min(limit, total - offset)) }, (_, i) => report(offset + i + 1));
        return Promise.resolve(jsonResponse({ items, total, limit, offset }));
      }
      if (url.pathname.endsWith('/product-catalog/search')) return Promise.resolve(jsonResponse({ query: 'zzz', count: 0, items: [] }));
      if (url.pathname.endsWith('/public/product-match')) return Promise.resolve(jsonResponse({ query: 'zzz', items: [] }));
      return Promise.resolve(jsonResponse({ detail: 'Not found' }, 404));
    });
    vi.stubGlobal('fetch', fetchMock);
    const onChange = vi.fn();
    renderWithProviders(<ProductPicker companyId={COMPANY_ID} product={null} onChange={onChange} />);
    return { user: userEvent.setup(), onChange };
  }

  it('loads the newest published reports a page at a time until there are no more', async () => {
    const { user } = await setup(REPORTS_PAGE_SIZE + 2);
    expect(await screen.findByText(`Report product ${REPORTS_PAGE_SIZE}`)).toBeInTheDocument();
    expect(screen.queryByText(`Report product ${REPORTS_PAGE_SIZE + 1}`)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: text.more }));
    expect(await screen.findByText(`Report product ${REPORTS_PAGE_SIZE + 2}`)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: text.more })).not.toBeInTheDocument();
  });

  it('says when there is nothing to choose, and when a search finds nothing', async () => {
    const { user } = await setup(0);
    expect(await screen.findByText(text.emptyAll)).toBeInTheDocument();
    await user.type(screen.getByRole('searchbox', { name: text.search }), 'zzz');
    expect(await screen.findByText(text.empty)).toBeInTheDocument();
  });
});
