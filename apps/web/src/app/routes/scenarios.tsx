import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useSearchParams } from 'react-router';
import { ScenarioWizard } from '@/features/scenarios/components/scenario-wizard';
import { ScenariosListPage } from '@/features/scenarios/components/scenarios-list-page';
import { useWorkspace } from '@/features/workspace/workspace-context';
import { useSession } from '@/lib/auth';
import { useDocumentTitle } from '@/lib/use-document-title';

function useProfile(titleKey: 'title' | 'wizard.title_new') {
  const { t } = useTranslation('scenarios');
  const session = useSession();
  useDocumentTitle(t(titleKey));
  return session.status === 'signed-in' ? session.profile : null;
}

/** The scenarios' screens sit in the app's content column, as every other screen does. */
function Screen({ children }: { children: ReactNode }) {
  return <div className="mx-auto max-w-6xl p-6">{children}</div>;
}

/** /scenarios: the company's scenarios with their key figures and the abatement cost curve. */
export function ScenariosRoute() {
  const profile = useProfile('title');
  const workspace = useWorkspace();
  if (!profile) return null;
  return (
    <Screen>
      <ScenariosListPage companyId={profile.company_id} canEdit={profile.role !== 'viewer'} sites={workspace.sites} />
    </Screen>
  );
}

/**
 * /scenarios/new: the wizard (type → form → preview). `?edit={id}` opens the same wizard on a saved scenario, so
 * that creating and editing use one page (UI.md), within SPEC's routes (it names no scenario edit path).
 */
export function ScenarioNewRoute() {
  const profile = useProfile('wizard.title_new');
  const workspace = useWorkspace();
  const [search] = useSearchParams();
  if (!profile) return null;
  // A viewer reads scenarios but cannot create or change them.
  if (profile.role === 'viewer') return <Navigate to="/scenarios" replace />;
  const editId = search.get('edit');
  return (
    <Screen>
      <ScenarioWizard
        key={editId ?? 'new'}
        companyId={profile.company_id}
        sites={workspace.sites}
        siteId={workspace.siteId}
        editId={editId}
      />
    </Screen>
  );
}
