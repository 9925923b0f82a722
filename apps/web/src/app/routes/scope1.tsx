import { useTranslation } from 'react-i18next';
import { Scope1Page } from '@/features/ledger/components/scope1-page';
import { useWorkspace } from '@/features/workspace/workspace-context';
import { useSession } from '@/lib/auth';
import { useDocumentTitle } from '@/lib/use-document-title';

export function Scope1Route() {
  const { t } = useTranslation('app');
  const session = useSession();
  const workspace = useWorkspace();
  useDocumentTitle(t('ledger.scope1.document_title'));
  const profile = session.status === 'signed-in' ? session.profile : null;
  if (!profile) return null;
  return (
    <Scope1Page
      companyId={profile.company_id}
      year={workspace.year}
      siteId={workspace.siteId}
      sites={workspace.sites}
      sitesReady={workspace.sitesStatus === 'success'}
      canEdit={profile.role !== 'viewer'}
    />
  );
}
