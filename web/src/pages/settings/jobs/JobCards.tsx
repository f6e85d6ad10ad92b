import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { lastRunText } from './last-run';
import { JobActions, JobTitle, LastRunResult, type JobsTableProps } from './JobParts';
import { nextExecutionText } from './next-execution';

/** The job list on a phone: one card per job, every action in reach without scrolling sideways. */
export function JobCards({ jobs, now, pending, onRun, onCancel, onEdit }: JobsTableProps) {
  if (jobs.length === 0) {
    return (
      <Typography variant="body2" sx={{ textAlign: 'center', py: 2 }}>
        No jobs found
      </Typography>
    );
  }
  return (
    <Stack spacing={1} role="list" aria-label="Jobs">
      {jobs.map((job) => (
        <Card variant="outlined" key={job.id} role="listitem" data-testid={`job-${job.id}`}>
          <CardContent sx={{ pb: 0 }}>
            <JobTitle job={job} />
            {job.description !== '' && (
              <Typography variant="caption" component="p" sx={{ color: 'text.secondary' }}>
                {job.description}
              </Typography>
            )}
            <Typography variant="body2" sx={{ mt: 1 }}>
              <Typography component="span" variant="body2" sx={{ textTransform: 'capitalize' }}>
                {job.type}
              </Typography>
              {' · Next: '}
              <span data-testid="job-next">{nextExecutionText(job, now).text}</span>
            </Typography>
            <LastRunLine job={job} now={now} />
          </CardContent>
          <CardActions sx={{ justifyContent: 'flex-end' }}>
            <JobActions job={job} pending={pending.has(job.id)} onRun={onRun} onCancel={onCancel} onEdit={onEdit} />
          </CardActions>
        </Card>
      ))}
    </Stack>
  );
}

/** "Last run: 5 minutes ago · 12 s · Completed", and what the run said. */
function LastRunLine({ job, now }: { job: JobsTableProps['jobs'][number]; now: number }) {
  const last = lastRunText(job.lastRun, now);
  return (
    <Typography variant="body2" component="div" sx={{ mt: 0.5 }} data-testid="job-last-run">
      {`Last run: ${last.when}`}
      {last.duration !== '' && ` · ${last.duration} · `}
      <LastRunResult job={job} now={now} />
    </Typography>
  );
}
