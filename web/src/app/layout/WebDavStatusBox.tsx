import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import { alpha, keyframes } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { useSyncExternalStore } from 'react';
import { useApi } from '../../api/api-context';
import { useEventHubState } from '../../api/event-hub-context';
import type { ConnectionState } from '../../api/event-hub';
import { useStatsQuery } from '../../api/queries';
import { CONFIG_STATUS_REFRESH_EVENT, useWindowEvent } from '../refresh/refresh-event';

/**
 * The Online dot's ring grows and fades by transform and opacity only: those run on the compositor.
 * An animated box-shadow repaints on the main thread every frame, forever, which made every page
 * beside the menu (a library page of 100 items above all) slower to render and scroll.
 */
const pulse = keyframes`
  0% { transform: scale(1); opacity: 0.55; }
  70% { transform: scale(2.5); opacity: 0; }
  100% { transform: scale(2.5); opacity: 0; }
`;

/** A dropped event stream is marked disconnected as "No active connections". */
const LIVE_TEXT: Record<ConnectionState, string> = {
  open: 'Live: Connected',
  connecting: 'Live: Connecting...',
  reconnecting: 'Live: No active connections',
  idle: 'Live: No active connections',
};

/**
 * Bottom-of-menu card: whether WebDAV serves, and where (Offline and N/A when stats are
 * unavailable), and whether the live event stream that refreshes the pages is up. WebDAV serves the
 * library folder, so the card asks again as soon as a saved setting (here or in another tab) may
 * have changed it, instead of at its next 30 s poll. While the server can't be reached the last
 * stats are stale: it says Offline and why, not a remembered Online.
 */
export function WebDavStatusBox() {
  const api = useApi();
  const reachable = useSyncExternalStore(api.connection.subscribe, api.connection.isReachable);
  const { data, refetch } = useStatsQuery();
  useWindowEvent(CONFIG_STATUS_REFRESH_EVENT, () => void refetch());
  const live = useEventHubState();
  const online = reachable && data?.webdavStatus === 'Active';
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby="webdav-status-title"
      sx={(theme) => ({
        m: 1.25,
        p: 1.5,
        bgcolor: alpha(theme.palette.text.primary, 0.03),
      })}
    >
      <Typography
        id="webdav-status-title"
        component="h2"
        variant="caption"
        color="textSecondary"
        sx={{ display: 'block', fontWeight: 600, letterSpacing: '0.06em', mb: 1 }}
      >
        WebDAV Status
      </Typography>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1 }} data-testid="webdav-state">
        <Box
          aria-hidden
          sx={{
            width: 8,
            height: 8,
            borderRadius: '50%',
            position: 'relative',
            bgcolor: online ? 'success.main' : 'error.main',
            '&::after': online
              ? {
                  content: '""',
                  position: 'absolute',
                  inset: 0,
                  borderRadius: '50%',
                  bgcolor: 'success.main',
                  animation: `${pulse} 2s infinite`,
                }
              : undefined,
          }}
        />
        <Typography variant="body2" sx={{ fontWeight: 600 }}>
          {online ? 'Online' : 'Offline'}
        </Typography>
      </Box>
      {!reachable && (
        <Typography variant="caption" color="warning" component="p" sx={{ m: 0, mb: 0.5 }}>
          CineSync can’t be reached
        </Typography>
      )}
      <Detail text={`IP: ${data?.ip ?? 'N/A'}`} />
      <Detail text={`Port: ${data?.port ?? 'N/A'}`} />
      <Detail text="Endpoint: /webdav" />
      <Detail text={LIVE_TEXT[live]} wordBreak="normal" />
    </Paper>
  );
}

/** Addresses may break anywhere; sentences break between words. */
function Detail({ text, wordBreak = 'break-all' }: { text: string; wordBreak?: 'break-all' | 'normal' }) {
  return (
    <Typography variant="caption" color="textSecondary" component="p" sx={{ m: 0, wordBreak }}>
      {text}
    </Typography>
  );
}
