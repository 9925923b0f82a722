import { SEARCH_MIN_QUERY_LENGTH } from '@carbon/contracts/emission-factors';

/** The catalog list as it lives in the URL: the search text and, when browsing, the page. */
export interface CatalogListState {
  q: string;
  page: number;
}

export function readCatalogListState(params: URLSearchParams): CatalogListState {
  const rawPage = params.get('page') ?? '';
  const page = /^\d+$/.test(rawPage) ? Number(rawPage) : 1;
  return { q: params.get('q') ?? '', page: page >= 1 ? page : 1 };
}

export function writeCatalogListState(state: CatalogListState): URLSearchParams {
  const params = new URLSearchParams();
  if (state.q !== '') params.set('q', state.q);
  if (state.page > 1) params.set('page', String(state.page));
  return params;
}

/** SPEC section 5: the catalog search needs at least 2 characters; below that the list is browsed. */
export function catalogSearchText(q: string): string | null {
  const trimmed = q.trim();
  return trimmed.length >= SEARCH_MIN_QUERY_LENGTH ? trimmed : null;
}

export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}
