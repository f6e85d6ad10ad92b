import { FILE_OPERATION_OF_RECORD, SOURCE_STATUS_OF_RECORD, type RecordStatus } from '@cinesync/common';
import type { AppDatabase } from '../../db/database.js';
import type { Repositories } from '../../db/repositories/repositories.js';
import { GroupCommit } from '../../db/group-commit.js';
import type { FileOperationsRepository } from '../../db/repositories/file-operations.repository.js';
import type { LinkedOutcomesRepository, LinkedOutcome } from '../../db/repositories/linked-outcomes.repository.js';
import type { ProcessedFilesRepository } from '../../db/repositories/processed-files.repository.js';
import type { SourceFilesRepository } from '../../db/repositories/source-files.repository.js';
import type { ProcessedFile } from '../../db/schema.js';
import type { MatchCandidate, MatchedTitle, EpisodeTarget } from '../match-types.js';

interface LinkedRecord {
  sourcePath: string;
  destinationPath: string;
  title: MatchedTitle;
  episode: EpisodeTarget | null;
  baseFolder: string;
  resolution: string | null;
  fileSize: number;
}

interface UnlinkedRecord {
  sourcePath: string;
  status: Exclude<RecordStatus, 'linked'>;
  reason: string;
  fileSize: number;
  mediaType?: MatchedTitle['mediaType'] | null;
  candidates?: MatchCandidate[];
}

/** How a decision is written: `batched` joins the scan's group, otherwise it commits on the next turn. */
interface RecordWriteOptions {
  batched?: boolean;
}

/**
 * How long a record read ahead (`readAhead`) stands in for reading it: a scan hands out the files
 * it announced within milliseconds, and a file's own matching already takes longer than this
 * between reading its record and acting on it.
 */
const READ_AHEAD_FRESH_MS = 1000;

/**
 * The organiser's decisions, written to the database. Each decision changes the processed-file
 * record, the file-operation log row and the source-index status together or not at all.
 * Decisions are committed in groups (`GroupCommit`): a scan's decisions share transactions, so
 * their promises settle when the group commits; the organiser's own reads of a path with a
 * decision still queued commit the queue first, so it always reads what it decided.
 */
export class OrganiserRecords {
  private readonly records: ProcessedFilesRepository;
  private readonly operations: FileOperationsRepository;
  private readonly sources: SourceFilesRepository;
  private readonly outcomes: LinkedOutcomesRepository;
  private readonly group: GroupCommit;
  /** Records read ahead for files about to be organised, each taken by its first `bySource`. */
  private readonly ahead = new Map<string, { record: ProcessedFile | undefined; at: number }>();

  constructor(
    private readonly database: AppDatabase,
    repositories: Pick<Repositories, 'records' | 'operations' | 'sources' | 'outcomes'>,
    private readonly now: () => number = Date.now,
  ) {
    ({
      records: this.records,
      operations: this.operations,
      sources: this.sources,
      outcomes: this.outcomes,
    } = repositories);
    this.group = new GroupCommit(database);
  }

  /** Commits every queued decision now (a scan's end, shutting down). */
  flush(): void {
    this.group.flush();
  }

  /**
   * Someone else is about to read and change records (a person's action through the API): commit
   * what is queued, so their action sees the organiser's latest decisions and a later group does
   * not overwrite it, and forget the records read ahead, which their change may make stale.
   */
  commitForOthers(): void {
    this.ahead.clear();
    this.group.flush();
  }

  bySource(sourcePath: string): ProcessedFile | undefined {
    const early = this.ahead.get(sourcePath);
    this.ahead.delete(sourcePath);
    if (this.group.holds(sourcePath)) this.group.flush();
    else if (early && this.now() - early.at <= READ_AHEAD_FRESH_MS) return early.record;
    return this.records.bySource(sourcePath);
  }

  /**
   * Reads the records of files about to be organised with one query, for their `bySource` to take
   * (a scan's next files: on PostgreSQL a read per file is a round trip, half of a warm scan's
   * time). Reads of its own decisions stay exact: a path with a queued or later decision is read
   * again. A person's action through the API drops what was read ahead first (`commitForOthers`);
   * any other change in between (a scheduled job, another instance on the same database) is missed
   * for at most `READ_AHEAD_FRESH_MS`, as it would be while the file is being matched.
   */
  readAhead(sourcePaths: readonly string[]): void {
    const at = this.now();
    for (const [path, early] of this.ahead) if (at - early.at > READ_AHEAD_FRESH_MS) this.ahead.delete(path);
    const wanted = sourcePaths.filter((p) => !this.group.holds(p));
    const found = new Map(this.records.bySources(wanted).map((r) => [r.source_path, r]));
    for (const path of wanted) this.ahead.set(path, { record: found.get(path), at });
  }

