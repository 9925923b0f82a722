import type { Site } from '@carbon/contracts/companies';
import { createContext, use, useMemo, useState, type ReactNode } from 'react';
import { readStorage, storageKeys, writeStorage } from '@/lib/storage';
import { ALL_SITES, companyReportingYear, pickSiteId, readYearChoice, writeYearChoice } from './workspace-model';

export type SitesStatus = 'pending' | 'error' | 'success';

export interface Workspace {
  /** The year every screen shows: the user's choice, else the company's reporting year. */
  year: number;
  setYear: (year: number) => void;
  /** The company's own reporting year (the previous calendar year until it is set). */
  reportingYear: number;
  sites: Site[];
  sitesStatus: SitesStatus;
  /** The site every screen reads; null means all sites (or none yet). */
  siteId: string | null;
  selectSite: (siteId: string | null) => void;
}

const WorkspaceContext = createContext<Workspace | null>(null);

interface WorkspaceProviderProps {
  companyId: string;
  /** company.reporting_year once the company has loaded. */
  companyReportingYear: number | null | undefined;
  sites: Site[] | undefined;
  sitesStatus: SitesStatus;
  children: ReactNode;
}

/**
 * The year and site chosen in the top bar, shared by every app screen (UI.md, "One reporting year").
 * Both choices are remembered in the browser, the year per company (give the provider the company id
 * as its key, so that another company starts from its own choices).
 */
export function WorkspaceProvider({ companyId, companyReportingYear: companyYear, sites, sitesStatus, children }: WorkspaceProviderProps) {
  const [yearChoice, setYearChoice] = useState(() => readYearChoice(readStorage(storageKeys.selectedYear), companyId));
  const [storedSite, setStoredSite] = useState(() => readStorage(storageKeys.selectedSite));
  const reportingYear = companyReportingYear(companyYear);
  // Derived, not copied into state: the company's year arriving moves the default at once.
  const year = yearChoice ?? reportingYear;
  const siteList = useMemo(() => sites ?? [], [sites]);
  // Until the sites arrive, nothing is known to be selected.
  const siteId = sites ? pickSiteId(siteList, storedSite) : null;

  const value = useMemo<Workspace>(
    () => ({
      year,
      reportingYear,
      setYear: (next: number) => {
        setYearChoice(next);
        writeStorage(storageKeys.selectedYear, writeYearChoice(readStorage(storageKeys.selectedYear), companyId, next));
      },
      sites: siteList,
      sitesStatus,
      siteId,
      selectSite: (next: string | null) => {
        const stored = next ?? ALL_SITES;
        setStoredSite(stored);
        writeStorage(storageKeys.selectedSite, stored);
      },
    }),
    [year, reportingYear, companyId, siteList, sitesStatus, siteId],
  );

  return <WorkspaceContext value={value}>{children}</WorkspaceContext>;
}

export function useWorkspace(): Workspace {
  const workspace = use(WorkspaceContext);
  if (!workspace) throw new Error('useWorkspace needs a WorkspaceProvider above it');
  return workspace;
}
