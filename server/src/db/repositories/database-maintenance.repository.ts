import type { AppDatabase } from '../database.js';

/** What a maintenance pass found and did. */
/**
 * Whole-database upkeep: the integrity check, `VACUUM` and `ANALYZE`, and a WAL checkpoint. Each
 * step is synchronous (better-sqlite3) and holds the connection while it runs, so callers check
 * their abort signal between steps.
 */
export class DatabaseMaintenanceRepository {
  constructor(private readonly database: Pick<AppDatabase, 'sqlite'>) {}

  /** `PRAGMA integrity_check`, at most `limit` problems; `['ok']` when the file is sound. */
  integrityCheck(limit = 10): string[] {
    const rows = this.database.sqlite.pragma(`integrity_check(${Math.max(1, Math.trunc(limit))})`) as {
      integrity_check: string;
    }[];
    return rows.map((r) => r.integrity_check);
  }

  vacuum(): void {
    this.database.sqlite.exec('VACUUM');
  }

  analyze(): void {
    this.database.sqlite.exec('ANALYZE');
  }

  /** `PRAGMA wal_checkpoint(TRUNCATE)`; returns the frames checkpointed. */
  checkpoint(): number {
    const [row] = this.database.sqlite.pragma('wal_checkpoint(TRUNCATE)') as { checkpointed: number }[];
    return row?.checkpointed ?? 0;
  }
}
