import { usePrefetchQuery, useQuery } from '@tanstack/react-query';
import type { ApiClient } from './api-client';
import { useApi } from './api-context';
import { queryKeys } from './query-keys';

export function useConfigQuery() {
  const api = useApi();
  return useQuery({ queryKey: queryKeys.config, queryFn: ({ signal }) => api.getConfig(signal) });
}

function configStatusQuery(api: ApiClient) {
  return {
    queryKey: queryKeys.configStatus,
    queryFn: ({ signal }: { signal: AbortSignal }) => api.getConfigStatus(signal),
  };
}

export function useConfigStatusQuery() {
  return useQuery(configStatusQuery(useApi()));
}

/**
 * Asks for the configuration status as the shell appears, before the page's code has arrived: the
 * library and the dashboard wait on it before they ask for their own data, and this way that wait
 * overlaps the page's download instead of following it.
 */
export function usePrefetchConfigStatus(): void {
  usePrefetchQuery(configStatusQuery(useApi()));
}

/** Dashboard and side-menu statistics; refreshed every 30 s while something shows them. */
export function useStatsQuery() {
  const api = useApi();
  return useQuery({
    queryKey: queryKeys.stats,
    queryFn: ({ signal }) => api.getStats(signal),
    refetchInterval: 30_000,
    retry: 1,
  });
}
