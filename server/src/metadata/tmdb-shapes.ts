import { z } from 'zod';
import type {
  TmdbAlternativeTitle,
  TmdbCollection,
  TmdbCastMember,
  TmdbConfiguration,
  TmdbContentRatings,
  TmdbCredits,
  TmdbCrewMember,
  TmdbEpisode,
  TmdbExternalIds,
  TmdbFindResults,
  TmdbImage,
  TmdbImages,
  TmdbKeyword,
  TmdbMovieAppend,
  TmdbMovieAppendable,
  TmdbMovieDetails,
  TmdbMovieResult,
  TmdbMultiResult,
  TmdbPage,
  TmdbReleaseDates,
  TmdbSeasonDetails,
  TmdbSeasonSummary,
  TmdbTvAppend,
  TmdbTvAppendable,
  TmdbTvDetails,
  TmdbTvResult,
  TmdbTvTranslations,
  TmdbVideos,
} from './tmdb-types.js';

/**
 * TMDB answers as they enter CineSync (design: "validate provider answers at the door"). Every
 * shape is lenient where TMDB is known to be loose: a missing or mistyped optional field becomes
 * its empty value ('' / null / 0 / []), a malformed item of a list is dropped rather than failing
 * the list, and fields we don't describe are kept (the web app reads some of them). Only what a
 * consumer can't do without (an object, an `id` on a title) fails, as an unusable answer. Each
 * schema is typed against the interface in `tmdb-types.ts`, so the two can't drift apart.
 */

const text = z.string().catch('');
const maybeText = z.string().nullable().catch(null);
const optionalText = z.string().optional().catch(undefined);
const num = z.number().catch(0);
const maybeNum = z.number().nullable().catch(null);
const flag = z.boolean().catch(false);
const id = z.number().int();

/** A list whose malformed items are dropped; anything that is not an array is an empty list. */
function listOf<T>(item: z.ZodType<T>): z.ZodType<T[]> {
  // Optional first: a missing key is an empty list, not a missing field.
  return z
    .unknown()
    .optional()
    .transform((value): T[] => {
      if (!Array.isArray(value)) return [];
      const items: T[] = [];
      for (const entry of value) {
        const parsed = item.safeParse(entry);
        if (parsed.success) items.push(parsed.data);
      }
      return items;
    });
}

const texts = listOf(z.string());
const numbers = listOf(z.number());

/** An object part that is absent, null or malformed reads as `empty`. */
function part<T>(shape: z.ZodType<T>, empty: () => T): z.ZodType<T> {
  return z
    .unknown()
    .optional()
    .transform((value) => {
      const parsed = shape.safeParse(value ?? {});
      return parsed.success ? parsed.data : empty();
    });
}

const genre = z.looseObject({ id, name: text });

/** What a search or list result of a movie and of a show both carry. */
const listedTitleFields = {
  id,
  original_language: text,
  overview: text,
  popularity: num,
  vote_average: num,
  vote_count: num,
  poster_path: maybeText,
  backdrop_path: maybeText,
  genre_ids: numbers,
};

const movieResultFields = {
  ...listedTitleFields,
  title: text,
  original_title: text,
  release_date: optionalText,
  adult: flag,
  video: z.boolean().optional().catch(undefined),
};
const movieResultShape: z.ZodType<TmdbMovieResult> = z.looseObject(movieResultFields);

const tvResultFields = {
  ...listedTitleFields,
  name: text,
  original_name: text,
  first_air_date: optionalText,
  origin_country: texts,
  adult: z.boolean().optional().catch(undefined),
};
const tvResultShape: z.ZodType<TmdbTvResult> = z.looseObject(tvResultFields);

const personResultFields = {
  id,
  name: text,
  original_name: optionalText,
  known_for_department: optionalText,
  profile_path: maybeText,
  popularity: num,
  adult: flag,
  gender: z.number().optional().catch(undefined),
};

const multiResultShape: z.ZodType<TmdbMultiResult> = z.discriminatedUnion('media_type', [
  z.looseObject({ ...movieResultFields, media_type: z.literal('movie') }),
  z.looseObject({ ...tvResultFields, media_type: z.literal('tv') }),
  z.looseObject({ ...personResultFields, media_type: z.literal('person') }),
]);

function pageShape<T>(result: z.ZodType<T>): z.ZodType<TmdbPage<T>> {
  return z.looseObject({
    page: z.number().catch(1),
    results: listOf(result),
    total_pages: z.number().catch(1),
    total_results: num,
  });
}

export const movieSearchShape = pageShape(movieResultShape);
export const tvSearchShape = pageShape(tvResultShape);
export const multiSearchShape = pageShape(multiResultShape);

const externalIdsShape: z.ZodType<TmdbExternalIds> = z.looseObject({
  imdb_id: maybeText.optional(),
  tvdb_id: maybeNum.optional(),
  tvrage_id: maybeNum.optional(),
  wikidata_id: maybeText.optional(),
});

