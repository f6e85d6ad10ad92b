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
export type ReorganiseChangeKind = 'renamed' | 'moved' | 'relinked';

/** One line of the preview's NDJSON stream; paths are relative to the library. */
export type ReorganisePreviewLine =
  | { type: 'change'; from: string; to: string; title: string; kind: ReorganiseChangeKind }
  | { type: 'conflict'; from: string; to: string; title: string; reason: string }
  | {
      type: 'summary';
      previewId: number;
      changes: number;
      conflicts: number;
      kinds: Record<ReorganiseChangeKind, number>;
      /** Links left out (a missing link, a title TMDB no longer lists). */
      unplanned: number;
    };

/** An apply or undo as `GET /api/reorganise/operations` lists it. */
export interface ReorganiseOperationView {
  id: number;
  kind: 'apply' | 'undo';
  state: 'running' | 'done' | 'failed' | 'interrupted';
  total: number;
  moved: number;
  skipped: number;
  createdAt: number;
  finishedAt: number | null;
  previewId: number | null;
  undoes: number | null;
  undoneBy: number | null;
  error: string | null;
}

export interface ReorganiseOperationDetail extends ReorganiseOperationView {
  skippedEntries: { from: string; to: string; reason: string }[];
}
