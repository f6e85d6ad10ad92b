import { z } from 'zod';
import { showCompletenessSchema } from './missing.js';
import { hasControlCharacter } from './path-input.js';

/**
 * The library API: browsing the organised folder, file actions, streams, images and
 * the metadata the media pages read.
 *
 * Paths. Every path a client sends is relative to the library folder (DESTINATION_DIR), written
 * with `/` and without a leading slash: `Movies/The Matrix (1999)`. An absolute path is accepted
 * only when it lies inside the library (an item's `fullPath`); anything else (`..`, an absolute path
 * elsewhere, percent-encoded dots or separators, control characters, a link to a folder outside the
 * library) is refused with 400 or 403 and changes nothing.
 */

export const sortOptions = ['name-asc', 'name-desc', 'modified-desc', 'modified-asc', 'size-desc', 'size-asc'] as const;
export type SortOption = (typeof sortOptions)[number];

/** Query of `GET /api/files{path}`. */
export const fileListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
  limit: z.coerce.number().int().min(1).max(1000).default(100),
  search: z.string().max(200).optional(),
  /** `A`–`Z`, or `#` for names that start with anything but a letter. */
  letter: z
    .string()
    .regex(/^([A-Za-z]|#)$/, 'letter is A-Z or #')
    .optional()
    .or(z.literal('')),
  sort: z.enum(sortOptions).default('name-asc'),
});
export type FileListQuery = z.input<typeof fileListQuerySchema>;

export const fileItemTypes = ['file', 'directory'] as const;
export const mediaTypes = ['movie', 'tv'] as const;
export type MediaType = (typeof mediaTypes)[number];

/** Icon names the list view draws. */
export const fileIcons = ['folder', 'movie', 'image', 'pdf', 'text', 'subtitle', 'archive', 'file'] as const;
export type FileIcon = (typeof fileIcons)[number];

/**
 * One entry of a folder listing. Poster, TMDB id, media type, title and dates come from the
 * organiser's records, so a page of posters needs no TMDB call.
 */
export const fileItemSchema = z.object({
  name: z.string(),
  type: z.enum(fileItemTypes),
  /** "1.5 GB"; "--" for folders. */
  size: z.string(),
  /** Bytes of a file (of its target, for a link); null for folders and broken links. */
  sizeBytes: z.number().nullable(),
  /** ISO 8601. */
  modified: z.string(),
  /** Library-relative path, the one to send back to every call: `Movies/The Matrix (1999)`. */
  path: z.string(),
  /** Absolute path of the entry inside the library. */
  fullPath: z.string(),
  /** Absolute path of the entry in the library (same as fullPath; the organiser's name for it). */
  destinationPath: z.string(),
  /** For a link: the absolute file it points at (the source). Empty for real files and folders. */
  sourcePath: z.string(),
  /** The entry under the WebDAV endpoint: `/webdav/Movies/The Matrix (1999)`. */
  webdavPath: z.string(),
  isSymlink: z.boolean(),
  icon: z.enum(fileIcons),
  posterPath: z.string().nullable(),
  tmdbId: z.number().nullable(),
  mediaType: z.enum(mediaTypes).nullable(),
  title: z.string().nullable(),
  releaseDate: z.string().nullable(),
  firstAirDate: z.string().nullable(),
  isCategoryFolder: z.boolean(),
  isSeasonFolder: z.boolean(),
  seasonNumber: z.number().nullable(),
  episodeNumber: z.number().nullable(),
  hasSeasonFolders: z.boolean(),
  isMediaFile: z.boolean(),
  /**
   * What tells items of one title folder apart (issue 19; optional, older servers send none):
   * every episode an episode file covers (`[1, 2]` for `S01E01E02`), from the record or the name.
   */
  episodeNumbers: z.array(z.number()).nullable().optional(),
  /** The episode's title, from the record or the organiser's name. */
  episodeTitle: z.string().nullable().optional(),
  /** Resolution and source of a video: `2160p Remux`, `1080p WEB-DL`. */
  quality: z.string().nullable().optional(),
  /** A movie's edition: `Director's Cut`, `Extended`, Plex's `{edition-…}`. */
  edition: z.string().nullable().optional(),
  /** A file beside the video: a subtitle, or another non-video file (nfo, image…); null for videos and folders. */
  sideFile: z.enum(['subtitle', 'other']).nullable().optional(),
  /** The language a side file names: `English` for `….en.srt`. */
  language: z.string().nullable().optional(),
  /** A season folder (or Specials): how many episodes its video files hold. */
  episodeCount: z.number().nullable().optional(),
  /**
   * A show's folder (issue 34; optional, older servers send none): how complete the show is, for
   * its card and list row. Absent for movies, files and shows whose seasons are not known yet.
   */
  completeness: showCompletenessSchema.optional(),
});
export type FileItem = z.infer<typeof fileItemSchema>;

