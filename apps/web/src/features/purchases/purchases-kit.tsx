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

/** What the product picker keeps of the chosen product (features/product-inventory's ChosenProduct). */
export interface ChosenProduct {
  sourceKind: 'simple_product' | 'catalog_item' | 'product_report';
  id: string;
  name: string;
  unit: string;
  kgCo2ePerUnit: number | null;
  owner: string | null;
}

/**
 * The ledger's pieces /purchases reuses: the factor picker (the search of /ef-search) and the calculation
 * disclosure. A feature never imports another, so app/routes/purchases.tsx hands them over through this context.
 */
export interface PurchasesKit {
  FactorPicker: ComponentType<{
    companyId: string;
    factor: ChosenFactor | null;
    error?: string | undefined;
    onChange: (factor: ChosenFactor) => void;
  }>;
  EntryCalculation: ComponentType<{ entry: Entry; derived: readonly Entry[] }>;
  /** The product of a bought-product line (features/product-inventory): simple products, catalog, reports. */
  ProductPicker: ComponentType<{
    companyId: string;
    product: ChosenProduct | null;
    error?: string | undefined;
    onChange: (product: ChosenProduct) => void;
  }>;
  useEmissionsFormat: () => (kgCo2e: number) => string;
  useUnitName: () => (code: string) => string;
}

const PurchasesKitContext = createContext<PurchasesKit | null>(null);

export function PurchasesKitProvider({ kit, children }: { kit: PurchasesKit; children: ReactNode }) {
  return <PurchasesKitContext value={kit}>{children}</PurchasesKitContext>;
}

export function usePurchasesKit(): PurchasesKit {
  const kit = use(PurchasesKitContext);
  if (!kit) throw new Error('usePurchasesKit needs a PurchasesKitProvider');
  return kit;
}
