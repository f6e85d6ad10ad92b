import type { AppDatabase } from '../database.js';
import type { BulkWriter } from '../group-commit.js';
import { PreparedStatements } from '../prepared-statements.js';
import type { SourceFileStatus } from '../schema.js';
import type { FileOperationEntry } from './file-operations.repository.js';
import { LINKED_COLUMNS, LINKED_CONFLICT_UPDATE, type LinkedRow } from './processed-files.repository.js';
import { decisionParams } from './source-files.repository.js';

/** A linked file's writes: its record, its File Operations entry and its index row's decision. */
export interface LinkedOutcome {
  row: LinkedRow;
  operation: FileOperationEntry;
  decision: { status: SourceFileStatus; tmdbId: number | null; seasonNumber: number | null };
  at: number;
}

/** Rows per statement: the arrays (PostgreSQL) and the JSON text (SQLite) stay a comfortable size. */
const ROWS_PER_STATEMENT = 1000;

/**
 * The organiser's hottest write: a file was linked, so its record, its File Operations entry and
 * its index row change together. A whole group of files is written with one statement per table,
 * never one per file:
 * - on PostgreSQL each statement is a network round trip, so the group is one statement: the rows
 *   travel as arrays, `unnest` turns them back into rows, and data-modifying CTEs write the three
 *   tables. The CTEs all see the same snapshot, which these writes allow: none reads a row another
 *   of them writes.
 * - on SQLite the rows travel as one JSON array that `jsonb_each` turns back into rows, four
 *   statements per group. One statement per file cost more than its own work: every statement
 *   opens a savepoint, and a savepoint makes the trigram index (`processed_files_search`) write out
 *   and merge what it holds, so per-file statements wrote that index one row at a time.
 * Either way a group never holds one source path twice (`GroupCommit` splits it there).
 */
export class LinkedOutcomesRepository implements BulkWriter<LinkedOutcome> {
  private readonly sql: PreparedStatements;

  constructor(database: Pick<AppDatabase, 'sql'>) {
    this.sql = new PreparedStatements(database.sql);
  }

  writeMany(outcomes: readonly LinkedOutcome[]): void {
    if (outcomes.length === 0) return;
    if (this.sql.dialect === 'postgres') {
      for (let i = 0; i < outcomes.length; i += ROWS_PER_STATEMENT) {
        this.sql
          .get<OutcomeColumns>(BULK_SQL)
          .run(columnArrays(outcomes.slice(i, i + ROWS_PER_STATEMENT).map(outcomeFields)));
      }
      return;
    }
    this.sql.transaction(() => {
      for (let i = 0; i < outcomes.length; i += ROWS_PER_STATEMENT) {
        const rows = JSON.stringify(outcomes.slice(i, i + ROWS_PER_STATEMENT).map(outcomeFields));
        for (const statement of SQLITE_BULK_SQL) this.sql.get<{ rows: string }>(statement).run({ rows });
      }
    });
  }
}

/** One outcome as one flat row: the columns of the bulk statements' input. */
function outcomeFields({ row, operation, decision, at }: LinkedOutcome) {
  return {
    source_path: row.source_path,
    destination_path: row.destination_path,
    media_type: row.media_type,
    tmdb_id: row.tmdb_id,
    imdb_id: row.imdb_id,
    tvdb_id: row.tvdb_id,
    title: row.title,
    year: row.year,
    season_number: row.season_number,
    episode_numbers: row.episode_numbers,
    episode_title: row.episode_title,
    base_folder: row.base_folder,
    resolution: row.resolution,
    file_size: row.file_size,
    poster_path: row.poster_path,
    release_date: row.release_date,
    at,
    op_destination_path: operation.destinationPath,
    op_status: operation.status,
    op_operation: operation.operation,
    op_media_type: operation.mediaType,
    op_tmdb_id: operation.tmdbId,
    op_season_number: operation.seasonNumber,
    op_reason: operation.reason,
    decision_status: decision.status,
    decision_tmdb_id: decision.tmdbId,
    decision_season_number: decision.seasonNumber,
    decision_processed_at: decisionParams(row.source_path, decision.status, decision, at).decision_processed_at,
  };
}

type OutcomeFields = ReturnType<typeof outcomeFields>;
/** The input's column names, read off `outcomeFields` itself (of a blank outcome) so they are written once. */
const FIELD_NAMES = Object.keys(
  outcomeFields({
    row: {} as LinkedOutcome['row'],
    operation: {} as LinkedOutcome['operation'],
    decision: { status: 'created', tmdbId: null, seasonNumber: null },
    at: 0,
  }),
) as (keyof OutcomeFields)[];

/** The named parameters of `BULK_SQL`: one array per column of the input, and `ord`. */
type OutcomeColumns = { ord: number[] } & { [Name in keyof OutcomeFields]: OutcomeFields[Name][] };

/** The rows as one array per column, the parameters of `BULK_SQL`; `ord` keeps the input order. */
function columnArrays(rows: readonly OutcomeFields[]): OutcomeColumns {
  const columns: Record<string, unknown[]> = { ord: rows.map((_, k) => k) };
  for (const name of FIELD_NAMES) columns[name] = rows.map((r) => r[name]);
  // FIELD_NAMES are the keys of OutcomeFields, so each array above holds its own field's values.
  return columns as OutcomeColumns;
}

/**
 * SQLite only. The same writes as `BULK_SQL`, as four statements over one JSON array of
 * `outcomeFields` rows (`@rows`); `jsonb_each` reads it in array order, so entries are numbered in
 * input order. `->>` hands back SQL values: numbers as INTEGER, strings as TEXT, null as NULL.
 */
const SQLITE_INPUT = `WITH input AS (
    SELECT key AS ord, ${FIELD_NAMES.map((name) => `value ->> '${name}' AS ${name}`).join(', ')}
    FROM jsonb_each(@rows)
  )`;
const SQLITE_BULK_SQL = [
  `${SQLITE_INPUT}
  INSERT INTO processed_files (${LINKED_COLUMNS})
    SELECT source_path, destination_path, 'linked', media_type, tmdb_id, imdb_id, tvdb_id, title, year,
      season_number, episode_numbers, episode_title, NULL, NULL, NULL, base_folder, resolution, file_size,
      poster_path, release_date, at, at
    FROM input WHERE true ORDER BY ord
  ${LINKED_CONFLICT_UPDATE}`,
  `UPDATE file_operations SET latest = 0
    WHERE latest = 1 AND source_path IN (SELECT value ->> 'source_path' FROM jsonb_each(@rows))`,
  `${SQLITE_INPUT}
  INSERT INTO file_operations (source_path, destination_path, status, operation, media_type, tmdb_id,
      season_number, reason, error, created_at, latest)
    SELECT source_path, op_destination_path, op_status, op_operation, op_media_type, op_tmdb_id,
      op_season_number, op_reason, NULL, at, 1
    FROM input ORDER BY ord`,
  `${SQLITE_INPUT}
  UPDATE source_files SET status = i.decision_status,
      tmdb_id = coalesce(i.decision_tmdb_id, source_files.tmdb_id),
      season_number = coalesce(i.decision_season_number, source_files.season_number),
      last_processed_at = i.decision_processed_at, updated_at = i.at
    FROM input i WHERE source_files.path = i.source_path`,
];

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
