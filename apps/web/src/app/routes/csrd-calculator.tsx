import '@/lib/zod-config';
import { useTranslation } from 'react-i18next';
import { CsrdCalculatorPage } from '@/features/csrd/components/csrd-calculator-page';
import { usePageMeta } from '@/lib/page-meta';

export function CsrdCalculatorRoute() {
  const { t } = useTranslation('csrd');
  usePageMeta({ title: t('document_title'), description: t('lead') });
  return <CsrdCalculatorPage />;
}
