import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import type { AppLocale } from '@carbon/i18n/locale';

/**
 * Public pages rendered at request time (docs/decisions/0028, "Request-time pages"): the web build keeps the SSR
 * bundle of apps/web/src/entry-server.tsx, the public site's HTML template and the locale redirect script's name in
 * apps/web/dist-server/ (scripts/prerender.mjs). The server renders a page marked `renderedAtRequest` with the API
 * answers it reads, and writes the same answers into the page, so the browser hydrates the markup it received.
 */

/** An API answer a page reads: the data, or the error status (404) it met. Keys: the page's own (preloaded.ts). */
export type PageAnswer = { data: unknown } | { status: number };

interface PageMeta {
  title: string;
  description: string;
  kind?: 'website' | 'article';
  published?: string;
}

/** What apps/web/src/entry-server.tsx exports and the server uses. */
interface WebRenderer {
  renderRequestPage(
    path: string,
    locale: AppLocale,
    answers: Readonly<Record<string, PageAnswer>>,
  ): Promise<{ html: string; meta: PageMeta | null; documentTitle: string; missingKeys: string[] }>;
  pageHead(input: {
    origin: string;
    path: string;
    locale: AppLocale;
    page: { meta: PageMeta; documentTitle: string };
    redirectScript: string;
    noindex?: boolean;
  }): string;
  fillTemplate(template: string, input: { locale: AppLocale; head: string; body: string }): string;
  jsonForScript(value: unknown): string;
  sitemapUrls(origin: string, paths: readonly string[], lastmod?: (path: string) => string | undefined): string;
  PAGE_DATA_ID: string;
  REPORT_LIST_PAGE_SIZE: number;
}

export interface RenderedRequestPage {
  html: string;
  /** Milliseconds spent rendering (React and the template), without the data's reads. */
  renderMs: number;
  missingKeys: string[];
}

export interface RequestPages {
  /** The list page's page size, so the server reads the same first page the list shows. */
  readonly reportListPageSize: number;
  render(input: {
    path: string;
    locale: AppLocale;
    answers: Readonly<Record<string, PageAnswer>>;
    /** A not-found page: kept out of search indexes, without canonical nor alternates. */
    notFound?: boolean;
  }): Promise<RenderedRequestPage>;
  sitemapUrls(paths: readonly { path: string; lastmod: string }[]): string;
}

/** The renderer of the web build in `dir`, or null when there is none (API-only use, development): the single-page app answers then. */
export async function loadRequestPages(dir: string | undefined, origin: string): Promise<RequestPages | null> {
  if (!dir || !existsSync(join(dir, 'entry-server.js')) || !existsSync(join(dir, 'template.html'))) return null;
  const renderer = (await import(pathToFileURL(join(dir, 'entry-server.js')).href)) as WebRenderer;
  const template = readFileSync(join(dir, 'template.html'), 'utf8');
  const { redirectScript } = JSON.parse(readFileSync(join(dir, 'page.json'), 'utf8')) as { redirectScript: string };
  return {
    reportListPageSize: renderer.REPORT_LIST_PAGE_SIZE,
    async render({ path, locale, answers, notFound }) {
      const started = performance.now();
      const page = await renderer.renderRequestPage(path, locale, answers);
      const meta = page.meta ?? { title: page.documentTitle, description: '' };
      const head = [
        renderer.pageHead({ origin, path, locale, page: { meta, documentTitle: page.documentTitle }, redirectScript, noindex: notFound }),
        `<script type="application/json" id="${renderer.PAGE_DATA_ID}">${renderer.jsonForScript(answers)}</script>`,
      ].join('\n    ');
      const html = renderer.fillTemplate(template, { locale, head, body: page.html });
      return { html, renderMs: performance.now() - started, missingKeys: page.missingKeys };
    },
    sitemapUrls(paths) {
      const lastmod = new Map(paths.map((entry) => [entry.path, entry.lastmod]));
      return renderer.sitemapUrls(
        origin,
        paths.map((entry) => entry.path),
        (path) => lastmod.get(path),
      );
    },
  };
}
