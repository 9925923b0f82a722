import type { BegesGases, BegesModel, GhgInventoryModel, ProductReportModel, ReportCategoryLine, ReportDataset, ReportEntry, ReportFactor } from '@carbon/contracts/reports';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { InlineAlert } from '@/components/ui/alert';
import { Card } from '@/components/ui/card';
import { Chart, SCOPE_COLORS, tonnesBarOption } from '@/components/ui/chart';
import { cellClasses, DataTable, numberCellClasses } from '@/components/ui/data-table';
import { EmptyState } from '@/components/ui/empty-state';
import { SkeletonBlock } from '@/components/ui/skeleton';
import { useEmissionsFormat } from '@/lib/emissions-format';
import { useFormatters } from '@/lib/use-locale';
import { reportPreviewQueryOptions } from '../api/report-queries';
import { isReportRefusal, useReportErrorText } from '../errors';
import { useReportsKit } from '../reports-kit';
import type { ReportChoice } from './export-card';
import { EntriesDetail, Figure, SumDetail } from './figure-detail';
import { ScenariosPreview } from './scenarios-preview';

/**
 * What the chosen report says, on screen and on every plan (the Free plan sees reports, it cannot export them):
 * GET /reports/preview in the document's chosen language, each figure opening to how it was made.
 */
export function ReportPreview({ companyId, choice }: { companyId: string; choice: ReportChoice }) {
  const { t } = useTranslation('reports');
  const errorText = useReportErrorText();
  // The document's texts (titles, category and item names) come in the language chosen for the file, so the screen
  // shows what the file will say; the screen's own labels stay in the interface's language.
  const preview = useQuery(
    reportPreviewQueryOptions({
      companyId,
      year: choice.year,
      kind: choice.kind,
      locale: choice.locale,
      productId: choice.kind === 'product' ? choice.productId : null,
    }),
  );
  const title = t('preview.title');

  if (choice.kind === 'product' && !choice.productId) {
    return (
      <Card title={title}>
        <EmptyState title={t('preview.choose_product')} />
      </Card>
    );
  }
  if (preview.isError) {
    // A refusal of the choice (e.g. a server without the scenarios report) is information, not a fault to retry.
    const refusal = isReportRefusal(preview.error);
    return (
      <Card title={title}>
        {refusal ? (
          <InlineAlert tone="info">{errorText(preview.error)}</InlineAlert>
        ) : (
          <InlineAlert onRetry={() => void preview.refetch()} retryLabel={t('actions.retry')}>
            {errorText(preview.error)}
          </InlineAlert>
        )}
      </Card>
    );
  }
  const model = preview.data;
  // The previous choice's answer stays on screen while the next one loads (placeholder data): only a match shows.
  if (!model || preview.isPlaceholderData || model.kind !== choice.kind) {
    return (
      <Card title={title}>
        <SkeletonBlock label={t('preview.loading')} lines={6} />
      </Card>
    );
  }
  if (model.kind === 'ghg_inventory') return <GhgInventoryPreview model={model} />;
  if (model.kind === 'beges') return <BegesPreview model={model} />;
  if (model.kind === 'scenarios') return <ScenariosPreview model={model} />;
  return <ProductPreview model={model} />;
}

/** The entries of the preview that make a figure. */
function entriesWhere(entries: readonly ReportEntry[], keep: (entry: ReportEntry) => boolean): ReportEntry[] {
  return entries.filter(keep);
}

function PreviewHeader({ title, companyName, year }: { title: string; companyName: string; year: number }) {
  const { t } = useTranslation('reports');
  return (
    <div>
      <h2 className="text-xl font-semibold text-neutral-900">{title}</h2>
      <p className="text-neutral-700">{t('preview.subtitle', { company: companyName, year })}</p>
    </div>
  );
}

