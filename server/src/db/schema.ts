import type {
  FileOperationKind,
  FileOperationStatus,
  JobRunStatus,
  JobScheduleType,
  JobStatus,
  JobType,
  RecordStatus,
  SourceFileStatus,
} from '@cinesync/common';
import type { Generated, Insertable, Selectable } from 'kysely';

export type { FileOperationStatus, RecordStatus, SourceFileStatus };
/** What kind of work a job is, its schedule and states: the API's unions (the action itself is chosen by id). */
export type { JobRunStatus, JobScheduleType, JobStatus, JobType };

/** How a scan ended; `running` while it runs, `interrupted` when the process died under it. */
export type ScanStatus = 'running' | 'completed' | 'partial' | 'failed' | 'cancelled' | 'interrupted';

/**
 * What a trash row holds: a removed link (its text), a real file moved aside, or a record a person's
 * skip replaced with nothing on disk to take (a file waiting for review, with its candidates).
 * `picked`: the review record a person's pick replaced, kept for undoing the pick; restores by path
 * never see it.
 */
export type TrashKind = 'link' | 'file' | 'record' | 'picked';

/** Which *arr a spoofed folder answers as; `auto` decides by what the folder holds. */
export type SpoofingServiceType = 'auto' | 'radarr' | 'sonarr';

/** The media kinds TMDB knows; records of files not yet matched have none. */
export type RecordMediaType = 'movie' | 'tv';

/**
 * The whole product's tables, designed once. Times are milliseconds since the epoch; JSON columns
 * hold text. Column names are snake_case as SQLite tools show them.
 */
export interface ProcessedFilesTable {
  id: Generated<number>;
  source_path: string;
  /** Absent while the file needs review, failed or was skipped. */
  destination_path: string | null;
  status: RecordStatus;
  media_type: RecordMediaType | null;
  tmdb_id: number | null;
  imdb_id: string | null;
  tvdb_id: number | null;
  title: string | null;
  year: number | null;
  season_number: number | null;
  /** JSON array of episode numbers. */
  episode_numbers: string | null;
  episode_title: string | null;
  /** Top candidates (JSON) when the matcher abstained. */
  candidates: string | null;
  reason: string | null;
  error: string | null;
  /** The organised category folder (Movies, 4KShows…). */
  base_folder: string | null;
  resolution: string | null;
  file_size: number | null;
  /** TMDB poster path of the title (`/abc.jpg`), so listings need no TMDB call. */
  poster_path: string | null;
  /** Movie release date or show first-air date, YYYY-MM-DD. */
  release_date: string | null;
  created_at: number;
  updated_at: number;
}

export interface SourceFilesTable {
  id: Generated<number>;
  path: string;
  /** The configured source folder this file lives under. */
  root: string;
  /** Folder of the file, for folder listings without LIKE scans. */
  parent: string;
  name: string;
  size: number;
  mtime_ms: number;
  inode: number;
  device: number;
  is_media: number;
  status: SourceFileStatus;
  tmdb_id: number | null;
  season_number: number | null;
  last_seen_scan: number | null;
  last_processed_at: number | null;
  created_at: number;
  updated_at: number;
}

export interface FileOperationsTable {
  id: Generated<number>;
  source_path: string;
  destination_path: string | null;
  status: FileOperationStatus;
  operation: FileOperationKind;
  media_type: RecordMediaType | null;
  tmdb_id: number | null;
  season_number: number | null;
  reason: string | null;
  error: string | null;
  created_at: number;
  /** 1 on the newest row of each source path (the entry File Operations shows), else 0. */
  latest: Generated<number>;
}

export interface TmdbCacheTable {
  key: string;
  value: string;
  fetched_at: number;
  expires_at: number;
}

export interface FileDetailsTable {
  path: string;
  name: string;
  type: string;
  size: string | null;
  modified: string | null;
  icon: string | null;
  extra: string | null;
  updated_at: number;
}

export interface JobsTable {
  id: string;
  name: string;
  description: string;
  /** The built-in action is chosen by id, never by a stored command. */
  type: JobType;
  category: string;
  schedule_type: JobScheduleType;
  interval_seconds: number;
  cron_expression: string;
  enabled: number;
  status: JobStatus;
  max_retries: number;
  last_run_at: number | null;
  next_run_at: number | null;
  updated_at: number;
}

export interface JobRunsTable {
  id: Generated<number>;
  job_id: string;
  started_at: number;
  finished_at: number | null;
  status: JobRunStatus;
  message: string | null;
}

export interface SpoofingConfigTable {
  id: number;
  enabled: number;
  folder_mode: number;
  version: string;
  branch: string;
  api_key: string;
  updated_at: number;
}

export interface SpoofingFolderMappingsTable {
  folder_path: string;
  service_type: SpoofingServiceType;
  api_key: string;
  enabled: number;
  display_name: string;
}

export interface FolderOverridesTable {
  /** A source folder whose files a person matched by hand. */
  source_folder: string;
  tmdb_id: number;
  media_type: RecordMediaType;
  created_at: number;
}

