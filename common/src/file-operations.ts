import { z } from 'zod';
import { FILE_OPERATION_KINDS, FILE_OPERATION_STATUSES, SOURCE_FILE_STATUSES } from './records.js';

/**
 * The File Operations API: the file-operation log (one entry per source file, its latest event),
 * deleting entries of that log, and browsing the source-file index. Nothing here touches a file on
 * disk; deleting an entry forgets what the organiser recorded, the source file stays where it is.
 */

/** Query text as booleans arrive in a URL (`true`/`false`/`1`/`0`). */
const booleanText = z
  .union([z.boolean(), z.enum(['true', 'false', '1', '0'])])
  .transform((v) => v === true || v === 'true' || v === '1');

/** A search term: trimmed, an empty one means no search. Matched as literal text (`%`, `_` are plain characters). */
const searchText = z
  .string()
  .max(500)
  .transform((s) => s.trim())
  .optional();

/** Operations the list answers at most per page (the page shows 25). */
export const FILE_OPERATIONS_MAX_LIMIT = 500;

/** `GET /api/file-operations` */
export const fileOperationsQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(FILE_OPERATIONS_MAX_LIMIT).default(25),
  offset: z.coerce.number().int().min(0).max(10_000_000).default(0),
  /** Absent (or empty) lists every status. */
  status: z
    .union([z.enum(FILE_OPERATION_STATUSES), z.literal('')])
    .optional()
    .transform((s) => (s === '' ? undefined : s)),
  search: searchText,
  /**
   * Accepted for the page's sake. Every field of an operation is a short column, so there is
   * nothing heavy to drop: lightweight and full answers are the same.
   */
  lightweight: booleanText.optional(),
});
export type FileOperationsQuery = z.input<typeof fileOperationsQuerySchema>;

export const FILE_OPERATION_TYPES = ['movie', 'tv', 'other'] as const;
export type FileOperationType = (typeof FILE_OPERATION_TYPES)[number];

/** A title the organiser weighed for a file and did not dare pick alone (the review queue's choices). */
export const reviewCandidateSchema = z.object({
  tmdbId: z.number().int(),
  mediaType: z.enum(['movie', 'tv']),
  title: z.string(),
  year: z.number().int().nullable(),
  /** TMDB poster path (`/abc.jpg`), for the image proxy; null when TMDB has none. */
  posterPath: z.string().nullable(),
  /** 0…1: how well the title fits the file's name. */
  score: z.number(),
  /**
   * What tells namesakes apart (issue 29): the release date of a movie or first air date of a show
   * (YYYY-MM-DD), the countries it comes from (ISO 3166-1), a show's networks, and TMDB's overview.
   * The list always carries them (entries stored by older versions are completed from TMDB when it
   * answers); optional so a stored candidate without them still reads.
   */
  releaseDate: z.string().nullable().optional(),
  originCountries: z.array(z.string()).optional(),
  networks: z.array(z.string()).optional(),
  overview: z.string().nullable().optional(),
});
export type ReviewCandidate = z.infer<typeof reviewCandidateSchema>;

/** Candidates an entry carries at most (best first). */
export const REVIEW_CANDIDATES_MAX = 6;

/** One entry of the File Operations list: the latest event of one source file. */
export const fileOperationSchema = z.object({
  /** The log row id, as a string (the bulk delete takes it back). */
  id: z.string(),
  /** The source file. */
  filePath: z.string(),
  /** Where its link is (or was); null when it was never linked. */
  destinationPath: z.string().nullable(),
  fileName: z.string(),
  status: z.enum(FILE_OPERATION_STATUSES),
  /** ISO 8601 time of the event. */
  timestamp: z.string(),
  reason: z.string().nullable(),
  error: z.string().nullable(),
  tmdbId: z.number().int().nullable(),
  seasonNumber: z.number().int().nullable(),
  type: z.enum(FILE_OPERATION_TYPES),
  operation: z.enum(FILE_OPERATION_KINDS),
  /**
   * For a failed or skipped entry the organiser abstained on: the titles it weighed, best first, so
   * a person can pick one. Null otherwise.
   */
  candidates: z.array(reviewCandidateSchema).nullable(),
});
export type FileOperationItem = z.infer<typeof fileOperationSchema>;

export const fileOperationStatusCountsSchema = z.object({
  created: z.number().int(),
  failed: z.number().int(),
  skipped: z.number().int(),
  deleted: z.number().int(),
});
export type FileOperationStatusCounts = z.infer<typeof fileOperationStatusCountsSchema>;

export const fileOperationsResponseSchema = z.object({
  operations: z.array(fileOperationSchema),
  /** Entries matching status and search (for paging). */
  total: z.number().int(),
  /** Entries per status over the whole list, whatever the search (the tab badges). */
  statusCounts: fileOperationStatusCountsSchema,
});
export type FileOperationsResponse = z.infer<typeof fileOperationsResponseSchema>;

