import type { ReportEntry, ReportFactor } from '@carbon/contracts/reports';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Popover } from '@/components/ui/popover';
import { useEmissionsFormat } from '@/lib/emissions-format';
import { formatFactorValue } from '@/lib/factor-value';
import { useFormatters } from '@/lib/use-locale';
import { useReportsKit } from '../reports-kit';

/**
 * A figure of the report that opens to how it was made (UI.md, "Numbers first, traceable"): the trigger shows the
 * figure, the panel its parts (the lines summed, the entries with quantity × factor, the factor's source and version).
 */
export function Figure({
  kg,
  name,
  children,
  testId,
  text: shown,
}: {
  kg: number;
  name: string;
  children: ReactNode;
  testId?: string;
  /** The figure as the table states it (BEGES: always t CO2e); kg or t CO2e by size otherwise. */
  text?: string;
}) {
  const { t } = useTranslation('reports');
  const emissions = useEmissionsFormat();
  const text = shown ?? emissions(kg);
  return (
    <Popover
      label={t('figure.panel', { name })}
      align="end"
      trigger={
        <button
          type="button"
          data-testid={testId}
          aria-label={t('figure.open', { name, value: text })}
          className="font-medium tabular-nums text-accent-800 underline decoration-dotted underline-offset-4 hover:decoration-solid"
        >
          {text}
        </button>
      }
    >
      <div className="max-h-96 w-[min(32rem,calc(100vw-2rem))] space-y-2 overflow-y-auto">
        <p className="font-semibold text-neutral-900">{t('figure.title', { name, value: text })}</p>
        {children}
      </div>
    </Popover>
  );
}

/** A sum shown as its parts: "Stationary combustion 1.20 t CO2e", …, and the total. */
export function SumDetail({ parts, totalKg }: { parts: readonly { name: string; kg: number }[]; totalKg: number }) {
  const { t } = useTranslation('reports');
  const emissions = useEmissionsFormat();
  if (parts.length === 0) return <p className="text-neutral-700">{t('figure.nothing')}</p>;
  return (
    <table className="w-full text-sm">
      <caption className="sr-only">{t('figure.sum_caption')}</caption>
      <tbody className="divide-y divide-neutral-100">
        {parts.map((part) => (
          <tr key={part.name}>
            <th scope="row" className="py-1 pr-3 text-left font-normal">
              {part.name}
            </th>
            <td className="py-1 text-right whitespace-nowrap tabular-nums">{emissions(part.kg)}</td>
          </tr>
        ))}
        <tr className="font-semibold">
          <th scope="row" className="py-1 pr-3 text-left">
            {t('figure.sum_total')}
          </th>
          <td className="py-1 text-right whitespace-nowrap tabular-nums">{emissions(totalKg)}</td>
        </tr>
      </tbody>
    </table>
  );
}

/** The name of a factor, its value and where it comes from: the number a reader checks a line with. */
export function FactorLine({ factor }: { factor: ReportFactor }) {
  const { t } = useTranslation('reports');
  const { unitName, locale } = useUnits();
  return (
    <span>
      {t('figure.factor', {
        name: factor.name ?? t('figure.own_factor'),
        value: formatFactorValue(factor.kg_co2e_per_unit, locale),
        unit: unitName(factor.unit),
      })}
      <span className="block text-neutral-600">
        {factor.dataset_version ? t('figure.source_version', { source: factor.source, version: factor.dataset_version }) : factor.source}
      </span>
    </span>
  );
}

function useUnits() {
  const { useUnitName } = useReportsKit();
  const unitName = useUnitName();
  const { locale } = useFormatters();
  return { unitName, locale };
}

/**
 * The entries behind a figure, each as quantity × factor = result. The preview carries the largest entries only
 * (REPORT_PREVIEW_MAX_ENTRIES): when some are missing here, the panel says so and lists the factors used instead.
 */
export function EntriesDetail({
  entries,
  count,
  factors = [],
  market = false,
}: {
  entries: readonly ReportEntry[];
  /** How many entries make the figure, listed here or not; null when the preview does not say (it may list fewer). */
  count: number | null;
  factors?: readonly ReportFactor[];
  /** Scope 2: show the market-based result beside the location-based one. */
  market?: boolean;
}) {
  const { t } = useTranslation('reports');
  const emissions = useEmissionsFormat();
  const format = useFormatters();
  const { unitName } = useUnits();
  if (count === 0 || (count === null && entries.length === 0)) return <p className="text-neutral-700">{t('figure.no_entries')}</p>;
  return (
    <div className="space-y-2">
      <ul className="divide-y divide-neutral-100">
        {entries.map((entry) => (
          <li key={entry.id} className="py-1.5">
            <p className="font-medium text-neutral-900">
              {entry.label || entry.category_name}
              <span className="font-normal text-neutral-600"> · {entry.site_name}</span>
            </p>
            <p className="tabular-nums">
              {t('figure.calculation', {
                quantity: format.number(entry.quantity),
                unit: unitName(entry.unit),
                factor: formatFactorValue(entry.factor.kg_co2e_per_unit, format.locale),
                factor_unit: unitName(entry.factor.unit),
                result: emissions(entry.co2e_kg),
              })}
              {market && entry.co2e_kg_market !== null && ` · ${t('figure.market', { result: emissions(entry.co2e_kg_market) })}`}
            </p>
            <p className="text-neutral-600">
              {entry.factor.name ?? t('figure.own_factor')} ·{' '}
              {entry.factor.dataset_version ? t('figure.source_version', { source: entry.factor.source, version: entry.factor.dataset_version }) : entry.factor.source}
              {entry.uncertainty_percent !== null && ` · ${t('figure.uncertainty', { value: format.number(entry.uncertainty_percent, 0) })}`}
            </p>
          </li>
        ))}
      </ul>
      {count === null && <p className="text-neutral-700">{t('figure.largest_only')}</p>}
      {count !== null && entries.length < count && (
        <>
          <p className="text-neutral-700">{t('figure.more_entries', { count, shown: entries.length })}</p>
          {factors.length > 0 && (
            <div>
              <p className="font-medium text-neutral-900">{t('figure.factors_used')}</p>
              <ul className="space-y-1">
                {factors.map((factor, index) => (
                  <li key={`${factor.source}-${factor.name ?? ''}-${index}`}>
                    <FactorLine factor={factor} />
                  </li>
                ))}
              </ul>
            </div>
          )}
        </>
      )}
    </div>
  );
}
