import { useTranslation } from 'react-i18next';
import { CsrdCalculatorPage } from '@/features/csrd/components/csrd-calculator-page';
import { useDocumentTitle } from '@/lib/use-document-title';

export function CsrdCalculatorRoute() {
  const { t } = useTranslation('csrd');
  useDocumentTitle(t('document_title'));
  return <CsrdCalculatorPage />;
}
