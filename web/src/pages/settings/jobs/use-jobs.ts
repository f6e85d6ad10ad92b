import type { Job, JobStatus } from '@cinesync/common';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useApi } from '../../../api/api-context';
import { useLiveEvent } from '../../../api/event-hub-context';
import { endsRun, REFRESH_AFTER_MS } from './job-status';
import { fetchJobs } from './jobs-api';
import { JOB_TICK_MS, NOW_REFRESH_MS, nextExecutionText } from './next-execution';

const JOBS_QUERY_KEY = ['jobs'] as const;

/**
 * The job list: fetched once, patched by live `job_update` events, re-read 1 s after a run ends and
 * 2 s after a job comes due, with a clock that ticks every second for the Next Execution column.
 */
export function useJobs() {
  const api = useApi();
  const queryClient = useQueryClient();
  const query = useQuery({ queryKey: JOBS_QUERY_KEY, queryFn: ({ signal }) => fetchJobs(api, signal) });
  const timers = useRef(new Set<ReturnType<typeof setTimeout>>());
  const refreshedDue = useRef(new Set<string>());
  const now = useNow(JOB_TICK_MS);

  useEffect(() => {
    const pending = timers.current;
    return () => {
      for (const timer of pending) clearTimeout(timer);
      pending.clear();
    };
  }, []);

  const refreshIn = useCallback(
    (ms: number) => {
      const timer = setTimeout(() => {
        timers.current.delete(timer);
        void queryClient.invalidateQueries({ queryKey: JOBS_QUERY_KEY });
      }, ms);
      timers.current.add(timer);
    },
    [queryClient],
  );

  /** Puts one job's new state into the cached list. */
  const patch = useCallback(
    (id: string, change: (job: Job) => Job) => {
      queryClient.setQueryData<Job[]>(JOBS_QUERY_KEY, (jobs) =>
        jobs?.map((job) => (job.id === id ? change(job) : job)),
      );
    },
    [queryClient],
  );

  useLiveEvent(['job_update'], (event) => {
    const status: JobStatus = event.data.status;
    patch(event.data.jobId, (job) => ({ ...job, status }));
    if (endsRun(status)) refreshIn(REFRESH_AFTER_MS);
  });

  // A job that comes due is re-read once, 2 s later, to show its next run instead of "Now".
  const jobs = query.data;
  useEffect(() => {
    for (const job of jobs ?? []) {
      const key = `${job.id}@${job.nextExecution ?? ''}`;
      if (refreshedDue.current.has(key) || !nextExecutionText(job, now).due) continue;
      refreshedDue.current.add(key);
      refreshIn(NOW_REFRESH_MS);
    }
  }, [jobs, now, refreshIn]);

  return { query, now, patch, refreshIn };
}

/** The current time, updated every `everyMs`. */
function useNow(everyMs: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now;
}
