import type { FileOperationStatus } from '@cinesync/common';

/**
 * The page's place in its URL, so a reload or a shared link lands where the person was:
 * `tab` (the Operations sub-tab, or `database` for the Database top tab; absent = Source),
 * `page` (operations list), `sourcePage` (source list) and `dbPage` (database records).
 * A page number of 1 is never written: the spec has it omitted.
 */
export const OPERATION_TABS = ['source', 'created', 'failed', 'skipped', 'deleted'] as const;
export type OperationTab = (typeof OPERATION_TABS)[number];
type FileOperationsView = OperationTab | 'database';

export function readView(params: URLSearchParams): FileOperationsView {
  const tab = params.get('tab');
  if (tab === 'database') return 'database';
  if (OPERATION_TABS.includes(tab as OperationTab)) return tab as OperationTab;
  // A database page in the URL means the Database tab even when `tab` was dropped.
  return params.has('dbPage') ? 'database' : 'source';
}

/** The operation status an Operations sub-tab lists (null for Source). */
export function statusOfTab(tab: OperationTab): FileOperationStatus | null {
  return tab === 'source' ? null : tab;
}

type PageParam = 'page' | 'sourcePage' | 'dbPage';

export function readPage(params: URLSearchParams, name: PageParam): number {
  const value = Number(params.get(name));
  return Number.isInteger(value) && value > 1 ? value : 1;
}

/** A copy of `params` with the page set (page 1 removes it). */
export function withPage(params: URLSearchParams, name: PageParam, page: number): URLSearchParams {
  const next = new URLSearchParams(params);
  if (page > 1) next.set(name, String(page));
  else next.delete(name);
  return next;
}

/** A copy of `params` showing another tab: the tab's page starts again at 1 (spec §4). */
export function withView(params: URLSearchParams, view: FileOperationsView): URLSearchParams {
  const next = new URLSearchParams(params);
  if (view === 'source') next.delete('tab');
  else next.set('tab', view);
  next.delete('page');
  return next;
}
