import type { Entry } from '@carbon/contracts/ledger';
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { useEmissionsFormat } from '@/lib/emissions-format';
import { formatFactorValue } from '@/lib/factor-value';
import { useFormatters, useLocale } from '@/lib/use-locale';

/** A component that shows how an entry's figure is made (the ledger's EntryCalculation fits, handed over by app/). */
export type EntryCalculationComponent = ComponentType<{ entry: Entry; derived: readonly Entry[] }>;

/** A unit's name in the user's language, as the ledger's screens name it. */
export function useTravelUnitName(): (code: string) => string {
  const { t } = useTranslation('app');
  const { t: tFactors } = useTranslation('factors');
  return (code) =>
    t(`ledger.units.${code.replaceAll('.', '_')}` as 'ledger.units.kg', {
      defaultValue: tFactors(`units.${code.replaceAll('.', '_')}` as 'units.kg', { defaultValue: code }),
    });
}

interface TravelDetails {
  share_percent?: number;
  mode_quantity?: number;
  cost_per_km_eur?: number | null;
  radiative_forcing?: boolean | null;
}

/**
 * How a travel line is made: spend ÷ cost per km (spend mode), the mode's distance × its class or EV share, then
 * quantity × factor (name, source, version) = result. Shown beside the ledger's own calculation when app/ hands it.
 */
export function TravelCalculation({
  entry,
  ledgerCalculation: LedgerCalculation,
}: {
  entry: Entry;
  ledgerCalculation?: EntryCalculationComponent | undefined;
}) {
  const { t } = useTranslation('travel');
  const { t: tFactors } = useTranslation('factors');
  const format = useFormatters();
  const locale = useLocale();
  const emissions = useEmissionsFormat();
  const unitName = useTravelUnitName();
  const details = entry.details as TravelDetails;
  const total = details.mode_quantity ?? entry.quantity;
  const share = details.share_percent ?? 100;
  return (
    <div className="space-y-2 text-sm text-neutral-800">
      <ol className="space-y-1 tabular-nums">
        {details.cost_per_km_eur != null && entry.amount_eur != null && (
          <li>
            {t('calculation.spend', {
              amount: format.currency(share === 0 ? 0 : (entry.amount_eur * 100) / share),
              cost: format.number(details.cost_per_km_eur),
              km: format.number(total),
            })}
          </li>
        )}
        {share !== 100 && (
          <li>
            {t('calculation.share', {
              total: format.number(total),
              share: format.number(share),
              quantity: format.number(entry.quantity),
            })}
          </li>
        )}
        {!LedgerCalculation && (
          <>
            <li>
              {t('calculation.quantity', {
                quantity: format.number(entry.quantity),
                unit: unitName(entry.unit),
              })}
            </li>
            <li>
              {t('calculation.factor', {
                value: formatFactorValue(entry.factor.kg_co2e_per_unit, locale),
                unit: unitName(entry.factor.unit),
                name: entry.factor.name ?? '—',
                source: tFactors(`sources.${entry.factor.source}` as 'sources.company', {
                  defaultValue: entry.factor.source,
                }),
                version: entry.factor.dataset_version ?? '—',
              })}
            </li>
          </>
        )}
        {details.radiative_forcing != null && (
          <li>
            {details.radiative_forcing
              ? t('calculation.radiative_forcing_on')
              : t('calculation.radiative_forcing_off')}
          </li>
        )}
        {!LedgerCalculation && (
          <li className="font-semibold">{t('calculation.result', { result: emissions(entry.co2e_kg) })}</li>
        )}
      </ol>
      {LedgerCalculation && <LedgerCalculation entry={entry} derived={[]} />}
    </div>
  );
}
