import type { Site } from '@carbon/contracts/companies';
import { createContext, use, useEffect, useMemo, useState, type ReactNode } from 'react';
import { readStorage, storageKeys, writeStorage } from '@/lib/storage';
import { pickSiteId } from './site-selection';

export type SitesStatus = 'pending' | 'error' | 'success';

interface Workspace {
  /** The reporting year chosen in the top bar; defaults to the current year (SPEC section 4). */
  year: number;
  setYear: (year: number) => void;
  sites: Site[];
  sitesStatus: SitesStatus;
  selectedSiteId: string | null;
  selectSite: (siteId: string) => void;
}

const WorkspaceContext = createContext<Workspace | null>(null);

interface WorkspaceProviderProps {
  sites: Site[] | undefined;
  sitesStatus: SitesStatus;
  children: ReactNode;
}

/** The year and site chosen in the top bar, shared by every app screen. */
export function WorkspaceProvider({ sites, sitesStatus, children }: WorkspaceProviderProps) {
  const [year, setYear] = useState(() => new Date().getFullYear());
  const [preferredSiteId, setPreferredSiteId] = useState(() => readStorage(storageKeys.selectedSite));
  const siteList = useMemo(() => sites ?? [], [sites]);
  // Derived, not stored: a deleted site or a new list moves the selection by the rule at once.
  const selectedSiteId = sites ? pickSiteId(siteList, preferredSiteId) : preferredSiteId;

  useEffect(() => {
    if (sites && selectedSiteId) writeStorage(storageKeys.selectedSite, selectedSiteId);
  }, [sites, selectedSiteId]);

  const value = useMemo<Workspace>(
    () => ({
      year,
      setYear,
      sites: siteList,
      sitesStatus,
      selectedSiteId: sites ? selectedSiteId : null,
      selectSite: (siteId: string) => {
        setPreferredSiteId(siteId);
        writeStorage(storageKeys.selectedSite, siteId);
      },
    }),
    [year, siteList, sitesStatus, sites, selectedSiteId],
  );

  return <WorkspaceContext value={value}>{children}</WorkspaceContext>;
}

export function useWorkspace(): Workspace {
  const workspace = use(WorkspaceContext);
  if (!workspace) throw new Error('useWorkspace needs a WorkspaceProvider above it');
  return workspace;
}
