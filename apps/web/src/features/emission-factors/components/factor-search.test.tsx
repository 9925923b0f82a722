import type { FactorDetail, FactorSearchItem } from '@carbon/contracts/emission-factors';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useLocation } from 'react-router';
import { i18n } from '@/lib/i18n';
import { jsonResponse, renderWithProviders, setupI18n } from '@/test/render';
import { FactorSearchPage } from './factor-search-page';
import { FactorResultRow } from './factor-results-table';

/** Waits that include the 250 ms search debounce and the URL round trip get more than the default second. */
const AFTER_DEBOUNCE = { timeout: 5_000 };

const item: FactorSearchItem = {
  id: '7d1f1c9a-1111-4222-8333-944455556666',
  key: 'ademe-base-carbone:20911',
  source: 'ademe-base-carbone',
  dataset_version: 'V23.6',
  name: 'Gazole routier',
  name_fr: 'Gazole routier',
  name_en: null,
  name_languages: 'fr',
  category_path: ['Combustibles', 'Fossiles'],
  unit: 't.km',
  unit_family: 'freight',
  kg_co2e_per_unit: 1234.5,
  country_code: 'FR',
  region_code: null,
  location: null,
  year: 2023,
  status: 'valid',
  company_id: null,
  unit_label: 't·km',
  unit_raw: 'kgCO2e/tonne.km',
  energy_basis: null,
  unit_qualifier: null,
  currency: null,
  price_year: null,
  gwp_basis: 'AR6',
  parts: [],
  validity: 'current',
  valid_to: '2025-12-31',
  latest_edition: true,
  edition: 'V23.6',
  score: 0.876,
};

function renderRow() {
  return render(
    <table>
      <tbody>
        <FactorResultRow item={item} selected={false} onOpen={() => undefined} />
      </tbody>
    </table>,
  );
}

describe('a result row', () => {
  afterEach(() => i18n.changeLanguage('en'));

  it('formats the factor in English, with the source, unit, place, year and relevance', async () => {
    await setupI18n('en');
    renderRow();
    const row = screen.getByRole('row');
    const cells = within(row).getAllByRole('cell');
    expect(within(row).getByRole('button', { name: 'Gazole routier' })).toBeInTheDocument();
    expect(within(row).getByText('Name published in French only')).toBeInTheDocument();
    // The name keeps its language for screen readers.
    expect(within(row).getByText('Gazole routier')).toHaveAttribute('lang', 'fr');
    expect(cells.map((cell) => cell.textContent)).toEqual(['ADEME Base CarboneV23.6', 't·km', '1,235', 'France', '2023', '88%']);
  });

  it('formats the factor in French', async () => {
    await setupI18n('fr');
    renderRow();
    const cells = within(screen.getByRole('row')).getAllByRole('cell');
    expect(cells.map((cell) => cell.textContent)).toEqual(['ADEME Base CarboneV23.6', 't·km', '1\u202f235', 'France', '2023', '88\u00a0%']);
    // Published in French: no note in a French interface.
    expect(screen.queryByText(/uniquement/)).not.toBeInTheDocument();
  });

  it('keeps 3 significant digits for a factor too small for 2 decimals', async () => {
    await setupI18n('en');
    render(
      <table>
        <tbody>
          <FactorResultRow item={{ ...item, kg_co2e_per_unit: 0.000412 }} selected={false} onOpen={() => undefined} />
        </tbody>
      </table>,
    );
    expect(screen.getByText('0.000412')).toBeInTheDocument();
  });
});

function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{location.search}</output>;
}

const detail: FactorDetail = {
  ...item,
  unit_raw: 'kgCO2e/t.km',
  source_value: 1234.5,
  gases: { co2_fossil: 1200, ch4_fossil: 4.5, ch4_biogenic: null, ch4: null, n2o: 30, other: null, co2_biogenic: 2 },
  components: [{ kind: 'combustion', name: 'Combustion', kg_co2e_per_unit: 1000 }],
  lifecycle_stages: null,
  uncertainty_percent: 10,
  quality: null,
  quality_scheme: null,
  valid_from: null,
  validity_text: null,
  licence: 'Licence Ouverte 2.0',
  licence_url: 'https://www.etalab.gouv.fr/licence-ouverte-open-licence/',
  attribution: 'ADEME, Base Carbone V23.6',
  source_id: '20911',
  comment: null,
  duplicate_of_key: null,
  ghg_scope: null,
  editions: [{ id: item.id, key: item.key, edition: 'V23.6', dataset_version: 'V23.6', kg_co2e_per_unit: 1234.5, latest_edition: true }],
  replaced_by: null,
  created_at: '2026-01-01T00:00:00Z',
  updated_at: '2026-01-01T00:00:00Z',
};

