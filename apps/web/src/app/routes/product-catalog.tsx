import { useTranslation } from 'react-i18next';
import { CatalogListPage } from '@/features/product-catalog/components/catalog-list-page';
import { useSession } from '@/lib/auth';
import { useDocumentTitle } from '@/lib/use-document-title';

export function ProductCatalogRoute() {
  const { t } = useTranslation('catalog');
  const session = useSession();
  useDocumentTitle(t('list.document_title'));
  const profile = session.status === 'signed-in' ? session.profile : null;
  if (!profile) return null;
  return <CatalogListPage companyId={profile.company_id} canEdit={profile.role !== 'viewer'} />;
}
