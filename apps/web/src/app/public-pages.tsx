import type { AppLocale } from '@carbon/i18n/locale';
import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';

/** Catalog namespaces public pages read besides `common`. */
export type PublicNamespace =
  | 'public'
  | 'about'
  | 'features'
  | 'product'
  | 'solutions'
  | 'pricing'
  | 'contact'
  | 'blog'
  | 'errors'
  | 'legal'
  | 'csrd'
  | 'productReports';

export interface PublicPage {
  /** Route path below the public layout; '' is the home page. */
  path: string;
  namespaces: readonly PublicNamespace[];
  /** The page's catalogs are also needed in this language whatever the interface says (/cgu is French). */
  pinnedLocale?: AppLocale;
  load: () => Promise<{ Component: ComponentType }>;
  /** The concrete paths to prerender, for a path with parameters. */
  prerenderPaths?: () => Promise<string[]>;
  /** Data the page reads once loaded; the prerendered site fetches it before hydrating. */
  preload?: (params: Readonly<Record<string, string | undefined>>, locale: AppLocale) => Promise<unknown>;
  /**
   * Rendered by the API server at each request with the data it reads (published product reports, which come and
   * go at run time), never prerendered: the same tree, hydrated by the same entry (docs/decisions/0028).
   */
  renderedAtRequest?: true;
}

/** The server's answers a request-rendered page was rendered with, read from the page before hydrating. */
const preloadFromPage = () => import('@/features/product-reports/api/preloaded').then((m) => m.seedFromDocument());

/**
 * Every page of the public layout that is prerendered at build time (scripts/prerender.mjs), in both
 * languages. One list feeds the single-page app's route table (`publicPageRoutes`), the prerendered
 * site's router (app/public-site/public-site.tsx), the prerender and the sitemap, so a page cannot be
 * routed in one and forgotten in another. Pages whose content comes from the API stay out of it.
 */
export const publicPages: readonly PublicPage[] = [
  { path: '', namespaces: ['public'], load: () => import('./routes/home').then((m) => ({ Component: m.HomeRoute })) },
  { path: 'features', namespaces: ['features'], load: () => import('./routes/features').then((m) => ({ Component: m.FeaturesRoute })) },
  { path: 'features/energy', namespaces: ['features'], load: () => import('./routes/features').then((m) => ({ Component: m.EnergyFeatureRoute })) },
  { path: 'features/transport', namespaces: ['features'], load: () => import('./routes/features').then((m) => ({ Component: m.TransportFeatureRoute })) },
  { path: 'features/scenarios', namespaces: ['features'], load: () => import('./routes/features').then((m) => ({ Component: m.ScenariosFeatureRoute })) },
  { path: 'features/reports', namespaces: ['features'], load: () => import('./routes/features').then((m) => ({ Component: m.ReportsFeatureRoute })) },
  { path: 'product', namespaces: ['product'], load: () => import('./routes/product').then((m) => ({ Component: m.ProductRoute })) },
  { path: 'outputs', namespaces: ['product'], load: () => import('./routes/product').then((m) => ({ Component: m.OutputsRoute })) },
  {
    path: 'solutions/product-carbon-footprint',
    namespaces: ['solutions'],
    load: () => import('./routes/solutions').then((m) => ({ Component: m.ProductCarbonFootprintRoute })),
  },
  {
    path: 'solutions/supply-chain-emissions',
    namespaces: ['solutions'],
    load: () => import('./routes/solutions').then((m) => ({ Component: m.SupplyChainEmissionsRoute })),
  },
  {
    path: 'solutions/carbon-accounting',
    namespaces: ['solutions'],
    load: () => import('./routes/solutions').then((m) => ({ Component: m.CarbonAccountingRoute })),
  },
  { path: 'pricing', namespaces: ['pricing'], load: () => import('./routes/pricing').then((m) => ({ Component: m.PricingRoute })) },
  { path: 'contact', namespaces: ['contact', 'errors'], load: () => import('./routes/contact').then((m) => ({ Component: m.ContactRoute })) },
  { path: 'about', namespaces: ['about'], load: () => import('./routes/about').then((m) => ({ Component: m.AboutRoute })) },
  { path: 'blog', namespaces: ['blog'], load: () => import('./routes/blog').then((m) => ({ Component: m.BlogIndexRoute })) },
  {
    path: 'blog/:id',
    namespaces: ['blog'],
    load: () => import('./routes/blog').then((m) => ({ Component: m.BlogPostRoute })),
    prerenderPaths: () => import('@/features/blog/posts').then((m) => m.postIds().map((id) => `blog/${id}`)),
    preload: (params, locale) => import('@/features/blog/posts').then((m) => (params.id ? m.loadPost(locale, params.id) : null)),
  },
  {
    path: 'tools/csrd-calculator',
    namespaces: ['csrd', 'errors'],
    load: () => import('./routes/csrd-calculator').then((m) => ({ Component: m.CsrdCalculatorRoute })),
  },
  { path: 'legal/terms', namespaces: ['legal'], load: () => import('./routes/legal').then((m) => ({ Component: m.TermsRoute })) },
  { path: 'legal/privacy', namespaces: ['legal'], load: () => import('./routes/legal').then((m) => ({ Component: m.PrivacyRoute })) },
  { path: 'legal/cookies', namespaces: ['legal'], load: () => import('./routes/legal').then((m) => ({ Component: m.CookiesRoute })) },
  { path: 'cgu', namespaces: ['legal'], pinnedLocale: 'fr', load: () => import('./routes/legal').then((m) => ({ Component: m.FrenchTermsRoute })) },
  { path: 'legal/notice', namespaces: ['legal'], load: () => import('./routes/legal').then((m) => ({ Component: m.LegalNoticeRoute })) },
  {
    path: 'mentions-legales',
    namespaces: ['legal'],
    pinnedLocale: 'fr',
    load: () => import('./routes/legal').then((m) => ({ Component: m.FrenchLegalNoticeRoute })),
  },
  {
    path: 'product-reports',
    namespaces: ['productReports', 'errors'],
    renderedAtRequest: true,
    load: () => import('./routes/product-reports').then((m) => ({ Component: m.ProductReportsRoute })),
    preload: preloadFromPage,
  },
  {
    path: 'product-reports/:slug',
    namespaces: ['productReports', 'errors'],
    renderedAtRequest: true,
    load: () => import('./routes/product-reports').then((m) => ({ Component: m.ProductReportRoute })),
    preload: preloadFromPage,
  },
];

/** The same pages as children of the single-page app's public layout (app/route-table.tsx). */
export const publicPageRoutes: RouteObject[] = publicPages.map((page) =>
  page.path === '' ? { index: true, lazy: page.load } : { path: page.path, lazy: page.load },
);
