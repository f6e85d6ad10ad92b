import type { ConfigResponse } from '@cinesync/common';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useApi } from '../../api/api-context';
import { useLiveEvent } from '../../api/event-hub-context';
import { queryKeys } from '../../api/query-keys';
import { clearToken } from '../../api/token-storage';
import { dispatchConfigStatusRefresh } from '../refresh/refresh-event';
import { RestartDialog } from '../restart/RestartDialog';
import { pagePort, shouldShowRestartNotice } from '../restart/restart-rules';

/**
 * Applies the config live events (mounted inside the signed-in shell, so the stream only opens with a
 * valid session): `config_changed` refreshes config and config status, `auth_settings_changed` drops
 * the session and reloads, `server_restart_required` opens the restart dialog.
 */
export function LiveConfigBridge() {
  const api = useApi();
  const queryClient = useQueryClient();
  const [restartOpen, setRestartOpen] = useState(false);

  useLiveEvent(['config_changed'], () => {
    void queryClient.invalidateQueries({ queryKey: queryKeys.config });
    void queryClient.invalidateQueries({ queryKey: queryKeys.configStatus });
    dispatchConfigStatusRefresh();
  });

  useLiveEvent(['auth_settings_changed'], () => {
    void queryClient.invalidateQueries();
    clearToken();
    window.location.reload();
  });

  useLiveEvent(['server_restart_required'], (event) => {
    void (async () => {
      let config: ConfigResponse | undefined;
      try {
        config = await queryClient.fetchQuery({
          queryKey: queryKeys.config,
          queryFn: ({ signal }) => api.getConfig(signal),
          staleTime: 0,
        });
      } catch {
        config = undefined;
      }
      if (shouldShowRestartNotice(event.data.keys, config?.config, pagePort(window.location))) {
        setRestartOpen(true);
      }
    })();
  });

  return <RestartDialog open={restartOpen} onLater={() => setRestartOpen(false)} />;
}