/**
 * The library search beyond the open folder (issue 29): with a search, page 1 of any folder also
 * carries the title folders from anywhere in the library whose title holds the search text, each
 * with its path, best matches first. The folder's own matches stay in `items`, paged and filtered as
 * the spec's list behaviour says; titles listed there are not repeated here. A search shorter than
 * two characters finds none.
 */
export const libraryMatchesSchema = z.object({
  items: z.array(fileItemSchema),
  /** More titles match than are listed: typing more of the name narrows them. */
  more: z.boolean(),
});
export type LibraryMatches = z.infer<typeof libraryMatchesSchema>;

/**
 * The list response body. The same facts also travel as headers:
 * x-tmdb-id, x-media-type, x-has-allowed-extensions, x-has-season-folders, x-needs-configuration,
 * x-total-count, x-page, x-limit, x-total-pages.
 */
export const fileListResponseSchema = z.object({
  items: z.array(fileItemSchema),
  /** Library-relative path of the folder listed ('' for the library root). */
  path: z.string(),
  total: z.number(),
  page: z.number(),
  limit: z.number(),
  totalPages: z.number(),
  /** The title this folder belongs to (a movie or show folder, or a season folder). */
  tmdbId: z.number().nullable(),
  mediaType: z.enum(mediaTypes).nullable(),
  hasSeasonFolders: z.boolean(),
  hasAllowedExtensions: z.boolean(),
  needsConfiguration: z.boolean(),
  /** With a search, on page 1: titles from elsewhere in the library (see `libraryMatchesSchema`). */
  libraryMatches: libraryMatchesSchema.optional(),
});
export type FileListResponse = z.infer<typeof fileListResponseSchema>;

/** `GET /api/title-files`: every linked file of one title, wherever the layout put it. */
export const titleFilesQuerySchema = z.object({
  tmdbId: z.coerce.number().int().positive().max(2_147_483_647),
  mediaType: z.enum(mediaTypes),
});
export type TitleFilesQuery = z.input<typeof titleFilesQuerySchema>;

/**
 * The title's files as the library lists them, by path: a movie's page shows each as a version
 * (a 4K copy under `4KMovies/` is a version of the film in `Movies/`).
 */
export const titleFilesResponseSchema = z.object({ items: z.array(fileItemSchema) });
export type TitleFilesResponse = z.infer<typeof titleFilesResponseSchema>;

export const fileListHeaders = [
  'x-tmdb-id',
  'x-media-type',
  'x-has-allowed-extensions',
  'x-has-season-folders',
  'x-needs-configuration',
  'x-total-count',
  'x-page',
  'x-limit',
  'x-total-pages',
] as const;

const libraryPath = z.string().min(1, 'path is required').max(4096);

/** The record of an item that the browser posts after a rename or move. */
export const fileDetailsSchema = z.object({
  path: libraryPath,
  name: z.string().max(1024),
  type: z.string().max(32),
  size: z.union([z.string().max(64), z.number()]).nullish(),
  modified: z.string().max(64).nullish(),
  icon: z.string().max(64).nullish(),
  /** Anything the client wants kept with the record; stored as JSON text (at most 16 kB). */
  extra: z.unknown().optional(),
});
export type FileDetails = z.input<typeof fileDetailsSchema>;

export const fileDetailsDeleteQuerySchema = z.object({ path: libraryPath });

/**
 * A plain name for rename: no separators, no control characters, not `.` or `..`, at most 255 bytes
 * (the server counts bytes; this schema counts characters).
 */
export const plainNameSchema = z
  .string()
  .transform((s) => s.trim())
  .pipe(
    z
      .string()
      .min(1, 'the new name is empty')
      .max(255, 'the new name is longer than 255 characters')
      .refine((s) => !/[/\\]/.test(s), 'the new name must not contain / or \\')
      .refine((s) => !hasControlCharacter(s), 'the new name must not contain control characters')
      .refine((s) => s !== '.' && s !== '..', 'the new name must not be . or ..'),
  );

export const renameRequestSchema = z.object({ oldPath: libraryPath, newName: plainNameSchema });
export type RenameRequest = z.input<typeof renameRequestSchema>;

