import { z } from 'zod';

/**
 * What is missing and what is coming (issue 34). The server knows every episode of every show in
 * the library from TMDB's seasons, and which of them the library holds from the organiser's records
 * (a double-episode file covers both of its episodes). From that it tells:
 *
 * - completeness: per show, per season have/aired/total/upcoming, plus a summary line
 *   ("S1–S4 complete · S5 8/16"), as the optional `completeness` of show entries in listings
 *   (`fileItemSchema`, `favoriteSchema`) and in full on `GET /api/missing/shows/:tmdbId`;
 * - missing: aired episodes not in the library, newest first;
 * - the calendar: episodes airing for shows in the library, each have/missing/upcoming;
 * - an iCalendar feed of the same, read with a per-user feed key.
 *
 * Episode states. `aired` means the air date is on or before today in the server's time zone (`TZ`).
 * An episode is `have` when the library holds it, else `missing` once aired, `upcoming` when its
 * air date is after today, and `unknown` when TMDB gives no air date. Specials (season 0) are counted
 * apart and never make a show incomplete nor appear as missing.
 *
 * Routes (all under the sign-in, but the `.ics` feed):
 * - `GET  /api/missing` ({@link missingQuerySchema}) → {@link missingResponseSchema}
 * - `GET  /api/missing/export.csv` (same filters, no paging) → `text/csv`, columns
 *   `show,show_tmdb_id,season,episode,title,air_date`
 * - `GET  /api/missing/shows` → {@link missingShowsResponseSchema}: the shows with something missing
 *   (or ignored), for the filter and the "ignore missing" switch
 * - `GET  /api/missing/shows/:tmdbId` → {@link showEpisodesResponseSchema}: every known episode of one
 *   show with its state, for the media page's season lists
 * - `PUT  /api/missing/ignore/show/:tmdbId` with {@link ignoreShowRequestSchema} → 204
 * - `PUT  /api/missing/ignore/episode` with {@link ignoreEpisodeRequestSchema} → 204
 * - `GET  /api/missing/collections` → {@link collectionsResponseSchema} (off by default)
 * - `GET  /api/calendar?start=YYYY-MM-DD&end=YYYY-MM-DD` ({@link calendarQuerySchema}) →
 *   {@link calendarResponseSchema}
 * - `GET  /api/calendar/feed` → {@link calendarFeedResponseSchema} (creates the key on first call)
 * - `POST /api/calendar/feed/regenerate` → {@link calendarFeedResponseSchema} with a new key; the old
 *   URL stops working at once
 * - `GET  /feed/calendar/cinesync.ics?key=…` ({@link calendarFeedQuerySchema}) → `text/calendar`;
 *   no sign-in token: the feed key alone opens it (401 for a wrong or missing key), read-only and
 *   rate limited (429 with Retry-After)
 */

const TMDB_ID_MAX = 2_147_483_647;
const SEASON_MAX = 10_000;
const EPISODE_MAX = 100_000;

/** A calendar day, `YYYY-MM-DD`. */
const isoDay = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'a date is YYYY-MM-DD')
  .refine((s) => !Number.isNaN(Date.parse(`${s}T00:00:00Z`)), 'not a calendar date');

const booleanText = z
  .union([z.boolean(), z.enum(['true', 'false', '1', '0'])])
  .transform((v) => v === true || v === 'true' || v === '1');

const tmdbIdText = z
  .string()
  .regex(/^[1-9][0-9]{0,9}$/, 'tmdbId is a positive whole number')
  .transform(Number)
  .pipe(z.number().max(TMDB_ID_MAX, 'tmdbId is too large'));

const tmdbIdNumber = z.number().int().min(1, 'showTmdbId is a positive whole number').max(TMDB_ID_MAX);

/** The state of one known episode (see the file's comment). */
export const EPISODE_STATES = ['have', 'missing', 'upcoming', 'unknown'] as const;
export type EpisodeState = (typeof EPISODE_STATES)[number];

/** The calendar's states: only episodes with an air date are on it. */
export const CALENDAR_STATUSES = ['have', 'missing', 'upcoming'] as const;
export type CalendarStatus = (typeof CALENDAR_STATUSES)[number];

// ---------------------------------------------------------------------------------------------
// Completeness

/** One season of a show: what the library holds against what TMDB lists. */
export const seasonCompletenessSchema = z.object({
  season: z.number().int(),
  /** Episodes of the season in the library (aired or not). */
  have: z.number().int(),
  /** Episodes aired by today. The season header shows `have/aired`. */
  aired: z.number().int(),
  /** Every episode TMDB lists for the season, aired, upcoming or without a date. */
  total: z.number().int(),
  /** Episodes with an air date after today. */
  upcoming: z.number().int(),
  /** Aired episodes not in the library and not ignored. */
  missing: z.number().int(),
});
export type SeasonCompleteness = z.infer<typeof seasonCompletenessSchema>;

