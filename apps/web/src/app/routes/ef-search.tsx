import { useTranslation } from 'react-i18next';
import { FactorSearchPage } from '@/features/emission-factors/components/factor-search-page';
import { useSession } from '@/lib/auth';
import { useDocumentTitle } from '@/lib/use-document-title';

export function EfSearchRoute() {
  const { t } = useTranslation('factors');
  const session = useSession();
  useDocumentTitle(t('search.document_title'));
  const companyId = session.status === 'signed-in' ? (session.profile?.company_id ?? null) : null;
  return <FactorSearchPage companyId={companyId || null} />;
}
