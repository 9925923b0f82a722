import { useTranslation } from 'react-i18next';
import { PortfolioPage } from '@/features/portfolio/components/portfolio-page';
import { useSession } from '@/lib/auth';
import { useDocumentTitle } from '@/lib/use-document-title';

/** /portfolio: the company's emission trajectory with its scenarios against a 1.5 °C pathway. */
export function PortfolioRoute() {
  const { t } = useTranslation('scenarios');
  const session = useSession();
  useDocumentTitle(t('portfolio.title'));
  const profile = session.status === 'signed-in' ? session.profile : null;
  if (!profile) return null;
  return (
    <div className="mx-auto max-w-6xl p-6">
      <PortfolioPage companyId={profile.company_id} canEdit={profile.role !== 'viewer'} />
    </div>
  );
}
