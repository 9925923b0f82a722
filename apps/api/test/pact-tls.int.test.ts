import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { useTestApp } from './helpers/test-app.ts';

/**
 * HTTPS served by the app itself (issue 15: "HTTPS only"; conformance tests 9–11 and 17): with TLS_CERT_FILE and
 * TLS_KEY_FILE the port speaks TLS, and a plain HTTP request on it gets no answer at all — never data, never a
 * redirect.
 */
const dir = mkdtempSync(join(tmpdir(), 'pact-tls-'));
execFileSync(
  'openssl',
  [
    'req',
    '-x509',
    '-newkey',
    'rsa:2048',
    '-nodes',
    '-days',
    '1',
    '-subj',
    '/CN=localhost',
    '-addext',
    'subjectAltName=DNS:localhost,IP:127.0.0.1',
    '-keyout',
    join(dir, 'key.pem'),
    '-out',
    join(dir, 'cert.pem'),
  ],
  { stdio: 'ignore' },
);
const t = useTestApp({ config: { tlsCertFile: join(dir, 'cert.pem'), tlsKeyFile: join(dir, 'key.pem') } });
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function get(
  send: typeof httpRequest,
  port: number,
  path: string,
  options: Record<string, unknown> = {},
): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = send({ host: '127.0.0.1', port, path, method: 'GET', ...options }, (res) => {
      let body = '';
      res.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('TLS', () => {
  it('answers over HTTPS and refuses plain HTTP on the same port', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    const secure = await get(httpsRequest as unknown as typeof httpRequest, port, '/pact/3/footprints', {
      ca: readFileSync(join(dir, 'cert.pem')),
      servername: 'localhost',
    });
    expect(secure.status).toBe(400);
    expect(JSON.parse(secure.body)).toMatchObject({ code: 'BadRequest' });
    const plain = await get(httpRequest, port, '/pact/3/footprints').then(
      (answer) => ({ answered: true, status: answer.status }),
      () => ({ answered: false, status: 0 }),
    );
    // Node's TLS server drops the connection (or a proxy answers 400): never a redirect, never data.
    expect([0, 400]).toContain(plain.status);
  });
});
