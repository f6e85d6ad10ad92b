/** What narrows the Missing page's list; its CSV export takes the same. */
export interface MissingFilters {
  showTmdbId?: number | undefined;
  /** Words in the show's or the episode's title. */
  q?: string | undefined;
  includeIgnored?: boolean | undefined;
}

/** The query string of `GET /api/missing` and its CSV export for `filters` (no paging). */
export function missingFilterQuery(filters: MissingFilters): URLSearchParams {
  const query = new URLSearchParams();
  if (filters.showTmdbId !== undefined) query.set('showTmdbId', String(filters.showTmdbId));
  if (filters.q) query.set('q', filters.q);
  if (filters.includeIgnored) query.set('includeIgnored', 'true');
  return query;
}
