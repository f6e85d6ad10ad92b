import { z } from 'zod';
import type { FastifyInstance } from 'fastify';
import yazl from 'yazl';
import type { AppContext } from '../../app-context.js';
import { invalid, notFound } from '../../errors.js';
import { parseInput } from '../parse-input.js';

const exportQuerySchema = z.object({
  type: z.enum(['current', 'all', 'date']).default('current'),
  date: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'date looks like 2026-11-23')
    .optional(),
});

/** The Services tab: status, start/stop/restart of the service and the monitor, and its logs. */
export function registerMediaHubRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { organiserService: service, supervisor, activity } = ctx;

  app.get('/api/mediahub/status', async () => ({
    ...service.status(),
    activity: { recentLogs: activity.recentLines(20) },
    organiser: await ctx.organiserState(),
  }));

  const action = (name: string, run: () => Promise<void>, message: string) =>
    app.post(`/api/mediahub/${name}`, async () => {
      await run();
      return { success: true, message, status: service.status() };
    });
  // A person's Start and Stop are remembered (MEDIAHUB_AUTO_START): a restart keeps what they chose.
  action('start', () => supervisor.start(), 'MediaHub service started');
  action('stop', () => supervisor.stop(), 'MediaHub service stopped');
  action('restart', () => supervisor.restart(), 'MediaHub service restarted');
  action('monitor/start', () => service.startMonitor(), 'Monitor started');
  action('monitor/stop', () => service.stopMonitor(), 'Monitor stopped');

  app.get('/api/mediahub/logs', async () => ({ recentLogs: activity.recentLines(200) }));

  app.get('/api/mediahub/logs/export', async (request, reply) => {
    const query = parseInput(exportQuerySchema, request.query ?? {}, 'query');
    const today = activity.today();
    if (query.type === 'all') {
      const days = await activity.days();
      if (days.length === 0) throw notFound('There are no MediaHub logs yet');
      const zip = new yazl.ZipFile();
      for (const day of days) zip.addFile(activity.fileFor(day), `mediahub_${day}.log`);
      zip.end();
      reply.header('Content-Type', 'application/zip');
      reply.header('Content-Disposition', `attachment; filename="mediahub_logs_${today}.zip"`);
      return reply.send(zip.outputStream);
    }
    if (query.type === 'date' && !query.date) throw invalid('Give a date (YYYY-MM-DD) with type=date');
    const day = query.type === 'date' ? (query.date as string) : today;
    const text = await activity.read(day);
    if (text === null) throw notFound(`No MediaHub log for ${day}`, { date: day });
    const name = query.type === 'current' ? `mediahub_current_log_${today}.log` : `mediahub_logs_${day}.log`;
    reply.header('Content-Type', 'text/plain; charset=utf-8');
    reply.header('Content-Disposition', `attachment; filename="${name}"`);
    return text;
  });
}
