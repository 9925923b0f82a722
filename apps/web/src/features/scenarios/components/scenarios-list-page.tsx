import type { Site } from '@carbon/contracts/companies';
import type { Scenario } from '@carbon/contracts/scenarios';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { InlineAlert } from '@/components/ui/alert';
import { buttonClasses } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ConfirmDeleteDialog, useDeleteConfirmation } from '@/components/ui/confirm-delete-dialog';
import { cellClasses, DataTable, numberCellClasses } from '@/components/ui/data-table';
import { EmptyState } from '@/components/ui/empty-state';
import { RowActions } from '@/components/ui/row-actions';
import { SkeletonBlock } from '@/components/ui/skeleton';
import { useLocalizedPath } from '@/lib/localized-path';
import {
  maccQueryOptions,
  scenarioEntitlementsQueryOptions,
  scenariosQueryOptions,
  useDeleteScenario,
} from '../api/scenario-queries';
import { FigureButton, FIGURES, useFigureText } from './scenario-explain';
import { MaccChart } from './macc-chart';

interface ScenariosListPageProps {
  companyId: string;
  canEdit: boolean;
  /** The company's sites, to name each scenario's. */
  sites: readonly Site[];
}

/** Whether the plan lets the company add one more scenario (null limit: unlimited). */
export function mayCreateScenario(limit: number | null | undefined, used: number | undefined): boolean {
  if (limit === null || limit === undefined) return true;
  return (used ?? 0) < limit;
}

/** /scenarios: the company's scenarios with their key figures (each opening to how it was made) and the MACC. */
export function ScenariosListPage({ companyId, canEdit, sites }: ScenariosListPageProps) {
  const { t } = useTranslation('scenarios');
  const { t: tCommon } = useTranslation();
  const href = useLocalizedPath();
  const figureText = useFigureText();
  const scenarios = useQuery(scenariosQueryOptions(companyId));
  const macc = useQuery(maccQueryOptions(companyId));
  const entitlements = useQuery(scenarioEntitlementsQueryOptions(companyId));
  const remove = useDeleteScenario(companyId);
  const deletion = useDeleteConfirmation<Scenario>({
    remove: (scenario, callbacks) => remove.mutate(scenario.id, callbacks),
    deleted: (scenario) => t('messages.deleted', { name: scenario.name }),
    failed: () => t('messages.delete_failed'),
  });
  const siteName = (id: string) => sites.find((site) => site.id === id)?.name ?? null;

  const allowed = mayCreateScenario(entitlements.data?.limits.scenarios, entitlements.data?.usage.scenarios);
  const createAction = canEdit ? (
    allowed ? (
      <Link to="/scenarios/new" className={buttonClasses('primary', 'sm')}>
        {t('actions.new')}
      </Link>
    ) : (
      <Link to={href('/pricing')} className={buttonClasses('primary', 'sm')}>
        {t('actions.upgrade')}
      </Link>
    )
  ) : null;

  return (
    <div className="space-y-6">
      <header className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h1 className="text-2xl font-semibold text-neutral-900">{t('title')}</h1>
          <p className="mt-1 max-w-prose text-neutral-700">{t('description')}</p>
        </div>
        <div className="flex gap-2">{createAction}</div>
      </header>
      {entitlements.data && entitlements.data.limits.scenarios !== null && (
        <p className="text-sm text-neutral-700">
          {t('list.limit', { count: entitlements.data.limits.scenarios, used: entitlements.data.usage.scenarios })}
        </p>
      )}

      <Card title={t('list.title')}>
        {scenarios.isError ? (
          <InlineAlert onRetry={() => void scenarios.refetch()} retryLabel={tCommon('actions.retry')}>
            {t('messages.fetch_failed')}
          </InlineAlert>
        ) : !scenarios.data ? (
          <SkeletonBlock label={t('list.title')} />
        ) : scenarios.data.items.length === 0 ? (
          <EmptyState title={t('list.empty')} action={canEdit && allowed ? createAction : undefined}>
            {t('list.empty_hint')}
          </EmptyState>
        ) : (
          <DataTable
            caption={t('list.title')}
            columns={[
              { key: 'name', label: t('list.name') },
              ...FIGURES.map((figure) => ({ key: figure, label: t(`list.${figure}`), numeric: true })),
              { key: 'actions', label: t('list.actions') },
            ]}
          >
            {scenarios.data.items.map((scenario) => (
              <tr key={scenario.id}>
                <td className={cellClasses}>
                  <span className="font-medium text-neutral-900">{scenario.name}</span>
                  <span className="block text-xs text-neutral-600">
                    {t(`types.${scenario.type}`)}
                    {siteName(scenario.site_id) && ` · ${siteName(scenario.site_id)}`}
                  </span>
                </td>
                {FIGURES.map((figure) => (
                  <td key={figure} className={numberCellClasses}>
                    <FigureButton figure={figure} computed={scenario} name={scenario.name} text={figureText(figure, scenario)} />
                  </td>
                ))}
                <td className={cellClasses}>
                  {canEdit && (
                    <RowActions
                      name={scenario.name}
                      actions={[
                        { label: t('actions.edit'), to: `/scenarios/new?edit=${scenario.id}` },
                        { label: t('actions.delete'), onClick: () => deletion.ask(scenario) },
                      ]}
                    />
                  )}
                </td>
              </tr>
            ))}
          </DataTable>
        )}
      </Card>

      <Card title={t('macc.title')} description={t('macc.description')}>
        {macc.isError ? (
          <InlineAlert onRetry={() => void macc.refetch()} retryLabel={tCommon('actions.retry')}>
            {t('messages.macc_failed')}
          </InlineAlert>
        ) : !macc.data ? (
          <SkeletonBlock label={t('macc.title')} />
        ) : macc.data.items.length === 0 ? (
          <EmptyState title={t('macc.empty')} />
        ) : (
          <MaccChart macc={macc.data} />
        )}
      </Card>

      <ConfirmDeleteDialog
        {...deletion.dialog}
        title={t('messages.confirm_delete_title', { name: deletion.pending?.name ?? '' })}
        description={t('messages.confirm_delete')}
        pending={remove.isPending}
      />
    </div>
  );
}
