/**
 * Answers of the public API a page was rendered with on the server (apps/api, "Request-time public pages" of
 * docs/decisions/0028). The server renders with them and writes them into the page (`#page-data`, JSON); the browser
 * reads them back before hydrating, so its first render starts from the same data and matches the markup.
 * Keys are `usePublicCall`'s (`report:{slug}`, `list:{limit}:{offset}`).
 */
export type PreloadedAnswer = { data: unknown } | { status: number };

export const PAGE_DATA_ID = 'page-data';
/** The list page's page size: the server reads the same first page (`listKey(REPORT_LIST_PAGE_SIZE, 0)`). */
export const REPORT_LIST_PAGE_SIZE = 20;

const answers = new Map<string, PreloadedAnswer>();

export const reportKey = (slug: string) => `report:${slug}`;
export const listKey = (limit: number, offset: number) => `list:${limit}:${offset}`;

export function seedPreloaded(entries: Readonly<Record<string, PreloadedAnswer>>): void {
  answers.clear();
  for (const [key, answer] of Object.entries(entries)) answers.set(key, answer);
}

export function clearPreloaded(): void {
  answers.clear();
}

export function preloadedAnswer(key: string): PreloadedAnswer | undefined {
  return answers.get(key);
}

/** In the browser: the answers the server wrote into the page, if any (a page opened by client navigation has none). */
export function seedFromDocument(): void {
  const element = typeof document === 'undefined' ? null : document.getElementById(PAGE_DATA_ID);
  if (!element?.textContent) return;
  try {
    seedPreloaded(JSON.parse(element.textContent) as Record<string, PreloadedAnswer>);
  } catch {
    // Unreadable data: the page fetches its data as after a client-side navigation.
  }
}
