import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '@/lib/i18n';
import { COMPANY_ID } from '@/test/ledger';
import { findToast, jsonResponse, renderWithProviders, setupI18n } from '@/test/render';
import { PactSupplierPage } from './pact-supplier-page';
import { PactSuppliers } from './pact-suppliers';

const SUPPLIER_ID = '5e1f2a3b-4c5d-4e6f-8a7b-9c0d1e2f3a4b';
const FOOTPRINT_ID = '6f2a3b4c-5d6e-4f70-9b8c-0d1e2f3a4b5c';
const NEWER_FOOTPRINT_ID = '7a3b4c5d-6e7f-4a81-8c9d-1e2f3a4b5c6d';
const IMPORT_ID = '8b4c5d6e-7f8a-4b92-9dae-2f3a4b5c6d7e';
const FACTOR_ID = '9c5d6e7f-8a9b-4ca3-8ebf-3a4b5c6d7e8f';
const EVENTS_SECRET = 'events-secret-shown-once-0123456789abcdef';

const supplier = {
  id: SUPPLIER_ID,
  name: 'Acier Dupont',
  base_url: 'https://pact.dupont.example/pact',
  client_id: 'buyer-123',
  events_client_id: 'pact_events_abc',
  events_base_url: 'https://app.example/pact',
  last_refreshed_at: null,
  last_error: null,
  created_at: '2026-01-01T00:00:00.000Z',
};

const footprint = {
  id: FOOTPRINT_ID,
  status: 'Active',
  created: '2026-03-01T10:00:00Z',
  product_name: 'Steel bracket',
  product_description: 'Galvanised steel bracket',
  product_ids: ['urn:gtin:4712345060507'],
  company_name: 'Acier Dupont SA',
  declared_unit: 'kilogram',
  declared_unit_amount: '1',
  pcf_excluding_biogenic_uptake: '1234.5678',
  kg_co2e_per_factor_unit: '1234.5678',
  factor_unit: 'kg',
  reference_period_start: '2025-01-01T00:00:00Z',
  reference_period_end: '2026-01-01T00:00:00Z',
  geography: 'FR',
  primary_data_share: null,
  imported_as: null,
  footprint: {},
};

const importRow = {
  id: IMPORT_ID,
  supplier_id: SUPPLIER_ID,
  supplier_name: 'Acier Dupont',
  footprint_id: FOOTPRINT_ID,
  emission_factor_id: FACTOR_ID,
  factor_name: 'Steel bracket (Acier Dupont)',
  factor_unit: 'kg',
  kg_co2e_per_factor_unit: '1234.5678',
  product_name: 'Steel bracket',
  footprint_created: '2026-03-01T10:00:00Z',
  imported_at: '2026-03-02T10:00:00Z',
  newer_footprint: null as null | Record<string, unknown>,
};

const newer = {
  id: NEWER_FOOTPRINT_ID,
  created: '2026-04-01T10:00:00Z',
  kg_co2e_per_factor_unit: '1400',
  change_percent: 13.4,
  entries_using: 1,
  product_lines_using: 3,
};

let suppliers: Record<string, unknown>[] = [];
let imports: (typeof importRow)[] = [];
let calls: { method: string; url: string; body: unknown }[] = [];
/** How many reads of the supplier's footprints fail (502) before they answer. */
let footprintFailures = 0;
/** Footprints the API says it left out of the list (invalid, or a unit without a factor unit). */
let footprintsSkipped = 0;

