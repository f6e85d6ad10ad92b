import type { AppDatabase } from '../database.js';
import { underRange } from '../path-range.js';
import { PreparedStatements } from '../prepared-statements.js';
import { columns, type ValuesOf } from '../columns.js';
import type { FileDetailsRow, FileDetailsTable } from '../schema.js';

const DETAILS = columns<FileDetailsTable>()('path', 'name', 'type', 'size', 'modified', 'icon', 'extra', 'updated_at');

/** The `file_details` table: what the browser posts about a library entry, by library-relative path. */
export class FileDetailsRepository {
  private readonly sql: PreparedStatements;

  constructor(database: AppDatabase) {
    this.sql = new PreparedStatements(database.sql);
  }

  upsert(row: FileDetailsRow): void {
    this.sql
      .get<ValuesOf<typeof DETAILS>>(
        `INSERT INTO file_details (${DETAILS.list}) VALUES (${DETAILS.params})
           ON CONFLICT(path) DO UPDATE SET name = excluded.name, type = excluded.type, size = excluded.size,
             modified = excluded.modified, icon = excluded.icon, extra = excluded.extra,
             updated_at = excluded.updated_at`,
      )
      .run(row);
  }

  /** True when a record was there. */
  remove(rel: string): boolean {
    return this.sql.get<[FileDetailsRow['path']]>('DELETE FROM file_details WHERE path = ?').run(rel).changes > 0;
  }

  get(rel: string): FileDetailsRow | undefined {
    return this.sql.get<[FileDetailsRow['path']], FileDetailsRow>('SELECT * FROM file_details WHERE path = ?').get(rel);
  }

  /** Every row, by path. */
  all(): FileDetailsRow[] {
    return this.sql.get<[], FileDetailsRow>('SELECT * FROM file_details ORDER BY path').all();
  }

  /** Every path held, in order. */
  paths(): string[] {
    return this.sql.get<[], FileDetailsRow['path']>('SELECT path FROM file_details ORDER BY path').pluck().all();
  }

  /**
   * An entry moved from `oldRel` to `newRel`: its record and those of everything below it follow.
   * Paths are rewritten in code, not with SQL string functions, so no name can be mangled.
   */
  /**
   * One file's details follow it to a new path (a stale row already there is replaced). Two plain
   * statements, no savepoint of its own: a caller moving many files holds the transaction.
   */
  moveFile(oldRel: string, newRel: string, at: number): void {
    this.sql.get<[FileDetailsRow['path']]>('DELETE FROM file_details WHERE path = ?').run(newRel);
    this.sql
      .get<[FileDetailsRow['path'], FileDetailsRow['updated_at'], FileDetailsRow['path']]>(
        'UPDATE file_details SET path = ?, updated_at = ? WHERE path = ?',
      )
      .run(newRel, at, oldRel);
  }

  move(oldRel: string, newRel: string, at: number): void {
    const paths = this.sql
      .get<[string, string, string], FileDetailsRow['path']>(
        'SELECT path FROM file_details WHERE path = ? OR (path >= ? AND path < ?)',
      )
      .pluck()
      .all(oldRel, ...underRange(oldRel));
    // A detail already kept at the new path is stale: the moved one replaces it.
    const clear = this.sql.get<[FileDetailsRow['path']]>('DELETE FROM file_details WHERE path = ?');
    const update = this.sql.get<[FileDetailsRow['path'], FileDetailsRow['updated_at'], FileDetailsRow['path']]>(
      'UPDATE file_details SET path = ?, updated_at = ? WHERE path = ?',
    );
    this.sql.transaction(() => {
      for (const p of paths) {
        const moved = newRel + p.slice(oldRel.length);
        clear.run(moved);
        update.run(moved, at, p);
      }
    });
  }
}
