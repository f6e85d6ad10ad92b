import type { Selectable } from 'kysely';
import type { AppDatabase } from '../database.js';
import { PreparedStatements } from '../prepared-statements.js';
import { columns, type RowOf } from '../columns.js';
import type { ProcessedFile, ProcessedFilesTotalsTable, TitleTotalsTable } from '../schema.js';

/** The browser's counts per category, kept by triggers (migration 0006). */
const TOTALS = columns<ProcessedFilesTotalsTable>()('category', 'linked', 'records', 'bytes');

/** The database browser's counts: records (not titles) per category, and their bytes. */
interface BrowserTotals {
  totalRecords: number;
  movies: number;
  tvShows: number;
  skippedFiles: number;
  processedFiles: number;
  totalSize: number;
}

/** The dashboard's totals of the linked records. */
interface LinkedTotals {
  files: number;
  bytes: number;
  movies: number;
  shows: number;
}

/**
 * Counts and totals over `processed_files`, for the dashboard, the database browser's cards and
 * the move dialog. Each is an aggregate over a covering index or a table that triggers keep, so
 * none walks the records or the file system.
 */
export class RecordTotalsRepository {
  private readonly sql: PreparedStatements;

  constructor(database: Pick<AppDatabase, 'sql'>) {
    this.sql = new PreparedStatements(database.sql);
  }

  /** Linked records per category folder, for the move dialog. */
  countsByBase(): { base_folder: string; n: number }[] {
    return this.sql
      .get<[], { base_folder: NonNullable<ProcessedFile['base_folder']>; n: number }>(
        `SELECT base_folder, count(*) AS n FROM processed_files INDEXED BY processed_files_base_folder
          WHERE status = 'linked' AND base_folder IS NOT NULL AND base_folder != '' GROUP BY base_folder`,
      )
      .all();
  }

  /**
   * Dashboard totals of the linked records: files, bytes and distinct titles per type, in two
   * index-only passes over processed_files_stats (no file-system walk).
   */
  linkedTotals(): LinkedTotals {
    if (this.sql.dialect === 'postgres') return this.linkedTotalsFromTitles();
    const totals = this.sql
      .get<[], { files: number; bytes: number }>(
        `SELECT count(*) AS files, coalesce(sum(file_size), 0) AS bytes
           FROM processed_files INDEXED BY processed_files_stats WHERE status = 'linked'`,
      )
      .get() ?? { files: 0, bytes: 0 };
    const titles = this.sql
      .get<[], { type: ProcessedFile['media_type']; n: number }>(
        `SELECT media_type AS type, count(DISTINCT tmdb_id) AS n
           FROM processed_files INDEXED BY processed_files_stats
          WHERE status = 'linked' AND media_type IN ('movie', 'tv') GROUP BY media_type`,
      )
      .all();
    return {
      files: Number(totals.files),
      bytes: Number(totals.bytes),
      movies: titles.find((t) => t.type === 'movie')?.n ?? 0,
      shows: titles.find((t) => t.type === 'tv')?.n ?? 0,
    };
  }

  /** PostgreSQL's totals, from the per-title rows its trigger keeps (migration 0011). */
  private linkedTotalsFromTitles(): LinkedTotals {
    const rows = this.sql
      .get<
        [],
        Pick<Selectable<TitleTotalsTable>, 'files' | 'bytes'> & { type: TitleTotalsTable['media_type']; titles: number }
      >(
        `SELECT media_type AS type, count(*) FILTER (WHERE tmdb_id <> 0) AS titles, sum(files) AS files,
           sum(bytes) AS bytes
           FROM title_totals GROUP BY media_type`,
      )
      .all();
    const titlesOf = (type: string) => rows.find((r) => r.type === type)?.titles ?? 0;
    return {
      files: rows.reduce((n, r) => n + r.files, 0),
      bytes: rows.reduce((n, r) => n + r.bytes, 0),
      movies: titlesOf('movie'),
      shows: titlesOf('tv'),
    };
  }

  /**
   * The browser's counts: records (not titles) per category, read off `processed_files_totals`,
   * which triggers keep (migration 0006); the card above the list equals what its filter lists.
   */
  browserTotals(): BrowserTotals {
    const rows = this.sql.get<[], RowOf<typeof TOTALS>>(`SELECT ${TOTALS.list} FROM processed_files_totals`).all();
    const totals: BrowserTotals = {
      totalRecords: 0,
      movies: 0,
      tvShows: 0,
      skippedFiles: 0,
      processedFiles: 0,
      totalSize: 0,
    };
    for (const row of rows) {
      totals.totalRecords += row.records;
      totals.totalSize += row.bytes;
      if (row.linked) totals.processedFiles += row.records;
      if (row.category === 'movies') totals.movies += row.records;
      else if (row.category === 'tvshows') totals.tvShows += row.records;
      else if (row.category === 'skipped') totals.skippedFiles += row.records;
    }
    return totals;
  }
}