const alternativeTitle: z.ZodType<TmdbAlternativeTitle> = z.looseObject({
  iso_3166_1: text,
  title: z.string(),
  type: text,
});

function translationsOf<D>(data: z.ZodType<D>, empty: () => D) {
  const translation = z.looseObject({
    iso_3166_1: text,
    iso_639_1: text,
    name: text,
    english_name: text,
    data: part(data, empty),
  });
  return part(z.looseObject({ translations: listOf(translation) }), () => ({ translations: [] }));
}
const movieTranslations = translationsOf(z.looseObject({ title: text }), () => ({ title: '' }));
const tvTranslations = translationsOf(z.looseObject({ name: text }), () => ({ name: '' }));

/** `/tv/{id}/season/{n}/translations`: the season's name in each language. */
export const seasonTranslationsShape: z.ZodType<TmdbTvTranslations> = tvTranslations;

const creditPerson = {
  id,
  name: text,
  original_name: optionalText,
  profile_path: maybeText,
  credit_id: text,
  known_for_department: optionalText,
};
const castMember: z.ZodType<TmdbCastMember> = z.looseObject({ ...creditPerson, character: text, order: num });
const crewMember: z.ZodType<TmdbCrewMember> = z.looseObject({ ...creditPerson, department: text, job: text });
const emptyCredits = (): TmdbCredits => ({ cast: [], crew: [] });
const creditsShape = part<TmdbCredits>(
  z.looseObject({ cast: listOf(castMember), crew: listOf(crewMember) }),
  emptyCredits,
);

const keyword: z.ZodType<TmdbKeyword> = z.looseObject({ id, name: text });

const releaseDatesShape = part<TmdbReleaseDates>(
  z.looseObject({
    results: listOf(
      z.looseObject({
        iso_3166_1: text,
        release_dates: listOf(
          z.looseObject({
            certification: text,
            iso_639_1: text,
            note: text,
            release_date: text,
            type: num,
          }),
        ),
      }),
    ),
  }),
  () => ({ results: [] }),
);

const contentRatingsShape = part<TmdbContentRatings>(
  z.looseObject({ results: listOf(z.looseObject({ iso_3166_1: text, rating: text })) }),
  () => ({ results: [] }),
);

const image: z.ZodType<TmdbImage> = z.looseObject({
  file_path: z.string(),
  width: num,
  height: num,
  aspect_ratio: num,
  iso_639_1: maybeText,
  vote_average: num,
  vote_count: num,
});
const imagesShape = part<TmdbImages>(
  z.looseObject({ backdrops: listOf(image), posters: listOf(image), logos: listOf(image) }),
  () => ({ backdrops: [], posters: [], logos: [] }),
);

const videosShape = part<TmdbVideos>(
  z.looseObject({
    results: listOf(z.looseObject({ id: text, key: z.string(), name: text, site: text, type: text })),
  }),
  () => ({ results: [] }),
);

const movieParts: { [K in TmdbMovieAppend]: z.ZodType<TmdbMovieAppendable[K]> } = {
  external_ids: part(externalIdsShape, () => ({})),
  credits: creditsShape,
  alternative_titles: part(z.looseObject({ titles: listOf(alternativeTitle) }), () => ({ titles: [] })),
  translations: movieTranslations,
  release_dates: releaseDatesShape,
  keywords: part(z.looseObject({ keywords: listOf(keyword) }), () => ({ keywords: [] })),
  images: imagesShape,
  videos: videosShape,
};

const tvParts: { [K in TmdbTvAppend]: z.ZodType<TmdbTvAppendable[K]> } = {
  external_ids: part(externalIdsShape, () => ({})),
  credits: creditsShape,
  alternative_titles: part(z.looseObject({ results: listOf(alternativeTitle) }), () => ({ results: [] })),
  translations: tvTranslations,
  content_ratings: contentRatingsShape,
  keywords: part(z.looseObject({ results: listOf(keyword) }), () => ({ results: [] })),
  images: imagesShape,
  videos: videosShape,
};

const company = z.looseObject({ id, name: text, logo_path: maybeText, origin_country: text });
const country = z.looseObject({ iso_3166_1: text, name: text });
const language = z.looseObject({ iso_639_1: text, name: text, english_name: optionalText });
const collectionRef = z.looseObject({ id, name: text, poster_path: maybeText, backdrop_path: maybeText });

const movieDetailsFields = {
  id,
  imdb_id: maybeText,
  title: text,
  original_title: text,
  original_language: text,
  overview: text,
  tagline: text,
  release_date: text,
  runtime: maybeNum,
  status: text,
  adult: flag,
  homepage: text,
  budget: num,
  revenue: num,
  popularity: num,
  vote_average: num,
  vote_count: num,
  poster_path: maybeText,
  backdrop_path: maybeText,
  belongs_to_collection: collectionRef.nullable().catch(null),
  genres: listOf(genre),
  origin_country: texts.optional(),
  production_companies: listOf(company),
  production_countries: listOf(country),
  spoken_languages: listOf(language),
};
// The compiler checks the fields against the interface.
const movieDetailsBase: z.ZodType<TmdbMovieDetails> = z.looseObject(movieDetailsFields);

