import type { Material } from '@carbon/contracts/purchases';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { COMPANY_ID, entry, SITE_ID, sites } from '@/test/ledger';
import { jsonResponse, renderWithProviders, setupI18n } from '@/test/render';
import { PurchasesKitProvider, type PurchasesKit } from '../purchases-kit';
import { PurchasesPage } from './purchases-page';

/** /purchases, Materials tab (issue 10; SPEC Material entry): the list and the form's validation, in both languages. */

const MATERIAL_ID = 'e4f5a6b7-c8d9-4e0f-8a1b-3c4d5e6f7a8b';

const steelLine = entry({
  category: 'purchased_goods',
  scope: 3,
  scope3_category: 1,
  quantity: 2.5,
  unit: 'tonne',
  co2e_kg: 5527.5,
  label: 'Steel sheet',
  activity_id: MATERIAL_ID,
  activity_kind: 'material',
  amount_eur: null,
  factor: {
    id: 'f1a2b3c4-d5e6-4f7a-8b9c-0d1e2f3a4b5c',
    source: 'ademe-base-carbone',
    dataset_version: '23.6',
    name: 'Steel or tinplate, new',
    kg_co2e_per_unit: 2211,
    unit: 'tonne',
    uncertainty_percent: null,
    energy_basis: null,
    parts: null,
  },
  conversion: { from: 'tonne', to: 'tonne', multiplier: 1, steps: [] },
});

const steel: Material = {
  id: MATERIAL_ID,
  company_id: COMPANY_ID,
  site_id: SITE_ID,
  period_year: 2025,
  co2e_kg: 5527.5,
  amount_eur: null,
  entries: [steelLine],
  material_type: 'steel',
  name: 'Steel sheet',
  quantity_tonnes: 2.5,
  supplier: 'Acme Steel',
  factor_mode: 'auto',
  price_mode: null,
  price_eur_per_tonne: null,
  price_source: null,
  factor: {
    id: steelLine.factor.id,
    source: 'ademe-base-carbone',
    name: 'Steel or tinplate, new',
    kg_co2e_per_unit: 2211,
    unit: 'tonne',
  },
  factor_reason: 'Steel or tinplate, new: the library average',
};

/** The ledger's pieces, stubbed: the factor picker and the calculation have their own tests. */
const kit: PurchasesKit = {
  FactorPicker: ({ error }) => <p>factor picker {error}</p>,
  EntryCalculation: ({ entry: line }) => <p>calculation of {line.label}</p>,
  useEmissionsFormat: () => (kg) => `${kg} kg CO2e`,
  useUnitName: () => (code) => code,
};

/** A label's text from its start (required fields add a marker after it). */
const startsWith = (label: string) => new RegExp(`^${label.replace(/[()]/g, '\\$&')}`);

const texts = {
  en: {
    add: 'Add a material',
    required: 'This field is required',
    type: 'Material type',
    name: 'Name',
    quantity: 'Quantity (tonnes)',
    reason: 'Factor picked automatically: Steel or tinplate, new: the library average',
    positive: 'Must be greater than zero',
  },
  fr: {
    add: 'Ajouter une matière',
    required: 'Ce champ est obligatoire',
    type: 'Type de matière',
    name: 'Nom',
    quantity: 'Quantité (tonnes)',
    reason: 'Facteur choisi automatiquement : Steel or tinplate, new: the library average',
    positive: 'La valeur doit être strictement positive',
  },
} as const;

describe.each(['en', 'fr'] as const)('/purchases materials (%s)', (locale) => {
  const text = texts[locale];
  const fetchMock = vi.fn<typeof fetch>();
  const posts = () => fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST');

  afterEach(() => {
    vi.unstubAllGlobals();
    fetchMock.mockReset();
  });

  async function setup(materials: Material[] = [steel]) {
    await setupI18n(locale);
    fetchMock.mockImplementation((input, init) => {
      const url = new URL(String(input), 'http://test');
      if (url.pathname.endsWith('/purchases/materials') && init?.method === 'POST') {
        return Promise.resolve(jsonResponse(steel, 201));
      }
      if (url.pathname.includes('/purchases/')) {
        return Promise.resolve(jsonResponse({ items: url.pathname.endsWith('/materials') ? materials : [] }));
      }
      return Promise.resolve(jsonResponse({ detail: 'Not found' }, 404));
    });
    vi.stubGlobal('fetch', fetchMock);
    renderWithProviders(
      <PurchasesKitProvider kit={kit}>
        <PurchasesPage companyId={COMPANY_ID} year={2025} siteId={SITE_ID} sites={sites} sitesReady canEdit />
      </PurchasesKitProvider>,
    );
    return userEvent.setup();
  }

  it('lists the year’s materials and opens a line’s calculation from its number', async () => {
    const user = await setup();
    const row = (await screen.findByText('Steel sheet')).closest('tr')!;
    expect(within(row).getByText(/Acme Steel/)).toBeInTheDocument();
    await user.click(within(row).getByText('5527.5 kg CO2e'));
    expect(await screen.findByText('calculation of Steel sheet')).toBeInTheDocument();
    expect(screen.getByText(text.reason)).toBeInTheDocument();
    const asked = new URL(String(fetchMock.mock.calls[0]?.[0]), 'http://test');
    expect(asked.searchParams.get('period_year')).toBe('2025');
    expect(asked.searchParams.get('site_id')).toBe(SITE_ID);
  });

  it('says "required" under type, name and quantity, and sends nothing', async () => {
    const user = await setup([]);
    await user.click((await screen.findAllByRole('button', { name: text.add }))[0]!);
    const form = await screen.findByRole('form', { name: text.add });
    await user.click(within(form).getByRole('button', { name: text.add }));
    for (const label of [text.type, text.name, text.quantity]) {
      await waitFor(() =>
        expect(within(form).getByLabelText(startsWith(label))).toHaveAccessibleDescription(text.required),
      );
    }
    await user.type(within(form).getByLabelText(startsWith(text.quantity)), '0');
    await user.click(within(form).getByRole('button', { name: text.add }));
    await waitFor(() =>
      expect(within(form).getByLabelText(startsWith(text.quantity))).toHaveAccessibleDescription(
        text.positive,
      ),
    );
    expect(posts()).toHaveLength(0);
  });

  it('records a material with the automatic factor', async () => {
    const user = await setup([]);
    await user.click((await screen.findAllByRole('button', { name: text.add }))[0]!);
    const form = await screen.findByRole('form', { name: text.add });
    await user.selectOptions(within(form).getByLabelText(startsWith(text.type)), 'steel');
    await user.type(within(form).getByLabelText(startsWith(text.name)), 'Steel sheet');
    await user.type(within(form).getByLabelText(startsWith(text.quantity)), '2');
    await user.click(within(form).getByRole('button', { name: text.add }));
    await waitFor(() => expect(posts()).toHaveLength(1));
    expect(JSON.parse(String(posts()[0]?.[1]?.body))).toEqual({
      company_id: COMPANY_ID,
      site_id: SITE_ID,
      period_year: 2025,
      material_type: 'steel',
      name: 'Steel sheet',
      quantity_tonnes: 2,
      supplier: null,
      factor_mode: 'auto',
      emission_factor_id: null,
      custom_kg_co2e_per_tonne: null,
      price_mode: null,
      price_eur_per_tonne: null,
    });
  });
});
