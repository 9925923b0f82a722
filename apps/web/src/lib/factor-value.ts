import { formatNumber } from '@carbon/i18n/format';
import { intlLocale, type AppLocale } from '@carbon/i18n/locale';

const significantFormats = new Map<AppLocale, Intl.NumberFormat>();

/**
 * kg CO2e per unit of an emission factor or catalog item, with 2 decimals in the locale's format
 * (SPEC section 9). Factors per gram or per kWh can be far below 0.01; showing them as "0.00"
 * would read as "no emissions", so a non-zero value that would round to zero keeps 3 significant
 * digits instead.
 */
export function formatFactorValue(value: number, locale: AppLocale): string {
  if (value === 0 || Math.abs(value) >= 0.005) return formatNumber(value, locale, 2);
  let format = significantFormats.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(intlLocale[locale], { maximumSignificantDigits: 3 });
    significantFormats.set(locale, format);
  }
  return format.format(value);
}

type Underscored<U extends string> = U extends `${infer Head}.${infer Tail}` ? `${Head}_${Underscored<Tail>}` : U;

/**
 * The `factors` catalog key of a unit label: compound units are written with a dot ("t.km"), which
 * i18n key paths would read as nesting, so their keys use an underscore ("units.t_km").
 */
export function factorUnitKey<U extends string>(unit: U): Underscored<U> {
  return unit.replaceAll('.', '_') as Underscored<U>;
}
