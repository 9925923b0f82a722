import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { loggerOptions, SLOW_REQUEST_MS } from '../src/platform/logging.ts';
import {
  CapturedMail,
  createTestDatabase,
  register,
  testConfig,
  type RegisteredUser,
} from './helpers/test-app.ts';

/** The log as the production logger writes it (level info, redaction on), one parsed JSON line per entry. */
const lines: Record<string, unknown>[] = [];
const raw: string[] = [];
let app: FastifyInstance;
let user: RegisteredUser;
let drop: () => Promise<void>;

beforeAll(async () => {
  const created = await createTestDatabase();
  drop = created.drop;
  const stream = {
    write: (line: string) => {
      raw.push(line);
      lines.push(JSON.parse(line) as Record<string, unknown>);
    },
  };
  app = await buildApp({
    config: testConfig(),
    database: created.database,
    mailer: new CapturedMail(),
    logger: { ...(loggerOptions('info') as object), stream },
  });
  app.get('/api/v1/test-explode', async () => {
    throw new Error('boom');
  });
  app.get('/api/v1/test-slow', async () => {
    await sleep(SLOW_REQUEST_MS + 50);
    return { ok: true };
  });
  await app.ready();
  user = await register(app);
});
afterAll(async () => {
  await app?.close();
  await drop?.();
});
beforeEach(() => {
  lines.length = 0;
  raw.length = 0;
});

const requestLines = () =>
  lines.filter((line) => ['request', 'request failed', 'slow request'].includes(String(line.msg)));

describe('request logging', () => {
  it('writes one short line per request: method, route, status and duration', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/api/v1/auth/me',
      headers: { authorization: `Bearer ${user.access_token}` },
    });
    expect(response.statusCode).toBe(200);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({
      level: 30,
      msg: 'request',
      method: 'GET',
      route: '/api/v1/auth/me',
      status: 200,
      ms: expect.any(Number),
      reqId: expect.any(String),
    });
    expect(lines[0]).not.toHaveProperty('req');
    expect(raw[0]!.length).toBeLessThan(250);
  });

  it('logs the route pattern, never the ids, and 4xx answers in the same single line', async () => {
    await app.inject({
      method: 'PATCH',
      url: '/api/v1/sites/6f1d7c5e-0c1b-4a53-9b7e-3d2f4b6a8e90',
      headers: { authorization: `Bearer ${user.access_token}` },
      payload: { name: 'x' },
    });
    await app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: {} });
    expect(lines).toEqual([
      expect.objectContaining({ level: 30, route: '/api/v1/sites/:site_id', status: 404, method: 'PATCH' }),
      expect.objectContaining({ level: 30, route: '/api/v1/auth/login', status: 422, method: 'POST' }),
    ]);
    expect(raw.join('')).not.toContain('6f1d7c5e');
  });

  it('skips the health check while it succeeds', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/v1/health' })).statusCode).toBe(200);
    expect(lines).toEqual([]);
  });

  it('logs a server error in full at error level, without credentials', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/api/v1/test-explode?page=2',
      headers: { authorization: `Bearer ${user.access_token}`, 'user-agent': 'bench/1.0' },
    });
    expect(response.statusCode).toBe(500);
    expect(requestLines()).toEqual([
      expect.objectContaining({
        level: 50,
        msg: 'request failed',
        route: '/api/v1/test-explode',
        status: 500,
        userAgent: 'bench/1.0',
        req: expect.objectContaining({ method: 'GET', url: '/api/v1/test-explode?page=2' }),
      }),
    ]);
    // The error itself, with its stack, is logged by the error handler.
    expect(lines).toContainEqual(
      expect.objectContaining({ level: 50, err: expect.objectContaining({ message: 'boom' }) }),
    );
    expect(raw.join('')).not.toContain(user.access_token);
  });

  it('logs a request slower than the threshold in full at warn level', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/v1/test-slow' })).statusCode).toBe(200);
    expect(requestLines()).toEqual([
      expect.objectContaining({
        level: 40,
        msg: 'slow request',
        route: '/api/v1/test-slow',
        status: 200,
        ms: expect.any(Number),
        req: expect.objectContaining({ url: '/api/v1/test-slow' }),
      }),
    ]);
    expect(requestLines()[0]!.ms).toBeGreaterThanOrEqual(SLOW_REQUEST_MS);
  });

  it('logs requests that match no route, and those the router refuses, in one line too', async () => {
    await app.inject({ method: 'GET', url: '/api/v1/no-such-thing' });
    await app.inject({ method: 'GET', url: '/api/v1/companies/%FF' });
    expect(lines).toEqual([
      expect.objectContaining({ level: 30, msg: 'request', method: 'GET', route: null, status: 404 }),
      expect.objectContaining({ level: 30, msg: 'request', method: 'GET', route: null, status: 400 }),
    ]);
  });
});
