import CheckCircleRounded from '@mui/icons-material/CheckCircleRounded';
import ErrorOutlineRounded from '@mui/icons-material/ErrorOutlineRounded';
import RadioButtonUncheckedRounded from '@mui/icons-material/RadioButtonUncheckedRounded';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactElement } from 'react';
import { useConnectionsQuery } from '../../api/connections-queries';
import { connectionStatusLine, type ConnectionStatusLine } from './connection-status-words';

const icons: Record<ConnectionStatusLine['state'], ReactElement> = {
  ok: <CheckCircleRounded fontSize="small" color="success" aria-hidden />,
  failing: <ErrorOutlineRounded fontSize="small" color="error" aria-hidden />,
  idle: <RadioButtonUncheckedRounded fontSize="small" color="disabled" aria-hidden />,
  off: <RadioButtonUncheckedRounded fontSize="small" color="disabled" aria-hidden />,
};

/** The dashboard's word on each connection (Settings → Services): its last result. Hidden when there are none. */
export function ConnectionsStatus() {
  const { data } = useConnectionsQuery();
  const items = data?.items ?? [];
  if (items.length === 0) return null;
  return (
    <Paper variant="outlined" component="section" aria-label="Connections" sx={{ mb: 3, px: 2, py: 1.5 }}>
      <Typography variant="subtitle2" component="h2" sx={{ mb: 0.5 }}>
        Connections
      </Typography>
      <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {items.map((item) => {
          const line = connectionStatusLine(item);
          return (
            <Box
              component="li"
              key={item.id}
              data-testid="connection-status"
              data-state={line.state}
              sx={{ display: 'flex', alignItems: 'flex-start', gap: 1, py: 0.5, minWidth: 0 }}
            >
              <Box sx={{ display: 'flex', pt: '2px' }}>{icons[line.state]}</Box>
              <Box sx={{ minWidth: 0 }}>
                <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                  {line.text}
                </Typography>
                {line.detail && (
                  <Typography variant="caption" color="textSecondary" sx={{ overflowWrap: 'anywhere' }}>
                    {line.detail}
                  </Typography>
                )}
              </Box>
            </Box>
          );
        })}
      </Box>
    </Paper>
  );
}
