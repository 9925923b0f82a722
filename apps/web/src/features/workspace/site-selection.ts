/**
 * SPEC section 4: keep the previously selected site if it is still in the list, otherwise take the
 * first site; with no sites, nothing is selected.
 */
export function pickSiteId(sites: readonly { id: string }[], previousId: string | null | undefined): string | null {
  if (previousId && sites.some((site) => site.id === previousId)) return previousId;
  return sites[0]?.id ?? null;
}
