import type { EnergyPrice } from '@carbon/contracts/energy-prices';
import type { Entry } from '@carbon/contracts/ledger';
import { useQuery } from '@tanstack/react-query';
import { Fragment, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
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
import { formatFactorValue } from '@/lib/factor-value';
import { useFormatters, useLocale } from '@/lib/use-locale';
import { energyPricesQueryOptions, useEnergyEntries } from '../api/energy-queries';
import {
  ENERGY,
  ENERGY_KINDS,
  energyKindOf,
  priceFor,
  priceIdOf,
  quantityKwh,
  readingOf,
  siteCost,
  type EnergyKind,
} from '../energy';
import { useLedgerKit } from '../ledger-kit';
import { EnergyForm, priceName } from './energy-form';

type Panel = { mode: 'create' } | { mode: 'edit'; entry: Entry } | null;

interface Line {
  entry: Entry;
  kind: EnergyKind;
  name: string;
  price: EnergyPrice | null;
  kwh: number | null;
  cost: number | null;
}

/** /heating: the year's energy per site, with its emissions both ways for electricity and its cost. */
export function HeatingPage({ companyId, year, siteId, sites, sitesReady, canEdit }: EntriesPageProps) {
  const { t } = useTranslation('app');
  const { t: tCommon } = useTranslation();
  const locale = useLocale();
  const format = useFormatters();
  const { useEmissionsFormat, useUnitName, useDeleteEntry, EntryCalculation } = useLedgerKit();
  const emissions = useEmissionsFormat();
  const savedToast = useEntrySavedToast(emissions);
  const unitName = useUnitName();
  const [panel, setPanel] = useState<Panel>(null);
  const [opened, setOpened] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<Entry | null>(null);
  const remove = useDeleteEntry();
  const entries = useEnergyEntries(companyId, year, siteId);
  const prices = useQuery(energyPricesQueryOptions(companyId, year));
  const siteOf = (id: string) => sites.find((site) => site.id === id);

  const lines: Line[] = (entries.data ?? []).map((entry) => {
    const kind = energyKindOf(entry) ?? 'electricity';
    const price = priceFor(
      prices.data?.items ?? [],
      ENERGY[kind].priceSource,
      priceIdOf(entry),
      siteOf(entry.site_id)?.country ?? null,
    );
    const kwh = quantityKwh(entry.quantity, entry.unit, entry.details.fuel);
    return {
      entry,
      kind,
      name: entry.label || t(`energy.kinds.${kind}`),
      price,
      kwh,
      cost: price && kwh !== null ? kwh * price.price_eur_per_kwh : null,
    };
  });
  const bySite = [...new Set(lines.map((line) => line.entry.site_id))].map((id) => ({
    id,
    name: siteOf(id)?.name ?? '',
    lines: lines
      .filter((line) => line.entry.site_id === id)
      .sort(
        (a, b) =>
          ENERGY_KINDS.indexOf(a.kind) - ENERGY_KINDS.indexOf(b.kind) ||
          a.entry.created_at.localeCompare(b.entry.created_at),
      ),
  }));
  const noSites = sitesReady && sites.length === 0;

  const addButton = canEdit && !noSites && (
    <Button onClick={() => setPanel({ mode: 'create' })}>{t('energy.add')}</Button>
  );
  const marketBasis = (entry: Entry) => {
    const factor = entry.market_factor_kg_co2e_per_kwh;
    if (factor === null) return t('energy.table.market_none');
    if (factor === 0) return t('energy.table.market_guarantees');
    return t('energy.table.market_supplier', { value: formatFactorValue(factor, locale) });
  };

  let body;
  if (entries.isError) {
    body = (
      <InlineAlert retryLabel={tCommon('actions.retry')} onRetry={() => void entries.refetch()}>
        {t('energy.messages.entries_failed')}
      </InlineAlert>
    );
  } else if (!entries.data) {
    body = <SkeletonBlock label={tCommon('status.loading')} lines={6} />;
  } else if (noSites) {
    body = <NoSitesState />;
  } else if (lines.length === 0) {
    body = (
      <EmptyState title={t('energy.empty_title', { year })} action={addButton || undefined}>
        {t('energy.messages.no_entries')}
      </EmptyState>
    );
  } else {
    body = (
      <div className="space-y-6">
        {prices.isError && (
          <InlineAlert retryLabel={tCommon('actions.retry')} onRetry={() => void prices.refetch()}>
            {t('energy.messages.prices_failed')}
          </InlineAlert>
        )}
        {bySite.map((site) => {
          const totalKg = site.lines.reduce((sum, line) => sum + line.entry.co2e_kg, 0);
          const { total: totalCost, priced, count } = siteCost(site.lines);
          const cost = totalCost === null ? '—' : format.currency(totalCost);
          return (
            <Card
              key={site.id}
              title={site.name}
              description={
                priced === count
                  ? t('energy.site_total', { emissions: emissions(totalKg), cost })
                  : t('energy.site_total_partial', { emissions: emissions(totalKg), cost, priced, count })
              }
            >
              <div className="relative overflow-x-auto">
                <table className="w-full text-left text-sm">
                  <caption className="sr-only">{site.name}</caption>
                  <thead className="text-xs tracking-wide text-neutral-600 uppercase">
                    <tr>
                      <th scope="col" className="py-2 pr-3 font-medium">
                        {t('energy.table.energy')}
                      </th>
                      <th scope="col" className="py-2 pr-3 text-right font-medium">
                        {t('energy.table.quantity')}
                      </th>
                      <th scope="col" className="py-2 pr-3 font-medium">
                        {t('energy.table.factor')}
                      </th>
                      <th scope="col" className="py-2 pr-3 text-right font-medium">
                        {t('energy.table.location')}
                      </th>
                      <th scope="col" className="py-2 pr-3 text-right font-medium">
                        {t('energy.table.market')}
                      </th>
                      <th scope="col" className="py-2 pr-3 text-right font-medium">
                        {t('energy.table.cost')}
                      </th>
                      <th scope="col" className="py-2 text-right font-medium">
                        <span className="sr-only">{t('ledger.table.actions')}</span>
                      </th>
                    </tr>
                  </thead>
                  <tbody className="divide-y divide-neutral-200">
                    {site.lines.map((line) => {
                      const { entry } = line;
                      const isOpen = opened === entry.id;
                      const reading = readingOf(entry);
                      const basis = entry.details.quantity_energy_basis;
                      return (
                        <Fragment key={entry.id}>
                          <tr>
                            <td className="py-2 pr-3">
                              <span className="font-medium text-neutral-900">{line.name}</span>
                              <span className="block text-xs text-neutral-600">
                                {t(`energy.kinds.${line.kind}`)}
                                {reading && ` · ${t(`energy.readings.${reading}`)}`}
                              </span>
                            </td>
                            <td className="py-2 pr-3 text-right whitespace-nowrap tabular-nums">
                              {format.number(entry.quantity)} {unitName(entry.unit)}
                              {(basis === 'HHV' || basis === 'LHV') && (
                                <span className="block text-xs text-neutral-600">
                                  {t(`energy.basis.${basis}`)}
                                </span>
                              )}
                            </td>
                            <EntryFactorCell entry={entry} />
                            <td className="py-2 pr-3 text-right font-medium whitespace-nowrap tabular-nums">
                              {emissions(entry.co2e_kg)}
                            </td>
                            <td className="py-2 pr-3 text-right whitespace-nowrap tabular-nums">
                              {entry.co2e_kg_market === null ? '—' : emissions(entry.co2e_kg_market)}
                              {line.kind === 'electricity' && (
                                <span className="block text-xs whitespace-normal text-neutral-600">
                                  {marketBasis(entry)}
                                </span>
                              )}
                            </td>
                            <td className="py-2 pr-3 text-right whitespace-nowrap tabular-nums">
                              {line.cost !== null && line.price ? (
                                <>
                                  <span className="font-medium">{format.currency(line.cost)}</span>
                                  <span className="block text-xs whitespace-normal text-neutral-600">
                                    {t('energy.table.price_used', {
                                      name: priceName(line.price, t),
                                      price: formatFactorValue(line.price.price_eur_per_kwh, locale),
                                    })}
                                  </span>
                                </>
                              ) : (
                                <span className="text-xs whitespace-normal text-neutral-700">
                                  {ENERGY[line.kind].priceSource === null
                                    ? t('energy.table.no_price_source')
                                    : t('energy.table.no_price')}{' '}
                                  {ENERGY[line.kind].priceSource !== null && (
                                    <Link
                                      to="/prices"
                                      className="text-accent-800 underline underline-offset-2"
                                    >
                                      {t('energy.form.configure_prices')}
                                    </Link>
                                  )}
                                </span>
                              )}
                            </td>
                            <EntryRowActions
                              name={line.name}
                              isOpen={isOpen}
                              onToggleCalculation={() => setOpened(isOpen ? null : entry.id)}
                              canEdit={canEdit}
                              onEdit={() => setPanel({ mode: 'edit', entry })}
                              onDelete={() => setDeleting(entry)}
                            />
                          </tr>
                          {isOpen && (
                            <tr>
                              <td
                                colSpan={7}
                                className="space-y-3 bg-neutral-50 px-3 py-3 text-sm text-neutral-800"
                              >
                                <EntryCalculation entry={entry} derived={entries.derivedOf(entry)} />
                                {entry.co2e_kg_market !== null && (
                                  <p className="tabular-nums">
                                    {t('energy.calculation.market', {
                                      basis: marketBasis(entry),
                                      result: emissions(entry.co2e_kg_market),
                                    })}
                                  </p>
                                )}
                                <p className="tabular-nums">
                                  {line.cost !== null && line.price && line.kwh !== null
                                    ? t('energy.calculation.cost', {
                                        kwh: format.number(line.kwh),
                                        price: formatFactorValue(line.price.price_eur_per_kwh, locale),
                                        cost: format.currency(line.cost),
                                        name: priceName(line.price, t),
                                        year: line.price.year,
                                      })
                                    : line.price
                                      ? t('energy.calculation.cost_unknown_kwh')
                                      : t('energy.table.no_price')}
                                </p>
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
        })}
      </div>
    );
  }

  return (
    <div className="mx-auto max-w-6xl space-y-6 p-6">
      <EntriesPageHeader
        title={t('energy.title')}
        lead={t('energy.lead', { year, site: siteId ? (siteOf(siteId)?.name ?? '') : t('ledger.all_sites') })}
        action={addButton}
      />
      {body}

      <Sheet
        open={panel !== null}
        onClose={() => setPanel(null)}
        title={panel?.mode === 'edit' ? t('energy.form.edit_label') : t('energy.form.create_label')}
        closeLabel={tCommon('actions.close')}
      >
        {panel && (
          <EnergyForm
            key={panel.mode === 'edit' ? panel.entry.id : 'new'}
            companyId={companyId}
            year={year}
            entry={panel.mode === 'edit' ? panel.entry : null}
            sites={sites}
            siteId={siteId ?? sites[0]?.id ?? null}
            prices={prices.data?.items}
            pricesFailed={prices.isError}
            onAdjust={(entry) => setPanel({ mode: 'edit', entry })}
            onCancel={() => setPanel(null)}
            onSaved={(saved, created) => {
              setPanel(null);
              savedToast(
                saved,
                created,
                saved.label || t(`energy.kinds.${energyKindOf(saved) ?? 'electricity'}`),
              );
            }}
          />
        )}
      </Sheet>

      <DeleteEntryDialog
        entry={deleting}
        nameOf={(entry) => entry.label || t(`energy.kinds.${energyKindOf(entry) ?? 'electricity'}`)}
        hasDerived={(entry) => entries.derivedOf(entry).length > 0}
        remove={remove}
        onClose={() => setDeleting(null)}
      />
    </div>
  );
}
