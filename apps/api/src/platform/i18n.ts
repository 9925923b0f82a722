import type { FastifyRequest } from 'fastify';
import { localeFromAcceptLanguage, type AppLocale } from '@carbon/i18n/locale';
import { translate } from '@carbon/i18n/translate';

export type { AppLocale };

/** The language of a request: the web client always sends Accept-Language (en or fr). */
export function requestLocale(request: FastifyRequest): AppLocale {
  return localeFromAcceptLanguage(request.headers['accept-language']);
}

/**
 * Translates a key; with a numeric `count` it takes the plural form as i18next does on the web
 * (`key_one`, `key_other`... by the language's plural rules), so both sides read the same catalog entries.
 */
export function t(locale: AppLocale, key: string, params?: Record<string, string | number>): string {
  const count = params?.count;
  if (typeof count === 'number') {
    const pluralKey = `${key}_${new Intl.PluralRules(locale).select(count)}`;
    const text = translate(locale, pluralKey, params);
    if (text !== pluralKey) return text;
    const other = translate(locale, `${key}_other`, params);
    if (other !== `${key}_other`) return other;
  }
  return translate(locale, key, params);
}

/**
 * Translates a key, or the fallback key when the first is unknown: translate() returns an unknown key
 * as is, which must never reach a user as a message.
 */
export function translateOr(
  locale: AppLocale,
  key: string,
  fallbackKey: string,
  params?: Record<string, string | number>,
): string {
  const text = t(locale, key, params);
  return text === key ? translate(locale, fallbackKey) : text;
}

/** The language of names and of a search's ranking: the `lang` asked for, else the request's Accept-Language. */
export function languageOf(request: FastifyRequest, lang?: AppLocale): AppLocale {
  return lang ?? requestLocale(request);
}