function GhgInventoryPreview({ model }: { model: GhgInventoryModel }) {
  const { t } = useTranslation('reports');
  const format = useFormatters();
  const emissions = useEmissionsFormat();
  const { totals } = model;
  const sum = (lines: readonly ReportCategoryLine[]) => lines.map((line) => ({ name: line.name, kg: line.co2e_kg }));
  const sumMarket = (lines: readonly ReportCategoryLine[]) => lines.map((line) => ({ name: line.name, kg: line.co2e_kg_market ?? line.co2e_kg }));
  const scope3Parts = model.scope3.filter((category) => category.co2e_kg !== 0).map((category) => ({ name: category.name, kg: category.co2e_kg }));
  const scopes = [
    { key: 'scope1', name: t('scopes.scope1'), kg: totals.scope1_kg, parts: sum(model.scope1), color: SCOPE_COLORS.scope1 },
    { key: 'scope2_location', name: t('scopes.scope2_location'), kg: totals.scope2_location_kg, parts: sum(model.scope2), color: SCOPE_COLORS.scope2 },
    { key: 'scope2_market', name: t('scopes.scope2_market'), kg: totals.scope2_market_kg, parts: sumMarket(model.scope2), color: SCOPE_COLORS.scope2Market },
    { key: 'scope3', name: t('scopes.scope3'), kg: totals.scope3_kg, parts: scope3Parts, color: SCOPE_COLORS.scope3 },
  ];
  // The same charts as the dashboard's (and the PDF's): by scope, and the years side by side.
  const chartFrame = { unit: 't CO2e', decimals: 0, emissions, formatNumber: format.number };
  const scopeKey = JSON.stringify(scopes.map((scope) => [scope.name, scope.kg]));
  const scopeOption = useMemo(
    () =>
      tonnesBarOption({
        ...chartFrame,
        categories: scopes.map((scope) => scope.name),
        wrapLabels: true,
        series: [{ data: scopes.map((scope) => ({ value: scope.kg / 1000, itemStyle: { color: scope.color } })) }],
      }),
    // scopeKey stands for the rows, which are rebuilt on every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [scopeKey, emissions, format],
  );
  const trendKey = JSON.stringify(model.trend);
  const trendOption = useMemo(
    () =>
      tonnesBarOption({
        ...chartFrame,
        categories: model.trend.map((item) => String(item.period_year)),
        series: (
          [
            ['scope1_kg', t('scopes.scope1'), SCOPE_COLORS.scope1],
            ['scope2_location_kg', t('scopes.scope2_location'), SCOPE_COLORS.scope2],
            ['scope3_kg', t('scopes.scope3'), SCOPE_COLORS.scope3],
          ] as const
        ).map(([key, name, color]) => ({ stack: 'total', name, itemStyle: { color }, data: model.trend.map((item) => item[key] / 1000) })),
      }),
    // trendKey stands for the years.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [trendKey, emissions, format, t],
  );
  // The preview lists every entry of a small inventory, only the largest of a big one (REPORT_PREVIEW_MAX_ENTRIES).
  const complete = model.entries.length === model.entry_count;
  const categoryRows = [...model.scope1.map((line) => ({ line, scope: 1 as const })), ...model.scope2.map((line) => ({ line, scope: 2 as const }))];

  return (
    <section aria-label={t('preview.title')} className="space-y-6">
      <PreviewHeader title={model.title} companyName={model.company.name} year={model.period_year} />

      <Card title={t('ghg.totals')} description={t('ghg.totals_note')}>
        <dl className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          <div>
            <dt className="text-xs font-medium tracking-wide text-neutral-600 uppercase">{t('ghg.total_location')}</dt>
            <dd className="mt-1 text-2xl" data-testid="report-total">
              <Figure kg={totals.total_co2e_kg} name={t('ghg.total_location')}>
                <SumDetail parts={[scopes[0]!, scopes[1]!, scopes[3]!]} totalKg={totals.total_co2e_kg} />
              </Figure>
            </dd>
          </div>
          <div>
            <dt className="text-xs font-medium tracking-wide text-neutral-600 uppercase">{t('ghg.total_market')}</dt>
            <dd className="mt-1 text-2xl">
              <Figure kg={totals.total_co2e_kg_market} name={t('ghg.total_market')}>
                <SumDetail parts={[scopes[0]!, scopes[2]!, scopes[3]!]} totalKg={totals.total_co2e_kg_market} />
              </Figure>
            </dd>
          </div>
          <div>
            <dt className="text-xs font-medium tracking-wide text-neutral-600 uppercase">{t('ghg.uncertainty')}</dt>
            <dd className="mt-1 tabular-nums">
              {totals.uncertainty_percent === null || totals.low_co2e_kg === null || totals.high_co2e_kg === null
                ? t('ghg.uncertainty_unknown')
                : t('ghg.uncertainty_range', {
                    percent: format.number(totals.uncertainty_percent, 0),
                    low: emissions(totals.low_co2e_kg),
                    high: emissions(totals.high_co2e_kg),
                  })}
            </dd>
          </div>
          <div>
            <dt className="text-xs font-medium tracking-wide text-neutral-600 uppercase">{t('ghg.change')}</dt>
            <dd className="mt-1 tabular-nums">
              {model.previous === null || model.change_percent === null
                ? t('ghg.no_previous')
                : t('ghg.change_value', {
                    change: `${model.change_percent > 0 ? '+' : ''}${format.number(model.change_percent, 1)}`,
                    year: model.previous.period_year,
                    previous: emissions(model.previous.total_co2e_kg),
                  })}
            </dd>
          </div>
          <div>
            <dt className="text-xs font-medium tracking-wide text-neutral-600 uppercase">{t('ghg.per_employee')}</dt>
            <dd className="mt-1 tabular-nums">
              {model.intensity.kg_per_employee === null || model.intensity.employees === null
                ? t('ghg.intensity_unknown')
                : t('ghg.intensity_employee', {
                    value: emissions(model.intensity.kg_per_employee),
                    employees: format.integer(model.intensity.employees),
                  })}
            </dd>
          </div>
          <div>
            <dt className="text-xs font-medium tracking-wide text-neutral-600 uppercase">{t('ghg.per_revenue')}</dt>
            <dd className="mt-1 tabular-nums">
              {model.intensity.kg_per_million_eur === null || model.intensity.annual_revenue_eur === null
                ? t('ghg.intensity_unknown')
                : t('ghg.intensity_revenue', {
                    value: emissions(model.intensity.kg_per_million_eur),
                    revenue: format.currency(model.intensity.annual_revenue_eur),
                  })}
            </dd>
          </div>
        </dl>
      </Card>

      <Card title={t('ghg.by_scope')} description={t('ghg.by_scope_note')}>
        <Chart option={scopeOption} label={t('ghg.by_scope_chart', { year: model.period_year })} />
        <DataTable
          caption={t('ghg.by_scope')}
          columns={[
            { key: 'scope', label: t('columns.scope') },
            { key: 'emissions', label: t('columns.emissions'), numeric: true },
          ]}
        >
          {scopes.map((scope) => (
            <tr key={scope.key}>
              <th scope="row" className={`${cellClasses} font-normal`}>
                <span aria-hidden="true" className="mr-2 inline-block size-2.5 rounded-sm" style={{ backgroundColor: scope.color }} />
                {scope.name}
              </th>
              <td className={numberCellClasses}>
                <Figure kg={scope.kg} name={scope.name} testId={`report-${scope.key}`}>
                  <SumDetail parts={scope.parts} totalKg={scope.kg} />
                </Figure>
              </td>
            </tr>
          ))}
        </DataTable>
      </Card>

      <Card title={t('ghg.scope12')}>
        {categoryRows.length === 0 ? (
          <p className="text-neutral-700">{t('ghg.no_entries')}</p>
        ) : (
          <DataTable
            caption={t('ghg.scope12')}
            columns={[
              { key: 'category', label: t('columns.category') },
              { key: 'scope', label: t('columns.scope') },
              { key: 'entries', label: t('columns.entries'), numeric: true },
              { key: 'location', label: t('columns.emissions_location'), numeric: true },
              { key: 'market', label: t('columns.emissions_market'), numeric: true },
            ]}
          >
            {categoryRows.map(({ line, scope }) => (
              <CategoryRow key={line.category} line={line} scope={scope} entries={model.entries} />
            ))}
          </DataTable>
        )}
      </Card>

      <Card title={t('ghg.scope3')} description={t('ghg.scope3_note')}>
        <DataTable
          caption={t('ghg.scope3')}
          columns={[
            { key: 'number', label: t('columns.number'), numeric: true },
            { key: 'category', label: t('columns.category') },
            { key: 'status', label: t('columns.status') },
            { key: 'emissions', label: t('columns.emissions'), numeric: true },
          ]}
        >
          {model.scope3.map((category) => {
            const factors = distinctFactors(category.lines.flatMap((line) => line.factors));
            return (
              <tr key={category.number} data-testid="scope3-category">
                <td className={numberCellClasses}>{category.number}</td>
                <th scope="row" className={`${cellClasses} font-normal`}>
                  {category.name}
                </th>
                <td className={cellClasses}>
                  {t(`scope3_status.${category.status}`)}
                  {category.reason && <span className="block text-neutral-600">{t('ghg.reason', { reason: category.reason })}</span>}
                </td>
                <td className={numberCellClasses}>
                  {category.status === 'recorded' ? (
                    <Figure kg={category.co2e_kg} name={category.name}>
                      {category.lines.length > 1 && <SumDetail parts={sum(category.lines)} totalKg={category.co2e_kg} />}
                      <EntriesDetail
                        entries={entriesWhere(model.entries, (entry) => entry.scope === 3 && entry.scope3_category === category.number)}
                        count={category.entries}
                        factors={factors}
                      />
                    </Figure>
                  ) : (
                    '—'
                  )}
                </td>
              </tr>
            );
          })}
        </DataTable>
      </Card>

      <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
        <Card title={t('ghg.boundary')} description={t(`consolidation.${model.boundary.consolidation_approach}`)}>
          {model.boundary.sites.length === 0 ? (
            <p className="text-neutral-700">{t('ghg.no_sites')}</p>
          ) : (
            <DataTable
              caption={t('ghg.boundary')}
              columns={[
                { key: 'site', label: t('columns.site') },
                { key: 'country', label: t('columns.country') },
                { key: 'emissions', label: t('columns.emissions_location'), numeric: true },
              ]}
            >
              {model.boundary.sites.map((site) => (
                <tr key={site.id}>
                  <th scope="row" className={`${cellClasses} font-normal`}>
                    {site.name}
                  </th>
                  <td className={cellClasses}>{site.country}</td>
                  <td className={numberCellClasses}>
                    <Figure kg={site.co2e_kg} name={site.name}>
                      <EntriesDetail
                        entries={entriesWhere(model.entries, (entry) => entry.site_id === site.id)}
                        count={complete ? entriesWhere(model.entries, (entry) => entry.site_id === site.id).length : null}
                      />
                    </Figure>
                  </td>
                </tr>
              ))}
            </DataTable>
          )}
        </Card>

        <Card title={t('ghg.trend')}>
          {model.trend.length > 1 && <Chart option={trendOption} label={t('ghg.trend_chart', { from: model.trend[0]!.period_year, to: model.period_year })} />}
          <DataTable
            caption={t('ghg.trend')}
            columns={[
              { key: 'year', label: t('columns.year') },
              { key: 'location', label: t('columns.total_location'), numeric: true },
              { key: 'market', label: t('columns.total_market'), numeric: true },
            ]}
          >
            {model.trend.map((year) => (
              <tr key={year.period_year}>
                <th scope="row" className={`${cellClasses} font-normal`}>
                  {year.period_year}
                </th>
                <td className={numberCellClasses}>{emissions(year.total_co2e_kg)}</td>
                <td className={numberCellClasses}>{emissions(year.total_co2e_kg_market)}</td>
              </tr>
            ))}
          </DataTable>
        </Card>
      </div>

      <Methodology gwp={model.methodology.gwp} datasets={model.methodology.datasets} />
      {model.entries.length < model.entry_count && <p className="text-sm text-neutral-700">{t('preview.entries_note', { count: model.entry_count, shown: model.entries.length })}</p>}
    </section>
  );
}

