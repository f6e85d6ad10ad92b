import path from 'node:path';
import type { Statement } from 'better-sqlite3';
import type { AppDatabase } from '../../db/database.js';
import type { ProcessedFile } from '../../db/schema.js';
import type { MatchCandidate, MatchedTitle, EpisodeTarget } from '../match-types.js';

export type RecordStatus = 'linked' | 'review' | 'pending' | 'skipped' | 'failed';

export interface LinkedRecord {
  sourcePath: string;
  destinationPath: string;
  title: MatchedTitle;
  episode: EpisodeTarget | null;
  baseFolder: string;
  resolution: string | null;
  fileSize: number;
}

export interface UnlinkedRecord {
  sourcePath: string;
  status: Exclude<RecordStatus, 'linked'>;
  reason: string;
  fileSize: number;
  mediaType?: string | null;
  candidates?: MatchCandidate[];
}

/** Source-index status for each record status, as File Operations shows it. */
const SOURCE_STATUS: Record<RecordStatus, string> = {
  linked: 'created',
  review: 'failed',
  pending: 'unprocessed',
  skipped: 'skipped',
  failed: 'failed',
};
const OPERATION_STATUS: Partial<Record<RecordStatus, string>> = {
  linked: 'created',
  review: 'failed',
  skipped: 'skipped',
  failed: 'failed',
};

/**
 * The organiser's writes to the database. Each decision is one transaction: the processed-file
 * record, the file-operation log row and the source-index status change together or not at all.
 */
export class OrganiserRecords {
  /** Prepared once per statement text: the organiser writes several rows per file. */
  private readonly statements = new Map<string, Statement>();

  constructor(
    private readonly database: AppDatabase,
    private readonly now: () => number = Date.now,
  ) {}

  private statement(sql: string): Statement {
    let prepared = this.statements.get(sql);
    if (!prepared) {
      prepared = this.database.sqlite.prepare(sql);
      this.statements.set(sql, prepared);
    }
    return prepared;
  }

  bySource(sourcePath: string): ProcessedFile | undefined {
    return this.statement('SELECT * FROM processed_files WHERE source_path = ?').get(sourcePath) as
      ProcessedFile | undefined;
  }

  byDestination(destinationPath: string): ProcessedFile | undefined {
    return this.statement('SELECT * FROM processed_files WHERE destination_path = ?').get(destinationPath) as
      ProcessedFile | undefined;
  }

  /** Source path → link path of every linked record under a source folder (a range on the unique index). */
  linkedUnder(folder: string): Map<string, string> {
    const prefix = folder.endsWith(path.sep) ? folder : folder + path.sep;
    const after = prefix.slice(0, -1) + String.fromCharCode(prefix.charCodeAt(prefix.length - 1) + 1);
    const rows = this.statement(
      `SELECT source_path, destination_path FROM processed_files
        WHERE status = 'linked' AND destination_path IS NOT NULL AND source_path >= ? AND source_path < ?`,
    )
      .raw(true)
      .all(prefix, after) as [string, string][];
    return new Map(rows);
  }

  /** The link of a record was found elsewhere in the library (moved outside CineSync): follow it. */
  relocate(sourcePath: string, destinationPath: string, baseFolder: string | null): void {
    this.statement(
      'UPDATE processed_files SET destination_path = ?, base_folder = ?, updated_at = ? WHERE source_path = ?',
    ).run(destinationPath, baseFolder, this.now(), sourcePath);
  }

