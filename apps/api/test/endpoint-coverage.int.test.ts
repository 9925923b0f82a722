import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { endpointKey } from '@carbon/contracts/endpoint';
import { allEndpoints } from '@carbon/contracts/endpoints';
import { API_PREFIX } from '../src/app.ts';
import { useTestApp } from './helpers/test-app.ts';

const t = useTestApp();

/**
 * Every route the app registered, as `METHOD /path`, read from Fastify's own route tree (printRoutes draws
 * one node per line, four columns per level, each with its path segment and its methods).
 */
function registeredRoutes(app: FastifyInstance): string[] {
  const parents: string[] = [];
  const routes: string[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const match = /^(.*?)[└├]── (.+?)(?: \(([A-Z, ]+)\))?$/.exec(line);
    if (!match) continue;
    const depth = (match[1] ?? '').length / 4;
    const path = `${parents[depth - 1] ?? ''}${match[2]}`;
    parents[depth] = path;
    parents.length = depth + 1;
    for (const method of (match[3] ?? '').split(', ').filter(Boolean)) routes.push(`${method} ${path}`);
  }
  return routes;
}

/** The API's routes relative to /api/v1, without the HEAD twins Fastify adds to each GET. */
function apiRoutes(app: FastifyInstance): string[] {
  return registeredRoutes(app)
    .filter((route) => !route.startsWith('HEAD '))
    .flatMap((route) => {
      const [method, path = ''] = route.split(' ');
      return path.startsWith(`${API_PREFIX}/`) ? [`${method} ${path.slice(API_PREFIX.length)}`] : [];
    });
}

/** `/sites/:site_id` → `/api/v1/sites/{site_id}`, the form of the OpenAPI document. */
function openApiPath(path: string): string {
  return `${API_PREFIX}${path.replace(/:([A-Za-z0-9_]+)/g, '{$1}')}`;
}

describe('endpoint descriptors and registered routes', () => {
  const described = allEndpoints.map(endpointKey);

  it('reads the route tree (the parser sees the routes it must check)', () => {
    // Guards the parser itself: a format change in printRoutes must fail here, not pass with nothing read.
    expect(apiRoutes(t.app)).toEqual(expect.arrayContaining(['GET /health', 'PATCH /sites/:site_id', 'GET /emission-factors/:id']));
  });

  it('describes each endpoint once', () => {
    expect(described.length).toBeGreaterThan(0);
    expect(new Set(described).size).toBe(described.length);
  });

  it('has a descriptor for every route under /api/v1', () => {
    const undescribed = apiRoutes(t.app).filter((route) => !described.includes(route));
    expect(undescribed).toEqual([]);
  });

  it('has a registered route for every descriptor', () => {
    const registered = apiRoutes(t.app);
    const unrouted = allEndpoints.filter(
      (endpoint) =>
        !registered.includes(endpointKey(endpoint)) ||
        !t.app.hasRoute({ method: endpoint.method, url: `${API_PREFIX}${endpoint.path}` }),
    );
    expect(unrouted.map(endpointKey)).toEqual([]);
  });

  it('documents every descriptor in /api/docs/json with its method, token and statuses', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const document = response.json() as {
      paths: Record<string, Record<string, { security?: unknown; responses?: Record<string, unknown>; summary?: string }>>;
    };
    for (const endpoint of allEndpoints) {
      const operation = document.paths[openApiPath(endpoint.path)]?.[endpoint.method.toLowerCase()];
      expect(operation, endpointKey(endpoint)).toBeDefined();
      expect(operation?.summary, endpointKey(endpoint)).toBe(endpoint.summary);
      expect(operation?.security !== undefined, endpointKey(endpoint)).toBe(endpoint.auth === 'bearer');
      expect(Object.keys(operation?.responses ?? {}).sort(), endpointKey(endpoint)).toEqual(
        [endpoint.success.status, ...endpoint.errors].map(String).sort(),
      );
    }
  });
});
