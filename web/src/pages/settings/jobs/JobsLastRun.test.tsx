import type { Job, JobRun } from '@cinesync/common';
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { json, mockFetch } from '../../../test/mock-fetch';
import { renderApp } from '../../../test/render-app';
import { JobsTab } from './JobsTab';
import { durationText } from './last-run';

afterEach(cleanup);

const ago = (ms: number) => new Date(Date.now() - ms).toISOString();

const run = (jobId: string, startedMsAgo: number, lengthMs: number | null, rest: Partial<JobRun>): JobRun => ({
  id: 1,
  jobId,
  startedAt: ago(startedMsAgo),
  finishedAt: lengthMs === null ? null : ago(startedMsAgo - lengthMs),
  status: 'completed',
  message: null,
  ...rest,
});

function job(id: string, name: string, lastRun: JobRun | null, status: Job['status'] = 'idle'): Job {
  return {
    id,
    name,
    description: '',
    type: 'process',
    scheduleType: 'manual',
    intervalSeconds: 0,
    cronExpression: '',
    command: id,
    arguments: [],
    workingDir: '',
    enabled: true,
    category: 'library',
    tags: [],
    dependencies: [],
    maxRetries: 0,
    logOutput: true,
    notifyOnFailure: false,
    status,
    nextExecution: null,
    updatedAt: ago(0),
    lastExecution: lastRun?.startedAt ?? null,
    lastRun,
  };
}

const cells = (id: string) => {
  const row = within(screen.getByTestId(`job-${id}`));
  return [row.getByTestId('job-last-run'), row.getByTestId('job-duration'), row.getByTestId('job-result')].map(
    (cell) => cell.textContent,
  );
};

describe('the last run of each job', () => {
  it('shows when each job last ran, for how long and how it ended', async () => {
    const jobs = [
      job(
        'broken-link-sweep',
        'Broken Link Sweep',
        run('broken-link-sweep', 5 * 60_000, 12_000, { message: '3 links removed' }),
      ),
      job(
        'source-rescan',
        'Source Rescan',
        run('source-rescan', 2 * 3_600_000, 185_000, {
          status: 'failed',
          message: 'TMDB refused the key: 0 files matched',
        }),
      ),
      job(
        'tmdb-cache-refresh',
        'TMDB Cache Refresh',
        run('tmdb-cache-refresh', 20_000, null, { status: 'running' }),
        'running',
      ),
      job('log-rotation', 'Log Rotation', null),
    ];
    renderApp(<JobsTab />, { fetch: mockFetch({ 'GET /api/jobs': json({ jobs }) }), route: '/settings?tab=jobs' });
    const table = await screen.findByRole('table', { name: 'Jobs' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Job Name', 'Type', 'Next Execution', 'Last Run', 'Duration', 'Result', 'Actions']);
    expect(cells('broken-link-sweep')).toEqual(['5 minutes ago', '12 s', 'Completed3 links removed']);
    expect(cells('source-rescan')).toEqual(['2 hours ago', '3 min 5 s', 'FailedTMDB refused the key: 0 files matched']);
    expect(cells('tmdb-cache-refresh')).toEqual(['just now', 'Running', 'Running']);
    expect(cells('log-rotation')).toEqual(['Never', '', '']);
  });

  it('reads a length in its two largest units', () => {
    expect([400, 59_400, 60_000, 3_599_000, 3_600_000, 5_400_000].map(durationText)).toEqual([
      '0.4 s',
      '59 s',
      '1 min',
      '59 min 59 s',
      '1 h',
      '1 h 30 min',
    ]);
  });
});
