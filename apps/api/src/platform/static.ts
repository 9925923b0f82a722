import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sendNotFound } from './errors.ts';

function isApiPath(url: string): boolean {
  return url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');
}

/**
 * Serves the built single-page app and answers unknown paths: JSON 404 under /api, index.html for
 * any other GET so the client router can take the path. Without a build the API still runs alone.
 */
export async function registerSpa(app: FastifyInstance, webDistDir: string): Promise<void> {
  const hasSpa = existsSync(join(webDistDir, 'index.html'));
  if (hasSpa) {
    await app.register(fastifyStatic, {
      root: webDistDir,
      wildcard: true,
      cacheControl: false,
      setHeaders(reply, path) {
        // Vite fingerprints everything under assets/, so those never change; index.html must be revalidated.
        const immutable = path.startsWith(join(webDistDir, 'assets'));
        reply.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }

  app.setNotFoundHandler((request: FastifyRequest, reply) => {
    const wantsPage = request.method === 'GET' || request.method === 'HEAD';
    if (hasSpa && wantsPage && !isApiPath(request.url)) return reply.sendFile('index.html');
    return sendNotFound(request, reply);
  });
}
