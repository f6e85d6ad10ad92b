import path from 'node:path';
import {
  REVIEW_CANDIDATES_MAX,
  reviewCandidateSchema,
  type FileOperationItem,
  type FileOperationsBulkDeleteResponse,
  type FileOperationsDeleteSkippedResponse,
  type FileOperationsResponse,
  type FileOperationStatus,
  type FileOperationType,
  type ReviewCandidate,
} from '@cinesync/common';
import { refuseWholeSources } from '../config/whole-source-guard.js';
import type { AppDatabase } from '../db/database.js';
import type { FileOperationsRepository } from '../db/repositories/file-operations.repository.js';
import type { ProcessedFilesRepository } from '../db/repositories/processed-files.repository.js';
import type { FileOperation } from '../db/schema.js';
import type { EventBus } from '../events/event-bus.js';
import type { Logger } from '../log.js';
import { readableReason } from './readable-reason.js';

interface FileOperationsServiceDeps {
  database: AppDatabase;
  operations: FileOperationsRepository;
  records: ProcessedFilesRepository;
  bus: EventBus;
  log: Logger;
  /** The configured source folders: an entry never names one, nor a folder holding one. */
  sourceRoots: () => string[];
  /**
   * Candidates stored without what tells them apart (by an older version) completed, from TMDB
   * through its cache; absent, they are listed as stored.
   */
  completeCandidates?: (candidates: ReviewCandidate[]) => Promise<ReviewCandidate[]>;
}

interface FileOperationsListFilter {
  limit: number;
  offset: number;
  status?: FileOperationStatus | undefined;
  search?: string | undefined;
}

/**
 * Above this many removed entries one bare `file_operation_update` is published instead of one per
 * entry: a page holding the list refetches on it, and a huge bulk delete doesn't flood the streams.
 */
const PER_ENTRY_EVENTS_MAX = 200;

/** A row id as the list hands it out: digits only (a source path always starts with a separator or drive). */
const OPERATION_ID = /^\d{1,15}$/;

type Removal = { id: number; sourcePath: string; recordRemoved: boolean };

/**
 * The File Operations list: one entry per source file, its latest logged event (the page replaces
 * an entry when a newer event for the same file arrives, so the list has to agree with it), and
 * removing entries. Removing forgets what the database holds about a file, never the file: the
 * file's log rows go, and so does its processed record unless that record is a live link (a link
 * is removed by the library's delete, which keeps it restorable). The source index keeps its status:
 * resetting it to unprocessed would have the next scan decide the same again and bring the entry
 * straight back; the Source tab still offers the file for reprocessing.
 */
export class FileOperationsService {
  private readonly operations: FileOperationsRepository;
  private readonly records: ProcessedFilesRepository;

  constructor(private readonly deps: FileOperationsServiceDeps) {
    this.operations = deps.operations;
    this.records = deps.records;
  }

  async list(filter: FileOperationsListFilter): Promise<FileOperationsResponse> {
    const page = this.operations.latestPage({
      status: filter.status,
      search: filter.search === '' ? undefined : filter.search,
      limit: filter.limit,
      offset: filter.offset,
    });
    const statusCounts = this.operations.latestStatusCounts();
    const operations = await Promise.all(page.rows.map(async (row) => toItem(row, await this.candidatesOf(row))));
    return { operations, total: page.total, statusCounts };
  }

  /**
   * What the organiser weighed for an entry it abstained on (read from its processed record), with
   * what tells them apart. Candidates stored without those facts are completed once: the completed
   * list is written back, unless the record changed meanwhile.
   */
  private async candidatesOf(row: FileOperation): Promise<ReviewCandidate[] | null> {
    if (row.status !== 'failed' && row.status !== 'skipped') return null;
    const record = this.records.bySource(row.source_path);
    const stored = record?.candidates ? readCandidates(record.candidates) : null;
    const complete = this.deps.completeCandidates;
    if (!record?.candidates || !stored || !complete || stored.every((c) => c.originCountries !== undefined)) {
      return stored;
    }
    const completed = await complete(stored);
    const merged = withFacts(record.candidates, completed);
    if (merged !== null) this.records.replaceCandidates(row.source_path, record.candidates, merged);
    return completed;
  }

  /**
   * Remove entries named by operation id (as listed) or by source file path; unknown ones are
   * reported. A whole source folder (or a folder holding one) refuses the whole list: entries are
   * files, and a folder there is a mistake to say, not one to pass over.
   */
  async deleteEntries(entries: readonly string[]): Promise<FileOperationsBulkDeleteResponse> {
    await refuseWholeSources(
      entries.filter((entry) => path.isAbsolute(entry)),
      this.deps.sourceRoots(),
      'delete',
    );
    const errors: FileOperationsBulkDeleteResponse['errors'] = [];
    const removals = this.deps.database.transaction(() => {
      const done = new Map<string, Removal>();
      for (const entry of new Set(entries)) {
        const sourcePath = this.sourceOf(entry);
        if (sourcePath === undefined) {
          errors.push({
            path: entry,
            error: 'not_found',
            message: OPERATION_ID.test(entry)
              ? `No current file operation has id ${entry}`
              : `No file operation or unlinked record for ${entry}`,
          });
          continue;
        }
        if (!done.has(sourcePath)) done.set(sourcePath, this.forget(sourcePath));
      }
      return [...done.values()];
    });
    this.announce(removals);
    if (removals.length > 0 || errors.length > 0) {
      this.deps.log.info({ deletedCount: removals.length, errors: errors.length }, 'file operations removed');
    }
    return { success: errors.length === 0, deletedCount: removals.length, errors };
  }

