import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { useApi } from '../../api/api-context';
import { useOrganiserState } from '../../api/organiser-state';
import { organiserStatusView, type StatusAction } from '../../api/organiser-words';
import { useStatsQuery } from '../../api/queries';
import { queryKeys } from '../../api/query-keys';
import { startOrganising } from '../../components/setup/setup-api';

/**
 * Organising, plainly: shown while it is not set up, stopped, scanning, paused by an unavailable
 * source folder or failing, with the action that fixes it. Nothing shows while all is well.
 */
export function OrganiserStatusCard() {
  const { data } = useOrganiserState();
  const { data: stats } = useStatsQuery();
  const view = data ? organiserStatusView(data) : null;
  if (!view || !data) return null;
  // An empty library's next steps say the same, with the setup and Organise now.
  if (stats?.totalFiles === 0 && (data.state === 'setup' || data.state === 'stopped')) return null;
  return (
    <Alert
      severity={view.severity}
      data-testid="organiser-status"
      sx={{ mb: 3, '& .MuiAlert-message': { minWidth: 0, flexGrow: 1 } }}
      action={view.action && <StatusActionButton action={view.action} />}
    >
      <AlertTitle sx={{ overflowWrap: 'anywhere' }}>{view.title}</AlertTitle>
      <span style={{ overflowWrap: 'anywhere' }}>{view.text}</span>
      {view.busy && <LinearProgress aria-label="Organising" sx={{ mt: 1 }} />}
    </Alert>
  );
}

function StatusActionButton({ action }: { action: StatusAction }) {
  const api = useApi();
  const queryClient = useQueryClient();
  const [starting, setStarting] = useState(false);
  const [failed, setFailed] = useState(false);
  if (action.kind === 'link') {
    return (
      <Button component={Link} to={action.to} color="inherit" size="small" sx={{ whiteSpace: 'nowrap' }}>
        {action.label}
      </Button>
    );
  }
  const start = async () => {
    setStarting(true);
    setFailed(false);
    try {
      await startOrganising(api);
    } catch {
      setFailed(true);
    } finally {
      setStarting(false);
      void queryClient.invalidateQueries({ queryKey: queryKeys.organiserState });
    }
  };
  return (
    <Button
      color="inherit"
      size="small"
      variant="outlined"
      disabled={starting}
      onClick={() => void start()}
      sx={{ whiteSpace: 'nowrap' }}
    >
      {starting ? 'Starting...' : failed ? 'Try again' : action.label}
    </Button>
  );
}
