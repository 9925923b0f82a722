import { energyPriceSchema, type EnergyPrice } from '@carbon/contracts/energy-prices';
import type { Entry } from '@carbon/contracts/ledger';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HeatingPage } from '@/features/energy/components/heating-page';
import { LedgerKitProvider } from '@/features/energy/ledger-kit';
import { COMPANY_ID, entry, factorItem, GAS_FACTOR_ID, searchAnswer, SITE_ID, sites } from '@/test/ledger';
import { jsonResponse, renderWithProviders, setupI18n } from '@/test/render';
import { ledgerKit } from './heating';

/** /heating and its energy consumption dialog (issue 9 §3; SPEC sections 5 and 8), in both languages. */

const GAS_PRICE_ID = 'b1c2d3e4-f5a6-4b7c-8d9e-0f1a2b3c4d5e';
const ELECTRICITY_PRICE_ID = 'c2d3e4f5-a6b7-4c8d-9e0f-1a2b3c4d5e6f';

function price(overrides: Partial<EnergyPrice>): EnergyPrice {
  return energyPriceSchema.parse({
    id: GAS_PRICE_ID,
    source: 'gas',
    year: 2025,
    country_code: 'FR',
    customized: false,
    name: 'Eurostat nrg_pc_203',
    kind: 'default',
    tariff_family: 'base',
    slots: [{ slot: 'base', price_eur_per_kwh: 0.1 }],
    price_eur_per_kwh: 0.1,
    emission_kg_co2e_per_kwh: 0.227,
    reference: {
      publisher: 'Eurostat',
      dataset: 'nrg_pc_203',
      consumption_band: 'I3',
      taxes: 'excluding VAT',
      period: '2025-S1',
      licence: 'CC BY 4.0',
    },
    ...overrides,
  });
}

const gasPrice = price({});
const electricityPrice = price({
  id: ELECTRICITY_PRICE_ID,
  source: 'electricity',
  kind: 'tariff',
  customized: true,
  name: null,
  reference: null,
  price_eur_per_kwh: 0.2,
});
const gasBill = entry({
  details: {
    fuel: 'natural_gas',
    quantity_energy_basis: 'HHV',
    energy: 'natural_gas',
    reading: 'invoice',
    energy_price_id: GAS_PRICE_ID,
  },
});
const electricity = entry({
  id: 'd3e4f5a6-b7c8-4d9e-8f0a-2b3c4d5e6f7a',
  category: 'electricity',
  scope: 2,
  beges_item: '2.1',
  quantity: 50000,
  unit: 'kWh',
  co2e_kg: 1600,
  co2e_kg_market: 0,
  factor: {
    id: null,
    source: 'owid-grid-intensity',
    dataset_version: '2025',
    name: 'Grid France 2024',
    kg_co2e_per_unit: 0.032,
    unit: 'kWh',
    uncertainty_percent: null,
    energy_basis: null,
    parts: null,
  },
  conversion: { from: 'kWh', to: 'kWh', multiplier: 1, steps: [] },
  label: 'Office electricity',
  details: { energy: 'electricity', reading: 'meter' },
  market_factor_kg_co2e_per_kwh: 0,
});

/** GET /energy/defaults for the French site: ADEME natural gas (the fixture's factor), no cooling default. */
const energyDefaults = {
  country_code: 'FR',
  items: [
    { energy: 'electricity', category: 'electricity', factor: null },
    {
      energy: 'natural_gas',
      category: 'stationary_combustion',
      factor: {
        id: GAS_FACTOR_ID,
        name: 'Natural gas',
        source: 'ademe-base-carbone',
        source_id: '37132',
        dataset_version: '23.6',
        unit: 'kWh',
        kg_co2e_per_unit: 0.239,
      },
    },
    { energy: 'district_cooling', category: 'cooling', factor: null },
  ],
};
const defaultsAsked: string[] = [];

