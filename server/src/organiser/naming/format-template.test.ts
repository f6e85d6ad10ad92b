import { describe, expect, it } from 'vitest';
import type { EpisodeTarget, MatchedTitle } from '../match-types.js';
import type { ParsedRelease } from '../parse/parsed-release.js';
import {
  findUnknownTokens,
  formatTokens,
  previewFormat,
  renderFormat,
  tidyName,
  tokenGroupsFor,
  tokenKeysIn,
  tokensFor,
} from './format-template.js';
import type { MediaInfo } from './media-info.js';
import { cleanTitle, titleThe, titleYear } from './name-parts.js';
import type { NamingContext } from './naming-context.js';
import { matchedTitleWith, parsedReleaseWith } from './sample-context.js';

const show = (fields: Partial<MatchedTitle> = {}) =>
  matchedTitleWith({
    mediaType: 'tv',
    title: 'Breaking Bad',
    year: 2008,
    tmdbId: 1396,
    imdbId: 'tt0903747',
    tvdbId: 81189,
    ...fields,
  });
const movie = (fields: Partial<MatchedTitle> = {}) =>
  matchedTitleWith({
    mediaType: 'movie',
    title: 'The Matrix',
    year: 1999,
    tmdbId: 603,
    imdbId: 'tt0133093',
    ...fields,
  });
const episode = (fields: Partial<EpisodeTarget> = {}): EpisodeTarget => ({
  season: 1,
  episodes: [1],
  episodeTitles: ['Pilot'],
  airDate: '2008-01-20',
  absoluteEpisodes: [],
  ...fields,
});
const bluray1080 = (fields: Partial<ParsedRelease> = {}) =>
  parsedReleaseWith({ resolution: '1080p', source: 'bluray', videoCodec: 'h264', releaseGroup: 'GRP', ...fields });

function tv(
  format: string,
  ep: Partial<EpisodeTarget> = {},
  parsed: Partial<ParsedRelease> = {},
  title: Partial<MatchedTitle> = {},
  mediaInfo: MediaInfo | null = null,
): string {
  return renderFormat(format, { title: show(title), episode: episode(ep), parsed: bluray1080(parsed), mediaInfo });
}
function film(format: string, parsed: Partial<ParsedRelease> = {}, title: Partial<MatchedTitle> = {}): string {
  return renderFormat(format, { title: movie(title), episode: null, parsed: bluray1080(parsed) });
}

const STANDARD = '{Series Title} - S{season:00}E{episode:00} - {Episode Title} {Quality Full}';

