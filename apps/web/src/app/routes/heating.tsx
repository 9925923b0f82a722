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
import { useWorkspace } from '@/features/workspace/workspace-context';
import { useSession } from '@/lib/auth';
import { useDocumentTitle } from '@/lib/use-document-title';

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
  const session = useSession();
  const workspace = useWorkspace();
  useDocumentTitle(t('energy.document_title'));
  const profile = session.status === 'signed-in' ? session.profile : null;
  if (!profile) return null;
  return (
    <LedgerKitProvider kit={ledgerKit}>
      <HeatingPage
        companyId={profile.company_id}
        year={workspace.year}
        siteId={workspace.siteId}
        sites={workspace.sites}
        sitesReady={workspace.sitesStatus === 'success'}
        canEdit={profile.role !== 'viewer'}
      />
    </LedgerKitProvider>
  );
}
