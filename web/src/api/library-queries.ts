import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ListFilesParams } from './api-client';
import { useApi } from './api-context';
import { queryKeys } from './query-keys';

export function useRecentMediaQuery() {
  const api = useApi();
  return useQuery({
    queryKey: queryKeys.recentMedia,
    queryFn: ({ signal }) => api.getRecentMedia(signal),
  });
}

/** One page of a library folder; the previous page stays on screen while the next loads. */
export function useFilesQuery(folder: string, params: ListFilesParams) {
  const api = useApi();
  return useQuery({
    queryKey: [...queryKeys.files, folder, params],
    queryFn: ({ signal }) => api.listFiles(folder, params, signal),
    placeholderData: keepPreviousData,
  });
}

export function useMoveTargetsQuery(enabled: boolean) {
  const api = useApi();
  return useQuery({
    queryKey: queryKeys.moveTargets,
    queryFn: ({ signal }) => api.getMoveTargets(signal),
    enabled,
  });
}

export function useReadlinkQuery(path: string | null) {
  const api = useApi();
  return useQuery({
    queryKey: [...queryKeys.readlink, path],
    queryFn: ({ signal }) => api.readlink(path ?? '', signal),
    enabled: path !== null,
  });
}

/**
 * A category folder's TMDB titles, for its backdrop tile. Only decoration, so it is fetched once per
 * session and a failure is not retried: the tile falls back to its plain look at once.
 */
export function useCategoryContentQuery(category: string) {
  const api = useApi();
  return useQuery({
    queryKey: [...queryKeys.categoryContent, category],
    queryFn: ({ signal }) => api.getCategoryContent(category, signal),
    staleTime: Infinity,
    gcTime: Infinity,
    retry: false,
  });
}
