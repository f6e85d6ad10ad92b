import { jobUpdateSchema, type JobActionResponse, type JobRunsResponse, type JobsResponse } from '@cinesync/common';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { JobScheduler } from '../../jobs/job-scheduler.js';
import { parseInput } from '../parse-input.js';

const jobParamsSchema = z.object({ id: z.string().min(1).max(100) });

/**
 * The Jobs tab: the list, each job's run history, run now, cancel, and the schedule. `PUT` takes
 * the schedule fields and `enabled` only (the schema is strict): a body naming anything else
 * (command, arguments, workingDir, type…) is a 400 and changes nothing.
 */
export function registerJobsRoutes(app: FastifyInstance, scheduler: JobScheduler): void {
  app.get('/api/jobs', async (): Promise<JobsResponse> => ({ jobs: scheduler.list() }));

  app.get('/api/jobs/:id/runs', async (request): Promise<JobRunsResponse> => {
    const { id } = parseInput(jobParamsSchema, request.params, 'path');
    return { runs: scheduler.history(id) };
  });

  app.post('/api/jobs/:id/run', async (request): Promise<JobActionResponse> => {
    const { id } = parseInput(jobParamsSchema, request.params, 'path');
    const job = scheduler.run(id);
    return { success: true, message: `${job.name} started`, job };
  });

  app.post('/api/jobs/:id/cancel', async (request): Promise<JobActionResponse> => {
    const { id } = parseInput(jobParamsSchema, request.params, 'path');
    const job = await scheduler.cancel(id);
    const ended = job.status !== 'running';
    return { success: true, message: ended ? `${job.name} cancelled` : `Cancelling ${job.name}`, job };
  });

  app.put('/api/jobs/:id', async (request): Promise<JobActionResponse> => {
    const { id } = parseInput(jobParamsSchema, request.params, 'path');
    const patch = parseInput(jobUpdateSchema, request.body);
    const job = scheduler.update(id, patch);
    return { success: true, message: `${job.name} schedule updated`, job };
  });
}
