import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '@/lib/i18n';
import { jsonResponse, renderWithProviders, setupI18n } from '@/test/render';
import { ProductMatch } from './product-match';
import { ReportList } from './report-list';
import { ReportPage } from './report-page';

function report(slug: string, name: string, kg: number) {
  return {
    slug,
    name,
    description: '',
    unit: 'unit',
    weight_per_unit_kg: 2.1,
    category: 'Bicycles',
    processing_state: 'finished',
    company_name: 'Velo Works',
    cost_per_unit: 120,
    currency: 'EUR',
    kg_co2e_per_unit: kg,
    by_stage: { raw_material: kg, packaging: 0, transport: 0, energy: 0, waste: 0, distribution: 0 },
    lines: [
      {
        kind: 'material',
        stage: 'raw_material',
        label: 'Tubes',
        kg_co2e_per_unit: kg,
        quantity_per_unit: 2,
        unit: 'kg',
        factor: { name: 'Our steel', source: 'company', version: '2025', unit: 'kg', kg_co2e_per_unit: 1.9 },
      },
      {
        kind: 'transport',
        stage: 'transport',
        label: 'Lyon → Lille',
        kg_co2e_per_unit: 0,
        quantity_per_unit: 0.5,
        unit: 't.km',
        factor: null,
      },
    ],
    data_quality: { score: 4, rating: 'good' },
    published_at: '2026-11-20T10:00:00Z',
    origin_country: 'FR',
    volume: 12.5,
    volume_unit: 'l',
    size: 'M',
  };
}

const frame = report('frame1', 'Gravel frame', 3.8);
const wheel = report('wheel1', 'Carbon wheel', 1234.5);

function routeFetch(fetchMock: ReturnType<typeof vi.fn<typeof fetch>>) {
  fetchMock.mockImplementation(async (input) => {
    const url = new URL(String(input), 'http://localhost');
    if (url.pathname.endsWith('/public/product-reports')) {
      return jsonResponse({
        items: [frame, wheel].map((r) => ({
          slug: r.slug,
          name: r.name,
          category: r.category,
          unit: r.unit,
          kg_co2e_per_unit: r.kg_co2e_per_unit,
          company_name: r.company_name,
          published_at: r.published_at,
        })),
        total: 2,
        limit: 20,
        offset: 0,
      });
    }
    if (url.pathname.endsWith('/public/product-reports/frame1')) return jsonResponse(frame);
    if (url.pathname.endsWith('/public/product-reports/wheel1')) return jsonResponse(wheel);
    if (url.pathname.endsWith('/public/product-match')) {
      return jsonResponse({
        query: url.searchParams.get('q'),
        items: [
          { kind: 'report', slug: 'frame1', name: 'Gravel frame', category: 'Bicycles', unit: 'unit', kg_co2e_per_unit: 3.8, company_name: 'Velo Works', score: 0.9 },
          { kind: 'catalog_item', slug: null, name: 'Acier neuf', category: 'Métaux', unit: 'kg', kg_co2e_per_unit: 1.55, company_name: null, score: 0.8 },
        ],
      });
    }
    return jsonResponse({ detail: 'Not found', code: 'not_found' }, 404);
  });
}

