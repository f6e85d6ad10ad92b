import { SOURCE_FILE_STATUSES, type LiveEvent, type SourceFileItem, type SourceFileStatus } from '@cinesync/common';

/** The live events that change a source file's status. */
export const SOURCE_EVENT_TYPES = ['file_processed', 'symlink_created', 'source_file_updated'] as const;
export type SourceEventType = (typeof SOURCE_EVENT_TYPES)[number];
/** Such an event as the hub hands it over (type and data not tied together by the compiler). */
export type SourceEvent = LiveEvent<SourceEventType>;
type TiedSourceEvent = { [N in SourceEventType]: LiveEvent<N> }[SourceEventType];

/** What an event says about one source file. */
interface SourceUpdate {
  filePath: string;
  status: SourceFileStatus;
  tmdbId: number | null;
  seasonNumber: number | null;
  /** Epoch seconds. */
  at: number;
  /** Left for review (a `failed` status that waits for a person's pick). */
  needsReview: boolean;
}

function tmdbIdOf(value: string | number | null): number | null {
  if (typeof value === 'number') return Number.isInteger(value) ? value : null;
  return value !== null && /^\d+$/.test(value) ? Number(value) : null;
}

/** Epoch seconds from a time the server may give in seconds or milliseconds. */
function toSeconds(time: number): number {
  return Math.floor(time > 1e11 ? time / 1000 : time);
}

const isStatus = (value: string): value is SourceFileStatus =>
  (SOURCE_FILE_STATUSES as readonly string[]).includes(value);

/**
 * The update an event carries: a processed event sets processed, a symlink-created event sets
 * created, a source-file-updated event sets its own status. Null when the event names no file or an
 * unknown status.
 */
export function sourceUpdateOf(hubEvent: SourceEvent): SourceUpdate | null {
  // The hub validated `data` against the schema of `type`, so the pair is one of the tied shapes.
  const event = hubEvent as TiedSourceEvent;
  const at = toSeconds(event.timestamp);
  switch (event.type) {
    case 'file_processed': {
      const { source_file, tmdb_id, season_number } = event.data;
      return {
        filePath: source_file,
        status: 'processed',
        tmdbId: tmdbIdOf(tmdb_id),
        seasonNumber: season_number,
        at,
        needsReview: false,
      };
    }
    case 'symlink_created': {
      const { source_file, tmdb_id, season_number } = event.data;
      if (!source_file) return null;
      return {
        filePath: source_file,
        status: 'created',
        tmdbId: tmdbIdOf(tmdb_id),
        seasonNumber: season_number ?? null,
        at,
        needsReview: false,
      };
    }
    case 'source_file_updated': {
      const { file_path, processing_status, tmdb_id, season_number, timestamp, needs_review } = event.data;
      if (!isStatus(processing_status)) return null;
      return {
        filePath: file_path,
        status: processing_status,
        tmdbId: tmdbIdOf(tmdb_id),
        seasonNumber: season_number,
        at: toSeconds(timestamp),
        needsReview: needs_review === true,
      };
    }
  }
}

/**
 * The page's files with the update applied to the file of the same path. The same array comes back
 * when no file matches, so a cache holding it is left untouched. An unprocessed file keeps no
 * processed time; a missing TMDB id or season keeps what the file had.
 */
function applySourceUpdate(files: SourceFileItem[], update: SourceUpdate): SourceFileItem[] {
  if (!files.some((f) => f.filePath === update.filePath)) return files;
  return files.map((file) =>
    file.filePath !== update.filePath
      ? file
      : {
          ...file,
          processingStatus: update.status,
          tmdbId: update.tmdbId ?? file.tmdbId,
          seasonNumber: update.seasonNumber ?? file.seasonNumber,
          lastProcessedAt: update.status === 'unprocessed' ? file.lastProcessedAt : update.at,
          needsReview: update.needsReview,
        },
  );
}

/** {@link sourceUpdateOf} then {@link applySourceUpdate}. */
export function applySourceEvent(files: SourceFileItem[], event: SourceEvent): SourceFileItem[] {
  const update = sourceUpdateOf(event);
  return update ? applySourceUpdate(files, update) : files;
}
