import type { AppDatabase } from '../database.js';
import type { BulkWriter } from '../group-commit.js';
import { PreparedStatements } from '../prepared-statements.js';
import type { SourceFileStatus } from '../schema.js';
import {
  INSERT_LATEST_SQL,
  operationParams,
  UNMARK_LATEST_SQL,
  type FileOperationEntry,
} from './file-operations.repository.js';
import {
  LINKED_COLUMNS,
  LINKED_CONFLICT_UPDATE,
  UPSERT_LINKED_SQL,
  type LinkedRow,
} from './processed-files.repository.js';
import { decisionParams, RECORD_DECISION_SQL } from './source-files.repository.js';

/** A linked file's writes: its record, its File Operations entry and its index row's decision. */
export interface LinkedOutcome {
  row: LinkedRow;
  operation: FileOperationEntry;
  decision: { status: SourceFileStatus; tmdbId: number | null; seasonNumber: number | null };
  at: number;
}

/** Rows per PostgreSQL statement: the arrays stay well inside a statement's comfortable size. */
const ROWS_PER_STATEMENT = 1000;

/**
 * The organiser's hottest write: a file was linked, so its record, its File Operations entry and
 * its index row change together. On SQLite that is four prepared statements per file inside the
 * caller's transaction. On PostgreSQL every statement is a network round trip, so the outcomes of
 * a whole group of files are one statement: the rows travel as arrays, `unnest` turns them back
 * into rows, and data-modifying CTEs write the three tables. The CTEs all see the same snapshot,
 * which these writes allow: none reads a row another of them writes, and a group never holds one
 * source path twice (`GroupCommit` splits it there).
 */
export class LinkedOutcomesRepository implements BulkWriter<LinkedOutcome> {
  private readonly sql: PreparedStatements;

  constructor(database: Pick<AppDatabase, 'sql'>) {
    this.sql = new PreparedStatements(database.sql);
  }

  writeMany(outcomes: readonly LinkedOutcome[]): void {
    if (this.sql.dialect === 'postgres') {
      for (let i = 0; i < outcomes.length; i += ROWS_PER_STATEMENT) {
        this.sql.get(BULK_SQL).run(arrayParams(outcomes.slice(i, i + ROWS_PER_STATEMENT)));
      }
      return;
    }
    this.sql.transaction(() => {
      for (const { row, operation, decision, at } of outcomes) {
        const params = {
          ...row,
          at,
          ...operationParams(operation, at),
          ...decisionParams(row.source_path, decision.status, decision, at),
        };
        this.sql.get(UPSERT_LINKED_SQL).run(params);
        this.sql.get(UNMARK_LATEST_SQL).run(params);
        this.sql.get(INSERT_LATEST_SQL).run(params);
        this.sql.get(RECORD_DECISION_SQL).run(params);
      }
    });
  }
}

/** The outcomes as one array per column, the parameters of `BULK_SQL`. */
function arrayParams(outcomes: readonly LinkedOutcome[]) {
  const column = <T>(pick: (o: LinkedOutcome) => T) => outcomes.map(pick);
  return {
    ord: outcomes.map((_, k) => k),
    source_path: column((o) => o.row.source_path),
    destination_path: column((o) => o.row.destination_path),
    media_type: column((o) => o.row.media_type),
    tmdb_id: column((o) => o.row.tmdb_id),
    imdb_id: column((o) => o.row.imdb_id),
    tvdb_id: column((o) => o.row.tvdb_id),
    title: column((o) => o.row.title),
    year: column((o) => o.row.year),
    season_number: column((o) => o.row.season_number),
    episode_numbers: column((o) => o.row.episode_numbers),
    episode_title: column((o) => o.row.episode_title),
    base_folder: column((o) => o.row.base_folder),
    resolution: column((o) => o.row.resolution),
    file_size: column((o) => o.row.file_size),
    poster_path: column((o) => o.row.poster_path),
    release_date: column((o) => o.row.release_date),
    at: column((o) => o.at),
    op_destination_path: column((o) => o.operation.destinationPath),
    op_status: column((o) => o.operation.status),
    op_operation: column((o) => o.operation.operation),
    op_media_type: column((o) => o.operation.mediaType),
    op_tmdb_id: column((o) => o.operation.tmdbId),
    op_season_number: column((o) => o.operation.seasonNumber),
    op_reason: column((o) => o.operation.reason),
    decision_status: column((o) => o.decision.status),
    decision_tmdb_id: column((o) => o.decision.tmdbId),
    decision_season_number: column((o) => o.decision.seasonNumber),
    decision_processed_at: column(
      (o) => decisionParams(o.row.source_path, o.decision.status, o.decision, o.at).decision_processed_at,
    ),
  };
}

