import type { Portfolio, Scenario } from '@carbon/contracts/scenarios';
import { intlLocale } from '@carbon/i18n/locale';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import type { EChartsCoreOption } from 'echarts/core';
import { useMemo } from 'react';
import { useForm, useWatch, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { InlineAlert } from '@/components/ui/alert';
import { Button, buttonClasses } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Chart } from '@/components/ui/chart';
import { cellClasses, DataTable, numberCellClasses } from '@/components/ui/data-table';
import { EmptyState } from '@/components/ui/empty-state';
import { SelectField } from '@/components/ui/field';
import { NumberField } from '@/components/ui/number-input';
import { SkeletonBlock } from '@/components/ui/skeleton';
import { useToast } from '@/components/ui/toast';
import { ApiError } from '@/lib/api-client';
import { useEmissionsFormat } from '@/lib/emissions-format';
import { fieldOfIssue, useErrorText, useFieldErrorText } from '@/lib/errors';
import { useFormatters } from '@/lib/use-locale';
import { portfolioQueryOptions, portfolioScenariosQueryOptions, useUpdatePortfolio } from '../api/portfolio-queries';
import {
  portfolioFormDefaults,
  portfolioFormSchema,
  toUpdatePortfolioInput,
  type PortfolioFormValues,
} from '../portfolio-form';

type Parsed = Parameters<typeof toUpdatePortfolioInput>[0];

/** The trajectory's three lines, fixed colours; the pathway dashed so it reads without colour too. */
const LINE_COLORS = { baseline: '#525252', with_scenarios: '#047857', pathway: '#1d4ed8' } as const;

/** The option of the trajectory chart: t CO2e a year, baseline, with the scenarios, and the 1.5 °C pathway. */
export function trajectoryOption(
  portfolio: Portfolio,
  words: { baseline: string; withScenarios: string; pathway: string; unit: string; emissions: (kg: number) => string; number: (value: number) => string },
): EChartsCoreOption {
  const tonnes = (kg: number) => Math.round(kg) / 1000;
  return {
    aria: { enabled: true },
    tooltip: { trigger: 'axis', valueFormatter: (value: number) => words.emissions(value * 1000) },
    legend: { bottom: 0 },
    grid: { left: 8, right: 16, top: 24, bottom: 32, containLabel: true },
    xAxis: { type: 'category', data: portfolio.projections.map((row) => String(row.year)) },
    yAxis: { type: 'value', name: words.unit, axisLabel: { formatter: (value: number) => words.number(value) } },
    series: [
      { type: 'line', name: words.baseline, itemStyle: { color: LINE_COLORS.baseline }, data: portfolio.projections.map((row) => tonnes(row.baseline_kg)) },
      {
        type: 'line',
        name: words.withScenarios,
        itemStyle: { color: LINE_COLORS.with_scenarios },
        lineStyle: { width: 3 },
        data: portfolio.projections.map((row) => tonnes(row.with_scenarios_kg)),
      },
      {
        type: 'line',
        name: words.pathway,
        itemStyle: { color: LINE_COLORS.pathway },
        lineStyle: { type: 'dashed' },
        data: portfolio.projections.map((row) => tonnes(row.pathway_1_5c_kg)),
      },
    ],
  };
}