/** One category of scope 1 or 2: its location-based figure and, for scope 2, the market-based one. */
function CategoryRow({ line, scope, entries }: { line: ReportCategoryLine; scope: 1 | 2; entries: readonly ReportEntry[] }) {
  const mine = entriesWhere(entries, (entry) => entry.category === line.category);
  const { t } = useTranslation('reports');
  return (
    <tr>
      <th scope="row" className={`${cellClasses} font-normal`}>
        {line.name}
      </th>
      <td className={cellClasses}>{t('scope_n', { scope })}</td>
      <td className={numberCellClasses}>{line.entries}</td>
      <td className={numberCellClasses}>
        <Figure kg={line.co2e_kg} name={line.name}>
          <EntriesDetail entries={mine} count={line.entries} factors={line.factors} market={scope === 2} />
        </Figure>
      </td>
      <td className={numberCellClasses}>
        {line.co2e_kg_market === null ? (
          '—'
        ) : (
          <Figure kg={line.co2e_kg_market} name={t('figure.market_name', { name: line.name })}>
            <EntriesDetail entries={mine} count={line.entries} factors={line.factors} market />
          </Figure>
        )}
      </td>
    </tr>
  );
}

function distinctFactors(factors: readonly ReportFactor[]): ReportFactor[] {
  const seen = new Map<string, ReportFactor>();
  for (const factor of factors) seen.set(`${factor.source}|${factor.dataset_version ?? ''}|${factor.name ?? ''}|${factor.unit}`, factor);
  return [...seen.values()];
}

