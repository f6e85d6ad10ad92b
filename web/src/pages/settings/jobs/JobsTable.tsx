import type { Job } from '@cinesync/common';
import EditRounded from '@mui/icons-material/EditRounded';
import PlayArrowRounded from '@mui/icons-material/PlayArrowRounded';
import StopRounded from '@mui/icons-material/StopRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { JOB_STATUS_COLOURS } from './job-status';
import { nextExecutionText } from './next-execution';

interface JobsTableProps {
  jobs: Job[];
  now: number;
  /** Ids with a run or cancel request under way. */
  pending: ReadonlySet<string>;
  onRun: (job: Job) => void;
  onCancel: (job: Job) => void;
  onEdit: (job: Job) => void;
}

/** Job Name, Type, Next Execution, Actions; it scrolls inside its own box on a narrow screen. */
export function JobsTable({ jobs, now, pending, onRun, onCancel, onEdit }: JobsTableProps) {
  return (
    <TableContainer component={Paper} variant="outlined" sx={{ maxWidth: '100%', overflowX: 'auto' }}>
      <Table size="small" sx={{ minWidth: 560 }} aria-label="Jobs">
        <TableHead>
          <TableRow>
            <TableCell>Job Name</TableCell>
            <TableCell>Type</TableCell>
            <TableCell>Next Execution</TableCell>
            <TableCell align="right">Actions</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {jobs.length === 0 && (
            <TableRow>
              <TableCell colSpan={4} align="center">
                No jobs found
              </TableCell>
            </TableRow>
          )}
          {jobs.map((job) => (
            <JobRow
              key={job.id}
              job={job}
              now={now}
              pending={pending.has(job.id)}
              onRun={onRun}
              onCancel={onCancel}
              onEdit={onEdit}
            />
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

function JobRow(props: Omit<JobsTableProps, 'jobs' | 'pending'> & { job: Job; pending: boolean }) {
  const { job, pending } = props;
  const running = job.status === 'running';
  const runnable = job.enabled && job.status !== 'disabled';
  return (
    <TableRow data-testid={`job-${job.id}`}>
      <TableCell>
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
        {job.description !== '' && (
          <Typography variant="caption" sx={{ color: 'text.secondary' }}>
            {job.description}
          </Typography>
        )}
      </TableCell>
      <TableCell sx={{ textTransform: 'capitalize' }}>{job.type}</TableCell>
      <TableCell data-testid="job-next">{nextExecutionText(job, props.now).text}</TableCell>
      <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
        <Tooltip title="Edit Schedule">
          <IconButton aria-label={`Edit schedule of ${job.name}`} onClick={() => props.onEdit(job)}>
            <EditRounded fontSize="small" />
          </IconButton>
        </Tooltip>
        {running ? (
          <Button
            size="small"
            color="warning"
            startIcon={<StopRounded />}
            disabled={pending}
            onClick={() => props.onCancel(job)}
          >
            Cancel
          </Button>
        ) : (
          <Button
            size="small"
            startIcon={<PlayArrowRounded />}
            disabled={pending || !runnable}
            onClick={() => props.onRun(job)}
          >
            Run Now
          </Button>
        )}
      </TableCell>
    </TableRow>
  );
}