export const episodeShape: z.ZodType<TmdbEpisode> = z.looseObject({
  id,
  name: text,
  overview: text,
  air_date: maybeText,
  season_number: z.number().int(),
  episode_number: z.number().int(),
  episode_type: optionalText,
  runtime: maybeNum,
  still_path: maybeText,
  vote_average: num,
  vote_count: num,
});

const seasonSummary: z.ZodType<TmdbSeasonSummary> = z.looseObject({
  id,
  season_number: z.number().int(),
  name: text,
  overview: text,
  air_date: maybeText,
  episode_count: num,
  poster_path: maybeText,
});

const tvDetailsFields = {
  id,
  name: text,
  original_name: text,
  original_language: text,
  overview: text,
  tagline: text,
  first_air_date: maybeText,
  last_air_date: maybeText,
  status: text,
  type: text,
  in_production: flag,
  adult: flag,
  homepage: text,
  popularity: num,
  vote_average: num,
  vote_count: num,
  poster_path: maybeText,
  backdrop_path: maybeText,
  episode_run_time: numbers,
  number_of_episodes: num,
  number_of_seasons: num,
  languages: texts,
  origin_country: texts,
  genres: listOf(genre),
  created_by: listOf(z.looseObject({ id, credit_id: text, name: text, profile_path: maybeText })),
  networks: listOf(company),
  production_companies: listOf(company),
  production_countries: listOf(country),
  spoken_languages: listOf(language),
  seasons: listOf(seasonSummary),
  last_episode_to_air: episodeShape.nullable().catch(null),
  next_episode_to_air: episodeShape.nullable().catch(null),
};
const tvDetailsBase: z.ZodType<TmdbTvDetails> = z.looseObject(tvDetailsFields);

/** Details with the appended parts that were asked for, each there (empty when TMDB left it out). */
function withParts(fields: z.ZodRawShape, parts: Record<string, z.ZodType>, asked: readonly string[]) {
  const picked = Object.fromEntries(asked.filter((name) => name in parts).map((name) => [name, parts[name]]));
  return z.looseObject({ ...fields, ...picked });
}

export function movieDetailsShape(append: readonly TmdbMovieAppend[]): z.ZodType<TmdbMovieDetails> {
  if (append.length === 0) return movieDetailsBase;
  return withParts(movieDetailsFields, movieParts, append) as unknown as z.ZodType<TmdbMovieDetails>;
}

export function tvDetailsShape(append: readonly TmdbTvAppend[]): z.ZodType<TmdbTvDetails> {
  if (append.length === 0) return tvDetailsBase;
  return withParts(tvDetailsFields, tvParts, append) as unknown as z.ZodType<TmdbTvDetails>;
}

export const seasonShape: z.ZodType<TmdbSeasonDetails> = z.looseObject({
  id: z.number().catch(0),
  season_number: z.number().int(),
  name: text,
  overview: text,
  air_date: maybeText,
  poster_path: maybeText,
  episodes: listOf(episodeShape),
});

export const findShape: z.ZodType<TmdbFindResults> = z.looseObject({
  movie_results: listOf(z.looseObject({ ...movieResultFields, media_type: z.literal('movie').catch('movie') })),
  tv_results: listOf(z.looseObject({ ...tvResultFields, media_type: z.literal('tv').catch('tv') })),
  person_results: listOf(z.looseObject({ ...personResultFields, media_type: z.literal('person').catch('person') })),
  tv_episode_results: listOf(episodeShape),
  tv_season_results: listOf(seasonSummary),
}) as z.ZodType<TmdbFindResults>;

export const configurationShape: z.ZodType<TmdbConfiguration> = z.looseObject({
  images: part(
    z.looseObject({
      base_url: text,
      secure_base_url: text,
      backdrop_sizes: texts,
      logo_sizes: texts,
      poster_sizes: texts,
      profile_sizes: texts,
      still_sizes: texts,
    }),
    () => ({
      base_url: '',
      secure_base_url: '',
      backdrop_sizes: [],
      logo_sizes: [],
      poster_sizes: [],
      profile_sizes: [],
      still_sizes: [],
    }),
  ),
  change_keys: texts,
});

export const collectionShape: z.ZodType<TmdbCollection> = z.looseObject({
  id,
  name: text,
  parts: listOf(
    z.looseObject({
      id,
      title: text,
      // TMDB sends '' for an unknown date.
      release_date: maybeText.transform((d) => (d === '' ? null : d)),
    }),
  ),
});
