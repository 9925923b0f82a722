import { isAppLocale, type AppLocale } from '@carbon/i18n/locale';
import { getLeanLanguage } from './react-i18next-lite';

/**
 * Stands in for lib/i18n.ts in the prerendered public site (vite.public.config.ts), where the page's
 * language is fixed by its URL and i18next is not loaded. Only what public pages reach through shared
 * modules lives here (the API client asks for the current locale); a missing export fails the build.
 */
export function currentLocale(): AppLocale {
  const language = getLeanLanguage();
  return isAppLocale(language) ? language : 'en';
}
