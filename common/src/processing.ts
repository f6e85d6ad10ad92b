import { z } from 'zod';
import { folderChoiceOutcomeSchema } from './folder-choices.js';

/**
 * The processing dialog's protocol (`POST /api/python-bridge`): a request, then newline-delimited
 * JSON lines until `done`. Route names are the spec's; behind them is an in-process session.
 */
export const processingOptions = [
  'auto-select',
  'force',
  'force-show',
  'force-movie',
  'force-extra',
  'skip',
  'manual',
] as const;
export type ProcessingOption = (typeof processingOptions)[number];

export const selectedIdsSchema = z
  .object({
    imdb: z
      .string()
      .regex(/^tt\d{5,10}$/, 'an IMDb id looks like tt1234567')
      .optional(),
    tmdb: z.union([z.string().regex(/^\d{1,9}$/, 'a TMDB id is a number'), z.number().int().positive()]).optional(),
    tvdb: z.union([z.string().regex(/^\d{1,9}$/, 'a TVDB id is a number'), z.number().int().positive()]).optional(),
    'season-episode': z
      .string()
      .regex(/^[Ss]\d{1,3}[Ee]\d{1,4}$/, 'season-episode looks like S01E02')
      .optional(),
  })
  .partial();
export type SelectedIds = z.infer<typeof selectedIdsSchema>;

export const processingRequestSchema = z
  .object({
    sourcePath: z.string().max(4096).default(''),
    disableMonitor: z.boolean().optional(),
    selectedOption: z.union([z.enum(processingOptions), z.literal('')]).optional(),
    selectedIds: selectedIdsSchema.optional(),
    batchApply: z.boolean().optional(),
    manualSearch: z.boolean().optional(),
    autoSelect: z.boolean().optional(),
    bulkAutoProcess: z.boolean().optional(),
    /**
     * A person's pick from the review queue: with a TMDB id chosen, the title is also remembered for
     * the file's own folder, so its other files (a show's next episodes) follow the same choice. Only
     * a folder that is evidently the title's keeps it (see `folder-choices.ts`); otherwise the pick is
     * the one file's and the stream's `folder_choice` line says why.
     */
    rememberChoice: z.boolean().optional(),
  })
  // An empty path would mean "the whole library": only bulk auto-process, which rescans the
  // sources and never removes anything, may run without one. Skip on an empty path unlinked
  // every file in one call.
  .superRefine((request, issues) => {
    if (request.sourcePath.trim() !== '') return;
    const option = request.selectedOption ?? '';
    if (request.bulkAutoProcess && (option === '' || option === 'auto-select')) return;
    issues.addIssue({
      code: 'custom',
      path: ['sourcePath'],
      message: 'a file or folder is required; only bulk auto-process (bulkAutoProcess true) runs without one',
    });
  });
export type ProcessingRequest = z.input<typeof processingRequestSchema>;

export const processingInputSchema = z.object({
  input: z.string().max(1024),
  sessionId: z.string().max(64).optional(),
  /**
   * With a match number: whether the pick is also remembered for the file's folder (the dialog's
   * "Apply to the other files of …" box). Left out, it is remembered when the folder is eligible.
   */
  rememberChoice: z.boolean().optional(),
});
export const processingTerminateSchema = z.object({ sessionId: z.string().max(64).optional() });

/** One numbered choice of a search (the poster cards of the dialog). */
export const matchOptionSchema = z.object({
  number: z.number().int(),
  title: z.string(),
  year: z.number().int().nullable(),
  mediaType: z.enum(['tv', 'movie', 'unknown']),
  tmdbId: z.number().int(),
  posterUrl: z.string().nullable(),
  score: z.number().optional(),
});
export type MatchOption = z.infer<typeof matchOptionSchema>;

export const structuredMessageSchemas = {
  session: z.object({ sessionId: z.string() }),
  analysing: z.object({
    sourcePath: z.string(),
    title: z.string().nullable(),
    year: z.number().nullable(),
    kind: z.string(),
  }),
  search_results: z.object({
    query: z.string(),
    options: z.array(matchOptionSchema),
    /** The file the person chooses for (the dialog asks which folder a remembered choice would apply to). */
    sourcePath: z.string().optional(),
  }),
  prompt: z.object({
    kind: z.enum(['choice', 'manual_search', 'season', 'episode']),
    message: z.string(),
    min: z.number().int().optional(),
    max: z.number().int().optional(),
  }),
  season_selection: z.object({
    tmdbId: z.number().int(),
    seasons: z.array(z.object({ seasonNumber: z.number().int(), name: z.string(), episodeCount: z.number().int() })),
  }),
  episode_selection: z.object({
    tmdbId: z.number().int(),
    seasonNumber: z.number().int(),
    episodes: z.array(z.object({ episodeNumber: z.number().int(), name: z.string(), airDate: z.string().nullable() })),
  }),
  progress: z.object({ step: z.string(), current: z.number().int(), total: z.number().int(), percent: z.number() }),
  result: z.object({
    sourcePath: z.string(),
    status: z.enum(['linked', 'unchanged', 'review', 'skipped', 'failed', 'pending']),
    destinationPath: z.string().nullable(),
    mediaType: z.enum(['movie', 'tv']).nullable(),
    tmdbId: z.number().int().nullable(),
    reason: z.string().nullable(),
  }),
  folder_choice: folderChoiceOutcomeSchema,
} as const;
export type StructuredType = keyof typeof structuredMessageSchemas;
export type StructuredData<T extends StructuredType = StructuredType> = {
  [K in T]: { type: K; timestamp: number; data: z.infer<(typeof structuredMessageSchemas)[K]> };
}[T];

/** One line of the stream. */
export const processingLineSchema = z.object({
  output: z.string().optional(),
  error: z.string().optional(),
  done: z.boolean().optional(),
  structuredData: z.object({ type: z.string(), timestamp: z.number(), data: z.unknown() }).optional(),
});
export type ProcessingLine = z.infer<typeof processingLineSchema>;
