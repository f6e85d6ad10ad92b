import path from 'node:path';
import { FILE_OPERATION_OF_RECORD, SOURCE_STATUS_OF_RECORD } from '@cinesync/common';
import type { AppDatabase } from '../database.js';
import { underRange } from '../path-range.js';
import { PreparedStatements } from '../prepared-statements.js';
import type { Selectable } from 'kysely';
import { columns, type ValuesOf } from '../columns.js';
import type { ProcessedFile, RemovalsTable, TrashKind, TrashRow, TrashTable } from '../schema.js';
import { FileOperationsRepository } from './file-operations.repository.js';
import { ProcessedFilesRepository } from './processed-files.repository.js';
import { SourceFilesRepository } from './source-files.repository.js';

/** One removed link or trashed file, as the `trash` table keeps it. */
export type { TrashRow };

/** What a ledger row is written with (its id is the store's). */
const ENTRY = columns<TrashTable>()(
  'original_path',
  'trash_path',
  'kind',
  'link_target',
  'deleted_at',
  'record',
  'removal_id',
  'source_path',
);
const INSERT_ENTRY_SQL = `INSERT INTO trash (${ENTRY.list}) VALUES (${ENTRY.params})`;

const REMOVAL = columns<RemovalsTable>()('action', 'paths', 'created_at');

interface RemovedEntry {
  originalPath: string;
  trashPath: string;
  kind: TrashKind;
  linkTarget: string | null;
}

/**
 * What happens to the records of a removed link:
 * - `delete`: they leave `processed_files` (deleted from the library, swept, source gone);
 * - `skip`: they stay, marked skipped without a link, so later scans leave the file alone.
 * Either way a `file_operations` row says what happened and why.
 */
export interface RemovalKind {
  records: 'delete' | 'skip';
  reason: string;
}

/**
 * One action's removals: a delete request, a skip, a sweep, a scan finding sources gone. Its
 * `removals` row is written with its first removed entry (an action that removes nothing leaves
 * none), and every entry it removes names it, so a restore can bring back what one action took.
 */
export class Removal {
  /** Set once the first entry is written. */
  id: number | undefined;

  constructor(
    readonly action: string,
    /** The paths the action was given, kept with it. */
    readonly paths: readonly string[] = [],
  ) {}
}

/**
 * The removal ledger: every link or file taken out of the library, by whoever, together with the
 * records it held, so that a restore can put both back. It owns the `trash` table and is the
 * aggregate of a removal: writing the ledger row and letting the records go (through the records'
 * own repositories) is one transaction, so disk and database never disagree about what a removal did.
 */
export class TrashRepository {
  private readonly sql: PreparedStatements;
  private readonly records: ProcessedFilesRepository;
  private readonly operations: FileOperationsRepository;
  private readonly sources: SourceFilesRepository;

  constructor(
    database: AppDatabase,
    private readonly now: () => number = Date.now,
  ) {
    this.sql = new PreparedStatements(database.sql);
    this.records = new ProcessedFilesRepository(database);
    this.operations = new FileOperationsRepository(database);
    this.sources = new SourceFilesRepository(database, { now });
  }

  /** The records whose link is `destination`. */
  recordsAt(destination: string): ProcessedFile[] {
    return this.records.atDestination(destination);
  }

  /**
   * Remember a removed entry as part of `removal` and apply it to the records, at once or not at
   * all. A `record` entry (nothing on disk) is the record itself, replaced by a person's skip.
   */
  recordRemoval(entry: RemovedEntry, records: readonly ProcessedFile[], kind: RemovalKind, removal: Removal): void {
    const now = this.now();
    let removalId = removal.id;
    this.sql.transaction(() => {
      removalId ??= this.openRemoval(removal, now);
      this.sql.get<ValuesOf<typeof ENTRY>>(INSERT_ENTRY_SQL).run({
        original_path: entry.originalPath,
        trash_path: entry.trashPath,
        kind: entry.kind,
        link_target: entry.linkTarget,
        deleted_at: now,
        record: records.length > 0 ? JSON.stringify(records) : null,
        removal_id: removalId,
        source_path: sourceOf(entry, records),
      });
      for (const r of records) {
        const skip = kind.records === 'skip';
        if (skip) this.records.markSkipped(r.id, kind.reason, now);
        else this.records.deleteById(r.id);
        this.operations.log(
          {
            sourcePath: r.source_path,
            destinationPath: entry.kind === 'record' ? null : entry.originalPath,
            status: skip ? 'skipped' : 'deleted',
            operation: skip ? 'process' : 'delete',
            mediaType: r.media_type,
            tmdbId: r.tmdb_id,
            seasonNumber: r.season_number,
            reason: kind.reason,
          },
          now,
        );
        this.sources.setStatus(r.source_path, skip ? 'skipped' : 'deleted', now);
      }
    });
    // Only once written: a refused write leaves the removal to open with its next entry.
    removal.id = removalId;
  }

