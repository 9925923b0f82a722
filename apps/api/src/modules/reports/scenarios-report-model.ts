import type { ReportScenarioAssumption, ScenariosReportModel } from '@carbon/contracts/reports';
import type { Macc, Portfolio, Scenario, ScenarioAssumption } from '@carbon/contracts/scenarios';
import { intlLocale, type AppLocale } from '@carbon/i18n/locale';
import { t } from '../../platform/i18n.ts';
import type { CompanyFacts, SiteFacts } from './reports.repository.ts';

/**
 * The scenarios report's model (issue 13): what GET /scenarios, GET /scenarios/macc and GET /portfolio answer for
 * the company, unchanged, with the texts a document needs in its language (type names, site names, each assumption's
 * label, value and source as the scenario screens word them from the `scenarios` catalog). The figures are not
 * computed again here: the scenarios' stored results, the MACC ranked by the engine and the projected portfolio are
 * what the screens show, so every format carries the same numbers.
 */

export interface ScenariosReportInputs {
  locale: AppLocale;
  periodYear: number;
  generatedAt: Date;
  company: CompanyFacts;
  sites: readonly SiteFacts[];
  scenarios: readonly Scenario[];
  macc: Macc;
  portfolio: Portfolio;
}

const paramFormats = new Map<AppLocale, Intl.NumberFormat>();

/** A number inside a catalog text, with every decimal the model kept (it rounds them), as the screens print it. */
function paramNumber(value: number, locale: AppLocale): string {
  let format = paramFormats.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(intlLocale[locale], { maximumFractionDigits: 20 });
    paramFormats.set(locale, format);
  }
  return format.format(value);
}

function params(raw: Record<string, string | number> | undefined, locale: AppLocale): Record<string, string | number> {
  const out: Record<string, string | number> = {};
  // `count` chooses the plural form, so it stays a number (a small count: there is no grouping to do).
  for (const [name, value] of Object.entries(raw ?? {})) {
    out[name] = typeof value === 'number' && name !== 'count' ? paramNumber(value, locale) : value;
  }
  return out;
}

/** The screens' wording of an assumption (scenario-explain.tsx): catalog label, value in words or figures, meaning. */
export function reportAssumption(item: ScenarioAssumption, locale: AppLocale): ReportScenarioAssumption {
  const labelKey = `scenarios.assumptions.${item.key}`;
  const label = t(locale, labelKey);
  const number = new Intl.NumberFormat(intlLocale[locale], {
    minimumFractionDigits: 0,
    maximumFractionDigits: typeof item.value === 'number' && Math.abs(item.value) < 1 && item.value !== 0 ? 4 : 2,
  });
  const value = item.value_key
    ? t(locale, `scenarios.values.${item.value_key}`, params(item.value_params, locale))
    : typeof item.value === 'number'
      ? number.format(item.value)
      : item.value;
  const unit = item.unit_key
    ? t(locale, `scenarios.units.${item.unit_key}`, typeof item.value === 'number' ? { count: item.value } : {})
    : item.unit;
  const meaning = item.note_key ? t(locale, `scenarios.notes.${item.note_key}`, params(item.note_params, locale)) : '';
  return {
    key: item.key,
    label: label === labelKey ? item.key.replaceAll('_', ' ') : label,
    value: unit ? `${value} ${unit}` : value,
    source: [meaning, item.source].filter((part) => part !== '').join(' — '),
  };
}

export function buildScenariosModel(input: ScenariosReportInputs): ScenariosReportModel {
  const { locale } = input;
  const siteNames = new Map(input.sites.map((site) => [site.id, site.name]));
  const sum = (pick: (scenario: Scenario) => number) =>
    Number(input.scenarios.reduce((acc, scenario) => acc + pick(scenario), 0).toPrecision(12));
  return {
    kind: 'scenarios',
    locale,
    period_year: input.periodYear,
    generated_at: input.generatedAt.toISOString(),
    company: {
      id: input.company.id,
      name: input.company.name,
      country: input.company.country,
      sector: input.company.sector,
      employees: input.company.employees,
      annual_revenue: input.company.annualRevenue,
    },
    title: t(locale, 'reportDocs.titles.scenarios', { year: input.periodYear }),
    scenarios: input.scenarios.map((scenario) => ({
      id: scenario.id,
      name: scenario.name,
      type: scenario.type,
      type_name: t(locale, `scenarios.types.${scenario.type}`),
      site_id: scenario.site_id,
      site_name: siteNames.get(scenario.site_id) ?? '',
      data_source: scenario.data_source,
      results: scenario.results,
      assumptions: scenario.assumptions.map((item) => reportAssumption(item, locale)),
    })),
    totals: {
      capex_eur: sum((s) => s.results.capex_eur),
      subsidies_eur: sum((s) => s.results.subsidies_eur),
      net_capex_eur: sum((s) => s.results.net_capex_eur),
      annual_savings_eur: sum((s) => s.results.annual_savings_eur),
      npv_eur: sum((s) => s.results.npv_eur),
      annual_avoided_kg_co2e: sum((s) => s.results.annual_avoided_kg_co2e),
    },
    macc: input.macc,
    portfolio: input.portfolio,
  };
}
