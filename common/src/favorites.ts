import { z } from 'zod';
import { mediaTypes, posterPathPattern } from './library.js';
import { showCompletenessSchema } from './missing.js';

/**
 * Favorites: the titles a person starred, kept per user on the server. A favorite is a title (a
 * movie or a show by its TMDB id), not a file or a folder, so it survives a rename, a move or a
 * re-match of the title's files to the same TMDB id.
 *
 * `GET /api/favorites` → {@link favoritesResponseSchema}
 * `PUT /api/favorites/:mediaType/:tmdbId` with {@link favoriteWriteSchema} → 201 when starred now, 200
 *   when it already was (its title, year and poster are refreshed), with the {@link favoriteSchema}
 * `DELETE /api/favorites/:mediaType/:tmdbId` → 204, whether it was starred or not
 */

/** Titles are short; a few hundred characters is generous and keeps a row small. */
export const FAVORITE_TITLE_MAX = 300;

/** TMDB ids are positive integers well inside 32 bits. */
const TMDB_ID_MAX = 2_147_483_647;

/** The path parameters of `PUT`/`DELETE /api/favorites/:mediaType/:tmdbId`. */
export const favoriteKeySchema = z.object({
  mediaType: z.enum(mediaTypes, { message: `mediaType is one of ${mediaTypes.join(', ')}` }),
  tmdbId: z
    .string()
    .regex(/^[1-9][0-9]{0,9}$/, 'tmdbId is a positive whole number')
    .transform(Number)
    .pipe(z.number().max(TMDB_ID_MAX, 'tmdbId is too large')),
});
export type FavoriteKey = z.output<typeof favoriteKeySchema>;

/** The body of `PUT /api/favorites/:mediaType/:tmdbId`: what the favorites page shows without a TMDB call. */
export const favoriteWriteSchema = z.object({
  title: z
    .string()
    .trim()
    .min(1, 'title is required')
    .max(FAVORITE_TITLE_MAX, `title is at most ${FAVORITE_TITLE_MAX} characters`),
  year: z.number().int().min(1870).max(2200).nullable().optional(),
  posterPath: z.string().regex(posterPathPattern, 'posterPath is a TMDB image path like /abc123.jpg').nullish(),
});
export type FavoriteWrite = z.input<typeof favoriteWriteSchema>;

export const favoriteSchema = z.object({
  mediaType: z.enum(mediaTypes),
  tmdbId: z.number(),
  title: z.string(),
  year: z.number().nullable(),
  posterPath: z.string().nullable(),
  /** ISO 8601: when it was starred. */
  addedAt: z.string(),
  /**
   * The library-relative folder of the title (`Movies/The Matrix (1999)`), the path its media page
   * opens; null when nothing of the title is in the library now.
   */
  path: z.string().nullable(),
  /** Whether the title's folder holds season folders (a show), as the library's items say. */
  hasSeasonFolders: z.boolean(),
  /** A show's completeness (issue 34; optional): absent for movies and shows whose seasons are not known. */
  completeness: showCompletenessSchema.optional(),
});
export type Favorite = z.infer<typeof favoriteSchema>;

/** Newest first. */
export const favoritesResponseSchema = z.object({ items: z.array(favoriteSchema) });
export type FavoritesResponse = z.infer<typeof favoritesResponseSchema>;
