import type { Analytics } from '@carbon/contracts/analytics';
import type { Site } from '@carbon/contracts/companies';
import type { AccountingCategoryDto, Project } from '@carbon/contracts/ledger';
import type { Product } from '@carbon/contracts/products';
import type { EChartsCoreOption } from 'echarts/core';
import { useQuery } from '@tanstack/react-query';
import { useId, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { InlineAlert } from '@/components/ui/alert';
import { buttonClasses } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Chart, SCOPE_COLORS, tonnesBarOption } from '@/components/ui/chart';
import { cellClasses as cell, DataTable, numberCellClasses as numberCell, tableLinkClasses as linkClasses } from '@/components/ui/data-table';
import { EmptyState } from '@/components/ui/empty-state';
import { ScopeBreakdownCard } from '@/components/ui/scope-breakdown-card';
import { SelectField } from '@/components/ui/field';
import { SkeletonBlock } from '@/components/ui/skeleton';
import { useCategoryName, useEmissionsFormat } from '@/lib/emissions-format';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useFormatters } from '@/lib/use-locale';
import { analyticsQueryOptions } from '../api/analytics-queries';

export const TOP_CATEGORIES = 5;
const SCOPE1_PATH = '/scope1';
/** The inventory breakdown (by scope, category and site) of the dashboard: what makes a scope with no screen yet. */
const INVENTORY_PATH = '/dashboard';

export type AnalyticsView = 'total' | 'per_employee' | 'per_unit';
type ScopeKey = 'scope1' | 'scope2_location' | 'scope2_market' | 'scope3';

interface AnalyticsPageProps {
  companyId: string;
  companyName: string;
  year: number;
  onYearChange: (year: number) => void;
  sites: Site[];
  siteId: string | null;
  onSiteChange: (siteId: string | null) => void;
  /** The years the year filter offers, newest first. */
  years: readonly number[];
  /** The company's projects; undefined while they load. */
  projects: readonly Project[] | undefined;
  /** The taxonomy, for category names; undefined while it loads (the keys stand in). */
  categories: readonly AccountingCategoryDto[] | undefined;
  /** The company's products, whose annual production volume the per-unit view divides by; undefined while they load. */
  products: readonly UnitProduct[] | undefined;
}

/** What the per-unit view needs of a product. */
export type UnitProduct = Pick<Product, 'id' | 'name' | 'unit' | 'annual_production_volume'>;

function pathOfScope(scope: number): string {
  return scope === 1 ? SCOPE1_PATH : INVENTORY_PATH;
}

/**
 * Analytics (/analytics, issue 9 §3): filters (company, site, project, product, year), the year by scope, its
 * top categories and the year before, as totals, per employee or per unit of a product. The per-unit view divides
 * the selection's emissions by the chosen product's annual production volume (SPEC section 5: it needs a production
 * volume on the product): an intensity that attributes every emission of the selection to that product, which the
 * page says. Every figure links to what makes it: the scope
 * screen's entries, or the dashboard's inventory breakdown for scopes whose screens do not exist yet.
 */
