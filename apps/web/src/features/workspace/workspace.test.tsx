import type { Site } from '@carbon/contracts/companies';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { setupI18n } from '@/test/render';
import { SiteSelect } from './components/site-select';
import { YearSelect } from './components/year-select';
import { useWorkspace, WorkspaceProvider, type SitesStatus } from './workspace-context';
import { ALL_SITES, companyReportingYear, pickSiteId, readYearChoice, writeYearChoice, yearOptions } from './workspace-model';

function site(id: string, name: string): Site {
  return { id, name, company_id: 'c1', address: '', country: 'FR', surface_m2: null, employees: null, created_at: '2026-01-01' };
}

describe('the reporting year', () => {
  it("is the company's reporting year, else the previous calendar year (a closed year)", () => {
    expect(companyReportingYear(2023, new Date('2026-03-01'))).toBe(2023);
    expect(companyReportingYear(null, new Date('2026-03-01'))).toBe(2025);
    expect(companyReportingYear(undefined, new Date('2026-01-01'))).toBe(2025);
  });

  it('offers the current year and the four before it, newest first, plus the selected year when outside', () => {
    expect(yearOptions(2026)).toEqual([2026, 2025, 2024, 2023, 2022]);
    expect(yearOptions(2026, 2024)).toEqual([2026, 2025, 2024, 2023, 2022]);
    expect(yearOptions(2026, 2019)).toEqual([2026, 2025, 2024, 2023, 2022, 2019]);
  });

  it('is remembered per company, and an unreadable memory counts as no choice', () => {
    const stored = writeYearChoice(writeYearChoice(null, 'c1', 2024), 'c2', 2022);
    expect(readYearChoice(stored, 'c1')).toBe(2024);
    expect(readYearChoice(stored, 'c2')).toBe(2022);
    expect(readYearChoice(stored, 'c3')).toBeNull();
    expect(readYearChoice('not json', 'c1')).toBeNull();
    expect(readYearChoice('{"c1":"soon"}', 'c1')).toBeNull();
    expect(readYearChoice('{"c1":1200}', 'c1')).toBeNull();
    expect(readYearChoice(writeYearChoice('[1,2]', 'c1', 2023), 'c1')).toBe(2023);
  });
});

describe('the selected site', () => {
  const sites = [site('a', 'Lyon'), site('b', 'Paris')];
  it('keeps the stored site while it exists, and "All sites" always', () => {
    expect(pickSiteId(sites, 'b')).toBe('b');
    expect(pickSiteId(sites, ALL_SITES)).toBeNull();
  });
  it('falls back to the first site, or to none without sites', () => {
    expect(pickSiteId(sites, 'gone')).toBe('a');
    expect(pickSiteId(sites, null)).toBe('a');
    expect(pickSiteId([], 'b')).toBeNull();
    expect(pickSiteId([], ALL_SITES)).toBeNull();
  });
});

/** What a screen reads from the workspace. */
function Reader() {
  const { year, siteId } = useWorkspace();
  return <output aria-label="workspace">{`${year} ${siteId ?? 'all'}`}</output>;
}

function Selectors({ sites, status = 'success', companyYear = 2023, companyId = 'c1' }: { sites: Site[] | undefined; status?: SitesStatus; companyYear?: number | null; companyId?: string }) {
  return (
    <WorkspaceProvider key={companyId} companyId={companyId} companyReportingYear={companyYear} sites={sites} sitesStatus={status}>
      <YearSelect />
      <SiteSelect />
      <Reader />
    </WorkspaceProvider>
  );
}

describe('top bar selectors', () => {
  beforeAll(() => setupI18n('en'));
  const twoSites = [site('a', 'Lyon plant'), site('b', 'Paris head office')];

  it("start on the company's reporting year and the first site", () => {
    render(<Selectors sites={twoSites} companyYear={2023} />);
    expect(screen.getByRole('combobox', { name: 'Year shown' })).toHaveValue('2023');
    expect(screen.getByRole('combobox', { name: 'Site' })).toHaveValue('a');
    expect(screen.getByRole('status', { name: 'workspace' })).toHaveTextContent('2023 a');
  });

  it('move to the reporting year when the company arrives, unless the user chose one', async () => {
    const { rerender } = render(<Selectors sites={twoSites} companyYear={null} />);
    expect(screen.getByRole('combobox', { name: 'Year shown' })).toHaveValue(String(new Date().getFullYear() - 1));
    rerender(<Selectors sites={twoSites} companyYear={2022} />);
    expect(screen.getByRole('combobox', { name: 'Year shown' })).toHaveValue('2022');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Year shown' }), String(new Date().getFullYear()));
    rerender(<Selectors sites={twoSites} companyYear={2021} />);
    expect(screen.getByRole('combobox', { name: 'Year shown' })).toHaveValue(String(new Date().getFullYear()));
  });

  it('remember the year per company across a reload', async () => {
    const { unmount } = render(<Selectors sites={twoSites} companyYear={2023} />);
    const year = String(new Date().getFullYear() - 3);
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Year shown' }), year);
    unmount();

    const again = render(<Selectors sites={twoSites} companyYear={2023} />);
    expect(screen.getByRole('combobox', { name: 'Year shown' })).toHaveValue(year);
    again.unmount();
    // Another company starts on its own reporting year.
    render(<Selectors sites={twoSites} companyYear={2024} companyId="c2" />);
    expect(screen.getByRole('combobox', { name: 'Year shown' })).toHaveValue('2024');
  });

  it('offer "All sites", give screens null for it, and remember it', async () => {
    const { unmount } = render(<Selectors sites={twoSites} />);
    const select = screen.getByRole('combobox', { name: 'Site' });
    expect(Array.from(select.querySelectorAll('option')).map((option) => option.textContent)).toEqual(['All sites', 'Lyon plant', 'Paris head office']);
    await userEvent.selectOptions(select, 'All sites');
    expect(screen.getByRole('status', { name: 'workspace' })).toHaveTextContent('2023 all');
    unmount();

    render(<Selectors sites={twoSites} />);
    expect(screen.getByRole('combobox', { name: 'Site' })).toHaveDisplayValue('All sites');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Site' }), 'Paris head office');
    expect(screen.getByRole('status', { name: 'workspace' })).toHaveTextContent('2023 b');
  });

  it('restore the stored site, and select the first one when the stored one is gone', () => {
    window.localStorage.setItem('selected_site_id', 'b');
    const { unmount } = render(<Selectors sites={twoSites} />);
    expect(screen.getByRole('combobox', { name: 'Site' })).toHaveValue('b');
    unmount();
    window.localStorage.setItem('selected_site_id', 'deleted');
    render(<Selectors sites={twoSites} />);
    expect(screen.getByRole('combobox', { name: 'Site' })).toHaveValue('a');
  });

  it('disable the site selector without sites, and say why', () => {
    render(<Selectors sites={[]} />);
    const select = screen.getByRole('combobox', { name: 'Site' });
    expect(select).toBeDisabled();
    expect(select).toHaveDisplayValue('No site yet');
    expect(screen.getByRole('status', { name: 'workspace' })).toHaveTextContent('2023 all');
  });
});
