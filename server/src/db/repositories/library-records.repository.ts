import type { AppDatabase } from '../database.js';
import { underRange } from '../path-range.js';
import { PreparedStatements } from '../prepared-statements.js';
import { columns, type RowOf } from '../columns.js';
import type { ProcessedFilesTable, RecordMediaType } from '../schema.js';

const processedFiles = columns<ProcessedFilesTable>();

/** The columns of a processed_files row the library pages show. */
const FACTS = processedFiles(
  'id',
  'destination_path',
  'source_path',
  'media_type',
  'tmdb_id',
  'title',
  'year',
  'season_number',
  'episode_numbers',
  'episode_title',
  'resolution',
  'poster_path',
  'release_date',
  'base_folder',
  'file_size',
  'created_at',
);
/** The select list of {@link RecordFacts}. */
export const FACT_COLUMNS = FACTS.list;

/** The part of a processed_files row the library pages show (only linked records: a link path is set). */
export type RecordFacts = Omit<RowOf<typeof FACTS>, 'destination_path'> & { destination_path: string };

interface PageRecords {
  files: Map<string, RecordFacts>;
  /** One record below each folder (any will do: they share the title's facts). */
  folders: Map<string, RecordFacts>;
}

const POSTER = processedFiles('poster_path', 'media_type');
const MEDIA_TYPE = processedFiles('media_type');

/** Folders looked up per statement; SQLite allows 500 terms in one compound SELECT. */
const FOLDERS_PER_QUERY = 200;

/**
 * The library's reads of `processed_files`: what the file browser, the media pages and the
 * dashboard show of the linked records, one indexed query a page. The hot statements name their
 * index: with `status = 'linked'` in the filter SQLite (without ANALYZE statistics) would rather
 * walk the status index, which holds every linked record. Its own statements, apart from the
 * organiser's writes: a page's IN lists make a shape per length, and here they push out only
 * other page shapes.
 */
export class LibraryRecordsRepository {
  private readonly sql: PreparedStatements;

  constructor(database: Pick<AppDatabase, 'sql'>) {
    this.sql = new PreparedStatements(database.sql);
  }

  /**
   * The records of a page's files (by link path) and one record under each of its folders, in one
   * statement: an IN list on the destination index, plus one `LIMIT 1` range probe per folder.
   */
  forPage(files: readonly string[], folders: readonly string[]): PageRecords {
    const out: PageRecords = { files: new Map(), folders: new Map() };
    const chunks: string[][] = [];
    for (let i = 0; i < folders.length; i += FOLDERS_PER_QUERY) chunks.push(folders.slice(i, i + FOLDERS_PER_QUERY));
    if (chunks.length === 0) chunks.push([]);
    chunks.forEach((chunk, n) => {
      const withFiles = n === 0 && files.length > 0;
      if (!withFiles && chunk.length === 0) return;
      const parts: string[] = [];
      const params: string[] = [];
      if (withFiles) {
        parts.push(
          `SELECT -1 AS slot, ${FACT_COLUMNS} FROM processed_files INDEXED BY processed_files_destination
            WHERE destination_path IN (${files.map(() => '?').join(',')}) AND status = 'linked'`,
        );
        params.push(...files);
      }
      chunk.forEach((folder, i) => {
        parts.push(
          `SELECT * FROM (SELECT ${i} AS slot, ${FACT_COLUMNS} FROM processed_files INDEXED BY processed_files_destination
            WHERE destination_path >= ? AND destination_path < ? AND status = 'linked' LIMIT 1) AS folder_${i}`,
        );
        params.push(...underRange(folder));
      });
      const rows = this.sql.get<string[], RecordFacts & { slot: number }>(parts.join(' UNION ALL ')).all(...params);
      for (const { slot, ...row } of rows) {
        if (slot < 0) out.files.set(row.destination_path, row);
        else out.folders.set(chunk[slot] as string, row);
      }
    });
    return out;
  }

  /** A record of some link below `folder`, or undefined when none is recorded there. */
  firstUnder(folder: string): RecordFacts | undefined {
    return this.sql
      .get<[string, string], RecordFacts>(
        `SELECT ${FACT_COLUMNS} FROM processed_files INDEXED BY processed_files_destination
          WHERE destination_path >= ? AND destination_path < ? AND status = 'linked' LIMIT 1`,
      )
      .get(...underRange(folder));
  }

  /** A record of the title with a poster, for its cover. */
  posterOf(tmdbId: number, mediaType: string | undefined): { poster_path: string; media_type: string } | undefined {
    const types = mediaType ? [mediaType] : ['movie', 'tv'];
    // Both are set: the poster by the query, the type by the IN list.
    return this.sql
      .get<(string | number)[], { [K in keyof RowOf<typeof POSTER>]: NonNullable<RowOf<typeof POSTER>[K]> }>(
        `SELECT ${POSTER.list} FROM processed_files
          WHERE media_type IN (${types.map(() => '?').join(',')}) AND tmdb_id = ? AND poster_path IS NOT NULL LIMIT 1`,
      )
      .get(...types, tmdbId);
  }

  /** The media type of the records filed under a category folder, if any. */
  mediaTypeOfBase(baseFolder: string): RecordMediaType | undefined {
    const row = this.sql
      .get<[string], RowOf<typeof MEDIA_TYPE>>(
        `SELECT ${MEDIA_TYPE.list} FROM processed_files WHERE status = 'linked' AND base_folder = ? LIMIT 1`,
      )
      .get(baseFolder);
    return row?.media_type ?? undefined;
  }

  /** The newest linked records, for the dashboard. */
  recent(limit: number): RecordFacts[] {
    return this.sql
      .get<[number], RecordFacts>(
        `SELECT ${FACT_COLUMNS} FROM processed_files INDEXED BY processed_files_recent
          WHERE status = 'linked' AND destination_path IS NOT NULL ORDER BY created_at DESC LIMIT ?`,
      )
      .all(limit);
  }
}
