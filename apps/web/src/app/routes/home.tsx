import { useTranslation } from 'react-i18next';
import { HomePage } from '@/features/public/components/home-page';
import { usePageMeta } from '@/lib/page-meta';

export function HomeRoute() {
  const { t } = useTranslation('public');
  usePageMeta({ title: t('home.meta.title'), description: t('home.meta.description') });
  return <HomePage />;
}
