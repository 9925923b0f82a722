import { useQuery } from '@tanstack/react-query';
import { sitesQueryOptions } from '@/features/company/api/company-queries';
import { CompanyPage } from '@/features/company/components/company-page';
import { canEditSites } from '@/features/company/company-roles';
import { ImportEntriesSection } from '@/features/import/components/import-entries-section';
import { Scope3Panel } from '@/features/scope3/components/scope3-panel';
import { Scope3KitProvider } from '@/features/scope3/scope3-kit';
import { useWorkspace } from '@/features/workspace/workspace-context';
import { scope3Kit } from '@/app/scope3-kit';
import { useSession } from '@/lib/auth';

/**
 * My company (SPEC section 2, /topology): each site's emissions are those of the workspace's year; the Scope 3
 * categories and the bulk import of entries are recorded from here.
 */
export function TopologyRoute() {
  const session = useSession();
  const workspace = useWorkspace();
  const profile = session.status === 'signed-in' ? session.profile : null;
  const sites = useQuery(sitesQueryOptions(profile?.company_id ?? ''));
  if (!profile) return null;
  const canEdit = canEditSites(profile.role);
  return (
    <Scope3KitProvider kit={scope3Kit}>
      <CompanyPage
        profile={profile}
        year={workspace.year}
        dataPanels={
          <>
            <Scope3Panel
              companyId={profile.company_id}
              year={workspace.year}
              siteId={workspace.siteId}
              canEdit={canEdit}
            />
            <ImportEntriesSection
              companyId={profile.company_id}
              year={workspace.year}
              sites={sites.data ?? []}
              canEdit={canEdit}
            />
          </>
        }
      />
    </Scope3KitProvider>
  );
}
