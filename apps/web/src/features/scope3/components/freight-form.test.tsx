import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { COMPANY_ID, SITE_ID, sites } from '@/test/ledger';
import { jsonResponse, renderWithProviders, setupI18n } from '@/test/render';
import { FreightForm } from './freight-form';

let posts: unknown[] = [];
let refuse = false;

const fetchMock = vi.fn<typeof fetch>(async (input, init) => {
  const url = String(input);
  if (url === '/api/v1/freight' && init?.method === 'POST') {
    posts.push(JSON.parse(String(init.body)));
    if (refuse) {
      return jsonResponse(
        {
          detail: [{ loc: ['body', 'mass_tonnes'], msg: 'Ce champ est obligatoire', type: 'custom' }],
          code: 'validation_error',
        },
        422,
      );
    }
    return jsonResponse({}, 201);
  }
  return jsonResponse({ detail: 'Not found' }, 404);
});

beforeEach(() => {
  posts = [];
  refuse = false;
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

describe('FreightForm', () => {
  it('sends distance and mass (read in the user’s notation) with the route, and shows the t·km', async () => {
    await setupI18n('fr');
    const user = userEvent.setup();
    const onSaved = vi.fn();
    renderWithProviders(
      <FreightForm
        companyId={COMPANY_ID}
        year={2025}
        sites={sites}
        siteId={SITE_ID}
        category="downstream_transport"
        onSaved={onSaved}
        onCancel={() => undefined}
      />,
    );
    await user.selectOptions(screen.getByLabelText('Mode'), 'rail');
    await user.type(screen.getByLabelText('Distance (km)'), '1200');
    await user.type(screen.getByLabelText('Masse (tonnes)'), '2,5');
    await user.type(screen.getByLabelText('Départ'), 'Lyon');
    await user.type(screen.getByLabelText('Arrivée'), 'Rotterdam');
    expect(screen.getByText((text) => text.replace(/\s/g, ' ') === '3 000,00 t·km')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(posts).toEqual([
      {
        company_id: COMPANY_ID,
        site_id: SITE_ID,
        period_year: 2025,
        direction: 'downstream',
        mode: 'rail',
        distance_km: 1200,
        mass_tonnes: 2.5,
        from: 'Lyon',
        to: 'Rotterdam',
        label: '',
      },
    ]);
  });

  it('shows the server’s refusal under its field', async () => {
    await setupI18n('fr');
    refuse = true;
    const user = userEvent.setup();
    renderWithProviders(
      <FreightForm
        companyId={COMPANY_ID}
        year={2025}
        sites={sites}
        siteId={SITE_ID}
        category="upstream_transport"
        onSaved={() => undefined}
        onCancel={() => undefined}
      />,
    );
    await user.type(screen.getByLabelText('Distance (km)'), '10');
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(await screen.findByText('Ce champ est obligatoire')).toBeInTheDocument();
    expect(screen.getByLabelText('Masse (tonnes)')).toHaveAttribute('aria-invalid', 'true');
  });
});
