import { CompanyPage } from '@/features/company/components/company-page';
import { useSession } from '@/lib/auth';

/** My company (SPEC section 2, /topology). */
export function TopologyRoute() {
  const session = useSession();
  const profile = session.status === 'signed-in' ? session.profile : null;
  if (!profile) return null;
  return <CompanyPage profile={profile} />;
}
