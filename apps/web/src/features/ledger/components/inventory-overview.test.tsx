import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { categoriesAnswer, COMPANY_ID, inventory, SITE_2_ID, sites } from '@/test/ledger';
import { jsonResponse, renderWithProviders, setupI18n } from '@/test/render';
import type * as ChartModule from '@/components/ui/chart';
import { InventoryOverview } from './inventory-overview';

// ECharts draws nothing in jsdom; the tables beside each chart carry the same figures.
vi.mock('@/components/ui/chart', async (importOriginal) => ({
  ...(await importOriginal<typeof ChartModule>()),
  Chart: ({ label }: { label: string }) => <div role="img" aria-label={label} />,
}));

/** Normalises the narrow no-break space of French numbers, as the DOM queries do. */
const n = (value: string) => value.replace(/[\u202f\u00a0]/g, ' ');

const texts = {
  en: {
    total: '1,234.57 t CO2e',
    totalMarket: '1,100.00 t CO2e',
    scope1: '400.00 t CO2e',
    scope2Location: '234.57 t CO2e',
    scope2Market: '100.00 t CO2e',
    locationNote: /grid average of each site’s country \(location-based method\)/,
    marketNote: /supplier contracts and guarantees of origin \(market-based method\)/,
    range: 'Between 1,111.11 t CO2e and 1,358.02 t CO2e',
    uncertainty: '± 10%',
    openScope1: 'Scope 1: direct emissions: 400.00 t CO2e, open the entries',
    topCategory: 'Purchased goods',
    empty: 'No emissions recorded for 2025 yet',
    record: 'Record scope 1 entries',
    showSite: 'Show Paris office only',
    showYear: 'Show 2023',
    year2023: '56.00 kg CO2e',
  },
  fr: {
    total: n('1 234,57 t CO2e'),
    totalMarket: n('1 100,00 t CO2e'),
    scope1: '400,00 t CO2e',
    scope2Location: '234,57 t CO2e',
    scope2Market: '100,00 t CO2e',
    locationNote: /mix moyen du réseau du pays de chaque site \(méthode location-based\)/,
    marketNote: /contrats des fournisseurs et les garanties d'origine \(méthode market-based\)/,
    range: n('Entre 1 111,11 t CO2e et 1 358,02 t CO2e'),
    uncertainty: '± 10 %',
    openScope1: 'Scope 1 : émissions directes : 400,00 t CO2e, ouvrir les postes',
    topCategory: 'Achats de biens',
    empty: "Aucune émission enregistrée pour 2025 pour l'instant",
    record: 'Saisir les postes du scope 1',
    showSite: 'Afficher Paris office seulement',
    showYear: 'Afficher 2023',
    year2023: '56,00 kg CO2e',
  },
} as const;

describe.each(['en', 'fr'] as const)('InventoryOverview (%s)', (locale) => {
  const text = texts[locale];
  const fetchMock = vi.fn<typeof fetch>();

  afterEach(() => {
    vi.unstubAllGlobals();
    fetchMock.mockReset();
  });

  async function setup(answer: (year: number) => ReturnType<typeof inventory>) {
    await setupI18n(locale);
    fetchMock.mockImplementation((input) => {
      const url = new URL(String(input), 'http://test');
      if (url.pathname.endsWith('/accounting/categories')) return Promise.resolve(jsonResponse(categoriesAnswer));
      if (url.pathname.endsWith('/inventory')) return Promise.resolve(jsonResponse(answer(Number(url.searchParams.get('period_year')))));
      return Promise.resolve(jsonResponse({ detail: 'Not found' }, 404));
    });
    vi.stubGlobal('fetch', fetchMock);
    const onSelectYear = vi.fn();
    const onSelectSite = vi.fn();
    renderWithProviders(
      <InventoryOverview companyId={COMPANY_ID} year={2025} siteId={null} sites={sites} onSelectYear={onSelectYear} onSelectSite={onSelectSite} />,
    );
    return { user: userEvent.setup(), onSelectYear, onSelectSite };
  }

  const emptyYear = (year: number) =>
    inventory({
      period_year: year,
      total_co2e_kg: year === 2023 ? 56 : 0,
      total_co2e_kg_market: year === 2023 ? 56 : 0,
      by_scope: { scope1: year === 2023 ? 56 : 0, scope2_location: 0, scope2_market: 0, scope3: 0 },
      by_category: year === 2023 ? [{ key: 'stationary_combustion', scope: 1, co2e_kg: 56 }] : [],
      by_site: [],
      uncertainty_percent: null,
    });

  it('shows the total by each scope 2 method, saying which one each total uses', async () => {
    const { user, onSelectYear, onSelectSite } = await setup((year) => (year === 2025 ? inventory() : emptyYear(year)));
    expect(await screen.findByTestId('inventory-total')).toHaveTextContent(text.total);
    expect(screen.getByTestId('inventory-total-market')).toHaveTextContent(text.totalMarket);
    expect(screen.getByText(text.locationNote)).toBeInTheDocument();
    expect(screen.getByText(text.marketNote)).toBeInTheDocument();
    expect(screen.getByTestId('inventory-scope2_location')).toHaveTextContent(text.scope2Location);
    expect(screen.getByTestId('inventory-scope2_market')).toHaveTextContent(text.scope2Market);
    expect(screen.getByText(text.uncertainty)).toBeInTheDocument();
    expect(screen.getByText(text.range)).toBeInTheDocument();

    // A scope 1 figure opens the entries that make it.
    expect(screen.getByRole('link', { name: text.openScope1 })).toHaveAttribute('href', '/scope1');
    // A top category opens the screen its lines are recorded on: purchased goods, the purchases.
    expect(await screen.findByRole('link', { name: text.topCategory })).toHaveAttribute('href', '/purchases');

    // The trend reads one inventory per year; another year or a site opens in the whole app.
    expect(await screen.findAllByText(text.year2023)).toHaveLength(2);
    await user.click(screen.getByRole('button', { name: text.showYear }));
    expect(onSelectYear).toHaveBeenCalledWith(2023);
    await user.click(screen.getByRole('button', { name: text.showSite }));
    expect(onSelectSite).toHaveBeenCalledWith(SITE_2_ID);
    const years = fetchMock.mock.calls
      .map(([input]) => new URL(String(input), 'http://test'))
      .filter((url) => url.pathname.endsWith('/inventory'))
      .map((url) => Number(url.searchParams.get('period_year')));
    expect([...new Set(years)].sort()).toEqual([2021, 2022, 2023, 2024, 2025]);
  });

  it('invites to record scope 1 entries when the year is empty', async () => {
    await setup(emptyYear);
    expect(await screen.findByText(text.empty)).toBeInTheDocument();
    const card = screen.getByText(text.empty).closest('section') ?? document.body;
    expect(within(card as HTMLElement).getByRole('link', { name: text.record })).toHaveAttribute('href', '/scope1');
  });
});