  byDestination(destinationPath: string): ProcessedFile | undefined {
    if (this.group.holds(destinationPath)) this.group.flush();
    return this.records.atDestination(destinationPath)[0];
  }

  /** Source path → link path of every linked record under a source folder. */
  linkedUnder(folder: string): Map<string, string> {
    this.group.flush();
    return this.records.linkedUnder(folder);
  }

  /** The link of a record was found elsewhere in the library (moved outside CineSync): follow it. */
  relocate(sourcePath: string, destinationPath: string, baseFolder: string | null): void {
    this.ahead.delete(sourcePath);
    this.group.flush();
    this.records.setDestination(sourcePath, destinationPath, baseFolder, this.now());
  }

  recordLinked(r: LinkedRecord, options: RecordWriteOptions = {}): Promise<void> {
    const item = linkedOutcome(r, this.now());
    this.ahead.delete(r.sourcePath);
    return this.group.write([r.sourcePath, r.destinationPath], { writer: this.outcomes, item }, !options.batched);
  }

  recordUnlinked(r: UnlinkedRecord, options: RecordWriteOptions = {}): Promise<void> {
    const now = this.now();
    this.ahead.delete(r.sourcePath);
    return this.group.write([r.sourcePath], () => this.writeUnlinked(r, now), !options.batched);
  }

  private writeUnlinked(r: UnlinkedRecord, now: number): void {
    this.database.transaction(() => {
      this.records.upsertUnlinked(
        {
          source_path: r.sourcePath,
          status: r.status,
          media_type: r.mediaType ?? null,
          candidates: r.candidates ? JSON.stringify(r.candidates) : null,
          reason: r.reason,
          file_size: r.fileSize,
        },
        now,
      );
      const status = FILE_OPERATION_OF_RECORD[r.status];
      if (status) {
        this.operations.log(
          {
            sourcePath: r.sourcePath,
            destinationPath: null,
            status,
            operation: 'process',
            mediaType: r.mediaType ?? null,
            tmdbId: null,
            seasonNumber: null,
            reason: r.reason,
          },
          now,
        );
      }
      const sourceStatus = SOURCE_STATUS_OF_RECORD[r.status];
      this.sources.recordDecision(r.sourcePath, sourceStatus, { tmdbId: null, seasonNumber: null }, now);
    });
  }

  /** The source is gone: forget its record and log the removed link. */
  recordRemoved(sourcePath: string, destinationPath: string | null, reason: string): void {
    this.ahead.delete(sourcePath);
    this.group.flush();
    const now = this.now();
    this.database.transaction(() => {
      const row = this.records.bySource(sourcePath);
      this.records.deleteBySource(sourcePath);
      this.operations.log(
        {
          sourcePath,
          destinationPath,
          status: 'deleted',
          operation: 'delete',
          mediaType: row?.media_type ?? null,
          tmdbId: row?.tmdb_id ?? null,
          seasonNumber: row?.season_number ?? null,
          reason,
        },
        now,
      );
      this.sources.setStatus(sourcePath, 'deleted', now);
    });
  }
}

/** A linked file's record, File Operations entry and index decision, as one outcome to write. */
function linkedOutcome(r: LinkedRecord, at: number): LinkedOutcome {
  const season = r.episode?.season ?? null;
  return {
    row: {
      source_path: r.sourcePath,
      destination_path: r.destinationPath,
      media_type: r.title.mediaType,
      tmdb_id: r.title.tmdbId,
      imdb_id: r.title.imdbId,
      tvdb_id: r.title.tvdbId,
      title: r.title.title,
      year: r.title.year,
      season_number: season,
      episode_numbers: r.episode ? JSON.stringify(r.episode.episodes) : null,
      episode_title: r.episode?.episodeTitles[0] ?? null,
      base_folder: r.baseFolder,
      resolution: r.resolution,
      file_size: r.fileSize,
      poster_path: r.title.posterPath,
      release_date: r.title.releaseDate,
    },
    operation: {
      sourcePath: r.sourcePath,
      destinationPath: r.destinationPath,
      status: 'created',
      operation: 'process',
      mediaType: r.title.mediaType,
      tmdbId: r.title.tmdbId,
      seasonNumber: season,
      reason: null,
    },
    decision: { status: 'created', tmdbId: r.title.tmdbId, seasonNumber: season },
    at,
  };
}