describe('renderFormat: episodes', () => {
  it('renders the default standard format', () => {
    expect(tv(STANDARD)).toBe('Breaking Bad - S01E01 - Pilot Bluray-1080p');
  });

  it('leaves no dangling separator when the episode title is unknown', () => {
    expect(tv(STANDARD, { episodeTitles: [] })).toBe('Breaking Bad - S01E01 - Bluray-1080p');
    expect(tv(STANDARD, { episodeTitles: [] }, { resolution: null, source: null })).toBe('Breaking Bad - S01E01');
  });

  it('writes a run of episodes as a prefixed range', () => {
    expect(tv('S{season:00}E{episode:00}', { episodes: [1, 2] })).toBe('S01E01-E02');
    expect(tv('S{season:00}E{episode:00}', { episodes: [3, 1, 2] })).toBe('S01E01-E03');
    expect(tv('S{season:00}E{episode:00}', { episodes: [1, 3] })).toBe('S01E01E03');
    expect(tv('{season}x{episode:00}', { episodes: [4, 5] })).toBe('1x04-x05');
    expect(tv('{episode:000}', { episodes: [7, 8] })).toBe('007-008');
  });

  it('joins the titles of several episodes, or gives the shared name of a two-part story', () => {
    expect(tv('{Episode Title}', { episodes: [1, 2], episodeTitles: ['Pilot', "Cat's in the Bag..."] })).toBe(
      "Pilot + Cat's in the Bag...",
    );
    expect(tv('{Episode Title}', { episodes: [1, 2], episodeTitles: ['Pilot (1)', 'Pilot (2)'] })).toBe('Pilot');
    expect(tv('{Episode Title}', { episodes: [1, 2], episodeTitles: ['The End, Part 1', 'The End, Part 2'] })).toBe(
      'The End',
    );
  });

  it('pads season and episode numbers as the format says', () => {
    expect(tv('{season} {season:0} {season:00} {season:000}', { season: 3 })).toBe('3 3 03 003');
    expect(tv('E{episode}', { episodes: [12] })).toBe('E12');
  });

  it('renders absolute numbers for anime', () => {
    const ep = { season: 21, episodes: [1], absoluteEpisodes: [892], episodeTitles: ['The Land of Wano'] };
    expect(
      tv(
        '{Series Title} - S{season:00}E{episode:00} - {absolute:000} - {Episode Title}',
        ep,
        {},
        { title: 'One Piece', year: 1999 },
      ),
    ).toBe('One Piece - S21E01 - 892 - The Land of Wano');
    expect(tv('{absolute:000}', { absoluteEpisodes: [12, 13] })).toBe('012-013');
    expect(tv('{Series Title} - {absolute:000} - {Episode Title}', { absoluteEpisodes: [] })).toBe(
      'Breaking Bad - Pilot',
    );
  });

  it('takes absolute numbers from the name when the target has none', () => {
    expect(tv('{absolute:00}', { absoluteEpisodes: [] }, { absoluteEpisodes: [5] })).toBe('05');
  });

  it.each([
    ['{Air-Date}', '2023-05-04'],
    ['{Air Date}', '2023 05 04'],
    ['{Air.Date}', '2023.05.04'],
    ['{Air_Date}', '2023_05_04'],
  ])('renders %s', (format, expected) => {
    expect(tv(format, { airDate: '2023-05-04' })).toBe(expected);
  });

  it('renders the daily default format', () => {
    const daily = '{Series Title} - {Air-Date} - {Episode Title} {Quality Full}';
    expect(
      tv(
        daily,
        { airDate: '2023-05-04', episodeTitles: ['Jon Stewart'] },
        { resolution: '720p', source: 'webdl' },
        { title: 'The Daily Show' },
      ),
    ).toBe('The Daily Show - 2023-05-04 - Jon Stewart WEBDL-720p');
  });

  it('uses the separator of a dotted or underscored token for the value', () => {
    expect(tv('{Series.Title}.S{season:00}E{episode:00}.{Episode.Title}.{Quality.Full}')).toBe(
      'Breaking.Bad.S01E01.Pilot.Bluray-1080p',
    );
    expect(tv('{Series_Title}_{Episode_Title}', { episodeTitles: ['Ozymandias'] })).toBe('Breaking_Bad_Ozymandias');
    expect(tv('{Series.Title}.S{season:00}E{episode:00}.{Episode.Title}.{Quality.Full}', { episodeTitles: [] })).toBe(
      'Breaking.Bad.S01E01.Bluray-1080p',
    );
    expect(
      tv(
        '{Series.Title}.S{season:00}E{episode:00}.{Episode.Title}.{Quality.Full}',
        {},
        { resolution: null, source: null },
      ),
    ).toBe('Breaking.Bad.S01E01.Pilot');
    expect(
      tv(
        '{Series_Title}_{Release_Group}_{Episode_Title}',
        { episodeTitles: ['Tick, Tick...Boom!'] },
        { releaseGroup: null },
      ),
    ).toBe('Breaking_Bad_Tick,_Tick...Boom!');
  });

  it('follows the case of the token name', () => {
    expect(tv('{series title}')).toBe('breaking bad');
    expect(tv('{SERIES TITLE}')).toBe('BREAKING BAD');
    expect(tv('{Series Title}')).toBe('Breaking Bad');
    expect(tv('S{season:00}E{episode:00}', { episodes: [1, 2] })).toBe('S01E01-E02');
  });

  it('renders the series title variants', () => {
    const t = { title: 'The Office (US)', year: 2005 };
    expect(tv('{Series TitleThe}', {}, {}, t)).toBe('Office, The (US)');
    expect(tv('{Series TitleYear}', {}, {}, { title: 'Doctor Who (2005)', year: 2005 })).toBe('Doctor Who (2005)');
    expect(tv('{Series TitleWithoutYear}', {}, {}, { title: 'Doctor Who (2005)', year: 2005 })).toBe('Doctor Who');
    expect(tv('{Series CleanTitle}', {}, {}, { title: "Marvel's Agents of S.H.I.E.L.D." })).toBe(
      'Marvels Agents of S.H.I.E.L.D.',
    );
    expect(tv('{Series CleanTitleYear}', {}, {}, { title: 'Law & Order', year: 1990 })).toBe('Law and Order 1990');
    expect(tv('{Series TitleFirstCharacter}', {}, {}, { title: 'The Wire' })).toBe('W');
    expect(tv('{Series Year}')).toBe('2008');
  });

  it('cuts a long episode title with :N', () => {
    expect(tv('{Episode Title:10}', { episodeTitles: ['A Very Long Episode Title'] })).toBe('A Very Lo…');
  });

  it('renders ids bare and as Plex and Jellyfin tags', () => {
    expect(tv('{TvdbId} {TmdbId} {ImdbId}')).toBe('81189 1396 tt0903747');
    expect(tv('{Series Title} {tvdb-{TvdbId}} {imdb-{ImdbId}}')).toBe('Breaking Bad {tvdb-81189} {imdb-tt0903747}');
    expect(tv('{Series Title} [tvdbid-{TvdbId}]')).toBe('Breaking Bad [tvdbid-81189]');
  });

  it('drops id tags whose id is unknown, with their brackets', () => {
    expect(tv('{Series Title} {tvdb-{TvdbId}} {imdb-{ImdbId}}', {}, {}, { tvdbId: null, imdbId: null })).toBe(
      'Breaking Bad',
    );
    expect(tv('{Series Title} [imdbid-{ImdbId}] [tvdbid-{TvdbId}]', {}, {}, { tvdbId: null, imdbId: null })).toBe(
      'Breaking Bad',
    );
  });

  it('renders the release tokens of anime', () => {
    const anime = { releaseGroup: null, animeGroup: 'SubsPlease', hash: 'ABCD1234' };
    expect(tv('{Series Title} [{Release Group}] [{Release Hash}]', {}, anime)).toBe(
      'Breaking Bad [SubsPlease] [ABCD1234]',
    );
  });
});

