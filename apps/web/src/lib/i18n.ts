import enCommon from '@carbon/i18n/locales/en/common.json';
import frCommon from '@carbon/i18n/locales/fr/common.json';
import { isAppLocale, resolveLocale, type AppLocale } from '@carbon/i18n/locale';
import type { Namespace } from '@carbon/i18n/resources';
import i18next, { type BackendModule } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { readStorage, storageKeys, writeStorage } from './storage';

type WebNamespace = Exclude<Namespace, 'email'>;
type CatalogLoader = () => Promise<{ default: Record<string, unknown> }>;

/**
 * Only `common` ships in the first bundle; every other namespace is its own chunk, fetched when a
 * screen asks for it (react-i18next suspends meanwhile). The long legal texts and the app screens'
 * strings thus never weigh on the public home page.
 */
const catalogLoaders: Record<AppLocale, Record<Exclude<WebNamespace, 'common'>, CatalogLoader>> = {
  en: {
    app: () => import('@carbon/i18n/locales/en/app.json'),
    auth: () => import('@carbon/i18n/locales/en/auth.json'),
    errors: () => import('@carbon/i18n/locales/en/errors.json'),
    legal: () => import('@carbon/i18n/locales/en/legal.json'),
    onboarding: () => import('@carbon/i18n/locales/en/onboarding.json'),
    public: () => import('@carbon/i18n/locales/en/public.json'),
    settings: () => import('@carbon/i18n/locales/en/settings.json'),
  },
  fr: {
    app: () => import('@carbon/i18n/locales/fr/app.json'),
    auth: () => import('@carbon/i18n/locales/fr/auth.json'),
    errors: () => import('@carbon/i18n/locales/fr/errors.json'),
    legal: () => import('@carbon/i18n/locales/fr/legal.json'),
    onboarding: () => import('@carbon/i18n/locales/fr/onboarding.json'),
    public: () => import('@carbon/i18n/locales/fr/public.json'),
    settings: () => import('@carbon/i18n/locales/fr/settings.json'),
  },
};

const lazyCatalogs: BackendModule = {
  type: 'backend',
  init() {},
  read(language, namespace, callback) {
    const load = isAppLocale(language) ? (catalogLoaders[language] as Record<string, CatalogLoader>)[namespace] : undefined;
    if (!load) {
      callback(null, {});
      return;
    }
    load().then(
      (module) => callback(null, module.default),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), false),
    );
  },
};

export const i18n = i18next.createInstance();

/** The locale rule of SPEC section 1 applied to this browser. */
export function detectLocale(): AppLocale {
  return resolveLocale(readStorage(storageKeys.locale), typeof navigator === 'undefined' ? null : navigator.language);
}

export function currentLocale(): AppLocale {
  const language = i18n.resolvedLanguage ?? i18n.language;
  return isAppLocale(language) ? language : 'en';
}

function syncDocumentLanguage(language: string): void {
  if (isAppLocale(language)) document.documentElement.lang = language;
}

export async function initI18n(locale: AppLocale = detectLocale()): Promise<void> {
  if (i18n.isInitialized) {
    await i18n.changeLanguage(locale);
    return;
  }
  i18n.on('languageChanged', syncDocumentLanguage);
  await i18n
    .use(lazyCatalogs)
    .use(initReactI18next)
    .init({
      lng: locale,
      supportedLngs: ['en', 'fr'],
      // Both catalogs hold the same keys (checked by the i18n package tests), so no fallback download.
      fallbackLng: false,
      ns: ['common'],
      defaultNS: 'common',
      resources: { en: { common: enCommon }, fr: { common: frCommon } },
      partialBundledLanguages: true,
      interpolation: { escapeValue: false },
      react: { useSuspense: true },
    });
  syncDocumentLanguage(locale);
}

/** The language menu's action: remembered in local storage (SPEC section 9) and applied everywhere. */
export async function changeLocale(locale: AppLocale): Promise<void> {
  writeStorage(storageKeys.locale, locale);
  await i18n.changeLanguage(locale);
}

/** Loads every namespace of both languages at once; tests use it so nothing suspends. */
export async function loadAllCatalogs(): Promise<void> {
  for (const locale of ['en', 'fr'] as const) {
    for (const [namespace, load] of Object.entries(catalogLoaders[locale])) {
      if (!i18n.hasResourceBundle(locale, namespace)) {
        i18n.addResourceBundle(locale, namespace, (await load()).default);
      }
    }
  }
}