/** Entries one bulk delete takes at most. */
export const FILE_OPERATIONS_BULK_MAX = 10_000;

/** `DELETE /api/file-operations/bulk`: operation ids (as listed) or source file paths. */
export const fileOperationsBulkDeleteRequestSchema = z.object({
  filePaths: z
    .array(
      z
        .string()
        .min(1)
        .max(4096)
        .refine((s) => !s.includes('\0'), 'must not contain NUL'),
    )
    .min(1)
    .max(FILE_OPERATIONS_BULK_MAX),
});
export type FileOperationsBulkDeleteRequest = z.input<typeof fileOperationsBulkDeleteRequestSchema>;

export const fileOperationDeleteErrorSchema = z.object({
  /** The entry as it was sent. */
  path: z.string(),
  error: z.string(),
  message: z.string(),
});

export const fileOperationsBulkDeleteResponseSchema = z.object({
  success: z.boolean(),
  /** Entries (source files) removed from the list. */
  deletedCount: z.number().int(),
  errors: z.array(fileOperationDeleteErrorSchema),
});
export type FileOperationsBulkDeleteResponse = z.infer<typeof fileOperationsBulkDeleteResponseSchema>;

/** `DELETE /api/file-operations`: every skipped entry removed. */
export const fileOperationsDeleteSkippedResponseSchema = z.object({
  success: z.boolean(),
  message: z.string(),
});
export type FileOperationsDeleteSkippedResponse = z.infer<typeof fileOperationsDeleteSkippedResponseSchema>;

/** `GET /api/database/source-files` */
export const sourceFilesQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(1000).default(50),
  offset: z.coerce.number().int().min(0).max(10_000_000).default(0),
  /** Only files under the currently configured source folders (rows of a folder no longer configured are left out). */
  activeOnly: booleanText.default(true),
  mediaOnly: booleanText.default(false),
  /** Index into the configured source folders (SOURCE_DIR); absent means all of them. */
  sourceIndex: z.coerce.number().int().min(0).max(1000).optional(),
  search: searchText,
});
export type SourceFilesQuery = z.input<typeof sourceFilesQuerySchema>;

export const sourceFileSchema = z.object({
  fileName: z.string(),
  /** Path below its source folder, with the platform's separator. */
  relativePath: z.string(),
  /** Absolute path. */
  filePath: z.string(),
  fileSizeFormatted: z.string(),
  /** Epoch seconds. */
  modifiedTime: z.number().int(),
  isMediaFile: z.boolean(),
  processingStatus: z.enum(SOURCE_FILE_STATUSES),
  tmdbId: z.number().int().nullable(),
  seasonNumber: z.number().int().nullable(),
  /** Epoch seconds of the organiser's last decision about the file; null when never decided. */
  lastProcessedAt: z.number().int().nullable(),
  /**
   * A `failed` file the organiser left for a person to pick (it was not sure of its match), as
   * opposed to one that could not be organised.
   */
  needsReview: z.boolean().optional(),
});
export type SourceFileItem = z.infer<typeof sourceFileSchema>;

export const sourceFilesResponseSchema = z.object({
  files: z.array(sourceFileSchema),
  total: z.number().int(),
  totalPages: z.number().int(),
});
export type SourceFilesResponse = z.infer<typeof sourceFilesResponseSchema>;

/**
 * `POST /api/file-operations/undo-pick`: a person's pick of a file that was waiting for review is
 * undone, for the few seconds the review card offers it (and later, as long as the pick is the
 * file's latest): its link goes (restorable, as any removal), its review record comes back with
 * its reason and candidates, and the choice the pick kept for `folder`, when it kept one for this
 * title, is forgotten. 409 when the file is not linked or has no pick to undo.
 */
export const undoPickRequestSchema = z.object({
  sourcePath: z.string().trim().min(1, 'sourcePath is required').max(4096),
  /** The folder the pick was remembered for (the stream's `folder_choice`), when it was. */
  folder: z.string().trim().min(1).max(4096).optional(),
});
export type UndoPickRequest = z.input<typeof undoPickRequestSchema>;

export const undoPickResponseSchema = z.object({
  success: z.literal(true),
  sourcePath: z.string(),
  /** The entry's tab again: failed (waiting for review) or skipped. */
  status: z.enum(FILE_OPERATION_STATUSES),
  reason: z.string().nullable(),
  /** Whether a choice kept for the folder by the pick was forgotten. */
  folderChoiceForgotten: z.boolean(),
});
export type UndoPickResponse = z.infer<typeof undoPickResponseSchema>;