describe('renderFormat: movies', () => {
  it('renders the default Radarr format', () => {
    expect(film('{Movie Title} ({Release Year}) {Quality Full}')).toBe('The Matrix (1999) Bluray-1080p');
  });

  it('drops an empty optional section with its brackets', () => {
    const none = { resolution: null, source: null };
    expect(film('{Movie Title} [{Quality Full}]', none)).toBe('The Matrix');
    expect(film('{Movie Title} {[Quality Full]}', none)).toBe('The Matrix');
    expect(film('{Movie Title} ({Release Year})', {}, { year: null })).toBe('The Matrix');
    expect(film('{Movie Title} {[Quality Full]}')).toBe('The Matrix [Bluray-1080p]');
  });

  it('renders a TRaSH-style format', () => {
    const format =
      '{Movie CleanTitle} {(Release Year)} {imdb-{ImdbId}} {edition-{Edition Tags}} {[Custom Formats]}{[Quality Full]}{[MediaInfo 3D]}{[MediaInfo VideoDynamicRangeType]}{[Mediainfo AudioCodec}{ Mediainfo AudioChannels]}{[Mediainfo VideoCodec]}{-Release Group}';
    const parsed = {
      resolution: '2160p' as const,
      modifier: 'remux' as const,
      videoCodec: 'h265',
      hdr: ['DV', 'HDR10'],
      audioCodec: 'TrueHD Atmos',
      audioChannels: '7.1',
      edition: 'Extended',
      releaseGroup: 'FGT',
    };
    expect(film(format, parsed)).toBe(
      'The Matrix (1999) {imdb-tt0133093} {edition-Extended} [Remux-2160p][DV HDR10][TrueHD Atmos 7.1][x265]-FGT',
    );
    // Nothing known but the title: every optional part goes.
    expect(
      film(format, { resolution: null, source: null, videoCodec: null, releaseGroup: null }, { imdbId: null }),
    ).toBe('The Matrix (1999)');
  });

  it('renders the movie title variants', () => {
    expect(film('{Movie TitleThe}')).toBe('Matrix, The');
    expect(film('{Movie TitleYear}')).toBe('The Matrix (1999)');
    expect(film('{Movie CleanTitle}', {}, { title: 'Mission: Impossible' })).toBe('Mission Impossible');
    expect(film('{Movie OriginalTitle}', {}, { title: 'Spirited Away', originalTitle: '千と千尋の神隠し' })).toBe(
      '千と千尋の神隠し',
    );
    expect(film('{Movie Collection}', {}, { collection: { id: 2344, name: 'The Matrix Collection' } })).toBe(
      'The Matrix Collection',
    );
  });

  it.each<[string, Partial<ParsedRelease>, string]>([
    ['Bluray-1080p', {}, 'Bluray-1080p'],
    ['WEBDL-2160p', { source: 'webdl', resolution: '2160p' }, 'WEBDL-2160p'],
    ['WEBRip-720p', { source: 'webrip', resolution: '720p' }, 'WEBRip-720p'],
    ['HDTV-720p', { source: 'tv', resolution: '720p' }, 'HDTV-720p'],
    ['SDTV', { source: 'tv', resolution: '480p' }, 'SDTV'],
    ['DVD', { source: 'dvd', resolution: '480p' }, 'DVD'],
    ['Remux-2160p', { modifier: 'remux', resolution: '2160p' }, 'Remux-2160p'],
    ['BR-DISK', { modifier: 'brdisk' }, 'BR-DISK'],
    ['CAM', { source: 'cam', resolution: null }, 'CAM'],
    ['a resolution alone is television, as Radarr reads it', { source: null }, 'HDTV-1080p'],
    ['nothing known', { source: null, resolution: null, container: null }, ''],
    ['Proper', { revision: { version: 2, real: 0, isRepack: false, isProper: true } }, 'Bluray-1080p Proper'],
    ['Repack', { revision: { version: 2, real: 0, isRepack: true, isProper: false } }, 'Bluray-1080p Repack'],
    ['REAL', { revision: { version: 2, real: 1, isRepack: false, isProper: true } }, 'Bluray-1080p Proper REAL'],
  ])('Quality Full: %s', (_name, parsed, expected) => {
    expect(film('{Quality Full}', parsed)).toBe(expected);
  });

  it('names a remux episode as Sonarr does', () => {
    expect(tv('{Quality Title}', {}, { modifier: 'remux', resolution: '2160p' })).toBe('Bluray-2160p Remux');
  });
});

