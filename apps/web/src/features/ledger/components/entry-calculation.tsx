import type { Entry } from '@carbon/contracts/ledger';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatFactorValue } from '@/lib/factor-value';
import { useFormatters, useLocale } from '@/lib/use-locale';
import { leakOfDetails, REFRIGERANT_CATEGORY } from '../entry-form';
import { useEmissionsFormat, useUnitName } from '../format';
import { factorHref } from '@/components/factors/factor-search-panel';

/** How an entry's figure is made (UI.md, "Numbers first, traceable"): quantity → conversion → factor → result. */
export function EntryCalculation({ entry, derived }: { entry: Entry; derived: readonly Entry[] }) {
  const { t } = useTranslation('app');
  const { t: tFactors } = useTranslation('factors');
  const locale = useLocale();
  const format = useFormatters();
  const emissions = useEmissionsFormat();
  const unitName = useUnitName();
  const { conversion, factor } = entry;
  const inFactorUnit = entry.quantity * conversion.multiplier;
  const leak = entry.category === REFRIGERANT_CATEGORY ? leakOfDetails(entry.details) : null;
  const combustion = factor.parts?.find((part) => part.kind === 'combustion');
  const sourceName = tFactors(`sources.${factor.source}` as 'sources.company', { defaultValue: factor.source });

  return (
    <div className="space-y-3 text-sm text-neutral-800">
      <ol className="space-y-1 tabular-nums">
        {leak && (
          <li>
            {leak.method === 'leak_rate'
              ? t('ledger.calculation.leak_rate', {
                  charge: format.number(leak.charge_kg),
                  rate: format.number(leak.annual_leak_rate_percent),
                  released: format.number(entry.quantity),
                })
              : t('ledger.calculation.recharge', { released: format.number(entry.quantity) })}
          </li>
        )}
        <li>{t('ledger.calculation.quantity', { quantity: format.number(entry.quantity), unit: unitName(entry.unit) })}</li>
        {conversion.steps.map((step, index) => (
          <li key={index}>
            {t('ledger.calculation.step', { from: step.from, to: step.to, multiplier: formatFactorValue(step.multiplier, locale) })}
            {step.source && <span className="text-neutral-600"> ({step.source})</span>}
          </li>
        ))}
        {conversion.steps.length > 0 && (
          <li>{t('ledger.calculation.converted', { quantity: format.number(inFactorUnit), unit: unitName(factor.unit) })}</li>
        )}
        <li>
          {t('ledger.calculation.factor', { value: formatFactorValue(factor.kg_co2e_per_unit, locale), unit: unitName(factor.unit) })}
          {factor.energy_basis && ` (${t(`ledger.form.energy_basis_options.${factor.energy_basis}`)})`}
        </li>
        {combustion && (
          <li>{t('ledger.calculation.combustion_part', { value: formatFactorValue(combustion.kg_co2e_per_unit, locale), unit: unitName(factor.unit) })}</li>
        )}
        <li className="font-semibold">{t('ledger.calculation.result', { result: emissions(entry.co2e_kg) })}</li>
        {derived.map((row) => (
          <li key={row.id} className="text-neutral-700">
            {t('ledger.calculation.derived', { result: emissions(row.co2e_kg) })}
          </li>
        ))}
      </ol>
      <dl className="grid gap-x-4 gap-y-1 sm:grid-cols-[auto_1fr]">
        <dt className="text-neutral-600">{t('ledger.calculation.factor_name')}</dt>
        <dd>
          {factor.id ? (
            <Link to={factorHref(factor.id)} className="font-medium text-accent-800 underline underline-offset-2">
              {factor.name ?? factor.id}
            </Link>
          ) : (
            (factor.name ?? t('ledger.calculation.custom_factor'))
          )}
        </dd>
        <dt className="text-neutral-600">{t('ledger.calculation.source')}</dt>
        <dd>
          {sourceName}
          {factor.dataset_version && ` · ${t('ledger.calculation.version', { version: factor.dataset_version })}`}
        </dd>
        {entry.uncertainty_percent !== null && (
          <>
            <dt className="text-neutral-600">{t('ledger.calculation.uncertainty')}</dt>
            <dd className="tabular-nums">{t('ledger.uncertainty_value', { value: format.number(entry.uncertainty_percent, 0) })}</dd>
          </>
        )}
      </dl>
    </div>
  );
}