  /**
   * A person's pick linked a file that was waiting for review: its review record (reason,
   * candidates) is kept so the pick can be undone (`pickedOf`, then `restored`). Only the newest
   * pick of a file is kept.
   */
  rememberPicked(record: ProcessedFile, removal: Removal): void {
    const now = this.now();
    let removalId = removal.id;
    this.sql.transaction(() => {
      this.sql
        .get<[TrashRow['source_path']]>(`DELETE FROM trash WHERE kind = 'picked' AND source_path = ?`)
        .run(record.source_path);
      removalId ??= this.openRemoval(removal, now);
      this.sql.get<ValuesOf<typeof ENTRY>>(INSERT_ENTRY_SQL).run({
        original_path: record.source_path,
        trash_path: '',
        kind: 'picked',
        link_target: null,
        deleted_at: now,
        record: JSON.stringify([record]),
        removal_id: removalId,
        source_path: record.source_path,
      });
    });
    removal.id = removalId;
  }

  /** The review record the newest pick of `sourcePath` replaced, while it can be undone. */
  pickedOf(sourcePath: string): TrashRow | undefined {
    return this.sql
      .get<[TrashRow['source_path']], TrashRow>(
        `SELECT * FROM trash WHERE kind = 'picked' AND source_path = ? ORDER BY id DESC LIMIT 1`,
      )
      .get(sourcePath);
  }

  private openRemoval(removal: Removal, at: number): number {
    const row = this.sql
      .get<ValuesOf<typeof REMOVAL>, Pick<Selectable<RemovalsTable>, 'id'>>(
        `INSERT INTO removals (${REMOVAL.list}) VALUES (${REMOVAL.params}) RETURNING id`,
      )
      .get({
        action: removal.action,
        paths: removal.paths.length > 0 ? JSON.stringify(removal.paths) : null,
        created_at: at,
      });
    if (!row) throw new Error(`the removal "${removal.action}" could not be written`);
    return Number(row.id);
  }

  get(id: number): TrashRow | undefined {
    return this.sql.get<[number], TrashRow>('SELECT * FROM trash WHERE id = ?').get(id);
  }

  /** Every ledger row, oldest first. */
  all(): TrashRow[] {
    return this.sql.get<[], TrashRow>('SELECT * FROM trash ORDER BY id').all();
  }

  /**
   * What the ledger holds for `abs`: the entry removed there, everything removed under it when it
   * was a folder, and whatever belonged to it (or to files under it) when it is a source file or
   * folder. Oldest first. Review records kept for undoing a pick are not restores' to take.
   */
  matching(abs: string): TrashRow[] {
    const [under, after] = underRange(abs, path.sep);
    return this.sql
      .get<[{ abs: string; under: string; after: string }], TrashRow>(
        `SELECT * FROM trash
          WHERE kind != 'picked' AND (original_path = @abs
             OR (original_path >= @under AND original_path < @after)
             OR source_path = @abs
             OR (source_path >= @under AND source_path < @after))
          ORDER BY id`,
      )
      .all({ abs, under, after });
  }

  /**
   * The entry is back on disk: its records return as they were (same ids), unless the file has
   * been linked again since, and the ledger row goes. One transaction.
   */
  restored(row: TrashRow): void {
    const kept = row.record ? (JSON.parse(row.record) as ProcessedFile[]) : [];
    const now = this.now();
    this.sql.transaction(() => {
      for (const r of kept) {
        const current = this.records.bySource(r.source_path);
        // Linked again since (a rescan, a person): that record is the live one.
        if (current?.status === 'linked' && current.destination_path !== r.destination_path) continue;
        if (current) this.records.deleteById(current.id);
        this.records.insert(r);
        this.sources.setStatus(r.source_path, SOURCE_STATUS_OF_RECORD[r.status], now);
        // The File Operations list shows a file's latest event: the restore is that event now, so
        // the file leaves the Deleted tab for the tab of what it is again.
        const status = FILE_OPERATION_OF_RECORD[r.status];
        if (status) {
          this.operations.log(
            {
              sourcePath: r.source_path,
              destinationPath: r.destination_path,
              status,
              operation: 'process',
              mediaType: r.media_type,
              tmdbId: r.tmdb_id,
              seasonNumber: r.season_number,
              reason: status === 'created' ? null : r.reason,
            },
            now,
          );
        }
      }
      this.sql.get<[TrashRow['id']]>('DELETE FROM trash WHERE id = ?').run(row.id);
    });
  }
}

/**
 * The source file an entry belonged to: its record's, else where a link's text leads (relative
 * text read from the link's own folder), else the source path a `record` entry is.
 */
function sourceOf(entry: RemovedEntry, records: readonly ProcessedFile[]): string | null {
  const recorded = records[0]?.source_path;
  if (recorded) return recorded;
  if (entry.kind === 'record') return entry.originalPath;
  if (entry.kind === 'link' && entry.linkTarget) {
    return path.resolve(path.dirname(entry.originalPath), entry.linkTarget);
  }
  return null;
}
