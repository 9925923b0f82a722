import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { COMPANY_ID, SITE_ID, sites } from '@/test/ledger';
import { jsonResponse, renderWithProviders, setupI18n } from '@/test/render';
import { CommutingForm } from './commuting-form';
import { WasteForm } from './waste-form';

let posts: { url: string; body: unknown }[] = [];
let refusal: { loc: (string | number)[]; msg: string } | null = null;
let failure: number | null = null;

const fetchMock = vi.fn<typeof fetch>(async (input, init) => {
  const url = String(input);
  if (init?.method === 'POST') {
    posts.push({ url, body: JSON.parse(String(init.body)) });
    if (refusal) return jsonResponse({ detail: [{ ...refusal, type: 'custom' }], code: 'validation_error' }, 422);
    if (failure) return jsonResponse({ detail: 'Server error' }, failure);
    return jsonResponse({}, 201);
  }
  return jsonResponse({ detail: 'Not found' }, 404);
});

beforeEach(async () => {
  posts = [];
  refusal = null;
  failure = null;
  vi.stubGlobal('fetch', fetchMock);
  await setupI18n('en');
});
afterEach(() => vi.unstubAllGlobals());

const common = { companyId: COMPANY_ID, year: 2025, sites, siteId: SITE_ID, onCancel: () => undefined };

describe('WasteForm', () => {
  it('sends the waste with the chosen site and year, then says it is saved', async () => {
    const user = userEvent.setup();
    const onSaved = vi.fn();
    renderWithProviders(<WasteForm {...common} category="waste" onSaved={onSaved} />);
    await user.selectOptions(screen.getByLabelText('Waste type'), 'metals');
    await user.selectOptions(screen.getByLabelText('Treatment'), 'recycling');
    await user.type(screen.getByLabelText('Mass (tonnes)'), '12.5');
    await user.type(screen.getByLabelText('Label'), 'Derichebourg');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(posts).toEqual([
      {
        url: '/api/v1/waste',
        body: {
          company_id: COMPANY_ID,
          site_id: SITE_ID,
          period_year: 2025,
          waste_type: 'metals',
          treatment: 'recycling',
          mass_tonnes: 12.5,
          label: 'Derichebourg',
        },
      },
    ]);
    expect(await screen.findByText('Saved')).toBeInTheDocument();
  });

  it('shows a 422 under its field, and any other failure in a toast', async () => {
    const user = userEvent.setup();
    const onSaved = vi.fn();
    refusal = { loc: ['body', 'mass_tonnes'], msg: 'Must be greater than 0' };
    renderWithProviders(<WasteForm {...common} category="waste" onSaved={onSaved} />);
    await user.type(screen.getByLabelText('Mass (tonnes)'), '1');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Must be greater than 0')).toBeInTheDocument();
    expect(screen.getByLabelText('Mass (tonnes)')).toHaveAttribute('aria-invalid', 'true');
    refusal = null;
    failure = 500;
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Could not save')).toBeInTheDocument();
    expect(onSaved).not.toHaveBeenCalled();
  });
});

describe('CommutingForm', () => {
  it('sends the headcount and the shares given (empty modes left out)', async () => {
    const user = userEvent.setup();
    const onSaved = vi.fn();
    renderWithProviders(<CommutingForm {...common} category="employee_commuting" onSaved={onSaved} />);
    await user.type(screen.getByLabelText('Employees'), '140');
    await user.type(screen.getByLabelText('Average one-way distance (km)'), '18');
    await user.type(screen.getByLabelText('Car, petrol'), '60');
    await user.type(screen.getByLabelText('Bus'), '40');
    expect(screen.getByText((text) => text.replace(/\s/g, ' ') === 'Total: 100.00 %')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(posts).toEqual([
      {
        url: '/api/v1/commuting',
        body: {
          company_id: COMPANY_ID,
          site_id: SITE_ID,
          period_year: 2025,
          label: '',
          employees: 140,
          working_days: 220,
          remote_days: 0,
          one_way_km: 18,
          mode_split_percent: { car_petrol: 60, bus: 40 },
        },
      },
    ]);
  });

  it('shows a 422 on the mode split under the split', async () => {
    const user = userEvent.setup();
    refusal = { loc: ['body', 'mode_split_percent'], msg: 'The shares must add up to 100 %' };
    renderWithProviders(<CommutingForm {...common} category="employee_commuting" onSaved={() => undefined} />);
    await user.type(screen.getByLabelText('Employees'), '10');
    await user.type(screen.getByLabelText('Average one-way distance (km)'), '5');
    await user.type(screen.getByLabelText('Bus'), '50');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The shares must add up to 100 %');
  });

  it('sends a survey with its working weeks, and puts a refused cell under the file field', async () => {
    const user = userEvent.setup();
    refusal = { loc: ['body', 'rows', 0, 'mode'], msg: 'Row 1: unknown mode' };
    renderWithProviders(<CommutingForm {...common} category="employee_commuting" onSaved={() => undefined} />);
    await user.selectOptions(screen.getByLabelText('Source'), 'survey');
    const file = new File(['mode,one_way_km,days_per_week\nboat,3,5\n'], 'survey.csv', { type: 'text/csv' });
    await user.upload(screen.getByLabelText(/Survey file/), file);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Row 1: unknown mode')).toBeInTheDocument();
    expect(screen.getByLabelText(/Survey file/)).toHaveAttribute('aria-invalid', 'true');
    expect(posts).toEqual([
      {
        url: '/api/v1/commuting/survey',
        body: {
          company_id: COMPANY_ID,
          site_id: SITE_ID,
          period_year: 2025,
          label: '',
          working_weeks: 47,
          csv: 'mode,one_way_km,days_per_week\nboat,3,5\n',
        },
      },
    ]);
  });
});
