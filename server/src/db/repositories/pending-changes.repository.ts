import type { AppDatabase } from '../database.js';
import { PreparedStatements } from '../prepared-statements.js';
import { columns, type ValuesOf } from '../columns.js';
import type { PendingChangeKind, PendingChangeRow, PendingChangesTable } from '../schema.js';

const CHANGE = columns<PendingChangesTable>()('kind', 'from_path', 'to_path', 'root', 'detail', 'created_at');

export interface PendingChange {
  id: number;
  kind: PendingChangeKind;
  fromPath: string;
  toPath: string | null;
  root: string;
  detail: string | null;
  createdAt: number;
}

/**
 * Write-ahead intents, so a crash never leaves records and disk disagreeing: `begin` before the
 * disk changes, `complete` in the same transaction as the records that follow the disk. What is
 * left at start was cut short by a crash.
 */
export class PendingChangesRepository {
  private readonly sql: PreparedStatements;

  constructor(
    database: AppDatabase,
    private readonly now: () => number = Date.now,
  ) {
    this.sql = new PreparedStatements(database.sql);
  }

  begin(kind: PendingChangeKind, change: { from: string; to?: string | null; root: string; detail?: unknown }): number {
    const detail = change.detail === undefined ? null : JSON.stringify(change.detail);
    const insert = this.sql.get<ValuesOf<typeof CHANGE>, PendingChangeRow['id']>(
      `INSERT INTO pending_changes (${CHANGE.list}) VALUES (${CHANGE.params}) RETURNING id`,
    );
    return Number(
      insert.pluck().get({
        kind,
        from_path: change.from,
        to_path: change.to ?? null,
        root: change.root,
        detail,
        created_at: this.now(),
      }),
    );
  }

  /** Apply the records' side of a change and forget its intent, at once or not at all. */
  complete<T>(id: number, apply: () => T): T {
    return this.sql.transaction(() => {
      const value = apply();
      this.forget(id);
      return value;
    });
  }

  /**
   * Forget an intent: its disk change is done and the caller has written its records' side (in
   * the caller's transaction), or the change did not happen (it failed, or a crash came first).
   */
  forget(id: number): void {
    this.sql.get<[PendingChangeRow['id']]>('DELETE FROM pending_changes WHERE id = ?').run(id);
  }

  /** Every intent left, oldest first. */
  all(): PendingChange[] {
    const rows = this.sql.get<[], PendingChangeRow>('SELECT * FROM pending_changes ORDER BY id').all();
    return rows.map((r) => ({
      id: r.id,
      kind: r.kind,
      fromPath: r.from_path,
      toPath: r.to_path,
      root: r.root,
      detail: r.detail,
      createdAt: r.created_at,
    }));
  }
}
