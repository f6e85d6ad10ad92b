import {
  connectionsResponseSchema,
  connectionTestAnswerSchema,
  connectionViewSchema,
  type ConnectionTestAnswer,
  type ConnectionTestRequest,
  type ConnectionWrite,
} from '@cinesync/common';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useApi } from './api-context';
import type { ApiClient } from './api-client';
import { queryKeys } from './query-keys';

/** How often the dashboard and Settings ask again for the connections' last results. */
const CONNECTIONS_REFRESH_MS = 30_000;

/** Every connection with its last result (`GET /api/connections`), the `PLEX_*` one first. */
export function useConnectionsQuery() {
  const api = useApi();
  return useQuery({
    queryKey: queryKeys.connections,
    queryFn: ({ signal }) => api.requestJson('/api/connections', connectionsResponseSchema, { signal }),
    // Results come from batches the organiser sends in the background: nothing announces them.
    refetchInterval: CONNECTIONS_REFRESH_MS,
  });
}

/** A new connection (`id` null) or a change to a stored one; the list is asked again after it. */
export function useSaveConnection() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, write }: { id: number | null; write: ConnectionWrite }) =>
      api.requestJson(id === null ? '/api/connections' : `/api/connections/${id}`, connectionViewSchema, {
        method: id === null ? 'POST' : 'PUT',
        json: write,
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.connections }),
  });
}

export function useDeleteConnection() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: number) => {
      await api.apiFetch(`/api/connections/${id}`, { method: 'DELETE' });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.connections }),
  });
}

/**
 * `POST /api/connections/test`: the connection as typed; the server's words whether it answered or
 * not. A refused request (bad body, password needed) throws the app's ApiRequestError.
 */
export function testConnection(api: ApiClient, request: ConnectionTestRequest): Promise<ConnectionTestAnswer> {
  return api.requestJson('/api/connections/test', connectionTestAnswerSchema, { method: 'POST', json: request });
}