export function AnalyticsPage({ companyId, companyName, year, onYearChange, sites, siteId, onSiteChange, years, projects, categories, products }: AnalyticsPageProps) {
  const { t } = useTranslation('app');
  const { t: tCommon } = useTranslation();
  const format = useFormatters();
  const emissions = useEmissionsFormat();
  const viewName = useId();
  useDocumentTitle(t('analytics.document_title'));
  const [projectId, setProjectId] = useState<string | null>(null);
  const [view, setView] = useState<AnalyticsView>('total');
  const [productId, setProductId] = useState<string | null>(null);

  const categoryName = useCategoryName(categories);
  const analytics = useQuery(analyticsQueryOptions({ companyId, year, siteId, projectId }));
  const data = analytics.data;

  const employees = data?.employees ?? null;
  const perEmployee = view === 'per_employee';
  const perUnit = view === 'per_unit';
  const product = products?.find((candidate) => candidate.id === productId) ?? null;
  const volume = product?.annual_production_volume ?? null;
  const unitsKnown = product !== null && volume !== null && volume > 0;
  const blocked = (perUnit && !unitsKnown) || (perEmployee && (employees === null || employees <= 0));
  const divisor = perEmployee && employees ? employees : perUnit && unitsKnown ? volume : 1;
  const scaled = (kg: number) => kg / divisor;
  const figure = (kg: number) =>
    perEmployee
      ? t('analytics.per_employee_value', { value: emissions(scaled(kg)) })
      : perUnit
        ? t('analytics.per_unit_value', { value: emissions(scaled(kg)), unit: product?.unit ?? '' })
        : emissions(kg);
  const difference = (current: number, previous: number) => {
    const diff = scaled(current) - scaled(previous);
    if (diff === 0) return emissions(0);
    return `${diff > 0 ? '+' : '−'}${emissions(Math.abs(diff))}`;
  };
  const change = (current: number, previous: number) => {
    if (previous === 0) return current === 0 ? format.percent(0) : t('analytics.no_previous');
    const value = ((current - previous) / previous) * 100;
    return `${value > 0 ? '+' : value < 0 ? '−' : ''}${format.percent(Math.abs(value))}`;
  };

  const scopeLabel = (key: ScopeKey) => t(`dashboard.inventory.${key}`);
  const scopeRows = data
    ? (
        [
          ['scope1', 1, SCOPE_COLORS.scope1],
          ['scope2_location', 2, SCOPE_COLORS.scope2],
          ['scope2_market', 2, SCOPE_COLORS.scope2Market],
          ['scope3', 3, SCOPE_COLORS.scope3],
        ] as const
      ).map(([key, scope, color]) => ({
        key,
        label: scopeLabel(key),
        color,
        to: pathOfScope(scope),
        current: data.current.by_scope[key],
        previous: data.previous.by_scope[key],
      }))
    : [];
  const chartKey = JSON.stringify([scopeRows.map((row) => [row.label, scaled(row.current), scaled(row.previous)]), view]);
  const unit = perEmployee
    ? t('analytics.chart_unit_per_employee')
    : perUnit
      ? t('analytics.chart_unit_per_unit', { unit: product?.unit ?? '' })
      : 't CO2e';

  const chartFrame = { categories: scopeRows.map((row) => row.label), unit, decimals: 1, emissions, formatNumber: format.number, wrapLabels: true };
  const scopeOption = useMemo(
    () => tonnesBarOption({ ...chartFrame, series: [{ data: scopeRows.map((row) => ({ value: scaled(row.current) / 1000, itemStyle: { color: row.color } })) }] }),
    // chartKey stands for the rows, which are rebuilt on every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [chartKey, emissions, format],
  );
  const yearOption = useMemo(
    () =>
      tonnesBarOption({
        ...chartFrame,
        series: [
          { name: String(year - 1), itemStyle: { color: '#a3a3a3' }, data: scopeRows.map((row) => scaled(row.previous) / 1000) },
          { name: String(year), itemStyle: { color: '#0f766e' }, data: scopeRows.map((row) => scaled(row.current) / 1000) },
        ],
      }),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [chartKey, year, emissions, format],
  );

  const siteOptions = sites.map((site) => ({ value: site.id, label: site.name }));
  const projectOptions = (projects ?? []).map((project) => ({ value: project.id, label: project.name }));
  const productOptions = (products ?? []).map((candidate) => ({ value: candidate.id, label: candidate.name }));
  const entityName = siteId ? (sites.find((site) => site.id === siteId)?.name ?? companyName) : companyName;

  const filters = (
    <Card title={t('analytics.filters.title')}>
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-5">
        <SelectField label={t('analytics.filters.company')} options={[{ value: companyId, label: companyName }]} value={companyId} disabled onChange={() => undefined} />
        <SelectField
          label={t('analytics.filters.site')}
          placeholder={t('analytics.filters.all_sites')}
          options={siteOptions}
          value={siteId ?? ''}
          onChange={(event) => onSiteChange(event.target.value || null)}
        />
        <SelectField
          label={t('analytics.filters.project')}
          placeholder={t('analytics.filters.all_projects')}
          options={projectOptions}
          value={projectId ?? ''}
          onChange={(event) => setProjectId(event.target.value || null)}
          hint={projects && projectOptions.length === 0 ? t('analytics.filters.no_projects') : undefined}
        />
        <SelectField
          label={t('analytics.filters.product')}
          placeholder={t('analytics.filters.no_product')}
          options={productOptions}
          value={productId ?? ''}
          onChange={(event) => setProductId(event.target.value || null)}
          hint={products && productOptions.length === 0 ? t('analytics.filters.no_products') : t('analytics.filters.product_hint')}
        />
        <SelectField
          label={t('analytics.filters.year')}
          options={years.map((y) => ({ value: String(y), label: String(y) }))}
          value={String(year)}
          onChange={(event) => onYearChange(Number(event.target.value))}
        />
      </div>
      <fieldset className="mt-4">
        <legend className="text-sm font-medium text-neutral-900">{t('analytics.view.label')}</legend>
        <div className="mt-2 flex flex-wrap gap-4">
          {(['total', 'per_employee', 'per_unit'] as const).map((value) => (
            <label key={value} className="flex items-center gap-2 text-sm text-neutral-800">
              <input type="radio" name={viewName} value={value} checked={view === value} onChange={() => setView(value)} className="size-4 accent-accent-700" />
              {t(`analytics.view.${value}`)}
            </label>
          ))}
        </div>
      </fieldset>
    </Card>
  );

  let content: ReactNode;
  if (analytics.isError) {
    content = (
      <InlineAlert retryLabel={tCommon('actions.retry')} onRetry={() => void analytics.refetch()}>
        {t('analytics.load_error')}
      </InlineAlert>
    );
  } else if (!data) {
    content = <SkeletonBlock label={tCommon('status.loading')} lines={6} />;
  } else if (perUnit && !unitsKnown) {
    content = (
      <InlineAlert tone="info" title={t('analytics.per_unit.title')}>
        <p>{t('analytics.per_unit.needs_volume')}</p>
        <p className="mt-1">
          {product ? (
            <>
              {t('analytics.per_unit.missing_volume', { name: product.name })}{' '}
              <Link to={`/products/edit/${product.id}`} className={linkClasses}>
                {t('analytics.per_unit.open_product')}
              </Link>
            </>
          ) : (
            t('analytics.per_unit.choose_product')
          )}
        </p>
      </InlineAlert>
    );
  } else if (blocked) {
    content = (
      <InlineAlert tone="info" title={t('analytics.per_employee.title')}>
        <p>{t('analytics.per_employee.needs_employees')}</p>
        <p className="mt-1">
          {t(data.employees_of === 'site' ? 'analytics.per_employee.missing_site' : 'analytics.per_employee.missing_company', { name: entityName })}{' '}
          <Link to="/topology" className={linkClasses}>
            {t('analytics.per_employee.open_company')}
          </Link>
        </p>
      </InlineAlert>
    );
  } else if (data.current.entries === 0 && data.previous.entries === 0) {
    content = (
      <EmptyState
        title={t('analytics.empty_title', { year, previous: year - 1 })}
        action={
          <Link to={SCOPE1_PATH} className={buttonClasses('primary', 'sm')}>
            {t('dashboard.inventory.record_scope1')}
          </Link>
        }
      >
        {projectId ? t('analytics.empty_project') : t('analytics.empty_body')}
      </EmptyState>
    );
  } else {
    content = (
      <Figures
        data={data}
        year={year}
        scopeRows={scopeRows}
        figure={figure}
        difference={difference}
        change={change}
        categoryName={categoryName}
        scopeOption={scopeOption}
        yearOption={yearOption}
        perEmployee={perEmployee}
        employees={employees}
        perUnit={perUnit && unitsKnown ? { product: product!, volume: volume! } : null}
      />
    );
  }

  return (
    <div className="mx-auto max-w-6xl space-y-6 p-6">
      <div className="space-y-1">
        <h1 className="text-2xl font-semibold text-neutral-900">{t('analytics.title')}</h1>
        <p className="text-neutral-700">{t('analytics.lead', { year, previous: year - 1 })}</p>
      </div>
      {filters}
      <div aria-busy={analytics.isFetching}>
        {content}
      </div>
    </div>
  );
}