const texts = {
  en: {
    add: 'Add energy',
    form: 'Add energy',
    submit: 'Add energy',
    kind: 'Energy',
    quantity: 'Quantity',
    price: 'Energy price',
    guarantees: 'Guarantees of origin cover this electricity (0 kg CO2e/kWh)',
    supplier: "The supplier's contract factor",
    supplierFactor: 'Supplier factor (kg CO2e/kWh)',
    basis: 'Energy expressed in',
    required: 'This field is required',
    greaterThanZero: 'Must be greater than zero',
    priceRequired: 'Please choose an energy price',
    gas: 'Natural gas',
    gasCost: '€1,200.00',
    priceUsed: 'Eurostat default (FR), €0.1/kWh',
    costLine: 'Cost: 12,000.00 kWh × €0.1/kWh = €1,200.00 (Eurostat default (FR), 2025)',
    marketGo: 'Guarantees of origin: 0 kg CO2e/kWh',
    noEntries: 'No energy entries found at this site. Try creating a new energy entry instead',
    entriesFailed: 'Failed to fetch energy entries',
    noPrices: 'No energy prices configured. Please configure energy prices first',
    pricesFailed: 'Failed to fetch energy prices',
    fallbackPriceUsed: 'Eurostat 2024 default (FR), €0.1/kWh',
    fallbackCostLine: 'Cost: 12,000.00 kWh × €0.1/kWh = €1,200.00 (Eurostat 2024 default (FR), 2024)',
    noCostTotal: /\(location-based\) · — \(cost known for 0 of 2 lines\)$/,
    partialTotal: /\(location-based\) · €1,200\.00 \(cost known for 1 of 2 lines\)$/,
    addFailed: 'Failed to add energy. Please try again.',
    adjust: 'Adjust Gas bill',
    edit: 'Edit the energy line',
    save: 'Save changes',
    typed: '5,000',
    serverMessage: 'This unit cannot be converted to the unit of the emission factor',
  },
  fr: {
    add: "Ajouter une consommation d'énergie",
    form: "Ajouter une consommation d'énergie",
    submit: 'Ajouter la consommation',
    kind: 'Énergie',
    quantity: 'Quantité',
    price: "Prix de l'énergie",
    guarantees: "Des garanties d'origine couvrent cette électricité (0 kg CO2e/kWh)",
    supplier: 'Facteur du contrat du fournisseur',
    supplierFactor: 'Facteur du fournisseur (kg CO2e/kWh)',
    basis: 'Énergie exprimée en',
    required: 'Ce champ est obligatoire',
    greaterThanZero: 'La valeur doit être strictement positive',
    priceRequired: "Choisissez un prix de l'énergie",
    gas: 'Gaz naturel',
    gasCost: '1 200,00 €',
    priceUsed: 'Prix par défaut Eurostat (FR), 0,1 €/kWh',
    costLine: 'Coût : 12 000,00 kWh × 0,1 €/kWh = 1 200,00 € (Prix par défaut Eurostat (FR), 2025)',
    marketGo: "Garanties d'origine : 0 kg CO2e/kWh",
    noEntries: "Aucune consommation d'énergie trouvée pour ce site. Créez plutôt une nouvelle consommation",
    entriesFailed: "Impossible de récupérer les consommations d'énergie",
    noPrices: "Aucun prix de l'énergie n'est configuré. Configurez d'abord les prix de l'énergie",
    pricesFailed: "Impossible de récupérer les prix de l'énergie",
    fallbackPriceUsed: 'Prix par défaut Eurostat 2024 (FR), 0,1 €/kWh',
    fallbackCostLine:
      'Coût : 12 000,00 kWh × 0,1 €/kWh = 1 200,00 € (Prix par défaut Eurostat 2024 (FR), 2024)',
    noCostTotal: /\(approche localisée\) · — \(coût connu pour 0 sur 2 lignes\)$/,
    partialTotal: /\(approche localisée\) · 1 200,00 € \(coût connu pour 1 sur 2 lignes\)$/,
    addFailed: "L'ajout de la consommation d'énergie a échoué. Veuillez réessayer.",
    adjust: 'Ajuster Gas bill',
    edit: "Modifier la consommation d'énergie",
    save: 'Enregistrer les modifications',
    typed: '5 000',
    serverMessage: "Cette unité ne peut pas être convertie dans l'unité du facteur d'émission",
  },
} as const;

