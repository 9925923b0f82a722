import type { Entitlements } from '@carbon/contracts/entitlements';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '@/lib/i18n';
import { jsonResponse, renderWithProviders, setupI18n } from '@/test/render';
import { PlanSummary } from './plan-summary';

const pro: Entitlements = {
  plan: 'pro',
  limits: { products: 10, scenarios: 10, members: 5, api_access: true, export: true, invoice_import: true },
  usage: { products: 3, scenarios: 0, members: 2 },
};
const enterprise: Entitlements = {
  plan: 'enterprise',
  limits: { products: null, scenarios: null, members: null, api_access: true, export: true, invoice_import: true },
  usage: { products: 1200, scenarios: 4, members: 31 },
};
const free: Entitlements = {
  plan: 'free',
  limits: { products: 1, scenarios: 1, members: 1, api_access: false, export: false, invoice_import: false },
  usage: { products: 0, scenarios: 0, members: 1 },
};

const fetchMock = vi.fn<typeof fetch>();

async function show(entitlements: Entitlements | Response, locale: 'en' | 'fr' = 'en') {
  await setupI18n(locale);
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockResolvedValue(entitlements instanceof Response ? entitlements : jsonResponse(entitlements));
  renderWithProviders(<PlanSummary companyId="c1" />);
}

/** The value shown beside a term of the limits list. */
function valueOf(term: string): string {
  const row = screen.getByText(term, { selector: 'dt' }).parentElement as HTMLElement;
  return within(row).getAllByRole('definition')[0]?.textContent ?? '';
}

afterEach(async () => {
  fetchMock.mockReset();
  vi.unstubAllGlobals();
  await i18n.changeLanguage('en');
});

describe('PlanSummary', () => {
  it("asks for the company's entitlements and shows the plan, its limits and their use", async () => {
    await show(pro);
    expect(await screen.findByText('Pro')).toBeInTheDocument();
    expect(String(fetchMock.mock.calls[0]?.[0])).toBe('/api/v1/entitlements?company_id=c1');
    expect(valueOf('Products')).toBe('3 of 10');
    expect(valueOf('Team members')).toBe('2 of 5');
    expect(screen.getByRole('progressbar', { name: 'Team members: 2 of 5 used' })).toHaveAttribute('aria-valuenow', '40');
    expect(valueOf('PDF, CSV and Excel exports')).toBe('Included');
    expect(screen.getByRole('link', { name: 'Compare plans' })).toHaveAttribute('href', '/pricing');
  });

  it('says unlimited, with numbers in the locale format, and draws no bar for them', async () => {
    await show(enterprise);
    expect(await screen.findByText('Enterprise')).toBeInTheDocument();
    expect(valueOf('Products')).toBe('1,200 (unlimited)');
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('speaks French', async () => {
    await show(free, 'fr');
    expect(await screen.findByText('Gratuite')).toBeInTheDocument();
    expect(screen.getByText('Offre actuelle')).toBeInTheDocument();
    expect(valueOf('Produits')).toBe('0 sur 1');
    expect(valueOf('Accès API')).toBe('Non inclus');
    expect(screen.getByRole('link', { name: 'Comparer les offres' })).toHaveAttribute('href', '/pricing?lang=fr');
  });

  it('shows the failure with a way to try again', async () => {
    await show(jsonResponse({ detail: 'Not found', code: 'not_found' }, 404));
    expect(await screen.findByRole('alert')).toHaveTextContent('Not found');
    fetchMock.mockResolvedValue(jsonResponse(free));
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Free')).toBeInTheDocument();
  });
});
