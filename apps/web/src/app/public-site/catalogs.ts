import type { AppLocale } from '@carbon/i18n/locale';
import { addLeanBundle, hasLeanBundle } from '@/lib/lean-i18n/react-i18next-lite';
import type { PublicNamespace } from '../public-pages';

type Loader = () => Promise<{ default: Record<string, unknown> }>;

/** One chunk per catalog and language: a page downloads its own strings in its own language only. */
const loaders: Record<AppLocale, Record<PublicNamespace | 'common', Loader>> = {
  en: {
    common: () => import('@carbon/i18n/locales/en/common.json'),
    public: () => import('@carbon/i18n/locales/en/public.json'),
    about: () => import('@carbon/i18n/locales/en/about.json'),
    features: () => import('@carbon/i18n/locales/en/features.json'),
    product: () => import('@carbon/i18n/locales/en/product.json'),
    solutions: () => import('@carbon/i18n/locales/en/solutions.json'),
    pricing: () => import('@carbon/i18n/locales/en/pricing.json'),
    contact: () => import('@carbon/i18n/locales/en/contact.json'),
    blog: () => import('@carbon/i18n/locales/en/blog.json'),
    errors: () => import('@carbon/i18n/locales/en/errors.json'),
    legal: () => import('@carbon/i18n/locales/en/legal.json'),
    csrd: () => import('@carbon/i18n/locales/en/csrd.json'),
    productReports: () => import('@carbon/i18n/locales/en/productReports.json'),
  },
  fr: {
    common: () => import('@carbon/i18n/locales/fr/common.json'),
    public: () => import('@carbon/i18n/locales/fr/public.json'),
    about: () => import('@carbon/i18n/locales/fr/about.json'),
    features: () => import('@carbon/i18n/locales/fr/features.json'),
    product: () => import('@carbon/i18n/locales/fr/product.json'),
    solutions: () => import('@carbon/i18n/locales/fr/solutions.json'),
    pricing: () => import('@carbon/i18n/locales/fr/pricing.json'),
    contact: () => import('@carbon/i18n/locales/fr/contact.json'),
    blog: () => import('@carbon/i18n/locales/fr/blog.json'),
    errors: () => import('@carbon/i18n/locales/fr/errors.json'),
    legal: () => import('@carbon/i18n/locales/fr/legal.json'),
    csrd: () => import('@carbon/i18n/locales/fr/csrd.json'),
    productReports: () => import('@carbon/i18n/locales/fr/productReports.json'),
  },
};

export async function loadCatalogs(catalogs: readonly (readonly [AppLocale, PublicNamespace | 'common'])[]): Promise<void> {
  await Promise.all(
    catalogs
      .filter(([locale, namespace]) => !hasLeanBundle(locale, namespace))
      .map(async ([locale, namespace]) => addLeanBundle(locale, namespace, (await loaders[locale][namespace]()).default)),
  );
}
