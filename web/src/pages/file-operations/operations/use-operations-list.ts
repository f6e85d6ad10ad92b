import type { FileOperationStatusCounts, FileOperationsResponse } from '@cinesync/common';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useApi } from '../../../api/api-context';
import { useLiveEvent } from '../../../api/event-hub-context';
import { useDebouncedCallback } from '../../../hooks/use-debounced-callback';
import {
  fetchOperations,
  OPERATIONS_KEY,
  OPERATIONS_PAGE_SIZE,
  operationsKey,
  type OperationsQuery,
} from './operations-api';
import { applyOperationEvent, needsRefetch, removeOperations } from './operations-live';

/** After a restore the list is fetched again this long later (spec §9), once the links are back. */
const RELOAD_AFTER_RESTORE_MS = 1000;
/**
 * Events move the badges at once, but an event can't say what a file was before when its old
 * entry is not on this page (a review pick from another tab): once a burst calms down, the page
 * and its counts are read again so the badges end where the server's are.
 */
const RECOUNT_AFTER_EVENTS_MS = 2000;

/**
 * One page of one operation tab, kept current by the `file_operation_update` events: an event the
 * page can apply is applied in place (spec §4), anything else fetches it again; after a burst the
 * counts are read again (see RECOUNT_AFTER_EVENTS_MS).
 */
export function useOperationsList(query: OperationsQuery) {
  const api = useApi();
  const queryClient = useQueryClient();
  const key = operationsKey(query);
  const result = useQuery({
    queryKey: key,
    queryFn: ({ signal }) => fetchOperations(api, query, signal),
    // Another page or search of the same tab stays on screen while the next loads; another tab's
    // entries would pass for this tab's, so a new tab shows its spinner instead.
    placeholderData: (previous, previousQuery) => (previousQuery?.queryKey[1] === key[1] ? previous : undefined),
  });
  // The badges keep their last counts while a new tab loads.
  const [seenCounts, setSeenCounts] = useState<FileOperationStatusCounts | null>(null);
  const counts = result.data?.statusCounts ?? null;
  if (counts && counts !== seenCounts) setSeenCounts(counts);
  const reloadTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(reloadTimer.current), []);

  const refetchAll = () => queryClient.invalidateQueries({ queryKey: OPERATIONS_KEY });

  /** Changes the page on screen without moving its "Updated" time, which tells the last fetch. */
  const edit = (change: (list: FileOperationsResponse) => FileOperationsResponse) => {
    const updatedAt = queryClient.getQueryState(key)?.dataUpdatedAt;
    queryClient.setQueryData<FileOperationsResponse>(key, (old) => (old ? change(old) : old), { updatedAt });
  };

  const recount = useDebouncedCallback(() => void refetchAll(), RECOUNT_AFTER_EVENTS_MS);
  useLiveEvent(['file_operation_update'], ({ data }) => {
    if (needsRefetch(data)) {
      void refetchAll();
      return;
    }
    recount();
    // The other pages and tabs in the cache no longer hold: they are fetched again when shown.
    void queryClient.invalidateQueries({ queryKey: OPERATIONS_KEY, refetchType: 'none' });
    edit((list) => applyOperationEvent(list, data, query.status, OPERATIONS_PAGE_SIZE));
  });

  return {
    data: result.data ?? null,
    counts: counts ?? seenCounts,
    error: result.error,
    loading: result.isFetching,
    updatedAt: result.dataUpdatedAt,
    refresh: () => void refetchAll(),
    /** Restored entries leave the page now; the list is fetched again a second later. */
    removeRestored: (ids: ReadonlySet<string>) => {
      edit((list) => removeOperations(list, ids));
      clearTimeout(reloadTimer.current);
      reloadTimer.current = setTimeout(() => void refetchAll(), RELOAD_AFTER_RESTORE_MS);
    },
  };
}