const fetchMock = vi.fn<typeof fetch>(async (input, init) => {
  const url = String(input);
  const method = init?.method ?? 'GET';
  const body = init?.body ? (JSON.parse(String(init.body)) as Record<string, unknown>) : undefined;
  calls.push({ method, url, body });
  if (url.startsWith('/api/v1/pact/suppliers?')) return jsonResponse({ items: suppliers });
  if (url === '/api/v1/pact/suppliers' && method === 'POST') {
    if (body?.client_secret === 'wrong') {
      return jsonResponse(
        { code: 'pact_supplier_auth_failed', detail: 'The supplier refused these credentials' },
        502,
      );
    }
    suppliers = [{ ...supplier, name: body?.name, base_url: body?.base_url }];
    return jsonResponse({ ...suppliers[0], events_client_secret: EVENTS_SECRET }, 201);
  }
  if (url === `/api/v1/pact/suppliers/${SUPPLIER_ID}` && method === 'DELETE') {
    suppliers = [];
    return new Response(null, { status: 204 });
  }
  if (url === `/api/v1/pact/suppliers/${SUPPLIER_ID}/footprints`) {
    if (footprintFailures-- > 0) {
      return jsonResponse(
        { code: 'pact_supplier_unreachable', detail: 'The supplier’s PACT API did not answer' },
        502,
      );
    }
    const imported = imports.find((item) => item.footprint_id === FOOTPRINT_ID);
    return jsonResponse({
      skipped: footprintsSkipped,
      items: [
        {
          ...footprint,
          imported_as: imported ? { import_id: imported.id, emission_factor_id: FACTOR_ID } : null,
        },
      ],
    });
  }
  if (url === `/api/v1/pact/suppliers/${SUPPLIER_ID}/refresh` && method === 'POST') {
    imports = imports.map((item) => ({ ...item, newer_footprint: newer }));
    return jsonResponse({ items: imports });
  }
  if (url.startsWith('/api/v1/pact/imports?')) return jsonResponse({ items: imports });
  if (url === '/api/v1/pact/imports' && method === 'POST') {
    imports = [importRow];
    return jsonResponse(importRow, 201);
  }
  if (url === `/api/v1/pact/imports/${IMPORT_ID}/apply-newer` && method === 'POST') {
    imports = imports.map((item) => ({
      ...item,
      footprint_id: NEWER_FOOTPRINT_ID,
      kg_co2e_per_factor_unit: '1400',
      newer_footprint: null,
    }));
    return jsonResponse(imports[0]);
  }
  return jsonResponse({ code: 'not_found', detail: 'Not found' }, 404);
});

