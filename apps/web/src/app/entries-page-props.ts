import type { EntriesPageProps } from '@/components/entries/entries-page';
import { useWorkspace } from '@/features/workspace/workspace-context';
import { useSession } from '@/lib/auth';
import { useDocumentTitle } from '@/lib/use-document-title';

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
