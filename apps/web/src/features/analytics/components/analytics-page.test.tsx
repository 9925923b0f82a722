import { analyticsSchema, type Analytics } from '@carbon/contracts/analytics';
import type { Project } from '@carbon/contracts/ledger';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { categoriesAnswer, COMPANY_ID, SITE_ID, sites } from '@/test/ledger';
import { jsonResponse, renderWithProviders, setupI18n } from '@/test/render';
import type * as ChartModule from '@/components/ui/chart';
import { AnalyticsPage } from './analytics-page';

// ECharts draws nothing in jsdom; the tables beside each chart carry the same figures.
vi.mock('@/components/ui/chart', async (importOriginal) => ({
  ...(await importOriginal<typeof ChartModule>()),
  Chart: ({ label }: { label: string }) => <div role="img" aria-label={label} />,
}));

/** Normalises the narrow no-break space of French numbers, as the DOM queries do. */
const n = (value: string) => value.replace(/[\u202f\u00a0]/g, ' ');

const PROJECT_ID = '9e5f6a7b-8c9d-4eaf-8b1c-2d3e4f5a6b7c';
const CHAIR_ID = '1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d';
const STOOL_ID = '2b3c4d5e-6f7a-4b8c-9d0e-1f2a3b4c5d6e';
const products = [
  { id: CHAIR_ID, name: 'Oak chair', unit: 'unit', annual_production_volume: 2000 },
  { id: STOOL_ID, name: 'Stool', unit: 'unit', annual_production_volume: null },
];
const projects: Project[] = [
  {
    id: PROJECT_ID,
    company_id: COMPANY_ID,
    name: 'New line',
    description: '',
    budget: null,
    created_at: '2026-01-01T00:00:00.000Z',
    updated_at: '2026-01-01T00:00:00.000Z',
  },
];

function answer(overrides: Partial<Analytics> = {}): Analytics {
  return analyticsSchema.parse({
    company_id: COMPANY_ID,
    site_id: null,
    project_id: null,
    current: {
      period_year: 2025,
      total_co2e_kg: 4103,
      total_co2e_kg_market: 4103,
      by_scope: { scope1: 2660, scope2_location: 0, scope2_market: 0, scope3: 1443 },
      entries: 4,
    },
    previous: {
      period_year: 2024,
      total_co2e_kg: 500,
      total_co2e_kg_market: 500,
      by_scope: { scope1: 0, scope2_location: 0, scope2_market: 0, scope3: 500 },
      entries: 1,
    },
    categories: [
      { key: 'stationary_combustion', scope: 1, co2e_kg: 2660, previous_co2e_kg: 0 },
      { key: 'purchased_goods', scope: 3, co2e_kg: 1000, previous_co2e_kg: 500 },
      { key: 'upstream_fuel_energy', scope: 3, co2e_kg: 443, previous_co2e_kg: 0 },
    ],
    employees: 10,
    employees_of: 'company',
    ...overrides,
  });
}

const texts = {
  en: {
    title: 'Analytics',
    total: '4.10 t CO2e',
    versus: '2024: 500.00 kg CO2e · difference +3.60 t CO2e (+721%)',
    scope1: 'Scope 1: direct emissions: 2.66 t CO2e, open its entries',
    category: 'Stationary combustion: 2.66 t CO2e, open its entries',
    goodsChange: '+100%',
    perEmployee: 'Per employee',
    perEmployeeTotal: '410.30 kg CO2e per employee',
    needsEmployees: 'The per-employee view needs employees on the entity.',
    missingSite: 'No number of employees is set for the site Lyon plant.',
    perUnit: 'Per unit',
    needsVolume: 'The per-unit view needs a production volume or units on the product.',
    chooseProduct: 'Choose a product in the filters: its annual production volume is the denominator.',
    missingVolume: 'No annual production volume is set for Stool.',
    perUnitTotal: '2.05 kg CO2e per unit',
    perUnitBasis: 'Divided by 2,000 unit of Oak chair produced a year',
    project: 'Project',
    product: 'Product',
    error: 'An unexpected error occurred while loading analytics',
    empty: 'No emissions recorded for 2025 or 2024',
    retry: 'Try again',
  },
  fr: {
    title: 'Analyses',
    total: '4,10 t CO2e',
    versus: n('2024 : 500,00 kg CO2e · écart +3,60 t CO2e (+721 %)'),
    scope1: 'Scope 1 : émissions directes : 2,66 t CO2e, ouvrir ses postes',
    category: 'Combustion fixe : 2,66 t CO2e, ouvrir ses postes',
    goodsChange: n('+100 %'),
    perEmployee: 'Par salarié',
    perEmployeeTotal: '410,30 kg CO2e par salarié',
    needsEmployees: "La vue par salarié nécessite un effectif sur l'entité.",
    missingSite: "Aucun effectif n'est renseigné pour le site Lyon plant.",
    perUnit: 'Par unité',
    needsVolume: "La vue par unité nécessite un volume de production ou un nombre d'unités sur le produit.",
    chooseProduct: 'Choisissez un produit dans les filtres : son volume de production annuel sert de diviseur.',
    missingVolume: "Aucun volume de production annuel n'est renseigné pour Stool.",
    perUnitTotal: '2,05 kg CO2e par unit',
    perUnitBasis: n('Divisé par 2 000 unit de Oak chair produits par an'),
    project: 'Projet',
    product: 'Produit',
    error: "Une erreur inattendue s'est produite lors du chargement des analyses",
    empty: 'Aucune émission enregistrée pour 2025 ni 2024',
    retry: 'Réessayer',
  },
} as const;