export const renameResponseSchema = z.object({
  success: z.literal(true),
  /** Library-relative path after the rename. */
  path: z.string(),
  name: z.string(),
  /** Organiser records whose link path changed. */
  updatedRecords: z.number(),
});
export type RenameResponse = z.infer<typeof renameResponseSchema>;

/** Move `sourcePath` into the folder `targetPath`. Without `replace`, an existing entry of that name answers 409. */
export const moveRequestSchema = z.object({
  sourcePath: libraryPath,
  targetPath: z.string().max(4096),
  replace: z.boolean().optional(),
});
export type MoveRequest = z.input<typeof moveRequestSchema>;

export const moveResponseSchema = z.object({
  success: z.literal(true),
  path: z.string(),
  replaced: z.boolean(),
  updatedRecords: z.number(),
});
export type MoveResponse = z.infer<typeof moveResponseSchema>;

export const deleteRequestSchema = z.union([
  z.object({ path: libraryPath }),
  z.object({ paths: z.array(libraryPath).min(1).max(1000) }),
]);
export type DeleteRequest = z.input<typeof deleteRequestSchema>;

export const deleteErrorSchema = z.object({ path: z.string(), error: z.string(), message: z.string() });

/** The list form's answer (`paths`); the single form answers the same with one path. */
export const deleteResponseSchema = z.object({
  success: z.boolean(),
  deletedCount: z.number(),
  errors: z.array(deleteErrorSchema),
  /** Links removed (their targets untouched). */
  linksRemoved: z.number(),
  /** Real files moved to the trash folder, restorable. */
  filesTrashed: z.number(),
});
export type DeleteResponse = z.infer<typeof deleteResponseSchema>;

/** `POST /api/delete/preview`: what deleting these entries would do, for the confirmation to say. */
export const deletePreviewRequestSchema = z.object({ paths: z.array(libraryPath).min(1).max(1000) });
export const deletePreviewResponseSchema = z.object({
  /** Links that would be removed; the files they point at stay. */
  links: z.number(),
  /** Real files that would move to the trash, restorable. */
  files: z.number(),
});
export type DeletePreviewResponse = z.infer<typeof deletePreviewResponseSchema>;

/**
 * `POST /api/restore-symlinks`: put deleted entries back. A path is where the entry was in the library
 * (a folder restores everything deleted under it) or the source file a deleted link pointed at.
 */
export const restoreRequestSchema = z.object({ paths: z.array(libraryPath).min(1).max(1000) });
export const restoreResponseSchema = z.object({
  success: z.boolean(),
  restoredCount: z.number(),
  message: z.string(),
  errors: z.array(deleteErrorSchema),
});
export type RestoreResponse = z.infer<typeof restoreResponseSchema>;

export const readlinkRequestSchema = z.object({ path: libraryPath });
export const readlinkResponseSchema = z.object({
  /** The file a link finally points at (the entry itself when it is not a link). */
  realPath: z.string(),
  /** Absolute path of the entry in the library. */
  absPath: z.string(),
  isSymlink: z.boolean(),
  /** False for a link whose target is gone. */
  exists: z.boolean(),
  foundInDB: z.boolean(),
  fileSize: z.number().nullable(),
  formattedSize: z.string(),
  tmdbId: z.number().nullable(),
  seasonNumber: z.number().nullable(),
});
export type ReadlinkResponse = z.infer<typeof readlinkResponseSchema>;

/** A destination the move dialog offers. `path` is library-relative, ready for `POST /api/move`. */
export const moveTargetSchema = z.object({ path: z.string(), displayName: z.string(), fileCount: z.number() });
export type MoveTarget = z.infer<typeof moveTargetSchema>;

export const recentMediaTypes = ['movie', 'tv', 'tvshow', 'unknown'] as const;

/** An entry of Recently Added, with the poster and date so the dashboard needs no TMDB call. */
export const recentMediaItemSchema = z.object({
  name: z.string(),
  /** Library-relative path of the link. */
  path: z.string(),
  /** "Movies" or "TV Shows". */
  folderName: z.string(),
  /** ISO 8601: when the link was made. */
  updatedAt: z.string(),
  type: z.enum(recentMediaTypes),
  tmdbId: z.number().nullable(),
  showName: z.string(),
  seasonNumber: z.number().nullable(),
  episodeNumber: z.number().nullable(),
  episodeTitle: z.string(),
  filename: z.string(),
  /** The category folder (Movies, 4KShows…). */
  basePath: z.string(),
  properName: z.string(),
  year: z.string(),
  posterPath: z.string().nullable(),
  releaseDate: z.string().nullable(),
  /** Every episode the file covers (`[1, 2]` for a double episode); optional, older servers send none. */
  episodeNumbers: z.array(z.number()).nullable().optional(),
  /** Resolution and source, as in a listing's `quality`: two files of one episode differ by it. */
  quality: z.string().nullable().optional(),
});
export type RecentMediaItem = z.infer<typeof recentMediaItemSchema>;

