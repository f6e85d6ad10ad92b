import type { Favorite, FavoritesResponse } from '@cinesync/common';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useApi } from './api-context';
import { favoriteOf, favoriteWriteOf, isStarred, sameTitle, withEntry, type FavoriteTitle } from './favorite-list';
import { queryKeys } from './query-keys';

/** The signed-in user's starred titles, shared by every star on the page and by /favorites. */
export function useFavoritesQuery() {
  const api = useApi();
  return useQuery({
    queryKey: queryKeys.favorites,
    queryFn: ({ signal }) => api.getFavorites(signal),
    staleTime: 30_000,
  });
}

/**
 * One title's star: whether it is starred and a toggle. The toggle shows at once (the list in the
 * cache changes before the server answers, so every star of the title and /favorites follow), puts
 * back what was there when the server refuses, and refetches the list when it settles.
 */
export function useFavorite(title: FavoriteTitle) {
  const api = useApi();
  const queryClient = useQueryClient();
  const favorites = useFavoritesQuery();
  const starred = isStarred(favorites.data, title);
  const mutation = useMutation({
    mutationFn: async (star: boolean): Promise<void> => {
      if (!star) return api.deleteFavorite(title.mediaType, title.tmdbId);
      await api.putFavorite(title.mediaType, title.tmdbId, favoriteWriteOf(title));
    },
    onMutate: async (star: boolean) => {
      await queryClient.cancelQueries({ queryKey: queryKeys.favorites });
      const before = queryClient.getQueryData<FavoritesResponse>(queryKeys.favorites);
      const previous: Favorite | null = before?.items.find((favorite) => sameTitle(favorite, title)) ?? null;
      const next = star ? (previous ?? favoriteOf(title, new Date().toISOString())) : null;
      queryClient.setQueryData<FavoritesResponse>(queryKeys.favorites, (list) => withEntry(list, title, next));
      return { previous };
    },
    // Only this title's entry is put back: other stars toggled meanwhile keep their own state.
    onError: (_error, _star, context) => {
      queryClient.setQueryData<FavoritesResponse>(queryKeys.favorites, (list) =>
        withEntry(list, title, context?.previous ?? null),
      );
    },
    // Not awaited: the star's failure message should not wait for the list to come back.
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.favorites });
    },
  });
  return {
    starred,
    /** The list is known (a star over an unknown list would guess). */
    ready: favorites.data !== undefined || favorites.isError,
    toggle: () => mutation.mutate(!starred),
    failed: mutation.isError,
    resetFailure: mutation.reset,
  };
}
