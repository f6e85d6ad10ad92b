import type { Statement } from 'better-sqlite3';
import type { AppDatabase } from '../db/database.js';

/** The part of a processed_files row the library pages show. */
export interface RecordFacts {
  id: number;
  destination_path: string;
  source_path: string;
  media_type: string | null;
  tmdb_id: number | null;
  title: string | null;
  year: number | null;
  season_number: number | null;
  episode_numbers: string | null;
  episode_title: string | null;
  poster_path: string | null;
  release_date: string | null;
  base_folder: string | null;
  file_size: number | null;
  created_at: number;
}

/** The first episode number of a record (`episode_numbers` is a JSON array), or null. */
export function firstEpisodeOf(record: Pick<RecordFacts, 'episode_numbers'> | undefined): number | null {
  if (!record?.episode_numbers) return null;
  try {
    const episodes = JSON.parse(record.episode_numbers) as unknown;
    return Array.isArray(episodes) && typeof episodes[0] === 'number' ? episodes[0] : null;
  } catch {
    return null;
  }
}

const COLUMNS = `id, destination_path, source_path, media_type, tmdb_id, title, year, season_number, episode_numbers,
  episode_title, poster_path, release_date, base_folder, file_size, created_at`;

/** Folders looked up per statement; SQLite allows 500 terms in one compound SELECT. */
const FOLDERS_PER_QUERY = 200;
/** Distinct page shapes whose statements are kept prepared. */
const MAX_PREPARED = 64;

/**
 * `destination_path` values under a folder, as an index range: every path that starts with
 * `folder/` sorts at or after `folder/` and before `folder0` (`0` follows `/` in every collation
 * SQLite uses for text here: BINARY).
 */
export function underRange(folder: string): [string, string] {
  return [`${folder}/`, `${folder}0`];
}

export interface PageRecords {
  files: Map<string, RecordFacts>;
  /** One record below each folder (any will do: they share the title's facts). */
  folders: Map<string, RecordFacts>;
}

/**
 * Read access to the organiser's records for the library pages: a page costs one indexed query.
 * The hot statements name their index: with `status = 'linked'` in the filter SQLite (without
 * ANALYZE statistics) would rather walk the status index, which holds every linked record.
 */
export class LibraryRecords {
  private readonly prepared = new Map<string, Statement>();

  constructor(private readonly database: AppDatabase) {}

  private statement(sql: string): Statement {
    let statement = this.prepared.get(sql);
    if (!statement) {
      if (this.prepared.size >= MAX_PREPARED) this.prepared.clear();
      statement = this.database.sqlite.prepare(sql);
      this.prepared.set(sql, statement);
    }
    return statement;
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
          `SELECT -1 AS slot, ${COLUMNS} FROM processed_files INDEXED BY processed_files_destination
            WHERE destination_path IN (${files.map(() => '?').join(',')}) AND status = 'linked'`,
        );
        params.push(...files);
      }
      chunk.forEach((folder, i) => {
        parts.push(
          `SELECT * FROM (SELECT ${i} AS slot, ${COLUMNS} FROM processed_files INDEXED BY processed_files_destination
            WHERE destination_path >= ? AND destination_path < ? AND status = 'linked' LIMIT 1)`,
        );
        params.push(...underRange(folder));
      });
      const rows = this.statement(parts.join(' UNION ALL ')).all(...params) as (RecordFacts & { slot: number })[];
      for (const { slot, ...row } of rows) {
        if (slot < 0) out.files.set(row.destination_path, row);
        else out.folders.set(chunk[slot] as string, row);
      }
    });
    return out;
  }

  /** A record of some link below `folder`, or undefined when none is recorded there. */
  firstUnder(folder: string): RecordFacts | undefined {
    return this.statement(
      `SELECT ${COLUMNS} FROM processed_files INDEXED BY processed_files_destination
        WHERE destination_path >= ? AND destination_path < ? AND status = 'linked' LIMIT 1`,
    ).get(...underRange(folder)) as RecordFacts | undefined;
  }

  /** Records whose link is exactly `destination` (normally one). */
  atDestination(destination: string): RecordFacts[] {
    return this.statement(`SELECT ${COLUMNS} FROM processed_files WHERE destination_path = ?`).all(
      destination,
    ) as RecordFacts[];
  }

  bySource(source: string): RecordFacts | undefined {
    return this.statement(`SELECT ${COLUMNS} FROM processed_files WHERE source_path = ?`).get(source) as
      RecordFacts | undefined;
  }

  /** A record of the title with a poster, for its cover. */
  posterOf(tmdbId: number, mediaType: string | undefined): { poster_path: string; media_type: string } | undefined {
    const types = mediaType ? [mediaType] : ['movie', 'tv'];
    return this.statement(
      `SELECT poster_path, media_type FROM processed_files
        WHERE media_type IN (${types.map(() => '?').join(',')}) AND tmdb_id = ? AND poster_path IS NOT NULL LIMIT 1`,
    ).get(...types, tmdbId) as { poster_path: string; media_type: string } | undefined;
  }

  /** The media type of the records filed under a category folder, if any. */
  mediaTypeOfBase(baseFolder: string): string | undefined {
    const row = this.statement(
      `SELECT media_type FROM processed_files WHERE status = 'linked' AND base_folder = ? LIMIT 1`,
    ).get(baseFolder) as { media_type: string | null } | undefined;
    return row?.media_type ?? undefined;
  }

  /** Linked records per category folder, for the move dialog. */
  countsByBase(): { base_folder: string; n: number }[] {
    return this.statement(
      `SELECT base_folder, count(*) AS n FROM processed_files INDEXED BY processed_files_base_folder
        WHERE status = 'linked' AND base_folder IS NOT NULL AND base_folder != '' GROUP BY base_folder`,
    ).all() as { base_folder: string; n: number }[];
  }

  /** The newest linked records, for the dashboard. */
  recent(limit: number): RecordFacts[] {
    return this.statement(
      `SELECT ${COLUMNS} FROM processed_files INDEXED BY processed_files_recent
        WHERE status = 'linked' AND destination_path IS NOT NULL ORDER BY created_at DESC LIMIT ?`,
    ).all(limit) as RecordFacts[];
  }
}
