import type { Job } from '@cinesync/common';
import RefreshRounded from '@mui/icons-material/RefreshRounded';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useApi } from '../../../api/api-context';
import { NoticeSnackbar, useNotice } from '../services/notice';
import { EditScheduleDialog } from './EditScheduleDialog';
import { REFRESH_AFTER_MS } from './job-status';
import { cancelJob, jobErrorText, runJob } from './jobs-api';
import { JobsTable } from './JobsTable';
import { useJobs } from './use-jobs';

/** The Jobs tab of Settings: the built-in jobs, run or cancelled now, or rescheduled. */
export function JobsTab() {
  const api = useApi();
  const { query, now, patch, refreshIn } = useJobs();
  const { notice, show, close } = useNotice();
  const [pending, setPending] = useState<ReadonlySet<string>>(new Set());
  const [editing, setEditing] = useState<Job | null>(null);

  const act = async (job: Job, call: typeof runJob, failure: string) => {
    setPending((ids) => new Set(ids).add(job.id));
    try {
      const updated = await call(api, job.id);
      if (updated) patch(job.id, () => updated);
      else refreshIn(0);
    } catch (error) {
      show(jobErrorText(error, failure), 'error');
    } finally {
      setPending((ids) => {
        const next = new Set(ids);
        next.delete(job.id);
        return next;
      });
    }
  };

  return (
    <Stack spacing={2} sx={{ minWidth: 0 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between' }}>
        <Typography variant="h6" component="h2">
          Jobs
        </Typography>
        <Tooltip title="Refresh">
          <IconButton aria-label="Refresh jobs" onClick={() => void query.refetch()}>
            <RefreshRounded />
          </IconButton>
        </Tooltip>
      </Box>
      {query.isFetching && <LinearProgress aria-label="Loading jobs" />}
      {query.isError && <Alert severity="error">{jobErrorText(query.error, 'Failed to fetch jobs')}</Alert>}
      {query.data && (
        <JobsTable
          jobs={query.data}
          now={now}
          pending={pending}
          onRun={(job) => void act(job, runJob, 'Failed to run job')}
          onCancel={(job) => void act(job, cancelJob, 'Failed to cancel job')}
          onEdit={setEditing}
        />
      )}
      {editing && (
        <EditScheduleDialog
          key={editing.id}
          job={editing}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            show('Job schedule updated successfully', 'success');
            refreshIn(REFRESH_AFTER_MS);
          }}
        />
      )}
      <NoticeSnackbar notice={notice} onClose={close} />
    </Stack>
  );
}
