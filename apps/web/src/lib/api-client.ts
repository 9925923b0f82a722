import {
  endpointPath,
  type EndpointDefinition,
  type EndpointInput,
  type EndpointOutput,
  type EndpointTakesNoInput,
} from '@carbon/contracts/endpoint';
import { API_TIMEOUT_MS, env } from '@/config/env';
import { currentLocale } from './i18n';
import { readStorage, storageKeys } from './storage';

/** One field problem of a 422 answer: `loc` like ["body", "email"], `msg` already translated by the API. */
export interface FieldIssue {
  loc: (string | number)[];
  msg: string;
}

/** Codes for failures that have no server answer; the UI translates them (errors namespace). */
export const clientErrorCodes = {
  network: 'network_error',
  timeout: 'request_timeout',
} as const;

export class ApiError extends Error {
  override readonly name = 'ApiError';
  /** HTTP status, or 0 when no answer arrived (network failure, timeout). */
  readonly status: number;
  /** Stable machine code of the answer (`code`), or one of clientErrorCodes. */
  readonly code: string | undefined;
  readonly fieldIssues: FieldIssue[];
  /** The error body as received, for the fields some codes carry (a plan limit's plan and limit). */
  readonly body: Readonly<Record<string, unknown>>;

  constructor(status: number, message: string, code?: string, fieldIssues: FieldIssue[] = [], body: Record<string, unknown> = {}) {
    super(message);
    this.status = status;
    this.code = code;
    this.fieldIssues = fieldIssues;
    this.body = body;
  }
}

export const REQUEST_FAILED = 'Request failed';

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * SPEC section 8: `detail` as a string, else the first `msg` of a `detail` list, else `message`,
 * else the fallback ('Request failed').
 */
export function errorMessageFromBody(body: unknown, fallback: string = REQUEST_FAILED): string {
  if (!isRecord(body)) return fallback;
  const { detail, message } = body;
  if (typeof detail === 'string' && detail.trim() !== '') return detail;
  if (Array.isArray(detail)) {
    const first: unknown = detail[0];
    if (isRecord(first) && typeof first.msg === 'string' && first.msg.trim() !== '') return first.msg;
  }
  if (typeof message === 'string' && message.trim() !== '') return message;
  return fallback;
}

function fieldIssuesFromBody(body: unknown): FieldIssue[] {
  if (!isRecord(body) || !Array.isArray(body.detail)) return [];
  return body.detail.flatMap((item: unknown) =>
    isRecord(item) && typeof item.msg === 'string' && Array.isArray(item.loc)
      ? [{ loc: item.loc.filter((part): part is string | number => typeof part === 'string' || typeof part === 'number'), msg: item.msg }]
      : [],
  );
}

type UnauthorizedListener = () => void;
const unauthorizedListeners = new Set<UnauthorizedListener>();

/** SPEC section 4: a 401 logs the user out. The auth module subscribes here (no import cycle). */
export function onUnauthorized(listener: UnauthorizedListener): () => void {
  unauthorizedListeners.add(listener);
  return () => unauthorizedListeners.delete(listener);
}

type QueryValue = string | number | boolean | null | undefined;

interface RequestOptions {
  method?: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  body?: unknown;
  query?: Record<string, QueryValue | readonly QueryValue[]>;
  /** Cancels the call (TanStack Query passes one); distinct from the timeout. */
  signal?: AbortSignal;
  /** Sign-in and the public token flows must neither send a stale token nor log out on 401. */
  anonymous?: boolean;
  timeoutMs?: number;
}

function buildUrl(path: string, query: RequestOptions['query']): string {
  const url = `${env.apiBaseUrl}${path.startsWith('/') ? path : `/${path}`}`;
  if (!query) return url;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    const values: readonly QueryValue[] = Array.isArray(value) ? value : [value];
    for (const item of values) if (item !== undefined && item !== null) params.append(key, String(item));
  }
  const search = params.toString();
  return search ? `${url}?${search}` : url;
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/**
 * Sends one request with the token, the language and the timeout, and reads a refusal as SPEC section 8 says.
 * Answers the successful Response unread: JSON for callApi, a file for downloadApi.
 */
