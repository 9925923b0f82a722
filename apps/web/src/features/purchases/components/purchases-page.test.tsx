import type { Material, Spend } from '@carbon/contracts/purchases';
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

const spend: Spend = {
  id: 'f5a6b7c8-d9e0-4f1a-8b2c-4d5e6f7a8b9c',
  company_id: COMPANY_ID,
  site_id: SITE_ID,
  period_year: 2025,
  co2e_kg: 3842.54,
  amount_eur: 10000,
  entries: [
    {
      ...steelLine,
      id: 'a6b7c8d9-e0f1-4a2b-8c3d-5e6f7a8b9c0d',
      label: 'Packaging',
      unit: 'EUR',
      quantity: 9487.74,
    },
  ],
  purchase_category: 'goods',
  label: 'Packaging',
  amount: 10000,
  currency: 'EUR',
  factor_price_year: 2022,
  amount_in_factor_year_eur: 9487.74,
  steps: [
    {
      kind: 'inflation',
      description: 'EUR 2023 → EUR 2022',
      from_year: 2023,
      to_year: 2022,
      from_value: 123.18,
      to_value: 116.87,
      multiplier: 0.9487741516,
      source: 'Eurostat HICP',
    },
  ],
  precision: 'least_precise',
  factor: {
    id: null,
    source: 'ademe-base-carbone',
    name: 'Paper and cardboard 2022',
    kg_co2e_per_unit: 0.405,
    unit: 'EUR',
  },
};

/** The ledger's pieces, stubbed: the factor picker and the calculation have their own tests. */
const kit: PurchasesKit = {
  FactorPicker: ({ error }) => <p>factor picker {error}</p>,
  EntryCalculation: ({ entry: line }) => <p>calculation of {line.label}</p>,
  ProductPicker: ({ error }) => <p>product picker {error}</p>,
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
    spendTab: 'Spend',
    inflation: 'Prices of 2023 → prices of 2022: × index 2022 (116.87) / index 2023 (123.18) — Eurostat HICP',
    price: 'Price',
    noPrice: 'No published price is carried for this material: type the price',
  },
  fr: {
    add: 'Ajouter une matière',
    required: 'Ce champ est obligatoire',
    type: 'Type de matière',
    name: 'Nom',
    quantity: 'Quantité (tonnes)',
    reason: 'Facteur choisi automatiquement : Steel or tinplate, new: the library average',
    positive: 'La valeur doit être strictement positive',
    spendTab: 'Dépenses',
    inflation: 'Prix de 2023 → prix de 2022 : × indice 2022 (116,87) / indice 2023 (123,18) — Eurostat HICP',
    price: 'Prix',
    noPrice: "Aucun prix publié n'est disponible pour cette matière : saisissez le prix",
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
        const body = JSON.parse(String(init.body)) as { price_mode: string | null };
        if (body.price_mode === 'estimated') {
          return Promise.resolve(
            jsonResponse(
              {
                detail: [{ loc: ['body', 'price_mode'], msg: text.noPrice, type: 'no_estimated_price' }],
                code: 'validation_error',
              },
              422,
            ),
          );
        }
        return Promise.resolve(jsonResponse(steel, 201));
      }
      if (url.pathname.endsWith('/purchases/spend')) return Promise.resolve(jsonResponse({ items: [spend] }));
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

  it('shows the API’s refusal of an estimated price under the price field', async () => {
    const user = await setup([]);
    await user.click((await screen.findAllByRole('button', { name: text.add }))[0]!);
    const form = await screen.findByRole('form', { name: text.add });
    await user.selectOptions(within(form).getByLabelText(startsWith(text.type)), 'steel');
    await user.type(within(form).getByLabelText(startsWith(text.name)), 'Steel sheet');
    await user.type(within(form).getByLabelText(startsWith(text.quantity)), '2');
    await user.selectOptions(within(form).getByLabelText(startsWith(text.price)), 'estimated');
    await user.click(within(form).getByRole('button', { name: text.add }));
    await waitFor(() =>
      expect(within(form).getByLabelText(startsWith(text.price))).toHaveAccessibleDescription(text.noPrice),
    );
  });

  it('words a spend line’s inflation step in its calculation', async () => {
    const user = await setup([]);
    await user.click(await screen.findByRole('tab', { name: text.spendTab }));
    const row = (await screen.findByText('Packaging')).closest('tr')!;
    await user.click(within(row).getByText('3842.54 kg CO2e'));
    const plain = (value: string | null) => (value ?? '').replace(/[\s\u202f\u00a0]+/g, ' ').trim();
    await waitFor(() =>
      expect(screen.getAllByRole('listitem').some((item) => plain(item.textContent) === text.inflation)).toBe(
        true,
      ),
    );
  });
});
