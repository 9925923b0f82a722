import type { ReactNode } from 'react';
import { useParams } from 'react-router';
import { PactPlanGate } from '@/app/pact-plan-gate';
import { PactImportsPage, PactSupplierPage } from '@/features/pact/components/pact-supplier-page';
import { useSession } from '@/lib/auth';

/** The PACT data-recipient screens (issue 15 section 2): behind the plan gate, as the settings section is. */
function Gated({ companyId, children }: { companyId: string; children: ReactNode }) {
  return (
    <div className="mx-auto max-w-6xl p-6">
      <PactPlanGate companyId={companyId}>{children}</PactPlanGate>
    </div>
  );
}

function useProfile() {
  const session = useSession();
  return session.status === 'signed-in' ? session.profile : null;
}

export function PactSupplierRoute() {
  const { id = '' } = useParams();
  const profile = useProfile();
  if (!profile) return null;
  const canManage = profile.role === 'owner' || profile.role === 'admin';
  return (
    <Gated companyId={profile.company_id}>
      <PactSupplierPage key={id} companyId={profile.company_id} supplierId={id} canManage={canManage} />
    </Gated>
  );
}

export function PactImportsRoute() {
  const profile = useProfile();
  if (!profile) return null;
  const canManage = profile.role === 'owner' || profile.role === 'admin';
  return (
    <Gated companyId={profile.company_id}>
      <PactImportsPage companyId={profile.company_id} canManage={canManage} />
    </Gated>
  );
}
