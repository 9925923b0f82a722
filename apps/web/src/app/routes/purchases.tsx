import { useTranslation } from 'react-i18next';
import { EntryCalculation } from '@/features/ledger/components/entry-calculation';
import { FactorPicker } from '@/features/ledger/components/factor-picker';
import { useEmissionsFormat, useUnitName } from '@/features/ledger/format';
import { ProductPicker } from '@/features/product-inventory/product-picker';
import { PurchasesPage } from '@/features/purchases/components/purchases-page';
import { PurchasesKitProvider, type PurchasesKit } from '@/features/purchases/purchases-kit';
import { useEntriesPageProps } from '@/app/entries-page-props';

/** The ledger's pieces the purchases screen reuses (features/purchases/purchases-kit.tsx). */
export const purchasesKit: PurchasesKit = {
  FactorPicker,
  EntryCalculation,
  ProductPicker,
  useEmissionsFormat,
  useUnitName,
};

export function PurchasesRoute() {
  const { t } = useTranslation('purchases');
  const props = useEntriesPageProps(t('document_title'));
  if (!props) return null;
  return (
    <PurchasesKitProvider kit={purchasesKit}>
      <PurchasesPage {...props} />
    </PurchasesKitProvider>
  );
}
