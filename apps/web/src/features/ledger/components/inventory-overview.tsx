import type { Site } from '@carbon/contracts/companies';
import type { Inventory } from '@carbon/contracts/ledger';
import { useQueries, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { InlineAlert } from '@/components/ui/alert';
import { buttonClasses } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Chart, SCOPE_COLORS, tonnesBarOption } from '@/components/ui/chart';
import { cellClasses as cell, DataTable, numberCellClasses as numberCell, tableLinkClasses as linkClasses } from '@/components/ui/data-table';
import { EmptyState } from '@/components/ui/empty-state';
import { ScopeBreakdownCard } from '@/components/ui/scope-breakdown-card';
import { SkeletonBlock } from '@/components/ui/skeleton';
import { useErrorText } from '@/lib/errors';
import { useFormatters } from '@/lib/use-locale';
import { categoriesQueryOptions, inventoryQueryOptions } from '../api/ledger-queries';
import { useCategoryName, useEmissionsFormat } from '../format';

export const TREND_YEARS = 5;
const TOP_CATEGORIES = 5;
const SCOPE1_PATH = '/scope1';
/** Scope 2 is the energy the sites buy: its lines are on the energy screen. */
const ENERGY_PATH = '/heating';
/** Scope 3 is recorded category by category from My company's Scope 3 panel (and /purchases, /packaging). */
const SCOPE3_PATH = '/topology';

/** Where a category's lines are recorded. */
function categoryPath(key: string, scope: number): string {
  if (scope === 1) return SCOPE1_PATH;
  if (scope === 2) return ENERGY_PATH;
  if (key === 'purchased_goods' || key === 'purchased_services' || key === 'capital_goods') return '/purchases';
  return SCOPE3_PATH;
}

interface InventoryOverviewProps {
  companyId: string;
  year: number;
  siteId: string | null;
  sites: Site[];
  /** Opens another year of the trend in the whole app (the top bar's year). */
  onSelectYear: (year: number) => void;
  onSelectSite: (siteId: string) => void;
}

function isEmpty(inventory: Inventory): boolean {
  return inventory.by_category.length === 0 && inventory.total_co2e_kg === 0 && inventory.total_co2e_kg_market === 0;
}

