import { existsSync, readdirSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sendNotFound } from './errors.ts';

function isApiPath(url: string): boolean {
  return url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');
}

const segmentPattern = /^[a-z0-9][a-z0-9-]*$/;

/**
 * The prerendered public page for a request URL, as a path under the web build
 * (`prerendered/<lang>/<path>/index.html`), or null when the single-page app answers. The rule of
 * apps/web/README.md, "Serving the public pages": only a query that is empty or a single `lang`
 * parameter, `fr` for French and English otherwise, and path segments of lower-case letters, digits
 * and hyphens only (no dots, no encoded slashes), so a URL can never reach outside that folder.
 */
export function prerenderedPage(url: string): string | null {
  const queryAt = url.indexOf('?');
  const pathname = queryAt < 0 ? url : url.slice(0, queryAt);
  const params = new URLSearchParams(queryAt < 0 ? '' : url.slice(queryAt + 1));
  const keys = [...params.keys()];
  if (keys.length > 1 || keys.some((key) => key !== 'lang')) return null;
  const lang = params.get('lang') === 'fr' ? 'fr' : 'en';
  if (!pathname.startsWith('/')) return null;
  const segments = pathname.split('/').filter((segment) => segment !== '');
  if (!segments.every((segment) => segmentPattern.test(segment))) return null;
  return ['prerendered', lang, ...segments, 'index.html'].join('/');
}

/** Every prerendered page of the build, read once: the build does not change while the server runs. */
function listPrerendered(webDistDir: string): Set<string> {
  const root = join(webDistDir, 'prerendered');
  if (!existsSync(root)) return new Set();
  const files = readdirSync(root, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('index.html'))
    .map((file) => relative(webDistDir, join(root, file)).split(sep).join('/'));
  return new Set(files);
}

/**
 * Serves the built web app: a prerendered public page when one matches the URL, a built file when
 * one exists, and index.html for any other GET so the client router can take the path; unknown API
 * paths get a JSON 404. Without a build the API still runs alone.
 */
export async function registerSpa(app: FastifyInstance, webDistDir: string): Promise<void> {
  const hasSpa = existsSync(join(webDistDir, 'index.html'));
  const prerendered = hasSpa ? listPrerendered(webDistDir) : new Set<string>();
  if (hasSpa) {
    await app.register(fastifyStatic, {
      root: webDistDir,
      wildcard: true,
      // The web build writes .br and .gz beside each file (apps/web/scripts/compress.mjs).
      preCompressed: true,
      cacheControl: false,
      setHeaders(reply, path) {
        // Vite fingerprints everything under assets/, so those never change; index.html must be revalidated.
        const immutable = path.startsWith(join(webDistDir, 'assets'));
        reply.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }

  if (prerendered.size > 0) {
    // Before routing, so that `/` and every public path get their own page rather than the app's index.html.
    app.addHook('onRequest', async (request, reply) => {
      if ((request.method !== 'GET' && request.method !== 'HEAD') || isApiPath(request.url)) return;
      const page = prerenderedPage(request.url);
      if (page && prerendered.has(page)) return reply.sendFile(page);
    });
  }

  app.setNotFoundHandler((request: FastifyRequest, reply) => {
    const wantsPage = request.method === 'GET' || request.method === 'HEAD';
    if (hasSpa && wantsPage && !isApiPath(request.url)) return reply.sendFile('index.html');
    return sendNotFound(request, reply);
  });
}