/**
 * A show's completeness. `seasons` excludes specials, which are in `specials` (null when TMDB lists
 * none); `complete` and `summary` never depend on specials.
 */
export const showCompletenessSchema = z.object({
  seasons: z.array(seasonCompletenessSchema),
  specials: seasonCompletenessSchema.nullable(),
  /** Sums over `seasons` (specials left out). */
  have: z.number().int(),
  aired: z.number().int(),
  missing: z.number().int(),
  upcoming: z.number().int(),
  /** No aired regular episode is missing (ignored ones do not count as missing). */
  complete: z.boolean(),
  /** The whole show is marked "ignore missing". */
  ignored: z.boolean(),
  /** Server-made line for a card or row: "S1–S4 complete · S5 8/16"; "Complete" when all is there. */
  summary: z.string(),
  /** ISO 8601: when the show's seasons were last read from TMDB; null when never. */
  refreshedAt: z.string().nullable(),
});
export type ShowCompleteness = z.infer<typeof showCompletenessSchema>;

// ---------------------------------------------------------------------------------------------
// Missing

/** Query of `GET /api/missing` (and, without page/limit, of `GET /api/missing/export.csv`). */
export const missingQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
  limit: z.coerce.number().int().min(1).max(500).default(50),
  /** One show only. */
  showTmdbId: z.coerce.number().int().min(1).max(TMDB_ID_MAX).optional(),
  /** Words found in the show's title or the episode's title (case-insensitive). */
  q: z.string().trim().max(200).optional(),
  /** Also list ignored episodes and episodes of ignored shows, each with `ignored: true`. */
  includeIgnored: booleanText.default(false),
});
export type MissingQuery = z.input<typeof missingQuerySchema>;

/** An episode of a show with its air day: what the missing list and the calendar list alike. */
const datedEpisodeSchema = z.object({
  showTmdbId: z.number().int(),
  showTitle: z.string(),
  season: z.number().int(),
  episode: z.number().int(),
  /** TMDB's episode title; '' when it has none. */
  title: z.string(),
  /** `YYYY-MM-DD`. */
  airDate: z.string(),
});

export const missingItemSchema = datedEpisodeSchema.extend({
  /** The episode, or its whole show, is ignored (only listed with `includeIgnored`). */
  ignored: z.boolean(),
});
export type MissingItem = z.infer<typeof missingItemSchema>;

/** Newest first (air date, then show, season and episode), grouped by the web page by show and season. */
export const missingResponseSchema = z.object({
  total: z.number().int(),
  page: z.number().int(),
  limit: z.number().int(),
  items: z.array(missingItemSchema),
});
export type MissingResponse = z.infer<typeof missingResponseSchema>;

/** A show that has missing episodes, or is ignored: the Missing page's filter and its ignore switch. */
export const missingShowSchema = z.object({
  showTmdbId: z.number().int(),
  showTitle: z.string(),
  /** Aired episodes missing, not ignored (0 for an ignored show). */
  missing: z.number().int(),
  ignored: z.boolean(),
});
export type MissingShow = z.infer<typeof missingShowSchema>;

/** By title. */
export const missingShowsResponseSchema = z.object({ items: z.array(missingShowSchema) });
export type MissingShowsResponse = z.infer<typeof missingShowsResponseSchema>;

/** The path parameter of `GET /api/missing/shows/:tmdbId` and `PUT /api/missing/ignore/show/:tmdbId`. */
export const showKeySchema = z.object({ tmdbId: tmdbIdText });

/** One known episode of a show, for the media page's season lists. */
export const showEpisodeSchema = z.object({
  season: z.number().int(),
  episode: z.number().int(),
  title: z.string(),
  /** `YYYY-MM-DD`; null when TMDB gives none (state `unknown`, unless the library has it). */
  airDate: z.string().nullable(),
  state: z.enum(EPISODE_STATES),
  ignored: z.boolean(),
});
export type ShowEpisode = z.infer<typeof showEpisodeSchema>;

/** `GET /api/missing/shows/:tmdbId`: 404 when the show's seasons are not known. By season, episode. */
export const showEpisodesResponseSchema = z.object({
  showTmdbId: z.number().int(),
  showTitle: z.string(),
  completeness: showCompletenessSchema,
  episodes: z.array(showEpisodeSchema),
});
export type ShowEpisodesResponse = z.infer<typeof showEpisodesResponseSchema>;

/** Body of `PUT /api/missing/ignore/show/:tmdbId`: the show's missing episodes are (not) listed. */
export const ignoreShowRequestSchema = z
  .object({ ignored: z.boolean({ message: 'ignored is true or false' }) })
  .strict();
