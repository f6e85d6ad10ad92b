import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AppContext, AppContextBase, ImportScanOptions, JobOptions } from './app-context.js';
import { AuthService } from './auth/auth-service.js';
import { loadOrCreateSecret } from './auth/secret-file.js';
import type { ConfigStore } from './config/config-store.js';
import { buildHttpApp, type HttpApp } from './http/build-http-app.js';
import { HttpHost, type Binding, type HttpHostLimits } from './http/http-host.js';
import { unavailable } from './errors.js';
import { openOrganiser, type OrganiserContextOptions } from './organiser-context.js';
import { CurrentScan } from './organiser/running/current-scan.js';
import { readOrganiserState } from './organiser/running/organiser-state.js';
import { OrganiserSupervisor } from './organiser/running/organiser-supervisor.js';
import { SessionRegistry } from './organiser/session/session-registry.js';
import { buildServerServices, warmArrFace } from './server-services.js';
import type { SignalrOptions } from './spoofing/signalr/signalr-face.js';

export interface StartOptions extends OrganiserContextOptions {
  /** Listen on the configured IP/ports (default true). Tests pass `{ ip, ports }` to override. */
  listen?: boolean | Binding;
  webDist?: string;
  ssePingIntervalMs?: number;
  tokenTtlSeconds?: number;
  announce?: (text: string) => void;
  /**
   * Start the organiser as MEDIAHUB_AUTO_START / RTM_AUTO_START ask, at boot and when Settings
   * make the folders and the TMDB key usable (default true).
   */
  autoStart?: boolean;
  /** Request time-out and per-address connection cap (tests shorten them). */
  http?: HttpHostLimits;
  /** Run the job scheduler (default: when the server listens). */
  scheduler?: boolean;
  /** Job scheduler knobs for tests (retry wait, stand-in actions); `TZ` comes from `env`. */
  jobs?: Omit<JobOptions, 'timezone'>;
  /** The Bazarr live-update hub's id lookup and timings. */
  signalr?: SignalrOptions;
  /** Manual import's scan limits (tests lower the file cap). */
  importScan?: ImportScanOptions;
  /** Connection tests (the Test buttons) allowed per kind and address a minute (tests raise it). */
  connectionTestsPerMinute?: number;
}

export interface RunningServer {
  ctx: AppContext;
  http: HttpApp;
  host: HttpHost;
  /** Base URL of the first listening port, e.g. `http://127.0.0.1:8082`. */
  url: string;
  close(): Promise<void>;
}

/**
 * The web app's build beside the server package (`web/dist` next to `server/`). Found from the
 * folder holding the server's package.json, as this module runs from `src/`, from tsc's `dist/` or
 * from a chunk of the CLI bundle (`dist/chunks/`), each at a different depth.
 */
function defaultWebDist(): string | undefined {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  while (!existsSync(path.join(dir, 'package.json'))) {
    const parent = path.dirname(dir);
    if (parent === dir) return undefined;
    dir = parent;
  }
  const candidate = path.resolve(dir, '../web/dist');
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
  const organising = await openOrganiser(options);
  const { config, database, log, now, dataDir } = organising.ctx;
  try {
    // Instances sharing a PostgreSQL store sign with one key, so a token from one is good on all.
    const secret =
      database.dialect === 'postgres'
        ? Buffer.from(
            organising.ctx.repositories.sharedSecrets.getOrCreate(
              'jwt-secret',
              () => randomBytes(48).toString('base64url'),
              now(),
            ),
            'base64url',
          )
        : await loadOrCreateSecret(dataDir, 'jwt-secret');
    const auth = new AuthService({
      config,
      secret,
      log,
      now,
      tokenTtlSeconds: options.tokenTtlSeconds,
      announce: options.announce,
    });
    await auth.ensurePassword();

    const sessions = new SessionRegistry();
    const { organiserService, activity } = organising.ctx;
    const supervisor = new OrganiserSupervisor({ config, service: organiserService, log, activity });
    const currentScan = new CurrentScan(organising.ctx.bus);
    const { scans } = organising.ctx.repositories;

    // The host exists only after the app is built, but the restart route needs to reach it.
    const hostRef: { current?: HttpHost } = {};
    const base: AppContextBase = {
      ...organising.ctx,
      auth,
      sessions,
      supervisor,
      organiserState: () => readOrganiserState({ config, service: organiserService, scans, currentScan }),
      webDist: options.webDist ?? defaultWebDist(),
      ssePingIntervalMs: options.ssePingIntervalMs ?? 30_000,
      signalr: options.signalr,
      importScan: options.importScan ?? {},
      connectionTestsPerMinute: options.connectionTestsPerMinute,
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
    const ctx: AppContext = { ...base, ...buildServerServices(base) };
    const http = await buildHttpApp(ctx);
    const host = new HttpHost(http.handler, log, options.http, http.upgrade);
    hostRef.current = host;
    const listen = options.listen ?? true;
    if (listen !== false) await host.bind(listen === true ? configuredBinding(config) : listen);
    if (options.autoStart ?? true) await supervisor.open();
    // After the sockets are bound, so a startup job runs in a server that answers.
    if (options.scheduler ?? listen !== false) ctx.scheduler.start();
    if (listen !== false) setImmediate(() => warmArrFace(ctx));
    const hostIp = host.binding?.ip ?? '127.0.0.1';
    const shownIp = hostIp === '0.0.0.0' || hostIp === '::' ? '127.0.0.1' : hostIp;
    const url = `http://${shownIp.includes(':') ? `[${shownIp}]` : shownIp}:${host.ports()[0] ?? 0}`;
    return {
      ctx,
      http,
      host,
      url,
      close: async () => {
        // Runs going are cancelled and waited for while everything they use is still open.
        await ctx.scheduler.stop();
        await supervisor.close();
        currentScan.close();
        sessions.terminateAll();
        await organising.stop();
        // WebSockets are not HTTP requests: the servers would wait for them to end.
        await http.closeUpgraded();
        await host.close();
        await http.app.close();
        // A database update run must end before the database closes under it.
        await ctx.databaseUpdate.stop();
        ctx.library.stop();
        await database.close();
      },
    };
  } catch (err) {
    await organising.close();
    throw err;
  }
}
