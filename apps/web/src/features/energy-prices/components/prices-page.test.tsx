import { energyPriceListSchema, energyPriceSchema, type EnergyPrice } from '@carbon/contracts/energy-prices';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { findToast, jsonResponse, renderWithProviders, setupI18n } from '@/test/render';
import { PricesPage } from './prices-page';

const COMPANY_ID = '6f1c2d3e-4a5b-4c6d-8e7f-9a0b1c2d3e4f';

/** Answers as the API gives them, checked against the contract. */
const frenchDefault: EnergyPrice = energyPriceSchema.parse({
  id: '1b2c3d4e-5f60-4718-8293-a4b5c6d7e8f9',
  source: 'electricity',
  year: 2024,
  country_code: 'FR',
  customized: false,
  kind: 'default',
  name: 'Eurostat nrg_pc_205',
  tariff_family: 'base',
  slots: [{ slot: 'base', price_eur_per_kwh: 0.19585 }],
  price_eur_per_kwh: 0.19585,
  emission_kg_co2e_per_kwh: 0.0446,
  reference: {
    publisher: 'Eurostat',
    dataset: 'nrg_pc_205',
    consumption_band: 'IC (500–1,999 MWh a year)',
    taxes: 'excluding VAT and other recoverable taxes and levies',
    period: '2024-S1, 2024-S2 (mean)',
    licence: 'CC BY 4.0',
  },
});
/** Germany's latest default, 2023, as the API lists it for 2024: a fallback keeping its own year. */
const germanFallback2023: EnergyPrice = energyPriceSchema.parse({
  ...frenchDefault,
  id: '2b2c3d4e-5f60-4718-8293-a4b5c6d7e8f9',
  year: 2023,
  country_code: 'DE',
  fallback: true,
  price_eur_per_kwh: 0.2513,
  slots: [{ slot: 'base', price_eur_per_kwh: 0.2513 }],
});
const tariff: EnergyPrice = energyPriceSchema.parse({
  id: '3b2c3d4e-5f60-4718-8293-a4b5c6d7e8f9',
  source: 'electricity',
  year: 2024,
  country_code: 'FR',
  customized: true,
  kind: 'tariff',
  name: null,
  tariff_family: 'hp_hc',
  slots: [
    { slot: 'hp', price_eur_per_kwh: 0.18 },
    { slot: 'hc', price_eur_per_kwh: 0.14 },
  ],
  price_eur_per_kwh: 0.16667,
  emission_kg_co2e_per_kwh: 0.0446,
  reference: null,
});

type Handler = (url: URL, init: RequestInit | undefined) => Response | undefined;

