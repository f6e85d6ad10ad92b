import os from 'node:os';
import path from 'node:path';
import { ConfigStore } from './config/config-store.js';
import { environmentValue } from './config/environment-value.js';
import { openDatabase, type AppDatabase } from './db/database.js';
import { openRepositories, type ServiceRepositories } from './db/repositories/repositories.js';
import { EventBus } from './events/event-bus.js';
import { startPostgresEventRelay, type EventRelay } from './events/postgres-event-relay.js';
import { reconcilePendingChanges } from './library/reconcile-pending-changes.js';
import { createLogger, type Logger } from './log.js';
import { TmdbCache, TmdbClient } from './metadata/index.js';
import { FolderOverrides } from './organiser/match/folder-overrides.js';
import { ConnectionsNotifier } from './organiser/notify/connections-notifier.js';
import { settingsPlexConnection } from './organiser/notify/settings-plex-connection.js';
import { RcloneRefresher } from './organiser/notify/rclone-refresh.js';
import { reconcileRelinks } from './organiser/reorganise/reconcile-relinks.js';
import { ReorganiseService } from './organiser/reorganise/reorganise-service.js';
import { Organiser } from './organiser/organiser.js';
import { ActivityLog } from './organiser/running/activity-log.js';
import { knownEpisodes } from './library/season-refresh.js';
import { OrganiserService, type OrganiserServiceDeps } from './organiser/running/organiser-service.js';

export interface OrganiserContextOptions {
  /** Data folder; default `CINESYNC_DATA_DIR` from `env`, else `./data`. */
  dataDir?: string;
  /** The process environment to honour (default `process.env`). */
  env?: Record<string, string | undefined>;
  log?: Logger;
  now?: () => number;
  /** TMDB client knobs for tests and benchmarks. */
  tmdb?: { requestsPerSecond?: number; maxRetries?: number; retryBaseMs?: number; timeoutMs?: number };
  monitorOptions?: OrganiserServiceDeps['monitorOptions'];
  /** Connections' batching window (default 5 s), call time-out and retry waits, for tests. */
  connections?: { debounceMs?: number; timeoutMs?: number; retryDelaysMs?: readonly number[] };
  /** How often an instance sharing a store tries to take over source folders nobody works (2 s). */
  leasePollMs?: number;
  /** What this process is, in what another instance says holds a lock (`serve`, `scan`…). */
  role?: string;
}

/** What organising the library takes: the server is built on it, the one-shot CLI commands use it alone. */
export interface OrganiserContext {
  config: ConfigStore;
  database: AppDatabase;
  /** Every repository of the store but folder overrides (see folderOverrides), built once here. */
  repositories: ServiceRepositories;
  bus: EventBus;
  log: Logger;
  tmdb: TmdbClient;
  /** The TMDB client's cache (the tmdb-cache-refresh job drops its expired entries). */
  tmdbCache: TmdbCache;
  /**
   * A person's folder choices, one instance for the process: the organiser's matchers follow them,
   * the folder-choices routes list and remove them, undo forgets them, and each sees the others' at once.
   */
  folderOverrides: FolderOverrides;
  /** The data folder (database, logs, caches, trash). */
  dataDir: string;
  organiser: Organiser;
  organiserService: OrganiserService;
  /** Whether this instance started with no other one working the store. */
  alone: boolean;
  activity: ActivityLog;
  /** Tells the connections (the `PLEX_*` one, Jellyfin, Emby, webhooks…) which library folders changed. */
  connectionNotifier: ConnectionsNotifier;
  /** Re-organising the library after its naming or layout settings changed. */
  reorganise: ReorganiseService;
  now: () => number;
}

interface OpenOrganiser {
  ctx: OrganiserContext;
  /** End the organiser's work: runs going are waited for, pending Plex refreshes are sent. */
  stop(): Promise<void>;
  /** `stop`, then close the database. */
  close(): Promise<void>;
}

/**
 * Boot of the organiser: config → database (migrated, crash leftovers settled) → TMDB client →
 * organiser and its service, with Plex listening for changes. The one wiring of the organiser:
 * `startServer` builds the rest of the server on it, and `cinesync scan`/`process` need nothing
 * more, so they don't pay for the HTTP stack.
 */
