/**
 * What crosses from the matcher to layout, linking and the review queue. One shape whatever the
 * path taken (ids in the name, a person's choice, a search).
 */
export type MediaType = 'movie' | 'tv';

export interface MatchCandidate {
  tmdbId: number;
  mediaType: MediaType;
  title: string;
  originalTitle: string | null;
  year: number | null;
  popularity: number;
  posterPath: string | null;
  /** 0…1; how well the candidate fits the name, before any tie-break. */
  score: number;
  /** What tells namesakes apart, for a person choosing among them (see `CandidateSetApart`). */
  releaseDate: string | null;
  originCountries: string[];
  networks: string[];
  overview: string | null;
}

/**
 * What sets a title apart from another of the same name, as a person reads it: when and where it
 * came out, on which network, and what it is about. Empty or null where TMDB did not say.
 */
export interface CandidateSetApart {
  /** Release date of a movie, first air date of a show (YYYY-MM-DD). */
  releaseDate: string | null;
  /** ISO 3166-1 codes: a show's origin, a film's production countries. */
  originCountries: string[];
  /** Networks a show aired on (known from its details only). */
  networks: string[];
  overview: string | null;
}

/** The identified title, with the facts layout and naming need. */
export interface MatchedTitle {
  mediaType: MediaType;
  tmdbId: number;
  title: string;
  originalTitle: string | null;
  year: number | null;
  imdbId: string | null;
  tvdbId: number | null;
  originalLanguage: string | null;
  genres: string[];
  /** Animation from Japan, or keyword "anime". */
  isAnime: boolean;
  /** Family/kids by certification or genre. */
  isKids: boolean;
  collection: { id: number; name: string } | null;
  posterPath: string | null;
  /** Release date of a movie, first air date of a show (YYYY-MM-DD). */
  releaseDate: string | null;
}

export interface EpisodeTarget {
  season: number;
  episodes: number[];
  /** Names of the episodes, from TMDB, when known. */
  episodeTitles: string[];
  airDate: string | null;
  /** Absolute numbers the mapping started from (anime). */
  absoluteEpisodes: number[];
}

export type MatchOutcome =
  | {
      status: 'matched';
      title: MatchedTitle;
      /** For episodes: where the file lands. */
      episode: EpisodeTarget | null;
      confidence: number;
      /** How it was found: 'id-in-name', 'folder-override', 'search', 'manual'. */
      via: 'id-in-name' | 'folder-override' | 'search' | 'manual';
      candidates: MatchCandidate[];
    }
  | {
      status: 'review';
      reason: string;
      candidates: MatchCandidate[];
      /** The show was found but the file's season or episode was not: a person can place it. */
      unplacedShow?: UnplacedShow;
    }
  | { status: 'pending'; reason: string }
  | { status: 'failed'; reason: string };

export interface UnplacedShow {
  tmdbId: number;
  title: string;
  seasons: { seasonNumber: number; name: string; episodeCount: number }[];
}

export interface EpisodeChoiceItem {
  episodeNumber: number;
  name: string;
  airDate: string | null;
}