describe('renderFormat: media info', () => {
  const probed: MediaInfo = {
    videoCodec: 'x265',
    videoBitDepth: 10,
    resolution: '2160p',
    hdr: ['DV', 'HDR10'],
    audioCodec: 'TrueHD Atmos',
    audioChannels: '7.1',
    audioLanguages: ['en', 'de'],
    subtitleLanguages: ['en', 'fr'],
    durationSeconds: 7200,
  };

  it('renders the probed streams, ahead of what the name says', () => {
    const format =
      '{MediaInfo VideoCodec}|{MediaInfo VideoBitDepth}|{MediaInfo VideoDynamicRange}|{MediaInfo VideoDynamicRangeType}|{MediaInfo AudioCodec}|{MediaInfo AudioChannels}|{MediaInfo AudioLanguages}|{MediaInfo SubtitleLanguages}|{Quality Full}';
    expect(tv(format, {}, {}, {}, probed)).toBe('x265|10|HDR|DV HDR10|TrueHD Atmos|7.1|[EN+DE]|[EN+FR]|Bluray-2160p');
    expect(tv('{MediaInfo Simple} / {MediaInfo Full}', {}, {}, {}, probed)).toBe(
      'x265 TrueHD Atmos / x265 TrueHD Atmos [EN+DE]',
    );
  });

  it('falls back to the release name without a probe', () => {
    const parsed = {
      videoCodec: 'x264',
      audioCodec: 'DDP',
      audioChannels: '5.1',
      input: 'Show.S01E01.DDP5.1.Atmos.x264',
    };
    expect(tv('{MediaInfo VideoCodec} {MediaInfo AudioCodec} {MediaInfo AudioChannels}', {}, parsed)).toBe(
      'x264 EAC3 Atmos 5.1',
    );
  });

  it('leaves English-only audio out of AudioLanguages but not AudioLanguagesAll', () => {
    const englishOnly = { ...probed, audioLanguages: ['en'] };
    expect(tv('{Series Title} {MediaInfo AudioLanguages}', {}, {}, {}, englishOnly)).toBe('Breaking Bad');
    expect(tv('{MediaInfo AudioLanguagesAll}', {}, {}, {}, englishOnly)).toBe('[EN]');
  });
});

describe('unknown tokens', () => {
  it('renders unknown tokens as nothing and reports them', () => {
    expect(tv('{Series Title} {Nope Token} - {Episode Title}')).toBe('Breaking Bad - Pilot');
    expect(findUnknownTokens('{Series Title} {Nope Token} {imdb-{Bad}} {season:00}')).toEqual(['Nope Token', 'Bad']);
    expect(findUnknownTokens(STANDARD)).toEqual([]);
  });

  it('lists the tokens a format uses', () => {
    expect(tokenKeysIn(STANDARD)).toEqual(['series title', 'season', 'episode', 'episode title', 'quality full']);
    expect(tokenKeysIn('{tmdb-{TmdbId}} {Air-Date}')).toEqual(['tmdbid', 'air date']);
  });
});

describe('tidyName', () => {
  it.each([
    ['A - - B', 'A - B'],
    ['A -  -  - B', 'A - B'],
    ['A - ', 'A'],
    ['- A', 'A'],
    ['A  B', 'A B'],
    ['A () [] {}', 'A'],
    ['A [ x ] ( y )', 'A [x] (y)'],
    ['A [ - ]', 'A'],
    ['Tick, Tick...Boom!', 'Tick, Tick...Boom!'],
    ['Spider-Man - WEB-DL - 2023-05-04', 'Spider-Man - WEB-DL - 2023-05-04'],
    ['To Be Continued...', 'To Be Continued...'],
    ['A {tmdb-} [imdbid-]', 'A'],
    ['-', ''],
  ])('%j → %j', (input, expected) => {
    expect(tidyName(input)).toBe(expected);
  });
});

