import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AppContext, JobOptions } from './app-context.js';
import { AuthService } from './auth/auth-service.js';
import { hashPassword } from './auth/passwords.js';
import { loadOrCreateSecret } from './auth/secret-file.js';
import { ConfigStore } from './config/config-store.js';
import { environmentValue } from './config/environment-value.js';
import { openDatabase, type AppDatabase } from './db/database.js';
import { ScansRepository } from './db/repositories/scans.repository.js';
import { EventBus } from './events/event-bus.js';
import { buildHttpApp, type HttpApp } from './http/build-http-app.js';
import { HttpHost, type Binding, type HttpHostLimits } from './http/http-host.js';
import { reconcilePendingChanges } from './library/reconcile-pending-changes.js';
import { unavailable } from './errors.js';
import { createLogger, type Logger } from './log.js';
import { TmdbCache, TmdbClient } from './metadata/index.js';
import { PlexRefresher } from './organiser/notify/plex-refresh.js';
import { Organiser } from './organiser/organiser.js';
import { ActivityLog } from './organiser/service/activity-log.js';
import { OrganiserService, type OrganiserServiceDeps } from './organiser/service/organiser-service.js';
import { SessionRegistry } from './organiser/session/session-registry.js';
import type { SignalrOptions } from './spoofing/signalr/signalr-face.js';

export interface StartOptions {
  /** Data folder; default `CINESYNC_DATA_DIR` from `env`, else `./data`. */
  dataDir?: string;
  /** The process environment to honour (default `process.env`). */
  env?: Record<string, string | undefined>;
  log?: Logger;
  now?: () => number;
  /** Listen on the configured IP/ports (default true). Tests pass `{ ip, ports }` to override. */
  listen?: boolean | Binding;
  webDist?: string;
  ssePingIntervalMs?: number;
  tokenTtlSeconds?: number;
  announce?: (text: string) => void;
  /**
   * Make (and print once) the first password when auth is on and none is set (default true). The
   * one-shot CLI commands pass false: they serve nobody, and their output belongs to their caller.
   */
  generatePassword?: boolean;
  /** Honour MEDIAHUB_AUTO_START / RTM_AUTO_START (default true; the CLI's one-shot commands pass false). */
  autoStart?: boolean;
  /** TMDB client knobs for tests and benchmarks. */
  tmdb?: { requestsPerSecond?: number; maxRetries?: number; retryBaseMs?: number; timeoutMs?: number };
  monitorOptions?: OrganiserServiceDeps['monitorOptions'];
  /** Plex refresh batching window (default 5 s). */
  plexDebounceMs?: number;
  /** Request time-out and per-address connection cap (tests shorten them). */
  http?: HttpHostLimits;
  /** Run the job scheduler (default: when the server listens; the one-shot CLI commands run no schedules). */
  scheduler?: boolean;
  /** Job scheduler knobs for tests (retry wait, stand-in actions); `TZ` comes from `env`. */
  jobs?: Omit<JobOptions, 'timezone'>;
  /** The Bazarr live-update hub's id lookup and timings. */
  signalr?: SignalrOptions;
}

export interface RunningServer {
  ctx: AppContext;
  http: HttpApp;
  host: HttpHost;
  /** Base URL of the first listening port, e.g. `http://127.0.0.1:8082`. */
  url: string;
  close(): Promise<void>;
}

function defaultWebDist(): string | undefined {
  const here = path.dirname(fileURLToPath(import.meta.url));
  const candidate = path.resolve(here, '../../web/dist');
  return existsSync(candidate) ? candidate : undefined;
}

export function configuredBinding(config: ConfigStore): Binding {
  const ip = config.get('CINESYNC_IP') || '0.0.0.0';
  const ports = [config.getInteger('CINESYNC_API_PORT') || 8082];
  const ui = config.get('CINESYNC_UI_PORT');
  if (ui !== '' && Number(ui) !== ports[0]) ports.push(Number(ui));
  return { ip, ports };
}

