import { pactProductFootprintSchema, type PactProductFootprint } from '@carbon/contracts/pact';
import { isLocalHost } from '../../platform/local-address.ts';

/**
 * A client of another PACT v3 host (spec/v3/rest-api.md): the supplier's API when we are the data recipient
 * (decision 0035), and a partner's events endpoint when we notify it (pact-events.ts). Every call has a 10 s
 * timeout; a failure is a PactClientError saying whether the host could not be reached or refused the credentials.
 */
export const PACT_CALL_TIMEOUT_MS = 10_000;
/** Pages followed at most in one listing (100 footprints a page on ours: thousands of footprints). */
export const PACT_MAX_PAGES = 50;
export type PactClientFailure = 'unreachable' | 'credentials' | 'invalid_response' | 'not_found';

export class PactClientError extends Error {
  constructor(
    readonly kind: PactClientFailure,
    message: string,
  ) {
    super(message);
    this.name = 'PactClientError';
  }
}

/**
 * Whether a PACT base URL may be called: https to a public host. PACT requires HTTPS; a plain http address would
 * send the credentials in clear. This machine and private networks (platform/local-address.ts) only when the
 * instance allows them (`pactAllowLocalUrls`: a local instance, development, tests), and then over http too.
 */
export function acceptableBaseUrl(text: string, { allowLocal }: { allowLocal: boolean }): boolean {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return false;
  }
  if (url.username || url.password) return false;
  if (isLocalHost(url.hostname)) return allowLocal && (url.protocol === 'https:' || url.protocol === 'http:');
  return url.protocol === 'https:';
}

/** The base without a trailing slash, so `${base}/auth/token` has one. */
export function normalBaseUrl(text: string): string {
  return text.trim().replace(/\/+$/, '');
}

function basicAuth(clientId: string, clientSecret: string): string {
  // RFC 6749 §2.3.1: each part form-URL-encoded before the Basic scheme's base64.
  const pair = `${encodeURIComponent(clientId)}:${encodeURIComponent(clientSecret)}`;
  return `Basic ${Buffer.from(pair).toString('base64')}`;
}

async function call(url: string, init: RequestInit): Promise<Response> {
  try {
    return await fetch(url, { ...init, redirect: 'error', signal: AbortSignal.timeout(PACT_CALL_TIMEOUT_MS) });
  } catch (error) {
    const reason = error instanceof Error ? (error.cause instanceof Error ? error.cause.message : error.message) : '';
    throw new PactClientError('unreachable', `${new URL(url).origin} could not be reached${reason ? `: ${reason}` : ''}`);
  }
}

/** OAuth 2 client credentials at `{base}/auth/token`: the access token, or why there is none. */
export async function pactToken(base: string, clientId: string, clientSecret: string): Promise<string> {
  const response = await call(`${base}/auth/token`, {
    method: 'POST',
    headers: {
      authorization: basicAuth(clientId, clientSecret),
      'content-type': 'application/x-www-form-urlencoded',
      accept: 'application/json',
    },
    body: 'grant_type=client_credentials',
  });
  if (response.status === 400 || response.status === 401 || response.status === 403) {
    throw new PactClientError('credentials', `${base}/auth/token refused the credentials (${response.status})`);
  }
  if (!response.ok) {
    throw new PactClientError('unreachable', `${base}/auth/token answered ${response.status}`);
  }
  const body = (await response.json().catch(() => null)) as { access_token?: unknown } | null;
  if (!body || typeof body.access_token !== 'string' || body.access_token === '') {
    throw new PactClientError('invalid_response', `${base}/auth/token gave no access_token`);
  }
  return body.access_token;
}

/** The `rel="next"` target of an RFC 8288 Link header, if any. */
export function nextLinkOf(header: string | null): string | null {
  if (!header) return null;
  for (const part of header.split(/,(?=\s*<)/)) {
    const match = /^\s*<([^>]*)>(.*)$/.exec(part);
    const rel = match ? /;\s*rel\s*=\s*(?:"([^"]*)"|([^;\s]+))/i.exec(match[2]!) : null;
    // rel may hold several space-separated relation types.
    if (rel && (rel[1] ?? rel[2] ?? '').toLowerCase().split(/\s+/).includes('next')) return match![1]!;
  }
  return null;
}

export interface FootprintListing {
  footprints: PactProductFootprint[];
  /** Footprints the supplier sent that do not follow the PACT v3 schema: left out (and logged by the caller). */
  invalid: { id: string | null; issues: string }[];
}

