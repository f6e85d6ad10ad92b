import { unlink } from 'node:fs/promises';
import type { AppContextBase } from './app-context.js';
import type { BuiltInJobActions } from './jobs/job-catalogue.js';
import type { LibraryServices } from './library/library-services.js';
import { refreshSummary } from './library/season-refresh.js';
import type { DatabaseUpdateJob } from './operations/database-update.js';
import { dateOf } from './organiser/running/activity-log.js';

/** Daily activity logs older than this many days are deleted by the log-rotation job. */
const ACTIVITY_LOG_RETENTION_DAYS = 30;
const DAY_MS = 24 * 3600_000;

/**
 * The scheduler's built-in actions, each a call into the room that owns the work. They are wired
 * in the composition root because the jobs room may not import those rooms; the image cache and
 * the database update job are the one instance the routes are handed too.
 */
export function builtInJobActions(
  ctx: AppContextBase,
  library: LibraryServices,
  databaseUpdate: DatabaseUpdateJob,
): BuiltInJobActions {
  return {
    'source-rescan': async (signal) => {
      const { summary } = await ctx.organiserService.runScan({ kind: 'scheduled', signal });
      if (summary.status === 'failed') throw new Error(summary.message ?? 'The scan failed');
      return `Scan ${summary.status}: ${JSON.stringify(summary.counts)}`;
    },
    'broken-link-sweep': async (signal) => {
      const result = await ctx.organiserService.sweepBrokenLinks(signal);
      const kept = result.keptUnknown.length;
      return (
        `${result.checkedLinks} links checked, ${result.removed.length} removed` +
        (kept > 0 ? `, ${kept} kept because their source can't be checked` : '')
      );
    },
    'database-maintenance': async (signal) => {
      const maintenance = ctx.repositories.maintenance;
      const integrity = maintenance.integrityCheck();
      if (integrity.length !== 1 || integrity[0] !== 'ok') {
        throw new Error(`Integrity check found problems: ${integrity.join('; ')}`);
      }
      signal.throwIfAborted();
      maintenance.vacuum();
      signal.throwIfAborted();
      maintenance.analyze();
      signal.throwIfAborted();
      const frames = maintenance.checkpoint();
      return `Integrity ok; VACUUM and ANALYZE done; WAL checkpoint moved ${frames} frames`;
    },
    'database-update': (signal) => databaseUpdate.run(signal),
    'image-cache-prune': async () => {
      const { images, bytes } = await library.images.prune();
      return `${images} images removed (${bytes} bytes)`;
    },
    'tmdb-cache-refresh': async () => {
      const removed = ctx.tmdbCache.purgeExpired();
      return `${removed} expired TMDB answers dropped; they are fetched fresh when next used`;
    },
    'air-date-refresh': async (signal) =>
      refreshSummary(await library.seasonRefresh.run(signal), ctx.tmdb.ratePerSecond),
    'log-rotation': async (signal) => {
      await ctx.activity.flush();
      const oldestKept = dateOf(new Date(ctx.now() - (ACTIVITY_LOG_RETENTION_DAYS - 1) * DAY_MS));
      let removed = 0;
      for (const day of await ctx.activity.days()) {
        signal.throwIfAborted();
        if (day >= oldestKept) continue;
        await unlink(ctx.activity.fileFor(day)).catch((err: NodeJS.ErrnoException) => {
          if (err.code !== 'ENOENT') throw err;
        });
        removed++;
      }
      return `${removed} daily logs older than ${ACTIVITY_LOG_RETENTION_DAYS} days deleted`;
    },
  };
}