export type IgnoreShowRequest = z.infer<typeof ignoreShowRequestSchema>;

/** Body of `PUT /api/missing/ignore/episode`: one episode is (not) listed as missing. */
export const ignoreEpisodeRequestSchema = z
  .object({
    showTmdbId: tmdbIdNumber,
    season: z.number().int().min(0).max(SEASON_MAX),
    episode: z.number().int().min(0).max(EPISODE_MAX),
    ignored: z.boolean({ message: 'ignored is true or false' }),
  })
  .strict();
export type IgnoreEpisodeRequest = z.infer<typeof ignoreEpisodeRequestSchema>;

// ---------------------------------------------------------------------------------------------
// Collections

/** A film of a collection. */
export const collectionFilmSchema = z.object({
  tmdbId: z.number().int(),
  title: z.string(),
  /** `YYYY-MM-DD`, or null when TMDB gives none. */
  releaseDate: z.string().nullable(),
  have: z.boolean(),
});
export type CollectionFilm = z.infer<typeof collectionFilmSchema>;

/** "You have 5 of 7 films of Mission: Impossible": only collections with at least one film in the library. */
export const collectionCompletenessSchema = z.object({
  collectionId: z.number().int(),
  name: z.string(),
  have: z.number().int(),
  /** Released films of the collection (unreleased ones are listed but not counted). */
  total: z.number().int(),
  films: z.array(collectionFilmSchema),
});
export type CollectionCompleteness = z.infer<typeof collectionCompletenessSchema>;

/**
 * `GET /api/missing/collections`: off by default (`enabled` false and no items until turned on in
 * Settings); incomplete collections first, then by name.
 */
export const collectionsResponseSchema = z.object({
  enabled: z.boolean(),
  items: z.array(collectionCompletenessSchema),
});
export type CollectionsResponse = z.infer<typeof collectionsResponseSchema>;

// ---------------------------------------------------------------------------------------------
// Calendar

/** The longest span one calendar call covers, in days. */
export const CALENDAR_MAX_DAYS = 190;

/** Query of `GET /api/calendar`: both days included; `end` on or after `start`, at most {@link CALENDAR_MAX_DAYS} apart. */
export const calendarQuerySchema = z
  .object({
    start: isoDay,
    end: isoDay,
    showTmdbId: z.coerce.number().int().min(1).max(TMDB_ID_MAX).optional(),
  })
  .refine((q) => q.start <= q.end, { message: 'end is on or after start', path: ['end'] })
  .refine((q) => (Date.parse(q.end) - Date.parse(q.start)) / 86_400_000 <= CALENDAR_MAX_DAYS, {
    message: `a calendar covers at most ${CALENDAR_MAX_DAYS} days`,
    path: ['end'],
  });
export type CalendarQuery = z.input<typeof calendarQuerySchema>;

export const calendarItemSchema = datedEpisodeSchema.extend({
  status: z.enum(CALENDAR_STATUSES),
  /** The first episode of a season (episode 1; season 1 makes it the series premiere). */
  premiere: z.boolean(),
  /** The last episode TMDB lists for the season. */
  finale: z.boolean(),
});
export type CalendarItem = z.infer<typeof calendarItemSchema>;

/** By air date, then show title, season and episode. Specials are included (season 0). */
export const calendarResponseSchema = z.object({
  items: z.array(calendarItemSchema),
  /** The server's IANA time zone (`TZ`) in which "today" and the days are reckoned. */
  timeZone: z.string(),
  /** Today in that zone, `YYYY-MM-DD`. */
  today: z.string(),
});
export type CalendarResponse = z.infer<typeof calendarResponseSchema>;

/** `GET /api/calendar/feed` and `POST /api/calendar/feed/regenerate`. */
export const calendarFeedResponseSchema = z.object({
  /** The feed's full URL, key included (`…/feed/calendar/cinesync.ics?key=…`). */
  url: z.string(),
});
export type CalendarFeedResponse = z.infer<typeof calendarFeedResponseSchema>;

/** The body of `POST /api/calendar/feed/regenerate`: none, or `{}`; anything else is refused. */
export const calendarFeedRegenerateRequestSchema = z.object({}).strict();

/** Query of `GET /feed/calendar/cinesync.ics`. */
export const calendarFeedQuerySchema = z.object({
  key: z.string().min(1).max(200),
  /** Days back from today the feed covers. */
  pastDays: z.coerce.number().int().min(0).max(365).default(14),
  /** Days ahead of today the feed covers. */
  futureDays: z.coerce.number().int().min(0).max(365).default(90),
  /** Only episodes missing from the library (aired, not ignored). */
  missingOnly: booleanText.default(false),
});
export type CalendarFeedQuery = z.input<typeof calendarFeedQuerySchema>;
