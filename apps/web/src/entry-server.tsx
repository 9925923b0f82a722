import type { AppLocale } from '@carbon/i18n/locale';
import { resources } from '@carbon/i18n/resources';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { publicPages } from '@/app/public-pages';
import { catalogsOf, matchPublicPage, preparePage, PublicSiteRoutes } from '@/app/public-site/public-site';
import { addLeanBundle, clearLeanBundles, onLeanMissingKey, setLeanLanguage } from '@/lib/lean-i18n/react-i18next-lite';
import {
  clearPreloaded,
  PAGE_DATA_ID,
  REPORT_LIST_PAGE_SIZE,
  seedPreloaded,
  type PreloadedAnswer,
} from '@/features/product-reports/api/preloaded';
import { documentTitle, PageMetaProvider, type PageMeta } from '@/lib/page-meta';

// Renderer of the public pages: at build time (scripts/prerender.mjs imports the SSR build of this file) and, for
// the pages marked `renderedAtRequest`, by the API server at each request (the build keeps this bundle in
// dist-server/, docs/decisions/0028). It renders the same tree the browser hydrates
// (app/public-site/public-site.tsx) and reports what the page declared through usePageMeta, for the head.

export { escapeHtml, fillTemplate, jsonForScript, pageHead, pageUrl, sitemapUrls, sitemapXml } from '@/app/public-site/page-head';
export { PAGE_DATA_ID, REPORT_LIST_PAGE_SIZE };

/**
 * Only the catalogs the browser will have are loaded for each page (common and the page's declared
 * namespaces), and a key missing from them fails the build: a page that reads an undeclared
 * namespace would otherwise prerender text that the browser cannot reproduce when it hydrates.
 */
function loadCatalogsFor(catalogs: readonly (readonly [AppLocale, string])[]): void {
  clearLeanBundles();
  for (const [locale, namespace] of catalogs) {
    addLeanBundle(locale, namespace, (resources[locale] as Record<string, Record<string, unknown>>)[namespace] ?? {});
  }
}

export interface RenderedPage {
  html: string;
  meta: PageMeta;
  /** "Title · Carbon Ledger", as the browser tab shows it. */
  documentTitle: string;
}

/** Every path to prerender (without a leading slash; '' is the home page). */
export async function listPublicPaths(): Promise<string[]> {
  const prerendered = publicPages.filter((page) => !page.renderedAtRequest);
  const lists = await Promise.all(prerendered.map((page) => (page.prerenderPaths ? page.prerenderPaths() : Promise.resolve([page.path]))));
  return lists.flat();
}

export async function renderPublicPage(path: string, locale: AppLocale): Promise<RenderedPage> {
  const url = `/${path}`;
  const match = matchPublicPage(url);
  if (!match) throw new Error(`${url} is not a public page`);
  setLeanLanguage(locale);
  await Promise.all([preparePage(match.page, locale), match.page.preload?.(match.params, locale)]);
  loadCatalogsFor([[locale, 'common'], ...catalogsOf(match.page, locale)]);
  const missing: string[] = [];
  onLeanMissingKey((language, namespace, key) => missing.push(`${language}/${namespace}:${key}`));

  const collected: { meta: PageMeta | null } = { meta: null };
  const html = renderToString(
    <PageMetaProvider collector={{ report: (reported) => (collected.meta = reported) }}>
      <StaticRouter location={locale === 'fr' ? `${url}?lang=fr` : url}>
        <PublicSiteRoutes />
      </StaticRouter>
    </PageMetaProvider>,
  );
  onLeanMissingKey(null);
  if (missing.length > 0) throw new Error(`${url} (${locale}) reads keys its catalogs lack: ${[...new Set(missing)].join(', ')}`);
  // A page that suspended would ship its loading skeleton instead of its content.
  if (html.includes('<!--$?-->') || html.includes('<!--$!-->')) throw new Error(`${url} (${locale}) suspended while prerendering`);
  const { meta } = collected;
  if (!meta) throw new Error(`${url} (${locale}) does not call usePageMeta`);
  return { html, meta, documentTitle: documentTitle(meta.title, resources[locale].common.brand) };
}

export interface RequestRenderedPage {
  html: string;
  /** Null when the page declared none (the not-found page only sets the tab's title). */
  meta: PageMeta | null;
  documentTitle: string;
  /** Keys the page read that its catalogs lack (logged by the server; the prerender fails on them). */
  missingKeys: string[];
}

/**
 * A page marked `renderedAtRequest`, rendered with the API answers it reads (`answers`, keyed as
 * features/product-reports/api/preloaded.ts says); the server writes the same answers into the page for hydration.
 * Everything after the first await is synchronous: the lean i18n runtime and the preloaded answers are module state
 * that concurrent requests share, so each render sets them and renders before any other request can run.
 */
export async function renderRequestPage(
  path: string,
  locale: AppLocale,
  answers: Readonly<Record<string, PreloadedAnswer>>,
): Promise<RequestRenderedPage> {
  const url = `/${path}`;
  const match = matchPublicPage(url);
  if (!match?.page.renderedAtRequest) throw new Error(`${url} is not a page rendered at request time`);
  await preparePage(match.page, locale);

  setLeanLanguage(locale);
  loadCatalogsFor([[locale, 'common'], ...catalogsOf(match.page, locale)]);
  seedPreloaded(answers);
  const missing: string[] = [];
  onLeanMissingKey((language, namespace, key) => missing.push(`${language}/${namespace}:${key}`));
  const collected: { meta: PageMeta | null } = { meta: null };
  try {
    const html = renderToString(
      <PageMetaProvider collector={{ report: (reported) => (collected.meta = reported) }}>
        <StaticRouter location={locale === 'fr' ? `${url}?lang=fr` : url}>
          <PublicSiteRoutes />
        </StaticRouter>
      </PageMetaProvider>,
    );
    const common = resources[locale].common;
    const meta = collected.meta as PageMeta | null;
    return {
      html,
      meta,
      documentTitle: documentTitle(meta ? meta.title : common.not_found.title, common.brand),
      missingKeys: [...new Set(missing)],
    };
  } finally {
    onLeanMissingKey(null);
    clearPreloaded();
  }
}
