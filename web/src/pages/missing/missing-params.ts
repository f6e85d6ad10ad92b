import type { MissingFilters } from '../../api/missing-filters';

/** The Missing page's state in its address: `?show=`, `?q=`, `?ignored=1`, `?page=`. */
export interface MissingParams extends MissingFilters {
  page: number;
}

export function readMissingParams(params: URLSearchParams): MissingParams {
  const show = Number(params.get('show'));
  const page = Number(params.get('page'));
  return {
    showTmdbId: Number.isInteger(show) && show > 0 ? show : undefined,
    q: params.get('q')?.trim() || undefined,
    includeIgnored: params.get('ignored') === '1',
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

/** The address for `next`; a change of filter goes back to the first page. */
export function writeMissingParams(next: MissingParams): URLSearchParams {
  const params = new URLSearchParams();
  if (next.showTmdbId !== undefined) params.set('show', String(next.showTmdbId));
  if (next.q) params.set('q', next.q);
  if (next.includeIgnored) params.set('ignored', '1');
  if (next.page > 1) params.set('page', String(next.page));
  return params;
}
