import type { AppDatabase } from '../database.js';
import { PreparedStatements } from '../prepared-statements.js';

/** A film of a collection, with whether a linked record has it. */
interface CollectionFilmRow {
  collection_id: number;
  name: string;
  tmdb_id: number;
  title: string;
  release_date: string | null;
  have: number;
}

/**
 * Film collections: which collection each library film belongs to, as TMDB was asked, and the
 * films of those collections, so the library's incomplete collections can be listed.
 */
export class CollectionsRepository {
  private readonly sql: PreparedStatements;

  constructor(private readonly database: Pick<AppDatabase, 'sql' | 'transaction'>) {
    this.sql = new PreparedStatements(database.sql);
  }

  /** Library films whose collection was never asked, at most `limit`. */
  uncheckedMovies(limit: number): number[] {
    return this.sql
      .get<[number], number>(
        `SELECT DISTINCT p.tmdb_id FROM processed_files p
          WHERE p.status = 'linked' AND p.media_type = 'movie' AND p.tmdb_id IS NOT NULL
            AND NOT EXISTS (SELECT 1 FROM movie_collection_checks c WHERE c.movie_tmdb_id = p.tmdb_id)
          ORDER BY p.tmdb_id LIMIT ?`,
      )
      .pluck()
      .all(limit);
  }

  /** Remembers the collection a film belongs to (null: none). */
  saveMovieCollection(movieTmdbId: number, collectionId: number | null, at: number): void {
    this.sql
      .get<[number, number | null, number]>(
        `INSERT INTO movie_collection_checks (movie_tmdb_id, collection_id, checked_at) VALUES (?, ?, ?)
         ON CONFLICT (movie_tmdb_id) DO UPDATE SET collection_id = excluded.collection_id,
           checked_at = excluded.checked_at`,
      )
      .run(movieTmdbId, collectionId, at);
  }

  /** Collections some film belongs to whose films were never read, or not since `before`. */
  staleCollections(before: number): number[] {
    return this.sql
      .get<[number], number>(
        `SELECT DISTINCT c.collection_id FROM movie_collection_checks c
           LEFT JOIN movie_collections m ON m.collection_id = c.collection_id
          WHERE c.collection_id IS NOT NULL AND (m.refreshed_at IS NULL OR m.refreshed_at < ?)
          ORDER BY c.collection_id`,
      )
      .pluck()
      .all(before);
  }

  /** Stores a collection and its films as TMDB lists them now. */
  saveCollection(
    collection: {
      id: number;
      name: string;
      films: readonly { tmdbId: number; title: string; releaseDate: string | null }[];
    },
    at: number,
  ): void {
    this.database.transaction(() => {
      this.sql
        .get<[number, string, number]>(
          `INSERT INTO movie_collections (collection_id, name, refreshed_at) VALUES (?, ?, ?)
           ON CONFLICT (collection_id) DO UPDATE SET name = excluded.name, refreshed_at = excluded.refreshed_at`,
        )
        .run(collection.id, collection.name, at);
      this.sql.get<[number]>('DELETE FROM collection_films WHERE collection_id = ?').run(collection.id);
      const insert = this.sql.get<[number, number, string, string | null]>(
        'INSERT INTO collection_films (collection_id, tmdb_id, title, release_date) VALUES (?, ?, ?, ?)',
      );
      for (const film of collection.films) insert.run(collection.id, film.tmdbId, film.title, film.releaseDate);
    });
  }

  /**
   * The films of every collection the library holds at least one film of, each with whether a
   * linked record has it; by collection name, then release date.
   */
  collectionFilms(): CollectionFilmRow[] {
    return this.sql
      .get<[], CollectionFilmRow>(
        `SELECT m.collection_id, m.name, f.tmdb_id, f.title, f.release_date,
                CASE WHEN EXISTS (SELECT 1 FROM processed_files p WHERE p.status = 'linked'
                  AND p.media_type = 'movie' AND p.tmdb_id = f.tmdb_id) THEN 1 ELSE 0 END AS have
           FROM movie_collections m JOIN collection_films f ON f.collection_id = m.collection_id
          WHERE EXISTS (SELECT 1 FROM collection_films g JOIN processed_files p ON p.tmdb_id = g.tmdb_id
                  AND p.media_type = 'movie' AND p.status = 'linked' WHERE g.collection_id = m.collection_id)
          ORDER BY lower(m.name), m.collection_id, coalesce(f.release_date, '9999'), f.tmdb_id`,
      )
      .all();
  }
}
