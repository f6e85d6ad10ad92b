import { useQueryClient } from '@tanstack/react-query';
import { useRefreshListener } from './refresh-event';

/** Makes every `cinesync-refresh` re-fetch the server state on screen, even on pages without a listener. */
export function RefreshBridge() {
  const queryClient = useQueryClient();
  useRefreshListener(() => {
    void queryClient.invalidateQueries();
  });
  return null;
}
