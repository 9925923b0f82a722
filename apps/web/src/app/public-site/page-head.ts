import type { AppLocale } from '@carbon/i18n/locale';
import type { PageMeta } from '@/lib/page-meta';

/**
 * The <head> of a public page and its place in the HTML template (public.html's build), shared by the build-time
 * prerender (scripts/prerender.mjs) and the pages the API renders at request time (docs/decisions/0028), so both
 * carry the same canonical, hreflang, Open Graph and Twitter tags.
 */
const locales: readonly AppLocale[] = ['en', 'fr'];
const ogLocale: Record<AppLocale, string> = { en: 'en_GB', fr: 'fr_FR' };

export function escapeHtml(value: string): string {
  return String(value).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** English at the plain path, French with ?lang=fr (README: "Language URLs"). */
export function pageUrl(origin: string, path: string, locale: AppLocale): string {
  const base = `${origin}/${path}`;
  return locale === 'fr' ? `${base}?lang=fr` : base;
}

export interface HeadInput {
  origin: string;
  /** Without a leading slash; '' is the home page. */
  path: string;
  locale: AppLocale;
  page: { meta: PageMeta; documentTitle: string };
  /** The fingerprinted locale redirect script (scripts/locale-redirect.js). */
  redirectScript: string;
  /** A page that answers "not found": no canonical nor alternates, and kept out of search indexes. */
  noindex?: boolean;
}

export function pageHead({ origin, path, locale, page, redirectScript, noindex }: HeadInput): string {
  const canonical = pageUrl(origin, path, locale);
  const { meta } = page;
  const tags = [`<script src="${redirectScript}"></script>`, `<title>${escapeHtml(page.documentTitle)}</title>`];
  if (meta.description) tags.push(`<meta name="description" content="${escapeHtml(meta.description)}" />`);
  if (noindex) {
    tags.push('<meta name="robots" content="noindex" />');
    return tags.join('\n    ');
  }
  tags.push(
    `<link rel="canonical" href="${escapeHtml(canonical)}" />`,
    ...locales.map((lng) => `<link rel="alternate" hreflang="${lng}" href="${escapeHtml(pageUrl(origin, path, lng))}" />`),
    `<link rel="alternate" hreflang="x-default" href="${escapeHtml(pageUrl(origin, path, 'en'))}" />`,
    `<meta property="og:type" content="${meta.kind ?? 'website'}" />`,
    `<meta property="og:site_name" content="Carbon Ledger" />`,
    `<meta property="og:title" content="${escapeHtml(page.documentTitle)}" />`,
    `<meta property="og:description" content="${escapeHtml(meta.description)}" />`,
    `<meta property="og:url" content="${escapeHtml(canonical)}" />`,
    `<meta property="og:locale" content="${ogLocale[locale]}" />`,
    `<meta property="og:locale:alternate" content="${ogLocale[locale === 'fr' ? 'en' : 'fr']}" />`,
    `<meta name="twitter:card" content="summary" />`,
    `<meta name="twitter:title" content="${escapeHtml(page.documentTitle)}" />`,
    `<meta name="twitter:description" content="${escapeHtml(meta.description)}" />`,
  );
  if (meta.published) tags.push(`<meta property="article:published_time" content="${escapeHtml(meta.published)}" />`);
  return tags.join('\n    ');
}

export function fillTemplate(template: string, { locale, head, body }: { locale: AppLocale; head: string; body: string }): string {
  const filled = template
    .replace(/<html lang="[^"]*">/, `<html lang="${locale}">`)
    .replace('<!--page-head-->', () => head)
    .replace('<div id="root"></div>', () => `<div id="root">${body}</div>`);
  for (const marker of ['<!--page-head-->', '<div id="root"></div>']) {
    if (filled.includes(marker)) throw new Error(`The template still holds ${marker}`);
  }
  return filled;
}

/** JSON inside a <script type="application/json">: no "</script>" nor "<!--" can end or bend the element. */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
}

/** The sitemap's <url> entries of public paths: each path in both languages, each entry naming its alternates. */
export function sitemapUrls(origin: string, paths: readonly string[], lastmod?: (path: string) => string | undefined): string {
  const entries: string[] = [];
  for (const path of paths) {
    const alternates = [
      ...locales.map((lng) => `    <xhtml:link rel="alternate" hreflang="${lng}" href="${escapeHtml(pageUrl(origin, path, lng))}"/>`),
      `    <xhtml:link rel="alternate" hreflang="x-default" href="${escapeHtml(pageUrl(origin, path, 'en'))}"/>`,
    ].join('\n');
    const modified = lastmod?.(path);
    for (const locale of locales) {
      const loc = `    <loc>${escapeHtml(pageUrl(origin, path, locale))}</loc>`;
      const when = modified ? `\n    <lastmod>${escapeHtml(modified)}</lastmod>` : '';
      entries.push(`  <url>\n${loc}${when}\n${alternates}\n  </url>`);
    }
  }
  return entries.join('\n');
}

export function sitemapXml(urls: string): string {
  return `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">
${urls}
</urlset>
`;
}
