import { CompanyPage } from '@/features/company/components/company-page';
import { canEditSites } from '@/features/company/company-roles';
import { Scope3Panel } from '@/features/scope3/components/scope3-panel';
import { Scope3KitProvider } from '@/features/scope3/scope3-kit';
import { useWorkspace } from '@/features/workspace/workspace-context';
import { scope3Kit } from '@/app/scope3-kit';
import { useSession } from '@/lib/auth';

/** My company (SPEC section 2, /topology): each site's emissions are those of the workspace's year. */
export function TopologyRoute() {
  const session = useSession();
  const workspace = useWorkspace();
  const profile = session.status === 'signed-in' ? session.profile : null;
  if (!profile) return null;
  return (
    <Scope3KitProvider kit={scope3Kit}>
      <CompanyPage
        profile={profile}
        year={workspace.year}
        scope3Panel={
          <Scope3Panel
            companyId={profile.company_id}
            year={workspace.year}
            siteId={workspace.siteId}
            canEdit={canEditSites(profile.role)}
          />
        }
      />
    </Scope3KitProvider>
  );
}
