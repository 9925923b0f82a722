import { mkdirSync, writeFileSync } from 'node:fs';
import { brotliCompressSync, brotliDecompressSync, gzipSync } from 'node:zlib';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { prerenderedPage } from '../src/platform/static.ts';
import { useWebBuildApp } from './helpers/test-app.ts';

/** A web build in miniature: the single-page app, two public pages in both languages, one asset. */
function writePage(dist: string, lang: string, path: string, marker: string): void {
  const folder = join(dist, 'prerendered', lang, ...path.split('/').filter(Boolean));
  mkdirSync(folder, { recursive: true });
  writeFileSync(
    join(folder, 'index.html'),
    `<!doctype html><html lang="${lang}"><div id="root">${marker}</div>`,
  );
}

describe('prerendered public pages (apps/web/README.md, "Serving the public pages")', () => {
  const t = useWebBuildApp((dist) => {
    mkdirSync(join(dist, 'assets'));
    writeFileSync(join(dist, 'index.html'), '<!doctype html><div id="root">single-page app</div>');
    writeFileSync(join(dist, 'assets', 'public-1a2b.js'), 'hydrate()');
    writeFileSync(join(dist, 'robots.txt'), 'User-agent: *');
    writePage(dist, 'en', '', 'home EN');
    writePage(dist, 'fr', '', 'home FR');
    writePage(dist, 'en', 'pricing', 'pricing EN');
    writePage(dist, 'fr', 'pricing', 'pricing FR');
    writePage(dist, 'en', 'blog/beges-obligation-france', 'post EN');
    // As apps/web/scripts/compress.mjs leaves them: compressed twins beside the files.
    const bundle = 'hydrate();'.repeat(200);
    writeFileSync(join(dist, 'assets', 'app-3c4d.js'), bundle);
    writeFileSync(join(dist, 'assets', 'app-3c4d.js.br'), brotliCompressSync(bundle));
    writeFileSync(join(dist, 'assets', 'app-3c4d.js.gz'), gzipSync(bundle));
    const pricing = join(dist, 'prerendered', 'en', 'pricing', 'index.html');
    writeFileSync(`${pricing}.br`, brotliCompressSync('<!doctype html><html lang="en"><div id="root">pricing EN</div>'));
  });

  async function body(url: string, method: 'GET' | 'HEAD' = 'GET') {
    const response = await t.app.inject({ method, url });
    expect(response.statusCode, url).toBe(200);
    expect(response.headers['content-type'], url).toContain('text/html');
    expect(response.headers['cache-control'], url).toBe('no-cache');
    return response.body;
  }

  it('serves the English page at the plain path and with ?lang=en, the French one with ?lang=fr', async () => {
    expect(await body('/')).toContain('home EN');
    expect(await body('/?lang=fr')).toContain('home FR');
    expect(await body('/pricing')).toContain('pricing EN');
    expect(await body('/pricing/')).toContain('pricing EN');
    expect(await body('/pricing?lang=en')).toContain('pricing EN');
    expect(await body('/pricing?lang=fr')).toContain('pricing FR');
    expect(await body('/pricing?lang=de')).toContain('pricing EN');
    expect(await body('/blog/beges-obligation-france')).toContain('post EN');
    expect((await t.app.inject({ method: 'HEAD', url: '/pricing?lang=fr' })).statusCode).toBe(200);
  });

  it('leaves other queries, unknown pages and app paths to the single-page app', async () => {
    for (const url of [
      '/blog?page=2',
      '/pricing?lang=fr&utm_source=mail',
      '/blog/unknown-post',
      '/blog/beges-obligation-france?lang=fr',
      '/dashboard',
      '/login?mode=register',
    ]) {
      expect(await body(url), url).toContain('single-page app');
    }
  });

  it('keeps built files, the API and its JSON 404 as they were', async () => {
    const asset = await t.app.inject({ method: 'GET', url: '/assets/public-1a2b.js' });
    expect(asset.body).toBe('hydrate()');
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await t.app.inject({ method: 'GET', url: '/robots.txt' })).body).toBe('User-agent: *');
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/health' })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/nothing?lang=fr' })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'POST', url: '/pricing', payload: {} })).statusCode).toBe(404);
  });

  it('sends the precompressed twin a browser accepts, and the plain file to others', async () => {
    const brotli = await t.app.inject({ method: 'GET', url: '/assets/app-3c4d.js', headers: { 'accept-encoding': 'gzip, br' } });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe('hydrate();'.repeat(200));
    const gzip = await t.app.inject({ method: 'GET', url: '/assets/app-3c4d.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    const plain = await t.app.inject({ method: 'GET', url: '/assets/app-3c4d.js', headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe('hydrate();'.repeat(200));

    const page = await t.app.inject({ method: 'GET', url: '/pricing', headers: { 'accept-encoding': 'br' } });
    expect(page.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(page.rawPayload).toString()).toContain('pricing EN');
  });

  it('never maps a URL outside the prerendered folder', () => {
    expect(prerenderedPage('/')).toBe('prerendered/en/index.html');
    expect(prerenderedPage('/pricing?lang=fr')).toBe('prerendered/fr/pricing/index.html');
    for (const url of [
      '/../index.html',
      '/pricing/..',
      '/%2e%2e/secret',
      '/a%2fb',
      '/index.html',
      '/Pricing',
      '/pricing?lang=fr&lang=en',
    ]) {
      expect(prerenderedPage(url), url).toBeNull();
    }
  });
});