/** The sources behind the figures: dataset, version, licence and the attribution its licence asks for. */
function Methodology({ gwp, datasets }: { gwp?: string; datasets: readonly ReportDataset[] }) {
  const { t } = useTranslation('reports');
  const emissions = useEmissionsFormat();
  return (
    <Card title={t('methodology.title')} description={gwp ? t('methodology.gwp', { gwp }) : undefined}>
      {datasets.length === 0 ? (
        <p className="text-neutral-700">{t('methodology.none')}</p>
      ) : (
        <ul className="divide-y divide-neutral-200">
          {datasets.map((dataset) => (
            <li key={`${dataset.source}-${dataset.dataset_version ?? ''}`} className="py-2 text-sm">
              <p className="font-medium text-neutral-900">
                {dataset.title ?? dataset.source}
                {dataset.dataset_version && <span className="font-normal text-neutral-700"> · {t('methodology.version', { version: dataset.dataset_version })}</span>}
              </p>
              <p className="text-neutral-700">
                {t('methodology.usage', { count: dataset.entries, total: emissions(dataset.co2e_kg) })}
                {dataset.publisher && ` · ${dataset.publisher}`}
                {dataset.licence && ` · ${dataset.licence}`}
              </p>
              {dataset.attribution && <p className="text-neutral-600">{dataset.attribution}</p>}
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}

/** A column head in t CO2e: the unit keeps its case under the table's capitalised heads. */
function InTonnes({ label }: { label: string }) {
  return (
    <>
      {label} <span className="normal-case">(t CO2e)</span>
    </>
  );
}

function BegesPreview({ model }: { model: BegesModel }) {
  const { t } = useTranslation('reports');
  const format = useFormatters();
  const emissions = useEmissionsFormat();
  const tonnes = (value: number) => t('beges.tonnes', { value: format.number(value) });
  // The gas columns, t CO2e to the kilogram as in the documents; the unit is in their headers.
  const gasCells = (gases: BegesGases, bold = false) =>
    (['co2_fossil_t', 'ch4_t', 'n2o_t', 'other_t', 'not_split_t'] as const).map((key) => (
      <td key={key} className={`${numberCellClasses}${bold ? ' font-semibold' : ''}`} data-testid={`beges-${key}`}>
        {format.number(gases[key], 3)}
      </td>
    ));
  const biogenicCell = (gases: BegesGases, bold = false) => (
    <td className={`${numberCellClasses}${bold ? ' font-semibold' : ''}`} data-testid="beges-co2_biogenic_t">
      {format.number(gases.co2_biogenic_t, 3)}
    </td>
  );
  return (
    <section aria-label={t('preview.title')} className="space-y-6">
      <PreviewHeader title={model.title} companyName={model.company.name} year={model.period_year} />
      <Card title={t('beges.table')} description={model.method}>
        <DataTable
          caption={t('beges.table')}
          columns={[
            { key: 'code', label: t('columns.code') },
            { key: 'item', label: t('columns.item') },
            { key: 'ghg', label: t('columns.ghg_protocol') },
            { key: 'entries', label: t('columns.entries'), numeric: true },
            { key: 'co2_fossil', label: <InTonnes label={t('columns.co2_fossil')} />, numeric: true },
            { key: 'ch4', label: <InTonnes label={t('columns.ch4')} />, numeric: true },
            { key: 'n2o', label: <InTonnes label={t('columns.n2o')} />, numeric: true },
            { key: 'other_gases', label: <InTonnes label={t('columns.other_gases')} />, numeric: true },
            { key: 'not_split', label: <InTonnes label={t('columns.not_split')} />, numeric: true },
            { key: 'emissions', label: <InTonnes label={t('columns.emissions')} />, numeric: true },
            { key: 'co2_biogenic', label: <InTonnes label={t('columns.co2_biogenic')} />, numeric: true },
            { key: 'uncertainty', label: <InTonnes label={t('columns.uncertainty')} />, numeric: true },
          ]}
        >
          {model.categories.flatMap((category) => [
            <tr key={`c${category.number}`} className="bg-neutral-50">
              <th scope="row" colSpan={4} className={`${cellClasses} font-semibold`}>
                {t('beges.category', { number: category.number, name: category.name })}
              </th>
              {gasCells(category.gases, true)}
              <td className={`${numberCellClasses} font-semibold`}>
                <Figure kg={category.co2e_kg} name={category.name} text={tonnes(category.co2e_t)}>
                  <SumDetail parts={category.items.map((item) => ({ name: `${item.code} ${item.name}`, kg: item.co2e_kg }))} totalKg={category.co2e_kg} />
                </Figure>
              </td>
              {biogenicCell(category.gases, true)}
              <td className={numberCellClasses} />
            </tr>,
            ...category.items.map((item) => (
              <tr key={item.code} data-testid="beges-item">
                <td className={`${cellClasses} tabular-nums`}>{item.code}</td>
                <th scope="row" className={`${cellClasses} font-normal`}>
                  {item.name}
                </th>
                <td className={cellClasses}>{item.ghg_protocol}</td>
                <td className={numberCellClasses}>{item.entries}</td>
                {gasCells(item.gases)}
                <td className={numberCellClasses}>
                  {item.entries === 0 ? (
                    tonnes(item.co2e_t)
                  ) : (
                    <Figure kg={item.co2e_kg} name={`${item.code} ${item.name}`} text={tonnes(item.co2e_t)}>
                      <EntriesDetail entries={entriesWhere(model.entries, (entry) => entry.beges_item === item.code)} count={item.entries} />
                    </Figure>
                  )}
                </td>
                {biogenicCell(item.gases)}
                <td className={numberCellClasses}>{item.uncertainty_t === null ? '—' : tonnes(item.uncertainty_t)}</td>
              </tr>
            )),
          ])}
          <tr className="font-semibold">
            <th scope="row" colSpan={4} className={cellClasses}>
              {t('beges.total')}
            </th>
            {gasCells(model.total_gases)}
            <td className={numberCellClasses} data-testid="beges-total">
              <Figure kg={model.total_co2e_kg} name={t('beges.total')} text={tonnes(model.total_co2e_t)}>
                <SumDetail parts={model.categories.map((category) => ({ name: category.name, kg: category.co2e_kg }))} totalKg={model.total_co2e_kg} />
              </Figure>
            </td>
            {biogenicCell(model.total_gases)}
            <td className={numberCellClasses} />
          </tr>
        </DataTable>
        <p className="mt-3 text-sm text-neutral-700">{t('beges.gases_note')}</p>
        <p className="mt-3 text-sm text-neutral-700">{t('beges.market_note', { value: emissions(model.scope2_market_co2e_kg) })}</p>
      </Card>
      <Methodology gwp={model.methodology.gwp} datasets={model.methodology.datasets} />
      {model.entries.length < model.entry_count && <p className="text-sm text-neutral-700">{t('preview.entries_note', { count: model.entry_count, shown: model.entries.length })}</p>}
    </section>
  );
}

function ProductPreview({ model }: { model: ProductReportModel }) {
  const { t } = useTranslation('reports');
  const { FootprintView } = useReportsKit();
  return (
    <section aria-label={t('preview.title')} className="space-y-6">
      <PreviewHeader title={model.title} companyName={model.company.name} year={model.period_year} />
      <FootprintView name={model.product.name} unit={model.product.unit} footprint={model.footprint} />
      <Card title={t('product.method')} description={model.method.standard}>
        <dl className="space-y-3 text-sm">
          {model.method.statements.map((statement) => (
            <div key={statement.title}>
              <dt className="font-medium text-neutral-900">{statement.title}</dt>
              <dd className="text-neutral-700">{statement.text}</dd>
            </div>
          ))}
        </dl>
      </Card>
      <Methodology gwp={model.method.gwp} datasets={model.methodology.datasets} />
    </section>
  );
}