/** The dashboard's emission figures for a year: totals, scopes (scope 2 by both methods), categories, sites, trend. */
export function InventoryOverview({ companyId, year, siteId, sites, onSelectYear, onSelectSite }: InventoryOverviewProps) {
  const { t } = useTranslation('app');
  const { t: tCommon } = useTranslation();
  const errorText = useErrorText();
  const format = useFormatters();
  const emissions = useEmissionsFormat();
  const inventory = useQuery(inventoryQueryOptions(companyId, year, siteId));
  const categories = useQuery(categoriesQueryOptions());
  const categoryName = useCategoryName(categories.data?.categories);
  const years = Array.from({ length: TREND_YEARS }, (_, index) => year - (TREND_YEARS - 1) + index);
  const trend = useQueries({ queries: years.map((y) => inventoryQueryOptions(companyId, y, siteId)) });
  const trendData = trend.map((result) => result.data);
  const trendKey = JSON.stringify(trendData.map((data) => data?.by_scope ?? null));

  const data = inventory.data;
  const scopeRows = data
    ? [
        { key: 'scope1', label: t('dashboard.inventory.scope1'), value: data.by_scope.scope1, color: SCOPE_COLORS.scope1, to: SCOPE1_PATH },
        { key: 'scope2_location', label: t('dashboard.inventory.scope2_location'), value: data.by_scope.scope2_location, color: SCOPE_COLORS.scope2, to: ENERGY_PATH },
        { key: 'scope2_market', label: t('dashboard.inventory.scope2_market'), value: data.by_scope.scope2_market, color: SCOPE_COLORS.scope2Market, to: ENERGY_PATH },
        { key: 'scope3', label: t('dashboard.inventory.scope3'), value: data.by_scope.scope3, color: SCOPE_COLORS.scope3, to: SCOPE3_PATH },
      ]
    : [];
  const scopeKey = JSON.stringify(scopeRows.map((row) => [row.label, row.value]));

  const chartFrame = { unit: 't CO2e', decimals: 0, emissions, formatNumber: format.number };
  const scopeOption = useMemo(
    () =>
      tonnesBarOption({
        ...chartFrame,
        categories: scopeRows.map((row) => row.label),
        wrapLabels: true,
        series: [{ data: scopeRows.map((row) => ({ value: row.value / 1000, itemStyle: { color: row.color } })) }],
      }),
    // scopeKey stands for the rows, which are rebuilt on every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [scopeKey, emissions, format],
  );

  const top = data ? [...data.by_category].sort((a, b) => b.co2e_kg - a.co2e_kg).slice(0, TOP_CATEGORIES) : [];
  const trendOption = useMemo(
    () =>
      tonnesBarOption({
        ...chartFrame,
        categories: years.map(String),
        series: (
          [
            ['scope1', t('dashboard.inventory.scope1'), SCOPE_COLORS.scope1],
            ['scope2_location', t('dashboard.inventory.scope2_location'), SCOPE_COLORS.scope2],
            ['scope3', t('dashboard.inventory.scope3'), SCOPE_COLORS.scope3],
          ] as const
        ).map(([key, name, color]) => ({
          stack: 'total',
          name,
          itemStyle: { color },
          data: trendData.map((item) => (item ? item.by_scope[key] / 1000 : null)),
        })),
      }),
    // trendKey stands for the five answers.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [trendKey, year, emissions, format, t],
  );

  if (inventory.isError) {
    return (
      <Card title={t('dashboard.emissions.title', { year })}>
        <InlineAlert retryLabel={tCommon('actions.retry')} onRetry={() => void inventory.refetch()}>
          {errorText(inventory.error)}
        </InlineAlert>
      </Card>
    );
  }
  if (!data) {
    return (
      <Card title={t('dashboard.emissions.title', { year })}>
        <SkeletonBlock label={tCommon('status.loading')} lines={5} />
      </Card>
    );
  }
  if (isEmpty(data)) {
    return (
      <Card title={t('dashboard.emissions.title', { year })}>
        <EmptyState
          title={t('dashboard.emissions.empty_title', { year })}
          action={
            <Link to={SCOPE1_PATH} className={buttonClasses('primary', 'sm')}>
              {t('dashboard.inventory.record_scope1')}
            </Link>
          }
        >
          {t('dashboard.inventory.empty_body')}
        </EmptyState>
      </Card>
    );
  }

  const uncertainty = data.uncertainty_percent;
  const siteName = (id: string) => sites.find((site) => site.id === id)?.name ?? id;
  const siteTotal = data.by_site.reduce((sum, row) => sum + row.co2e_kg, 0);

  return (
    <div className="space-y-6">
      <Card title={t('dashboard.emissions.title', { year })} description={siteId ? siteName(siteId) : t('ledger.all_sites')}>
        <div className="grid gap-6 sm:grid-cols-3">
          <div>
            <p className="text-xs font-medium tracking-wide text-neutral-600 uppercase">{t('dashboard.inventory.total_location')}</p>
            <p className="mt-1 text-3xl font-semibold text-neutral-900 tabular-nums" data-testid="inventory-total">
              {emissions(data.total_co2e_kg)}
            </p>
            <p className="mt-1 text-xs text-neutral-600">{t('dashboard.inventory.total_location_note')}</p>
          </div>
          <div>
            <p className="text-xs font-medium tracking-wide text-neutral-600 uppercase">{t('dashboard.inventory.total_market')}</p>
            <p className="mt-1 text-2xl font-semibold text-neutral-900 tabular-nums" data-testid="inventory-total-market">
              {emissions(data.total_co2e_kg_market)}
            </p>
            <p className="mt-1 text-xs text-neutral-600">{t('dashboard.inventory.total_market_note')}</p>
          </div>
          <div>
            <p className="text-xs font-medium tracking-wide text-neutral-600 uppercase">{t('dashboard.inventory.uncertainty')}</p>
            {uncertainty === null ? (
              <p className="mt-1 text-neutral-700">{t('dashboard.inventory.uncertainty_unknown')}</p>
            ) : (
              <>
                <p className="mt-1 text-2xl font-semibold text-neutral-900 tabular-nums">{t('ledger.uncertainty_value', { value: format.number(uncertainty, 0) })}</p>
                <p className="mt-1 text-xs text-neutral-600 tabular-nums">
                  {t('dashboard.inventory.uncertainty_range', {
                    low: emissions(Math.max(0, data.total_co2e_kg * (1 - uncertainty / 100))),
                    high: emissions(data.total_co2e_kg * (1 + uncertainty / 100)),
                  })}
                </p>
              </>
            )}
          </div>
        </div>
      </Card>

      <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
        <ScopeBreakdownCard
          title={t('dashboard.inventory.by_scope')}
          chartLabel={t('dashboard.inventory.by_scope_chart', { year })}
          option={scopeOption}
          testIdPrefix="inventory"
          rows={scopeRows.map((row) => ({
            ...row,
            figure: emissions(row.value),
            link: row.to ? { to: row.to, label: t('dashboard.inventory.open_entries', { name: row.label, value: emissions(row.value) }) } : null,
          }))}
        />

        <Card title={t('dashboard.inventory.top_categories')}>
          <DataTable
            caption={t('dashboard.inventory.top_categories')}
            columns={[
              { key: 'category', label: t('dashboard.inventory.category') },
              { key: 'scope', label: t('dashboard.inventory.scope') },
              { key: 'emissions', label: t('ledger.table.emissions'), numeric: true },
              { key: 'share', label: t('dashboard.inventory.share'), numeric: true },
            ]}
          >
            {top.map((row) => (
              <tr key={row.key}>
                <th scope="row" className={`${cell} font-normal`}>
                  <Link to={categoryPath(row.key, row.scope)} className={linkClasses}>
                    {categoryName(row.key)}
                  </Link>
                </th>
                <td className={cell}>{t('dashboard.inventory.scope_n', { scope: row.scope })}</td>
                <td className={numberCell}>{emissions(row.co2e_kg)}</td>
                <td className={numberCell}>{data.total_co2e_kg > 0 ? format.percent((row.co2e_kg / data.total_co2e_kg) * 100) : '—'}</td>
              </tr>
            ))}
          </DataTable>
        </Card>
      </div>

      <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
        <Card title={t('dashboard.inventory.trend')} description={t('dashboard.inventory.trend_note')}>
          <Chart option={trendOption} label={t('dashboard.inventory.trend_chart', { from: years[0], to: year })} />
          <DataTable
            caption={t('dashboard.inventory.trend')}
            columns={[
              { key: 'year', label: t('dashboard.inventory.year') },
              { key: 'location', label: t('dashboard.inventory.total_location'), numeric: true },
              { key: 'market', label: t('dashboard.inventory.total_market'), numeric: true },
            ]}
          >
            {years.map((y, index) => {
              const result = trend[index];
              const item = result?.data;
              return (
                <tr key={y}>
                  <th scope="row" className={`${cell} font-normal`}>
                    {y === year ? (
                      <span className="font-semibold">{y}</span>
                    ) : (
                      <button type="button" className={linkClasses} onClick={() => onSelectYear(y)} aria-label={t('dashboard.inventory.open_year', { year: y })}>
                        {y}
                      </button>
                    )}
                  </th>
                  <td className={numberCell}>{item ? emissions(item.total_co2e_kg) : result?.isError ? t('dashboard.inventory.unavailable') : '…'}</td>
                  <td className={numberCell}>{item ? emissions(item.total_co2e_kg_market) : result?.isError ? t('dashboard.inventory.unavailable') : '…'}</td>
                </tr>
              );
            })}
          </DataTable>
        </Card>

        <Card title={t('dashboard.inventory.by_site')}>
          {data.by_site.length === 0 ? (
            <p className="text-sm text-neutral-700">{t('dashboard.inventory.no_sites')}</p>
          ) : (
            <DataTable
              caption={t('dashboard.inventory.by_site')}
              columns={[
                { key: 'site', label: t('ledger.table.site') },
                { key: 'emissions', label: t('ledger.table.emissions'), numeric: true },
                { key: 'share', label: t('dashboard.inventory.share'), numeric: true },
              ]}
            >
              {[...data.by_site]
                .sort((a, b) => b.co2e_kg - a.co2e_kg)
                .map((row) => (
                  <tr key={row.site_id}>
                    <th scope="row" className={`${cell} font-normal`}>
                      {siteId === row.site_id ? (
                        siteName(row.site_id)
                      ) : (
                        <button
                          type="button"
                          className={linkClasses}
                          onClick={() => onSelectSite(row.site_id)}
                          aria-label={t('dashboard.inventory.open_site', { site: siteName(row.site_id) })}
                        >
                          {siteName(row.site_id)}
                        </button>
                      )}
                    </th>
                    <td className={numberCell}>{emissions(row.co2e_kg)}</td>
                    <td className={numberCell}>{siteTotal > 0 ? format.percent((row.co2e_kg / siteTotal) * 100) : '—'}</td>
                  </tr>
                ))}
            </DataTable>
          )}
        </Card>
      </div>
    </div>
  );
}
