import type { ConnectionEvent, ConnectionType, PathMapping } from '@cinesync/common';
import type { AppDatabase } from '../database.js';
import { PreparedStatements } from '../prepared-statements.js';
import type { ConnectionResultsTable, ConnectionsTable } from '../schema.js';

/** A stored connection with its secrets, for the notifiers; never handed to a route as is. */
export interface StoredConnection {
  id: number;
  type: ConnectionType;
  name: string;
  url: string;
  apiKey: string | null;
  username: string | null;
  password: string | null;
  events: ConnectionEvent[];
  pathMappings: PathMapping[];
  enabled: boolean;
}

/** What a write stores; the secrets are the values to keep (the service resolved masks). */
export type ConnectionFields = Omit<StoredConnection, 'id'>;

/** How the last call to a connection went; times are epoch milliseconds. */
export interface ConnectionResult {
  ok: boolean;
  message: string;
  at: number;
  toldFolders: number | null;
  failingSince: number | null;
}

type Row = Omit<ConnectionsTable, 'id'> & { id: number };

/** The `connections` and `connection_results` tables (migration 0015). */
export class ConnectionsRepository {
  private readonly sql: PreparedStatements;

  constructor(
    database: Pick<AppDatabase, 'sql'>,
    private readonly now: () => number = Date.now,
  ) {
    this.sql = new PreparedStatements(database.sql);
  }

  /** Every stored connection, oldest first (the order people made them in). */
  list(): StoredConnection[] {
    return this.sql.get<[], Row>('SELECT * FROM connections ORDER BY id').all().map(fromRow);
  }

  get(id: number): StoredConnection | undefined {
    const row = this.sql.get<[number], Row>('SELECT * FROM connections WHERE id = ?').get(id);
    return row ? fromRow(row) : undefined;
  }

  create(fields: ConnectionFields): StoredConnection {
    const at = this.now();
    const id = this.sql
      .get<unknown[], number>(
        `INSERT INTO connections
           (type, name, url, api_key, username, password, events, path_mappings, enabled, created_at, updated_at)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) RETURNING id`,
      )
      .pluck()
      .get(...toValues(fields), at, at);
    return { id: Number(id), ...fields };
  }

  /** False when there is no such connection. */
  update(id: number, fields: ConnectionFields): boolean {
    const changed = this.sql
      .get<unknown[]>(
        `UPDATE connections SET type = ?, name = ?, url = ?, api_key = ?, username = ?, password = ?,
           events = ?, path_mappings = ?, enabled = ?, updated_at = ? WHERE id = ?`,
      )
      .run(...toValues(fields), this.now(), id).changes;
    return changed > 0;
  }

  /** False when there was no such connection; its last result goes with it. */
  remove(id: number): boolean {
    return this.sql.transaction(() => {
      this.sql.get<[number]>('DELETE FROM connection_results WHERE connection_id = ?').run(id);
      return this.sql.get<[number]>('DELETE FROM connections WHERE id = ?').run(id).changes > 0;
    });
  }

  /** The last result of each connection that has one, by connection id. */
  results(): Map<number, ConnectionResult> {
    const rows = this.sql.get<[], ConnectionResultsTable>('SELECT * FROM connection_results').all();
    return new Map(
      rows.map((row) => [
        Number(row.connection_id),
        {
          ok: Number(row.ok) === 1,
          message: row.message,
          at: Number(row.at),
          toldFolders: row.told_folders === null ? null : Number(row.told_folders),
          failingSince: row.failing_since === null ? null : Number(row.failing_since),
        },
      ]),
    );
  }

  /**
   * Records how a call went. A failure keeps the `failingSince` of the failure before it (so the
   * dashboard can say "unreachable since 14:02"); a success clears it.
   */
  recordResult(connectionId: number, result: Omit<ConnectionResult, 'failingSince'>): void {
    this.sql
      .get<[number, number, string, number, number | null, number | null]>(
        `INSERT INTO connection_results (connection_id, ok, message, at, told_folders, failing_since)
         VALUES (?, ?, ?, ?, ?, ?)
         ON CONFLICT (connection_id) DO UPDATE SET
           ok = excluded.ok, message = excluded.message, at = excluded.at,
           told_folders = COALESCE(excluded.told_folders, connection_results.told_folders),
           failing_since = CASE
             WHEN excluded.ok = 1 THEN NULL
             WHEN connection_results.ok = 0 THEN COALESCE(connection_results.failing_since, excluded.failing_since)
             ELSE excluded.failing_since END`,
      )
      .run(
        connectionId,
        result.ok ? 1 : 0,
        result.message,
        result.at,
        result.toldFolders,
        result.ok ? null : result.at,
      );
  }
}

function toValues(fields: ConnectionFields): unknown[] {
  return [
    fields.type,
    fields.name,
    fields.url,
    fields.apiKey,
    fields.username,
    fields.password,
    JSON.stringify(fields.events),
    JSON.stringify(fields.pathMappings),
    fields.enabled ? 1 : 0,
  ];
}

function fromRow(row: Row): StoredConnection {
  return {
    id: Number(row.id),
    type: row.type as ConnectionType,
    name: row.name,
    url: row.url,
    apiKey: row.api_key,
    username: row.username,
    password: row.password,
    events: JSON.parse(row.events) as ConnectionEvent[],
    pathMappings: JSON.parse(row.path_mappings) as PathMapping[],
    enabled: Number(row.enabled) === 1,
  };
}
