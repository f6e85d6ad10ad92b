import { mediahubStatusSchema, type EventPayload, type LiveEvent, type OrganiserState } from '@cinesync/common';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useDebouncedCallback } from '../hooks/use-debounced-callback';
import type { ApiClient } from './api-client';
import { useApi } from './api-context';
import { useLiveEvent } from './event-hub-context';
import { queryKeys } from './query-keys';

/** Events after which the state is asked for again (once they calm down). */
const STATE_EVENTS = [
  'scan_started',
  'scan_completed',
  'scan_failed',
  'monitor_started',
  'monitor_stopped',
  'error',
  'config_changed',
] as const;
const REFETCH_AFTER_MS = 300;

async function fetchOrganiserState(api: ApiClient, signal?: AbortSignal): Promise<OrganiserState> {
  return (await api.requestJson('/api/mediahub/status', mediahubStatusSchema, { signal })).organiser;
}

/** The state as a progress event moves it on: its counts are the running scan's, at once. */
function withScanProgress(state: OrganiserState, event: LiveEvent<'scan_progress'>): OrganiserState {
  const data: EventPayload<'scan_progress'> = event.data;
  const counts = data.counts ?? { ...state.currentScan?.counts, seen: data.seen };
  const scanId = data.scanId ?? state.currentScan?.scanId ?? '';
  const startedAt = state.currentScan?.scanId === scanId ? state.currentScan.startedAt : event.timestamp;
  return { ...state, state: 'scanning', currentScan: { scanId, startedAt, counts } };
}

/**
 * What organising is doing, kept live: progress events update the running scan's counts in place
 * (no request per event); starts, ends and the monitor's news ask the server again.
 */
export function useOrganiserState() {
  const api = useApi();
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: queryKeys.organiserState,
    queryFn: ({ signal }) => fetchOrganiserState(api, signal),
    retry: 1,
  });
  const refetch = useDebouncedCallback(() => {
    void queryClient.invalidateQueries({ queryKey: queryKeys.organiserState });
  }, REFETCH_AFTER_MS);
  useLiveEvent(STATE_EVENTS, refetch);
  useLiveEvent(['scan_progress'], (event) => {
    queryClient.setQueryData<OrganiserState>(queryKeys.organiserState, (state) =>
      state ? withScanProgress(state, event) : state,
    );
  });
  return query;
}
