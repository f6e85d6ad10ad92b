import type { AppDatabase } from '../database.js';
import { PreparedStatements } from '../prepared-statements.js';
import { columns, type RowOf, type ValuesOf } from '../columns.js';
import type { TmdbCacheRow, TmdbCacheTable } from '../schema.js';

const tmdbCache = columns<TmdbCacheTable>();
/** What a read needs: the entry and when it expires. */
const READ = tmdbCache('value', 'expires_at');
const ENTRY = tmdbCache('key', 'value', 'fetched_at', 'expires_at');

/**
 * The `tmdb_cache` table: JSON text by key with an expiry. The TMDB client's cache and the browser's
 * metadata cache share it (each under its own key prefix), so one purge clears both.
 */
export class TmdbCacheRepository {
  private readonly sql: PreparedStatements;

  constructor(database: Pick<AppDatabase, 'sql'>) {
    this.sql = new PreparedStatements(database.sql);
  }

  /** The stored entry, expired or not (the caller judges). */
  read(key: string): RowOf<typeof READ> | undefined {
    return this.sql
      .get<[TmdbCacheRow['key']], RowOf<typeof READ>>(`SELECT ${READ.list} FROM tmdb_cache WHERE key = ?`)
      .get(key);
  }

  write(key: string, value: string, fetchedAt: number, expiresAt: number): void {
    this.sql
      .get<ValuesOf<typeof ENTRY>>(
        `INSERT INTO tmdb_cache (${ENTRY.list}) VALUES (${ENTRY.params})
         ON CONFLICT (key) DO UPDATE SET value = excluded.value, fetched_at = excluded.fetched_at,
           expires_at = excluded.expires_at`,
      )
      .run({ key, value, fetched_at: fetchedAt, expires_at: expiresAt });
  }

  delete(key: string): void {
    this.sql.get<[TmdbCacheRow['key']]>('DELETE FROM tmdb_cache WHERE key = ?').run(key);
  }

  /** Removes every entry expired at `now`; returns how many went. */
  purgeExpired(now: number): number {
    return this.sql.get<[TmdbCacheRow['expires_at']]>('DELETE FROM tmdb_cache WHERE expires_at <= ?').run(now).changes;
  }

  /** Every entry, by key. */
  all(): TmdbCacheRow[] {
    return this.sql.get<[], TmdbCacheRow>('SELECT * FROM tmdb_cache ORDER BY key').all();
  }

  /** Keys starting with `prefix` (a range on the primary key), in order. */
  keysStartingWith(prefix: string): string[] {
    const last = prefix.charCodeAt(prefix.length - 1);
    const after = prefix.slice(0, -1) + String.fromCharCode(last + 1);
    return this.sql
      .get<[string, string], TmdbCacheRow['key']>('SELECT key FROM tmdb_cache WHERE key >= ? AND key < ? ORDER BY key')
      .pluck()
      .all(prefix, after);
  }

  /** Overwrite the stored text of an entry, keeping its times (tests play a changed row with it). */
  replaceValue(key: string, value: string): void {
    this.sql
      .get<[TmdbCacheRow['value'], TmdbCacheRow['key']]>('UPDATE tmdb_cache SET value = ? WHERE key = ?')
      .run(value, key);
  }
}
