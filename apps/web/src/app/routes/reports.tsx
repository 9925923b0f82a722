import { useTranslation } from 'react-i18next';
import { useUnitName } from '@/features/ledger/format';
import { trajectoryOption } from '@/features/portfolio/components/portfolio-page';
import { FootprintView } from '@/features/products/components/footprint-view';
import { ReportsPage } from '@/features/reports/components/reports-page';
import { ReportsKitProvider, type ReportsKit } from '@/features/reports/reports-kit';
import { MaccChart } from '@/features/scenarios/components/macc-chart';
import { useWorkspace } from '@/features/workspace/workspace-context';
import { yearOptions } from '@/features/workspace/workspace-model';
import { useSession } from '@/lib/auth';
import { useDocumentTitle } from '@/lib/use-document-title';

/** The products' footprint view, the ledger's unit names, the scenarios' MACC and the portfolio's trajectory, reused by the report screen (features/reports/reports-kit.tsx). */
export const reportsKit: ReportsKit = { FootprintView, useUnitName, MaccChart, trajectoryOption };

/** Reports / Export (SPEC section 2, /reports): the year is the workspace's, shared with the top bar. */
export function ReportsRoute() {
  const { t } = useTranslation('reports');
  const session = useSession();
  const workspace = useWorkspace();
  useDocumentTitle(t('title'));
  const profile = session.status === 'signed-in' ? session.profile : null;
  if (!profile) return null;
  return (
    <ReportsKitProvider kit={reportsKit}>
      <div className="mx-auto max-w-6xl p-6">
        <ReportsPage
          companyId={profile.company_id}
          year={workspace.year}
          years={yearOptions(new Date().getFullYear(), workspace.year)}
          onYearChange={workspace.setYear}
        />
      </div>
    </ReportsKitProvider>
  );
}
