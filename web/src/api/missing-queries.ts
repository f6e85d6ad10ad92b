import {
  calendarFeedResponseSchema,
  calendarResponseSchema,
  collectionsResponseSchema,
  missingResponseSchema,
  missingShowsResponseSchema,
  showEpisodesResponseSchema,
  type CalendarFeedResponse,
  type IgnoreEpisodeRequest,
} from '@cinesync/common';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useApi } from './api-context';
import { ApiRequestError } from './api-request-error';
import { missingFilterQuery, type MissingFilters } from './missing-filters';
import { queryKeys } from './query-keys';

/** One page of aired episodes not in the library (`GET /api/missing`), newest first. */
export function useMissingQuery(filters: MissingFilters, page: number, limit: number) {
  const api = useApi();
  const query = missingFilterQuery(filters);
  query.set('page', String(page));
  query.set('limit', String(limit));
  return useQuery({
    queryKey: [...queryKeys.missing, 'list', query.toString()],
    queryFn: ({ signal }) => api.requestJson(`/api/missing?${query.toString()}`, missingResponseSchema, { signal }),
    placeholderData: keepPreviousData,
  });
}

/** The shows with something missing or ignored: the filter's choices and their ignore switches. */
export function useMissingShowsQuery() {
  const api = useApi();
  return useQuery({
    queryKey: [...queryKeys.missing, 'shows'],
    queryFn: ({ signal }) => api.requestJson('/api/missing/shows', missingShowsResponseSchema, { signal }),
  });
}

/**
 * Every known episode of one show with its state, for the media page's seasons. A show whose
 * seasons the server has not read yet answers 404: that is "nothing to mark", not an error.
 */
export function useShowEpisodeStatesQuery(tmdbId: number | null) {
  const api = useApi();
  return useQuery({
    queryKey: [...queryKeys.missing, 'show', tmdbId],
    enabled: tmdbId !== null,
    queryFn: async ({ signal }) => {
      try {
        return await api.requestJson(`/api/missing/shows/${tmdbId}`, showEpisodesResponseSchema, { signal });
      } catch (error) {
        if (error instanceof ApiRequestError && error.status === 404) return null;
        throw error;
      }
    },
  });
}

/** "You have 5 of 7 films of …": off until turned on in Settings (`enabled` false). */
export function useCollectionsQuery() {
  const api = useApi();
  return useQuery({
    queryKey: [...queryKeys.missing, 'collections'],
    queryFn: ({ signal }) => api.requestJson('/api/missing/collections', collectionsResponseSchema, { signal }),
  });
}

/**
 * Ignoring changes the list, the shows, the show pages' marks and the calendar: all are asked
 * again once the server has it.
 */
function useInvalidateMissing() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: queryKeys.missing }),
      queryClient.invalidateQueries({ queryKey: queryKeys.calendar }),
      queryClient.invalidateQueries({ queryKey: queryKeys.files }),
      queryClient.invalidateQueries({ queryKey: queryKeys.favorites }),
    ]);
}

/** "Ignore missing" for a whole show, or its undoing. */
export function useIgnoreShow() {
  const api = useApi();
  const invalidate = useInvalidateMissing();
  return useMutation({
    mutationFn: async ({ showTmdbId, ignored }: { showTmdbId: number; ignored: boolean }) => {
      await api.apiFetch(`/api/missing/ignore/show/${showTmdbId}`, { method: 'PUT', json: { ignored } });
    },
    onSettled: invalidate,
  });
}

/** "Ignore" for one episode, or its undoing. */
export function useIgnoreEpisode() {
  const api = useApi();
  const invalidate = useInvalidateMissing();
  return useMutation({
    mutationFn: async (request: IgnoreEpisodeRequest) => {
      await api.apiFetch('/api/missing/ignore/episode', { method: 'PUT', json: request });
    },
    onSettled: invalidate,
  });
}

/** The episodes airing between two days, both included (`YYYY-MM-DD`). */
export function useCalendarQuery(start: string, end: string) {
  const api = useApi();
  return useQuery({
    queryKey: [...queryKeys.calendar, start, end],
    queryFn: ({ signal }) =>
      api.requestJson(`/api/calendar?${new URLSearchParams({ start, end }).toString()}`, calendarResponseSchema, {
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

/** The signed-in user's feed URL (the server makes the key on the first ask). */
export function useCalendarFeedQuery() {
  const api = useApi();
  return useQuery({
    queryKey: queryKeys.calendarFeed,
    queryFn: ({ signal }) => api.requestJson('/api/calendar/feed', calendarFeedResponseSchema, { signal }),
  });
}

/** A new feed key: the old URL stops working at once, so the new one replaces it in the cache. */
export function useRegenerateCalendarFeed() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.requestJson('/api/calendar/feed/regenerate', calendarFeedResponseSchema, { method: 'POST' }),
    onSuccess: (feed: CalendarFeedResponse) => queryClient.setQueryData(queryKeys.calendarFeed, feed),
  });
}
