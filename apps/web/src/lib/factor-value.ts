import { intlLocale, type AppLocale } from '@carbon/i18n/locale';

const valueFormats = new Map<AppLocale, Intl.NumberFormat>();

/**
 * kg CO2e per unit of an emission factor or catalog item, in the locale's format, with up to 4
 * significant figures. Factors span eight orders of magnitude (0.000183 kg per gram of a material,
 * 3.1 kg per litre of diesel, 1,924 kg per kg of a refrigerant): a fixed number of decimals showed
 * 0.0512 as "0.05" beside "0.000183", hiding three of the four figures the source publishes. Whole
 * digits are never rounded away (12,346, not 12,350), and no trailing zero claims a precision the
 * source does not have (0.27 stays 0.27).
 */
export function formatFactorValue(value: number, locale: AppLocale): string {
  let format = valueFormats.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(intlLocale[locale], {
      maximumSignificantDigits: 4,
      maximumFractionDigits: 0,
      // Of the two roundings, the one that keeps more digits: 4 significant figures below 1,000, whole units above.
      roundingPriority: 'morePrecision',
    });
    valueFormats.set(locale, format);
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
