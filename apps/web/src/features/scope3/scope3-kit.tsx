import type { Site } from '@carbon/contracts/companies';
import type { EntriesResponse, Entry } from '@carbon/contracts/ledger';
import type { UseQueryResult } from '@tanstack/react-query';
import { createContext, use, type ComponentType, type ReactNode } from 'react';
import type { Scope3FormProps } from './components/scope3-form';

export interface Scope3EntriesFilter {
  companyId: string;
  year: number;
  siteId: string | null;
  scope?: 1 | 2 | 3;
  category?: string;
}

/**
 * What the Scope 3 panel reuses from other features: the ledger's entries query, calculation disclosure, unit
 * names and entry form (with its factor search, for categories 8 and 10–15), and the company's sites. A feature
 * never imports another, so app/scope3-kit.tsx hands them over through this context (as features/energy does).
 */
export interface Scope3Kit {
  useEntries: (filter: Scope3EntriesFilter) => UseQueryResult<EntriesResponse>;
  useSites: (companyId: string) => UseQueryResult<Site[]>;
  useUnitName: () => (code: string) => string;
  EntryCalculation: ComponentType<{ entry: Entry; derived: readonly Entry[] }>;
  /** The ledger's entry form on one category (categories 8, 10–15, visitor travel). */
  EntryForm: ComponentType<Scope3FormProps>;
  /** Categories 11 and 12: pick a product sold, then its sold-products form (features/product-inventory). */
  SoldProductForm: ComponentType<Scope3FormProps>;
  /** The business travel entry form, a dialog of its own (features/business-travel). */
  BusinessTravelDialog: ComponentType<{
    open: boolean;
    onOpenChange: (open: boolean) => void;
    companyId: string;
    siteId: string;
    periodYear: number;
  }>;
}

const Scope3KitContext = createContext<Scope3Kit | null>(null);

export function Scope3KitProvider({ kit, children }: { kit: Scope3Kit; children: ReactNode }) {
  return <Scope3KitContext value={kit}>{children}</Scope3KitContext>;
}

export function useScope3Kit(): Scope3Kit {
  const kit = use(Scope3KitContext);
  if (!kit) throw new Error('useScope3Kit needs a Scope3KitProvider (app/scope3-kit.tsx)');
  return kit;
}
