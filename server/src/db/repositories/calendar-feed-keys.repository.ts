import type { AppDatabase } from '../database.js';
import { PreparedStatements } from '../prepared-statements.js';

/** The keys that open each user's calendar feed without a sign-in: one key per user. */
export class CalendarFeedKeysRepository {
  private readonly sql: PreparedStatements;

  constructor(database: Pick<AppDatabase, 'sql'>) {
    this.sql = new PreparedStatements(database.sql);
  }

  /** A user's calendar feed key. */
  feedKeyOf(username: string): string | undefined {
    return this.sql
      .get<[string], string>('SELECT feed_key FROM calendar_feed_keys WHERE username = ?')
      .pluck()
      .get(username);
  }

  /** Sets (or replaces) a user's calendar feed key. */
  setFeedKey(username: string, key: string, at: number): void {
    this.sql
      .get<[string, string, number]>(
        `INSERT INTO calendar_feed_keys (username, feed_key, created_at) VALUES (?, ?, ?)
         ON CONFLICT (username) DO UPDATE SET feed_key = excluded.feed_key, created_at = excluded.created_at`,
      )
      .run(username, key, at);
  }

  /** The user a feed key belongs to. */
  userOfFeedKey(key: string): string | undefined {
    return this.sql
      .get<[string], string>('SELECT username FROM calendar_feed_keys WHERE feed_key = ?')
      .pluck()
      .get(key);
  }
}
