import type { Entry } from '@carbon/contracts/ledger';
import { useQuery } from '@tanstack/react-query';
import { Fragment, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { InlineAlert } from '@/components/ui/alert';
import {
  DeleteEntryDialog,
  EntriesPageHeader,
  NoSitesState,
  useEntrySavedToast,
  type EntriesPageProps,
} from '@/components/entries/entries-page';
import { EntryFactorCell, EntryRowActions } from '@/components/entries/entry-table-cells';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Sheet } from '@/components/ui/dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { SkeletonBlock } from '@/components/ui/skeleton';
import { useErrorText } from '@/lib/errors';
import { useFormatters } from '@/lib/use-locale';
import { categoriesQueryOptions, entriesQueryOptions, useDeleteEntry } from '../api/ledger-queries';
import { SCOPE1_CATEGORIES } from '../entry-form';
import { useCategoryName, useEmissionsFormat, useFuelName, useUnitName } from '../format';
import { EntryCalculation } from './entry-calculation';
import { EntryForm } from './entry-form';

type Panel = { mode: 'create'; category: string } | { mode: 'edit'; entry: Entry } | null;

/** Lines of a category in a readable order: by fuel, then by the unit they were measured in (volume or distance). */
function sortLines(entries: Entry[]): Entry[] {
  const fuelOf = (entry: Entry) => (typeof entry.details.fuel === 'string' ? entry.details.fuel : '');
  return [...entries].sort((a, b) => fuelOf(a).localeCompare(fuelOf(b)) || a.unit.localeCompare(b.unit) || a.created_at.localeCompare(b.created_at));
}

