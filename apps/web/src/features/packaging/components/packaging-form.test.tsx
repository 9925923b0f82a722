import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { COMPANY_ID, SITE_ID, sites } from '@/test/ledger';
import { jsonResponse, renderWithProviders, setupI18n } from '@/test/render';
import { PackagingKitProvider, type PackagingKit } from '../packaging-kit';
import { PackagingForm } from './packaging-form';

const kit: PackagingKit = {
  ledgerQueryKey: ['ledger'],
  FactorPicker: () => <p>factor picker</p>,
  EntryCalculation: () => <p>calculation</p>,
};

const texts = {
  en: {
    material: 'Material',
    size: 'Size',
    units: 'Units',
    unitWeight: 'Unit weight (kg)',
    priceEur: 'Price (EUR)',
    estimated: 'Estimated',
    submit: 'Add packaging',
    materialRequired: 'Material is required',
    sizeOrName: 'Size or name is required',
    unitsRequired: 'Enter a number of units greater than 0',
    positive: 'Enter a number greater than 0',
    invalid: 'Invalid packaging configuration',
    typedWeight: '0.25',
  },
  fr: {
    material: 'Matériau',
    size: 'Taille',
    units: 'Unités',
    unitWeight: 'Poids unitaire (kg)',
    priceEur: 'Prix (EUR)',
    estimated: 'Estimé',
    submit: 'Ajouter un emballage',
    materialRequired: 'Le matériau est obligatoire',
    sizeOrName: 'La taille ou le nom est obligatoire',
    unitsRequired: "Saisissez un nombre d'unités supérieur à 0",
    positive: 'Saisissez un nombre supérieur à 0',
    invalid: "Configuration d'emballage invalide",
    typedWeight: '0,25',
  },
} as const;

describe.each(['en', 'fr'] as const)('PackagingForm (%s)', (locale) => {
  const text = texts[locale];
  const fetchMock = vi.fn<typeof fetch>();
  const posts = () => fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST');

  afterEach(() => {
    vi.unstubAllGlobals();
    fetchMock.mockReset();
  });

  async function setup(answer: () => Response) {
    await setupI18n(locale);
    fetchMock.mockImplementation((input, init) => {
      if (String(input).includes('/packaging') && init?.method === 'POST') return Promise.resolve(answer());
      return Promise.resolve(jsonResponse({ detail: 'Not found' }, 404));
    });
    vi.stubGlobal('fetch', fetchMock);
    const onSaved = vi.fn();
    renderWithProviders(
      <PackagingKitProvider kit={kit}>
        <PackagingForm companyId={COMPANY_ID} year={2025} siteId={SITE_ID} sites={sites} line={null} onSaved={onSaved} onCancel={() => {}} />
      </PackagingKitProvider>,
    );
    return { user: userEvent.setup(), onSaved };
  }

  it('says under each field what is missing (SPEC section 5) and sends nothing', async () => {
    const { user } = await setup(() => jsonResponse({}, 201));
    await user.click(screen.getByRole('button', { name: text.submit }));
    await waitFor(() => expect(screen.getByLabelText(text.material)).toHaveAccessibleDescription(text.materialRequired));
    expect(screen.getByLabelText(text.size)).toHaveAccessibleDescription(text.sizeOrName);
    expect(screen.getByLabelText(text.units)).toHaveAccessibleDescription(text.unitsRequired);
    await user.type(screen.getByLabelText(text.units), '0');
    await waitFor(() => expect(screen.getByLabelText(text.units)).toHaveAccessibleDescription(text.positive));
    expect(posts()).toHaveLength(0);
  });

  it('says a configuration that cannot be computed is invalid: by units with no unit weight, before sending', async () => {
    const { user } = await setup(() => jsonResponse({}, 201));
    await user.selectOptions(screen.getByLabelText(text.material), 'cardboard');
    await user.type(screen.getByLabelText(text.size), '40x30x20');
    await user.type(screen.getByLabelText(text.units), '100');
    await user.type(screen.getByLabelText(text.priceEur), '10');
    await user.click(screen.getByRole('button', { name: text.submit }));
    expect(await screen.findByText(text.invalid)).toBeInTheDocument();
    expect(posts()).toHaveLength(0);
  });

  it('shows the API’s invalid_packaging answer, and sends the line in the user’s notation', async () => {
    const { user, onSaved } = await setup(() => jsonResponse({ code: 'invalid_packaging', detail: text.invalid }, 422));
    await user.selectOptions(screen.getByLabelText(text.material), 'cardboard');
    await user.type(screen.getByLabelText(text.size), '40x30x20');
    await user.type(screen.getByLabelText(text.units), '100');
    await user.type(screen.getByLabelText(text.unitWeight), text.typedWeight);
    await user.click(screen.getByLabelText(text.estimated));
    await user.click(screen.getByRole('button', { name: text.submit }));
    expect(await screen.findByText(text.invalid)).toBeInTheDocument();
    expect(onSaved).not.toHaveBeenCalled();
    expect(JSON.parse(String(posts()[0]?.[1]?.body))).toMatchObject({
      company_id: COMPANY_ID,
      site_id: SITE_ID,
      period_year: 2025,
      material: 'cardboard',
      size: '40x30x20',
      quantity_mode: 'units',
      units: 100,
      unit_weight_kg: 0.25,
      factor_mode: 'auto',
      price_mode: 'estimated',
      price_eur: null,
    });
  });
});