describe('token catalogue', () => {
  it('offers every group of the TV and movie helpers', () => {
    for (const group of tokenGroupsFor.tv) {
      expect(formatTokens.some((t) => t.group === group && t.formats.some((f) => f !== 'movie'))).toBe(true);
    }
    for (const group of tokenGroupsFor.movie) {
      expect(formatTokens.some((t) => t.group === group && t.formats.includes('movie'))).toBe(true);
    }
  });

  it('only lists tokens the renderer knows, each with a description', () => {
    for (const t of formatTokens) {
      expect(findUnknownTokens(t.token), t.token).toEqual([]);
      expect(t.description.length, t.token).toBeGreaterThan(5);
    }
  });

  it('has a rendered example for every token that has a value in the samples', () => {
    const emptyByDesign = new Set([
      '{Custom Formats}',
      '{Quality Proper}',
      '{MediaInfo VideoBitDepth}',
      '{MediaInfo VideoDynamicRange}',
      '{MediaInfo VideoDynamicRangeType}',
      '{[MediaInfo VideoDynamicRangeType]}',
      '{MediaInfo SubtitleLanguages}',
    ]);
    for (const t of formatTokens) {
      if (!emptyByDesign.has(t.token)) expect(t.example, t.token).not.toBe('');
    }
    expect(formatTokens.find((t) => t.token === '{Series Title}')?.example).toBe('Breaking Bad');
    expect(formatTokens.find((t) => t.token === '{Air-Date}')?.example).toBe('2023-05-04');
  });

  it('lists tokens per format type', () => {
    const has = (type: Parameters<typeof tokensFor>[0], token: string) =>
      tokensFor(type).some((t) => t.token === token);
    expect(has('daily', '{Air-Date}')).toBe(true);
    expect(has('standard', '{Air-Date}')).toBe(false);
    expect(has('anime', '{absolute:000}')).toBe(true);
    expect(has('anime', '{Release Group}')).toBe(true);
    expect(has('season', '{season:00}')).toBe(true);
    expect(has('season', '{Episode Title}')).toBe(false);
    expect(has('movie', '{Movie Title}')).toBe(true);
    expect(has('movie', '{Series Title}')).toBe(false);
    // Examples follow the format type they are listed for.
    expect(tokensFor('movie').find((t) => t.token === '{Quality Full}')?.example).toBe('Remux-2160p');
    expect(tokensFor('standard').find((t) => t.token === '{Quality Full}')?.example).toBe('Bluray-1080p');
  });

  it('previews formats with sample values, empty meaning invalid', () => {
    expect(previewFormat(STANDARD, 'standard')).toBe('Breaking Bad - S01E01 - Pilot Bluray-1080p');
    expect(previewFormat('Season{season}', 'season')).toBe('Season 1');
    expect(previewFormat('{Movie Title} ({Release Year}) {Quality Full}', 'movie')).toBe(
      'The Matrix (1999) Remux-2160p',
    );
    expect(previewFormat('', 'standard')).toBe('');
    expect(previewFormat('{Nope}', 'standard')).toBe('');
  });
});

describe('name parts', () => {
  it('writes the year once', () => {
    expect(titleYear('Doctor Who (2005)', 2005)).toBe('Doctor Who (2005)');
    expect(titleYear('Doctor Who', 2005)).toBe('Doctor Who (2005)');
    expect(titleYear('Doctor Who', null)).toBe('Doctor Who');
  });

  it('moves articles and cleans titles as Sonarr does', () => {
    expect(titleThe('A Quiet Place')).toBe('Quiet Place, A');
    expect(titleThe('An American Werewolf in London')).toBe('American Werewolf in London, An');
    expect(titleThe('Theodosia')).toBe('Theodosia');
    expect(cleanTitle('Face/Off')).toBe('Face Off');
    expect(cleanTitle('Who Framed Roger Rabbit?')).toBe('Who Framed Roger Rabbit');
  });

  it('keeps the context object unchanged', () => {
    const ctx: NamingContext = { title: show(), episode: episode({ episodes: [2, 1] }), parsed: bluray1080() };
    renderFormat('S{season:00}E{episode:00}', ctx);
    expect(ctx.episode?.episodes).toEqual([2, 1]);
  });
});
