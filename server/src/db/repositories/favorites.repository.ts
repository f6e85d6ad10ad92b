import type { AppDatabase } from '../database.js';
import { underRange } from '../path-range.js';
import { PreparedStatements } from '../prepared-statements.js';
import { columns, type ValuesOf } from '../columns.js';
import type { FavoriteRow, FavoritesTable, ProcessedFile, RecordMediaType } from '../schema.js';

/** A favorite with one linked record of its title in the library, when there is one. */
export interface FavoriteWithLink extends FavoriteRow {
  /** Absolute link path of one of the title's files under the library root, or null. */
  link_path: ProcessedFile['destination_path'];
  /** That record's category folder (`Movies`), to find the title folder above the link. */
  link_base_folder: ProcessedFile['base_folder'];
}

/** What starring a title shows of it. */
type FavoriteFields = Pick<FavoriteRow, 'title' | 'year' | 'poster_path'>;

const FAVORITE = columns<FavoritesTable>()(
  'username',
  'media_type',
  'tmdb_id',
  'title',
  'year',
  'poster_path',
  'added_at',
);

/** The library range `WITH_LINK` looks for a link in. */
interface LinkRange {
  from: string;
  to: string;
}

/**
 * One linked record of the favorite's title under the library root (the range), found by the
 * records' (media_type, tmdb_id) index. The poster falls back to the record's when none was stored.
 */
const WITH_LINK = `SELECT f.username, f.media_type, f.tmdb_id, f.title, f.year,
    coalesce(f.poster_path, p.poster_path) AS poster_path, f.added_at,
    p.destination_path AS link_path, p.base_folder AS link_base_folder
  FROM favorites f
  LEFT JOIN processed_files p ON p.id = (
    SELECT q.id FROM processed_files q
     WHERE q.media_type = f.media_type AND q.tmdb_id = f.tmdb_id AND q.status = 'linked'
       AND q.destination_path >= @from AND q.destination_path < @to
     ORDER BY q.destination_path LIMIT 1)`;

/** A range no path falls in: when no library folder is set, no title is in the library. */
const NOTHING: [string, string] = ['', ''];

/** The `favorites` table: each user's starred titles. */
export class FavoritesRepository {
  private readonly sql: PreparedStatements;

  constructor(database: AppDatabase) {
    this.sql = new PreparedStatements(database.sql);
  }

  /** A user's favorites, newest first, each with a link of its title under `root` (null: none looked for). */
  list(username: string, root: string | null): FavoriteWithLink[] {
    const [from, to] = root === null ? NOTHING : underRange(root);
    return this.sql
      .get<[Pick<FavoriteRow, 'username'> & LinkRange], FavoriteWithLink>(
        `${WITH_LINK} WHERE f.username = @username ORDER BY f.added_at DESC, f.title`,
      )
      .all({ username, from, to });
  }

  /** One favorite of a user, with its link as {@link list} gives it. */
  get(username: string, mediaType: RecordMediaType, tmdbId: number, root: string | null): FavoriteWithLink | undefined {
    const [from, to] = root === null ? NOTHING : underRange(root);
    return this.sql
      .get<[Pick<FavoriteRow, 'username' | 'media_type' | 'tmdb_id'> & LinkRange], FavoriteWithLink>(
        `${WITH_LINK} WHERE f.username = @username AND f.media_type = @media_type AND f.tmdb_id = @tmdb_id`,
      )
      .get({ username, media_type: mediaType, tmdb_id: tmdbId, from, to });
  }

  /**
   * Star a title. Starring it again keeps when it was first starred and refreshes what is shown
   * (the title; the year and poster when given). Returns whether it is new.
   */
  put(username: string, mediaType: RecordMediaType, tmdbId: number, fields: FavoriteFields, at: number): boolean {
    const row = { username, media_type: mediaType, tmdb_id: tmdbId, ...fields };
    return this.sql.transaction(() => {
      const inserted = this.sql
        .get<ValuesOf<typeof FAVORITE>>(
          `INSERT INTO favorites (${FAVORITE.list}) VALUES (${FAVORITE.params})
           ON CONFLICT (username, media_type, tmdb_id) DO NOTHING`,
        )
        .run({ ...row, added_at: at }).changes;
      if (inserted > 0) return true;
      this.sql
        .get<Omit<ValuesOf<typeof FAVORITE>, 'added_at'>>(
          `UPDATE favorites SET title = @title, year = coalesce(@year, year),
                poster_path = coalesce(@poster_path, poster_path)
            WHERE username = @username AND media_type = @media_type AND tmdb_id = @tmdb_id`,
        )
        .run(row);
      return false;
    });
  }

  /** Unstar a title; true when it was starred. */
  remove(username: string, mediaType: RecordMediaType, tmdbId: number): boolean {
    return (
      this.sql
        .get<[FavoriteRow['username'], FavoriteRow['media_type'], FavoriteRow['tmdb_id']]>(
          'DELETE FROM favorites WHERE username = ? AND media_type = ? AND tmdb_id = ?',
        )
        .run(username, mediaType, tmdbId).changes > 0
    );
  }
}
