import Fade from '@mui/material/Fade';
import Box from '@mui/material/Box';
import { useState, type ReactNode } from 'react';
import { useConfigStatusQuery } from '../api/queries';
import { CONFIG_STATUS_REFRESH_EVENT, useWindowEvent } from '../app/refresh/refresh-event';
import { ConfigurationRequired } from './ConfigurationRequired';
import { FullPageSpinner } from './FullPageSpinner';

/**
 * Shows "Configuration Required" instead of `children` while the server has no usable destination
 * directory, and a spinner until it knows. Checks again on `config-status-refresh` (sent after a
 * `config_changed` event).
 */
export function ConfigurationGate({ children }: { children: ReactNode }) {
  const { data, isPending, refetch } = useConfigStatusQuery();
  const [wasRequired, setWasRequired] = useState(false);
  useWindowEvent(CONFIG_STATUS_REFRESH_EVENT, () => {
    void refetch();
  });
  if (data?.needsConfiguration && !wasRequired) setWasRequired(true);

  // If the check itself fails the page below shows its own errors; do not block it.
  if (data?.needsConfiguration) return <ConfigurationRequired status={data} />;
  // While the check is out the page renders hidden, so that its own requests travel beside the check
  // instead of after it. The fade is the way out of "Configuration Required"; a page that was never
  // gated shows at once (fading in every first visit hid a folder's items for 300 ms after they were there).
  return (
    <>
      {isPending && <FullPageSpinner label="Checking configuration" fullHeight={false} />}
      <Fade in appear={wasRequired} timeout={300}>
        <Box hidden={isPending}>{children}</Box>
      </Fade>
    </>
  );
}
