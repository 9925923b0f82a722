import { useTranslation } from 'react-i18next';
import { HomePage } from '@/features/public/components/home-page';
import { useDocumentTitle } from '@/lib/use-document-title';

export function HomeRoute() {
  const { t } = useTranslation('public');
  useDocumentTitle(t('home.document_title'));
  return <HomePage />;
}
