import { intlLocale, type AppLocale } from '@carbon/i18n/locale';
import type { SelectOption } from '@/components/ui/field';

/** ISO 3166-1 alpha-2 codes offered in country selects; names come from Intl in the user's language. */
const COUNTRY_CODES = (
  'AD AE AF AG AI AL AM AO AQ AR AS AT AU AW AX AZ BA BB BD BE BF BG BH BI BJ BL BM BN BO BQ BR BS BT BV BW BY BZ ' +
  'CA CC CD CF CG CH CI CK CL CM CN CO CR CU CV CW CX CY CZ DE DJ DK DM DO DZ EC EE EG EH ER ES ET FI FJ FK FM FO FR ' +
  'GA GB GD GE GF GG GH GI GL GM GN GP GQ GR GS GT GU GW GY HK HM HN HR HT HU ID IE IL IM IN IO IQ IR IS IT JE JM JO JP ' +
  'KE KG KH KI KM KN KP KR KW KY KZ LA LB LC LI LK LR LS LT LU LV LY MA MC MD ME MF MG MH MK ML MM MN MO MP MQ MR MS MT ' +
  'MU MV MW MX MY MZ NA NC NE NF NG NI NL NO NP NR NU NZ OM PA PE PF PG PH PK PL PM PN PR PS PT PW PY QA RE RO RS RU RW ' +
  'SA SB SC SD SE SG SH SI SJ SK SL SM SN SO SR SS ST SV SX SY SZ TC TD TF TG TH TJ TK TL TM TN TO TR TT TV TW TZ UA UG ' +
  'UM US UY UZ VA VC VE VG VI VN VU WF WS YE YT ZA ZM ZW'
).split(' ');

/** Currencies a company is likely to report in; the default is EUR (SPEC section 9). */
const CURRENCY_CODES = ['EUR', 'USD', 'GBP', 'CHF', 'CAD', 'AUD', 'JPY', 'CNY', 'SEK', 'NOK', 'DKK', 'PLN', 'CZK', 'HUF', 'RON', 'MAD', 'TND', 'XOF', 'XAF', 'INR', 'BRL'];

const cache = new Map<string, SelectOption[]>();

function displayOptions(kind: 'region' | 'currency', codes: string[], locale: AppLocale): SelectOption[] {
  const key = `${kind}:${locale}`;
  const cached = cache.get(key);
  if (cached) return cached;
  const names = new Intl.DisplayNames([intlLocale[locale]], { type: kind, fallback: 'code' });
  const collator = new Intl.Collator(intlLocale[locale]);
  const options = codes
    .map((code) => {
      const name = names.of(code) ?? code;
      return { value: code, label: kind === 'currency' ? `${name} (${code})` : name };
    })
    .sort((a, b) => collator.compare(a.label, b.label));
  cache.set(key, options);
  return options;
}

export function countryOptions(locale: AppLocale): SelectOption[] {
  return displayOptions('region', COUNTRY_CODES, locale);
}

export function currencyOptions(locale: AppLocale): SelectOption[] {
  return displayOptions('currency', CURRENCY_CODES, locale);
}

const regionNames = new Map<AppLocale, Intl.DisplayNames>();

export function countryName(code: string, locale: AppLocale): string {
  if (!code) return '';
  let names = regionNames.get(locale);
  if (!names) {
    names = new Intl.DisplayNames([intlLocale[locale]], { type: 'region', fallback: 'code' });
    regionNames.set(locale, names);
  }
  return names.of(code) ?? code;
}
