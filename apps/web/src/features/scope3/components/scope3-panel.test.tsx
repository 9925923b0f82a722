import type { CategoryStatusItem } from '@carbon/contracts/category-status';
import { ACCOUNTING_CATEGORIES } from '@carbon/carbon/taxonomy';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { COMPANY_ID, entry, sites } from '@/test/ledger';
import { jsonResponse, renderWithProviders, setupI18n } from '@/test/render';
import { useQuery } from '@tanstack/react-query';
import type { ReactElement } from 'react';
import { Scope3KitProvider, type Scope3Kit } from '../scope3-kit';
import { Scope3Panel } from './scope3-panel';

/** The ledger's and company's pieces, stubbed: the panel's own behaviour is under test. */
const kit: Scope3Kit = {
  useEntries: (filter) =>
    useQuery({
      queryKey: ['entries', filter],
      queryFn: () => ({ items: filter.category === 'waste' ? [wasteLine] : [], total: 1 }),
    }),
  useSites: () => useQuery({ queryKey: ['sites'], queryFn: () => sites }),
  useUnitName: () => (code) => code,
  EntryCalculation: () => <p>calculation</p>,
  EntryForm: ({ category }) => <p>entry form for {category}</p>,
  SoldProductForm: ({ category }) => <p>sold-product form for {category}</p>,
  BusinessTravelDialog: ({ open, siteId, periodYear }) =>
    open ? (
      <p>
        travel report for {siteId} in {periodYear}
      </p>
    ) : null,
};

const withKit = (ui: ReactElement) => <Scope3KitProvider kit={kit}>{ui}</Scope3KitProvider>;

const YEAR = 2025;

function answer(overrides: Record<string, Partial<CategoryStatusItem>>): { items: CategoryStatusItem[] } {
  return {
    items: ACCOUNTING_CATEGORIES.filter((c) => c.scope === 3).map((c) => ({
      category: c.key,
      scope: 3 as const,
      scope3_category: c.scope3Category ?? 0,
      status: 'missing' as const,
      co2e_kg: 0,
      entries: 0,
      reason: null,
      ...overrides[c.key],
    })),
  };
}

const WASTE_ACTIVITY = '7d1e2f3a-4b5c-4d6e-8f7a-9b0c1d2e3f4a';
const wasteLine = entry({
  category: 'waste',
  scope: 3,
  scope3_category: 5,
  label: 'Canteen',
  activity_id: WASTE_ACTIVITY,
  activity_kind: 'waste',
  amount_eur: null,
});
let statuses = answer({});
let deletes: string[] = [];
let puts: unknown[] = [];

const fetchMock = vi.fn<typeof fetch>(async (input, init) => {
  const url = String(input);
  const method = init?.method ?? 'GET';
  if (url.startsWith('/api/v1/accounting/category-status') && method === 'GET') return jsonResponse(statuses);
  if (url === '/api/v1/accounting/category-status' && method === 'PUT') {
    const body = JSON.parse(String(init?.body)) as {
      category: string;
      reason: string;
      status: 'not_relevant';
    };
    puts.push(body);
    statuses = answer({ [body.category]: { status: body.status, reason: body.reason } });
    return jsonResponse(statuses.items.find((item) => item.category === body.category));
  }
  if (method === 'DELETE') {
    deletes.push(url);
    return new Response(null, { status: 204 });
  }
  if (url.startsWith('/api/v1/sites?')) return jsonResponse(sites);
  return jsonResponse({ detail: 'Not found' }, 404);
});

