import type { AppDatabase } from '../database.js';
import { ArrIdsRepository } from './arr-ids.repository.js';
import { CalendarFeedKeysRepository } from './calendar-feed-keys.repository.js';
import { CollectionsRepository } from './collections.repository.js';
import { ConnectionsRepository } from './connections.repository.js';
import { DatabaseBrowserRepository } from './database-browser.repository.js';
import { DatabaseMaintenanceRepository } from './database-maintenance.repository.js';
import { FavoritesRepository } from './favorites.repository.js';
import { FileDetailsRepository } from './file-details.repository.js';
import { FileOperationsRepository } from './file-operations.repository.js';
import { FolderOverridesRepository } from './folder-overrides.repository.js';
import { InstanceLocksRepository } from './instance-locks.repository.js';
import { JobRunsRepository } from './job-runs.repository.js';
import { JobsRepository } from './jobs.repository.js';
import { LibraryRecordsRepository } from './library-records.repository.js';
import { LibraryTitlesRepository } from './library-titles.repository.js';
import { LinkedOutcomesRepository } from './linked-outcomes.repository.js';
import { MissingRepository } from './missing.repository.js';
import { PendingChangesRepository } from './pending-changes.repository.js';
import { ProcessedFilesRepository } from './processed-files.repository.js';
import { RecordTotalsRepository } from './record-totals.repository.js';
import { ReorganiseRepository } from './reorganise.repository.js';
import { ScansRepository } from './scans.repository.js';
import { SharedSecretsRepository } from './shared-secrets.repository.js';
import { SourceFilesRepository } from './source-files.repository.js';
import { SpoofingRepository } from './spoofing.repository.js';
import { TmdbCacheRepository } from './tmdb-cache.repository.js';
import { TrashRepository } from './trash.repository.js';

/** Every repository over one store, built once by the composition roots and handed to the services. */
export interface Repositories {
  arrIds: ArrIdsRepository;
  browser: DatabaseBrowserRepository;
  /** Film collections and which of their films the library holds. */
  collections: CollectionsRepository;
  /** Media servers, rclone remotes and webhooks told about changes, and each one's last result. */
  connections: ConnectionsRepository;
  maintenance: DatabaseMaintenanceRepository;
  favorites: FavoritesRepository;
  fileDetails: FileDetailsRepository;
  operations: FileOperationsRepository;
  folderOverrides: FolderOverridesRepository;
  /** Which instance works what, when several share a PostgreSQL store. */
  locks: InstanceLocksRepository;
  jobRuns: JobRunsRepository;
  jobs: JobsRepository;
  libraryRecords: LibraryRecordsRepository;
  titles: LibraryTitlesRepository;
  outcomes: LinkedOutcomesRepository;
  /** Shows and episodes known from TMDB, what the library lacks of them, and ignores. */
  missing: MissingRepository;
  /** Keys that open a user's calendar feed. */
  feedKeys: CalendarFeedKeysRepository;
  pendingChanges: PendingChangesRepository;
  records: ProcessedFilesRepository;
  totals: RecordTotalsRepository;
  /** Previews, applies and undos of re-organising the library. */
  reorganise: ReorganiseRepository;
  scans: ScansRepository;
  sharedSecrets: SharedSecretsRepository;
  sources: SourceFilesRepository;
  spoofing: SpoofingRepository;
  tmdbCache: TmdbCacheRepository;
  trash: TrashRepository;
}

/**
 * The repositories the composition root hands on: folder overrides are reached only through the
 * one FolderOverrides it builds over their table, whose snapshot must see every write.
 */
export type ServiceRepositories = Omit<Repositories, 'folderOverrides'>;

/**
 * The repositories of `database`, each built once. A repository keeps only prepared statements
 * (and no rows), so one instance serves every service; `now` stamps what the timed ones write.
 */
export function openRepositories(database: AppDatabase, now: () => number = Date.now): Repositories {
  return {
    arrIds: new ArrIdsRepository(database),
    browser: new DatabaseBrowserRepository(database),
    collections: new CollectionsRepository(database),
    connections: new ConnectionsRepository(database, now),
    maintenance: new DatabaseMaintenanceRepository(database),
    favorites: new FavoritesRepository(database),
    fileDetails: new FileDetailsRepository(database),
    operations: new FileOperationsRepository(database),
    folderOverrides: new FolderOverridesRepository(database),
    locks: new InstanceLocksRepository(database),
    jobRuns: new JobRunsRepository(database),
    jobs: new JobsRepository(database),
    libraryRecords: new LibraryRecordsRepository(database),
    titles: new LibraryTitlesRepository(database),
    outcomes: new LinkedOutcomesRepository(database),
    missing: new MissingRepository(database, { now, minRebuildMs: 5_000 }),
    feedKeys: new CalendarFeedKeysRepository(database),
    pendingChanges: new PendingChangesRepository(database, now),
    records: new ProcessedFilesRepository(database),
    totals: new RecordTotalsRepository(database),
    reorganise: new ReorganiseRepository(database),
    scans: new ScansRepository(database),
    sharedSecrets: new SharedSecretsRepository(database),
    sources: new SourceFilesRepository(database, { now }),
    spoofing: new SpoofingRepository(database),
    tmdbCache: new TmdbCacheRepository(database),
    trash: new TrashRepository(database, now),
  };
}
