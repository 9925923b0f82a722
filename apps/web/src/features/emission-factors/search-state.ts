import {
  SEARCH_DEFAULT_LIMIT,
  SEARCH_LIMITS,
  SEARCH_MIN_QUERY_LENGTH,
  UNIT_FAMILIES,
  factorSourceSchema,
  type emissionFactorEndpoints,
  type FactorSource,
  type FactorUnitFamily,
} from '@carbon/contracts/emission-factors';
import type { EndpointQuery } from '@carbon/contracts/endpoint';
import type { AppLocale } from '@carbon/i18n/locale';

export type SearchLimit = (typeof SEARCH_LIMITS)[number];

/** The query of GET /emission-factors/search, as its descriptor types it. */
export type FactorSearchRequest = EndpointQuery<typeof emissionFactorEndpoints.search>;

/**
 * Everything the emission factor search screen shows, as it lives in the URL: a search can be
 * bookmarked, shared with a colleague or reopened from the history exactly as it was.
 */
export interface FactorSearchState {
  q: string;
  limit: SearchLimit;
  /** The slider's minimum relevance, a whole percentage 0..100. */
  relevance: number;
  source: FactorSource | null;
  unitFamily: FactorUnitFamily | null;
  country: string | null;
  year: number | null;
  /** The factor open in the detail panel. */
  factor: string | null;
}

export const defaultSearchState: FactorSearchState = {
  q: '',
  limit: SEARCH_DEFAULT_LIMIT as SearchLimit,
  relevance: 0,
  source: null,
  unitFamily: null,
  country: null,
  year: null,
  factor: null,
};

/** URL parameter names; short and readable because people copy these addresses. */
const param = {
  q: 'q',
  limit: 'limit',
  relevance: 'relevance',
  source: 'source',
  unitFamily: 'unit_family',
  country: 'country',
  year: 'year',
  factor: 'factor',
} as const;

export const FACTOR_SOURCES: readonly FactorSource[] = factorSourceSchema.options;
export const YEAR_MIN = 1990;
export const YEAR_MAX = 2100;

/** SPEC section 5: no search below 2 characters (after trimming, as the API counts them). */
export function isSearchableQuery(q: string): boolean {
  return q.trim().length >= SEARCH_MIN_QUERY_LENGTH;
}

/** Typed something, but not enough yet: the screen explains the rule instead of searching. */
export function isQueryTooShort(q: string): boolean {
  const length = q.trim().length;
  return length > 0 && length < SEARCH_MIN_QUERY_LENGTH;
}

export function clampPercent(value: number): number {
  if (!Number.isFinite(value)) return 0;
  return Math.min(100, Math.max(0, Math.round(value)));
}

/** The slider's percentage as the API's min_score (0..1); two decimals so 0.07 is not 0.07000000000000001. */
export function minScoreFromPercent(percent: number): number {
  return clampPercent(percent) / 100;
}

function isLimit(value: number): value is SearchLimit {
  return (SEARCH_LIMITS as readonly number[]).includes(value);
}

function parseInteger(raw: string | null): number | null {
  if (raw === null || !/^-?\d+$/.test(raw.trim())) return null;
  return Number(raw.trim());
}

export function isValidYear(value: number): boolean {
  return Number.isInteger(value) && value >= YEAR_MIN && value <= YEAR_MAX;
}

/**
 * Reads the screen's state from the URL. Anything malformed (a hand-edited address, an old link)
 * falls back to the default for that part instead of producing a request the API would refuse.
 */
export function readSearchState(params: URLSearchParams): FactorSearchState {
  const limit = parseInteger(params.get(param.limit));
  const relevance = parseInteger(params.get(param.relevance));
  const source = params.get(param.source);
  const unitFamily = params.get(param.unitFamily);
  const country = params.get(param.country)?.trim().toUpperCase() ?? '';
  const year = parseInteger(params.get(param.year));
  const factor = params.get(param.factor)?.trim() ?? '';
  return {
    q: params.get(param.q) ?? '',
    limit: limit !== null && isLimit(limit) ? limit : defaultSearchState.limit,
    relevance: relevance === null ? 0 : clampPercent(relevance),
    source: (FACTOR_SOURCES as readonly string[]).includes(source ?? '') ? (source as FactorSource) : null,
    unitFamily: (UNIT_FAMILIES as readonly string[]).includes(unitFamily ?? '') ? (unitFamily as FactorUnitFamily) : null,
    country: /^[A-Z]{2}$/.test(country) ? country : null,
    year: year !== null && isValidYear(year) ? year : null,
    factor: factor === '' ? null : factor,
  };
}

/** The inverse of readSearchState; defaults are left out so a plain search keeps a short address. */
export function writeSearchState(state: FactorSearchState): URLSearchParams {
  const params = new URLSearchParams();
  if (state.q !== '') params.set(param.q, state.q);
  if (state.limit !== defaultSearchState.limit) params.set(param.limit, String(state.limit));
  if (state.relevance !== 0) params.set(param.relevance, String(clampPercent(state.relevance)));
  if (state.source) params.set(param.source, state.source);
  if (state.unitFamily) params.set(param.unitFamily, state.unitFamily);
  if (state.country) params.set(param.country, state.country);
  if (state.year !== null) params.set(param.year, String(state.year));
  if (state.factor) params.set(param.factor, state.factor);
  return params;
}

export function hasFilters(state: FactorSearchState): boolean {
  return state.source !== null || state.unitFamily !== null || state.country !== null || state.year !== null || state.relevance > 0;
}

/**
 * The query string of GET /emission-factors/search for this state, or null when the text is too
 * short to search (no request is made then). Filters left unset are not sent.
 */
export function toSearchRequest(state: FactorSearchState, lang: AppLocale, companyId: string | null): FactorSearchRequest | null {
  if (!isSearchableQuery(state.q)) return null;
  return {
    q: state.q.trim(),
    limit: state.limit,
    min_score: minScoreFromPercent(state.relevance),
    lang,
    source: state.source ?? undefined,
    unit_family: state.unitFamily ?? undefined,
    country: state.country ?? undefined,
    year: state.year ?? undefined,
    // The company's own factors appear beside the library's.
    company_id: companyId || undefined,
  };
}
