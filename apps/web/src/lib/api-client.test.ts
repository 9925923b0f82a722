import { authEndpoints } from '@carbon/contracts/auth';
import { companyEndpoints, siteEndpoints } from '@carbon/contracts/companies';
import { defineEndpoint } from '@carbon/contracts/endpoint';
import { productCatalogEndpoints } from '@carbon/contracts/product-catalog';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { jsonResponse, setupI18n } from '@/test/render';
import { ApiError, callApi, downloadApi, errorMessageFromBody, fileNameOfDisposition, onUnauthorized } from './api-client';
import { changeLocale } from './i18n';

describe('errorMessageFromBody (SPEC section 8 order)', () => {
  it('prefers detail when it is a string', () => {
    expect(errorMessageFromBody({ detail: 'Incorrect email or password', message: 'ignored' })).toBe('Incorrect email or password');
  });
  it('takes the first msg of a detail list', () => {
    const body = { detail: [{ loc: ['body', 'email'], msg: 'Please enter a valid email address', type: 'x' }, { loc: [], msg: 'second', type: 'y' }] };
    expect(errorMessageFromBody(body)).toBe('Please enter a valid email address');
  });
  it('falls back to message, then to Request failed', () => {
    expect(errorMessageFromBody({ message: 'Upstream said no' })).toBe('Upstream said no');
    expect(errorMessageFromBody({ detail: [] })).toBe('Request failed');
    expect(errorMessageFromBody({})).toBe('Request failed');
    expect(errorMessageFromBody(undefined)).toBe('Request failed');
    expect(errorMessageFromBody('plain text')).toBe('Request failed');
  });
});

/** No endpoint takes a list in its query yet; this one stands for the first that will (tags filter, site ids...). */
const filteredList = defineEndpoint({
  method: 'GET',
  path: '/things',
  auth: 'bearer',
  tags: ['test'],
  summary: 'test',
  query: z.object({ tag: z.array(z.string()).optional(), page: z.coerce.number().optional() }),
  success: { status: 200, schema: z.object({ ok: z.boolean() }) },
  errors: [],
});

describe('callApi', () => {
  const fetchMock = vi.fn<typeof fetch>();

  beforeEach(async () => {
    await setupI18n('en');
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => {
    fetchMock.mockReset();
    vi.unstubAllGlobals();
    vi.useRealTimers();
    window.localStorage.clear();
  });

  function sent(): { url: string; init: RequestInit; headers: Record<string, string> } {
    const [url, init = {}] = fetchMock.mock.calls[0]!;
    return { url: String(url), init, headers: init.headers as Record<string, string> };
  }

  it("sends the descriptor's method and path under /api/v1, with JSON, the bearer token and the current language", async () => {
    window.localStorage.setItem('access_token', 'tok-123');
    await changeLocale('fr');
    fetchMock.mockResolvedValue(jsonResponse({ id: 's1' }, 201));

    await expect(callApi(siteEndpoints.create, { body: { company_id: 'c1', name: 'Lyon', country: 'FR' } })).resolves.toEqual({ id: 's1' });

    const { url, init, headers } = sent();
    expect(url).toBe('/api/v1/sites');
    expect(init.method).toBe('POST');
    expect(headers.Authorization).toBe('Bearer tok-123');
    expect(headers['Accept-Language']).toBe('fr');
    expect(headers['Content-Type']).toBe('application/json');
    expect(init.body).toBe('{"company_id":"c1","name":"Lyon","country":"FR"}');
  });

  it('substitutes and encodes the path parameters', async () => {
    fetchMock.mockResolvedValue(jsonResponse({}));
    await callApi(companyEndpoints.update, { params: { company_id: 'a/b c?d' }, body: { name: 'X' } });
    expect(sent().url).toBe('/api/v1/companies/a%2Fb%20c%3Fd');
    expect(sent().init.method).toBe('PATCH');
  });

  it('refuses to call without a path parameter rather than calling another route', () => {
    expect(() => callApi(productCatalogEndpoints.get, { params: { id: '' } })).toThrow(/missing path parameter id/);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('writes the query, leaving out unset values and repeating a list once per value', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ ok: true }));
    await callApi(filteredList, { query: { tag: ['wood', 'a&b'], page: undefined } });
    expect(sent().url).toBe('/api/v1/things?tag=wood&tag=a%26b');

    fetchMock.mockClear();
    await callApi(siteEndpoints.list, { query: { company_id: 'c1' } });
    expect(sent().url).toBe('/api/v1/sites?company_id=c1');
    expect(sent().init.method).toBe('GET');
    expect(sent().init.body).toBeUndefined();
  });

  it('answers null for a 204', async () => {
    fetchMock.mockResolvedValue(new Response(null, { status: 204 }));
    await expect(callApi(siteEndpoints.delete, { params: { site_id: 's1' } })).resolves.toBeNull();
    expect(sent().init.method).toBe('DELETE');
  });

  it("never sends the stored token to a public ('none') endpoint", async () => {
    window.localStorage.setItem('access_token', 'tok-123');
    fetchMock.mockResolvedValue(jsonResponse({ detail: 'Check your inbox' }, 202));
    await callApi(authEndpoints.forgotPassword, { body: { email: 'a@example.org' } });
    expect(sent().headers.Authorization).toBeUndefined();
  });

  it('throws an ApiError with status, code and the server message', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ detail: 'An account with this email already exists', code: 'email_taken' }, 409));
    const error = await callApi(authEndpoints.register, {
      body: { email: 'a@example.org', password: 'x', first_name: 'A', last_name: 'B', company_name: 'C' },
    }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 409, code: 'email_taken', message: 'An account with this email already exists' });
  });

  it('reads a 422 as SPEC section 8 says: the first msg, and keeps every field issue', async () => {
    fetchMock.mockResolvedValue(
      jsonResponse({ detail: [{ loc: ['body', 'password'], msg: 'Too short', type: 'too_small' }, { loc: ['body', 'email'], msg: 'Invalid', type: 'x' }] }, 422),
    );
    const error = (await callApi(authEndpoints.login, { body: { email: 'a@example.org', password: 'x' } }).catch((e: unknown) => e)) as ApiError;
    expect(error.message).toBe('Too short');
    expect(error.fieldIssues).toEqual([
      { loc: ['body', 'password'], msg: 'Too short' },
      { loc: ['body', 'email'], msg: 'Invalid' },
    ]);
  });

  it('falls back to message, then to Request failed, when the error answer has no detail', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ message: 'Upstream said no' }, 500));
    await expect(callApi(authEndpoints.me)).rejects.toMatchObject({ status: 500, message: 'Upstream said no' });
    fetchMock.mockResolvedValue(new Response('<html>Bad gateway</html>', { status: 502 }));
    await expect(callApi(authEndpoints.me)).rejects.toMatchObject({ status: 502, message: 'Request failed' });
  });

  it("uses the client's own message when no answer arrives", async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(callApi(authEndpoints.me)).rejects.toMatchObject({ status: 0, code: 'network_error', message: 'Network error' });
  });

  it('gives up after 20 seconds', async () => {
    vi.useFakeTimers();
    fetchMock.mockImplementation(
      (_url, init) =>
        new Promise((_resolve, reject) => {
          init?.signal?.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError')));
        }),
    );
    const pending = callApi(authEndpoints.me).catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(19_999);
    expect(fetchMock.mock.calls[0]![1]?.signal?.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await expect(pending).resolves.toMatchObject({ status: 0, code: 'request_timeout' });
  });

  it('signs out on a 401 answer to a bearer endpoint', async () => {
    window.localStorage.setItem('access_token', 'expired-on-server');
    const listener = vi.fn();
    const unsubscribe = onUnauthorized(listener);
    fetchMock.mockResolvedValue(jsonResponse({ detail: 'Not authenticated', code: 'not_authenticated' }, 401));
    await expect(callApi(authEndpoints.me)).rejects.toMatchObject({ status: 401 });
    expect(listener).toHaveBeenCalledTimes(1);
    unsubscribe();
  });

  it('does not sign out on a 401 answer to a public endpoint (wrong password)', async () => {
    window.localStorage.setItem('access_token', 'still-valid');
    const listener = vi.fn();
    const unsubscribe = onUnauthorized(listener);
    fetchMock.mockResolvedValue(jsonResponse({ detail: 'Incorrect email or password', code: 'invalid_credentials' }, 401));
    await expect(callApi(authEndpoints.login, { body: { email: 'a@example.org', password: 'wrong' } })).rejects.toMatchObject({
      status: 401,
      message: 'Incorrect email or password',
    });
    expect(listener).not.toHaveBeenCalled();
    expect(sent().headers.Authorization).toBeUndefined();
    unsubscribe();
  });
});

