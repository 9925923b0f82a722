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
    catalog: () => import('@carbon/i18n/locales/en/catalog.json'),
    csrd: () => import('@carbon/i18n/locales/en/csrd.json'),
    errors: () => import('@carbon/i18n/locales/en/errors.json'),
    factors: () => import('@carbon/i18n/locales/en/factors.json'),
    legal: () => import('@carbon/i18n/locales/en/legal.json'),
    onboarding: () => import('@carbon/i18n/locales/en/onboarding.json'),
    public: () => import('@carbon/i18n/locales/en/public.json'),
    settings: () => import('@carbon/i18n/locales/en/settings.json'),
    apiKeys: () => import('@carbon/i18n/locales/en/apiKeys.json'),
    sources: () => import('@carbon/i18n/locales/en/sources.json'),
    about: () => import('@carbon/i18n/locales/en/about.json'),
    blog: () => import('@carbon/i18n/locales/en/blog.json'),
    contact: () => import('@carbon/i18n/locales/en/contact.json'),
    features: () => import('@carbon/i18n/locales/en/features.json'),
    pricing: () => import('@carbon/i18n/locales/en/pricing.json'),
    product: () => import('@carbon/i18n/locales/en/product.json'),
    solutions: () => import('@carbon/i18n/locales/en/solutions.json'),
    travel: () => import('@carbon/i18n/locales/en/travel.json'),
    packaging: () => import('@carbon/i18n/locales/en/packaging.json'),
    import: () => import('@carbon/i18n/locales/en/import.json'),
    scope3: () => import('@carbon/i18n/locales/en/scope3.json'),
    purchases: () => import('@carbon/i18n/locales/en/purchases.json'),
    productInventory: () => import('@carbon/i18n/locales/en/productInventory.json'),
    products: () => import('@carbon/i18n/locales/en/products.json'),
    productReports: () => import('@carbon/i18n/locales/en/productReports.json'),
    scenarios: () => import('@carbon/i18n/locales/en/scenarios.json'),
    reportDocs: () => import('@carbon/i18n/locales/en/reportDocs.json'),
    reports: () => import('@carbon/i18n/locales/en/reports.json'),
    team: () => import('@carbon/i18n/locales/en/team.json'),
    subscription: () => import('@carbon/i18n/locales/en/subscription.json'),
    pact: () => import('@carbon/i18n/locales/en/pact.json'),
  },
  fr: {
    app: () => import('@carbon/i18n/locales/fr/app.json'),
    auth: () => import('@carbon/i18n/locales/fr/auth.json'),
    catalog: () => import('@carbon/i18n/locales/fr/catalog.json'),
    csrd: () => import('@carbon/i18n/locales/fr/csrd.json'),
    errors: () => import('@carbon/i18n/locales/fr/errors.json'),
    factors: () => import('@carbon/i18n/locales/fr/factors.json'),
    legal: () => import('@carbon/i18n/locales/fr/legal.json'),
    onboarding: () => import('@carbon/i18n/locales/fr/onboarding.json'),
    public: () => import('@carbon/i18n/locales/fr/public.json'),
    settings: () => import('@carbon/i18n/locales/fr/settings.json'),
    apiKeys: () => import('@carbon/i18n/locales/fr/apiKeys.json'),
    sources: () => import('@carbon/i18n/locales/fr/sources.json'),
    about: () => import('@carbon/i18n/locales/fr/about.json'),
    blog: () => import('@carbon/i18n/locales/fr/blog.json'),
    contact: () => import('@carbon/i18n/locales/fr/contact.json'),
    features: () => import('@carbon/i18n/locales/fr/features.json'),
    pricing: () => import('@carbon/i18n/locales/fr/pricing.json'),
    product: () => import('@carbon/i18n/locales/fr/product.json'),
    solutions: () => import('@carbon/i18n/locales/fr/solutions.json'),
    travel: () => import('@carbon/i18n/locales/fr/travel.json'),
    packaging: () => import('@carbon/i18n/locales/fr/packaging.json'),
    import: () => import('@carbon/i18n/locales/fr/import.json'),
    scope3: () => import('@carbon/i18n/locales/fr/scope3.json'),
    purchases: () => import('@carbon/i18n/locales/fr/purchases.json'),
    productInventory: () => import('@carbon/i18n/locales/fr/productInventory.json'),
    products: () => import('@carbon/i18n/locales/fr/products.json'),
    productReports: () => import('@carbon/i18n/locales/fr/productReports.json'),
    scenarios: () => import('@carbon/i18n/locales/fr/scenarios.json'),
    reportDocs: () => import('@carbon/i18n/locales/fr/reportDocs.json'),
    reports: () => import('@carbon/i18n/locales/fr/reports.json'),
    team: () => import('@carbon/i18n/locales/fr/team.json'),
    subscription: () => import('@carbon/i18n/locales/fr/subscription.json'),
    pact: () => import('@carbon/i18n/locales/fr/pact.json'),
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

/**
 * A `lang` query parameter (`?lang=fr`) is an explicit choice made through a language link of the
 * public pages (apps/web/README.md, "Language URLs"): it wins and is remembered like the language menu's.
 */
function languageFromUrl(): AppLocale | null {
  if (typeof window === 'undefined') return null;
  const requested = new URLSearchParams(window.location.search).get('lang');
  return isAppLocale(requested) ? requested : null;
}

/** The locale rule of SPEC section 1 applied to this browser, after an explicit `?lang=`. */
export function detectLocale(): AppLocale {
  const fromUrl = languageFromUrl();
  if (fromUrl) {
    writeStorage(storageKeys.locale, fromUrl);
    return fromUrl;
  }
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