export interface ScansTable {
  id: Generated<number>;
  kind: string;
  status: ScanStatus;
  started_at: number;
  finished_at: number | null;
  counts: string | null;
  error: string | null;
}

export interface TrashTable {
  id: Generated<number>;
  original_path: string;
  /** Where a real file was moved to; '' for a link (nothing to keep but its text). */
  trash_path: string;
  kind: TrashKind;
  link_target: string | null;
  deleted_at: number;
  /** JSON of the processed_files row(s) removed with the entry, put back on restore. */
  record: string | null;
  /** The removal this entry was part of (migration 0012); null for older rows. */
  removal_id: number | null;
  /** The source file of a removed link or record (migration 0012). */
  source_path: string | null;
}

/** One action that removed links or records: a restore by folder brings back one of these. */
export interface RemovalsTable {
  id: Generated<number>;
  /** What removed them: `delete`, `skip`, `sweep`, `source gone`… */
  action: string;
  /** JSON list of the paths the action was given, when it was given any. */
  paths: string | null;
  created_at: number;
}

/** What a pending change is about to do (see migration 0004). */
export type PendingChangeKind = 'move' | 'trash-link' | 'trash-file' | 'restore' | 'relink';

export interface PendingChangesTable {
  id: Generated<number>;
  kind: PendingChangeKind;
  /** The library entry as it was before the change. */
  from_path: string;
  /** Where it goes: the new library path, or the trash path of a file. */
  to_path: string | null;
  /** The library root (real path) the change happened in. */
  root: string;
  /** JSON: the link text of a removed link, the trash row id of a restore. */
  detail: string | null;
  created_at: number;
}

/** What an arr id names (see migration 0007). */
export type ArrIdKind = 'series' | 'episode' | 'episodeFile' | 'movie' | 'movieFile' | 'root';

export interface ArrIdsTable {
  id: Generated<number>;
  kind: ArrIdKind;
  key: string;
}

/** One row: a counter the triggers move on every write to `processed_files`. */
export interface ProcessedFilesVersionTable {
  id: number;
  n: number;
}

/** A title a user starred (see migration 0009). */
export interface FavoritesTable {
  username: string;
  media_type: RecordMediaType;
  tmdb_id: number;
  title: string;
  year: number | null;
  poster_path: string | null;
  added_at: number;
}

/** Secrets every instance sharing the store agrees on (migration 0010). */
export interface SharedSecretsTable {
  name: string;
  value: string;
  created_at: number;
}

/** Records and bytes per browser category, kept by triggers (migration 0006). */
export interface ProcessedFilesTotalsTable {
  category: string;
  /** 1 when the records have a link, else 0. */
  linked: number;
  records: number;
  bytes: number;
}

/** PostgreSQL only: linked files and bytes per title, kept by a trigger (migration 0011). */
export interface TitleTotalsTable {
  /** '' and 0 for a linked record without a type or id. */
  media_type: string;
  tmdb_id: number;
  files: number;
  bytes: number;
}

/** What a re-organise operation is: a preview of moves, or the moves of one applied or undone. */
export type ReorganiseKind = 'preview' | 'apply' | 'undo';
/** A preview is `ready` until applied; an apply or undo is `running`, then `done`, `failed` or `interrupted`. */
export type ReorganiseState = 'ready' | 'applied' | 'running' | 'done' | 'failed' | 'interrupted';
/** What a change does to a link: a new file name, a new folder, or a new target form only. */
export type ReorganiseChangeKind = 'renamed' | 'moved' | 'relinked';
export type ReorganiseEntryState = 'planned' | 'conflict' | 'moved' | 'skipped';

/** One preview, apply or undo (see migration 0013). */
export interface ReorganiseOperationsTable {
  id: Generated<number>;
  kind: ReorganiseKind;
  state: ReorganiseState;
  /** JSON of a preview's scope (a title), null for the whole library. */
  scope: string | null;
  /** The preview an apply works through. */
  preview_id: number | null;
  /** The operation an undo reverses. */
  undoes: number | null;
  total: number;
  moved: number;
  skipped: number;
  error: string | null;
  created_at: number;
  finished_at: number | null;
}

/** One link an operation moves (or, in a preview, would move or leaves as a conflict). */
export interface ReorganiseEntriesTable {
  operation_id: number;
  seq: number;
  record_id: number;
  source_path: string;
  /** The title's name as the preview groups it (`The Matrix (1999)`). */
  title: string;
  change_kind: ReorganiseChangeKind;
  from_path: string;
  from_text: string;
  to_path: string;
  to_text: string;
  from_base_folder: string | null;
  to_base_folder: string | null;
  state: ReorganiseEntryState;
  /** Why a conflict was left or an entry skipped. */
  reason: string | null;
}

/** A show whose seasons were read from TMDB (migration 0014). Flags are 0 or 1. */
export interface TvShowsTable {
  tmdb_id: number;
  title: string;
  /** TMDB's status: `Returning Series`, `Ended`, `Canceled`…; null when not known. */
  status: string | null;
  ignored: number;
  /** Some linked record is of this show (kept with the episodes' `have`). */
  in_library: number;
  /** When its seasons were last read from TMDB; null when never. */
  refreshed_at: number | null;
}