describe('FactorSearchPage', () => {
  const fetchMock = vi.fn<typeof fetch>();
  const searchCalls = () => fetchMock.mock.calls.map(([input]) => String(input)).filter((url) => url.includes('/emission-factors/search'));

  beforeEach(async () => {
    await setupI18n('en');
    fetchMock.mockImplementation((input) => {
      const url = String(input);
      if (url.includes('/emission-factors/sources')) return Promise.resolve(jsonResponse({ total: 17433, total_rows: 25510, imported_at: null, datasets: [] }));
      if (url.includes('/emission-factors/search')) {
        const query = new URL(url, 'http://test').searchParams.get('q') ?? '';
        return Promise.resolve(jsonResponse({ query, count: 1, library_total: 17433, items: [item] }));
      }
      if (url.includes(`/emission-factors/${item.id}`)) return Promise.resolve(jsonResponse(detail));
      return Promise.resolve(jsonResponse({ detail: 'Not found' }, 404));
    });
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => {
    fetchMock.mockReset();
    vi.unstubAllGlobals();
  });

  it('explains the 2-character rule and asks nothing of the API below it', async () => {
    const user = userEvent.setup();
    renderWithProviders(
      <>
        <FactorSearchPage companyId={null} />
        <LocationProbe />
      </>,
      { route: '/ef-search' },
    );
    expect(await screen.findByText('Library: 17,433 factors')).toBeInTheDocument();
    await user.type(screen.getByRole('searchbox', { name: 'Search emission factors' }), 'g');
    // The hint follows the committed query, after the search field's debounce: wait past it on a loaded machine.
    expect(await screen.findByText('Please enter at least 2 characters to search', {}, AFTER_DEBOUNCE)).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('?q=g');
    expect(searchCalls()).toHaveLength(0);

    await user.type(screen.getByRole('searchbox', { name: 'Search emission factors' }), 'a');
    expect(await screen.findByRole('button', { name: 'Gazole routier' }, AFTER_DEBOUNCE)).toBeInTheDocument();
    expect(screen.queryByText('Please enter at least 2 characters to search')).not.toBeInTheDocument();
    expect(searchCalls()).toHaveLength(1);
    const params = new URL(searchCalls()[0]!, 'http://test').searchParams;
    expect(params.get('q')).toBe('ga');
    expect(params.get('limit')).toBe('20');
    expect(params.get('min_score')).toBe('0');
  }, 15_000); // two debounced waits and a search: more than the default 5 s on a loaded machine

  it('starts from the URL, sends the slider as min_score, and opens the detail panel that Escape closes', async () => {
    const user = userEvent.setup();
    renderWithProviders(
      <>
        <FactorSearchPage companyId="c1" />
        <LocationProbe />
      </>,
      { route: '/ef-search?q=gazole&limit=50&relevance=35&country=FR' },
    );
    expect(await screen.findByRole('button', { name: 'Gazole routier' })).toBeInTheDocument();
    const params = new URL(searchCalls()[0]!, 'http://test').searchParams;
    expect(Object.fromEntries(params)).toEqual({ q: 'gazole', limit: '50', min_score: '0.35', lang: 'en', country: 'FR', company_id: 'c1' });
    expect(screen.getByRole('combobox', { name: 'Results' })).toHaveTextContent('50 results');
    expect(screen.getByRole('slider', { name: 'Minimum relevance' })).toHaveValue('35');

    await user.click(screen.getByRole('button', { name: 'Gazole routier' }));
    const panel = await screen.findByRole('dialog', { name: /Gazole routier/ });
    expect(screen.getByTestId('location')).toHaveTextContent(`factor=${item.id}`);
    expect(within(panel).getByText('Licence Ouverte 2.0').closest('a')).toHaveAttribute('href', detail.licence_url);
    expect(within(panel).getByText('ADEME, Base Carbone V23.6')).toBeInTheDocument();
    expect(within(panel).getByRole('heading', { name: 'Split by gas' })).toBeInTheDocument();
    expect(within(panel).getByText('± 10%')).toBeInTheDocument();

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByTestId('location')).not.toHaveTextContent('factor=');
    // Focus goes back to the result that opened the panel.
    expect(screen.getByRole('button', { name: 'Gazole routier' })).toHaveFocus();
  });

  it('marks the results as loading while the user types, without the previous query\'s summary', async () => {
    let answer: (response: Response) => void = () => undefined;
    const base = fetchMock.getMockImplementation()!;
    fetchMock.mockImplementation((input, init) => {
      const query = new URL(String(input), 'http://test').searchParams.get('q');
      // The next query's answer is held back so that the in-between state can be looked at.
      if (query === 'gazole b30') return new Promise<Response>((resolve) => (answer = resolve));
      return base(input, init);
    });
    const user = userEvent.setup();
    renderWithProviders(<FactorSearchPage companyId={null} />, { route: '/ef-search?q=gazole' });
    const table = await screen.findByRole('table', { name: 'Emission factors matching “gazole”' });
    const frame = table.parentElement!;
    const summary = within(screen.getByRole('region', { name: 'Results' })).getByRole('status');
    expect(summary).toHaveTextContent('1 result for “gazole”');
    expect(frame).not.toHaveAttribute('aria-busy');

    await user.type(screen.getByRole('searchbox', { name: 'Search emission factors' }), ' b30');
    // Still typing (before the debounce) and then waiting for the answer: the old rows are marked, never summarised.
    expect(frame).toHaveAttribute('aria-busy', 'true');
    expect(frame).toHaveClass('opacity-60');
    expect(summary).toHaveTextContent('Searching…');
    expect(summary).not.toHaveTextContent('result for');
    await waitFor(() => expect(searchCalls().some((url) => url.includes('q=gazole+b30'))).toBe(true), AFTER_DEBOUNCE);
    expect(frame).toHaveAttribute('aria-busy', 'true');
    expect(summary).not.toHaveTextContent('result for “gazole”');

    answer(jsonResponse({ query: 'gazole b30', count: 1, library_total: 17433, items: [{ ...item, id: 'b30', name: 'Gazole B30' }] }));
    expect(await screen.findByRole('button', { name: 'Gazole B30' })).toBeInTheDocument();
    expect(summary).toHaveTextContent('1 result for “gazole b30”');
    expect(screen.getByRole('table').parentElement).not.toHaveAttribute('aria-busy');
  }, 15_000);

  it('shows the network error with a retry', async () => {
    fetchMock.mockImplementation(() => Promise.reject(new TypeError('Failed to fetch')));
    renderWithProviders(<FactorSearchPage companyId={null} />, { route: '/ef-search?q=steel' });
    expect(await screen.findByText('Network error')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
