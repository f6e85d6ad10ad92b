import { JobScheduler } from './jobs/job-scheduler.js';
import { createLibraryServices } from './library/library-services.js';
import { DatabaseUpdateJob } from './operations/database-update.js';
import { createOperationsServices } from './operations/operations-services.js';
import { classifySettingsFrom } from './config/classify-settings.js';
import { ImportFolders } from './operations/import-folders.js';
import { ImportScan } from './operations/import-scan.js';
import { ServerFolders } from './operations/server-folders.js';
import { parseRelease } from './organiser/parse/parse-release.js';
import { completeCandidateFacts } from './organiser/match/candidate-facts.js';
import { ConnectionsService } from './organiser/notify/connections-service.js';
import { FolderChoiceService } from './organiser/running/folder-choice-service.js';
import { ArrFace } from './spoofing/face/arr-face.js';
import { ArrLinkLookup } from './spoofing/arr-link-lookup.js';
import { SpoofingKeys, SpoofingSettings, SpoofingStore } from './spoofing/config/index.js';
import type { AppContext, AppContextBase, ServerServices } from './app-context.js';
import { builtInJobActions } from './built-in-job-actions.js';

/**
 * Build the library, operations, the database update job, the Radarr/Sonarr face and the job
 * scheduler over the organiser's context. The rooms may not import each other, so what one lends
 * another (the organiser's re-check, the image cache) is handed over here.
 */
export function buildServerServices(base: AppContextBase): ServerServices {
  const library = createLibraryServices(base);
  const operations = createOperationsServices({
    ...base,
    completeCandidates: (candidates) => completeCandidateFacts(base.tmdb, base.log, candidates),
  });
  const databaseUpdate = new DatabaseUpdateJob({
    bus: base.bus,
    log: base.log.child({ module: 'database-update' }),
    recheck: (onProgress, signal) => base.organiserService.recheckRecords(onProgress, signal),
  });
  const spoofingStore = new SpoofingStore(base.repositories.spoofing, base.database, base.now);
  const spoofingKeys = SpoofingKeys.over(spoofingStore);
  const spoofingSettings = new SpoofingSettings({ store: spoofingStore, config: base.config });
  const arrFace = new ArrFace({
    keys: spoofingKeys,
    spoofing: base.repositories.spoofing,
    ids: base.repositories.arrIds,
    records: () => library.records.all(),
    libraryRoot: () => base.config.get('DESTINATION_DIR'),
    // Coalesced by the organiser: a storm of these queues at most one run per scope behind the running one.
    rescan: (target) =>
      target.scope === 'all'
        ? base.organiserService.requestScan({ kind: 'bazarr' })
        : base.organiserService.requestFileRescan(target.key, target.files, 'bazarr'),
    coverImage: (poster, size) => library.images.get(poster, size),
    log: base.log.child({ module: 'arr-face' }),
    now: base.now,
  });
  const { actions, ...jobOptions } = base.jobs;
  const scheduler = new JobScheduler({
    ...jobOptions,
    jobs: base.repositories.jobs,
    runs: base.repositories.jobRuns,
    locks: base.repositories.locks,
    alone: base.alone,
    bus: base.bus,
    log: base.log.child({ module: 'jobs' }),
    now: base.now,
    actions: { ...builtInJobActions(base, library, databaseUpdate), ...actions },
  });
  const folderChoices = new FolderChoiceService({
    config: base.config,
    overrides: base.folderOverrides,
    tmdb: base.tmdb,
    log: base.log,
    roots: () => base.organiserService.roots(),
  });
  const importFolders = new ImportFolders(base.config);
  const manualImport = {
    folders: importFolders,
    scan: new ImportScan({
      folders: importFolders,
      readName: (filePath) => parseRelease(filePath, { isPath: true }),
      mediaExtensions: () => new Set(classifySettingsFrom(base.config).allowedExtensions),
      maxFiles: base.importScan.maxFiles,
      // Through the organiser's records: a decision a scan still holds for the file is written first.
      linkOf: (filePath) => {
        const record = base.organiser.records.bySource(filePath);
        return record?.status === 'linked' ? record.destination_path : null;
      },
    }),
  };
  const arrLinkLookup = new ArrLinkLookup({ catalogue: () => arrFace.catalogue({ scope: 'all' }) });
  return {
    library,
    operations,
    databaseUpdate,
    arrFace,
    scheduler,
    folderChoices,
    manualImport,
    serverFolders: new ServerFolders(base.config),
    spoofingSettings,
    spoofingKeys,
    arrLinkLookup,
    connections: new ConnectionsService({ connections: base.repositories.connections, config: base.config }),
  };
}

/**
 * Build the Radarr/Sonarr face's catalogue ahead of Bazarr (when spoofing is on): at 20,000 files
 * it takes a few hundred milliseconds, better spent at start-up than in Bazarr's first sync.
 */
export function warmArrFace(ctx: AppContext): void {
  try {
    if (ctx.repositories.spoofing.config()?.enabled) ctx.arrFace.catalogue({ scope: 'all' });
  } catch (err) {
    ctx.log.warn({ err }, 'could not prepare the Radarr/Sonarr catalogue');
  }
}