/** /scope1: the year's direct emissions of the selected site(s), by category, each line with its calculation. */
export function Scope1Page({ companyId, year, siteId, sites, sitesReady, canEdit }: EntriesPageProps) {
  const { t } = useTranslation('app');
  const { t: tCommon } = useTranslation();
  const errorText = useErrorText();
  const format = useFormatters();
  const emissions = useEmissionsFormat();
  const savedToast = useEntrySavedToast(emissions);
  const unitName = useUnitName();
  const fuelName = useFuelName();
  const [panel, setPanel] = useState<Panel>(null);
  const [opened, setOpened] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<Entry | null>(null);
  const remove = useDeleteEntry();

  const categories = useQuery(categoriesQueryOptions());
  const entries = useQuery(entriesQueryOptions({ companyId, year, siteId, scope: 1 }));
  const upstream = useQuery(entriesQueryOptions({ companyId, year, siteId, scope: 3, category: 'upstream_fuel_energy' }));
  const categoryName = useCategoryName(categories.data?.categories);
  const siteName = (id: string) => sites.find((site) => site.id === id)?.name ?? '';

  const offered = (categories.data?.categories ?? []).filter((item) => item.scope === 1 && !item.derived_only);
  const order = (key: string) => {
    const index = (SCOPE1_CATEGORIES as readonly string[]).indexOf(key);
    return index === -1 ? SCOPE1_CATEGORIES.length : index;
  };
  offered.sort((a, b) => order(a.key) - order(b.key));

  const items = entries.data?.items.filter((entry) => entry.derived_from_entry_id === null) ?? [];
  const derivedOf = (entry: Entry) => (upstream.data?.items ?? []).filter((row) => row.derived_from_entry_id === entry.id);
  const groups = [...new Set(items.map((entry) => entry.category))]
    .sort((a, b) => order(a) - order(b))
    .map((key) => {
      const lines = sortLines(items.filter((entry) => entry.category === key));
      return { key, lines, total: lines.reduce((sum, entry) => sum + entry.co2e_kg, 0) };
    });
  const total = items.reduce((sum, entry) => sum + entry.co2e_kg, 0);
  const noSites = sitesReady && sites.length === 0;
  const openCreate = (category = offered[0]?.key ?? 'stationary_combustion') => setPanel({ mode: 'create', category });

  const addButton = canEdit && !noSites && (
    <Button onClick={() => openCreate()} disabled={!categories.data}>
      {t('ledger.scope1.add')}
    </Button>
  );

  let body;
  if (entries.isError || categories.isError) {
    body = (
      <InlineAlert
        retryLabel={tCommon('actions.retry')}
        onRetry={() => {
          void entries.refetch();
          void categories.refetch();
        }}
      >
        {errorText(entries.error ?? categories.error)}
      </InlineAlert>
    );
  } else if (!entries.data || !categories.data) {
    body = <SkeletonBlock label={tCommon('status.loading')} lines={6} />;
  } else if (noSites) {
    body = <NoSitesState />;
  } else if (items.length === 0) {
    body = (
      <EmptyState title={t('ledger.scope1.empty_title', { year })} action={addButton || undefined}>
        {t('ledger.scope1.empty_body')}
      </EmptyState>
    );
  } else {
    body = (
      <div className="space-y-6">
        <p className="text-lg text-neutral-900">
          {t('ledger.scope1.total', { year })} <strong className="tabular-nums">{emissions(total)}</strong>
        </p>
        {groups.map((group) => (
          <Card
            key={group.key}
            title={categoryName(group.key)}
            description={t('ledger.scope1.subtotal', { total: emissions(group.total), count: group.lines.length })}
            actions={
              canEdit && (
                <Button variant="secondary" size="sm" onClick={() => openCreate(group.key)}>
                  {t('ledger.scope1.add_in', { category: categoryName(group.key) })}
                </Button>
              )
            }
          >
            <div className="relative overflow-x-auto">
              <table className="w-full text-left text-sm">
                <caption className="sr-only">{categoryName(group.key)}</caption>
                <thead className="sticky top-0 bg-white text-xs tracking-wide text-neutral-600 uppercase">
                  <tr>
                    <th scope="col" className="py-2 pr-3 font-medium">
                      {t('ledger.table.entry')}
                    </th>
                    {siteId === null && (
                      <th scope="col" className="py-2 pr-3 font-medium">
                        {t('ledger.table.site')}
                      </th>
                    )}
                    <th scope="col" className="py-2 pr-3 text-right font-medium">
                      {t('ledger.table.quantity')}
                    </th>
                    <th scope="col" className="py-2 pr-3 font-medium">
                      {t('ledger.table.factor')}
                    </th>
                    <th scope="col" className="py-2 pr-3 text-right font-medium">
                      {t('ledger.table.emissions')}
                    </th>
                    <th scope="col" className="py-2 text-right font-medium">
                      <span className="sr-only">{t('ledger.table.actions')}</span>
                    </th>
                  </tr>
                </thead>
                <tbody className="divide-y divide-neutral-200">
                  {group.lines.map((entry) => {
                    const derived = derivedOf(entry);
                    const name = entry.label || fuelName(entry.details.fuel) || categoryName(entry.category);
                    const isOpen = opened === entry.id;
                    const columns = siteId === null ? 6 : 5;
                    return (
                      <Fragment key={entry.id}>
                        <tr>
                          <td className="py-2 pr-3">
                            <span className="font-medium text-neutral-900">{name}</span>
                            {entry.label && fuelName(entry.details.fuel) && (
                              <span className="block text-xs text-neutral-600">{fuelName(entry.details.fuel)}</span>
                            )}
                          </td>
                          {siteId === null && <td className="py-2 pr-3">{siteName(entry.site_id)}</td>}
                          <td className="py-2 pr-3 text-right whitespace-nowrap tabular-nums">
                            {format.number(entry.quantity)} {unitName(entry.unit)}
                          </td>
                          <EntryFactorCell entry={entry} />
                          <td className="py-2 pr-3 text-right font-medium whitespace-nowrap tabular-nums">{emissions(entry.co2e_kg)}</td>
                          <EntryRowActions
                            name={name}
                            isOpen={isOpen}
                            onToggleCalculation={() => setOpened(isOpen ? null : entry.id)}
                            canEdit={canEdit}
                            onEdit={() => setPanel({ mode: 'edit', entry })}
                            onDelete={() => setDeleting(entry)}
                          />
                        </tr>
                        {isOpen && (
                          <tr>
                            <td colSpan={columns} className="bg-neutral-50 px-3 py-3">
                              <EntryCalculation entry={entry} derived={derived} />
                            </td>
                          </tr>
                        )}
                        {derived.map((row) => (
                          <tr key={row.id} className="text-neutral-700">
                            <td className="py-1.5 pr-3 pl-4 text-xs" colSpan={siteId === null ? 2 : 1}>
                              <span className="block">↳ {categoryName(row.category)}</span>
                              <span className="block text-neutral-600">{t('ledger.scope1.derived_note')}</span>
                            </td>
                            <td className="py-1.5 pr-3 text-right text-xs whitespace-nowrap tabular-nums">
                              {format.number(row.quantity)} {unitName(row.unit)}
                            </td>
                            <td className="py-1.5 pr-3 text-xs">{row.factor.name ?? ''}</td>
                            <td className="py-1.5 pr-3 text-right text-xs whitespace-nowrap tabular-nums">{emissions(row.co2e_kg)}</td>
                            <td />
                          </tr>
                        ))}
                      </Fragment>
                    );
                  })}
                </tbody>
              </table>
            </div>
          </Card>
        ))}
      </div>
    );
  }

  return (
    <div className="mx-auto max-w-6xl space-y-6 p-6">
      <EntriesPageHeader
        title={t('ledger.scope1.title')}
        lead={t('ledger.scope1.lead', { year, site: siteId ? siteName(siteId) : t('ledger.all_sites') })}
        action={addButton}
      />
      {body}

      <Sheet
        open={panel !== null}
        onClose={() => setPanel(null)}
        title={panel?.mode === 'edit' ? t('ledger.form.edit_label') : t('ledger.form.create_label')}
        closeLabel={tCommon('actions.close')}
      >
        {panel && categories.data && (
          <EntryForm
            key={panel.mode === 'edit' ? panel.entry.id : `new-${panel.category}`}
            companyId={companyId}
            year={year}
            entry={panel.mode === 'edit' ? panel.entry : null}
            defaultCategory={panel.mode === 'create' ? panel.category : undefined}
            categories={offered}
            sites={sites}
            siteId={siteId}
            onCancel={() => setPanel(null)}
            onSaved={(saved, created) => {
              setPanel(null);
              savedToast(saved, created, saved.label || categoryName(saved.category));
            }}
          />
        )}
      </Sheet>

      <DeleteEntryDialog
        entry={deleting}
        nameOf={(entry) => entry.label || categoryName(entry.category)}
        hasDerived={(entry) => derivedOf(entry).length > 0}
        remove={remove}
        onClose={() => setDeleting(null)}
      />
    </div>
  );
}
