import { z } from 'zod';

/** `GET /api/scan-for-import`: the folder to read, and how many files to pass over when resuming. */
export const scanForImportQuerySchema = z.object({
  path: z.string().min(1).max(4096),
  /** Always a stream of lines; accepted because the web app sends it. */
  streaming: z.enum(['true', 'false']).optional(),
  skip: z.coerce.number().int().min(0).max(1_000_000).default(0),
});
export type ScanForImportQuery = z.infer<typeof scanForImportQuerySchema>;

export const IMPORT_RELEASE_TYPES = ['Movie', 'Special', 'Season Pack', 'Multi Episode', 'Single Episode'] as const;

/** One video file as the name reads, for the manual-import table to correct and import. */
export const scanImportFileSchema = z.object({
  name: z.string(),
  path: z.string(),
  /** Relative to the folder scanned, with `/` between folders. */
  relativePath: z.string(),
  /** "1.5 GB"; `sizeBytes` is the number. */
  size: z.string(),
  sizeBytes: z.number().int(),
  /** tv or movie when the name says; null lets the person's default decide. */
  mediaType: z.enum(['tv', 'movie']).nullable(),
  title: z.string(),
  series: z.string(),
  movieTitle: z.string(),
  year: z.number().int().nullable(),
  season: z.number().int().nullable(),
  episode: z.number().int().nullable(),
  episodes: z.array(z.number().int()),
  releaseGroup: z.string(),
  quality: z.string(),
  language: z.string(),
  releaseType: z.enum(IMPORT_RELEASE_TYPES),
  /** Where the file is linked in the library already, when it is: importing it again re-places that link. */
  linkedTo: z.string().nullable().optional(),
});
export type ScanImportFile = z.infer<typeof scanImportFileSchema>;

/** A line of the scan stream: the count first, then a file per line, then `done` (or an `error`). */
export const scanImportLineSchema = z.object({
  file: scanImportFileSchema.optional(),
  progress: z.object({ current: z.number().int(), total: z.number().int() }).optional(),
  done: z.boolean().optional(),
  /**
   * The folder holds more videos than one scan lists: only the first `progress.total` are listed.
   * Sent on the first line (so the dialog can say so at once) and on the `done` line.
   */
  truncated: z.boolean().optional(),
  error: z.string().optional(),
});
export type ScanImportLine = z.infer<typeof scanImportLineSchema>;
