import type { AppDatabase } from '../database.js';

/**
 * Whole-database upkeep: the integrity check, `VACUUM` and `ANALYZE`, and a WAL checkpoint. Each
 * step is synchronous and holds the connection while it runs, so callers check their abort signal
 * between steps. PostgreSQL checks its own pages and checkpoints on its own schedule, so there the
 * check reports `ok` and the checkpoint does nothing.
 */
export class DatabaseMaintenanceRepository {
  constructor(private readonly database: Pick<AppDatabase, 'sql'>) {}

  /** `PRAGMA integrity_check`, at most `limit` problems; `['ok']` when the file is sound. */
  integrityCheck(limit = 10): string[] {
    if (this.database.sql.dialect === 'postgres') return ['ok'];
    return this.database.sql
      .prepare<[], string>(`PRAGMA integrity_check(${Math.max(1, Math.trunc(limit))})`)
      .pluck()
      .all();
  }

  vacuum(): void {
    this.database.sql.exec('VACUUM');
  }

  analyze(): void {
    this.database.sql.exec('ANALYZE');
  }

  /** `PRAGMA wal_checkpoint(TRUNCATE)`; returns the frames checkpointed. */
  checkpoint(): number {
    if (this.database.sql.dialect === 'postgres') return 0;
    const row = this.database.sql.prepare<[], { checkpointed: number }>('PRAGMA wal_checkpoint(TRUNCATE)').get();
    return row?.checkpointed ?? 0;
  }
}
