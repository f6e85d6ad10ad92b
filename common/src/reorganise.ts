import { z } from 'zod';

const ID_MAX = 2_147_483_647;
const id = (name: string) =>
  z
    .number({ message: `${name} is a positive whole number` })
    .int(`${name} is a positive whole number`)
    .min(1, `${name} is a positive whole number`)
    .max(ID_MAX, `${name} is too large`);

/**
 * The body of `POST /api/reorganise/preview`: `{}` for the whole library, one title
 * (`tmdbId` with `mediaType`), or the links below one library folder (`path`, relative to it).
 */
export const reorganisePreviewRequestSchema = z
  .object({
    tmdbId: id('tmdbId').optional(),
    mediaType: z.enum(['movie', 'tv'], { message: 'mediaType is movie or tv' }).optional(),
    path: z.string({ message: 'path is a folder of the library' }).min(1, 'path is a folder of the library').optional(),
  })
  .strict()
  .refine((body) => (body.tmdbId === undefined) === (body.mediaType === undefined), {
    message: 'tmdbId and mediaType go together',
  })
  .refine((body) => body.path === undefined || body.tmdbId === undefined, {
    message: 'Give a title or a path, not both',
  });
export type ReorganisePreviewRequest = z.output<typeof reorganisePreviewRequestSchema>;

/** The body of `POST /api/reorganise/apply`. */
export const reorganiseApplyRequestSchema = z.object({ previewId: id('previewId') }).strict();

/** The path parameter of `GET /api/reorganise/operations/:id` and `POST /api/reorganise/undo/:id`. */
export const reorganiseOperationKeySchema = z.object({
  id: z
    .string()
    .regex(/^[1-9][0-9]{0,9}$/, 'the operation id is a positive whole number')
    .transform(Number)
    .pipe(id('the operation id')),
});

/** What a change does to a link: a new file name, a new folder, or a new target form only. */
export const REORGANISE_CHANGE_KINDS = ['renamed', 'moved', 'relinked'] as const;
export type ReorganiseChangeKind = (typeof REORGANISE_CHANGE_KINDS)[number];

const changeKind = z.enum(REORGANISE_CHANGE_KINDS);

/** A planned change of one link; paths are relative to the library. */
const previewChangeSchema = z.object({
  type: z.literal('change'),
  from: z.string(),
  to: z.string(),
  /** The title the link belongs to ("Title (Year)"); a title's lines come together. */
  title: z.string(),
  kind: changeKind,
});

/** A change that will not be made (another link or file at the path, two records wanting it…). */
const previewConflictSchema = z.object({
  type: z.literal('conflict'),
  from: z.string(),
  to: z.string(),
  title: z.string(),
  reason: z.string(),
});

/** The last line of a preview. */
const previewSummarySchema = z.object({
  type: z.literal('summary'),
  previewId: z.number().int(),
  changes: z.number().int(),
  conflicts: z.number().int(),
  kinds: z.object({ renamed: z.number().int(), moved: z.number().int(), relinked: z.number().int() }),
  /** Links left out (a missing link, a title TMDB no longer lists). */
  unplanned: z.number().int(),
});

/** One line of the preview's NDJSON stream. */
export const reorganisePreviewLineSchema = z.discriminatedUnion('type', [
  previewChangeSchema,
  previewConflictSchema,
  previewSummarySchema,
]);
export type ReorganisePreviewLine = z.infer<typeof reorganisePreviewLineSchema>;

/** `interrupted`: a stop cut it short; applying its preview (or undoing again) resumes it. */
export const REORGANISE_OPERATION_STATES = ['running', 'done', 'failed', 'interrupted'] as const;

/** An apply or undo as `GET /api/reorganise/operations` lists it. Times are epoch milliseconds. */
export const reorganiseOperationViewSchema = z.object({
  id: z.number().int(),
  kind: z.enum(['apply', 'undo']),
  state: z.enum(REORGANISE_OPERATION_STATES),
  total: z.number().int(),
  moved: z.number().int(),
  skipped: z.number().int(),
  createdAt: z.number(),
  finishedAt: z.number().nullable(),
  /** The preview an apply applies. */
  previewId: z.number().int().nullable(),
  /** The operation an undo reverses, and the undo started for this one. */
  undoes: z.number().int().nullable(),
  undoneBy: z.number().int().nullable(),
  error: z.string().nullable(),
});
export type ReorganiseOperationView = z.infer<typeof reorganiseOperationViewSchema>;

export const reorganiseOperationListSchema = z.object({ operations: z.array(reorganiseOperationViewSchema) });

/** `GET /api/reorganise/operations/{id}`: the operation with the entries it skipped, and why. */
export const reorganiseOperationDetailSchema = reorganiseOperationViewSchema.extend({
  skippedEntries: z.array(z.object({ from: z.string(), to: z.string(), reason: z.string() })),
});
export type ReorganiseOperationDetail = z.infer<typeof reorganiseOperationDetailSchema>;

/** The 202 answer of an apply or an undo. */
export const reorganiseStartedSchema = z.object({ operationId: z.number().int() });
