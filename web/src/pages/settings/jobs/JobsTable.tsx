import type { Job } from '@cinesync/common';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import Tooltip from '@mui/material/Tooltip';
import useMediaQuery from '@mui/material/useMediaQuery';
import { JobCards } from './JobCards';
import { JobActions, JobTitle, LastRunResult, type JobsTableProps } from './JobParts';
import { lastRunText } from './last-run';
import { nextExecutionText } from './next-execution';

/** Below this width (spec §9: mobile below 768 px) the table becomes one card per job. */
const PHONE_QUERY = '(max-width:767.95px)';

/**
 * Job Name, Type, Next Execution (the spec's), then Last Run, Duration and Result, and Actions: a
 * table, or cards on a phone.
 */
export function JobsTable(props: JobsTableProps) {
  const phone = useMediaQuery(PHONE_QUERY);
  return phone ? <JobCards {...props} /> : <JobsGrid {...props} />;
}

function JobsGrid({ jobs, now, pending, onRun, onCancel, onEdit }: JobsTableProps) {
  return (
    <TableContainer component={Paper} variant="outlined" sx={{ maxWidth: '100%', overflowX: 'auto' }}>
      <Table size="small" sx={{ minWidth: 860 }} aria-label="Jobs">
        <TableHead>
          <TableRow>
            <TableCell>Job Name</TableCell>
            <TableCell>Type</TableCell>
            <TableCell>Next Execution</TableCell>
            <TableCell>Last Run</TableCell>
            <TableCell>Duration</TableCell>
            <TableCell>Result</TableCell>
            <TableCell align="right">Actions</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {jobs.length === 0 && (
            <TableRow>
              <TableCell colSpan={7} align="center">
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
  const { job } = props;
  const last = lastRunText(job.lastRun, props.now);
  return (
    <TableRow data-testid={`job-${job.id}`}>
      <TableCell>
        <JobTitle job={job} />
        {job.description !== '' && (
          <Typography variant="caption" sx={{ color: 'text.secondary' }}>
            {job.description}
          </Typography>
        )}
      </TableCell>
      <TableCell sx={{ textTransform: 'capitalize' }}>{job.type}</TableCell>
      <TableCell data-testid="job-next">{nextExecutionText(job, props.now).text}</TableCell>
      <TableCell data-testid="job-last-run" sx={{ whiteSpace: 'nowrap' }}>
        {last.at === '' ? (
          last.when
        ) : (
          <Tooltip title={last.at}>
            <span>{last.when}</span>
          </Tooltip>
        )}
      </TableCell>
      <TableCell data-testid="job-duration" sx={{ whiteSpace: 'nowrap' }}>
        {last.duration}
      </TableCell>
      <TableCell data-testid="job-result" sx={{ maxWidth: 260 }}>
        <LastRunResult job={job} now={props.now} />
      </TableCell>
      <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
        <JobActions {...props} />
      </TableCell>
    </TableRow>
  );
}