beforeEach(() => {
  suppliers = [];
  imports = [];
  calls = [];
  footprintFailures = 0;
  footprintsSkipped = 0;
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(async () => {
  vi.unstubAllGlobals();
  await i18n.changeLanguage('en');
});

const posts = (path: string) => calls.filter((c) => c.method === 'POST' && c.url === `/api/v1${path}`);

describe('PACT suppliers (settings)', () => {
  it('says what is missing under each field and sends nothing', async () => {
    await setupI18n('en');
    const user = userEvent.setup();
    renderWithProviders(<PactSuppliers companyId={COMPANY_ID} canManage />);
    expect(await screen.findByText(/No supplier connected yet/)).toBeInTheDocument();
    const form = screen.getByRole('form', { name: 'Connect a supplier' });
    await user.click(within(form).getByRole('button', { name: 'Connect' }));
    // The contract's address rule answers an empty address too, with the words that say what to type.
    expect(
      within(form).getByLabelText('Supplier’s PACT address', { exact: false }),
    ).toHaveAccessibleDescription('Enter a PACT address starting with https://');
    for (const label of [
      'Supplier name',
      'Client ID the supplier gave you',
      'Client secret the supplier gave you',
    ]) {
      expect(within(form).getByLabelText(label, { exact: false })).toHaveAccessibleDescription(
        'This field is required',
      );
    }
    await user.type(within(form).getByLabelText('Supplier’s PACT address', { exact: false }), 'ftp://dupont');
    await user.click(within(form).getByRole('button', { name: 'Connect' }));
    expect(
      within(form).getByLabelText('Supplier’s PACT address', { exact: false }),
    ).toHaveAccessibleDescription('Enter a PACT address starting with https://');
    expect(posts('/pact/suppliers')).toHaveLength(0);
  });

  it('says the same in French', async () => {
    await setupI18n('fr');
    const user = userEvent.setup();
    renderWithProviders(<PactSuppliers companyId={COMPANY_ID} canManage />);
    const form = await screen.findByRole('form', { name: 'Connecter un fournisseur' });
    await user.type(within(form).getByLabelText('Nom du fournisseur', { exact: false }), 'Dupont');
    await user.type(
      within(form).getByLabelText('Adresse PACT du fournisseur', { exact: false }),
      'dupont.fr',
    );
    await user.click(within(form).getByRole('button', { name: 'Connecter' }));
    expect(
      within(form).getByLabelText('Adresse PACT du fournisseur', { exact: false }),
    ).toHaveAccessibleDescription('Saisissez une adresse PACT commençant par https://');
    expect(
      within(form).getByLabelText('Secret client fourni par le fournisseur', { exact: false }),
    ).toHaveAccessibleDescription('Ce champ est obligatoire');
    expect(posts('/pact/suppliers')).toHaveLength(0);
  });

  it('connects a supplier, shows the events credentials once, then removes it after confirmation', async () => {
    await setupI18n('en');
    const user = userEvent.setup();
    renderWithProviders(<PactSuppliers companyId={COMPANY_ID} canManage />);
    const form = await screen.findByRole('form', { name: 'Connect a supplier' });
    await user.type(within(form).getByLabelText('Supplier name', { exact: false }), 'Acier Dupont');
    await user.type(
      within(form).getByLabelText('Supplier’s PACT address', { exact: false }),
      'http://127.0.0.1:4510/pact',
    );
    await user.type(
      within(form).getByLabelText('Client ID the supplier gave you', { exact: false }),
      'buyer-123',
    );
    await user.type(
      within(form).getByLabelText('Client secret the supplier gave you', { exact: false }),
      's3cret',
    );
    await user.click(within(form).getByRole('button', { name: 'Connect' }));

    const dialog = await screen.findByRole('alertdialog', { name: 'Connected to Acier Dupont' });
    expect(within(dialog).getByLabelText('Client secret')).toHaveValue(EVENTS_SECRET);
    expect(within(dialog).getByLabelText('Client ID')).toHaveValue('pact_events_abc');
    expect(within(dialog).getByLabelText('Your PACT address')).toHaveValue('https://app.example/pact');
    expect(posts('/pact/suppliers')[0]?.body).toEqual({
      company_id: COMPANY_ID,
      name: 'Acier Dupont',
      base_url: 'http://127.0.0.1:4510/pact',
      client_id: 'buyer-123',
      client_secret: 's3cret',
    });
    const writeText = vi.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await user.click(within(dialog).getByRole('button', { name: 'Copy Client secret' }));
    expect(writeText).toHaveBeenCalledWith(EVENTS_SECRET);
    expect(await within(dialog).findByText('Client secret copied')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'I have copied them' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    // Never shown again: not in the list, nor anywhere on the page.
    expect(screen.queryByDisplayValue(EVENTS_SECRET)).not.toBeInTheDocument();
    expect(document.body.textContent).not.toContain(EVENTS_SECRET);

    const table = await screen.findByRole('table', { name: 'PACT suppliers' });
    const row = within(table).getByRole('row', { name: /Acier Dupont/ });
    expect(within(row).getByRole('link', { name: 'Footprints of Acier Dupont' })).toHaveAttribute(
      'href',
      `/settings/pact/suppliers/${SUPPLIER_ID}`,
    );
    expect(row).toHaveTextContent('Not read yet');
    await user.click(within(row).getByRole('button', { name: 'Remove Acier Dupont' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Remove Acier Dupont?' });
    expect(confirm).toHaveTextContent('Factors already imported stay');
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await findToast('Acier Dupont removed');
    expect(
      calls.some((c) => c.method === 'DELETE' && c.url === `/api/v1/pact/suppliers/${SUPPLIER_ID}`),
    ).toBe(true);
  });

  it('shows the API’s refusal of the credentials in a toast, and no credentials', async () => {
    await setupI18n('en');
    const user = userEvent.setup();
    renderWithProviders(<PactSuppliers companyId={COMPANY_ID} canManage />);
    const form = await screen.findByRole('form', { name: 'Connect a supplier' });
    await user.type(within(form).getByLabelText('Supplier name', { exact: false }), 'Acier Dupont');
    await user.type(
      within(form).getByLabelText('Supplier’s PACT address', { exact: false }),
      'https://x.example/pact',
    );
    await user.type(within(form).getByLabelText('Client ID the supplier gave you', { exact: false }), 'id');
    await user.type(
      within(form).getByLabelText('Client secret the supplier gave you', { exact: false }),
      'wrong',
    );
    await user.click(within(form).getByRole('button', { name: 'Connect' }));
    const toast = await findToast('The supplier could not be connected');
    expect(toast).toHaveTextContent('The supplier refused these credentials');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('lets the other members read the list without the form or the remove action', async () => {
    await setupI18n('en');
    suppliers = [supplier];
    renderWithProviders(<PactSuppliers companyId={COMPANY_ID} canManage={false} />);
    expect(await screen.findByRole('table', { name: 'PACT suppliers' })).toHaveTextContent('Acier Dupont');
    expect(screen.queryByRole('form', { name: 'Connect a supplier' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Remove Acier Dupont' })).not.toBeInTheDocument();
  });
});

describe('a PACT supplier’s footprints and imports', () => {
  it('lists the footprints in French figures, imports one, and applies a newer version after a refresh', async () => {
    await setupI18n('fr');
    suppliers = [supplier];
    const user = userEvent.setup();
    renderWithProviders(<PactSupplierPage companyId={COMPANY_ID} supplierId={SUPPLIER_ID} canManage />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Acier Dupont' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Empreintes partagées par Acier Dupont' });
    const row = within(table).getByRole('row', { name: /Steel bracket/ });
    // 1 235 (4 significant figures, whole digits kept) with the French narrow no-break space; 1 kilogramme
    // declared; the period read in UTC.
    expect(row).toHaveTextContent(/1 235/);
    expect(row).toHaveTextContent('1 kilogramme');
    expect(row).toHaveTextContent('1 janv. 2025 – 31 déc. 2025');
    expect(row).toHaveTextContent('Active');
    expect(row).toHaveTextContent('FR');
    expect(
      await screen.findByText('Aucune empreinte importée pour l’instant.', { exact: false }),
    ).toBeInTheDocument();

    await user.click(
      within(row).getByRole('button', { name: 'Importer Steel bracket comme facteur d’émission' }),
    );
    await findToast('Steel bracket (Acier Dupont) importé comme facteur d’émission');
    expect(posts('/pact/imports')[0]?.body).toEqual({
      company_id: COMPANY_ID,
      supplier_id: SUPPLIER_ID,
      footprint_id: FOOTPRINT_ID,
    });
    expect(
      await within(table).findByRole('link', { name: 'Ouvrir le facteur importé pour Steel bracket' }),
    ).toHaveAttribute('href', `/ef-search?factor=${FACTOR_ID}`);
    const imported = await screen.findByRole('table', { name: 'Importées du fournisseur Acier Dupont' });
    expect(within(imported).getByRole('row', { name: /Steel bracket \(Acier Dupont\)/ })).toHaveTextContent(
      'À jour',
    );

    await user.click(screen.getByRole('button', { name: 'Actualiser' }));
    await findToast('Empreintes du fournisseur Acier Dupont relues : 1 nouvelle version trouvée');
    const importRowEl = await within(imported).findByRole('row', { name: /Version plus récente disponible/ });
    expect(importRowEl).toHaveTextContent(/1 235 → 1 400 kg CO2e\/kg/);
    expect(importRowEl).toHaveTextContent(/Écart : \+13,4 %/);
    expect(importRowEl).toHaveTextContent('Modifierait 1 poste et 3 lignes de produit');

    await user.click(
      within(importRowEl).getByRole('button', {
        name: 'Appliquer la nouvelle version au facteur Steel bracket (Acier Dupont)',
      }),
    );
    const confirm = await screen.findByRole('alertdialog', {
      name: 'Appliquer la nouvelle version au facteur Steel bracket (Acier Dupont) ?',
    });
    expect(confirm).toHaveTextContent(/de 1 235 à 1 400 kg CO2e\/kg ; 1 poste et 3 lignes de produit/);
    // Cancel has the focus: Enter never applies by accident.
    expect(within(confirm).getByRole('button', { name: 'Annuler' })).toHaveFocus();
    await user.click(within(confirm).getByRole('button', { name: 'Appliquer' }));
    await findToast('Steel bracket (Acier Dupont) utilise désormais la nouvelle empreinte');
    expect(posts(`/pact/imports/${IMPORT_ID}/apply-newer`)).toHaveLength(1);
    await waitFor(() =>
      expect(within(imported).queryByText('Version plus récente disponible')).not.toBeInTheDocument(),
    );
  });

  it('shows a failed read of the supplier with a retry, the footprints left out, and no import action for a reader', async () => {
    await setupI18n('en');
    suppliers = [supplier];
    footprintFailures = 1;
    footprintsSkipped = 2;
    const user = userEvent.setup();
    renderWithProviders(
      <PactSupplierPage companyId={COMPANY_ID} supplierId={SUPPLIER_ID} canManage={false} />,
    );
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The supplier’s PACT API did not answer');
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    const table = await screen.findByRole('table', { name: 'Footprints shared by Acier Dupont' });
    expect(within(table).getByRole('row', { name: /Steel bracket/ })).toHaveTextContent('1,235');
    expect(within(table).queryByRole('button', { name: /Import/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Refresh' })).not.toBeInTheDocument();
    expect(screen.getByRole('note')).toHaveTextContent(
      '2 footprints sent by the supplier are not listed: they do not follow PACT v3',
    );
  });
});
