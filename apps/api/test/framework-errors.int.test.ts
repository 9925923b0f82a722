import { connect } from 'node:net';
import type { InjectOptions } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { register, useTestApp, type RegisteredUser } from './helpers/test-app.ts';

/**
 * Requests that fail before any handler runs (in Fastify's router, its body parsers or its validation) answer in
 * the same shape as every other error: JSON `{"detail", "code"}`, `detail` in the request's language.
 */

const t = useTestApp();
let user: RegisteredUser;
beforeAll(async () => {
  user = await register(t.app);
});

interface Case {
  name: string;
  request: () => InjectOptions;
  status: number;
  code: string;
  en: string;
  fr: string;
}

const cases: Case[] = [
  {
    name: 'bad URL encoding in a path id',
    request: () => ({ method: 'GET', url: '/api/v1/companies/%FF' }),
    status: 400,
    code: 'bad_url',
    en: 'The address of this request is not valid',
    fr: "L'adresse de cette requête n'est pas valide",
  },
  {
    name: 'a 5,000-character path id',
    request: () => ({ method: 'GET', url: `/api/v1/companies/${'a'.repeat(5000)}` }),
    status: 414,
    code: 'uri_too_long',
    en: 'The address of this request is too long',
    fr: "L'adresse de cette requête est trop longue",
  },
  {
    name: 'bad JSON',
    request: () => ({
      method: 'POST',
      url: '/api/v1/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": ',
    }),
    status: 400,
    code: 'invalid_json',
    en: 'The request body is not valid JSON',
    fr: "Le corps de la requête n'est pas un JSON valide",
  },
  {
    name: 'a content type the API does not read',
    request: () => ({
      method: 'POST',
      url: '/api/v1/auth/login',
      headers: { 'content-type': 'text/xml' },
      payload: '<login/>',
    }),
    status: 415,
    code: 'unsupported_media_type',
    en: 'This content type is not supported',
    fr: "Ce type de contenu n'est pas pris en charge",
  },
  {
    name: 'an unknown method on a known path',
    request: () => ({ method: 'PUT', url: '/api/v1/auth/login', payload: {} }),
    status: 404,
    code: 'not_found',
    en: 'Not found',
    fr: 'Introuvable',
  },
  {
    name: 'a body over the limit',
    request: () => ({
      method: 'POST',
      url: '/api/v1/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ email: 'a@b.co', password: 'x'.repeat(200 * 1024) }),
    }),
    status: 413,
    code: 'payload_too_large',
    en: 'The request is too large',
    fr: 'La requête est trop volumineuse',
  },
];

describe('framework errors answer {"detail", "code"} in the request language', () => {
  it.each(cases)('$name: $status $code', async (spec) => {
    for (const lang of ['en', 'fr'] as const) {
      const base = spec.request();
      const response = await t.app.inject({
        ...base,
        headers: { ...(base.headers as Record<string, string>), 'accept-language': lang },
      });
      expect(response.statusCode, response.body).toBe(spec.status);
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      expect(response.json()).toEqual({ detail: spec[lang], code: spec.code });
    }
  });

  it('a query array where one value is expected, or a NUL in a path id: 422 on that parameter', async () => {
    const search = await t.app.inject({
      method: 'GET',
      url: '/api/v1/emission-factors/search?q=acier&q=ciment',
      headers: { authorization: `Bearer ${user.access_token}`, 'accept-language': 'fr' },
    });
    expect(search.statusCode).toBe(422);
    expect(search.json()).toEqual({
      code: 'validation_error',
      detail: [{ loc: ['query', 'q'], msg: 'Saisie invalide', type: 'invalid_type' }],
    });
    const nul = await t.app.inject({
      method: 'GET',
      url: '/api/v1/companies/%00',
      headers: { authorization: `Bearer ${user.access_token}` },
    });
    expect(nul.statusCode).toBe(422);
    expect(nul.json()).toMatchObject({ code: 'validation_error', detail: [{ loc: ['path', 'company_id'] }] });
  });

  it('a request that is not HTTP at all gets a JSON 400 on the socket', async () => {
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = new URL(address);
    const raw = await new Promise<string>((resolve, reject) => {
      const socket = connect(Number(port), '127.0.0.1', () => {
        socket.write('GET /api/v1/health HTTP/1.1\r\nHost: x\r\nthis is not a header\r\n\r\n');
      });
      let data = '';
      socket.on('data', (chunk) => (data += chunk.toString('utf8')));
      socket.on('end', () => resolve(data));
      socket.on('error', reject);
    });
    const [head, body] = raw.split('\r\n\r\n');
    expect(head).toMatch(/^HTTP\/1\.1 400 /);
    expect(head).toMatch(/content-type: application\/json/i);
    expect(JSON.parse(body ?? '')).toEqual({ detail: 'Request failed', code: 'bad_request' });
  });
});
