import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { HeatingPage } from '@/features/energy/components/heating-page';
import { LedgerKitProvider, type LedgerKit } from '@/features/energy/ledger-kit';
import {
  entriesQueryOptions,
  useCreateEntry,
  useDeleteEntry,
  useUpdateEntry,
} from '@/features/ledger/api/ledger-queries';
import { EntryCalculation } from '@/features/ledger/components/entry-calculation';
import { FactorPicker } from '@/features/ledger/components/factor-picker';
import { useEmissionsFormat, useUnitName } from '@/features/ledger/format';
import { useEntriesPageProps } from '@/app/entries-page-props';

/** The ledger's pieces the energy screen reuses (features/energy/ledger-kit.tsx). */
export const ledgerKit: LedgerKit = {
  useEntries: (filter) => useQuery(entriesQueryOptions(filter)),
  useCreateEntry,
  useUpdateEntry,
  useDeleteEntry,
  useEmissionsFormat,
  useUnitName,
  FactorPicker,
  EntryCalculation,
};

export function HeatingRoute() {
  const { t } = useTranslation('app');
  const props = useEntriesPageProps(t('energy.document_title'));
  if (!props) return null;
  return (
    <LedgerKitProvider kit={ledgerKit}>
      <HeatingPage {...props} />
    </LedgerKitProvider>
  );
}
