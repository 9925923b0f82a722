import type { Packaging } from '@carbon/contracts/packaging';
import type { CatalogSearchItem } from '@carbon/contracts/product-catalog';
import { useQuery } from '@tanstack/react-query';
import { Fragment, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EntriesPageHeader, NoSitesState, type EntriesPageProps } from '@/components/entries/entries-page';
import { EntryFactorCell, EntryRowActions } from '@/components/entries/entry-table-cells';
import { InlineAlert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ConfirmDeleteDialog } from '@/components/ui/confirm-delete-dialog';
import { Sheet } from '@/components/ui/dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { SkeletonBlock } from '@/components/ui/skeleton';
import { useToast } from '@/components/ui/toast';
import { useEmissionsFormat } from '@/lib/emissions-format';
import { useErrorText } from '@/lib/errors';
import { useFormatters } from '@/lib/use-locale';
import { packagingListQueryOptions, useDeletePackaging } from '../api/packaging-queries';
import { usePackagingKit } from '../packaging-kit';
import { PackagingForm } from './packaging-form';
import { PackagingSearch } from './packaging-search';

type Panel = { mode: 'create'; item: CatalogSearchItem | null } | { mode: 'edit'; line: Packaging } | null;

/**
 * /packaging: the year's packaging lines of the top bar's site, with the catalog search to start a line from an
 * item, the totals (kg CO2e, EUR, kg of packaging) and each line's calculation.
 */