export async function openOrganiser(options: OrganiserContextOptions = {}): Promise<OpenOrganiser> {
  const env = options.env ?? process.env;
  const dataDir = path.resolve(options.dataDir ?? environmentValue(env, 'CINESYNC_DATA_DIR') ?? 'data');
  const now = options.now ?? Date.now;
  // Argon2 is loaded only when a password is set: organising never needs it.
  const hashSecret = async (_key: string, value: string) => (await import('./auth/passwords.js')).hashPassword(value);
  const config = new ConfigStore({ dataDir, env, hashSecret });
  await config.load();
  const log = options.log ?? createLogger(config.get('LOG_LEVEL'));
  for (const { line, key, problem } of config.problems()) {
    log.warn({ file: config.envFile, line, key }, `.env line ${line} can't be read (${problem}); it is ignored`);
  }
  const bus = new EventBus(now, (err) => log.error({ err }, 'event subscriber failed'));
  let database: AppDatabase | undefined;
  let relay: EventRelay | undefined;
  try {
    // The store is chosen by the environment alone, never by .env or Settings: a URL with a
    // password does not belong in a file the web app can show.
    const url = env.CINESYNC_DATABASE_URL?.trim() || null;
    database = await openDatabase(dataDir, { url });
    if (url) relay = await startPostgresEventRelay({ url, bus, log });
    const repositories = openRepositories(database, now);
    const { locks } = repositories;
    const alone = locks.join(`cinesync ${options.role ?? 'serve'} pid ${process.pid} on ${os.hostname()}`);
    if (alone) {
      // Changes a crash cut short are settled before anything reads or changes the library.
      await reconcilePendingChanges({ database, repositories, dataDir, log, now });
      await reconcileRelinks({ database, repositories, log, now });
      const interrupted = repositories.scans.markInterrupted(now());
      if (interrupted > 0)
        log.warn({ scans: interrupted }, 'scans left running by a stopped process marked interrupted');
    } else {
      log.info('another instance shares this database: its work in flight is left to it');
    }
    const tmdbCache = new TmdbCache({ rows: repositories.tmdbCache, now });
    const tmdb = new TmdbClient({
      config,
      cache: tmdbCache,
      log,
      now,
      // Every season read for placing files also tells what is missing and what is coming.
      onSeasonFetched: (tvId, season) =>
        repositories.missing.saveFetchedSeason(tvId, season.season_number, knownEpisodes(season)),
      ...options.tmdb,
    });
    const activity = new ActivityLog(path.join(dataDir, 'logs'), now);
    const folderOverrides = new FolderOverrides(repositories.folderOverrides, now);
    const organiser = new Organiser({ config, database, repositories, bus, log, tmdb, folderOverrides, activity, now });
    const rclone = new RcloneRefresher({
      connections: repositories.connections,
      log,
      now,
      timeoutMs: options.connections?.timeoutMs,
    });
    const organiserService = new OrganiserService({
      config,
      database,
      repositories,
      bus,
      log,
      organiser,
      activity,
      now,
      locks,
      monitorOptions: options.monitorOptions,
      leasePollMs: options.leasePollMs,
      beforeScan: (roots) => rclone.refresh(roots),
    });
    const connectionNotifier = new ConnectionsNotifier({
      connections: repositories.connections,
      settingsConnection: () => settingsPlexConnection(config),
      records: repositories.records,
      arrIds: repositories.arrIds,
      bus,
      log,
      now,
      ...options.connections,
    });
    connectionNotifier.start();
    const reorganise = new ReorganiseService({
      database,
      repositories,
      bus,
      log: log.child({ module: 'reorganise' }),
      now,
      libraryRoot: () => config.get('DESTINATION_DIR'),
      settings: async () => {
        const run = await organiser.newRun();
        return {
          libraryRoot: run.libraryRoot,
          // Normalised, as the records' source paths are, so a prefix says which folder holds one.
          sourceRoots: (await organiserService.roots()).map((root) => path.resolve(root)),
          layout: run.layout,
          relativeLinks: run.relativeLinks,
          parsing: run.parsing,
          tmdb,
          probe: run.probe,
        };
      },
    });
    const ctx: OrganiserContext = {
      reorganise,
      config,
      database,
      repositories,
      alone,
      bus,
      log,
      tmdb,
      tmdbCache,
      folderOverrides,
      dataDir,
      organiser,
      organiserService,
      activity,
      connectionNotifier,
      now,
    };
    const db = database;
    const stop = async () => {
      await organiserService.stop();
      await reorganise.settled();
      // A scan stopped midway leaves its last group of decisions queued: they belong on disk.
      organiser.records.flush();
      await connectionNotifier.stop();
      await relay?.close();
    };
    return {
      ctx,
      stop,
      close: async () => {
        await stop();
        await db.close();
      },
    };
  } catch (err) {
    await relay?.close();
    await database?.close();
    throw err;
  }
}
