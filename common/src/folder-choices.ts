import { z } from 'zod';
import { mediaTypes } from './library.js';

/**
 * Remembered choices: a title a person picked for one file, kept for the other files of the file's
 * folder, and only when that folder is evidently the title's own (its name or its files name the
 * title, or it holds a season's episodes of the show). The server judges; the UI shows its verdicts.
 *
 * `POST /api/folder-choices/eligibility` with {@link folderChoiceEligibilityRequestSchema} →
 *   {@link folderChoiceEligibilitySchema}: before a pick is saved, which folder it would apply to
 *   and, for each title the person may pick, whether it can be remembered there and why not
 * `GET /api/folder-choices` → {@link folderChoicesResponseSchema}
 * `DELETE /api/folder-choices` with {@link folderChoiceDeleteSchema} → {@link folderChoiceDeleteResponseSchema};
 *   404 when the folder has no remembered choice. Links already made are left as they are.
 */

const TMDB_ID_MAX = 2_147_483_647;

/** One title a person may pick. */
export const folderChoiceTitleSchema = z.object({
  tmdbId: z.number().int().positive().max(TMDB_ID_MAX),
  mediaType: z.enum(mediaTypes),
});
export type FolderChoiceTitle = z.infer<typeof folderChoiceTitleSchema>;

/** A review card shows a dozen candidates at most; the dialog twelve options. */
export const FOLDER_CHOICE_TITLES_MAX = 20;

export const folderChoiceEligibilityRequestSchema = z.object({
  /** The source file the pick is for. */
  sourcePath: z.string().trim().min(1, 'sourcePath is required').max(4096),
  titles: z
    .array(folderChoiceTitleSchema)
    .min(1, 'titles lists at least one title')
    .max(FOLDER_CHOICE_TITLES_MAX, `titles lists at most ${FOLDER_CHOICE_TITLES_MAX} titles`),
});
export type FolderChoiceEligibilityRequest = z.input<typeof folderChoiceEligibilityRequestSchema>;

/** Whether a pick of one title can be remembered for the folder, and in words why not. */
export const folderChoiceVerdictSchema = folderChoiceTitleSchema.extend({
  eligible: z.boolean(),
  reason: z.string().nullable(),
});
export type FolderChoiceVerdict = z.infer<typeof folderChoiceVerdictSchema>;

export const folderChoiceEligibilitySchema = z.object({
  sourcePath: z.string(),
  /** The folder a remembered choice applies to (a show's folder above `Season N`, a release folder). */
  folder: z.string(),
  /** The folder as the dialog names it: `Fight Club (1999)/`. */
  folderLabel: z.string(),
  verdicts: z.array(folderChoiceVerdictSchema),
});
export type FolderChoiceEligibility = z.infer<typeof folderChoiceEligibilitySchema>;

/** What became of a person's wish to remember a pick (the processing stream's `folder_choice`). */
export const folderChoiceOutcomeSchema = z.object({
  sourcePath: z.string(),
  folder: z.string(),
  folderLabel: z.string(),
  remembered: z.boolean(),
  /** Why it was not remembered; null when it was. */
  reason: z.string().nullable(),
});
export type FolderChoiceOutcome = z.infer<typeof folderChoiceOutcomeSchema>;

export const folderChoiceSchema = z.object({
  folder: z.string(),
  folderLabel: z.string(),
  tmdbId: z.number().int(),
  mediaType: z.enum(mediaTypes),
  /** The title's name and year from TMDB; null when TMDB can't be asked now. */
  title: z.string().nullable(),
  year: z.number().int().nullable(),
  /** ISO 8601: when it was chosen. */
  chosenAt: z.string(),
  /**
   * Whether the organiser follows it today: a choice is judged again at every use, so one kept for
   * a folder that is no longer (or never was) the title's is listed with the reason it is not applied.
   */
  applies: z.boolean(),
  reason: z.string().nullable(),
});
export type FolderChoice = z.infer<typeof folderChoiceSchema>;

export const folderChoicesResponseSchema = z.object({ choices: z.array(folderChoiceSchema) });
export type FolderChoicesResponse = z.infer<typeof folderChoicesResponseSchema>;

export const folderChoiceDeleteSchema = z.object({
  folder: z.string().trim().min(1, 'folder is required').max(4096),
});
export type FolderChoiceDelete = z.input<typeof folderChoiceDeleteSchema>;

export const folderChoiceDeleteResponseSchema = z.object({ success: z.literal(true), folder: z.string() });
export type FolderChoiceDeleteResponse = z.infer<typeof folderChoiceDeleteResponseSchema>;