async function send(path: string, options: RequestOptions, accept: string): Promise<Response> {
  const { method = 'GET', body, query, signal, anonymous = false, timeoutMs = API_TIMEOUT_MS } = options;
  const headers: Record<string, string> = {
    Accept: accept,
    'Accept-Language': currentLocale(),
  };
  const isForm = typeof FormData !== 'undefined' && body instanceof FormData;
  // A FormData body (a file upload) sets its own multipart Content-Type with the boundary.
  if (body !== undefined && !isForm) headers['Content-Type'] = 'application/json';
  const token = anonymous ? null : readStorage(storageKeys.accessToken);
  if (token) headers.Authorization = `Bearer ${token}`;

  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, timeoutMs);
  const forwardAbort = () => controller.abort();
  if (signal?.aborted) controller.abort();
  signal?.addEventListener('abort', forwardAbort, { once: true });

  let response: Response;
  try {
    response = await fetch(buildUrl(path, query), {
      method,
      headers,
      body: body === undefined ? undefined : isForm ? body : JSON.stringify(body),
      signal: controller.signal,
    });
  } catch (error) {
    if (timedOut) throw new ApiError(0, 'Request timed out', clientErrorCodes.timeout);
    // A cancellation asked for by the caller stays an AbortError so TanStack Query recognises it.
    if (signal?.aborted) throw error;
    // fetch only rejects when no answer arrived; its own text varies by browser ("Failed to fetch"…).
    throw new ApiError(0, 'Network error', clientErrorCodes.network);
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', forwardAbort);
  }

  if (!response.ok) {
    let payload: unknown;
    try {
      payload = await readBody(response);
    } catch {
      payload = undefined;
    }
    if (response.status === 401 && token) {
      for (const listener of unauthorizedListeners) listener();
    }
    const code = isRecord(payload) && typeof payload.code === 'string' ? payload.code : undefined;
    throw new ApiError(response.status, errorMessageFromBody(payload), code, fieldIssuesFromBody(payload), isRecord(payload) ? payload : {});
  }
  return response;
}

/**
 * The transport under callApi: JSON, token, language, timeout, and the SPEC section 8 error reading.
 * Private: a call names its endpoint descriptor, never a path (the lint rule in eslint.config.js keeps it so).
 */
async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const response = await send(path, options, 'application/json');
  let payload: unknown;
  try {
    payload = await readBody(response);
  } catch {
    payload = undefined;
  }
  return payload as T;
}

/** Per-call options; whether a token is sent follows the endpoint's `auth`. */
export interface CallOptions {
  signal?: AbortSignal;
  timeoutMs?: number;
}

type CallArgs<E extends EndpointDefinition> =
  EndpointTakesNoInput<E> extends true
    ? [input?: EndpointInput<E>, options?: CallOptions]
    : [input: EndpointInput<E>, options?: CallOptions];

/**
 * The one way the web calls the API (DESIGN.md section 3): through an endpoint descriptor of
 * @carbon/contracts, so the path, the parameters and the body are checked against the contract and the
 * answer is typed from its success schema. Public endpoints never send a token nor sign out on 401.
 */
export function callApi<E extends EndpointDefinition>(endpoint: E, ...[input, options]: CallArgs<E>): Promise<EndpointOutput<E>> {
  const parts = (input ?? {}) as { params?: Record<string, unknown>; query?: RequestOptions['query']; body?: unknown };
  const answer = apiRequest<EndpointOutput<E>>(endpointPath(endpoint.path, parts.params), {
    method: endpoint.method,
    query: parts.query,
    body: parts.body,
    anonymous: endpoint.auth === 'none',
    signal: options?.signal,
    timeoutMs: options?.timeoutMs,
  });
  // A 204 has no body; its descriptor says null, so the caller gets null rather than undefined.
  return endpoint.success.status === 204 ? answer.then(() => null as EndpointOutput<E>) : answer;
}

/**
 * A multipart upload (a file and text fields) to an endpoint whose descriptor takes no JSON body: the bulk imports.
 * Same token, language and error reading as callApi; a longer timeout, since files can be large.
 */
export function uploadApi<E extends EndpointDefinition>(endpoint: E, form: FormData, options?: CallOptions): Promise<EndpointOutput<E>> {
  return apiRequest<EndpointOutput<E>>(endpointPath(endpoint.path, undefined), {
    method: endpoint.method,
    body: form,
    signal: options?.signal,
    timeoutMs: options?.timeoutMs ?? 5 * 60_000,
  });
}

/** The file name of a `Content-Disposition: attachment; filename="…"` header (RFC 6266, `filename*` first). */
export function fileNameOfDisposition(header: string | null): string | null {
  if (!header) return null;
  const extended = /filename\*\s*=\s*UTF-8''([^;]+)/i.exec(header);
  if (extended?.[1]) {
    try {
      return decodeURIComponent(extended[1].trim());
    } catch {
      // A badly encoded name falls back to the plain one.
    }
  }
  const plain = /filename\s*=\s*"([^"]*)"|filename\s*=\s*([^;]+)/i.exec(header);
  const name = plain?.[1] ?? plain?.[2]?.trim();
  return name ? name : null;
}

/**
 * A file answered by an endpoint (a report's download): the same token, language and error reading as callApi,
 * the body as a Blob and the server's file name. The browser cannot send the token with a plain link, hence this.
 */
export async function downloadApi<E extends EndpointDefinition>(
  endpoint: E,
  ...[input, options]: CallArgs<E>
): Promise<{ blob: Blob; fileName: string | null }> {
  const parts = (input ?? {}) as { params?: Record<string, unknown>; query?: RequestOptions['query'] };
  const response = await send(
    endpointPath(endpoint.path, parts.params),
    { method: endpoint.method, query: parts.query, anonymous: endpoint.auth === 'none', signal: options?.signal, timeoutMs: options?.timeoutMs ?? 5 * 60_000 },
    '*/*',
  );
  return { blob: await response.blob(), fileName: fileNameOfDisposition(response.headers.get('Content-Disposition')) };
}
