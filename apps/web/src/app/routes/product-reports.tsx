import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { ProductMatch } from '@/features/product-reports/components/product-match';
import { ReportList } from '@/features/product-reports/components/report-list';
import { ReportPage } from '@/features/product-reports/components/report-page';
import { usePageMeta } from '@/lib/page-meta';
import { NotFoundRoute } from './not-found';

/**
 * Public pages (SPEC section 2) whose content comes from the API: routed by the single-page app in the public
 * layout, not prerendered (a report exists only once a company publishes it).
 */
export function ProductReportsRoute() {
  const { t } = useTranslation('productReports');
  usePageMeta({ title: t('list.document_title'), description: t('list.meta_description') });
  return <ReportList />;
}

/** /product-reports/{slug}: the report sets its own title and description once loaded. */
export function ProductReportRoute() {
  const { slug = '' } = useParams();
  return <ReportPage key={slug} slug={slug} notFound={<NotFoundRoute />} />;
}

export function ProductMatchRoute() {
  const { t } = useTranslation('productReports');
  usePageMeta({ title: t('match.document_title'), description: t('match.meta_description') });
  return <ProductMatch />;
}
