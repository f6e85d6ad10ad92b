import type { AppDatabase } from '../database.js';
import { PreparedStatements } from '../prepared-statements.js';
import type { SourceFileStatus } from '../schema.js';
import {
  INSERT_LATEST_SQL,
  operationParams,
  UNMARK_LATEST_SQL,
  type FileOperationEntry,
} from './file-operations.repository.js';
import { UPSERT_LINKED_SQL, type LinkedRow } from './processed-files.repository.js';
import { decisionParams, RECORD_DECISION_SQL } from './source-files.repository.js';

/**
 * The organiser's hottest write: a file was linked, so its record, its File Operations entry and
 * its index row change together. On SQLite that is one transaction of four statements. On
 * PostgreSQL every statement is a network round trip, and with the transaction's own BEGIN,
 * COMMIT and savepoint they were eight per file; as one statement of data-modifying CTEs it is
 * one, and as atomic (a single statement commits whole or not at all). The CTEs all see the same
 * snapshot, which these writes allow: none reads a row another of them writes.
 */
export class LinkedOutcomesRepository {
  private readonly sql: PreparedStatements;

  constructor(database: Pick<AppDatabase, 'sql'>) {
    this.sql = new PreparedStatements(database.sql);
  }

  write(
    row: LinkedRow,
    operation: FileOperationEntry,
    decision: { status: SourceFileStatus; tmdbId: number | null; seasonNumber: number | null },
    at: number,
  ): void {
    const params = {
      ...row,
      at,
      ...operationParams(operation, at),
      ...decisionParams(row.source_path, decision.status, decision, at),
    };
    if (this.sql.dialect === 'postgres') {
      this.sql
        .get(
          `WITH linked AS (${UPSERT_LINKED_SQL} RETURNING 1), unmarked AS (${UNMARK_LATEST_SQL} RETURNING 1),
             logged AS (${INSERT_LATEST_SQL} RETURNING 1), decided AS (${RECORD_DECISION_SQL} RETURNING 1)
           SELECT 1`,
        )
        .all(params);
      return;
    }
    this.sql.transaction(() => {
      this.sql.get(UPSERT_LINKED_SQL).run(params);
      this.sql.get(UNMARK_LATEST_SQL).run(params);
      this.sql.get(INSERT_LATEST_SQL).run(params);
      this.sql.get(RECORD_DECISION_SQL).run(params);
    });
  }
}
