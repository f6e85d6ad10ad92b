import { titleFilesResponseSchema, type MediaType } from '@cinesync/common';
import { keepPreviousData, usePrefetchQuery, useQuery } from '@tanstack/react-query';
import type { ApiClient, ListFilesParams } from './api-client';
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

function filesQuery(api: ApiClient, folder: string, params: ListFilesParams) {
  return {
    queryKey: [...queryKeys.files, folder, params],
    queryFn: ({ signal }: { signal: AbortSignal }) => api.listFiles(folder, params, signal),
  };
}

/**
 * One page of a library folder; the previous page stays on screen while the next loads. The request
 * leaves while the component renders (a prefetch of the same query), not after: a query asks once
 * its component has committed, which for a library page (toolbar, index, a screenful of cards) is
 * a render later than it needs to be.
 */
export function useFilesQuery(folder: string, params: ListFilesParams) {
  const api = useApi();
  usePrefetchQuery(filesQuery(api, folder, params));
  return useQuery({ ...filesQuery(api, folder, params), placeholderData: keepPreviousData });
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

/**
 * Every linked file of a title wherever the layout put it (`GET /api/title-files`): a movie's
 * versions, a 4K copy under `4KMovies/` among them. Under the listings' key, so what refreshes
 * the listings refreshes this too.
 */
export function useTitleFilesQuery(tmdbId: number | null, mediaType: MediaType | null) {
  const api = useApi();
  return useQuery({
    queryKey: [...queryKeys.files, 'title-files', tmdbId, mediaType],
    enabled: tmdbId !== null && mediaType !== null,
    queryFn: ({ signal }) =>
      api.requestJson(
        `/api/title-files?${new URLSearchParams({ tmdbId: String(tmdbId), mediaType: mediaType ?? 'movie' })}`,
        titleFilesResponseSchema,
        { signal },
      ),
  });
}
