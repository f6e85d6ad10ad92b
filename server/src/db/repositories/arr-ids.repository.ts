import type { AppDatabase } from '../database.js';
import { PreparedStatements } from '../prepared-statements.js';
import type { ArrIdKind } from '../schema.js';
import { ProcessedFilesRepository } from './processed-files.repository.js';

/**
 * The `arr_ids` table: the integer ids the Radarr/Sonarr face gives movies, series, episodes,
 * files and root folders. An id is handed out once per natural key and never reused.
 */
export class ArrIdsRepository {
  private readonly sql: PreparedStatements;
  private readonly records: ProcessedFilesRepository;

  constructor(database: AppDatabase) {
    this.sql = new PreparedStatements(database.sqlite);
    this.records = new ProcessedFilesRepository(database);
  }

  /**
   * A stamp that moves whenever the records changed, through this connection or another one such as
   * the command-line organiser (`data_version` moves on another connection's commit): the face
   * rebuilds its catalogue only when it moved, not on every unrelated write.
   */
  changeStamp(): string {
    const own = this.records.changeCount();
    const others = this.sql.get<[], { data_version: number }>('PRAGMA data_version').get()?.data_version ?? 0;
    return `${own}:${others}`;
  }

  /** The id of every key, handing new ids to the keys that have none yet (one transaction). */
  idsFor(kind: ArrIdKind, keys: Iterable<string>): Map<string, number> {
    return this.sql.transaction(() => {
      const known = new Map(
        this.sql
          .get<[ArrIdKind], { key: string; id: number }>('SELECT key, id FROM arr_ids WHERE kind = ?')
          .all(kind)
          .map((row) => [row.key, row.id] as const),
      );
      const insert = this.sql.get<[ArrIdKind, string], number>(
        'INSERT INTO arr_ids (kind, key) VALUES (?, ?) RETURNING id',
      );
      for (const key of keys) {
        if (known.has(key)) continue;
        known.set(key, Number(insert.pluck().get(kind, key)));
      }
      return known;
    });
  }
}
