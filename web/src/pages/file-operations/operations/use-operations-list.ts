import type { FileOperationStatusCounts, FileOperationsResponse } from '@cinesync/common';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useApi } from '../../../api/api-context';
import { useLiveEvent } from '../../../api/event-hub-context';
import {
  fetchOperations,
  OPERATIONS_KEY,
  OPERATIONS_PAGE_SIZE,
  operationsKey,
  type OperationsQuery,
} from './operations-api';
import { applyOperationEvent, needsRefetch, removeOperations } from './operations-live';

/** After a restore the list is fetched again this long later (spec §9), once the links are back. */
export const RELOAD_AFTER_RESTORE_MS = 1000;

/**
 * One page of one operation tab, kept current by the `file_operation_update` events: an event the
 * page can apply is applied in place (spec §4), anything else fetches it again.
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

  useLiveEvent(['file_operation_update'], ({ data }) => {
    if (needsRefetch(data)) {
      void refetchAll();
      return;
    }
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
