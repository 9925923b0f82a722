import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  categoriesAnswer,
  COMPANY_ID,
  entry,
  factorItem,
  GAS_FACTOR_ID,
  R410A_FACTOR_ID,
  searchAnswer,
  SITE_ID,
  sites,
} from '@/test/ledger';
import { jsonResponse, renderWithProviders, setupI18n } from '@/test/render';
import { EntryForm } from './entry-form';

const scope1 = categoriesAnswer.categories.filter((category) => category.scope === 1 && !category.derived_only);

const texts = {
  en: {
    category: 'Category',
    quantity: 'Quantity',
    search: 'Search emission factors',
    submit: 'Add the entry',
    use: (name: string) => `Use ${name}`,
    factorRequired: 'Please choose an emission factor or enter your own',
    required: 'This field is required',
    greaterThanZero: 'Must be greater than zero',
    percentage: 'Please enter a percentage between 0 and 100',
    charge: 'Refrigerant charge (kg)',
    rate: 'Annual leak rate (%)',
    recharge: 'Quantity recharged',
    recharged: 'Refrigerant recharged in the year (kg)',
    released: 'Refrigerant released: 0.60 kg',
    releasedRecharge: 'Refrigerant released: 1,234.50 kg',
    typedCharge: '12',
    typedRate: '5',
    typedRecharge: '1,234.5',
    typedQuantity: '12,000',
    serverMessage: 'This unit cannot be converted to the unit of the emission factor',
  },
  fr: {
    category: 'Catégorie',
    quantity: 'Quantité',
    search: "Rechercher un facteur d'émission",
    submit: 'Ajouter le poste',
    use: (name: string) => `Utiliser ${name}`,
    factorRequired: "Choisissez un facteur d'émission ou saisissez le vôtre",
    required: 'Ce champ est obligatoire',
    greaterThanZero: 'La valeur doit être strictement positive',
    percentage: 'Saisissez un pourcentage compris entre 0 et 100',
    charge: 'Charge en fluide frigorigène (kg)',
    rate: 'Taux de fuite annuel (%)',
    recharge: 'Quantité rechargée',
    recharged: "Fluide rechargé dans l'année (kg)",
    released: 'Fluide émis : 0,60 kg',
    releasedRecharge: 'Fluide émis : 1 234,50 kg',
    typedCharge: '12',
    typedRate: '5',
    typedRecharge: '1 234,5',
    typedQuantity: '12 000',
    serverMessage: "Cette unité ne peut pas être convertie dans l'unité du facteur d'émission",
  },
} as const;

const gas = factorItem();
const r410a = factorItem({ id: R410A_FACTOR_ID, key: 'ademe-base-carbone:r410a', name: 'R-410A', name_en: 'R-410A', name_fr: 'R-410A', unit: 'kg', unit_family: 'mass', unit_label: 'kg', kg_co2e_per_unit: 1924, energy_basis: null });