describe('downloadApi', () => {
  const fetchMock = vi.fn<typeof fetch>();
  const file = defineEndpoint({
    method: 'GET',
    path: '/files/:id/download',
    auth: 'bearer',
    tags: ['test'],
    summary: 'test',
    params: z.object({ id: z.string() }),
    success: { status: 200, schema: z.unknown() },
    errors: [404],
  });

  beforeEach(async () => {
    await setupI18n('fr');
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => {
    fetchMock.mockReset();
    vi.unstubAllGlobals();
    window.localStorage.clear();
  });

  it('fetches the file with the token and the language, and names it as the server does', async () => {
    window.localStorage.setItem('access_token', 'tok-9');
    fetchMock.mockResolvedValue(
      new Response('\uFEFFkind;year\n', { status: 200, headers: { 'Content-Type': 'text/csv', 'Content-Disposition': 'attachment; filename="beges-2025-demo.csv"' } }),
    );
    const { blob, fileName } = await downloadApi(file, { params: { id: 'r 1' } });
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(String(url)).toBe('/api/v1/files/r%201/download');
    expect(init?.headers).toMatchObject({ Authorization: 'Bearer tok-9', 'Accept-Language': 'fr' });
    expect(fileName).toBe('beges-2025-demo.csv');
    // The bytes as sent, byte order mark included (text() would drop it).
    expect([...new Uint8Array(await blob.arrayBuffer())].slice(0, 4)).toEqual([0xef, 0xbb, 0xbf, 0x6b]);
  });

  it('reads a refusal as callApi does', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ detail: 'Rapport introuvable', code: 'not_found' }, 404));
    await expect(downloadApi(file, { params: { id: 'x' } })).rejects.toMatchObject({ status: 404, code: 'not_found', message: 'Rapport introuvable' });
  });
});

describe('fileNameOfDisposition', () => {
  it('prefers the UTF-8 name, then the quoted one, then the bare one', () => {
    expect(fileNameOfDisposition(`attachment; filename="bilan.pdf"; filename*=UTF-8''bilan-soci%C3%A9t%C3%A9.pdf`)).toBe('bilan-société.pdf');
    expect(fileNameOfDisposition('attachment; filename="ghg-inventory-2025-demo-industries.pdf"')).toBe('ghg-inventory-2025-demo-industries.pdf');
    expect(fileNameOfDisposition('attachment; filename=report.csv')).toBe('report.csv');
    expect(fileNameOfDisposition('attachment')).toBeNull();
    expect(fileNameOfDisposition(null)).toBeNull();
  });
});
