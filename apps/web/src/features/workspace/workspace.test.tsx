import type { Site } from '@carbon/contracts/companies';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { setupI18n } from '@/test/render';
import { SiteSelect } from './components/site-select';
import { YearSelect } from './components/year-select';
import { pickSiteId } from './site-selection';
import { WorkspaceProvider, type SitesStatus } from './workspace-context';
import { yearOptions } from './year-options';

function site(id: string, name: string): Site {
  return { id, name, company_id: 'c1', address: '', country: 'FR', surface_m2: null, employees: null, created_at: '2026-01-01' };
}

describe('yearOptions', () => {
  it('offers the current year and the four before it, newest first', () => {
    expect(yearOptions(2026)).toEqual([2026, 2025, 2024, 2023, 2022]);
    expect(yearOptions(2026, 2024)).toEqual([2026, 2025, 2024, 2023, 2022]);
  });
  it('adds the selected year when it is outside that range', () => {
    expect(yearOptions(2026, 2019)).toEqual([2026, 2025, 2024, 2023, 2022, 2019]);
  });
});

describe('pickSiteId', () => {
  const sites = [site('a', 'Lyon'), site('b', 'Paris')];
  it('keeps the previous selection when it is still there', () => {
    expect(pickSiteId(sites, 'b')).toBe('b');
  });
  it('falls back to the first site, or to none without sites', () => {
    expect(pickSiteId(sites, 'gone')).toBe('a');
    expect(pickSiteId(sites, null)).toBe('a');
    expect(pickSiteId([], 'b')).toBeNull();
  });
});

function renderSelectors(sites: Site[] | undefined, status: SitesStatus = 'success') {
  return render(
    <WorkspaceProvider sites={sites} sitesStatus={status}>
      <YearSelect />
      <SiteSelect />
    </WorkspaceProvider>,
  );
}

describe('top bar selectors', () => {
  beforeAll(() => setupI18n('en'));

  it('defaults the year to the current year', () => {
    renderSelectors([]);
    expect(screen.getByRole('combobox', { name: 'Reporting year' })).toHaveValue(String(new Date().getFullYear()));
  });

  it('restores the stored site, persists a new choice, and is disabled without sites', async () => {
    window.localStorage.setItem('selected_site_id', 'b');
    const { unmount } = renderSelectors([site('a', 'Lyon plant'), site('b', 'Paris head office')]);
    const select = screen.getByRole('combobox', { name: 'Site' });
    expect(select).toHaveValue('b');
    await userEvent.selectOptions(select, 'a');
    expect(select).toHaveValue('a');
    expect(window.localStorage.getItem('selected_site_id')).toBe('a');
    unmount();

    renderSelectors([]);
    expect(screen.getByRole('combobox', { name: 'Site' })).toBeDisabled();
  });

  it('selects the first site when the stored one no longer exists', () => {
    window.localStorage.setItem('selected_site_id', 'deleted');
    renderSelectors([site('a', 'Lyon plant'), site('b', 'Paris head office')]);
    expect(screen.getByRole('combobox', { name: 'Site' })).toHaveValue('a');
    expect(window.localStorage.getItem('selected_site_id')).toBe('a');
  });
});