  /** Remove every skipped entry, and every skipped record that has none. */
  deleteSkipped(): FileOperationsDeleteSkippedResponse {
    const removals = this.deps.database.transaction(() => {
      const sources = new Set(this.operations.latestSourcesWithStatus('skipped'));
      for (const record of this.records.withStatus('skipped')) sources.add(record.source_path);
      return [...sources].map((s) => this.forget(s));
    });
    this.announce(removals);
    this.deps.log.info({ deletedCount: removals.length }, 'skipped file operations removed');
    const n = removals.length;
    return { success: true, message: `Deleted ${n} skipped file${n === 1 ? '' : 's'} from the database` };
  }

  /** The source file an entry names, when it has something to remove. */
  private sourceOf(entry: string): string | undefined {
    if (OPERATION_ID.test(entry)) {
      const row = this.operations.byId(Number(entry));
      // Only the latest row is an entry; an older id belongs to a list that is out of date.
      return row && row.latest === 1 ? row.source_path : undefined;
    }
    if (this.operations.latestOf(entry)) return entry;
    const record = this.records.bySource(entry);
    return record && record.status !== 'linked' ? entry : undefined;
  }

  private forget(sourcePath: string): Removal {
    const latest = this.operations.latestOf(sourcePath);
    this.operations.deleteForSource(sourcePath);
    const record = this.records.bySource(sourcePath);
    const recordRemoved = record !== undefined && record.status !== 'linked';
    if (recordRemoved) this.records.deleteBySource(sourcePath);
    return { id: latest?.id ?? 0, sourcePath, recordRemoved };
  }

  private announce(removals: readonly Removal[]): void {
    if (removals.length === 0) return;
    if (removals.length > PER_ENTRY_EVENTS_MAX) {
      this.deps.bus.publish('file_operation_update', {});
    } else {
      for (const r of removals) {
        this.deps.bus.publish('file_operation_update', {
          ...(r.id > 0 ? { id: String(r.id) } : {}),
          filePath: r.sourcePath,
        });
      }
    }
    // The database browser's figures count processed records.
    if (removals.some((r) => r.recordRemoved)) this.deps.bus.publish('stats_changed', {});
  }
}

function typeOf(mediaType: FileOperation['media_type']): FileOperationType {
  return mediaType === 'movie' || mediaType === 'tv' ? mediaType : 'other';
}

/**
 * The stored candidates, trimmed to what the review queue shows. Stored JSON that doesn't read as
 * candidates (written by an older version) shows as none rather than failing the page.
 */
function readCandidates(json: string): ReviewCandidate[] | null {
  let raw: unknown;
  try {
    raw = JSON.parse(json);
  } catch {
    return null;
  }
  if (!Array.isArray(raw)) return null;
  const candidates: ReviewCandidate[] = [];
  for (const item of raw) {
    const parsed = reviewCandidateSchema.safeParse(item);
    if (parsed.success) candidates.push(parsed.data);
  }
  candidates.sort((a, b) => b.score - a.score);
  return candidates.length > 0 ? candidates.slice(0, REVIEW_CANDIDATES_MAX) : null;
}

/**
 * The stored JSON with the completed candidates' facts merged into its entries (what else a stored
 * entry holds stays); null when nothing was completed or the JSON doesn't read.
 */
function withFacts(json: string, completed: readonly ReviewCandidate[]): string | null {
  let raw: unknown;
  try {
    raw = JSON.parse(json);
  } catch {
    return null;
  }
  if (!Array.isArray(raw)) return null;
  let changed = false;
  const merged = raw.map((item: unknown) => {
    if (typeof item !== 'object' || item === null) return item;
    const entry = item as Record<string, unknown>;
    const done = completed.find(
      (c) => c.tmdbId === entry.tmdbId && c.mediaType === entry.mediaType && c.originCountries !== undefined,
    );
    if (!done || entry.originCountries !== undefined) return item;
    changed = true;
    const { releaseDate, originCountries, networks, overview } = done;
    return { ...entry, releaseDate, originCountries, networks, overview };
  });
  return changed ? JSON.stringify(merged) : null;
}

function toItem(row: FileOperation, candidates: ReviewCandidate[] | null): FileOperationItem {
  return {
    id: String(row.id),
    filePath: row.source_path,
    destinationPath: row.destination_path,
    fileName: path.basename(row.source_path),
    status: row.status,
    // ISO 8601 in UTC: a browser's Date parses it without guessing a unit and shows it in the
    // viewer's own time zone.
    timestamp: new Date(row.created_at).toISOString(),
    reason: readableReason(row.reason),
    error: row.error,
    tmdbId: row.tmdb_id,
    seasonNumber: row.season_number,
    type: typeOf(row.media_type),
    operation: row.operation,
    candidates,
  };
}