describe('product reports (public)', () => {
  const fetchMock = vi.fn<typeof fetch>();
  afterEach(async () => {
    fetchMock.mockReset();
    vi.unstubAllGlobals();
    await i18n.changeLanguage('en');
  });

  it('renders a report with its three tabs, sets the title, and sends no token', async () => {
    await setupI18n('en');
    routeFetch(fetchMock);
    vi.stubGlobal('fetch', fetchMock);
    renderWithProviders(<ReportPage slug="frame1" notFound={<p>Not found page</p>} />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Gravel frame' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toContain('Gravel frame'));
    const user = userEvent.setup();
    const tabs = screen.getAllByRole('tab').map((tab) => tab.textContent);
    expect(tabs).toEqual(['Category', 'Detailed', 'Supply chain']);
    expect(within(screen.getByRole('tabpanel')).getByText('€120.00')).toBeInTheDocument();
    expect(within(screen.getByRole('tabpanel')).getByText('3.800 kg CO2e per unit')).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Detailed' }));
    const lines = screen.getByRole('table', { name: /Lines of the footprint/ });
    expect(within(lines).getByText(/Our steel/)).toBeInTheDocument();
    expect(within(lines).getByText('company 2025')).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Supply chain' }));
    expect(within(screen.getByRole('tabpanel')).getByText('France · Lyon → Lille')).toBeInTheDocument();
    expect(within(screen.getByRole('tabpanel')).getByText('12.5 l')).toBeInTheDocument();
    expect(within(screen.getByRole('tabpanel')).getByText('M')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Method and its limits' })).toBeInTheDocument();
    expect(new Headers(fetchMock.mock.calls[0]![1]!.headers).has('Authorization')).toBe(false);
  });

  it('shows the public not-found page for an unknown or withdrawn slug', async () => {
    await setupI18n('en');
    routeFetch(fetchMock);
    vi.stubGlobal('fetch', fetchMock);
    renderWithProviders(<ReportPage slug="gone" notFound={<p>Not found page</p>} />);
    expect(await screen.findByText('Not found page')).toBeInTheDocument();
    expect(screen.queryByRole('tab')).not.toBeInTheDocument();
  });

  it('lists published reports and compares two side by side, numbers in French', async () => {
    await setupI18n('fr');
    routeFetch(fetchMock);
    vi.stubGlobal('fetch', fetchMock);
    renderWithProviders(<ReportList />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('checkbox', { name: 'Comparer Gravel frame' }));
    expect(screen.getByRole('button', { name: 'Comparer 1 rapports' })).toBeDisabled();
    await user.click(screen.getByRole('checkbox', { name: 'Comparer Carbon wheel' }));
    await user.click(screen.getByRole('button', { name: 'Comparer 2 rapports' }));
    const table = await screen.findByRole('table', { name: 'Comparaison des rapports produits choisis' });
    expect(within(table).getByRole('columnheader', { name: 'Gravel frame' })).toBeInTheDocument();
    expect(within(table).getByRole('columnheader', { name: 'Carbon wheel' })).toBeInTheDocument();
    // 1 234,500 in French, 3 decimals (narrow no-break space collapsed by text matching).
    expect(within(table).getByText('1 234,500 kg CO2e par unit')).toBeInTheDocument();
  });

  it('matches a free-text description to reports and library items, refusing under 2 characters', async () => {
    await setupI18n('fr');
    routeFetch(fetchMock);
    vi.stubGlobal('fetch', fetchMock);
    renderWithProviders(<ProductMatch />);
    const user = userEvent.setup();
    const box = screen.getByRole('searchbox', { name: 'Décrivez le produit' });
    await user.type(box, 'a');
    await user.click(screen.getByRole('button', { name: 'Rechercher' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Saisissez au moins 2 caractères.');
    expect(fetchMock).not.toHaveBeenCalled();
    await user.clear(box);
    await user.type(box, 'cadre acier');
    await user.click(screen.getByRole('button', { name: 'Rechercher' }));
    const results = await screen.findByRole('list', { name: 'Correspondances les plus proches' });
    expect(within(results).getByRole('link', { name: 'Gravel frame' })).toHaveAttribute('href', '/product-reports/frame1');
    expect(within(results).getByText('Acier neuf')).toBeInTheDocument();
    expect(within(results).getByText('1,550 kg CO2e par kg')).toBeInTheDocument();
    const url = new URL(String(fetchMock.mock.calls[0]![0]), 'http://localhost');
    expect(url.searchParams.get('q')).toBe('cadre acier');
    expect(url.searchParams.get('lang')).toBe('fr');
  });
});
