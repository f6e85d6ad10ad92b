import type { AppDatabase } from '../database.js';
import { columns, type RowOf } from '../columns.js';
import { PreparedStatements } from '../prepared-statements.js';
import type {
  ReorganiseEntriesTable,
  ReorganiseEntryState,
  ReorganiseKind,
  ReorganiseOperationRow,
  ReorganiseState,
} from '../schema.js';

const ENTRY = columns<ReorganiseEntriesTable>()(
  'operation_id',
  'seq',
  'record_id',
  'source_path',
  'title',
  'change_kind',
  'from_path',
  'from_text',
  'to_path',
  'to_text',
  'from_base_folder',
  'to_base_folder',
  'state',
  'reason',
);

export type ReorganiseEntry = RowOf<typeof ENTRY>;
export type ReorganiseOperation = ReorganiseOperationRow;

/** Entries per INSERT: one statement carries many rows (one round trip each on PostgreSQL). */
const ROWS_PER_INSERT = 200;

interface NewOperation {
  kind: ReorganiseKind;
  state: ReorganiseState;
  scope?: string | null;
  previewId?: number | null;
  undoes?: number | null;
  total?: number;
}

/** The previews, applies and undos of re-organising the library, and the links each one moves. */
export class ReorganiseRepository {
  private readonly sql: PreparedStatements;

  constructor(database: Pick<AppDatabase, 'sql'>) {
    this.sql = new PreparedStatements(database.sql);
  }

  create(operation: NewOperation, at: number): number {
    const id = this.sql
      .get<unknown[], number>(
        `INSERT INTO reorganise_operations (kind, state, scope, preview_id, undoes, total, moved, skipped, created_at)
           VALUES (?, ?, ?, ?, ?, ?, 0, 0, ?) RETURNING id`,
      )
      .pluck()
      .get(
        operation.kind,
        operation.state,
        operation.scope ?? null,
        operation.previewId ?? null,
        operation.undoes ?? null,
        operation.total ?? 0,
        at,
      );
    return Number(id);
  }

  addEntries(entries: readonly ReorganiseEntry[]): void {
    if (entries.length === 0) return;
    this.sql.transaction(() => {
      for (let i = 0; i < entries.length; i += ROWS_PER_INSERT) {
        const chunk = entries.slice(i, i + ROWS_PER_INSERT);
        const row = `(${ENTRY.names.map(() => '?').join(', ')})`;
        this.sql
          .get(`INSERT INTO reorganise_entries (${ENTRY.list}) VALUES ${chunk.map(() => row).join(', ')}`)
          .run(...chunk.flatMap((entry) => ENTRY.names.map((name) => entry[name])));
      }
    });
  }

  operation(id: number): ReorganiseOperation | undefined {
    return this.sql.get<[number], ReorganiseOperation>('SELECT * FROM reorganise_operations WHERE id = ?').get(id);
  }

  /** Applies and undos, newest first, each with the undo started for it (its id), if any. */
  operations(limit: number): (ReorganiseOperation & { undone_by: number | null })[] {
    return this.sql
      .get<[number], ReorganiseOperation & { undone_by: number | null }>(
        `SELECT o.*, (SELECT MAX(u.id) FROM reorganise_operations u WHERE u.kind = 'undo' AND u.undoes = o.id) AS undone_by
           FROM reorganise_operations o WHERE o.kind != 'preview' ORDER BY o.id DESC LIMIT ?`,
      )
      .all(limit);
  }

  /** The apply or undo of another operation that is running now, if one is. */
  running(): ReorganiseOperation | undefined {
    return this.sql
      .get<[], ReorganiseOperation>(`SELECT * FROM reorganise_operations WHERE state = 'running' ORDER BY id LIMIT 1`)
      .get();
  }

  /** The apply that works through a preview, if one was started. */
  applyOf(previewId: number): ReorganiseOperation | undefined {
    return this.sql
      .get<[number], ReorganiseOperation>(
        `SELECT * FROM reorganise_operations WHERE kind = 'apply' AND preview_id = ? ORDER BY id DESC LIMIT 1`,
      )
      .get(previewId);
  }

  /** The undo of an operation, if one was started. */
  undoOf(operationId: number): ReorganiseOperation | undefined {
    return this.sql
      .get<[number], ReorganiseOperation>(
        `SELECT * FROM reorganise_operations WHERE kind = 'undo' AND undoes = ? ORDER BY id DESC LIMIT 1`,
      )
      .get(operationId);
  }

