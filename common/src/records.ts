/**
 * The states of what the organiser keeps about files, as the API and the database both name them.
 * The database stores these words; File Operations and the database browser show them.
 */

/** A row of the file-operation log: what happened to one file. */
export const FILE_OPERATION_STATUSES = ['created', 'failed', 'skipped', 'deleted'] as const;
export type FileOperationStatus = (typeof FILE_OPERATION_STATUSES)[number];

/** Which action wrote a file-operation row. */
export const FILE_OPERATION_KINDS = ['process', 'delete'] as const;
export type FileOperationKind = (typeof FILE_OPERATION_KINDS)[number];

/** A source file's processing status in the source index (`unprocessed` until the organiser looked at it). */
export const SOURCE_FILE_STATUSES = ['unprocessed', 'processed', 'created', 'failed', 'skipped', 'deleted'] as const;
export type SourceFileStatus = (typeof SOURCE_FILE_STATUSES)[number];

/** The organiser's decision about a file: linked, or why not. */
export const RECORD_STATUSES = ['linked', 'review', 'pending', 'skipped', 'failed'] as const;
export type RecordStatus = (typeof RECORD_STATUSES)[number];

/** The source-index status that goes with each decision, as File Operations shows it. */
export const SOURCE_STATUS_OF_RECORD: Readonly<Record<RecordStatus, SourceFileStatus>> = {
  linked: 'created',
  review: 'failed',
  pending: 'unprocessed',
  skipped: 'skipped',
  failed: 'failed',
};

/** The File Operations entry each decision is logged as; a pending file has none yet. */
export const FILE_OPERATION_OF_RECORD: Readonly<Partial<Record<RecordStatus, FileOperationStatus>>> = {
  linked: 'created',
  review: 'failed',
  skipped: 'skipped',
  failed: 'failed',
};
