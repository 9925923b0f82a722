import { useTranslation } from 'react-i18next';
import { PricesPage } from '@/features/energy-prices/components/prices-page';
import { useWorkspace } from '@/features/workspace/workspace-context';
import { useSession } from '@/lib/auth';
import { useDocumentTitle } from '@/lib/use-document-title';

/** Prices management (SPEC section 2, /prices): the year is the top bar's. */
export function PricesRoute() {
  const { t } = useTranslation('app');
  const session = useSession();
  const workspace = useWorkspace();
  useDocumentTitle(t('prices.document_title'));
  const profile = session.status === 'signed-in' ? session.profile : null;
  if (!profile) return null;
  return (
    <PricesPage companyId={profile.company_id} year={workspace.year} canEdit={profile.role !== 'viewer'} />
  );
}
