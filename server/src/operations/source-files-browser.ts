import path from 'node:path';
import type { SourceFileItem, SourceFilesResponse } from '@cinesync/common';
import type { ConfigStore } from '../config/config-store.js';
import { resolveUsableFolders, sourceRootsOf } from '../config/usable-folders.js';
import type { ProcessedFilesRepository } from '../db/repositories/processed-files.repository.js';
import { type SourceFilesRepository, type BrowsedSourceFile } from '../db/repositories/source-files.repository.js';
import { invalid, unavailable } from '../errors.js';
import { formatBytes } from '../byte-sizes/format-bytes.js';

interface SourceFilesFilter {
  limit: number;
  offset: number;
  activeOnly: boolean;
  mediaOnly: boolean;
  sourceIndex?: number | undefined;
  search?: string | undefined;
}

/**
 * The Source tab: pages of the source index (what the last scans found), never a walk of the
 * source folders, so a page costs one indexed query however slow the mount is.
 */
export class SourceFilesBrowser {
  private readonly sources: SourceFilesRepository;
  private readonly records: ProcessedFilesRepository;

  constructor(
    private readonly deps: { sources: SourceFilesRepository; records: ProcessedFilesRepository; config: ConfigStore },
  ) {
    this.sources = deps.sources;
    this.records = deps.records;
  }

  async list(filter: SourceFilesFilter): Promise<SourceFilesResponse> {
    const roots = sourceRootsOf(await resolveUsableFolders(this.deps.config));
    if (roots.length === 0) {
      throw unavailable('No source folder is configured: set SOURCE_DIR to start organising');
    }
    let only: readonly string[] | undefined = filter.activeOnly ? roots : undefined;
    if (filter.sourceIndex !== undefined) {
      const root = roots[filter.sourceIndex];
      if (root === undefined) {
        throw invalid(
          `sourceIndex ${filter.sourceIndex} is out of range: ${roots.length} source folder${roots.length === 1 ? ' is' : 's are'} configured`,
        );
      }
      only = [root];
    }
    const page = this.sources.browse({
      roots: only,
      mediaOnly: filter.mediaOnly,
      search: filter.search === '' ? undefined : filter.search,
      limit: filter.limit,
      offset: filter.offset,
    });
    // A review file is `failed` in the index; its record tells it from one that could not be organised.
    const failed = page.rows.filter((row) => row.status === 'failed').map((row) => row.path);
    const review = new Set(
      this.records
        .bySources(failed)
        .filter((record) => record.status === 'review')
        .map((record) => record.source_path),
    );
    return {
      files: page.rows.map((row) => toItem(row, review.has(row.path))),
      total: page.total,
      totalPages: Math.ceil(page.total / filter.limit),
    };
  }
}

function toItem(row: BrowsedSourceFile, needsReview: boolean): SourceFileItem {
  return {
    fileName: row.name,
    relativePath: path.relative(row.root, row.path),
    filePath: row.path,
    fileSizeFormatted: formatBytes(row.size),
    modifiedTime: Math.floor(row.mtime_ms / 1000),
    isMediaFile: row.is_media === 1,
    processingStatus: row.status,
    tmdbId: row.tmdb_id,
    seasonNumber: row.season_number,
    lastProcessedAt: row.last_processed_at === null ? null : Math.floor(row.last_processed_at / 1000),
    // Only review files carry it: every other row keeps exactly the spec's fields.
    ...(needsReview ? { needsReview } : {}),
  };
}