describe.each(['en', 'fr'] as const)('AnalyticsPage (%s)', (locale) => {
  const text = texts[locale];
  const fetchMock = vi.fn<typeof fetch>();
  const requests: URL[] = [];

  afterEach(() => {
    vi.unstubAllGlobals();
    fetchMock.mockReset();
    requests.length = 0;
  });

  async function setup(respond: (url: URL) => Response, { siteId = null }: { siteId?: string | null } = {}) {
    await setupI18n(locale);
    fetchMock.mockImplementation((input) => {
      const url = new URL(String(input), 'http://test');
      requests.push(url);
      return Promise.resolve(respond(url));
    });
    vi.stubGlobal('fetch', fetchMock);
    const onSiteChange = vi.fn();
    const onYearChange = vi.fn();
    renderWithProviders(
      <AnalyticsPage
        companyId={COMPANY_ID}
        companyName="Test Ltd"
        year={2025}
        onYearChange={onYearChange}
        sites={sites}
        siteId={siteId}
        onSiteChange={onSiteChange}
        years={[2026, 2025, 2024, 2023, 2022]}
        projects={projects}
        categories={categoriesAnswer.categories}
        products={products}
      />,
    );
    expect(await screen.findByRole('heading', { level: 1, name: text.title })).toBeInTheDocument();
    return { user: userEvent.setup(), onSiteChange, onYearChange };
  }

  it('shows the year by scope, its top categories and the year before, every figure linked to what makes it', async () => {
    await setup(() => jsonResponse(answer()));
    const total = await screen.findByTestId('analytics-total_location');
    expect(total).toHaveTextContent(text.total);
    expect(total).toHaveAttribute('href', '/dashboard');
    expect(screen.getAllByText(text.versus)[0]).toBeInTheDocument();
    const scope1 = screen.getByRole('link', { name: text.scope1 });
    expect(scope1).toHaveAttribute('href', '/scope1');
    expect(screen.getByRole('link', { name: text.category })).toHaveAttribute('href', '/scope1');
    const goods = screen.getByRole('row', { name: new RegExp(categoriesAnswer.categories.find((c) => c.key === 'purchased_goods')![locale === 'en' ? 'name_en' : 'name_fr']) });
    expect(goods).toHaveTextContent(text.goodsChange);
    expect(within(goods).getByRole('link')).toHaveAttribute('href', '/dashboard');
    const query = requests.find((url) => url.pathname.endsWith('/analytics'))!.searchParams;
    expect(Object.fromEntries(query)).toEqual({ company_id: COMPANY_ID, period_year: '2025' });
    // The product chosen is the per-unit view's denominator, never a filter of the query.
    expect(screen.getByLabelText(text.product)).toBeEnabled();
  });

  it('divides by the chosen product’s annual production volume, and says what the per-unit view needs', async () => {
    const { user } = await setup(() => jsonResponse(answer()));
    await screen.findByTestId('analytics-total_location');
    await user.click(screen.getByRole('radio', { name: text.perUnit }));
    expect(screen.getByText(text.chooseProduct)).toBeInTheDocument();
    expect(screen.queryByTestId('analytics-total_location')).toBeNull();
    await user.selectOptions(screen.getByLabelText(text.product), STOOL_ID);
    expect(screen.getByText(text.missingVolume, { exact: false })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: locale === 'en' ? 'Set it on the product' : 'Le renseigner sur le produit' })).toHaveAttribute('href', `/products/edit/${STOOL_ID}`);
    await user.selectOptions(screen.getByLabelText(text.product), CHAIR_ID);
    // 4,103 kg over 2,000 units.
    expect(screen.getByTestId('analytics-total_location')).toHaveTextContent(text.perUnitTotal);
    expect(n(screen.getByTestId('analytics-per-unit-basis').textContent ?? '')).toContain(text.perUnitBasis);
    const queries = requests.filter((url) => url.pathname.endsWith('/analytics'));
    expect(queries.every((url) => !url.searchParams.has('product_id'))).toBe(true);
  });

  it('divides by the employees, and says the per-employee view needs them when the entity has none', async () => {
    let employees: number | null = 10;
    const { user } = await setup((url) =>
      jsonResponse(answer({ employees, employees_of: url.searchParams.get('site_id') ? 'site' : 'company', site_id: url.searchParams.get('site_id') })),
    );
    await screen.findByTestId('analytics-total_location');
    await user.click(screen.getByRole('radio', { name: text.perEmployee }));
    expect(screen.getByTestId('analytics-total_location')).toHaveTextContent(text.perEmployeeTotal);
    employees = null;
    await user.click(screen.getByRole('radio', { name: text.perUnit }));
    expect(await screen.findByText(new RegExp(text.needsVolume.replace(/[.()]/g, '\\$&')))).toBeInTheDocument();
    expect(screen.queryByTestId('analytics-total_location')).toBeNull();
  });

  it('shows SPEC’s message when the site has no employees', async () => {
    const { user } = await setup(() => jsonResponse(answer({ employees: null, employees_of: 'site', site_id: SITE_ID })), { siteId: SITE_ID });
    await screen.findByTestId('analytics-total_location');
    await user.click(screen.getByRole('radio', { name: text.perEmployee }));
    expect(screen.getByText(text.needsEmployees)).toBeInTheDocument();
    expect(screen.getByText(text.missingSite, { exact: false })).toBeInTheDocument();
    expect(screen.queryByTestId('analytics-total_location')).toBeNull();
  });

  it('asks for a project’s shares when a project is chosen', async () => {
    const { user } = await setup((url) =>
      jsonResponse(
        url.searchParams.get('project_id')
          ? answer({
              project_id: PROJECT_ID,
              current: { period_year: 2025, total_co2e_kg: 20, total_co2e_kg_market: 20, by_scope: { scope1: 0, scope2_location: 0, scope2_market: 0, scope3: 20 }, entries: 1 },
              previous: { period_year: 2024, total_co2e_kg: 0, total_co2e_kg_market: 0, by_scope: { scope1: 0, scope2_location: 0, scope2_market: 0, scope3: 0 }, entries: 0 },
              categories: [{ key: 'purchased_goods', scope: 3, co2e_kg: 20, previous_co2e_kg: 0 }],
            })
          : answer(),
      ),
    );
    await screen.findByTestId('analytics-total_location');
    await user.selectOptions(screen.getByLabelText(text.project), PROJECT_ID);
    await waitFor(() => expect(screen.getByTestId('analytics-total_location')).toHaveTextContent(locale === 'en' ? '20.00 kg CO2e' : '20,00 kg CO2e'));
    const last = requests.filter((url) => url.pathname.endsWith('/analytics')).at(-1)!;
    expect(last.searchParams.get('project_id')).toBe(PROJECT_ID);
  });

  it('says an empty year plainly', async () => {
    await setup(() =>
      jsonResponse(
        answer({
          current: { period_year: 2025, total_co2e_kg: 0, total_co2e_kg_market: 0, by_scope: { scope1: 0, scope2_location: 0, scope2_market: 0, scope3: 0 }, entries: 0 },
          previous: { period_year: 2024, total_co2e_kg: 0, total_co2e_kg_market: 0, by_scope: { scope1: 0, scope2_location: 0, scope2_market: 0, scope3: 0 }, entries: 0 },
          categories: [],
        }),
      ),
    );
    expect(await screen.findByText(text.empty)).toBeInTheDocument();
  });

  it('shows SPEC’s error message, then the figures after a retry', async () => {
    let failing = true;
    const { user } = await setup(() => (failing ? jsonResponse({ detail: 'Database down' }, 500) : jsonResponse(answer())));
    expect(await screen.findByText(text.error)).toBeInTheDocument();
    failing = false;
    await user.click(screen.getByRole('button', { name: text.retry }));
    expect(await screen.findByTestId('analytics-total_location')).toHaveTextContent(text.total);
  });
});
