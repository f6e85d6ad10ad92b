import type { AppDatabase } from '../database.js';
import { PreparedStatements } from '../prepared-statements.js';
import { columns, type RowOf } from '../columns.js';
import type { ArrIdKind, ArrIdsTable } from '../schema.js';
import { ProcessedFilesRepository } from './processed-files.repository.js';

/**
 * The `arr_ids` table: the integer ids the Radarr/Sonarr face gives movies, series, episodes,
 * files and root folders. An id is handed out once per natural key and never reused.
 */
/** Keys given ids per INSERT statement (two parameters each, well under either store's limit). */
const INSERT_CHUNK = 500;

const KEY_AND_ID = columns<ArrIdsTable>()('key', 'id');

export class ArrIdsRepository {
  private readonly sql: PreparedStatements;
  private readonly records: ProcessedFilesRepository;

  constructor(database: AppDatabase) {
    this.sql = new PreparedStatements(database.sql);
    this.records = new ProcessedFilesRepository(database);
  }

  /**
   * A stamp that moves whenever the records changed, through this connection or another one such as
   * the command-line organiser (`data_version` moves on another connection's commit): the face
   * rebuilds its catalogue only when it moved, not on every unrelated write. On PostgreSQL the
   * counter row itself is shared by every connection, so it alone is the stamp.
   */
  changeStamp(): string {
    const own = this.records.changeCount();
    if (this.sql.dialect === 'postgres') return String(own);
    const others = this.sql.get<[], { data_version: number }>('PRAGMA data_version').get()?.data_version ?? 0;
    return `${own}:${others}`;
  }

  /** The id of every key, handing new ids to the keys that have none yet (one transaction). */
  idsFor(kind: ArrIdKind, keys: Iterable<string>): Map<string, number> {
    return this.sql.transaction(() => {
      const known = new Map(
        this.sql
          .get<[ArrIdKind], RowOf<typeof KEY_AND_ID>>(`SELECT ${KEY_AND_ID.list} FROM arr_ids WHERE kind = ?`)
          .all(kind)
          .map((row) => [row.key, row.id] as const),
      );
      const fresh = [...new Set(keys)].filter((key) => !known.has(key));
      // Many rows per statement: a first catalogue hands out tens of thousands of ids, and on
      // PostgreSQL each statement is a round trip.
      for (let i = 0; i < fresh.length; i += INSERT_CHUNK) {
        const chunk = fresh.slice(i, i + INSERT_CHUNK);
        const rows = this.sql
          .get<string[], RowOf<typeof KEY_AND_ID>>(
            `INSERT INTO arr_ids (kind, key) VALUES ${chunk.map(() => '(?, ?)').join(', ')} RETURNING ${KEY_AND_ID.list}`,
          )
          .all(...chunk.flatMap((key) => [kind, key]));
        for (const row of rows) known.set(row.key, Number(row.id));
      }
      return known;
    });
  }
}
