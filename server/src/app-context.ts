import type { OrganiserState } from '@cinesync/common';
import type { AuthService } from './auth/auth-service.js';
import type { PendingBinding } from './http/http-host.js';
import type { BuiltInJobActions } from './jobs/job-catalogue.js';
import type { JobScheduler } from './jobs/job-scheduler.js';
import type { LibraryServices } from './library/library-services.js';
import type { DatabaseUpdateJob } from './operations/database-update.js';
import type { OperationsServices } from './operations/operations-services.js';
import type { ArrFace } from './spoofing/face/arr-face.js';
import type { OrganiserContext } from './organiser-context.js';
import type { ConnectionsService } from './organiser/notify/connections-service.js';
import type { ImportFolders } from './operations/import-folders.js';
import type { ImportScan } from './operations/import-scan.js';
import type { ServerFolders } from './operations/server-folders.js';
import type { FolderChoiceService } from './organiser/running/folder-choice-service.js';
import type { OrganiserSupervisor } from './organiser/running/organiser-supervisor.js';
import type { SessionRegistry } from './organiser/session/session-registry.js';
import type { ArrLinkLookup } from './spoofing/arr-link-lookup.js';
import type { SpoofingKeys, SpoofingSettings } from './spoofing/config/index.js';
import type { SignalrOptions } from './spoofing/signalr/signalr-face.js';

/**
 * The collaborators a running server is made of, built once at boot (main.ts) and passed to every
 * part: the organiser's (see `openOrganiser`), the server's own, and its services.
 */
export interface AppContext extends AppContextBase, ServerServices {}

/** The server's services beyond the organiser's, built over the base by `buildServerServices`. */
export interface ServerServices {
  library: LibraryServices;
  operations: OperationsServices;
  /** The Database tab's update job: one instance, shared by its route and the scheduler. */
  databaseUpdate: DatabaseUpdateJob;
  /** The Radarr/Sonarr face Bazarr talks to. */
  arrFace: ArrFace;
  scheduler: JobScheduler;
  /** Remembered folder choices as a person sees them (the folder-choices routes). */
  folderChoices: FolderChoiceService;
  /** Manual import: the folders it may browse, and the scan that reads one's videos. */
  manualImport: { folders: ImportFolders; scan: ImportScan };
  /** The folder picker of the setup and the folder settings. */
  serverFolders: ServerFolders;
  /** The Spoofing tab's configuration. */
  spoofingSettings: SpoofingSettings;
  /** The key check of the Radarr/Sonarr face and its live-update hub, over the same saved configuration. */
  spoofingKeys: SpoofingKeys;
  /** The live-update hub's Radarr/Sonarr ids of a link, read from the face's catalogue. */
  arrLinkLookup: ArrLinkLookup;
  /** The Connections list of Settings → Services (its notifier is `connectionNotifier`). */
  connections: ConnectionsService;
}

/** What the server's services are built over: the organiser's context and the server's own parts. */
export interface AppContextBase extends OrganiserContext {
  auth: AuthService;
  sessions: SessionRegistry;
  /** A person's Start and Stop of the service, remembered; and starting it when Settings make it ready. */
  supervisor: OrganiserSupervisor;
  /** What organising is doing now, for the dashboard and the Source tab. */
  organiserState: () => Promise<OrganiserState>;
  /** Built web app folder, when there is one to serve. */
  webDist: string | undefined;
  ssePingIntervalMs: number;
  /** The Bazarr live-update hub's knobs: the Radarr/Sonarr ids of links, and timings tests shorten. */
  signalr?: SignalrOptions;
  /** Connection tests (the Test buttons) allowed per kind and address a minute; default 10. */
  connectionTestsPerMinute?: number;
  /** The job scheduler's settings: `TZ` for cron schedules, and the knobs tests turn. */
  jobs: JobOptions;
  importScan: ImportScanOptions;
  /**
   * Open sockets on the configured IP and ports beside the current ones; rejects (a conflict
   * naming the address) when they can't be bound. Committing it moves the server over.
   */
  prepareRebind: () => Promise<PendingBinding>;
}

export interface ImportScanOptions {
  /** Files one manual-import scan lists at most (default 20,000). */
  maxFiles?: number;
}

export interface JobOptions {
  /** IANA time zone cron schedules are read in (the `TZ` environment variable). */
  timezone?: string;
  /** First retry wait of a failed run (default 30 s). */
  retryBaseMs?: number;
  /** The shortest time between runs a schedule may ask for (default 60 s; tests lower it). */
  minimumPeriodSeconds?: number;
  /** Stand-in actions by job id (tests); the built-in ones otherwise. */
  actions?: Partial<BuiltInJobActions>;
}
