import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, setupI18n } from '@/test/render';
import { ApiError, apiRequest, errorMessageFromBody, onUnauthorized } from './api-client';
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

describe('apiRequest', () => {
  const fetchMock = vi.fn<typeof fetch>();

  beforeEach(async () => {
    await setupI18n('en');
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => {
    fetchMock.mockReset();
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('calls /api/v1 with JSON, the bearer token and the current language', async () => {
    window.localStorage.setItem('access_token', 'tok-123');
    await changeLocale('fr');
    fetchMock.mockResolvedValue(jsonResponse({ ok: true }));

    await expect(apiRequest('/sites', { method: 'POST', body: { name: 'Lyon' }, query: { company_id: 'c1', skip: undefined } })).resolves.toEqual({ ok: true });

    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/v1/sites?company_id=c1');
    const headers = init?.headers as Record<string, string>;
    expect(headers.Authorization).toBe('Bearer tok-123');
    expect(headers['Accept-Language']).toBe('fr');
    expect(headers['Content-Type']).toBe('application/json');
    expect(init?.body).toBe('{"name":"Lyon"}');
  });

  it('throws an ApiError with status, code and the server message', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ detail: 'An account with this email already exists', code: 'email_taken' }, 409));
    const error = await apiRequest('/auth/register', { method: 'POST', body: {} }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 409, code: 'email_taken', message: 'An account with this email already exists' });
  });

  it('keeps the field issues of a 422 answer', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ detail: [{ loc: ['body', 'password'], msg: 'Too short', type: 'too_small' }] }, 422));
    const error = (await apiRequest('/x').catch((e: unknown) => e)) as ApiError;
    expect(error.message).toBe('Too short');
    expect(error.fieldIssues).toEqual([{ loc: ['body', 'password'], msg: 'Too short' }]);
  });

  it('says Request failed when the error answer has no usable body', async () => {
    fetchMock.mockResolvedValue(new Response('<html>Bad gateway</html>', { status: 502 }));
    await expect(apiRequest('/x')).rejects.toMatchObject({ status: 502, message: 'Request failed' });
  });

  it("uses the client's own message when no answer arrives", async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(apiRequest('/x')).rejects.toMatchObject({ status: 0, code: 'network_error', message: 'Network error' });
  });

  it('gives up after 20 seconds', async () => {
    vi.useFakeTimers();
    fetchMock.mockImplementation(
      (_url, init) =>
        new Promise((_resolve, reject) => {
          init?.signal?.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError')));
        }),
    );
    const pending = apiRequest('/slow').catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(19_999);
    expect(fetchMock.mock.calls[0]![1]?.signal?.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await expect(pending).resolves.toMatchObject({ status: 0, code: 'request_timeout' });
  });

  it('triggers logout listeners on a 401 answer to an authenticated call', async () => {
    window.localStorage.setItem('access_token', 'expired-on-server');
    const listener = vi.fn();
    const unsubscribe = onUnauthorized(listener);
    fetchMock.mockResolvedValue(jsonResponse({ detail: 'Not authenticated', code: 'not_authenticated' }, 401));
    await expect(apiRequest('/auth/me')).rejects.toMatchObject({ status: 401 });
    expect(listener).toHaveBeenCalledTimes(1);
    unsubscribe();
  });

  it('does not log out on a 401 answer to an anonymous call (wrong password)', async () => {
    window.localStorage.setItem('access_token', 'still-valid');
    const listener = vi.fn();
    const unsubscribe = onUnauthorized(listener);
    fetchMock.mockResolvedValue(jsonResponse({ detail: 'Incorrect email or password' }, 401));
    await expect(apiRequest('/auth/login', { method: 'POST', body: {}, anonymous: true })).rejects.toMatchObject({ status: 401 });
    expect(listener).not.toHaveBeenCalled();
    expect((fetchMock.mock.calls[0]![1]?.headers as Record<string, string>).Authorization).toBeUndefined();
    unsubscribe();
  });
});
