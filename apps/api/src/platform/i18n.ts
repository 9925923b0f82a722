import type { FastifyRequest } from 'fastify';
import { localeFromAcceptLanguage, type AppLocale } from '@carbon/i18n/locale';
import { translate } from '@carbon/i18n/translate';

export type { AppLocale };

/** The language of a request: the web client always sends Accept-Language (en or fr). */
export function requestLocale(request: FastifyRequest): AppLocale {
  return localeFromAcceptLanguage(request.headers['accept-language']);
}

export function t(locale: AppLocale, key: string, params?: Record<string, string | number>): string {
  return translate(locale, key, params);
}

/**
 * Translates a key, or the fallback key when the first is unknown: translate() returns an unknown key
 * as is, which must never reach a user as a message.
 */
export function translateOr(locale: AppLocale, key: string, fallbackKey: string): string {
  const text = translate(locale, key);
  return text === key ? translate(locale, fallbackKey) : text;
}

/** The language of names and of a search's ranking: the `lang` asked for, else the request's Accept-Language. */
export function languageOf(request: FastifyRequest, lang?: AppLocale): AppLocale {
  return lang ?? requestLocale(request);
}
