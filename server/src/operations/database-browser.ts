import type { DatabaseRecord, DatabaseSearchResponse, DatabaseStats } from '@cinesync/common';
import type {
  BrowserRecordType,
  BrowserRow,
  DatabaseBrowserRepository,
} from '../db/repositories/database-browser.repository.js';
import type { RecordTotalsRepository } from '../db/repositories/record-totals.repository.js';

interface DatabaseSearch {
  query?: string | undefined;
  type: BrowserRecordType;
  limit: number;
  offset: number;
}

/** The total of a type filter, read off the counts (which are kept by the same rules). */
const TOTAL_OF_TYPE: Readonly<Record<BrowserRecordType, keyof DatabaseStats>> = {
  all: 'totalRecords',
  movies: 'movies',
  tvshows: 'tvShows',
  skipped: 'skippedFiles',
  processed: 'processedFiles',
};

/** A row as the API shows it: the spec's fields and nothing else (the id is the export's cursor). */
function toDatabaseRecord(row: BrowserRow): DatabaseRecord {
  return {
    file_path: row.file_path,
    destination_path: row.destination_path,
    tmdb_id: row.tmdb_id,
    season_number: row.season_number,
    reason: row.reason,
    file_size: row.file_size,
  };
}

/**
 * The Database tab's reads: the counts and a searchable page of processed_files. Without search
 * text a page costs the counts pass plus an early-stopping walk down the rowid; with text the
 * matches are counted once more.
 */
export class DatabaseBrowser {
  constructor(private readonly repositories: { browser: DatabaseBrowserRepository; totals: RecordTotalsRepository }) {}

  stats(): DatabaseStats {
    return this.repositories.totals.browserTotals();
  }

  search({ query, type, limit, offset }: DatabaseSearch): DatabaseSearchResponse {
    const text = query?.trim() ?? '';
    const stats = this.stats();
    const total = text ? this.repositories.browser.count(type, text) : stats[TOTAL_OF_TYPE[type]];
    const records =
      total > offset ? this.repositories.browser.page(type, text, limit, offset).map(toDatabaseRecord) : [];
    return { records, total, stats };
  }
}
