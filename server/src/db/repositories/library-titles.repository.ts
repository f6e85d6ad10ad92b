import type { AppDatabase } from '../database.js';
import { containsPattern } from '../like-pattern.js';
import { underRange } from '../path-range.js';
import { PreparedStatements } from '../prepared-statements.js';
import { searchText } from '../search-text.js';
import type { ProcessedFile, RecordMediaType } from '../schema.js';
import { literalPhrase } from '../literal-phrase.js';
import { FACT_COLUMNS, type RecordFacts } from './library-records.repository.js';

/** Search text shorter than this can't use the trigram index (a trigram is three characters). */
const TRIGRAM = 3;

/** Shorter search text finds no titles across the library: one letter would match nearly all of them. */
const LIBRARY_SEARCH_MIN = 2;

/**
 * Files a library search reads at most: a word as common as "the" matches a third of a library,
 * and grouping 30,000 records into titles costs more than a page may. Past this the titles listed
 * are those of the first files matched, and the answer says so (type more of the name to narrow).
 */
const LIBRARY_SEARCH_FILES_MAX = 3000;

/**
 * One title of the library filed under one category folder (a 4K copy's folder is another), its
 * facts from the title's records; `destination_path` is a link of the title (the first by path),
 * which places its title folder. Only linked records with an id count, so those facts are set.
 */
type LibraryTitleRow = { [Name in 'media_type' | 'tmdb_id' | 'title']: NonNullable<ProcessedFile[Name]> } & Pick<
  ProcessedFile,
  'year' | 'poster_path' | 'release_date' | 'base_folder'
> & { destination_path: NonNullable<ProcessedFile['destination_path']> };

interface LibraryTitleMatches {
  rows: LibraryTitleRow[];
  /** Titles found in all, whatever the limit. */
  total: number;
  /** More files matched than were read (`LIBRARY_SEARCH_FILES_MAX`): more titles may match. */
  capped: boolean;
}

/**
 * The records a search finds by title (their ids, at most `LIBRARY_SEARCH_FILES_MAX`), through the
 * trigram index the database browser uses (`processed_files_search`, migration 0006; on PostgreSQL
 * the pg_trgm index over the same columns, which the title test then narrows to titles). Two
 * characters have no trigram: they find titles that start with them (`Up`, `It`) by a scan.
 */
function matchingIds(dialect: 'sqlite' | 'postgres', search: string): { ids: string; params: Record<string, string> } {
  const cap = LIBRARY_SEARCH_FILES_MAX;
  if ([...search].length < TRIGRAM) {
    return {
      ids: `SELECT id FROM processed_files WHERE title LIKE @pattern ESCAPE '\\' LIMIT ${cap}`,
      params: { pattern: containsPattern(search).slice(1) },
    };
  }
  if (dialect === 'sqlite') {
    return {
      ids: `SELECT rowid FROM processed_files_search WHERE processed_files_search MATCH @match LIMIT ${cap}`,
      params: { match: `title : ${literalPhrase(search)}` },
    };
  }
  return {
    ids: `SELECT id FROM processed_files
      WHERE ${searchText()} LIKE @pattern ESCAPE '\\' AND title LIKE @pattern ESCAPE '\\' LIMIT ${cap}`,
    params: { pattern: containsPattern(search) },
  };
}

/**
 * What the library knows of its titles across folders: the library search's titles from anywhere,
 * and every link of one title wherever the layout put it (a movie's versions). Read-only.
 */
export class LibraryTitlesRepository {
  private readonly sql: PreparedStatements;

  constructor(database: Pick<AppDatabase, 'sql'>) {
    this.sql = new PreparedStatements(database.sql);
  }

  /**
   * Titles of the library whose name holds `search`, each once per category folder it is filed
   * under, best first: a title equal to the search, then one starting with it, then by name. Only
   * linked records inside the library folder count. The matching ids are found first and the
   * records read by id: with a range on the link paths in the same query, SQLite would walk the
   * whole library and ask the index once per record.
   */
  titlesMatching(search: string, libraryRoot: string, limit: number): LibraryTitleMatches {
    const text = search.trim();
    if ([...text].length < LIBRARY_SEARCH_MIN) return { rows: [], total: 0, capped: false };
    const { ids, params } = matchingIds(this.sql.dialect, text);
    const [under, after] = underRange(libraryRoot);
    const rows = this.sql
      .get<Record<string, string | number>, LibraryTitleRow & { total: number; files: number }>(
        `SELECT p.media_type, p.tmdb_id, max(p.title) AS title, max(p.year) AS year,
            max(p.poster_path) AS poster_path, max(p.release_date) AS release_date, p.base_folder,
            min(p.destination_path) AS destination_path, count(*) OVER () AS total,
            sum(count(*)) OVER () AS files
          FROM processed_files p
          WHERE p.id IN (${ids}) AND +p.status = 'linked' AND p.tmdb_id IS NOT NULL
            AND +p.destination_path >= @under AND +p.destination_path < @after
          GROUP BY p.media_type, p.tmdb_id, p.base_folder
          ORDER BY CASE WHEN lower(max(p.title)) = @lower THEN 0
                        WHEN lower(max(p.title)) LIKE @prefix ESCAPE '\\' THEN 1 ELSE 2 END,
            max(p.title), p.base_folder
          LIMIT @limit`,
      )
      .all({ ...params, lower: text.toLowerCase(), prefix: containsPattern(text).slice(1), under, after, limit });
    const first = rows[0];
    return {
      rows: rows.map(({ total: _total, files: _files, ...row }) => row),
      total: first ? Number(first.total) : 0,
      // Every file the ids named was a linked title's: the cap may have left more out.
      capped: first !== undefined && Number(first.files) >= LIBRARY_SEARCH_FILES_MAX,
    };
  }

  /** Every linked record of a title inside the library folder, by link path. */
  titleFiles(tmdbId: number, mediaType: RecordMediaType, libraryRoot: string): RecordFacts[] {
    const [under, after] = underRange(libraryRoot);
    return this.sql
      .get<[RecordMediaType, number, string, string], RecordFacts>(
        `SELECT ${FACT_COLUMNS} FROM processed_files INDEXED BY processed_files_media
          WHERE media_type = ? AND tmdb_id = ? AND status = 'linked'
            AND destination_path >= ? AND destination_path < ?
          ORDER BY destination_path`,
      )
      .all(mediaType, tmdbId, under, after);
  }
}