describe('PricesPage', () => {
  const fetchMock = vi.fn<typeof fetch>();
  afterEach(() => {
    vi.unstubAllGlobals();
    fetchMock.mockReset();
  });

  async function setup({
    locale = 'en',
    items = [frenchDefault],
    year = 2024,
    canEdit = true,
    companyId = COMPANY_ID,
    handler,
  }: {
    locale?: 'en' | 'fr';
    items?: EnergyPrice[];
    year?: number;
    canEdit?: boolean;
    companyId?: string;
    handler?: Handler;
  } = {}) {
    await setupI18n(locale);
    fetchMock.mockImplementation((input, init) => {
      const url = new URL(String(input), 'http://test');
      const answer = handler?.(url, init);
      if (answer) return Promise.resolve(answer);
      // The API answers for the year asked (its fallback to earlier defaults is tested in
      // apps/api/test/energy-prices.int.test.ts): the items given are that answer, for every source.
      if (
        url.pathname.endsWith('/energy-prices') &&
        (!init?.method || init.method === 'GET') &&
        url.searchParams.get('year') === String(year)
      ) {
        const source = url.searchParams.get('source');
        return Promise.resolve(
          jsonResponse(
            energyPriceListSchema.parse({ items: items.filter((item) => item.source === source) }),
          ),
        );
      }
      return Promise.resolve(jsonResponse({ detail: 'Not found' }, 404));
    });
    vi.stubGlobal('fetch', fetchMock);
    renderWithProviders(<PricesPage companyId={companyId} year={year} canEdit={canEdit} />, {
      route: '/prices',
    });
    return userEvent.setup();
  }

  function sentBody(method: string): unknown {
    const call = fetchMock.mock.calls.find(([, init]) => init?.method === method);
    return call ? JSON.parse(String(call[1]?.body)) : undefined;
  }

  it('lists the country defaults of the year with their source, and the company tariff marked as its own', async () => {
    const user = await setup({ items: [frenchDefault, germanFallback2023, tariff] });
    expect(screen.getByRole('tab', { name: 'Electricity', selected: true })).toBeInTheDocument();
    const defaults = await screen.findByRole('table', { name: 'Country defaults for 2024' });
    const row = within(defaults).getByText('France').closest('tr')!;
    expect(within(row).getByText('0.1959')).toBeInTheDocument();
    expect(within(row).getByText('0.0446')).toBeInTheDocument();
    expect(within(row).queryByText(/default applied/)).toBeNull();
    // Germany has no 2024 default: its 2023 one applies, and the row says so.
    const german = within(defaults).getByText('Germany').closest('tr')!;
    expect(within(german).getByText('0.2513')).toBeInTheDocument();
    expect(within(german).getByText('2023 default applied')).toBeInTheDocument();
    // Only one year is asked for, the year of the top bar; not every year to filter here.
    const asked = fetchMock.mock.calls.map(([input]) => new URL(String(input), 'http://test'));
    expect(asked.every((url) => url.searchParams.get('year') === '2024')).toBe(true);
    // With one country on its own year, the card does not say the year is unpublished.
    expect(screen.queryByText('No country default published for 2024 yet')).toBeNull();

    await user.click(within(row).getByRole('button', { name: 'Source of the France default' }));
    expect(within(defaults).getByText('IC (500–1,999 MWh a year)')).toBeInTheDocument();
    expect(
      within(defaults).getByText('excluding VAT and other recoverable taxes and levies'),
    ).toBeInTheDocument();
    expect(within(defaults).getByText('2024-S1, 2024-S2 (mean)')).toBeInTheDocument();
    expect(within(defaults).getByText('CC BY 4.0')).toBeInTheDocument();

    const own = screen.getByRole('table', { name: "Your company's prices for 2024" });
    const tariffRow = within(own).getByText('Tariff: Peak / off-peak hours').closest('tr')!;
    expect(within(tariffRow).getByText('Your company')).toBeInTheDocument();
    expect(within(tariffRow).getByText('0.18')).toBeInTheDocument();
    expect(within(tariffRow).getByText('0.1667')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Change the tariff' })).toBeInTheDocument();
  });

  it('opens the source of a default in French', async () => {
    const user = await setup({ locale: 'fr' });
    const defaults = await screen.findByRole('table', { name: 'Valeurs par défaut par pays pour 2024' });
    const row = within(defaults).getByText('France').closest('tr')!;
    expect(within(row).getByText('0,1959')).toBeInTheDocument();
    await user.click(within(row).getByRole('button', { name: 'Source de la valeur par défaut France' }));
    expect(within(defaults).getByText('IC (500 à 1 999 MWh par an)')).toBeInTheDocument();
    expect(
      within(defaults).getByText('hors TVA et autres taxes et prélèvements récupérables'),
    ).toBeInTheDocument();
    expect(within(defaults).getByText('2024-S1, 2024-S2 (moyenne)')).toBeInTheDocument();
  });

  it('shows the most recent published defaults, said so, when the year has none yet', async () => {
    await setup({ year: 2026, items: [{ ...frenchDefault, fallback: true }] });
    expect(await screen.findByText('No country default published for 2026 yet')).toBeInTheDocument();
    expect(
      screen.getByText(
        'The most recent published defaults are for 2024; they are shown below until 2026 is published.',
      ),
    ).toBeInTheDocument();
    const defaults = screen.getByRole('table', { name: 'Country defaults for 2026' });
    const row = within(defaults).getByText('France').closest('tr')!;
    expect(within(row).getByText('0.1959')).toBeInTheDocument();
    expect(within(row).getByText('2024 default applied')).toBeInTheDocument();
  });

  it("says in French which year's default applies", async () => {
    await setup({ locale: 'fr', year: 2025, items: [{ ...frenchDefault, fallback: true }] });
    const defaults = await screen.findByRole('table', { name: 'Valeurs par défaut par pays pour 2025' });
    expect(within(defaults).getByText('Valeur par défaut 2024 appliquée')).toBeInTheDocument();
  });

  it('says when no country default is published for the year or before', async () => {
    await setup({ year: 2018, items: [] });
    expect(await screen.findByText('No country default published for 2018 or before.')).toBeInTheDocument();
    expect(screen.queryByRole('table', { name: 'Country defaults for 2018' })).toBeNull();
  });

  it('changes the slots with the family and checks every slot before sending', async () => {
    const user = await setup({
      handler: (url, init) =>
        init?.method === 'PUT'
          ? jsonResponse({
              ...tariff,
              slots: [
                { slot: 'hp', price_eur_per_kwh: 0.2 },
                { slot: 'hc', price_eur_per_kwh: 0.15 },
              ],
            })
          : undefined,
    });
    await user.click(await screen.findByRole('button', { name: 'Set the tariff' }));
    const dialog = await screen.findByRole('dialog', { name: 'Tariff for 2024' });
    expect(within(dialog).getByLabelText('Base')).toBeInTheDocument();

    await user.selectOptions(within(dialog).getByLabelText('Tariff family'), 'season_hphc');
    expect(within(dialog).queryByLabelText('Base')).toBeNull();
    for (const name of [
      'Peak hours, high season',
      'Peak hours, low season',
      'Off-peak hours, high season',
      'Off-peak hours, low season',
    ]) {
      expect(within(dialog).getByLabelText(name)).toBeInTheDocument();
    }

    await user.selectOptions(within(dialog).getByLabelText('Tariff family'), 'hp_hc');
    const peak = within(dialog).getByLabelText('Peak hours');
    const offPeak = within(dialog).getByLabelText('Off-peak hours');
    await user.type(peak, '0.2');
    await user.type(offPeak, '0');
    await user.click(within(dialog).getByRole('button', { name: 'Save the tariff' }));
    expect(await within(dialog).findByText('Please enter valid values for a slot')).toBeInTheDocument();
    expect(offPeak).toHaveAccessibleDescription('Please enter valid values for a slot');
    expect(peak).not.toHaveAttribute('aria-invalid');
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'PUT')).toBe(false);

    await user.clear(offPeak);
    await user.type(offPeak, '0.15');
    await user.click(within(dialog).getByRole('button', { name: 'Save the tariff' }));
    await findToast('Tariff prices updated successfully');
    expect(sentBody('PUT')).toEqual({
      company_id: COMPANY_ID,
      year: 2024,
      source: 'electricity',
      tariff_family: 'hp_hc',
      slots: [
        { slot: 'hp', price_eur_per_kwh: 0.2 },
        { slot: 'hc', price_eur_per_kwh: 0.15 },
      ],
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('reads slots typed the French way and says what is wrong in French', async () => {
    const user = await setup({
      locale: 'fr',
      handler: (url, init) => (init?.method === 'PUT' ? jsonResponse(tariff) : undefined),
    });
    await user.click(await screen.findByRole('button', { name: 'Définir le tarif' }));
    const dialog = await screen.findByRole('dialog', { name: 'Tarif pour 2024' });
    await user.selectOptions(within(dialog).getByLabelText('Type de tarif'), 'hp_hc');
    await user.type(within(dialog).getByLabelText('Heures pleines'), '0,1234');
    await user.type(within(dialog).getByLabelText('Heures creuses'), 'abc');
    await user.click(within(dialog).getByRole('button', { name: 'Enregistrer le tarif' }));
    expect(
      await within(dialog).findByText('Veuillez saisir des valeurs valides pour une plage'),
    ).toBeInTheDocument();

    await user.clear(within(dialog).getByLabelText('Heures creuses'));
    await user.type(within(dialog).getByLabelText('Heures creuses'), '0,0987');
    await user.click(within(dialog).getByRole('button', { name: 'Enregistrer le tarif' }));
    await findToast('Prix du tarif mis à jour avec succès');
    expect(sentBody('PUT')).toMatchObject({
      slots: [
        { slot: 'hp', price_eur_per_kwh: 0.1234 },
        { slot: 'hc', price_eur_per_kwh: 0.0987 },
      ],
    });
  });

  it("puts the server's 422 under the slot it names, and other failures in a toast", async () => {
    let status = 422;
    const user = await setup({
      handler: (url, init) => {
        if (init?.method !== 'PUT') return undefined;
        return status === 422
          ? jsonResponse(
              {
                detail: [
                  {
                    loc: ['body', 'slots', 1, 'price_eur_per_kwh'],
                    msg: 'Please enter valid values for a slot',
                    type: 'custom',
                  },
                ],
              },
              422,
            )
          : jsonResponse({ detail: 'Database unavailable' }, 500);
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Set the tariff' }));
    const dialog = await screen.findByRole('dialog');
    await user.selectOptions(within(dialog).getByLabelText('Tariff family'), 'hp_hc');
    await user.type(within(dialog).getByLabelText('Peak hours'), '0.2');
    await user.type(within(dialog).getByLabelText('Off-peak hours'), '0.1');
    await user.click(within(dialog).getByRole('button', { name: 'Save the tariff' }));
    await waitFor(() =>
      expect(within(dialog).getByLabelText('Off-peak hours')).toHaveAccessibleDescription(
        'Please enter valid values for a slot',
      ),
    );
    expect(within(dialog).getByLabelText('Peak hours')).not.toHaveAttribute('aria-invalid');

    status = 500;
    await user.click(within(dialog).getByRole('button', { name: 'Save the tariff' }));
    // The sheet stays open (modal): the toast is read from the page, outside the accessibility tree the sheet leaves.
    expect(await screen.findByText('Failed to update prices')).toBeInTheDocument();
    expect(screen.getByText('Database unavailable')).toBeInTheDocument();
  });

  it('creates a custom price, refusing numbers it cannot read', async () => {
    const created = energyPriceSchema.parse({
      ...tariff,
      id: '4b2c3d4e-5f60-4718-8293-a4b5c6d7e8f9',
      kind: 'custom',
      name: 'Green contract',
      tariff_family: 'base',
      slots: [{ slot: 'base', price_eur_per_kwh: 0.21 }],
      price_eur_per_kwh: 0.21,
      emission_kg_co2e_per_kwh: 0,
    });
    const user = await setup({
      handler: (url, init) => (init?.method === 'POST' ? jsonResponse(created, 201) : undefined),
    });
    await user.click(await screen.findByRole('button', { name: 'Add a custom price' }));
    const dialog = await screen.findByRole('dialog', { name: 'New custom price for 2024' });
    await user.type(within(dialog).getByLabelText('Name'), 'Green contract');
    await user.type(within(dialog).getByLabelText('Price (€/kWh, excluding VAT)'), 'x');
    await user.type(within(dialog).getByLabelText('Emission (kg CO2e/kWh)'), '0');
    await user.click(within(dialog).getByRole('button', { name: 'Create the price' }));
    expect(await within(dialog).findByText('Please enter valid numbers')).toBeInTheDocument();

    await user.clear(within(dialog).getByLabelText('Price (€/kWh, excluding VAT)'));
    await user.type(within(dialog).getByLabelText('Price (€/kWh, excluding VAT)'), '0.21');
    await user.click(within(dialog).getByRole('button', { name: 'Create the price' }));
    await findToast('Custom price created successfully');
    expect(sentBody('POST')).toEqual({
      company_id: COMPANY_ID,
      year: 2024,
      source: 'electricity',
      name: 'Green contract',
      price_eur_per_kwh: 0.21,
      emission_kg_co2e_per_kwh: 0,
    });
  });

  it('says a custom price failed to save', async () => {
    const user = await setup({
      handler: (url, init) => (init?.method === 'POST' ? jsonResponse({ detail: 'Boom' }, 500) : undefined),
    });
    await user.click(await screen.findByRole('button', { name: 'Add a custom price' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText('Name'), 'Contract');
    await user.type(within(dialog).getByLabelText('Price (€/kWh, excluding VAT)'), '0.2');
    await user.type(within(dialog).getByLabelText('Emission (kg CO2e/kWh)'), '0.05');
    await user.click(within(dialog).getByRole('button', { name: 'Create the price' }));
    expect(await screen.findByText('Failed to save price')).toBeInTheDocument();
  });

  it('lets a viewer read, with no editing action', async () => {
    await setup({ canEdit: false, items: [frenchDefault, tariff] });
    expect(await screen.findByRole('table', { name: 'Country defaults for 2024' })).toBeInTheDocument();
    expect(
      screen.getByText('You can read these prices; owners, admins and editors change them.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Change the tariff' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Add a custom price' })).toBeNull();
  });

  it('says plainly that fuel has no country default and offers a custom price, in English and French', async () => {
    const user = await setup();
    await user.click(screen.getByRole('tab', { name: 'Fuel' }));
    expect(await screen.findByText('No published country default for this energy')).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Add a custom price' }).length).toBeGreaterThan(0);
    expect(fetchMock.mock.calls.some(([input]) => String(input).includes('source=fuel'))).toBe(true);
  });

  it('has no family choice outside electricity, and says so in French on the cooling tab', async () => {
    const user = await setup({ locale: 'fr' });
    await user.click(screen.getByRole('tab', { name: 'Froid' }));
    expect(
      await screen.findByText('Aucune valeur par défaut publiée pour cette énergie'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Définir le tarif' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).queryByLabelText('Type de tarif')).toBeNull();
    expect(within(dialog).getByLabelText('Base')).toBeInTheDocument();
  });

  it('says when the prices fail to load, and retries', async () => {
    let fail = true;
    const user = await setup({
      handler: (url) =>
        fail && url.pathname.endsWith('/energy-prices')
          ? jsonResponse({ detail: 'Database unavailable' }, 500)
          : undefined,
    });
    expect(await screen.findByText('Failed to load energy prices')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('table', { name: 'Country defaults for 2024' })).toBeInTheDocument();
  });

  it('says when no company is available', async () => {
    await setup({ companyId: '' });
    expect(screen.getByText('Company ID not available')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
