import { useTranslation } from 'react-i18next';
import { Scope1Page } from '@/features/ledger/components/scope1-page';
import { useEntriesPageProps } from '@/app/entries-page-props';

export function Scope1Route() {
  const { t } = useTranslation('app');
  const props = useEntriesPageProps(t('ledger.scope1.document_title'));
  if (!props) return null;
  return <Scope1Page {...props} />;
}