interface ScopeRow {
  key: ScopeKey;
  label: string;
  color: string;
  to: string;
  current: number;
  previous: number;
}

interface FiguresProps {
  data: Analytics;
  year: number;
  scopeRows: ScopeRow[];
  figure: (kg: number) => string;
  difference: (current: number, previous: number) => string;
  change: (current: number, previous: number) => string;
  categoryName: (key: string) => string;
  scopeOption: EChartsCoreOption;
  yearOption: EChartsCoreOption;
  perEmployee: boolean;
  employees: number | null;
  /** The product and its annual production volume the per-unit view divides by. */
  perUnit: { product: UnitProduct; volume: number } | null;
}

function Figures({ data, year, scopeRows, figure, difference, change, categoryName, scopeOption, yearOption, perEmployee, employees, perUnit }: FiguresProps) {
  const { t } = useTranslation('app');
  const format = useFormatters();
  const top = data.categories.filter((category) => category.co2e_kg > 0 || category.previous_co2e_kg > 0).slice(0, TOP_CATEGORIES);
  const totals = [
    { key: 'total_location', label: t('dashboard.inventory.total_location'), current: data.current.total_co2e_kg, previous: data.previous.total_co2e_kg },
    { key: 'total_market', label: t('dashboard.inventory.total_market'), current: data.current.total_co2e_kg_market, previous: data.previous.total_co2e_kg_market },
  ];
  const yearColumns = [
    { key: 'current', label: year, numeric: true },
    { key: 'previous', label: year - 1, numeric: true },
  ];
  const changeColumn = { key: 'change', label: t('analytics.change'), numeric: true };

  return (
    <div className="space-y-6">
      {perEmployee && employees ? <p className="text-sm text-neutral-700">{t('analytics.per_employee.basis', { count: employees, employees: format.integer(employees) })}</p> : null}
      {perUnit ? (
        <p className="text-sm text-neutral-700" data-testid="analytics-per-unit-basis">
          {t('analytics.per_unit.basis', { volume: Number.isInteger(perUnit.volume) ? format.integer(perUnit.volume) : format.number(perUnit.volume), unit: perUnit.product.unit, name: perUnit.product.name })}
        </p>
      ) : null}
      <div className="grid gap-6 sm:grid-cols-2">
        {totals.map((total) => (
          <Card key={total.key} title={total.label}>
            <p className="text-3xl font-semibold text-neutral-900 tabular-nums">
              <Link
                to={INVENTORY_PATH}
                className="hover:underline"
                data-testid={`analytics-${total.key}`}
                aria-label={t('analytics.open_inventory', { name: total.label, value: figure(total.current) })}
              >
                {figure(total.current)}
              </Link>
            </p>
            <p className="mt-1 text-sm text-neutral-700 tabular-nums">
              {t('analytics.versus', { year: year - 1, value: figure(total.previous), difference: difference(total.current, total.previous), change: change(total.current, total.previous) })}
            </p>
          </Card>
        ))}
      </div>

      <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
        <ScopeBreakdownCard
          title={t('analytics.by_scope', { year })}
          chartLabel={t('analytics.by_scope_chart', { year })}
          option={scopeOption}
          testIdPrefix="analytics"
          rows={scopeRows.map((row) => ({
            ...row,
            figure: figure(row.current),
            link: { to: row.to, label: t('analytics.open_scope', { name: row.label, value: figure(row.current) }) },
          }))}
        />

        <Card title={t('analytics.top_categories')}>
          {top.length === 0 ? (
            <p className="text-sm text-neutral-700">{t('analytics.no_categories')}</p>
          ) : (
            <DataTable caption={t('analytics.top_categories')} columns={[{ key: 'category', label: t('dashboard.inventory.category') }, ...yearColumns, changeColumn]}>
              {top.map((row) => (
                <tr key={row.key}>
                  <th scope="row" className={`${cell} font-normal`}>
                    {categoryName(row.key)}
                    <span className="ml-2 text-xs text-neutral-600">{t('dashboard.inventory.scope_n', { scope: row.scope })}</span>
                  </th>
                  <td className={numberCell}>
                    <Link
                      to={pathOfScope(row.scope)}
                      className={linkClasses}
                      aria-label={t('analytics.open_category', { name: categoryName(row.key), value: figure(row.co2e_kg) })}
                    >
                      {figure(row.co2e_kg)}
                    </Link>
                  </td>
                  <td className={numberCell}>{figure(row.previous_co2e_kg)}</td>
                  <td className={numberCell}>{change(row.co2e_kg, row.previous_co2e_kg)}</td>
                </tr>
              ))}
            </DataTable>
          )}
        </Card>
      </div>

      <Card title={t('analytics.year_over_year', { year, previous: year - 1 })} description={t('analytics.year_over_year_note')}>
        <Chart option={yearOption} label={t('analytics.year_over_year_chart', { year, previous: year - 1 })} />
        <DataTable
          caption={t('analytics.year_over_year', { year, previous: year - 1 })}
          columns={[
            { key: 'scope', label: t('dashboard.inventory.scope') },
            ...yearColumns,
            { key: 'difference', label: t('analytics.difference'), numeric: true },
            changeColumn,
          ]}
        >
          {scopeRows.map((row) => (
            <tr key={row.key}>
              <th scope="row" className={`${cell} font-normal`}>
                {row.label}
              </th>
              <td className={numberCell}>{figure(row.current)}</td>
              <td className={numberCell}>{figure(row.previous)}</td>
              <td className={numberCell}>{difference(row.current, row.previous)}</td>
              <td className={numberCell}>{change(row.current, row.previous)}</td>
            </tr>
          ))}
        </DataTable>
      </Card>
    </div>
  );
}