describe.each(['en', 'fr'] as const)('EntryForm (%s)', (locale) => {
  const text = texts[locale];
  const fetchMock = vi.fn<typeof fetch>();
  const posts = () => fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST');
  const postedBody = (index = 0) => JSON.parse(String(posts()[index]?.[1]?.body)) as Record<string, unknown>;

  afterEach(() => {
    vi.unstubAllGlobals();
    fetchMock.mockReset();
  });

  async function setup(createAnswer: () => Response = () => jsonResponse(entry(), 201)) {
    await setupI18n(locale);
    fetchMock.mockImplementation((input, init) => {
      const url = String(input);
      if (url.includes('/emission-factors/search')) {
        const q = new URL(url, 'http://test').searchParams.get('q') ?? '';
        return Promise.resolve(jsonResponse(searchAnswer(q, q.toLowerCase().includes('r-410') ? [r410a] : [gas])));
      }
      if (url.includes('/entries') && init?.method === 'POST') return Promise.resolve(createAnswer());
      return Promise.resolve(jsonResponse({ detail: 'Not found' }, 404));
    });
    vi.stubGlobal('fetch', fetchMock);
    const onSaved = vi.fn();
    renderWithProviders(
      <EntryForm companyId={COMPANY_ID} year={2025} entry={null} categories={scope1} sites={sites} siteId={SITE_ID} onSaved={onSaved} onCancel={() => {}} />,
    );
    return { user: userEvent.setup(), onSaved };
  }

  async function chooseFactor(user: ReturnType<typeof userEvent.setup>, query: string, name: string) {
    await user.type(screen.getByLabelText(text.search), query);
    await user.click(await screen.findByRole('button', { name: text.use(name) }, { timeout: 3000 }));
  }

  it('says under each field what is missing, in the user’s language, and sends nothing', async () => {
    const { user } = await setup();
    await user.click(screen.getByRole('button', { name: text.submit }));
    expect(await screen.findByText(text.factorRequired)).toBeInTheDocument();
    expect(screen.getByLabelText(text.quantity)).toHaveAccessibleDescription(text.required);
    await user.type(screen.getByLabelText(text.quantity), '0');
    await waitFor(() => expect(screen.getByLabelText(text.quantity)).toHaveAccessibleDescription(text.greaterThanZero));
    expect(posts()).toHaveLength(0);
  });

  it('records a gas bill with the factor chosen through the search, the quantity read in the user’s notation', async () => {
    const { user, onSaved } = await setup();
    await chooseFactor(user, 'gaz', 'Natural gas');
    await user.type(screen.getByLabelText(text.quantity), text.typedQuantity);
    await user.click(screen.getByRole('button', { name: text.submit }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledTimes(1));
    expect(postedBody()).toEqual({
      company_id: COMPANY_ID,
      site_id: SITE_ID,
      period_year: 2025,
      category: 'stationary_combustion',
      emission_factor_id: GAS_FACTOR_ID,
      label: '',
      quantity: 12000,
      unit: 'kWh',
      details: { fuel: 'natural_gas' },
    });
  });

  it('computes the refrigerant released by charge × leak rate and sends it in kg with the method', async () => {
    const { user, onSaved } = await setup(() => jsonResponse(entry({ category: 'fugitive_emissions', quantity: 0.6, unit: 'kg' }), 201));
    await user.selectOptions(screen.getByLabelText(text.category), 'fugitive_emissions');
    await chooseFactor(user, 'R-410A', 'R-410A');
    await user.type(screen.getByLabelText(text.charge), text.typedCharge);
    await user.type(screen.getByLabelText(text.rate), '150');
    await user.click(screen.getByRole('button', { name: text.submit }));
    await waitFor(() => expect(screen.getByLabelText(text.rate)).toHaveAccessibleDescription(text.percentage));
    await user.clear(screen.getByLabelText(text.rate));
    await user.type(screen.getByLabelText(text.rate), text.typedRate);
    expect(await screen.findByText(text.released)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: text.submit }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledTimes(1));
    const body = postedBody();
    expect(body).toMatchObject({ category: 'fugitive_emissions', emission_factor_id: R410A_FACTOR_ID, unit: 'kg' });
    expect(body.quantity).toBeCloseTo(0.6, 10);
    expect(body.details).toEqual({ refrigerant: { method: 'leak_rate', charge_kg: 12, annual_leak_rate_percent: 5 } });
  });

  it('takes the quantity recharged as the refrigerant released', async () => {
    const { user, onSaved } = await setup(() => jsonResponse(entry({ category: 'fugitive_emissions', quantity: 1234.5, unit: 'kg' }), 201));
    await user.selectOptions(screen.getByLabelText(text.category), 'fugitive_emissions');
    await chooseFactor(user, 'R-410A', 'R-410A');
    await user.click(screen.getByRole('radio', { name: text.recharge }));
    await user.type(screen.getByLabelText(text.recharged), text.typedRecharge);
    expect(await screen.findByText(text.releasedRecharge)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: text.submit }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledTimes(1));
    expect(postedBody()).toMatchObject({ quantity: 1234.5, unit: 'kg', details: { refrigerant: { method: 'recharge', recharged_kg: 1234.5 } } });
  });

  it('changes an entry without sending its factor again, so the factor copied into it stays', async () => {
    await setupI18n(locale);
    fetchMock.mockImplementation((_input, init) =>
      Promise.resolve(init?.method === 'PATCH' ? jsonResponse(entry({ quantity: 15000 })) : jsonResponse({ detail: 'Not found' }, 404)),
    );
    vi.stubGlobal('fetch', fetchMock);
    const onSaved = vi.fn();
    renderWithProviders(
      <EntryForm companyId={COMPANY_ID} year={2025} entry={entry()} categories={scope1} sites={sites} siteId={null} onSaved={onSaved} onCancel={() => {}} />,
    );
    const user = userEvent.setup();
    const quantity = screen.getByLabelText(text.quantity);
    expect((quantity as HTMLInputElement).value.replace(/[\u202f\u00a0]/g, ' ')).toBe(text.typedQuantity);
    await user.clear(quantity);
    await user.type(quantity, '15000');
    await user.click(screen.getByRole('button', { name: locale === 'en' ? 'Save changes' : 'Enregistrer les modifications' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledTimes(1));
    const patch = fetchMock.mock.calls.find(([, init]) => init?.method === 'PATCH');
    expect(String(patch?.[0])).toContain(`/entries/${entry().id}`);
    expect(JSON.parse(String(patch?.[1]?.body))).toEqual({
      site_id: SITE_ID,
      category: 'stationary_combustion',
      label: 'Gas bill',
      quantity: 15000,
      unit: 'kWh',
      details: { fuel: 'natural_gas', quantity_energy_basis: 'HHV' },
    });
  });

  it('puts a 422 of the API under the field its loc names', async () => {
    const { user, onSaved } = await setup(() =>
      jsonResponse({ detail: [{ loc: ['body', 'unit'], msg: text.serverMessage, type: 'value_error' }] }, 422),
    );
    await chooseFactor(user, 'gaz', 'Natural gas');
    await user.type(screen.getByLabelText(text.quantity), '100');
    await user.click(screen.getByRole('button', { name: text.submit }));
    const unit = screen.getAllByRole('combobox').find((select) => within(select).queryByRole('option', { name: 'MWh' }));
    await waitFor(() => expect(unit).toHaveAccessibleDescription(text.serverMessage));
    expect(onSaved).not.toHaveBeenCalled();
    // The request went out in the user's language, so the API answers in it.
    expect(new Headers(posts()[0]?.[1]?.headers).get('Accept-Language')).toBe(locale);
  });
});
