import type { SourceFilesResponse } from '@cinesync/common';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useApi } from '../../../api/api-context';
import { fetchSourceFiles } from './source-files-api';
import { applySourceEvent, type SourceEvent } from './source-events';
import { sourceListProblem, type SourceListProblem } from './source-list-error';

/** Every source page; add the page and search for one. */
const sourceFilesKey = ['file-operations', 'source-files'] as const;

interface SourceFilesView {
  data: SourceFilesResponse | undefined;
  loading: boolean;
  /** The data is the current page's own answer, not the previous page kept on screen. */
  settled: boolean;
  problem: SourceListProblem | null;
  /** Reloads every source page. */
  reload: () => void;
  /** Applies a live status event to the pages in the cache (no request). */
  applyEvent: (event: SourceEvent) => void;
}

/** One page of the source list; the previous page stays on screen while the next loads. */
export function useSourceFiles(page: number, search: string): SourceFilesView {
  const api = useApi();
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: [...sourceFilesKey, { page, search }],
    queryFn: ({ signal }) => fetchSourceFiles(api, { page, search }, signal),
    placeholderData: keepPreviousData,
    // A missing source folder is a state, not a blip: asking again would only delay the message.
    retry: false,
  });

  const reload = useCallback(() => {
    void queryClient.invalidateQueries({ queryKey: sourceFilesKey });
  }, [queryClient]);

  const applyEvent = useCallback(
    (event: SourceEvent) => {
      queryClient.setQueriesData<SourceFilesResponse>({ queryKey: sourceFilesKey }, (current) => {
        if (!current) return current;
        const files = applySourceEvent(current.files, event);
        return files === current.files ? current : { ...current, files };
      });
    },
    [queryClient],
  );

  return {
    data: query.data,
    loading: query.isPending,
    settled: query.isSuccess && !query.isPlaceholderData,
    problem: query.isError ? sourceListProblem(query.error) : null,
    reload,
    applyEvent,
  };
}
