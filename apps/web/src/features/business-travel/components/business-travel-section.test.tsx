import { businessTravelSchema, type BusinessTravel } from '@carbon/contracts/business-travel';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { COMPANY_ID, entry, SITE_ID } from '@/test/ledger';
import { jsonResponse, renderWithProviders, setupI18n } from '@/test/render';
import { BusinessTravelSection } from './business-travel-section';

const REPORT_ID = '1d2e3f4a-5b6c-4d7e-8f9a-0b1c2d3e4f5a';

const railLine = entry({
  id: '2e3f4a5b-6c7d-4e8f-9a0b-1c2d3e4f5a6b',
  category: 'business_travel',
  scope: 3,
  scope3_category: 6,
  beges_item: '3.5',
  quantity: 500,
  unit: 'passenger.km',
  co2e_kg: 17.73,
  factor: {
    id: '3f4a5b6c-7d8e-4f9a-8b1c-2d3e4f5a6b7c',
    source: 'uk-desnz',
    dataset_version: '2025 v1.0',
    name: 'National rail',
    kg_co2e_per_unit: 0.03546,
    unit: 'passenger.km',
    uncertainty_percent: null,
    energy_basis: null,
    parts: null,
  },
  conversion: { from: 'passenger.km', to: 'passenger.km', multiplier: 1, steps: [] },
  label: 'Rail',
  details: { travel_mode: 'rail', travel_class: null, car_powertrain: null },
  activity_id: REPORT_ID,
  activity_kind: 'business_travel',
  amount_eur: null,
});

const report: BusinessTravel = businessTravelSchema.parse({
  id: REPORT_ID,
  company_id: COMPANY_ID,
  site_id: SITE_ID,
  period_year: 2025,
  co2e_kg: 17.73,
  amount_eur: null,
  entries: [railLine],
  entry_mode: 'distance',
  currency: 'EUR',
  total_spend: null,
  distance_km: { short_flight: 0, medium_flight: 0, long_flight: 0, rail: 500, car: 0 },
  spend_split_percent: null,
  business_class_percent: 0,
  car_ev_share_percent: 0,
  include_radiative_forcing: true,
  cost_per_km_overrides: null,
  cost_per_km_eur: { flights: 0.1, rail: 0.1, car: 0.636 },
  hotel_nights: 0,
  hotel_country: null,
});

describe('BusinessTravelSection', () => {
  const fetchMock = vi.fn<typeof fetch>();
  const posted: unknown[] = [];
  afterEach(() => {
    vi.unstubAllGlobals();
    fetchMock.mockReset();
    posted.length = 0;
  });

  async function setup(lang: 'en' | 'fr' = 'en') {
    await setupI18n(lang);
    fetchMock.mockImplementation((input, init) => {
      const url = new URL(String(input), 'http://test');
      if (url.pathname.endsWith('/business-travel') && init?.method === 'POST') {
        const body = JSON.parse(String(init.body)) as {
          entry_mode: string;
          spend_split_percent?: Record<string, number>;
        };
        posted.push(body);
        const split = body.spend_split_percent;
        if (
          body.entry_mode === 'spend' &&
          split &&
          (split.flights ?? 0) + (split.rail ?? 0) + (split.car ?? 0) !== 100
        ) {
          const msg =
            lang === 'fr'
              ? 'La répartition des dépenses entre avion, train et voiture doit totaliser 100 %'
              : 'The spend split across flights, rail and car must add up to 100%';
          return Promise.resolve(
            jsonResponse(
              {
                detail: [{ loc: ['body', 'spend_split_percent'], msg, type: 'custom' }],
                code: 'validation_error',
              },
              422,
            ),
          );
        }
        return Promise.resolve(jsonResponse(report, 201));
      }
      if (url.pathname.endsWith('/business-travel'))
        return Promise.resolve(jsonResponse({ items: [report] }));
      return Promise.resolve(jsonResponse({ detail: 'Not found' }, 404));
    });
    vi.stubGlobal('fetch', fetchMock);
    renderWithProviders(<BusinessTravelSection companyId={COMPANY_ID} siteId={SITE_ID} periodYear={2025} />);
    return userEvent.setup();
  }

  it('lists the reports with their lines, and opens a line calculation', async () => {
    const user = await setup();
    expect(await screen.findByText('Travel report: 17.73 kg CO2e')).toBeInTheDocument();
    expect(screen.getByText('Entered as distances · Flights include radiative forcing')).toBeInTheDocument();
    const row = screen.getByText('Rail').closest('tr')!;
    expect(within(row).getByText('17.73 kg CO2e')).toBeInTheDocument();
    await user.click(within(row).getByRole('button', { name: 'Calculation of Rail' }));
    expect(screen.getByText('= 17.73 kg CO2e')).toBeInTheDocument();
  });

  it('records a report in distance mode', async () => {
    const user = await setup();
    await user.click(await screen.findByRole('button', { name: 'Add a travel report' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText('Long flights (over 3,700 km) (km)'), '10,000');
    await user.clear(within(dialog).getByLabelText('Share of flight distance in business class (%)'));
    await user.type(within(dialog).getByLabelText('Share of flight distance in business class (%)'), '25');
    await user.click(within(dialog).getByRole('button', { name: 'Save the report' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(posted[0]).toMatchObject({
      company_id: COMPANY_ID,
      site_id: SITE_ID,
      period_year: 2025,
      entry_mode: 'distance',
      distance_km: { long_flight: 10000 },
      business_class_percent: 25,
      include_radiative_forcing: true,
    });
  });

  it('records a report in spend mode, showing the split message of a 422', async () => {
    const user = await setup();
    await user.click(await screen.findByRole('button', { name: 'Add a travel report' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByLabelText('Spend (EUR)'));
    await user.type(within(dialog).getByLabelText('Total travel spend of the year (EUR)'), '1000');
    await user.type(within(dialog).getByLabelText('Flights (%)'), '50');
    await user.type(within(dialog).getByLabelText('Rail (%)'), '30');
    await user.type(within(dialog).getByLabelText('Car (%)'), '10');
    await user.type(within(dialog).getByLabelText('Rail (EUR/km)'), '0.05');
    await user.click(within(dialog).getByRole('button', { name: 'Save the report' }));
    expect(
      await within(dialog).findByText('The spend split across flights, rail and car must add up to 100%'),
    ).toBeInTheDocument();
    expect(posted[0]).toMatchObject({
      entry_mode: 'spend',
      total_spend: 1000,
      spend_split_percent: { flights: 50, rail: 30, car: 10 },
      cost_per_km_overrides: { rail: 0.05 },
    });

    await user.clear(within(dialog).getByLabelText('Car (%)'));
    await user.type(within(dialog).getByLabelText('Car (%)'), '20');
    await user.click(within(dialog).getByRole('button', { name: 'Save the report' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(posted[1]).toMatchObject({ spend_split_percent: { flights: 50, rail: 30, car: 20 } });
  });

  it('shows the split message in French', async () => {
    const user = await setup('fr');
    await user.click(await screen.findByRole('button', { name: 'Ajouter un bilan de déplacements' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByLabelText('Dépenses (EUR)'));
    await user.type(
      within(dialog).getByLabelText("Dépenses totales de déplacement de l'année (EUR)"),
      '1000',
    );
    await user.type(within(dialog).getByLabelText('Avion (%)'), '90');
    await user.click(within(dialog).getByRole('button', { name: 'Enregistrer le bilan' }));
    expect(
      await within(dialog).findByText(
        'La répartition des dépenses entre avion, train et voiture doit totaliser 100 %',
      ),
    ).toBeInTheDocument();
  });
});
