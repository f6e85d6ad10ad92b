import { z } from 'zod';

/**
 * The Database browser (the Database tab of File Operations): every decision the organiser
 * recorded, searchable, filterable, exportable as CSV, and a job that re-checks the records
 * against the disk.
 *
 * Type filter meaning (each a rule over the record's own fields, so a card, a filter and the
 * export agree):
 * - `skipped`: the record has a reason (the organiser said why it did not link the file);
 * - `tvshows`: no reason, a TMDB id and a season number;
 * - `movies`: no reason, a TMDB id and no season number;
 * - `processed`: the record has a destination, i.e. a link was made (linked records);
 * - `all`: every record.
 */
export const databaseRecordTypes = ['all', 'movies', 'tvshows', 'processed', 'skipped'] as const;
export type DatabaseRecordType = (typeof databaseRecordTypes)[number];

/** The Database page's page size. */
export const DATABASE_PAGE_SIZE = 50;

/** Query of `GET /api/database/search`. */
export const databaseSearchQuerySchema = z.object({
  /** Matched as literal text (`%` and `_` are plain characters) in file path, destination path and title. */
  query: z.string().max(500).optional(),
  type: z.enum(databaseRecordTypes).default('all'),
  limit: z.coerce.number().int().min(1).max(1000).default(DATABASE_PAGE_SIZE),
  offset: z.coerce.number().int().min(0).max(100_000_000).default(0),
});
export type DatabaseSearchQuery = z.input<typeof databaseSearchQuerySchema>;

/** Query of `GET /api/database/export`: the same filter as the search, unpaginated. */
export const databaseExportQuerySchema = databaseSearchQuerySchema.pick({ query: true, type: true });
export type DatabaseExportQuery = z.input<typeof databaseExportQuerySchema>;

/** One record as the browser lists it (the spec's field names, snake_case). */
export const databaseRecordSchema = z.object({
  /** The source file. */
  file_path: z.string(),
  /** The link in the library, when one was made. */
  destination_path: z.string().nullable(),
  tmdb_id: z.number().int().nullable(),
  season_number: z.number().int().nullable(),
  /** Why the file was not linked; null for linked records. */
  reason: z.string().nullable(),
  /** Bytes of the source file, when known. */
  file_size: z.number().nullable(),
});
export type DatabaseRecord = z.infer<typeof databaseRecordSchema>;

/**
 * Answer of `GET /api/database/stats`. Every count is of records (files), by the same rules as
 * the type filter: the card above the list and the filter's total agree. `totalSize` is the sum
 * of the records' file sizes in bytes.
 */
export const databaseStatsSchema = z.object({
  totalRecords: z.number().int(),
  movies: z.number().int(),
  tvShows: z.number().int(),
  skippedFiles: z.number().int(),
  totalSize: z.number(),
  processedFiles: z.number().int(),
});
export type DatabaseStats = z.infer<typeof databaseStatsSchema>;

/** Answer of `GET /api/database/search`: newest records first. */
export const databaseSearchResponseSchema = z.object({
  records: z.array(databaseRecordSchema),
  total: z.number().int(),
  stats: databaseStatsSchema,
});
export type DatabaseSearchResponse = z.infer<typeof databaseSearchResponseSchema>;

/** The CSV columns of `GET /api/database/export`, in order. */
export const DATABASE_EXPORT_COLUMNS = [
  'File Path',
  'Destination Path',
  'TMDB ID',
  'Season Number',
  'Reason',
  'File Size',
] as const;

export const databaseUpdateStatuses = ['running', 'completed', 'failed'] as const;
export type DatabaseUpdateStatus = (typeof databaseUpdateStatuses)[number];

/** Body of `POST /api/database/update`: none, or an empty object; anything else is refused. */
export const databaseUpdateRequestSchema = z.object({}).strict();

/** Answer of `POST /api/database/update`: `running` means the job started. */
export const databaseUpdateResponseSchema = z.object({
  status: z.literal('running'),
  message: z.string(),
});
export type DatabaseUpdateResponse = z.infer<typeof databaseUpdateResponseSchema>;

/** Progress of the database update job (the `database_update` live event). */
export const databaseUpdateProgressSchema = z.object({
  status: z.enum(databaseUpdateStatuses),
  /** Linked records checked so far, of `total`. */
  checked: z.number().int(),
  total: z.number().int(),
  /** Records whose link was put back or followed to where it moved. */
  repaired: z.number().int(),
  /** Records (and links) removed because their source file is gone. */
  removed: z.number().int(),
  /** Records kept because their source could not be checked (can't tell is not gone). */
  kept: z.number().int().optional(),
  message: z.string().optional(),
});
export type DatabaseUpdateProgress = z.infer<typeof databaseUpdateProgressSchema>;
