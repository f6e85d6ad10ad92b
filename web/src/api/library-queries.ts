import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ListFilesParams } from './api-client';
import { useApi } from './api-context';
import { pickCategoryBackdrop } from './category-backdrop';
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
 * The backdrop of a category folder's tile, picked at random from its TMDB titles when they are
 * fetched. Only decoration, so it is fetched once per session and a failure is not
 * retried: the tile falls back to its plain look at once. The pick is cached with the answer, so a
 * tile keeps its picture for the session instead of changing on every re-render; the next visit
 * gets another.
 */
export function useCategoryBackdropQuery(category: string) {
  const api = useApi();
  return useQuery({
    queryKey: [...queryKeys.categoryContent, category],
    queryFn: async ({ signal }) =>
      pickCategoryBackdrop((await api.getCategoryContent(category, signal)).results, Math.random()),
    staleTime: Infinity,
    gcTime: Infinity,
    retry: false,
  });
}
