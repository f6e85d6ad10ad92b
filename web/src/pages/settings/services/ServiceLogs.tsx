import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { useApi } from '../../../api/api-context';
import { fetchServiceLogs } from './mediahub-api';

/** How often the shown log is re-read: the activity log is the server's, so a poll keeps it live. */
const LOG_POLL_MS = 2000;

/** The recent MediaHub activity, re-read every {@link LOG_POLL_MS} while it is on screen. */
export function ServiceLogs() {
  const api = useApi();
  const [lines, setLines] = useState<string[] | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    const controller = new AbortController();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const load = async () => {
      try {
        const next = await fetchServiceLogs(api, controller.signal);
        setLines(next);
        setFailed(false);
      } catch {
        if (controller.signal.aborted) return;
        setFailed(true);
      }
      if (!controller.signal.aborted) timer = setTimeout(() => void load(), LOG_POLL_MS);
    };
    void load();
    return () => {
      controller.abort();
      clearTimeout(timer);
    };
  }, [api]);

  return (
    <Box
      role="log"
      aria-label="MediaHub logs"
      sx={{
        mt: 2,
        p: 1.5,
        maxHeight: 320,
        overflow: 'auto',
        bgcolor: 'background.default',
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
        fontFamily: 'monospace',
        fontSize: 12,
      }}
    >
      {failed && lines === null && <Typography variant="body2">Failed to load logs</Typography>}
      {lines?.length === 0 && <Typography variant="body2">No recent activity</Typography>}
      {lines?.map((line, index) => (
        <Box key={`${index}-${line}`} sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {line}
        </Box>
      ))}
    </Box>
  );
}
