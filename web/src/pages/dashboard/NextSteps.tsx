import PlayArrowRounded from '@mui/icons-material/PlayArrowRounded';
import RocketLaunchRounded from '@mui/icons-material/RocketLaunchRounded';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import type { OrganiserState } from '@cinesync/common';
import { useApi } from '../../api/api-context';
import { useConfigStatusQuery, useStatsQuery } from '../../api/queries';
import { useOrganiserState } from '../../api/organiser-state';
import { queryKeys } from '../../api/query-keys';
import { configurationChecklist } from '../../components/configuration-checklist';
import { startOrganising } from '../../components/setup/setup-api';
import { useSetup } from '../../components/setup/setup-context';
import { ORGANISE_PROGRESS_PATH } from '../../components/setup/setup-rules';

/**
 * What to do next, while the library is empty: finish the setup (naming what is missing), or
 * organise now, or watch MediaHub at work. Beside the spec's cards, which would only say 0. While
 * a scan runs, a folder is unavailable or organising fails, the organiser's status card speaks
 * instead (see {@link emptyLibraryStepsShown}).
 */
export function NextSteps() {
  const api = useApi();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const setup = useSetup();
  const { data: stats } = useStatsQuery();
  const { data: status } = useConfigStatusQuery();
  const empty = stats !== undefined && stats.totalFiles === 0;
  const todo = status ? configurationChecklist(status).filter((entry) => !entry.done) : [];
  const organiser = useOrganiserState();
  const [starting, setStarting] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  if (!empty || !status || !emptyLibraryStepsShown(organiser.data?.state)) return null;

  if (todo.length > 0) {
    return (
      <Guidance
        title="Finish setting up CineSync"
        action={
          setup && (
            <Button variant="contained" size="small" onClick={() => setup.open()}>
              Open setup
            </Button>
          )
        }
      >
        Your library is empty. Still needed: {todo.map((entry) => entry.label.toLowerCase()).join(', ')}.
      </Guidance>
    );
  }

  const start = async () => {
    setStarting(true);
    setFailure(null);
    try {
      await startOrganising(api);
      void queryClient.invalidateQueries({ queryKey: queryKeys.organiserState });
      void navigate(ORGANISE_PROGRESS_PATH);
    } catch (error) {
      setFailure(error instanceof Error ? error.message : 'MediaHub did not start');
      setStarting(false);
    }
  };

  if (organiser.data?.state === 'running') {
    return (
      <Guidance
        title="MediaHub is organising your files"
        action={
          <Button component={Link} to={ORGANISE_PROGRESS_PATH} variant="outlined" size="small">
            Watch progress
          </Button>
        }
      >
        Titles appear here as they are linked into the library.
      </Guidance>
    );
  }
  return (
    <Guidance
      title="Nothing is organised yet"
      action={
        <Button
          variant="contained"
          size="small"
          startIcon={<PlayArrowRounded />}
          disabled={starting || organiser.isPending}
          onClick={() => void start()}
        >
          Organise now
        </Button>
      }
    >
      The folders and the TMDB key are set. MediaHub scans the source folders and links what it recognises into the
      library.
      {failure && <Box sx={{ mt: 1, color: 'error.main' }}>{failure}</Box>}
    </Guidance>
  );
}

/**
 * Whether the empty library's next steps show for an organiser `state`: they say what setup and
 * stopped would (with the setup and Organise now), and that a finished scan linked nothing yet;
 * the status card tells a scan's progress, a paused folder and a failing TMDB itself.
 */
function emptyLibraryStepsShown(state: OrganiserState['state'] | undefined): boolean {
  return state === undefined || state === 'setup' || state === 'stopped' || state === 'running';
}

/** A panel that says what to do next, and the button that does it under the words (room on a phone). */
function Guidance({ title, action, children }: { title: string; action: ReactNode; children: ReactNode }) {
  return (
    <Alert severity="info" icon={<RocketLaunchRounded />} sx={{ mb: 3 }} role="region" aria-label={title}>
      <AlertTitle>{title}</AlertTitle>
      {children}
      {action && <Box sx={{ mt: 1.5 }}>{action}</Box>}
    </Alert>
  );
}
