import type { CreateEntryInput, EntriesResponse, Entry, UpdateEntryInput } from '@carbon/contracts/ledger';
import type { UseMutationResult, UseQueryResult } from '@tanstack/react-query';
import { createContext, use, type ComponentType, type ReactNode } from 'react';

/** What the factor picker keeps of the chosen factor (the ledger's ChosenFactor). */
export interface ChosenFactor {
  id: string;
  name: string;
  source: string;
  version: string | null;
  unit: string;
  kgCo2ePerUnit: number;
}

export interface EntriesFilter {
  companyId: string;
  year: number;
  siteId: string | null;
  scope?: 1 | 2 | 3;
  category?: string;
}

/**
 * The ledger's pieces /heating reuses: its queries and mutations (so the dashboard's inventory follows every
 * change), the factor picker (its search), the calculation disclosure and the number formats. A feature never
 * imports another, so app/routes/heating.tsx hands them over through this context.
 */
export interface LedgerKit {
  useEntries: (filter: EntriesFilter) => UseQueryResult<EntriesResponse>;
  useCreateEntry: () => UseMutationResult<Entry, Error, CreateEntryInput>;
  useUpdateEntry: () => UseMutationResult<Entry, Error, { id: string; input: UpdateEntryInput }>;
  useDeleteEntry: () => UseMutationResult<unknown, Error, Entry>;
  useEmissionsFormat: () => (kgCo2e: number) => string;
  useUnitName: () => (code: string) => string;
  FactorPicker: ComponentType<{
    companyId: string;
    factor: ChosenFactor | null;
    error?: string | undefined;
    onChange: (factor: ChosenFactor) => void;
  }>;
  EntryCalculation: ComponentType<{ entry: Entry; derived: readonly Entry[] }>;
}

const LedgerKitContext = createContext<LedgerKit | null>(null);

export function LedgerKitProvider({ kit, children }: { kit: LedgerKit; children: ReactNode }) {
  return <LedgerKitContext value={kit}>{children}</LedgerKitContext>;
}

export function useLedgerKit(): LedgerKit {
  const kit = use(LedgerKitContext);
  if (!kit) throw new Error('useLedgerKit needs a LedgerKitProvider (app/routes/heating.tsx)');
  return kit;
}
