import type { Site } from '@carbon/contracts/companies';
import { useWorkspace } from '@/features/workspace/workspace-context';
import { useSession } from '@/lib/auth';
import { useDocumentTitle } from '@/lib/use-document-title';

/** What a screen of entries (/scope1, /heating) is given: the company, the workspace's year and site(s), the user's right. */
export interface EntriesPageProps {
  companyId: string;
  year: number;
  /** The site of the top bar; null for all sites. */
  siteId: string | null;
  sites: Site[];
  sitesReady: boolean;
  /** Viewers read; owners, admins and editors record. */
  canEdit: boolean;
}

/** Titles the document and gathers a screen of entries' props; null until the user is signed in. */
export function useEntriesPageProps(documentTitle: string): EntriesPageProps | null {
  const session = useSession();
  const workspace = useWorkspace();
  useDocumentTitle(documentTitle);
  const profile = session.status === 'signed-in' ? session.profile : null;
  if (!profile) return null;
  return {
    companyId: profile.company_id,
    year: workspace.year,
    siteId: workspace.siteId,
    sites: workspace.sites,
    sitesReady: workspace.sitesStatus === 'success',
    canEdit: profile.role !== 'viewer',
  };
}
