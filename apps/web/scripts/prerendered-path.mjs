/**
 * The serving rule of the prerendered public pages (apps/web/README.md, "Serving the public pages"),
 * shared by `vite preview` (vite.config.ts) and its tests; the API's static handler applies the same
 * rule. Returns the file under dist/ to serve for a GET of `pathname` + `search`, or null when the
 * single-page app (dist/index.html) must answer. The caller checks that the file exists.
 *
 * - Only a query that is empty or holds a single `lang` parameter maps to a prerendered page: any other
 *   parameter (?page=2, ?tag=…) can change what the page shows, which the browser then renders.
 * - `lang=fr` selects the French page, anything else (none, `en`) the English one.
 * - `/pricing` and `/pricing/` are the same page; a segment other than lower-case letters, digits and
 *   hyphens (a dot, `..`, any percent-encoding) never matches.
 */
export function prerenderedFile(pathname, search = '') {
  const params = new URLSearchParams(search.startsWith('?') ? search.slice(1) : search);
  const keys = [...params.keys()];
  if (keys.some((key) => key !== 'lang') || keys.length > 1) return null;
  const lang = params.get('lang') === 'fr' ? 'fr' : 'en';
  if (!pathname.startsWith('/')) return null;
  const segments = pathname.split('/').filter((segment) => segment !== '');
  // Lower-case letters, digits and hyphens only: no dot, no percent-encoding, so nothing reaches outside the folder.
  if (!segments.every((segment) => /^[a-z0-9][a-z0-9-]*$/.test(segment))) return null;
  return ['prerendered', lang, ...segments, 'index.html'].join('/');
}
