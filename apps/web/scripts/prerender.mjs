// Last step of `npm run build -w apps/web`: renders every public page of app/public-pages.tsx in English
// and French into dist/prerendered/<lang>/<path>/index.html, from the template dist/public.html (the
// public site's client build) and the SSR build of src/entry-server.tsx (dist/.ssr). Writes
// dist/sitemap.xml and dist/robots.txt, then removes the build-only files from dist.
// SITE_URL (else APP_URL, else http://localhost:3000) is the origin of canonical and sitemap URLs.
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const webDir = join(dirname(fileURLToPath(import.meta.url)), '..');
const distDir = join(webDir, 'dist');
const ssrDir = join(distDir, '.ssr');
const templateFile = join(distDir, 'public.html');

const locales = ['en', 'fr'];
const ogLocale = { en: 'en_GB', fr: 'fr_FR' };

/**
 * Public pages the single-page app renders from the API: not prerendered, still listed. A single report
 * (/product-reports/{slug}) is left out: it exists only while published, and a sitemap must not list pages that
 * answer "not found".
 */
const appRenderedPublicPaths = ['sources', 'product-reports', 'product-match'];

function siteOrigin() {
  const raw = process.env.SITE_URL || process.env.APP_URL || 'http://localhost:3000';
  const url = new URL(raw);
  return url.origin;
}

function escapeHtml(value) {
  return String(value).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** English at the plain path, French with ?lang=fr (README: "Language URLs"). */
function pageUrl(origin, path, locale) {
  const base = `${origin}/${path}`;
  return locale === 'fr' ? `${base}?lang=fr` : base;
}

function headFor({ origin, path, locale, page, redirectScript }) {
  const canonical = pageUrl(origin, path, locale);
  const { meta } = page;
  const tags = [
    `<script src="${redirectScript}"></script>`,
    `<title>${escapeHtml(page.documentTitle)}</title>`,
    `<meta name="description" content="${escapeHtml(meta.description)}" />`,
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
  ];
  if (meta.published) tags.push(`<meta property="article:published_time" content="${escapeHtml(meta.published)}" />`);
  return tags.join('\n    ');
}

function fillTemplate(template, { locale, head, body }) {
  const filled = template
    .replace(/<html lang="[^"]*">/, `<html lang="${locale}">`)
    .replace('<!--page-head-->', head)
    .replace('<div id="root"></div>', `<div id="root">${body}</div>`);
  for (const marker of ['<!--page-head-->', '<div id="root"></div>']) {
    if (filled.includes(marker)) throw new Error(`The template still holds ${marker}`);
  }
  return filled;
}

/** The locale redirect is a classic script (it must run before the page paints), fingerprinted like Vite's assets. */
function emitRedirectScript() {
  const source = readFileSync(join(webDir, 'scripts/locale-redirect.js'), 'utf8');
  const hash = createHash('sha256').update(source).digest('hex').slice(0, 10);
  const file = `assets/locale-redirect-${hash}.js`;
  writeFileSync(join(distDir, file), source);
  return `/${file}`;
}

function sitemap(origin, paths) {
  const entries = [];
  for (const path of paths) {
    const alternates = [
      ...locales.map((lng) => `    <xhtml:link rel="alternate" hreflang="${lng}" href="${escapeHtml(pageUrl(origin, path, lng))}"/>`),
      `    <xhtml:link rel="alternate" hreflang="x-default" href="${escapeHtml(pageUrl(origin, path, 'en'))}"/>`,
    ].join('\n');
    for (const locale of locales) {
      entries.push(`  <url>\n    <loc>${escapeHtml(pageUrl(origin, path, locale))}</loc>\n${alternates}\n  </url>`);
    }
  }
  return `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">
${entries.join('\n')}
</urlset>
`;
}

function robots(origin) {
  return `User-agent: *
Allow: /
Disallow: /api/

Sitemap: ${origin}/sitemap.xml
`;
}

async function main() {
  const origin = siteOrigin();
  const template = readFileSync(templateFile, 'utf8');
  const server = await import(pathToFileURL(join(ssrDir, 'entry-server.js')).href);
  const paths = await server.listPublicPaths();
  const redirectScript = emitRedirectScript();
  rmSync(join(distDir, 'prerendered'), { recursive: true, force: true });

  let count = 0;
  for (const path of paths) {
    for (const locale of locales) {
      const page = await server.renderPublicPage(path, locale);
      const html = fillTemplate(template, { locale, head: headFor({ origin, path, locale, page, redirectScript }), body: page.html });
      const file = join(distDir, 'prerendered', locale, ...path.split('/').filter(Boolean), 'index.html');
      mkdirSync(dirname(file), { recursive: true });
      writeFileSync(file, html);
      count += 1;
    }
  }
  writeFileSync(join(distDir, 'sitemap.xml'), sitemap(origin, [...paths, ...appRenderedPublicPaths]));
  writeFileSync(join(distDir, 'robots.txt'), robots(origin));
  console.log(`prerendered ${count} pages (${paths.length} paths × ${locales.length} languages) for ${origin}`);
}

try {
  await main();
} finally {
  // The SSR bundle and the bare template are build inputs, not pages to serve.
  rmSync(ssrDir, { recursive: true, force: true });
  rmSync(templateFile, { force: true });
}