beforeEach(() => {
  statuses = answer({
    waste: { status: 'recorded', co2e_kg: 1665.7, entries: 2 },
    investments: { status: 'not_relevant', reason: 'No financial investments' },
  });
  puts = [];
  deletes = [];
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('Scope3Panel', () => {
  it.each(['en', 'fr'] as const)(
    'lists each category with its status, kg CO2e and what belongs there (%s)',
    async (locale) => {
      await setupI18n(locale);
      renderWithProviders(withKit(<Scope3Panel companyId={COMPANY_ID} year={YEAR} canEdit />));
      const waste = await screen.findByTestId('scope3-waste');
      const texts =
        locale === 'en'
          ? {
              recorded: 'Recorded',
              notRelevant: 'Not relevant',
              missing: 'Missing',
              kg: '1.67 t CO2e',
              sentence: /Disposal and treatment of waste/,
              reason: 'Reason: No financial investments',
            }
          : {
              recorded: 'Renseignée',
              notRelevant: 'Non pertinente',
              missing: 'À renseigner',
              kg: '1,67 t CO2e',
              sentence: /Élimination et traitement des déchets/,
              reason: 'Motif : No financial investments',
            };
      expect(within(waste).getByText(texts.recorded)).toBeInTheDocument();
      expect(within(waste).getByText(texts.sentence)).toBeInTheDocument();
      expect(
        within(waste).getByText((text) => text.replace(/\s/g, ' ') === texts.kg.replace(/\s/g, ' ')),
      ).toBeInTheDocument();
      const investments = screen.getByTestId('scope3-investments');
      expect(within(investments).getByText(texts.notRelevant)).toBeInTheDocument();
      expect(within(investments).getByText(texts.reason)).toBeInTheDocument();
      expect(within(screen.getByTestId('scope3-franchises')).getByText(texts.missing)).toBeInTheDocument();
      // All 15 categories are there.
      const numbers = new Set(statuses.items.map((item) => item.scope3_category));
      expect(numbers.size).toBe(15);
    },
  );

  it('marks a category not relevant only with a reason', async () => {
    await setupI18n('en');
    const user = userEvent.setup();
    renderWithProviders(withKit(<Scope3Panel companyId={COMPANY_ID} year={YEAR} canEdit />));
    await user.click(await screen.findByRole('button', { name: 'Mark Franchises not relevant' }));
    const dialog = await screen.findByRole('dialog', { name: 'Mark “Franchises” not relevant' });
    await user.click(within(dialog).getByRole('button', { name: 'Mark not relevant' }));
    expect(await within(dialog).findByText('Say why this category is not relevant')).toBeInTheDocument();
    expect(puts).toEqual([]);

    await user.type(within(dialog).getByRole('textbox', { name: 'Reason' }), 'We grant no franchise');
    await user.click(within(dialog).getByRole('button', { name: 'Mark not relevant' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(puts).toEqual([
      {
        company_id: COMPANY_ID,
        period_year: YEAR,
        category: 'franchises',
        status: 'not_relevant',
        reason: 'We grant no franchise',
      },
    ]);
    expect(
      await within(screen.getByTestId('scope3-franchises')).findByText('Reason: We grant no franchise'),
    ).toBeInTheDocument();
  });

  it('offers no change to a viewer, and links purchases to their screen', async () => {
    await setupI18n('en');
    renderWithProviders(withKit(<Scope3Panel companyId={COMPANY_ID} year={YEAR} canEdit={false} />));
    await screen.findByTestId('scope3-waste');
    expect(screen.queryByRole('button', { name: /not relevant/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Add to/ })).not.toBeInTheDocument();
    expect(
      within(screen.getByTestId('scope3-purchased_goods')).getByRole('link', { name: 'Record purchases' }),
    ).toHaveAttribute('href', '/purchases');
    expect(
      within(screen.getByTestId('scope3-purchased_goods')).getByRole('link', { name: 'Record packaging' }),
    ).toHaveAttribute('href', '/packaging');
  });

  it('opens the freight form from upstream transport', async () => {
    await setupI18n('en');
    const user = userEvent.setup();
    renderWithProviders(withKit(<Scope3Panel companyId={COMPANY_ID} year={YEAR} canEdit />));
    await user.click(
      await screen.findByRole('button', { name: 'Add to Upstream transportation and distribution' }),
    );
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('form', { name: 'Add freight' })).toBeInTheDocument();
  });

  it('opens the sold-products form (pick a product, then its form) from categories 11 and 12', async () => {
    await setupI18n('en');
    const user = userEvent.setup();
    renderWithProviders(withKit(<Scope3Panel companyId={COMPANY_ID} year={YEAR} canEdit />));
    await user.click(await screen.findByRole('button', { name: 'Add to Use of sold products' }));
    expect(await screen.findByText('sold-product form for use_sold_products')).toBeInTheDocument();
  });

  it('opens the generic entry form for franchises, and the travel report form on the first site for business travel', async () => {
    await setupI18n('en');
    const user = userEvent.setup();
    renderWithProviders(withKit(<Scope3Panel companyId={COMPANY_ID} year={YEAR} canEdit />));
    await user.click(await screen.findByRole('button', { name: 'Add to Franchises' }));
    expect(await screen.findByText('entry form for franchises')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('button', { name: 'Add to Business travel' }));
    expect(await screen.findByText(`travel report for ${sites[0]!.id} in ${YEAR}`)).toBeInTheDocument();
  });

  it('opens a category’s lines with their calculation, and deletes a form’s line through its form', async () => {
    await setupI18n('en');
    const user = userEvent.setup();
    renderWithProviders(withKit(<Scope3Panel companyId={COMPANY_ID} year={YEAR} canEdit />));
    await user.click(
      await screen.findByRole('button', { name: 'Show the lines of Waste generated in operations' }),
    );
    await user.click(await screen.findByRole('button', { name: /Canteen/, expanded: false }));
    expect(await screen.findByText('calculation')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Delete Canteen' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Delete “Canteen”?' });
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(deletes).toEqual([`/api/v1/waste/${WASTE_ACTIVITY}`]));
  });
});
