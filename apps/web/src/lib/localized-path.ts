import type { AppLocale } from '@carbon/i18n/locale';
import { useCallback } from 'react';
import { useLocale } from './use-locale';

/**
 * Public page URLs carry their language: English at the plain path, French with `?lang=fr`
 * (apps/web/README.md, "Language URLs"). Links between public pages keep the reader's language, so a
 * reload, a shared link or a crawler lands on the same language.
 */
export function localizedPath(path: string, locale: AppLocale): string {
  if (locale === 'en') return path;
  const hashAt = path.indexOf('#');
  const hash = hashAt >= 0 ? path.slice(hashAt) : '';
  const base = hashAt >= 0 ? path.slice(0, hashAt) : path;
  const [pathname = '', query = ''] = base.split('?');
  const params = new URLSearchParams(query);
  params.set('lang', locale);
  return `${pathname}?${params.toString()}${hash}`;
}

/**
 * The URL that switches to a language: always explicit (`?lang=en` too), because a plain path is
 * redirected to the stored language before the page shows (scripts/locale-redirect.js).
 */
export function languageSwitchPath(pathname: string, locale: AppLocale): string {
  return `${pathname}?lang=${locale}`;
}

export function useLocalizedPath(): (path: string) => string {
  const locale = useLocale();
  return useCallback((path: string) => localizedPath(path, locale), [locale]);
}
