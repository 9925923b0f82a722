import { CompanyPage } from '@/features/company/components/company-page';
import { useWorkspace } from '@/features/workspace/workspace-context';
import { useSession } from '@/lib/auth';

/** My company (SPEC section 2, /topology): each site's emissions are those of the workspace's year. */
export function TopologyRoute() {
  const session = useSession();
  const workspace = useWorkspace();
  const profile = session.status === 'signed-in' ? session.profile : null;
  if (!profile) return null;
  return <CompanyPage profile={profile} year={workspace.year} />;
}