export function PackagingPage({ companyId, year, siteId, sites, sitesReady, canEdit }: EntriesPageProps) {
  const { t } = useTranslation('packaging');
  const { t: tCommon } = useTranslation();
  const errorText = useErrorText();
  const format = useFormatters();
  const emissions = useEmissionsFormat();
  const toast = useToast();
  const [panel, setPanel] = useState<Panel>(null);
  const [opened, setOpened] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<Packaging | null>(null);
  const remove = useDeletePackaging();
  const { EntryCalculation } = usePackagingKit();
  const list = useQuery(packagingListQueryOptions(companyId, year, siteId));
  /** A count or a weight: whole numbers without decimals, small weights (0.025 kg) with three. */
  const amount = (value: number) => (Number.isInteger(value) ? format.integer(value) : format.number(value, Math.abs(value) < 1 ? 3 : 2));
  const siteName = (id: string) => sites.find((site) => site.id === id)?.name ?? '';
  const nameOf = (line: Packaging) => line.name ?? line.size ?? t(`materials.${line.material}`);
  const noSites = sitesReady && sites.length === 0;
  const canAdd = canEdit && !noSites && siteId !== null;

  const addButton = canAdd && <Button onClick={() => setPanel({ mode: 'create', item: null })}>{t('actions.add')}</Button>;

  let body;
  if (list.isError) {
    body = (
      <InlineAlert retryLabel={tCommon('actions.retry')} onRetry={() => void list.refetch()}>
        {errorText(list.error)}
      </InlineAlert>
    );
  } else if (!list.data) {
    body = <SkeletonBlock label={tCommon('status.loading')} lines={6} />;
  } else if (noSites) {
    body = <NoSitesState />;
  } else if (list.data.items.length === 0) {
    body = <EmptyState title={t('table.empty')} action={addButton || undefined}>{t('intro')}</EmptyState>;
  } else {
    const data = list.data;
    const columns = siteId === null ? 8 : 7;
    body = (
      <Card title={t('totals.title')}>
        <dl className="mb-4 grid gap-4 sm:grid-cols-3">
          <div>
            <dt className="text-sm text-neutral-600">{t('totals.co2e')}</dt>
            <dd className="text-lg font-semibold tabular-nums">{emissions(data.total_co2e_kg)}</dd>
          </div>
          <div>
            <dt className="text-sm text-neutral-600">{t('totals.price')}</dt>
            <dd className="text-lg font-semibold tabular-nums">{data.total_amount_eur === null ? '—' : format.currency(data.total_amount_eur)}</dd>
          </div>
          <div>
            <dt className="text-sm text-neutral-600">{t('totals.weight')}</dt>
            <dd className="text-lg font-semibold tabular-nums">{amount(data.total_weight_kg)} kg</dd>
          </div>
        </dl>
        <div className="relative overflow-x-auto">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">{t('title')}</caption>
            <thead className="text-xs tracking-wide text-neutral-600 uppercase">
              <tr>
                <th scope="col" className="py-2 pr-3 font-medium">{t('table.line')}</th>
                {siteId === null && <th scope="col" className="py-2 pr-3 font-medium">{t('table.site')}</th>}
                <th scope="col" className="py-2 pr-3 text-right font-medium">{t('table.weight')}</th>
                <th scope="col" className="py-2 pr-3 font-medium">{t('fields.emission_factor')}</th>
                <th scope="col" className="py-2 pr-3 text-right font-medium">{t('table.emissions')}</th>
                <th scope="col" className="py-2 pr-3 text-right font-medium">{t('table.price')}</th>
                <th scope="col" className="py-2 pr-3 font-medium">{t('table.recyclable')}</th>
                <th scope="col" className="py-2 text-right font-medium"><span className="sr-only">{t('table.actions')}</span></th>
              </tr>
            </thead>
            <tbody className="divide-y divide-neutral-200">
              {data.items.map((line) => {
                const entry = line.entries[0];
                const isOpen = opened === line.id;
                const name = nameOf(line);
                return (
                  <Fragment key={line.id}>
                    <tr>
                      <td className="py-2 pr-3">
                        <span className="block font-medium text-neutral-900">{name}</span>
                        <span className="block text-xs text-neutral-600">
                          {t(`materials.${line.material}`)}
                          {line.units !== null && ` · ${t('table.units_count', { count: line.units, formatted: amount(line.units) })}`}
                          {line.region && ` · ${line.region}`}
                        </span>
                      </td>
                      {siteId === null && <td className="py-2 pr-3">{siteName(line.site_id)}</td>}
                      <td className="py-2 pr-3 text-right tabular-nums">{amount(line.weight_kg)}</td>
                      {entry ? <EntryFactorCell entry={entry} /> : <td />}
                      <td className="py-2 pr-3 text-right font-medium tabular-nums">{emissions(line.co2e_kg)}</td>
                      <td className="py-2 pr-3 text-right tabular-nums">
                        {line.amount_eur === null ? '—' : format.currency(line.amount_eur)}
                        <span className="block text-xs text-neutral-600">{t(`price_modes.${line.price_mode}`)}</span>
                      </td>
                      <td className="py-2 pr-3">
                        {line.recyclable ? t('yes') : t('no')}
                        {line.recycled_content_percent !== null && (
                          <span className="block text-xs text-neutral-600">
                            {t('recycled_content', { percent: format.number(line.recycled_content_percent) })}
                          </span>
                        )}
                      </td>
                      <EntryRowActions
                        name={name}
                        isOpen={isOpen}
                        onToggleCalculation={() => setOpened(isOpen ? null : line.id)}
                        canEdit={canEdit}
                        onEdit={() => setPanel({ mode: 'edit', line })}
                        onDelete={() => setDeleting(line)}
                      />
                    </tr>
                    {isOpen && entry && (
                      <tr>
                        <td colSpan={columns} className="bg-neutral-50 px-3 py-3">
                          <ul className="mb-2 space-y-1 text-sm text-neutral-800 tabular-nums">
                            <li>
                              {line.quantity_mode === 'units' && line.units !== null && line.unit_weight_kg !== null
                                ? t('calc.units', {
                                    units: amount(line.units),
                                    unit_weight: amount(line.unit_weight_kg),
                                    weight: amount(line.weight_kg),
                                  })
                                : t('calc.weight', { weight: amount(line.weight_kg) })}
                            </li>
                            <li>{t('calc.factor', { mode: t(`factor_modes.${line.factor_mode}`), origin: t(`origins.${line.factor_origin}`) })}</li>
                            {line.amount_eur !== null && (
                              <li>
                                {line.estimated_eur_per_kg !== null
                                  ? t('calc.estimated', {
                                      weight: amount(line.weight_kg),
                                      per_kg: format.currency(line.estimated_eur_per_kg),
                                      amount: format.currency(line.amount_eur),
                                    })
                                  : t('calc.price', { mode: t(`price_modes.${line.price_mode}`), amount: format.currency(line.amount_eur) })}
                              </li>
                            )}
                          </ul>
                          <EntryCalculation entry={entry} derived={[]} />
                        </td>
                      </tr>
                    )}
                  </Fragment>
                );
              })}
            </tbody>
          </table>
        </div>
      </Card>
    );
  }

  return (
    <div className="mx-auto max-w-6xl space-y-6 p-6">
      <EntriesPageHeader title={t('title')} lead={t('intro')} action={addButton} />
      {canEdit && !noSites && (
        <Card title={t('search.results')}>
          {siteId === null ? (
            <p className="text-sm text-neutral-700">{t('no_site')}</p>
          ) : (
            <PackagingSearch companyId={companyId} onPick={(item) => setPanel({ mode: 'create', item })} />
          )}
        </Card>
      )}
      {body}

      <Sheet
        open={panel !== null}
        onClose={() => setPanel(null)}
        title={panel?.mode === 'edit' ? t('form.edit') : t('form.new')}
        closeLabel={tCommon('actions.close')}
      >
        {panel && (siteId ?? (panel.mode === 'edit' ? panel.line.site_id : null)) && (
          <PackagingForm
            key={panel.mode === 'edit' ? panel.line.id : `new-${panel.item?.id ?? ''}`}
            companyId={companyId}
            year={year}
            siteId={panel.mode === 'edit' ? panel.line.site_id : (siteId ?? '')}
            sites={sites}
            line={panel.mode === 'edit' ? panel.line : null}
            item={panel.mode === 'create' ? panel.item : null}
            onCancel={() => setPanel(null)}
            onSaved={(saved) => {
              setPanel(null);
              toast.success(t('form.saved'), `${nameOf(saved)} · ${emissions(saved.co2e_kg)}`);
            }}
          />
        )}
      </Sheet>

      <ConfirmDeleteDialog
        open={deleting !== null}
        title={t('delete.title', { name: deleting ? nameOf(deleting) : '' })}
        description={t('delete.body')}
        pending={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={() => {
          if (!deleting) return;
          const name = nameOf(deleting);
          remove.mutate(deleting, {
            onSuccess: () => {
              setDeleting(null);
              toast.success(t('form.deleted'), name);
            },
            onError: (failure) => toast.error(t('form.delete_failed'), errorText(failure)),
          });
        }}
      />
    </div>
  );
}