/**
 * PostgreSQL only. What the SQLite statements above do, per row of the input: the record upsert
 * of `UPSERT_LINKED_SQL` (the statement itself, so its row count is the connection's count of
 * rows written, which decides when statistics are refreshed), the latest-entry swap of `UNMARK_LATEST_SQL` and `INSERT_LATEST_SQL`
 * (entries numbered in input order), and `RECORD_DECISION_SQL`. The old entries are found with
 * `= ANY(array)`, an index probe per path: a semi-join with the input was planned as a scan of the
 * whole log per statement.
 */
const BULK_SQL = `WITH input AS (
    SELECT * FROM unnest(@ord::bigint[], @source_path::text[], @destination_path::text[], @media_type::text[],
      @tmdb_id::bigint[], @imdb_id::text[], @tvdb_id::bigint[], @title::text[], @year::bigint[],
      @season_number::bigint[], @episode_numbers::text[], @episode_title::text[], @base_folder::text[],
      @resolution::text[], @file_size::bigint[], @poster_path::text[], @release_date::text[], @at::bigint[],
      @op_destination_path::text[], @op_status::text[], @op_operation::text[], @op_media_type::text[],
      @op_tmdb_id::bigint[], @op_season_number::bigint[], @op_reason::text[], @decision_status::text[],
      @decision_tmdb_id::bigint[], @decision_season_number::bigint[], @decision_processed_at::bigint[])
      AS i(ord, source_path, destination_path, media_type, tmdb_id, imdb_id, tvdb_id, title, year, season_number,
        episode_numbers, episode_title, base_folder, resolution, file_size, poster_path, release_date, at,
        op_destination_path, op_status, op_operation, op_media_type, op_tmdb_id, op_season_number, op_reason,
        decision_status, decision_tmdb_id, decision_season_number, decision_processed_at)
  ),
  unmarked AS (
    UPDATE file_operations SET latest = 0
    WHERE latest = 1 AND source_path = ANY(@source_path::text[])
    RETURNING 1
  ),
  logged AS (
    INSERT INTO file_operations (source_path, destination_path, status, operation, media_type, tmdb_id,
        season_number, reason, error, created_at, latest)
      SELECT source_path, op_destination_path, op_status, op_operation, op_media_type, op_tmdb_id,
        op_season_number, op_reason, NULL, at, 1
      FROM input ORDER BY ord
    RETURNING 1
  ),
  decided AS (
    UPDATE source_files s SET status = i.decision_status,
      tmdb_id = coalesce(i.decision_tmdb_id, s.tmdb_id), season_number = coalesce(i.decision_season_number, s.season_number),
      last_processed_at = i.decision_processed_at, updated_at = i.at
    FROM input i WHERE s.path = i.source_path
    RETURNING 1
  )
INSERT INTO processed_files (${LINKED_COLUMNS})
  SELECT source_path, destination_path, 'linked', media_type, tmdb_id, imdb_id, tvdb_id, title, year,
    season_number, episode_numbers, episode_title, NULL, NULL, NULL, base_folder, resolution, file_size,
    poster_path, release_date, at, at
  FROM input
${LINKED_CONFLICT_UPDATE}`;
