import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useApi } from './api-context';
import { detailsCacheKey, indexedDbMetadataStore, MetadataCache } from './metadata-cache';
import { parseMediaMetadata, type MediaMetadata } from './media-metadata';
import { queryKeys } from './query-keys';

/** Details answer within 6 s or fail. */
const DETAILS_TIMEOUT_MS = 6000;

/**
 * A title's metadata (`GET /api/tmdb/details`), through the browser's IndexedDB cache first. With a
 * season number the answer also holds that season's episodes.
 */
export function useMediaDetailsQuery(tmdbId: number | null, mediaType: 'movie' | 'tv' | null, seasonNumber?: number) {
  const api = useApi();
  const [cache] = useState(() => new MetadataCache(indexedDbMetadataStore()));
  return useQuery({
    queryKey: [...queryKeys.mediaDetails, tmdbId, mediaType, seasonNumber ?? null],
    enabled: tmdbId !== null && mediaType !== null,
    staleTime: 10 * 60_000,
    retry: false,
    queryFn: async ({ signal }): Promise<MediaMetadata> => {
      const type = mediaType ?? 'movie';
      const key = detailsCacheKey(tmdbId ?? 0, type, seasonNumber);
      const cached = await cache.get(key);
      if (cached !== undefined) return parseMediaMetadata(cached, type);
      const query = new URLSearchParams({ id: String(tmdbId), mediaType: type });
      if (seasonNumber !== undefined) query.set('seasonNumber', String(seasonNumber));
      const response = await api.apiFetch(`/api/tmdb/details?${query.toString()}`, {
        signal: AbortSignal.any([signal, AbortSignal.timeout(DETAILS_TIMEOUT_MS)]),
      });
      const raw = (await response.json()) as unknown;
      void cache.set(key, raw);
      return parseMediaMetadata(raw, type);
    },
  });
}
