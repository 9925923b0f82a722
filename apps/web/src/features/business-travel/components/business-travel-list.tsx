import type { BusinessTravel } from '@carbon/contracts/business-travel';
import type { Entry } from '@carbon/contracts/ledger';
import { useQuery } from '@tanstack/react-query';
import { Fragment, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EntryFactorCell, EntryRowActions } from '@/components/entries/entry-table-cells';
import { InlineAlert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { useFormatters } from '@/lib/use-locale';
import { useEmissionsFormat } from '@/lib/emissions-format';
import { businessTravelListQueryOptions } from '../api/business-travel-queries';
import { TravelCalculation, useTravelUnitName, type EntryCalculationComponent } from './travel-calculation';

export interface BusinessTravelListProps {
  companyId: string;
  siteId: string;
  periodYear: number;
  canEdit?: boolean;
  onEdit?: (report: BusinessTravel) => void;
  onDelete?: (report: BusinessTravel) => void;
  /**
   * The ledger's calculation disclosure (features/ledger EntryCalculation), handed over by the screen in app/ that
   * mounts this list (a feature never imports another); without it, the list shows its own quantity × factor.
   */
  entryCalculation?: EntryCalculationComponent;
}

/** A line's name: its mode, with its class or powertrain. */
export function useTravelLineName(): (entry: Entry) => string {
  const { t } = useTranslation('travel');
  return (entry) => {
    const details = entry.details as {
      travel_mode?: string;
      travel_class?: string | null;
      car_powertrain?: string | null;
    };
    const mode = details.travel_mode
      ? t(`modes.${details.travel_mode}` as 'modes.rail', { defaultValue: entry.label })
      : entry.label;
    const part = details.travel_class ?? details.car_powertrain;
    return part ? `${mode}, ${t(`classes.${part}` as 'classes.economy', { defaultValue: part })}` : mode;
  };
}

/** The year's travel reports of a site: each report's total and its lines, each number opening its calculation. */
export function BusinessTravelList({
  companyId,
  siteId,
  periodYear,
  canEdit = false,
  onEdit,
  onDelete,
  entryCalculation,
}: BusinessTravelListProps) {
  const { t } = useTranslation('travel');
  const format = useFormatters();
  const emissions = useEmissionsFormat();
  const unitName = useTravelUnitName();
  const lineName = useTravelLineName();
  const [openLine, setOpenLine] = useState<string | null>(null);
  const query = useQuery(businessTravelListQueryOptions(companyId, periodYear, siteId));

  if (query.isPending) return <p className="text-sm text-neutral-600">{t('list.loading')}</p>;
  if (query.isError)
    return <InlineAlert title={t('list.load_error')} retryLabel="↻" onRetry={() => void query.refetch()} />;
  if (query.data.items.length === 0)
    return <p className="text-sm text-neutral-700">{t('list.empty', { year: periodYear })}</p>;

  return (
    <div className="space-y-6">
      {query.data.items.map((report) => {
        const total = emissions(report.co2e_kg);
        return (
          <article key={report.id} className="rounded-md border border-neutral-200 p-4">
            <div className="flex flex-wrap items-start justify-between gap-2">
              <div>
                <h3 className="font-semibold text-neutral-900">{t('list.report_title', { total })}</h3>
                <p className="text-sm text-neutral-700">
                  {report.entry_mode === 'spend'
                    ? t('list.mode_spend', {
                        amount: format.currency(report.total_spend ?? 0, report.currency),
                      })
                    : t('list.mode_distance')}
                  {' · '}
                  {report.include_radiative_forcing ? t('list.rf_on') : t('list.rf_off')}
                </p>
              </div>
              {canEdit && (
                <div className="flex gap-1">
                  <Button
                    variant="ghost"
                    size="sm"
                    aria-label={t('list.edit_named', { total })}
                    onClick={() => onEdit?.(report)}
                  >
                    {t('list.edit')}
                  </Button>
                  <Button
                    variant="ghost"
                    size="sm"
                    aria-label={t('list.delete_named', { total })}
                    onClick={() => onDelete?.(report)}
                  >
                    {t('list.delete')}
                  </Button>
                </div>
              )}
            </div>
            <table className="mt-3 w-full text-sm">
              <thead>
                <tr className="text-left text-neutral-600">
                  <th className="py-1 pr-3 font-medium">{t('list.line')}</th>
                  <th className="py-1 pr-3 font-medium">{t('list.quantity')}</th>
                  <th className="py-1 pr-3 font-medium">{t('list.emissions')}</th>
                  <th className="py-1 pr-3 font-medium">{t('list.factor')}</th>
                  <th />
                </tr>
              </thead>
              <tbody>
                {report.entries.map((entry) => {
                  const name = lineName(entry);
                  const isOpen = openLine === entry.id;
                  return (
                    <Fragment key={entry.id}>
                      <tr className="border-t border-neutral-100">
                        <td className="py-2 pr-3">{name}</td>
                        <td className="py-2 pr-3 tabular-nums">{`${format.number(entry.quantity)} ${unitName(entry.unit)}`}</td>
                        <td className="py-2 pr-3 tabular-nums">{emissions(entry.co2e_kg)}</td>
                        <EntryFactorCell entry={entry} />
                        <EntryRowActions
                          name={name}
                          isOpen={isOpen}
                          onToggleCalculation={() => setOpenLine(isOpen ? null : entry.id)}
                          canEdit={false}
                          onEdit={() => undefined}
                          onDelete={() => undefined}
                        />
                      </tr>
                      {isOpen && (
                        <tr>
                          <td colSpan={5} className="bg-neutral-50 p-3">
                            <TravelCalculation entry={entry} ledgerCalculation={entryCalculation} />
                          </td>
                        </tr>
                      )}
                    </Fragment>
                  );
                })}
              </tbody>
            </table>
          </article>
        );
      })}
    </div>
  );
}
