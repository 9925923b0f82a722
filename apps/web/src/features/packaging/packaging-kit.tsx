import type { Entry } from '@carbon/contracts/ledger';
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

/**
 * The ledger's pieces /packaging reuses: the factor picker (factor mode 'search'), the calculation disclosure, and
 * the ledger's query root (a packaging line is ledger entries: saving one refreshes the inventories). A feature never
 * imports another, so app/routes/packaging.tsx hands them over through this context.
 */
export interface PackagingKit {
  ledgerQueryKey: readonly unknown[];
  FactorPicker: ComponentType<{
    companyId: string;
    factor: ChosenFactor | null;
    error?: string | undefined;
    onChange: (factor: ChosenFactor) => void;
  }>;
  EntryCalculation: ComponentType<{ entry: Entry; derived: readonly Entry[] }>;
}

const PackagingKitContext = createContext<PackagingKit | null>(null);

export function PackagingKitProvider({ kit, children }: { kit: PackagingKit; children: ReactNode }) {
  return <PackagingKitContext value={kit}>{children}</PackagingKitContext>;
}

export function usePackagingKit(): PackagingKit {
  const kit = use(PackagingKitContext);
  if (!kit) throw new Error('usePackagingKit needs a PackagingKitProvider (app/routes/packaging.tsx)');
  return kit;
}