function answerError(url: string, response: Response): PactClientError {
  if (response.status === 401 || response.status === 403) {
    return new PactClientError('credentials', `${url} refused the access token (${response.status})`);
  }
  if (response.status === 404) return new PactClientError('not_found', `${url} answered 404`);
  return new PactClientError('unreachable', `${url} answered ${response.status}`);
}

function validated(raw: unknown, listing: FootprintListing): void {
  const parsed = pactProductFootprintSchema.safeParse(raw);
  if (parsed.success) {
    listing.footprints.push(parsed.data);
    return;
  }
  const id = raw && typeof raw === 'object' && typeof (raw as { id?: unknown }).id === 'string' ? (raw as { id: string }).id : null;
  listing.invalid.push({
    id,
    issues: parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; '),
  });
}

/**
 * Every footprint the supplier shares with us: `GET {base}/3/footprints`, following the absolute `Link: <…>;
 * rel="next"` pages (same origin only, at most PACT_MAX_PAGES). Each footprint is validated against the PACT v3
 * schema; an invalid one is left out and counted, the valid ones are kept (one bad document does not hide the rest).
 */
export async function pactListFootprints(base: string, token: string): Promise<FootprintListing> {
  const listing: FootprintListing = { footprints: [], invalid: [] };
  const origin = new URL(base).origin;
  let url: string | null = `${base}/3/footprints`;
  const seen = new Set<string>();
  for (let page = 0; url && page < PACT_MAX_PAGES; page += 1) {
    const response = await call(url, { headers: { authorization: `Bearer ${token}`, accept: 'application/json' } });
    if (response.status !== 200 && response.status !== 202) throw answerError(url, response);
    const body = (await response.json().catch(() => null)) as { data?: unknown } | null;
    if (!body || !Array.isArray(body.data)) {
      throw new PactClientError('invalid_response', `${url} did not answer {"data": [...]}`);
    }
    for (const raw of body.data) validated(raw, listing);
    const next = nextLinkOf(response.headers.get('link'));
    if (!next) break;
    let nextUrl: URL;
    try {
      nextUrl = new URL(next);
    } catch {
      throw new PactClientError('invalid_response', `${url} gave a next link that is not an absolute URL`);
    }
    // Our token goes only to the supplier's own host, and a link back to a page already read ends the listing.
    if (nextUrl.origin !== origin) {
      throw new PactClientError('invalid_response', `${url} gave a next link to another host`);
    }
    url = seen.has(nextUrl.href) ? null : nextUrl.href;
    seen.add(nextUrl.href);
  }
  // A supplier lists every version; one id once (the first seen).
  const byId = new Map<string, PactProductFootprint>();
  for (const footprint of listing.footprints) if (!byId.has(footprint.id)) byId.set(footprint.id, footprint);
  listing.footprints = [...byId.values()];
  return listing;
}

/** One footprint, `GET {base}/3/footprints/{id}`, validated; an invalid document is refused. */
export async function pactGetFootprint(base: string, token: string, id: string): Promise<PactProductFootprint> {
  const url = `${base}/3/footprints/${encodeURIComponent(id)}`;
  const response = await call(url, { headers: { authorization: `Bearer ${token}`, accept: 'application/json' } });
  if (response.status === 400 || response.status === 404) {
    // The specification lets a host answer an unknown id with 400 as well as 404.
    throw new PactClientError('not_found', `${url} answered ${response.status}`);
  }
  if (response.status !== 200) throw answerError(url, response);
  const body = (await response.json().catch(() => null)) as { data?: unknown } | null;
  const listing: FootprintListing = { footprints: [], invalid: [] };
  validated(body?.data, listing);
  const [footprint] = listing.footprints;
  if (!footprint) {
    throw new PactClientError('invalid_response', `${url}: not a PACT v3 footprint (${listing.invalid[0]?.issues})`);
  }
  return footprint;
}

/** Posts a CloudEvent to `{base}/3/events` with a token from `{base}/auth/token` (asynchronous replies, notices). */
export async function pactPostEvent(
  base: string,
  clientId: string,
  clientSecret: string,
  event: Record<string, unknown>,
): Promise<void> {
  const token = await pactToken(base, clientId, clientSecret);
  const response = await call(`${base}/3/events`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${token}`,
      'content-type': 'application/cloudevents+json; charset=UTF-8',
    },
    body: JSON.stringify(event),
  });
  if (!response.ok) throw new PactClientError('unreachable', `event post to ${base} answered ${response.status}`);
}
