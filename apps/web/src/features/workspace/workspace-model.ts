import { yearSchema } from '@carbon/contracts/common';

/**
 * One reporting-year and site model for every screen (UI.md, "One reporting year"). Pure functions,
 * so the rules are tested apart from the React state that holds them (workspace-context.tsx).
 */

/**
 * The year a company reports on: its reporting year, or else the previous calendar year, since a
 * carbon inventory covers a closed year.
 */
export function companyReportingYear(reportingYear: number | null | undefined, today: Date = new Date()): number {
  return reportingYear ?? today.getFullYear() - 1;
}

/** SPEC section 9: the current year and the four before it, plus the selected year if missing; newest first. */
export function yearOptions(currentYear: number, selectedYear?: number): number[] {
  const years = Array.from({ length: 5 }, (_, index) => currentYear - index);
  if (selectedYear !== undefined && Number.isInteger(selectedYear) && !years.includes(selectedYear)) {
    years.push(selectedYear);
  }
  return years.sort((a, b) => b - a);
}

/** The stored choices, one year per company: `{"<company id>": 2024}`. Anything unreadable counts as no choice. */
export function readYearChoice(stored: string | null, companyId: string): number | null {
  if (!stored) return null;
  try {
    const parsed = yearSchema.safeParse((JSON.parse(stored) as Record<string, unknown>)[companyId]);
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export function writeYearChoice(stored: string | null, companyId: string, year: number): string {
  let choices: Record<string, unknown> = {};
  try {
    const parsed: unknown = stored ? JSON.parse(stored) : {};
    if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) choices = parsed as Record<string, unknown>;
  } catch {
    // An unreadable value is replaced.
  }
  return JSON.stringify({ ...choices, [companyId]: year });
}

/** What the site selector stores for "All sites". */
export const ALL_SITES = 'all';

/**
 * The site the screens read; null means all sites. SPEC section 4: the stored choice is kept while
 * that site exists ("All sites" always does), otherwise the first site is selected; without sites,
 * nothing is.
 */
export function pickSiteId(sites: readonly { id: string }[], stored: string | null | undefined): string | null {
  if (sites.length === 0) return null;
  if (stored === ALL_SITES) return null;
  if (stored && sites.some((site) => site.id === stored)) return stored;
  return sites[0]?.id ?? null;
}