export const recentMediaQuerySchema = z.object({ limit: z.coerce.number().int().min(1).max(200).default(100) });

/** TMDB image sizes the image cache accepts (the web app's, and TMDB's poster, backdrop and profile sizes). */
export const imageSizes = [
  'w45',
  'w92',
  'w154',
  'w185',
  'w200',
  'w300',
  'w342',
  'w400',
  'w500',
  'w780',
  'w1280',
  'h632',
  'original',
] as const;
export type ImageSize = (typeof imageSizes)[number];

/** A TMDB image path: one name, no traversal into the cache or the image host. */
export const posterPathPattern = /^\/[A-Za-z0-9_-]+\.(jpg|png|webp)$/;

export const imageCacheQuerySchema = z.object({
  poster: z.string().regex(posterPathPattern, 'poster is a TMDB image path like /abc123.jpg'),
  size: z.enum(imageSizes, { message: `size is one of ${imageSizes.join(', ')}` }).default('w342'),
});

export const mediaCoverQuerySchema = z.object({
  size: z.enum(imageSizes, { message: `size is one of ${imageSizes.join(', ')}` }).default('w342'),
  /** Tells a movie from a show with the same numeric id. */
  mediaType: z.enum(mediaTypes).optional(),
});

const booleanText = z
  .union([z.boolean(), z.enum(['true', 'false', '1', '0'])])
  .transform((v) => v === true || v === 'true' || v === '1');

/** `GET /api/tmdb/details`: by id and type (a season's episodes with seasonNumber), or by a search. */
export const tmdbDetailsQuerySchema = z
  .object({
    id: z.coerce.number().int().positive().optional(),
    mediaType: z.enum(mediaTypes).optional(),
    seasonNumber: z.coerce.number().int().min(0).max(1000).optional(),
    /** Accepted for the client's sake; the server's TMDB cache stays authoritative (see tmdb-routes). */
    skipCache: booleanText.optional(),
    query: z.string().trim().min(1).max(200).optional(),
    year: z.coerce.number().int().min(1870).max(2200).optional(),
  })
  .refine((q) => q.id !== undefined || q.query !== undefined, 'give id (with mediaType) or query');

export const tmdbSearchQuerySchema = z.object({
  query: z.string().trim().min(1, 'query is required').max(200),
  /** Adult titles are always left out, whatever this says. */
  include_adult: booleanText.optional(),
  mediaType: z.enum(mediaTypes).optional(),
  year: z.coerce.number().int().min(1870).max(2200).optional(),
  page: z.coerce.number().int().min(1).max(500).default(1),
  skipCache: booleanText.optional(),
});

/**
 * `GET /api/tmdb/category-content?category=`: a category folder name (Movies, 4KShows, AnimeShows…,
 * judged by the configured folder names) or one of the named lists.
 */
export const tmdbCategoryLists = ['popular-movies', 'popular-shows', 'trending-movies', 'trending-shows'] as const;
export const tmdbCategoryQuerySchema = z.object({ category: z.string().trim().min(1).max(200) });

export const tmdbCategoryResponseSchema = z.object({
  category: z.string(),
  mediaType: z.enum(mediaTypes),
  list: z.enum(tmdbCategoryLists),
  results: z.array(z.record(z.string(), z.unknown())),
});

export const tmdbCacheQuerySchema = z.object({ query: z.string().min(1).max(512) });

/**
 * `POST /api/tmdb-cache`: `result` is JSON text of an object with `id` and `media_type` movie or tv,
 * the only results the pages can use.
 */
export const tmdbCacheWriteSchema = z.object({
  query: z.string().min(1).max(512),
  result: z
    .string()
    .min(2)
    .max(256 * 1024),
});
export type TmdbCacheWrite = z.input<typeof tmdbCacheWriteSchema>;

/** What a refused cache write says, kept word for word. */
export const TMDB_CACHE_INVALID_MESSAGE = 'Invalid data or ID provided';
