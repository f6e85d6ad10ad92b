import type { Job } from '@cinesync/common';
import EditRounded from '@mui/icons-material/EditRounded';
import PlayArrowRounded from '@mui/icons-material/PlayArrowRounded';
import StopRounded from '@mui/icons-material/StopRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { JOB_STATUS_COLOURS } from './job-status';
import { lastRunText } from './last-run';

/** Pieces shared by the jobs table and the phone cards. */

export interface JobsTableProps {
  jobs: Job[];
  now: number;
  /** Ids with a run or cancel request under way. */
  pending: ReadonlySet<string>;
  onRun: (job: Job) => void;
  onCancel: (job: Job) => void;
  onEdit: (job: Job) => void;
}

/** The name with its status chip in the status colour. */
export function JobTitle({ job }: { job: Job }) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
      <Typography variant="body2" sx={{ fontWeight: 600 }}>
        {job.name}
      </Typography>
      <Chip
        size="small"
        label={job.status}
        data-testid="job-status"
        data-status={job.status}
        sx={{ bgcolor: JOB_STATUS_COLOURS[job.status], color: 'rgba(0,0,0,0.87)', textTransform: 'capitalize' }}
      />
    </Box>
  );
}

interface JobActionsProps {
  job: Job;
  pending: boolean;
  onRun: (job: Job) => void;
  onCancel: (job: Job) => void;
  onEdit: (job: Job) => void;
}

/** Edit schedule, and Run Now (off for a disabled job) or Cancel while it runs. */
export function JobActions({ job, pending, onRun, onCancel, onEdit }: JobActionsProps) {
  const runnable = job.enabled && job.status !== 'disabled';
  return (
    <>
      <Tooltip title="Edit Schedule">
        <IconButton aria-label={`Edit schedule of ${job.name}`} onClick={() => onEdit(job)}>
          <EditRounded fontSize="small" />
        </IconButton>
      </Tooltip>
      {job.status === 'running' ? (
        <Button
          size="small"
          color="warning"
          startIcon={<StopRounded />}
          disabled={pending}
          onClick={() => onCancel(job)}
        >
          Cancel
        </Button>
      ) : (
        <Button
          size="small"
          startIcon={<PlayArrowRounded />}
          disabled={pending || !runnable}
          onClick={() => onRun(job)}
        >
          Run Now
        </Button>
      )}
    </>
  );
}

const RESULT_COLOUR = {
  running: 'info.main',
  completed: 'success.main',
  failed: 'error.main',
  cancelled: 'warning.main',
} as const;

/** The last run's result in its colour, with what the run said under it. */
export function LastRunResult({ job, now }: { job: Job; now: number }) {
  const run = lastRunText(job.lastRun, now);
  if (run.status === null) return null;
  return (
    <>
      <Typography variant="body2" component="span" sx={{ color: RESULT_COLOUR[run.status], fontWeight: 600 }}>
        {run.result}
      </Typography>
      {run.message !== '' && (
        <Typography
          variant="caption"
          component="span"
          sx={{ display: 'block', color: 'text.secondary', overflowWrap: 'anywhere' }}
        >
          {run.message}
        </Typography>
      )}
    </>
  );
}