/** Boot: config → database → services → HTTP. Everything a test needs is returned, nothing global. */
export async function startServer(options: StartOptions = {}): Promise<RunningServer> {
  const env = options.env ?? process.env;
  const dataDir = path.resolve(options.dataDir ?? environmentValue(env, 'CINESYNC_DATA_DIR') ?? 'data');
  const now = options.now ?? Date.now;
  const config = new ConfigStore({ dataDir, env, hashSecret: (_key, value) => hashPassword(value) });
  await config.load();
  const log = options.log ?? createLogger(config.get('LOG_LEVEL'));
  for (const { line, key, problem } of config.problems()) {
    log.warn({ file: config.envFile, line, key }, `.env line ${line} can't be read (${problem}); it is ignored`);
  }
  const bus = new EventBus(now, (err) => log.error({ err }, 'event subscriber failed'));
  let database: AppDatabase | undefined;
  try {
    database = await openDatabase(dataDir);
    // Changes a crash cut short are settled before anything reads or changes the library.
    await reconcilePendingChanges({ database, dataDir, log, now });
    const interrupted = new ScansRepository(database).markInterrupted(now());
    if (interrupted > 0) log.warn({ scans: interrupted }, 'scans left running by a stopped process marked interrupted');
    const secret = await loadOrCreateSecret(dataDir, 'jwt-secret');
    const auth = new AuthService({
      config,
      secret,
      log,
      now,
      tokenTtlSeconds: options.tokenTtlSeconds,
      announce: options.announce,
    });
    if (options.generatePassword ?? true) await auth.ensurePassword();

    const tmdbCache = new TmdbCache({ database, now });
    const tmdb = new TmdbClient({
      config,
      cache: tmdbCache,
      log,
      now,
      ...options.tmdb,
    });
    const activity = new ActivityLog(path.join(dataDir, 'logs'), now);
    const organiser = new Organiser({ config, database, bus, log, tmdb, activity, now });
    const organiserService = new OrganiserService({
      config,
      database,
      bus,
      log,
      organiser,
      activity,
      now,
      monitorOptions: options.monitorOptions,
    });
    const sessions = new SessionRegistry();
    const plex = new PlexRefresher({ config, bus, log, debounceMs: options.plexDebounceMs });
    plex.start();

    // The host exists only after the app is built, but the restart route needs to reach it.
    const hostRef: { current?: HttpHost } = {};
    const ctx: AppContext = {
      config,
      database,
      bus,
      auth,
      log,
      tmdb,
      tmdbCache,
      dataDir,
      organiser,
      organiserService,
      sessions,
      activity,
      plex,
      now,
      webDist: options.webDist ?? defaultWebDist(),
      ssePingIntervalMs: options.ssePingIntervalMs ?? 30_000,
      signalr: options.signalr,
      jobs: { ...options.jobs, timezone: env.TZ || undefined },
      prepareRebind: async () => {
        const host = hostRef.current;
        if (!host) throw unavailable('The server is not listening yet');
        const wanted = configuredBinding(config);
        try {
          return await host.open(wanted);
        } catch (err) {
          log.warn({ err, wanted }, 'could not bind the new address; keeping the old one');
          throw err;
        }
      },
    };
    const http = await buildHttpApp(ctx);
    const host = new HttpHost(http.handler, log, options.http, http.upgrade);
    hostRef.current = host;
    const listen = options.listen ?? true;
    if (listen !== false) await host.bind(listen === true ? configuredBinding(config) : listen);
    if (options.autoStart ?? true) await organiserService.autoStart();
    // After the sockets are bound, so a startup job runs in a server that answers.
    if (options.scheduler ?? listen !== false) http.jobs.start();
    if (listen !== false) setImmediate(http.warmArrFace);
    const hostIp = host.binding?.ip ?? '127.0.0.1';
    const shownIp = hostIp === '0.0.0.0' || hostIp === '::' ? '127.0.0.1' : hostIp;
    const url = `http://${shownIp.includes(':') ? `[${shownIp}]` : shownIp}:${host.ports()[0] ?? 0}`;
    const db = database;
    return {
      ctx,
      http,
      host,
      url,
      close: async () => {
        // Runs going are cancelled and waited for while everything they use is still open.
        await http.jobs.stop();
        sessions.terminateAll();
        await organiserService.stop();
        await plex.stop();
        // WebSockets are not HTTP requests: the servers would wait for them to end.
        await http.closeUpgraded();
        await host.close();
        await http.app.close();
        await db.close();
      },
    };
  } catch (err) {
    await database?.close();
    throw err;
  }
}