  setState(id: number, state: ReorganiseState, at: number | null, error: string | null = null): void {
    this.sql
      .get(`UPDATE reorganise_operations SET state = ?, finished_at = ?, error = ? WHERE id = ?`)
      .run(state, at, error, id);
  }

  setTotal(id: number, total: number): void {
    this.sql.get('UPDATE reorganise_operations SET total = ? WHERE id = ?').run(total, id);
  }

  /** Operations a stop cut short: marked `interrupted`, so applying their preview again resumes them. */
  interruptRunning(at: number): number {
    return this.sql
      .get(`UPDATE reorganise_operations SET state = 'interrupted', finished_at = ? WHERE state = 'running'`)
      .run(at).changes;
  }

  /** A page of an operation's entries in order, after `afterSeq`; `state` narrows them. */
  entries(operationId: number, afterSeq: number, limit: number, state?: ReorganiseEntryState): ReorganiseEntry[] {
    if (state === undefined) {
      return this.sql
        .get<[number, number, number], ReorganiseEntry>(
          `SELECT ${ENTRY.list} FROM reorganise_entries WHERE operation_id = ? AND seq > ? ORDER BY seq LIMIT ?`,
        )
        .all(operationId, afterSeq, limit);
    }
    return this.sql
      .get<[number, string, number, number], ReorganiseEntry>(
        `SELECT ${ENTRY.list} FROM reorganise_entries
          WHERE operation_id = ? AND state = ? AND seq > ? ORDER BY seq LIMIT ?`,
      )
      .all(operationId, state, afterSeq, limit);
  }

  /**
   * Settle one entry and count it on its operation. Call it inside a transaction (every caller
   * does): a savepoint of its own per entry made SQLite's trigram index write out each time.
   */
  settleEntry(
    entry: Pick<ReorganiseEntry, 'operation_id' | 'seq'>,
    state: 'moved' | 'skipped',
    reason: string | null,
  ): void {
    this.sql
      .get('UPDATE reorganise_entries SET state = ?, reason = ? WHERE operation_id = ? AND seq = ?')
      .run(state, reason, entry.operation_id, entry.seq);
    this.sql
      .get(
        state === 'moved'
          ? 'UPDATE reorganise_operations SET moved = moved + 1 WHERE id = ?'
          : 'UPDATE reorganise_operations SET skipped = skipped + 1 WHERE id = ?',
      )
      .run(entry.operation_id);
  }

  /**
   * Previews beyond the newest `keep` that were never applied are let go: their entries deleted
   * (a whole library's worth each; Settings previews after every layout save) and the preview
   * marked failed, so applying it asks for a new one. Returns how many were let go.
   */
  forgetOldPreviews(keep: number, at: number): number {
    return this.sql.transaction(() => {
      const old = this.sql
        .get<[], number>(
          `SELECT id FROM reorganise_operations WHERE kind = 'preview' AND state IN ('ready', 'failed') ORDER BY id DESC`,
        )
        .pluck()
        .all()
        .slice(keep);
      for (const id of old) {
        this.sql.get('DELETE FROM reorganise_entries WHERE operation_id = ?').run(id);
        this.sql
          .get(
            `UPDATE reorganise_operations SET state = 'failed', error = ?, finished_at = coalesce(finished_at, ?) WHERE id = ? AND state = 'ready'`,
          )
          .run('A newer preview replaced it', at, id);
      }
      return old.length;
    });
  }

  /** An applied preview's entries, once its apply holds its own copy of them. */
  dropEntries(operationId: number): void {
    this.sql.get('DELETE FROM reorganise_entries WHERE operation_id = ?').run(operationId);
  }

  /** An apply takes its preview's planned entries as its own (conflicts stay behind). Returns how many. */
  copyPlanned(previewId: number, operationId: number): number {
    const names = ENTRY.names.filter((name) => name !== 'operation_id');
    return this.sql
      .get(
        `INSERT INTO reorganise_entries (operation_id, ${names.join(', ')})
           SELECT ?, ${names.join(', ')} FROM reorganise_entries WHERE operation_id = ? AND state = 'planned'`,
      )
      .run(operationId, previewId).changes;
  }

  /** An undo's entries: the moved entries of `operationId`, each from its new place back to its old. */
  copyReversed(operationId: number, undoId: number): number {
    return this.sql
      .get(
        `INSERT INTO reorganise_entries (${ENTRY.list})
           SELECT ?, seq, record_id, source_path, title, change_kind, to_path, to_text, from_path, from_text,
                  to_base_folder, from_base_folder, 'planned', NULL
             FROM reorganise_entries WHERE operation_id = ? AND state = 'moved'`,
      )
      .run(undoId, operationId).changes;
  }
}