/** Texts compared with their spaces made plain (French numbers use narrow no-break spaces). */
const plain = (value: string | null | undefined) => (value ?? '').replace(/[\s\u202f\u00a0]+/g, ' ').trim();
const byPlainText = (expected: string) => (_: string, element: Element | null) =>
  element !== null &&
  plain(element.textContent) === expected &&
  [...element.children].every((child) => plain(child.textContent) !== expected);

interface Answers {
  entries?: Entry[] | 'fail';
  prices?: EnergyPrice[] | 'fail';
  create?: () => Response;
}

describe.each(['en', 'fr'] as const)('/heating (%s)', (locale) => {
  const text = texts[locale];
  const fetchMock = vi.fn<typeof fetch>();
  const posts = () => fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST');
  const posted = (index = 0) => JSON.parse(String(posts()[index]?.[1]?.body)) as Record<string, unknown>;

  afterEach(() => {
    vi.unstubAllGlobals();
    fetchMock.mockReset();
  });

  async function setup({
    entries = [gasBill, electricity],
    prices = [gasPrice, electricityPrice],
    create = () => jsonResponse(electricity, 201),
  }: Answers = {}) {
    await setupI18n(locale);
    fetchMock.mockImplementation((input, init) => {
      const url = new URL(String(input), 'http://test');
      if (url.pathname.endsWith('/energy/defaults')) {
        defaultsAsked.push(url.search);
        return Promise.resolve(jsonResponse(energyDefaults));
      }
      if (url.pathname.endsWith('/emission-factors/search'))
        return Promise.resolve(jsonResponse(searchAnswer(url.searchParams.get('q') ?? '', [factorItem()])));
      if (url.pathname.endsWith('/energy-prices')) {
        return Promise.resolve(
          prices === 'fail' ? jsonResponse({ detail: 'boom' }, 500) : jsonResponse({ items: prices }),
        );
      }
      if (url.pathname.endsWith('/entries') && init?.method === 'POST') return Promise.resolve(create());
      if (init?.method === 'PATCH') return Promise.resolve(jsonResponse(gasBill));
      if (url.pathname.endsWith('/entries')) {
        if (entries === 'fail') return Promise.resolve(jsonResponse({ detail: 'boom' }, 500));
        const scope = url.searchParams.get('scope');
        const list = scope === '3' ? [] : entries.filter((line) => String(line.scope) === scope);
        return Promise.resolve(jsonResponse({ items: list, total: list.length }));
      }
      return Promise.resolve(jsonResponse({ detail: 'Not found' }, 404));
    });
    vi.stubGlobal('fetch', fetchMock);
    renderWithProviders(
      <LedgerKitProvider kit={ledgerKit}>
        <HeatingPage companyId={COMPANY_ID} year={2025} siteId={SITE_ID} sites={sites} sitesReady canEdit />
      </LedgerKitProvider>,
    );
    return userEvent.setup();
  }

  async function openDialog(user: ReturnType<typeof userEvent.setup>) {
    await user.click((await screen.findAllByRole('button', { name: text.add }))[0]!);
    return screen.findByRole('form', { name: text.form });
  }

  it('lists the site’s energy with both scope 2 figures, the cost from the price, and opens the calculation', async () => {
    const user = await setup();
    const gasRow = (await screen.findByText('Gas bill')).closest('tr')!;
    expect(within(gasRow).getByText(byPlainText(text.gasCost))).toBeInTheDocument();
    expect(within(gasRow).getByText(byPlainText(text.priceUsed))).toBeInTheDocument();
    const electricityRow = screen.getByText('Office electricity').closest('tr')!;
    expect(within(electricityRow).getByText(text.marketGo)).toBeInTheDocument();

    await user.click(within(gasRow).getAllByRole('button')[0]!);
    expect(await screen.findByText(byPlainText(text.costLine))).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Natural gas' })).toHaveAttribute(
      'href',
      `/ef-search?factor=${GAS_FACTOR_ID}`,
    );
  });

  it('says under each field what is missing, in the user’s language, and sends nothing', async () => {
    const user = await setup();
    const form = await openDialog(user);
    await user.click(within(form).getByRole('button', { name: text.submit }));
    const quantity = within(form).getByLabelText(text.quantity);
    await waitFor(() => expect(quantity).toHaveAccessibleDescription(text.required));
    expect(within(form).getByText(text.priceRequired)).toBeInTheDocument();
    await user.type(quantity, '0');
    await waitFor(() => expect(quantity).toHaveAccessibleDescription(text.greaterThanZero));
    await user.click(within(form).getByLabelText(text.supplier));
    await user.click(within(form).getByRole('button', { name: text.submit }));
    await waitFor(() =>
      expect(within(form).getByLabelText(text.supplierFactor)).toHaveAccessibleDescription(
        new RegExp(text.required),
      ),
    );
    expect(posts()).toHaveLength(0);
  });

  it('records electricity covered by guarantees of origin with a market factor of 0 and the grid factor', async () => {
    const user = await setup();
    const form = await openDialog(user);
    await user.type(within(form).getByLabelText(text.quantity), text.typed);
    await user.click(within(form).getByLabelText(text.guarantees));
    await user.selectOptions(within(form).getByLabelText(text.price), ELECTRICITY_PRICE_ID);
    await user.click(within(form).getByRole('button', { name: text.submit }));
    await waitFor(() => expect(posts()).toHaveLength(1));
    const body = posted();
    expect(body).toMatchObject({
      category: 'electricity',
      quantity: 5000,
      unit: 'kWh',
      emission_factor_id: null,
      market_factor_kg_co2e_per_kwh: 0,
      site_id: SITE_ID,
      period_year: 2025,
    });
    expect(body.details).toEqual({
      energy: 'electricity',
      reading: 'invoice',
      energy_price_id: ELECTRICITY_PRICE_ID,
    });
  });

  it('records a gas bill in kWh PCS with the natural gas factor the API proposes for the site', async () => {
    const user = await setup({ create: () => jsonResponse(gasBill, 201) });
    const form = await openDialog(user);
    await user.selectOptions(within(form).getByLabelText(text.kind), 'natural_gas');
    expect(within(form).getByLabelText(text.basis)).toHaveValue('HHV');
    expect(await within(form).findByRole('link', { name: 'Natural gas' })).toBeInTheDocument();
    await user.type(within(form).getByLabelText(text.quantity), text.typed);
    await user.selectOptions(within(form).getByLabelText(text.price), GAS_PRICE_ID);
    await user.click(within(form).getByRole('button', { name: text.submit }));
    await waitFor(() => expect(posts()).toHaveLength(1));
    expect(posted()).toMatchObject({
      category: 'stationary_combustion',
      emission_factor_id: GAS_FACTOR_ID,
      quantity: 5000,
      unit: 'kWh',
      details: {
        fuel: 'natural_gas',
        quantity_energy_basis: 'HHV',
        energy: 'natural_gas',
        reading: 'invoice',
        energy_price_id: GAS_PRICE_ID,
      },
    });
    expect(posted()).not.toHaveProperty('market_factor_kg_co2e_per_kwh', 0);
    expect(defaultsAsked.at(-1)).toContain(`site_id=${SITE_ID}`);
    // No factor search guesses the default any more.
    expect(fetchMock.mock.calls.some(([input]) => String(input).includes('/emission-factors/search'))).toBe(
      false,
    );
  });

  it('offers the site’s existing lines to adjust, and saves a change with PATCH keeping the copied factor', async () => {
    const user = await setup();
    const form = await openDialog(user);
    await user.click(await within(form).findByRole('button', { name: text.adjust }));
    const edit = await screen.findByRole('form', { name: text.edit });
    const quantity = within(edit).getByLabelText(text.quantity);
    await user.clear(quantity);
    await user.type(quantity, text.typed);
    await user.click(within(edit).getByRole('button', { name: text.save }));
    await waitFor(() => expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'PATCH')).toBe(true));
    const [url, init] = fetchMock.mock.calls.find(([, call]) => call?.method === 'PATCH')!;
    expect(String(url)).toContain(`/entries/${gasBill.id}`);
    const body = JSON.parse(String(init?.body)) as Record<string, unknown>;
    expect(body).toMatchObject({
      quantity: 5000,
      details: {
        fuel: 'natural_gas',
        quantity_energy_basis: 'HHV',
        energy: 'natural_gas',
        reading: 'invoice',
        energy_price_id: GAS_PRICE_ID,
      },
    });
    expect(body).not.toHaveProperty('emission_factor_id');
    expect(body).not.toHaveProperty('market_factor_kg_co2e_per_kwh');
  });

  it('shows a 422 under its field and any other failure as “Failed to add energy”', async () => {
    let answer = () =>
      jsonResponse(
        { detail: [{ loc: ['body', 'quantity'], msg: text.serverMessage, type: 'value_error' }] },
        422,
      );
    const user = await setup({ prices: [gasPrice], create: () => answer() });
    const form = await openDialog(user);
    await user.type(within(form).getByLabelText(text.quantity), text.typed);
    await user.click(within(form).getByRole('button', { name: text.submit }));
    await waitFor(() =>
      expect(within(form).getByLabelText(text.quantity)).toHaveAccessibleDescription(text.serverMessage),
    );
    answer = () => jsonResponse({ detail: 'boom' }, 500);
    await user.click(within(form).getByRole('button', { name: text.submit }));
    // The toast region sits outside the modal sheet, which hides it from role queries: found by its text.
    expect(await screen.findByText(text.addFailed)).toBeInTheDocument();
  });

  it('says when the site has no energy yet and no price is configured, with a link to the prices', async () => {
    const user = await setup({ entries: [], prices: [] });
    expect(await screen.findByText(text.noEntries)).toBeInTheDocument();
    const form = await openDialog(user);
    expect(await within(form).findByText(text.noEntries)).toBeInTheDocument();
    expect(within(form).getByText(text.noPrices, { exact: false })).toBeInTheDocument();
    expect(
      within(form).getByRole('link', {
        name: locale === 'en' ? 'Configure energy prices' : "Configurer les prix de l'énergie",
      }),
    ).toHaveAttribute('href', '/prices');
  });

  it('shows the site cost as “—”, not 0, when no line has a price, and how many lines are priced', async () => {
    await setup({ prices: [] });
    await screen.findByText('Gas bill');
    const total = screen.getByText(
      (_, element) => element?.tagName === 'P' && /·/.test(element.textContent ?? ''),
    );
    expect(plain(total.textContent)).toMatch(text.noCostTotal);
    expect(plain(total.textContent)).not.toMatch(/0[.,]00/);
  });

  it('costs a line with the latest earlier default the API falls back to, and says which year', async () => {
    const user = await setup({ prices: [price({ year: 2024, fallback: true })] });
    const gasRow = (await screen.findByText('Gas bill')).closest('tr')!;
    expect(within(gasRow).getByText(byPlainText(text.gasCost))).toBeInTheDocument();
    expect(within(gasRow).getByText(byPlainText(text.fallbackPriceUsed))).toBeInTheDocument();
    const total = screen.getByText(
      (_, element) => element?.tagName === 'P' && /·/.test(element.textContent ?? ''),
    );
    expect(plain(total.textContent)).toMatch(text.partialTotal);
    await user.click(within(gasRow).getAllByRole('button')[0]!);
    expect(await screen.findByText(byPlainText(text.fallbackCostLine))).toBeInTheDocument();
  });

  it('says when the energy entries or the prices cannot be fetched', async () => {
    await setup({ entries: 'fail' });
    expect(await screen.findByText(text.entriesFailed)).toBeInTheDocument();
  });

  it('says in the dialog when the prices cannot be fetched', async () => {
    const user = await setup({ prices: 'fail' });
    expect(await screen.findByText(text.pricesFailed)).toBeInTheDocument();
    const form = await openDialog(user);
    expect(await within(form).findByText(text.pricesFailed)).toBeInTheDocument();
  });
});
