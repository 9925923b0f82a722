import { useTranslation } from 'react-i18next';
import { PackagingPage } from '@/features/packaging/components/packaging-page';
import { PackagingKitProvider, type PackagingKit } from '@/features/packaging/packaging-kit';
import { ledgerKeys } from '@/features/ledger/api/ledger-queries';
import { EntryCalculation } from '@/features/ledger/components/entry-calculation';
import { FactorPicker } from '@/features/ledger/components/factor-picker';
import { useEntriesPageProps } from '@/app/entries-page-props';

/** The ledger's pieces the packaging screen reuses (features/packaging/packaging-kit.tsx). */
export const packagingKit: PackagingKit = {
  ledgerQueryKey: ledgerKeys.all,
  FactorPicker,
  EntryCalculation,
};

export function PackagingRoute() {
  const { t } = useTranslation('packaging');
  const props = useEntriesPageProps(t('title'));
  if (!props) return null;
  return (
    <PackagingKitProvider kit={packagingKit}>
      <PackagingPage {...props} />
    </PackagingKitProvider>
  );
}
