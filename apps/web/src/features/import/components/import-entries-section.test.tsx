import type { ImportResult } from '@carbon/contracts/import';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '@/lib/i18n';
import { jsonResponse, renderWithProviders, setupI18n } from '@/test/render';
import { ImportEntriesSection } from './import-entries-section';
import { ImportPreviewTable } from './import-preview-table';

const COMPANY_ID = '0b1c2d3e-4f5a-4b6c-8d7e-9f0a1b2c3d4e';
const SITE_ID = '1c2d3e4f-5a6b-4c7d-8e9f-0a1b2c3d4e5f';

/** Normalises the narrow no-break space of French numbers. */
const n = (value: string | null | undefined) => (value ?? '').replace(/[\u202f\u00a0]/g, ' ');

function preview(lang: 'en' | 'fr'): ImportResult {
  return {
    rows: 3,
    valid: 1,
    errors: [
      {
        row: 2,
        field: 'category',
        message:
          lang === 'en'
            ? 'This accounting category does not exist'
            : "Cette catégorie comptable n'existe pas",
      },
      {
        row: 3,
        field: 'quantity',
        message:
          lang === 'en' ? 'Enter a number (for example 1250.5)' : 'Saisissez un nombre (par exemple 1250,5)',
      },
    ],
    results: [
      {
        row: 1,
        co2e_kg: 1234.5,
        category: 'purchased_goods',
        quantity: '2',
        unit: 'tonne',
        label: 'Concrete',
      },
      { row: 2, co2e_kg: null, category: 'nope', quantity: '2', unit: 'tonne', label: 'Bad' },
      {
        row: 3,
        co2e_kg: null,
        category: 'purchased_goods',
        quantity: 'abc',
        unit: 'tonne',
        label: 'Bad quantity',
      },
    ],
    headers: ['site_id', 'category', 'quantity', 'unit', 'emission_factor_id', 'label'],
    mapping: {
      site_id: 'site_id',
      category: 'category',
      quantity: 'quantity',
      unit: 'unit',
      emission_factor_id: 'emission_factor_id',
      label: 'label',
    },
    total_co2e_kg: 1234.5,
    dry_run: true,
    written: 0,
    import_id: null,
  };
}

describe('ImportPreviewTable', () => {
  it('shows each row’s emissions or its errors, in English', async () => {
    await setupI18n('en');
    render(<ImportPreviewTable result={preview('en')} />);
    const rows = screen.getAllByRole('row').slice(1);
    expect(rows).toHaveLength(3);
    expect(n(within(rows[0]!).getAllByRole('cell')[5]!.textContent)).toBe('1.23 t CO2e');
    expect(rows[1]).toHaveTextContent('Category: This accounting category does not exist');
    expect(rows[2]).toHaveTextContent('Quantity: Enter a number (for example 1250.5)');
  });

  it('in French, with the field names and the numbers of the French notation', async () => {
    await setupI18n('fr');
    render(<ImportPreviewTable result={preview('fr')} />);
    const rows = screen.getAllByRole('row').slice(1);
    expect(n(within(rows[0]!).getAllByRole('cell')[5]!.textContent)).toBe('1,23 t CO2e');
    expect(rows[1]).toHaveTextContent("Catégorie : Cette catégorie comptable n'existe pas");
    expect(rows[2]).toHaveTextContent('Quantité : Saisissez un nombre (par exemple 1250,5)');
    await i18n.changeLanguage('en');
  });
});

describe('ImportEntriesSection', () => {
  const fetchMock = vi.fn<typeof fetch>();
  afterEach(() => {
    fetchMock.mockReset();
    vi.unstubAllGlobals();
  });

  function serve(plan: 'free' | 'pro') {
    fetchMock.mockImplementation((input) => {
      const url = String(input);
      if (url.includes('/imports/entries/mapping')) {
        return Promise.resolve(jsonResponse({ fields: [], required: [], mapping: null }));
      }
      if (url.includes('/entitlements')) {
        return Promise.resolve(
          jsonResponse({
            plan,
            limits: {
              products: 1,
              scenarios: 1,
              members: 1,
              api_access: false,
              export: false,
              invoice_import: plan !== 'free',
            },
            usage: { products: 0, scenarios: 0, members: 1 },
          }),
        );
      }
      if (url.includes('/entries/import')) return Promise.resolve(jsonResponse(preview('en')));
      return Promise.resolve(jsonResponse({ detail: 'Not found', code: 'not_found' }, 404));
    });
    vi.stubGlobal('fetch', fetchMock);
  }

  it('uploads a file, previews it with its refused rows, and offers no import while a row is refused', async () => {
    await setupI18n('en');
    serve('free');
    renderWithProviders(
      <ImportEntriesSection
        companyId={COMPANY_ID}
        year={2025}
        sites={[{ id: SITE_ID, name: 'Plant' }]}
        canEdit
      />,
    );
    const input = await screen.findByLabelText('File (CSV or .xlsx)');
    await userEvent.upload(input, new File(['site_id,category\n'], 'entries.csv', { type: 'text/csv' }));
    expect(await screen.findByText(/1 of 3 rows can be imported/)).toBeInTheDocument();
    expect(screen.getByText('Category: This accounting category does not exist')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Import/ })).toBeNull();
    const body = fetchMock.mock.calls.find(([url]) => String(url).includes('/entries/import'))?.[1]?.body;
    expect(body).toBeInstanceOf(FormData);
    expect((body as FormData).get('dry_run')).toBe('true');
    // The Free plan offers the upgrade instead of the FEC upload.
    expect(
      await screen.findByText('Invoice and FEC import is included in the Pro and Enterprise plans.'),
    ).toBeInTheDocument();
    expect(screen.queryByLabelText('FEC file (tab or | separated)')).toBeNull();
  });

  it('offers the FEC upload on a Pro plan, and nothing to a viewer', async () => {
    await setupI18n('en');
    serve('pro');
    const { unmount } = renderWithProviders(
      <ImportEntriesSection
        companyId={COMPANY_ID}
        year={2025}
        sites={[{ id: SITE_ID, name: 'Plant' }]}
        canEdit
      />,
    );
    await waitFor(() => expect(screen.getByLabelText('FEC file (tab or | separated)')).toBeInTheDocument());
    unmount();
    renderWithProviders(
      <ImportEntriesSection companyId={COMPANY_ID} year={2025} sites={[]} canEdit={false} />,
    );
    expect(screen.queryByText('Import entries from a file')).toBeNull();
  });
});
