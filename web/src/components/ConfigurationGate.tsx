import Fade from '@mui/material/Fade';
import Box from '@mui/material/Box';
import type { ReactNode } from 'react';
import { useConfigStatusQuery } from '../api/queries';
import { CONFIG_STATUS_REFRESH_EVENT, useWindowEvent } from '../app/refresh/refresh-event';
import { ConfigurationRequired } from './ConfigurationRequired';
import { FullPageSpinner } from './FullPageSpinner';

/**
 * Shows "Configuration Required" instead of `children` while the server has no usable destination
 * directory. Checks again on `config-status-refresh` (sent after a `config_changed` event).
 */
export function ConfigurationGate({ children }: { children: ReactNode }) {
  const { data, isPending, refetch } = useConfigStatusQuery();
  useWindowEvent(CONFIG_STATUS_REFRESH_EVENT, () => {
    void refetch();
  });

  if (isPending) return <FullPageSpinner label="Checking configuration" fullHeight={false} />;
  // If the check itself fails the page below shows its own errors; do not block it.
  if (data?.needsConfiguration) return <ConfigurationRequired status={data} />;
  return (
    <Fade in appear timeout={300}>
      <Box>{children}</Box>
    </Fade>
  );
}
