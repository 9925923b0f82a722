import type { Footprint } from '@carbon/contracts/products';
import type { Macc, Portfolio } from '@carbon/contracts/scenarios';
import type { EChartsCoreOption } from 'echarts/core';
import { createContext, use, type ComponentType, type ReactNode } from 'react';

/**
 * The pieces of other features /reports reuses: the products' footprint view (a product report shows the same
 * footprint as the product's page) and the ledger's unit names. A feature never imports another, so
 * app/routes/reports.tsx hands them over through this context.
 */
export interface ReportsKit {
  FootprintView: ComponentType<{ name: string; unit: string; footprint: Footprint }>;
  useUnitName: () => (code: string) => string;
  /** The scenarios screen's abatement cost curve with its table (the scenarios report's MACC). */
  MaccChart: ComponentType<{ macc: Macc }>;
  /** The portfolio screen's trajectory chart option (the scenarios report's trajectory). */
  trajectoryOption: (
    portfolio: Portfolio,
    words: { baseline: string; withScenarios: string; pathway: string; unit: string; emissions: (kg: number) => string; number: (value: number) => string },
  ) => EChartsCoreOption;
}

const ReportsKitContext = createContext<ReportsKit | null>(null);

export function ReportsKitProvider({ kit, children }: { kit: ReportsKit; children: ReactNode }) {
  return <ReportsKitContext value={kit}>{children}</ReportsKitContext>;
}

export function useReportsKit(): ReportsKit {
  const kit = use(ReportsKitContext);
  if (!kit) throw new Error('useReportsKit needs a ReportsKitProvider (app/routes/reports.tsx)');
  return kit;
}
