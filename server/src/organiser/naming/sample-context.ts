// Sample values for the Settings preview of naming formats and for the examples of the token
// catalogue. Nothing here is read from disk or TMDB.

import type { EpisodeTarget, MatchedTitle } from '../match-types.js';
import { parsedReleaseWith } from '../parse/parsed-release.js';

export { parsedReleaseWith };
import type { FormatType, NamingContext } from './naming-context.js';

/** A `MatchedTitle` with neutral defaults, overridden by `fields`. */
export function matchedTitleWith(fields: Partial<MatchedTitle> & Pick<MatchedTitle, 'title'>): MatchedTitle {
  return {
    mediaType: 'movie',
    tmdbId: 0,
    originalTitle: null,
    year: null,
    imdbId: null,
    tvdbId: null,
    originalLanguage: null,
    genres: [],
    isAnime: false,
    isKids: false,
    collection: null,
    posterPath: null,
    releaseDate: null,
    ...fields,
  };
}

function episodeTarget(fields: Partial<EpisodeTarget>): EpisodeTarget {
  return { season: 1, episodes: [], episodeTitles: [], airDate: null, absoluteEpisodes: [], ...fields };
}

const standard: NamingContext = {
  title: matchedTitleWith({
    mediaType: 'tv',
    title: 'Breaking Bad',
    year: 2008,
    tmdbId: 1396,
    imdbId: 'tt0903747',
    tvdbId: 81189,
  }),
  episode: episodeTarget({ season: 1, episodes: [1], episodeTitles: ['Pilot'], airDate: '2008-01-20' }),
  parsed: parsedReleaseWith({
    input: 'Breaking.Bad.S01E01.Pilot.1080p.BluRay.DTS-HD.MA.5.1.x264-DEMAND.mkv',
    season: 1,
    episodes: [1],
    resolution: '1080p',
    source: 'bluray',
    videoCodec: 'h264',
    audioCodec: 'DTS-HD MA',
    audioChannels: '5.1',
    releaseGroup: 'DEMAND',
    languages: ['en', 'de'],
  }),
};

const daily: NamingContext = {
  title: matchedTitleWith({ mediaType: 'tv', title: 'The Daily Show', year: 1996, tmdbId: 2224, tvdbId: 71256 }),
  episode: episodeTarget({ season: 28, episodes: [85], episodeTitles: ['Jon Stewart'], airDate: '2023-05-04' }),
  parsed: parsedReleaseWith({
    input: 'The.Daily.Show.2023.05.04.Jon.Stewart.720p.WEB.h264-EDITH.mkv',
    airDate: '2023-05-04',
    resolution: '720p',
    source: 'webdl',
    videoCodec: 'h264',
    audioCodec: 'AAC',
    audioChannels: '2.0',
    releaseGroup: 'EDITH',
  }),
};

const anime: NamingContext = {
  title: matchedTitleWith({
    mediaType: 'tv',
    title: 'Cowboy Bebop',
    year: 1998,
    tmdbId: 30991,
    imdbId: 'tt0213338',
    tvdbId: 76885,
    isAnime: true,
  }),
  episode: episodeTarget({
    season: 1,
    episodes: [5],
    episodeTitles: ['Ballad of Fallen Angels'],
    absoluteEpisodes: [5],
  }),
  parsed: parsedReleaseWith({
    input: '[SubsPlease] Cowboy Bebop - 05 (1080p) [ABCD1234].mkv',
    absoluteEpisodes: [5],
    resolution: '1080p',
    source: 'webdl',
    videoCodec: 'h264',
    audioCodec: 'AAC',
    audioChannels: '2.0',
    animeGroup: 'SubsPlease',
    releaseGroup: 'SubsPlease',
    hash: 'ABCD1234',
    languages: ['ja'],
  }),
};

const movie: NamingContext = {
  title: matchedTitleWith({
    mediaType: 'movie',
    title: 'The Matrix',
    originalTitle: 'The Matrix',
    year: 1999,
    tmdbId: 603,
    imdbId: 'tt0133093',
    collection: { id: 2344, name: 'The Matrix Collection' },
  }),
  episode: null,
  parsed: parsedReleaseWith({
    input: 'The.Matrix.1999.Extended.2160p.UHD.BluRay.REMUX.DV.HDR10.TrueHD.Atmos.7.1.HEVC-FGT.mkv',
    resolution: '2160p',
    source: 'bluray',
    modifier: 'remux',
    videoCodec: 'h265',
    bitDepth: 10,
    hdr: ['DV', 'HDR10'],
    audioCodec: 'TrueHD Atmos',
    audioChannels: '7.1',
    edition: 'Extended',
    releaseGroup: 'FGT',
  }),
};

/** The sample a format type is previewed with. */
export function sampleContextFor(type: FormatType): NamingContext {
  switch (type) {
    case 'daily':
      return daily;
    case 'anime':
      return anime;
    case 'movie':
      return movie;
    default:
      return standard;
  }
}
