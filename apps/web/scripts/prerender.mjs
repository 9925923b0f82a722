// Last step of `npm run build -w apps/web`: renders every public page of app/public-pages.tsx in English
// and French into dist/prerendered/<lang>/<path>/index.html, from the template dist/public.html (the
// public site's client build) and the SSR build of src/entry-server.tsx (dist/.ssr). Writes
// dist/sitemap.xml and dist/robots.txt, then moves the build-only files out of dist into dist-server/ (the SSR
// bundle, template.html and page.json): the API renders the pages marked `renderedAtRequest` with them at each
// request (docs/decisions/0028), and nothing in dist-server/ is served as a file.
// SITE_URL (else APP_URL, else http://localhost:3000) is the origin of canonical and sitemap URLs.
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const webDir = join(dirname(fileURLToPath(import.meta.url)), '..');
const distDir = join(webDir, 'dist');
const ssrDir = join(distDir, '.ssr');
const templateFile = join(distDir, 'public.html');
const serverDir = join(webDir, 'dist-server');

const locales = ['en', 'fr'];

/**
 * Public pages rendered from the API (by the single-page app, or by the server at request time for the product
 * reports): not prerendered, still listed. A single report (/product-reports/{slug}) is not listed here: it exists
 * only while published, so the server adds the published ones when it serves /sitemap.xml (docs/decisions/0028).
 */
const appRenderedPublicPaths = ['sources', 'product-reports', 'product-match'];

function siteOrigin() {
  const raw = process.env.SITE_URL || process.env.APP_URL || 'http://localhost:3000';
  const url = new URL(raw);
  return url.origin;
}

/** The locale redirect is a classic script (it must run before the page paints), fingerprinted like Vite's assets. */
function emitRedirectScript() {
  const source = readFileSync(join(webDir, 'scripts/locale-redirect.js'), 'utf8');
  const hash = createHash('sha256').update(source).digest('hex').slice(0, 10);
  const file = `assets/locale-redirect-${hash}.js`;
  writeFileSync(join(distDir, file), source);
  return `/${file}`;
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
      const head = server.pageHead({ origin, path, locale, page, redirectScript });
      const html = server.fillTemplate(template, { locale, head, body: page.html });
      const file = join(distDir, 'prerendered', locale, ...path.split('/').filter(Boolean), 'index.html');
      mkdirSync(dirname(file), { recursive: true });
      writeFileSync(file, html);
      count += 1;
    }
  }
  writeFileSync(join(distDir, 'sitemap.xml'), server.sitemapXml(server.sitemapUrls(origin, [...paths, ...appRenderedPublicPaths])));
  writeFileSync(join(distDir, 'robots.txt'), robots(origin));
  console.log(`prerendered ${count} pages (${paths.length} paths × ${locales.length} languages) for ${origin}`);
  return { redirectScript };
}

rmSync(serverDir, { recursive: true, force: true });
try {
  const { redirectScript } = await main();
  // The request-time renderer: the SSR bundle, the template and what the head needs besides the page.
  renameSync(ssrDir, serverDir);
  renameSync(templateFile, join(serverDir, 'template.html'));
  writeFileSync(join(serverDir, 'page.json'), `${JSON.stringify({ redirectScript }, null, 2)}\n`);
} finally {
  // Build inputs, not pages to serve: nothing of them stays in dist.
  rmSync(ssrDir, { recursive: true, force: true });
  rmSync(templateFile, { force: true });
}
