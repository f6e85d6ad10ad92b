import type { DatabaseRecord, DatabaseRecordType, DatabaseStats } from '@cinesync/common';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useSearchParams } from 'react-router';
import type { ApiClient } from '../../../api/api-client';
import { useApi } from '../../../api/api-context';
import { useLiveEvent } from '../../../api/event-hub-context';
import { useDebouncedCallback } from '../../../hooks/use-debounced-callback';
import { readPage, withPage } from '../file-operations-params';
import {
  databaseKeys,
  fetchDatabaseStats,
  searchDatabase,
  type DatabaseFilter,
  type DatabaseSearchResult,
} from './database-api';
import { allOrNone, checkedIn, emptySelection, selectionView, toggled, type Selection } from './database-selection';

/** Live counts are asked for again this long after the last change event of a burst. */
const LIVE_RECOUNT_MS = 1000;

/** A failed search is only logged (spec §8): the list empties and the total reads 0. */
async function searchOrEmpty(
  api: ApiClient,
  filter: DatabaseFilter,
  page: number,
  signal: AbortSignal,
): Promise<DatabaseSearchResult> {
  try {
    return await searchDatabase(api, filter, page, signal);
  } catch (error) {
    if (!signal.aborted) console.error('Database search failed', error);
    return { records: [], total: 0, stats: null };
  }
}

interface StampedStats {
  stats: DatabaseStats;
  at: number;
}

/** Both the search and the stats call carry the counts; the newer answer is the one to show. */
function newerStats(a: StampedStats | null, b: StampedStats | null): StampedStats | null {
  if (!a || !b) return a ?? b;
  return b.at > a.at ? b : a;
}

interface DatabaseBrowser {
  filter: DatabaseFilter;
  page: number;
  records: DatabaseRecord[];
  total: number;
  stats: DatabaseStats | null;
  loading: boolean;
  fetching: boolean;
  checked: ReadonlySet<string>;
  checkedRecords: DatabaseRecord[];
  setQuery: (query: string) => void;
  setType: (type: DatabaseRecordType) => void;
  setPage: (page: number) => void;
  toggle: (path: string) => void;
  toggleAll: (all: boolean) => void;
  clearSelection: () => void;
  /** Loads the list and the stats again. */
  reload: () => void;
}

/** The Database tab's state: filter, page (in the URL as dbPage), records, stats and selection. */
export function useDatabaseBrowser(): DatabaseBrowser {
  const api = useApi();
  const queryClient = useQueryClient();
  const [params, setParams] = useSearchParams();
  const urlPage = readPage(params, 'dbPage');
  const [filter, setFilter] = useState<DatabaseFilter>({ query: '', type: 'all' });
  // The router applies a URL change as a transition, after the filter's own update: until the URL
  // says page 1, the new filter must not be asked for at the old page. Any move of the URL (the
  // change arriving, or back/forward) ends the wait.
  const [pendingPage, setPendingPage] = useState<{ from: number; to: number } | null>(null);
  if (pendingPage && urlPage !== pendingPage.from) setPendingPage(null);
  const page = pendingPage?.to ?? urlPage;
  const [selection, setSelection] = useState<Selection>(emptySelection);
  const [shownStats, setShownStats] = useState<StampedStats | null>(null);

  const search = useQuery({
    queryKey: databaseKeys.search(filter, page),
    queryFn: ({ signal }) => searchOrEmpty(api, filter, page, signal),
    placeholderData: keepPreviousData,
  });
  // Fetched on demand only (refresh, after a delete or an update): the search brings the counts too.
  const statsQuery = useQuery({
    queryKey: databaseKeys.stats,
    queryFn: async ({ signal }) => {
      try {
        return await fetchDatabaseStats(api, signal);
      } catch (error) {
        console.error('Database stats failed', error);
        throw error;
      }
    },
    enabled: false,
    retry: false,
  });

  const fromSearch = search.data?.stats ? { stats: search.data.stats, at: search.dataUpdatedAt } : null;
  const fromStats = statsQuery.data ? { stats: statsQuery.data, at: statsQuery.dataUpdatedAt } : null;
  const newest = newerStats(fromSearch, fromStats);
  // Kept across a failed search, which carries no counts.
  if (newest && (!shownStats || newest.at > shownStats.at)) setShownStats(newest);

  const records = search.data?.records ?? [];
  const view = selectionView(filter.query, filter.type, page);
  // Leaving the view drops its checks for good, so coming back (page 2, then 1) shows none.
  if (selection.view !== '' && selection.view !== view) setSelection(emptySelection);
  const checked = checkedIn(selection, view);
  const { refetch: refetchStats } = statsQuery;

  const goToPage = useCallback(
    (next: number) => setParams((current) => withPage(current, 'dbPage', next)),
    [setParams],
  );
  const changeFilter = (next: DatabaseFilter) => {
    setFilter(next);
    if (urlPage !== 1) setPendingPage({ from: urlPage, to: 1 });
    goToPage(1);
  };

  const reload = useCallback(() => {
    void queryClient.invalidateQueries({ queryKey: databaseKeys.searches });
    void refetchStats();
  }, [queryClient, refetchStats]);

  // The update job removes and repairs records: show its outcome once it is done.
  useLiveEvent(['database_update'], (event) => {
    if (event.data.status !== 'running') reload();
  });
  // Organising changes the counts as it goes: they follow once a burst of changes calms down. The
  // list stays as it is, so a selection being made is not swept away under the pointer.
  const recount = useDebouncedCallback(() => void refetchStats(), LIVE_RECOUNT_MS);
  useLiveEvent(['stats_changed', 'file_operation_update'], recount);

  return {
    filter,
    page,
    records,
    total: search.data?.total ?? 0,
    stats: newerStats(shownStats, newest)?.stats ?? null,
    loading: search.isPending,
    fetching: search.isFetching,
    checked,
    checkedRecords: records.filter((record) => checked.has(record.file_path)),
    setQuery: (query) => {
      if (query !== filter.query) changeFilter({ ...filter, query });
    },
    setType: (type) => {
      if (type !== filter.type) changeFilter({ ...filter, type });
    },
    setPage: goToPage,
    toggle: (path) => setSelection((current) => toggled(current, view, path)),
    toggleAll: (all) =>
      setSelection(
        allOrNone(
          view,
          records.map((record) => record.file_path),
          all,
        ),
      ),
    clearSelection: () => setSelection(emptySelection),
    reload,
  };
}