  recordLinked(r: LinkedRecord): void {
    const now = this.now();
    const { sqlite } = this.database;
    const season = r.episode?.season ?? null;
    sqlite.transaction(() => {
      this.statement(
        `INSERT INTO processed_files (source_path, destination_path, status, media_type, tmdb_id, imdb_id, tvdb_id,
             title, year, season_number, episode_numbers, episode_title, candidates, reason, error, base_folder,
             resolution, file_size, poster_path, release_date, created_at, updated_at)
           VALUES (@source, @dest, 'linked', @mediaType, @tmdbId, @imdbId, @tvdbId, @title, @year, @season, @episodes,
             @episodeTitle, NULL, NULL, NULL, @baseFolder, @resolution, @size, @poster, @releaseDate, @now, @now)
           ON CONFLICT(source_path) DO UPDATE SET destination_path = excluded.destination_path, status = 'linked',
             media_type = excluded.media_type, tmdb_id = excluded.tmdb_id, imdb_id = excluded.imdb_id,
             tvdb_id = excluded.tvdb_id, title = excluded.title, year = excluded.year,
             season_number = excluded.season_number, episode_numbers = excluded.episode_numbers,
             episode_title = excluded.episode_title, candidates = NULL, reason = NULL, error = NULL,
             base_folder = excluded.base_folder, resolution = excluded.resolution, file_size = excluded.file_size,
             poster_path = excluded.poster_path, release_date = excluded.release_date,
             updated_at = excluded.updated_at`,
      ).run({
        source: r.sourcePath,
        dest: r.destinationPath,
        mediaType: r.title.mediaType,
        tmdbId: r.title.tmdbId,
        imdbId: r.title.imdbId,
        tvdbId: r.title.tvdbId,
        title: r.title.title,
        year: r.title.year,
        season,
        episodes: r.episode ? JSON.stringify(r.episode.episodes) : null,
        episodeTitle: r.episode?.episodeTitles[0] ?? null,
        baseFolder: r.baseFolder,
        resolution: r.resolution,
        size: r.fileSize,
        poster: r.title.posterPath,
        releaseDate: r.title.releaseDate,
        now,
      });
      this.logOperation(
        r.sourcePath,
        r.destinationPath,
        'created',
        'process',
        r.title.mediaType,
        r.title.tmdbId,
        season,
        null,
        now,
      );
      this.setSourceStatus(r.sourcePath, 'created', r.title.tmdbId, season, now);
    })();
  }

  recordUnlinked(r: UnlinkedRecord): void {
    const now = this.now();
    const { sqlite } = this.database;
    sqlite.transaction(() => {
      this.statement(
        `INSERT INTO processed_files (source_path, destination_path, status, media_type, candidates, reason, file_size,
             created_at, updated_at)
           VALUES (@source, NULL, @status, @mediaType, @candidates, @reason, @size, @now, @now)
           ON CONFLICT(source_path) DO UPDATE SET status = excluded.status, reason = excluded.reason,
             candidates = excluded.candidates, media_type = coalesce(excluded.media_type, media_type),
             file_size = excluded.file_size, updated_at = excluded.updated_at
           WHERE processed_files.status != 'linked'`,
      ).run({
        source: r.sourcePath,
        status: r.status,
        mediaType: r.mediaType ?? null,
        candidates: r.candidates ? JSON.stringify(r.candidates) : null,
        reason: r.reason,
        size: r.fileSize,
        now,
      });
      const op = OPERATION_STATUS[r.status];
      if (op) this.logOperation(r.sourcePath, null, op, 'process', r.mediaType ?? null, null, null, r.reason, now);
      this.setSourceStatus(r.sourcePath, SOURCE_STATUS[r.status], null, null, now);
    })();
  }

  /** The source is gone: forget its record and log the removed link. */
  recordRemoved(sourcePath: string, destinationPath: string | null, reason: string): void {
    const now = this.now();
    const { sqlite } = this.database;
    sqlite.transaction(() => {
      const row = this.bySource(sourcePath);
      this.statement('DELETE FROM processed_files WHERE source_path = ?').run(sourcePath);
      this.logOperation(
        sourcePath,
        destinationPath,
        'deleted',
        'delete',
        row?.media_type ?? null,
        row?.tmdb_id ?? null,
        row?.season_number ?? null,
        reason,
        now,
      );
      this.statement(`UPDATE source_files SET status = 'deleted', updated_at = ? WHERE path = ?`).run(now, sourcePath);
    })();
  }

  private logOperation(
    source: string,
    destination: string | null,
    status: string,
    operation: string,
    mediaType: string | null,
    tmdbId: number | null,
    season: number | null,
    reason: string | null,
    now: number,
  ): void {
    this.statement(
      `INSERT INTO file_operations (source_path, destination_path, status, operation, media_type, tmdb_id,
           season_number, reason, error, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, NULL, ?)`,
    ).run(source, destination, status, operation, mediaType, tmdbId, season, reason, now);
  }

  private setSourceStatus(
    path: string,
    status: string,
    tmdbId: number | null,
    season: number | null,
    now: number,
  ): void {
    this.statement(
      `UPDATE source_files SET status = ?, tmdb_id = coalesce(?, tmdb_id), season_number = coalesce(?, season_number),
           last_processed_at = ?, updated_at = ? WHERE path = ?`,
    )
      // A pending file keeps no processed time, so the next scan offers it again.
      .run(status, tmdbId, season, status === 'unprocessed' ? null : now, now, path);
  }
}