/** An episode TMDB lists (migration 0014). */
export interface TvEpisodesTable {
  show_tmdb_id: number;
  season: number;
  episode: number;
  title: string;
  /** `YYYY-MM-DD`; null when TMDB gives none. */
  air_date: string | null;
  ignored: number;
  /** A linked record covers it. */
  have: number;
}

/** The episodes linked records cover, rebuilt when the records changed (migration 0014). */
export interface TvLibraryEpisodesTable {
  show_tmdb_id: number;
  season: number;
  episode: number;
}

/** The records' change counter `tv_library_episodes` was built at. */
export interface MissingStateTable {
  id: number;
  library_version: number;
  /** When `tv_library_episodes` was last rebuilt. */
  built_at: number;
  /** Moves with every write to `tv_episodes` and `tv_shows`. */
  episodes_version: number;
}

/** Which collection a library film belongs to, once asked (migration 0014). */
export interface MovieCollectionChecksTable {
  movie_tmdb_id: number;
  /** null: the film is in no collection. */
  collection_id: number | null;
  checked_at: number;
}

/** A film collection TMDB lists (migration 0014). */
export interface MovieCollectionsTable {
  collection_id: number;
  name: string;
  refreshed_at: number;
}

/** A film of a collection (migration 0014). */
export interface CollectionFilmsTable {
  collection_id: number;
  tmdb_id: number;
  title: string;
  /** `YYYY-MM-DD`, or null when TMDB gives none. */
  release_date: string | null;
}

/** Each user's iCalendar feed key. */
export interface CalendarFeedKeysTable {
  username: string;
  feed_key: string;
  created_at: number;
}

/** A connection made on the Connections list (migration 0015); `events`, `path_mappings` are JSON. */
export interface ConnectionsTable {
  id: Generated<number>;
  type: string;
  name: string;
  url: string;
  api_key: string | null;
  username: string | null;
  password: string | null;
  events: string;
  path_mappings: string;
  enabled: number;
  created_at: number;
  updated_at: number;
}

/** How the last call to each connection went (migration 0015); 0 is the `PLEX_*` connection. */
export interface ConnectionResultsTable {
  connection_id: number;
  ok: number;
  message: string;
  at: number;
  told_folders: number | null;
  failing_since: number | null;
}

export interface Database {
  processed_files: ProcessedFilesTable;
  processed_files_version: ProcessedFilesVersionTable;
  source_files: SourceFilesTable;
  file_operations: FileOperationsTable;
  tmdb_cache: TmdbCacheTable;
  file_details: FileDetailsTable;
  jobs: JobsTable;
  job_runs: JobRunsTable;
  spoofing_config: SpoofingConfigTable;
  spoofing_folder_mappings: SpoofingFolderMappingsTable;
  folder_overrides: FolderOverridesTable;
  scans: ScansTable;
  trash: TrashTable;
  removals: RemovalsTable;
  pending_changes: PendingChangesTable;
  arr_ids: ArrIdsTable;
  favorites: FavoritesTable;
  shared_secrets: SharedSecretsTable;
  processed_files_totals: ProcessedFilesTotalsTable;
  title_totals: TitleTotalsTable;
  reorganise_operations: ReorganiseOperationsTable;
  reorganise_entries: ReorganiseEntriesTable;
  tv_shows: TvShowsTable;
  tv_episodes: TvEpisodesTable;
  tv_library_episodes: TvLibraryEpisodesTable;
  missing_state: MissingStateTable;
  calendar_feed_keys: CalendarFeedKeysTable;
  movie_collection_checks: MovieCollectionChecksTable;
  movie_collections: MovieCollectionsTable;
  collection_films: CollectionFilmsTable;
  connections: ConnectionsTable;
  connection_results: ConnectionResultsTable;
}

export type ProcessedFile = Selectable<ProcessedFilesTable>;
export type NewProcessedFile = Insertable<ProcessedFilesTable>;
export type SourceFile = Selectable<SourceFilesTable>;
export type FileOperation = Selectable<FileOperationsTable>;
export type Scan = Selectable<ScansTable>;
export type TrashRow = Selectable<TrashTable>;
export type PendingChangeRow = Selectable<PendingChangesTable>;
export type TmdbCacheRow = Selectable<TmdbCacheTable>;
export type FileDetailsRow = Selectable<FileDetailsTable>;
export type FolderOverrideRow = Selectable<FolderOverridesTable>;
export type Job = Selectable<JobsTable>;
export type JobRun = Selectable<JobRunsTable>;
export type SpoofingConfig = Selectable<SpoofingConfigTable>;
export type SpoofingFolderMapping = Selectable<SpoofingFolderMappingsTable>;
export type FavoriteRow = Selectable<FavoritesTable>;
export type ReorganiseOperationRow = Selectable<ReorganiseOperationsTable>;
