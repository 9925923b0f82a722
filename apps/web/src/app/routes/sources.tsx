import { useTranslation } from 'react-i18next';
import { SourcesPage } from '@/features/sources/components/sources-page';
import { usePageMeta } from '@/lib/page-meta';

/**
 * Public page (SPEC section 2), titled and described like the other public pages. Its content comes
 * from the API (GET /emission-factors/sources), so it is routed by the single-page app rather than
 * prerendered (app/public-pages.tsx keeps static pages only).
 */
export function SourcesRoute() {
  const { t } = useTranslation('sources');
  usePageMeta({ title: t('document_title'), description: t('meta_description') });
  return <SourcesPage />;
}
