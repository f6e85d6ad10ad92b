import { useQuery } from '@tanstack/react-query';
import { useApi } from './api-context';
import { queryKeys } from './query-keys';

export function useConfigQuery() {
  const api = useApi();
  return useQuery({ queryKey: queryKeys.config, queryFn: ({ signal }) => api.getConfig(signal) });
}

export function useConfigStatusQuery() {
  const api = useApi();
  return useQuery({
    queryKey: queryKeys.configStatus,
    queryFn: ({ signal }) => api.getConfigStatus(signal),
  });
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
