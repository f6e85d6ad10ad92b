import type { AppDatabase } from '../database.js';
import { PreparedStatements } from '../prepared-statements.js';

/**
 * Locks that say which instance works what, when several instances share one PostgreSQL
 * database: session advisory locks on this instance's connection, so a lock goes the moment its
 * holder's connection does (a crash, `kill -9`, a lost network), and another instance can take
 * it over on its next try. On SQLite one process owns the database and every lock is its own.
 */
const INSTANCES = 'instances';

export class InstanceLocksRepository {
  private readonly sql: PreparedStatements;
  private readonly held = new Set<string>();

  constructor(database: Pick<AppDatabase, 'sql'>) {
    this.sql = new PreparedStatements(database.sql);
  }

  /** Whether several instances can share this store. */
  get shared(): boolean {
    return this.sql.dialect === 'postgres';
  }

  /** Take `key` if no other instance holds it; true when this instance holds it now. */
  tryLock(key: string): boolean {
    if (!this.shared || this.held.has(key)) return true;
    const got = this.sql
      .get<[string], number>(`SELECT pg_try_advisory_lock(hashtextextended(?, 0))`)
      .pluck()
      .get(`cinesync:${key}`);
    if (got === 1) this.held.add(key);
    return got === 1;
  }

  unlock(key: string): void {
    if (!this.shared || !this.held.delete(key)) return;
    this.sql.get<[string]>(`SELECT pg_advisory_unlock(hashtextextended(?, 0))`).get(`cinesync:${key}`);
  }

  /**
   * Join the instances working this store; true when no other is running. What a stopped process
   * left half-done (pending library changes, runs marked running) is settled only by an instance
   * that starts alone: with another one alive, those rows may be its work in flight.
   */
  join(name = `cinesync (pid ${process.pid})`): boolean {
    if (!this.shared) return true;
    // Named on its connection, so another instance can say who holds a lock it can't take.
    this.sql.get<[string]>(`SELECT set_config('application_name', ?, false)`).get(name.slice(0, 63));
    const alone = this.tryLock(INSTANCES);
    if (alone) this.unlock(INSTANCES);
    this.sql.get<[string]>(`SELECT pg_advisory_lock_shared(hashtextextended(?, 0))`).get(`cinesync:${INSTANCES}`);
    return alone;
  }

  /**
   * Who holds `key` when another instance does: the name it joined with and since when its
   * connection is open. Null when nobody else holds it, or on SQLite.
   */
  holderOf(key: string): { name: string; since: string } | null {
    if (!this.shared || this.held.has(key)) return null;
    // An advisory lock on one bigint shows in pg_locks as its high half (classid) and low half (objid).
    const row = this.sql
      .get<[string], { name: string; since: string }>(
        `SELECT a.application_name AS name, to_char(a.backend_start, 'YYYY-MM-DD HH24:MI:SS TZ') AS since
           FROM pg_locks l JOIN pg_stat_activity a ON a.pid = l.pid
          WHERE l.locktype = 'advisory' AND l.granted AND l.objsubid = 1 AND l.pid <> pg_backend_pid()
            AND ((l.classid::bigint << 32) | l.objid::bigint) = hashtextextended(?, 0)
          LIMIT 1`,
      )
      .get(`cinesync:${key}`);
    return row ?? null;
  }
}
