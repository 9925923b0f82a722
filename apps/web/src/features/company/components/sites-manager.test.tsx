import type { Site } from '@carbon/contracts/companies';
import { useQuery } from '@tanstack/react-query';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { findToast, jsonResponse, renderWithProviders, setupI18n } from '@/test/render';
import { sitesQueryOptions } from '../api/company-queries';
import { SitesManager } from './sites-manager';

const lyon: Site = {
  id: '00000000-0000-4000-8000-000000000001',
  company_id: 'c1',
  name: 'Lyon plant',
  address: '',
  country: 'FR',
  surface_m2: null,
  employees: null,
  created_at: '2026-01-01T00:00:00.000Z',
};

/** As in the wizard: the list comes from the sites query, so the first site replaces the add form. */
function SitesStep() {
  const { data = [] } = useQuery(sitesQueryOptions('c1'));
  return <SitesManager companyId="c1" sites={data} defaultCountry="FR" />;
}

describe('SitesManager', () => {
  let sites: Site[] = [];
  const fetchMock = vi.fn<typeof fetch>(async (input, init) => {
    if (init?.method === 'POST') {
      sites = [lyon];
      return jsonResponse(lyon, 201);
    }
    if (String(input).startsWith('/api/v1/sites')) return jsonResponse(sites);
    return jsonResponse({ detail: 'Not found' }, 404);
  });

  beforeEach(() => {
    sites = [];
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => vi.unstubAllGlobals());

  it.each(['en', 'fr'] as const)('confirms the first site even though its form gives way to the list (%s)', async (locale) => {
    await setupI18n(locale);
    renderWithProviders(<SitesStep />);
    const user = userEvent.setup();
    const { name, add, added } =
      locale === 'en'
        ? { name: 'Site name', add: 'Add the site', added: 'Site added: Lyon plant' }
        : { name: 'Nom du site', add: 'Ajouter le site', added: 'Site ajouté : Lyon plant' };
    await user.type(await screen.findByLabelText(name), 'Lyon plant');
    await user.click(screen.getByRole('button', { name: add }));
    expect(await findToast(added)).toHaveTextContent(added);
    expect(await screen.findByText('Lyon plant', { selector: 'td, th, td *, th *' })).toBeInTheDocument();
  });
});