/** A percentage with one decimal, as each language writes it (4.2% / 4,2 %). */
function usePercentText(): (value: number) => string {
  const format = useFormatters();
  return (value) =>
    new Intl.NumberFormat(intlLocale[format.locale], { style: 'percent', minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(value / 100);
}

/** How each line of the trajectory is made, with the portfolio's own numbers (UI.md: every number opens to its making). */
function TrajectoryMaking({ portfolio }: { portfolio: Portfolio }) {
  const { t } = useTranslation('scenarios');
  const emissions = useEmissionsFormat();
  const percent = usePercentText();
  const base = portfolio.base_year_kg;
  return (
    <details>
      <summary className="cursor-pointer text-sm text-accent-800">{t('portfolio.how_title')}</summary>
      <div className="mt-2 space-y-2 text-sm text-neutral-800">
        <p>{t('portfolio.how_baseline', { year: portfolio.base_year ?? '', value: emissions(base), rate: percent(portfolio.growth_rate_percent) })}</p>
        <p>{t('portfolio.how_with')}</p>
        {portfolio.scenarios.length === 0 ? (
          <p>{t('portfolio.how_none')}</p>
        ) : (
          <ul className="list-disc space-y-1 pl-5">
            {portfolio.scenarios.map((item) => (
              <li key={item.scenario_id}>
                {t('portfolio.how_scenario', {
                  name: item.name,
                  avoided: emissions(item.annual_avoided_kg_co2e),
                  year: item.start_year,
                  ramp: t(`portfolio.ramp_up_options.${item.ramp_up_years}` as 'portfolio.ramp_up_options.0'),
                })}
              </li>
            ))}
          </ul>
        )}
        <p>
          {t('portfolio.how_pathway', {
            value: emissions(base),
            rate: percent(portfolio.pathway_reduction_percent_per_year),
            step: emissions((base * portfolio.pathway_reduction_percent_per_year) / 100),
          })}
        </p>
      </div>
    </details>
  );
}

/** The trajectory chart and the same figures as a table. */
function Trajectory({ portfolio }: { portfolio: Portfolio }) {
  const { t } = useTranslation('scenarios');
  const emissions = useEmissionsFormat();
  const format = useFormatters();
  const option = useMemo(
    () =>
      trajectoryOption(portfolio, {
        baseline: t('portfolio.baseline'),
        withScenarios: t('portfolio.with_scenarios'),
        pathway: t('portfolio.pathway'),
        unit: 't CO2e',
        emissions,
        number: (value) => format.number(value, 0),
      }),
    [portfolio, t, emissions, format],
  );
  return (
    <div className="space-y-4">
      <Chart option={option} label={t('portfolio.chart_label')} className="h-80" />
      <TrajectoryMaking portfolio={portfolio} />
      <details>
        <summary className="cursor-pointer text-sm text-accent-800">{t('portfolio.table_toggle')}</summary>
        <DataTable
          caption={t('portfolio.table')}
          columns={[
            { key: 'year', label: t('portfolio.year') },
            { key: 'baseline', label: t('portfolio.baseline'), numeric: true },
            { key: 'with', label: t('portfolio.with_scenarios'), numeric: true },
            { key: 'pathway', label: t('portfolio.pathway'), numeric: true },
          ]}
        >
          {portfolio.projections.map((row) => (
            <tr key={row.year}>
              <td className={cellClasses}>{row.year}</td>
              <td className={numberCellClasses}>{emissions(row.baseline_kg)}</td>
              <td className={numberCellClasses}>{emissions(row.with_scenarios_kg)}</td>
              <td className={numberCellClasses}>{emissions(row.pathway_1_5c_kg)}</td>
            </tr>
          ))}
        </DataTable>
      </details>
    </div>
  );
}

interface SettingsFormProps {
  companyId: string;
  portfolio: Portfolio;
  scenarios: readonly Scenario[];
  canEdit: boolean;
}

/** Growth rate, end year, and each scenario's start year and ramp-up, then "Update projections". */
function SettingsForm({ companyId, portfolio, scenarios, canEdit }: SettingsFormProps) {
  const { t } = useTranslation('scenarios');
  const toast = useToast();
  const errorText = useErrorText();
  const fieldError = useFieldErrorText();
  const emissions = useEmissionsFormat();
  const update = useUpdatePortfolio(companyId);
  const form = useForm<PortfolioFormValues, unknown, Parsed>({
    resolver: zodResolver(portfolioFormSchema) as unknown as Resolver<PortfolioFormValues, unknown, Parsed>,
    defaultValues: portfolioFormDefaults(portfolio, scenarios, new Date().getFullYear()),
    disabled: !canEdit,
  });
  const rows = useWatch({ control: form.control, name: 'rows' });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit((values) => {
    const input = toUpdatePortfolioInput(values);
    update.mutate(input, {
      onSuccess: () => toast.success(t('portfolio.updated')),
      onError: (error) => {
        if (error instanceof ApiError && error.status === 422) {
          for (const issue of error.fieldIssues) {
            const field = fieldOfIssue(issue.loc);
            if (field === 'growth_rate_percent' || field === 'end_year') form.setError(field, { type: 'server', message: issue.msg });
          }
        }
        toast.error(t('portfolio.failed'), errorText(error));
      },
    });
  });

  const rampOptions = ['0', '1', '2', '3'].map((value) => ({ value, label: t(`portfolio.ramp_up_options.${value}` as 'portfolio.ramp_up_options.0') }));

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="space-y-6" aria-label={t('portfolio.settings')}>
      <div className="grid gap-4 sm:grid-cols-2">
        <NumberField control={form.control} name="growth_rate_percent" label={t('portfolio.growth_rate')} hint={t('portfolio.growth_rate_hint')} required error={fieldError(errors.growth_rate_percent?.message)} />
        <NumberField control={form.control} name="end_year" label={t('portfolio.end_year')} required integer grouping={false} error={fieldError(errors.end_year?.message)} />
      </div>
      <fieldset>
        <legend className="mb-2 font-medium text-neutral-900">{t('portfolio.scenarios')}</legend>
        {scenarios.length === 0 ? (
          <EmptyState
            title={t('portfolio.no_scenarios')}
            action={
              canEdit ? (
                <Link to="/scenarios/new" className={buttonClasses('secondary', 'sm')}>
                  {t('actions.new')}
                </Link>
              ) : undefined
            }
          />
        ) : (
          <ul className="divide-y divide-neutral-200 rounded-md border border-neutral-200">
            {scenarios.map((scenario, index) => {
              const included = rows[index]?.included ?? false;
              return (
                <li key={scenario.id} className="grid items-start gap-3 p-3 sm:grid-cols-[1fr_10rem_12rem]">
                  <label className="flex items-start gap-2">
                    <input type="checkbox" className="mt-1" {...form.register(`rows.${index}.included`)} />
                    <span>
                      <span className="block font-medium text-neutral-900">{t('portfolio.include', { name: scenario.name })}</span>
                      <span className="block text-sm text-neutral-700">
                        {t(`types.${scenario.type}`)} · {t('portfolio.avoided', { value: emissions(scenario.results.annual_avoided_kg_co2e) })}
                      </span>
                    </span>
                  </label>
                  {included && (
                    <>
                      <NumberField
                        control={form.control}
                        name={`rows.${index}.start_year`}
                        label={t('portfolio.start_year_of', { name: scenario.name })}
                        integer
                        grouping={false}
                        required
                        error={fieldError(errors.rows?.[index]?.start_year?.message)}
                      />
                      <SelectField label={t('portfolio.ramp_up_of', { name: scenario.name })} options={rampOptions} {...form.register(`rows.${index}.ramp_up_years`)} />
                    </>
                  )}
                </li>
              );
            })}
          </ul>
        )}
      </fieldset>
      {canEdit && (
        <div className="flex justify-end">
          <Button type="submit" pending={update.isPending}>
            {t('portfolio.update')}
          </Button>
        </div>
      )}
    </form>
  );
}

interface PortfolioPageProps {
  companyId: string;
  canEdit: boolean;
}

/** /portfolio: the emission trajectory with the company's scenarios, against a 1.5 °C-aligned pathway. */
export function PortfolioPage({ companyId, canEdit }: PortfolioPageProps) {
  const { t } = useTranslation('scenarios');
  const { t: tCommon } = useTranslation();
  const emissions = useEmissionsFormat();
  const percentText = usePercentText();
  const portfolio = useQuery(portfolioQueryOptions(companyId));
  const scenarios = useQuery(portfolioScenariosQueryOptions(companyId));
  const failed = portfolio.isError || scenarios.isError;

  return (
    <div className="space-y-6">
      <header>
        <h1 className="text-2xl font-semibold text-neutral-900">{t('portfolio.title')}</h1>
        <p className="mt-1 max-w-prose text-neutral-700">{t('portfolio.description')}</p>
      </header>
      {failed ? (
        <InlineAlert
          onRetry={() => {
            void portfolio.refetch();
            void scenarios.refetch();
          }}
          retryLabel={tCommon('actions.retry')}
        >
          {t('portfolio.fetch_failed')}
        </InlineAlert>
      ) : !portfolio.data || !scenarios.data ? (
        <SkeletonBlock label={t('portfolio.title')} />
      ) : (
        <>
          <Card
            title={t('portfolio.chart_title')}
            description={
              portfolio.data.base_year === null
                ? undefined
                : t('portfolio.base_year', {
                    year: portfolio.data.base_year,
                    value: emissions(portfolio.data.base_year_kg),
                    rate: percentText(portfolio.data.pathway_reduction_percent_per_year),
                  })
            }
          >
            {portfolio.data.base_year === null || portfolio.data.projections.length === 0 ? (
              <EmptyState title={t('portfolio.no_base_year')}>{t('portfolio.no_base_year_hint')}</EmptyState>
            ) : (
              <Trajectory portfolio={portfolio.data} />
            )}
          </Card>
          <Card title={t('portfolio.settings')}>
            <SettingsForm
              // A scenario added or deleted elsewhere gives the form its new rows.
              key={scenarios.data.items.map((item) => item.id).join()}
              companyId={companyId} portfolio={portfolio.data} scenarios={scenarios.data.items} canEdit={canEdit} />
          </Card>
        </>
      )}
    </div>
  );
}
