import { ENERGY_SOURCES, type EnergyPrice, type EnergySource } from '@carbon/contracts/energy-prices';
import { useQuery } from '@tanstack/react-query';
import { Fragment, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { InlineAlert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { DataTable } from '@/components/ui/data-table';
import { Sheet } from '@/components/ui/dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { SkeletonBlock } from '@/components/ui/skeleton';
import { Tabs } from '@/components/ui/tabs';
import { useErrorText } from '@/lib/errors';
import { energyPricesQueryOptions } from '../api/energy-prices-queries';
import { usePerKwhFormat, useReferenceText } from '../format';
import { CustomPriceForm } from './custom-price-form';
import { TariffForm } from './tariff-form';

interface PricesPageProps {
  /** The signed-in user's company; empty when the profile has none. */
  companyId: string;
  /** The year of the top bar. */
  year: number;
  /** Owners, admins and editors change prices; viewers read them. */
  canEdit: boolean;
}

/** Sources with no published country default carried (docs/decisions/0021-energy-prices.md). */
const NO_DEFAULTS: readonly EnergySource[] = ['fuel', 'cooling'];

function isSource(value: string | null): value is EnergySource {
  return (ENERGY_SOURCES as readonly (string | null)[]).includes(value);
}

/** /prices: per energy source and year, the country defaults with their source and the company's own prices. */
export function PricesPage({ companyId, year, canEdit }: PricesPageProps) {
  const { t } = useTranslation('app');
  const [params, setParams] = useSearchParams();
  const requested = params.get('source');
  const source: EnergySource = isSource(requested) ? requested : 'electricity';

  return (
    <div className="mx-auto max-w-6xl space-y-6 p-6">
      <div>
        <h1 className="text-2xl font-semibold text-neutral-900">{t('prices.title')}</h1>
        <p className="mt-1 max-w-3xl text-neutral-700">{t('prices.lead', { year })}</p>
      </div>
      {!companyId ? (
        <InlineAlert>{t('prices.company_id_not_available')}</InlineAlert>
      ) : (
        <>
          {!canEdit && <InlineAlert tone="info">{t('prices.read_only')}</InlineAlert>}
          <Tabs
            label={t('prices.tabs_label')}
            value={source}
            onValueChange={(next) =>
              setParams(
                (current) => {
                  const updated = new URLSearchParams(current);
                  updated.set('source', next);
                  return updated;
                },
                { replace: true },
              )
            }
            items={ENERGY_SOURCES.map((value) => ({
              value,
              label: t(`prices.tabs.${value}`),
              // Only the shown source is fetched.
              panel:
                value === source ? (
                  <SourcePrices companyId={companyId} year={year} source={value} canEdit={canEdit} />
                ) : null,
            }))}
          />
        </>
      )}
    </div>
  );
}

type Panel = 'tariff' | 'custom' | null;

function SourcePrices({
  companyId,
  year,
  source,
  canEdit,
}: {
  companyId: string;
  year: number;
  source: EnergySource;
  canEdit: boolean;
}) {
  const { t } = useTranslation('app');
  const { t: tCommon } = useTranslation();
  const errorText = useErrorText();
  const [panel, setPanel] = useState<Panel>(null);
  const prices = useQuery(energyPricesQueryOptions(companyId, source, year));

  if (prices.isError) {
    return (
      <InlineAlert
        title={t('prices.load_failed')}
        retryLabel={tCommon('actions.retry')}
        onRetry={() => void prices.refetch()}
      >
        {errorText(prices.error)}
      </InlineAlert>
    );
  }
  if (!prices.data) return <SkeletonBlock label={t('prices.loading')} lines={6} />;

  const items = prices.data.items;
  const own = items.filter((item) => item.customized);
  const tariff = own.find((item) => item.kind === 'tariff');
  // The API lists each country's default of the year or, before it is published, its latest earlier one.
  const defaults = items.filter((item) => !item.customized);
  const fallbackYears = defaults.filter((item) => item.fallback).map((item) => item.year);
  const allFallback = defaults.length > 0 && fallbackYears.length === defaults.length;

  const addCustom = canEdit && (
    <Button variant="secondary" size="sm" onClick={() => setPanel('custom')}>
      {t('prices.custom.add')}
    </Button>
  );

  return (
    <div className="space-y-6">
      <Card
        title={t('prices.company.title', { year })}
        description={t('prices.company.description')}
        actions={
          canEdit && (
            <>
              <Button size="sm" onClick={() => setPanel('tariff')}>
                {tariff ? t('prices.tariff.edit') : t('prices.tariff.set')}
              </Button>
              {addCustom}
            </>
          )
        }
      >
        {own.length === 0 ? (
          <p className="text-neutral-700">{t('prices.company.empty', { year })}</p>
        ) : (
          <CompanyTable prices={own} caption={t('prices.company.title', { year })} />
        )}
      </Card>

      {NO_DEFAULTS.includes(source) ? (
        <EmptyState title={t('prices.defaults.none_title')} action={addCustom || undefined}>
          {t('prices.defaults.none_body')}
        </EmptyState>
      ) : defaults.length === 0 ? (
        <EmptyState title={t('prices.defaults.none_for_year', { year })} />
      ) : (
        <Card title={t('prices.defaults.title', { year })} description={t('prices.defaults.description')}>
          {allFallback && (
            <InlineAlert tone="info" title={t('prices.defaults.not_yet_title', { year })} className="mb-4">
              {t('prices.defaults.not_yet_body', { year, latest: Math.max(...fallbackYears) })}
            </InlineAlert>
          )}
          <DefaultsTable prices={defaults} caption={t('prices.defaults.title', { year })} />
        </Card>
      )}

      <Sheet
        open={panel !== null}
        onClose={() => setPanel(null)}
        title={panel === 'tariff' ? t('prices.tariff.title', { year }) : t('prices.custom.title', { year })}
        closeLabel={tCommon('actions.close')}
      >
        {panel === 'tariff' && (
          <TariffForm
            companyId={companyId}
            year={year}
            source={source}
            tariff={tariff}
            onSaved={() => setPanel(null)}
            onCancel={() => setPanel(null)}
          />
        )}
        {panel === 'custom' && (
          <CustomPriceForm
            companyId={companyId}
            year={year}
            source={source}
            onSaved={() => setPanel(null)}
            onCancel={() => setPanel(null)}
          />
        )}
      </Sheet>
    </div>
  );
}

function CompanyTable({ prices, caption }: { prices: EnergyPrice[]; caption: string }) {
  const { t } = useTranslation('app');
  const format = usePerKwhFormat();
  return (
    <DataTable
      caption={caption}
      stickyHead
      columns={[
        { key: 'name', label: t('prices.table.name') },
        { key: 'price', label: t('prices.table.price'), numeric: true },
        { key: 'emission', label: t('prices.table.emission'), numeric: true },
      ]}
    >
      {prices.map((price) => {
        const name =
          price.kind === 'tariff'
            ? t('prices.company.tariff_name', {
                family: t(`prices.tariff_families.${price.tariff_family}`),
              })
            : (price.name ?? '');
        const several = price.slots.length > 1;
        return (
          <tr key={price.id}>
            <td className="py-2 pr-3">
              <span className="font-medium text-neutral-900">{name}</span>{' '}
              <span className="ml-1 rounded bg-accent-50 px-1.5 py-0.5 text-xs font-medium text-accent-900">
                {t('prices.yours')}
              </span>
              {price.kind === 'custom' && (
                <span className="block text-xs text-neutral-600">{t('prices.table.custom')}</span>
              )}
              {several && (
                <ul className="mt-1 text-xs text-neutral-700">
                  {price.slots.map((slot) => (
                    <li key={slot.slot}>
                      {t(`prices.slots.${slot.slot}`)}:{' '}
                      <span className="tabular-nums">{format.perKwh(slot.price_eur_per_kwh)}</span>
                    </li>
                  ))}
                </ul>
              )}
            </td>
            <td className="py-2 pr-3 text-right align-top whitespace-nowrap tabular-nums">
              {format.perKwh(price.price_eur_per_kwh)}
              {several && (
                <span className="block text-xs text-neutral-600">{t('prices.company.average_note')}</span>
              )}
            </td>
            <td className="py-2 pr-3 text-right align-top whitespace-nowrap tabular-nums">
              {price.emission_kg_co2e_per_kwh === null
                ? t('prices.table.no_emission')
                : format.perKwh(price.emission_kg_co2e_per_kwh)}
            </td>
          </tr>
        );
      })}
    </DataTable>
  );
}

function DefaultsTable({ prices, caption }: { prices: EnergyPrice[]; caption: string }) {
  const { t } = useTranslation('app');
  const format = usePerKwhFormat();
  const referenceText = useReferenceText();
  const [opened, setOpened] = useState<string | null>(null);
  return (
    <DataTable
      caption={caption}
      stickyHead
      columns={[
        { key: 'country', label: t('prices.table.country') },
        { key: 'price', label: t('prices.table.price'), numeric: true },
        { key: 'emission', label: t('prices.table.emission'), numeric: true },
        { key: 'source', label: t('prices.table.source') },
      ]}
    >
      {prices.map((price) => {
        const country = format.country(price.country_code);
        const isOpen = opened === price.id;
        const reference = price.reference;
        const words = reference ? referenceText(reference) : null;
        return (
          <Fragment key={price.id}>
            <tr>
              <td className="py-2 pr-3 font-medium text-neutral-900">
                {country}
                {price.fallback && (
                  <span className="block text-xs font-normal text-neutral-600">
                    {t('prices.defaults.applied_from', { year: price.year })}
                  </span>
                )}
              </td>
              <td className="py-2 pr-3 text-right whitespace-nowrap tabular-nums">
                {format.perKwh(price.price_eur_per_kwh)}
              </td>
              <td className="py-2 pr-3 text-right whitespace-nowrap tabular-nums">
                {price.emission_kg_co2e_per_kwh === null
                  ? t('prices.table.no_emission')
                  : format.perKwh(price.emission_kg_co2e_per_kwh)}
              </td>
              <td className="py-2 pr-3">
                <span className="mr-2">
                  {reference ? `${reference.publisher} ${reference.dataset}` : price.name}
                </span>
                {reference && (
                  <Button
                    variant="ghost"
                    size="sm"
                    aria-expanded={isOpen}
                    aria-label={t('prices.table.show_source_of', { country })}
                    onClick={() => setOpened(isOpen ? null : price.id)}
                  >
                    {t('prices.table.show_source')}
                  </Button>
                )}
              </td>
            </tr>
            {isOpen && reference && words && (
              <tr>
                <td colSpan={4} className="bg-neutral-50 px-3 py-3">
                  <dl className="grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[max-content_1fr]">
                    {(
                      [
                        ['publisher', reference.publisher],
                        ['dataset', reference.dataset],
                        ['band', words.band],
                        ['taxes', words.taxes],
                        ['period', words.period],
                        ['licence', reference.licence],
                      ] as const
                    ).map(([key, value]) => (
                      <Fragment key={key}>
                        <dt className="font-medium text-neutral-700">{t(`prices.table.${key}`)}</dt>
                        <dd className="text-neutral-900">{value}</dd>
                      </Fragment>
                    ))}
                  </dl>
                </td>
              </tr>
            )}
          </Fragment>
        );
      })}
    </DataTable>
  );
}
