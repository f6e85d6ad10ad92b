// Sonarr-/Radarr-style naming formats: `{Series Title} - S{season:00}E{episode:00} - {Episode Title} {Quality Full}`.
//
// Token syntax, as in Sonarr and Radarr:
// - `{Token Name}`; the words may be joined by `.`, `_` or `-` instead of a space (`{Series.Title}`), and
//   that character then replaces the spaces of the value (`The.Matrix`);
// - all-lower-case (`{series title}`) or all-upper-case token names give a lower/upper-case value;
// - `{Token:00}` pads numbers (`{season:00}` → `01`), `{Episode Title:30}` cuts a title to 30 characters;
// - characters inside the braces before or after the name (`{[Quality Full]}`, `{-Release Group}`,
//   `{ MediaInfo AudioChannels]}`) are written only when the value is not empty;
// - `{imdb-{ImdbId}}`, `{tmdb-{TmdbId}}`, `{tvdb-{TvdbId}}`, `{edition-{Edition Tags}}` give `{imdb-tt0133093}`…,
//   or nothing when the value is unknown;
// - unknown tokens are written as nothing (see `findUnknownTokens` to warn about them).
// After rendering, empty brackets, doubled spaces and dangling ` - ` separators are removed.

import type { MatchedTitle } from '../match-types.js';
import type { ParsedRelease } from '../parse/parsed-release.js';
import { effectiveMediaInfo, type MediaInfo } from './media-info.js';
import {
  cleanTitle,
  episodeRange,
  episodeTitle,
  pad,
  qualityProper,
  qualityTitle,
  titleFirstCharacter,
  titleThe,
  titleWithoutYear,
  titleYear,
} from './name-parts.js';
import type { FormatType, NamingContext } from './naming-context.js';
import { sampleContextFor } from './sample-context.js';

export type TokenGroup =
  | 'Series'
  | 'Series ID'
  | 'Season'
  | 'Episode'
  | 'Air Date'
  | 'Release'
  | 'Movie'
  | 'Movie ID'
  | 'Quality'
  | 'MediaInfo'
  | 'Custom';

/** One entry of the token helper of the Settings page. */
interface FormatTokenInfo {
  /** As inserted into a format: `{Series Title}`, `{season:00}`, `{[Quality Full]}`. */
  token: string;
  group: TokenGroup;
  /** The formats whose helper lists it. */
  formats: readonly FormatType[];
  description: string;
  /** The token rendered with the sample values of `sample-context.ts`; `''` for tokens that render empty. */
  example: string;
}

// ── values ───────────────────────────────────────────────────────────────────────────────────────

interface Values {
  title: MatchedTitle;
  parsed: ParsedRelease | null;
  info: MediaInfo;
  quality: string;
  proper: string;
  season: number | null;
  episodes: readonly number[];
  absolute: readonly number[];
  airDate: string | null;
  episodeTitles: readonly string[];
}

function valuesOf(ctx: NamingContext): Values {
  const info = effectiveMediaInfo(ctx.mediaInfo, ctx.parsed);
  const ep = ctx.episode;
  return {
    title: ctx.title,
    parsed: ctx.parsed,
    info,
    quality: qualityTitle(ctx.parsed, info.resolution, ctx.title.mediaType),
    proper: qualityProper(ctx.parsed),
    season: ep?.season ?? ctx.parsed?.season ?? null,
    episodes: ep ? ep.episodes : (ctx.parsed?.episodes ?? []),
    absolute: ep && ep.absoluteEpisodes.length > 0 ? ep.absoluteEpisodes : (ctx.parsed?.absoluteEpisodes ?? []),
    airDate: ep?.airDate ?? ctx.parsed?.airDate ?? null,
    episodeTitles: ep?.episodeTitles ?? [],
  };
}

interface TokenArgs {
  /** What followed `:` in the token, if anything. */
  format: string | undefined;
  /** The character joining the words of the token name (` `, `.`, `_`, `-`). */
  separator: string;
  /** The template character just before the token (`E` in `S{season:00}E{episode:00}`). */
  before: string;
}

/**
 * `text` values get the separator, case and truncation rules; `number` values are padded; `raw`
 * values are written as they are.
 */
type TokenKind = 'text' | 'number' | 'raw';

interface Resolver {
  kind: TokenKind;
  resolve: (v: Values, a: TokenArgs) => string;
}

function width(format: string | undefined, fallback = 1): number {
  return format !== undefined && /^0+$/.test(format) ? format.length : fallback;
}

function languageList(codes: readonly string[]): string {
  return codes.length === 0 ? '' : `[${codes.map((c) => c.toUpperCase()).join('+')}]`;
}

/** Sonarr leaves the audio languages out when English is the only one. */
function audioLanguages(v: Values): string {
  const langs = v.info.audioLanguages;
  return langs.length === 1 && langs[0] === 'en' ? '' : languageList(langs);
}

const year = (v: Values) => (v.title.year === null ? '' : String(v.title.year));
const bare = (v: Values) => titleWithoutYear(v.title.title);

const text = (resolve: (v: Values, a: TokenArgs) => string | null | undefined): Resolver => ({
  kind: 'text',
  resolve: (v, a) => resolve(v, a) ?? '',
});
const raw = (resolve: (v: Values, a: TokenArgs) => string | null | undefined): Resolver => ({
  kind: 'raw',
  resolve: (v, a) => resolve(v, a) ?? '',
});
const number = (resolve: (v: Values, a: TokenArgs) => string): Resolver => ({ kind: 'number', resolve });

/** Title tokens shared by `Series …` and `Movie …`. */
function titleResolvers(prefix: 'series' | 'movie'): Array<[string, Resolver]> {
  return [
    [`${prefix} title`, text((v) => v.title.title)],
    [`${prefix} titleyear`, text((v) => titleYear(v.title.title, v.title.year))],
    [`${prefix} titlewithoutyear`, text(bare)],
    [`${prefix} cleantitle`, text((v) => cleanTitle(v.title.title))],
    [`${prefix} cleantitleyear`, text((v) => cleanTitle(titleYear(v.title.title, v.title.year)))],
    [`${prefix} cleantitlewithoutyear`, text((v) => cleanTitle(bare(v)))],
    [`${prefix} titlethe`, text((v) => titleThe(v.title.title))],
    [`${prefix} cleantitlethe`, text((v) => cleanTitle(titleThe(v.title.title)))],
    [`${prefix} titletheyear`, text((v) => titleYear(titleThe(bare(v)), v.title.year))],
    [`${prefix} cleantitletheyear`, text((v) => cleanTitle(titleYear(titleThe(bare(v)), v.title.year)))],
    [`${prefix} titlethewithoutyear`, text((v) => titleThe(bare(v)))],
    [`${prefix} cleantitlethewithoutyear`, text((v) => cleanTitle(titleThe(bare(v))))],
    [`${prefix} titlefirstcharacter`, text((v) => titleFirstCharacter(v.title.title))],
    [`${prefix} year`, raw(year)],
  ];
}

/** Keys are the token's words, lower-case, joined by one space: `series title`, `air date`, `season`. */
const resolvers = new Map<string, Resolver>([
  ...titleResolvers('series'),
  ...titleResolvers('movie'),
  ['movie originaltitle', text((v) => v.title.originalTitle ?? v.title.title)],
  ['movie collection', text((v) => v.title.collection?.name)],
  ['release year', raw(year)],
  ['edition tags', text((v) => v.parsed?.edition)],

  ['tmdbid', raw((v) => String(v.title.tmdbId))],
  ['imdbid', raw((v) => v.title.imdbId)],
  ['tvdbid', raw((v) => (v.title.tvdbId === null ? '' : String(v.title.tvdbId)))],

  ['season', number((v, a) => (v.season === null ? '' : pad(v.season, width(a.format))))],
  ['episode', number((v, a) => episodeRange(v.episodes, width(a.format), /[a-z]/i.test(a.before) ? a.before : ''))],
  ['absolute', number((v, a) => episodeRange(v.absolute, width(a.format), ''))],
  ['episode title', text((v) => episodeTitle(v.episodeTitles))],
  ['episode cleantitle', text((v) => cleanTitle(episodeTitle(v.episodeTitles)))],
  ['air date', raw((v, a) => v.airDate?.replace(/-/g, a.separator))],

  ['quality full', text((v) => [v.quality, v.proper].filter((s) => s !== '').join(' '))],
  ['quality title', text((v) => v.quality)],
  ['quality proper', text((v) => v.proper)],

  ['mediainfo simple', text((v) => [v.info.videoCodec, v.info.audioCodec].filter((s) => s).join(' '))],
  ['mediainfo full', text((v) => [v.info.videoCodec, v.info.audioCodec, audioLanguages(v)].filter((s) => s).join(' '))],
  ['mediainfo videocodec', text((v) => v.info.videoCodec)],
  ['mediainfo videobitdepth', raw((v) => (v.info.videoBitDepth === null ? '' : String(v.info.videoBitDepth)))],
  ['mediainfo videodynamicrange', text((v) => (v.info.hdr.length > 0 ? 'HDR' : ''))],
  ['mediainfo videodynamicrangetype', text((v) => v.info.hdr.join(' '))],
  ['mediainfo audiocodec', text((v) => v.info.audioCodec)],
  ['mediainfo audiochannels', raw((v) => v.info.audioChannels)],
  ['mediainfo audiolanguages', raw(audioLanguages)],
  ['mediainfo audiolanguagesall', raw((v) => languageList(v.info.audioLanguages))],
  ['mediainfo subtitlelanguages', raw((v) => languageList(v.info.subtitleLanguages))],

  ['release group', text((v) => v.parsed?.releaseGroup ?? v.parsed?.animeGroup)],
  ['release hash', raw((v) => v.parsed?.hash)],
  // CineSync has no custom formats; these render empty so that formats copied from Sonarr/Radarr work.
  ['custom formats', raw(() => '')],
  ['custom format', raw(() => '')],
]);

// ── rendering ────────────────────────────────────────────────────────────────────────────────────

/**
 * 1: tag name and 2: inner token of `{imdb-{ImdbId}}`; or 3: prefix, 4: token name, 5: `:format`,
 * 6: suffix of a plain token.
 */
const TOKEN =
  /\{([a-z]+)-\{([^{}]+)\}\}|\{([-\s._[(]*)([a-z0-9]+(?:[-\s._]+[a-z0-9]+)*)(?::([^{}]*?))?([-\s._)\]]*)\}/gi;

function tokenKey(name: string): string {
  return name
    .split(/[-\s._]+/)
    .join(' ')
    .toLowerCase();
}

function truncate(value: string, format: string | undefined): string {
  if (format === undefined || !/^\d+$/.test(format)) return value;
  const max = Number(format);
  const chars = Array.from(value);
  return max > 0 && chars.length > max
    ? `${chars
        .slice(0, max - 1)
        .join('')
        .trimEnd()}…`
    : value;
}

function renderToken(name: string, format: string | undefined, before: string, v: Values, unknown: string[]): string {
  const resolver = resolvers.get(tokenKey(name));
  if (!resolver) {
    unknown.push(name);
    return '';
  }
  const separator = /[-\s._]/.exec(name)?.[0] ?? ' ';
  let value = resolver.resolve(v, { format, separator, before }).trim();
  if (value === '' || resolver.kind !== 'text') return value;
  value = truncate(value, format);
  if (separator !== ' ') value = value.replace(/\s+-\s+/g, ' ').replace(/\s+/g, separator);
  const letters = name.replace(/[^a-z]/gi, '');
  if (letters === letters.toLowerCase()) value = value.toLowerCase();
  else if (letters === letters.toUpperCase()) value = value.toUpperCase();
  return value;
}

function renderRaw(format: string, ctx: NamingContext): { text: string; unknownTokens: string[] } {
  const v = valuesOf(ctx);
  const unknownTokens: string[] = [];
  const rendered = format.replace(
    TOKEN,
    (
      _match: string,
      tagName: string | undefined,
      inner: string | undefined,
      prefix: string | undefined,
      name: string | undefined,
      fmt: string | undefined,
      suffix: string | undefined,
      offset: number,
    ) => {
      if (tagName !== undefined && inner !== undefined) {
        const value = renderRaw(`{${inner}}`, ctx);
        unknownTokens.push(...value.unknownTokens);
        const text = value.text.replaceAll(EMPTY, '').trim();
        return text === '' ? EMPTY : `{${tagName}-${text}}`;
      }
      const value = renderToken(name ?? '', fmt, format[offset - 1] ?? '', v, unknownTokens);
      return value === '' ? EMPTY : `${prefix ?? ''}${value}${suffix ?? ''}`;
    },
  );
  return { text: rendered, unknownTokens };
}

/** Stands for an empty token until the separators around it are settled; a private-use character no title holds. */
const EMPTY = '\uE000';

/**
 * In dotted or underscored formats an empty token leaves its separators doubled
 * (`Show.S01E01..Bluray`): keep one. Only around empty tokens, so a title's own `...` stays.
 */
function dropEmptyTokens(text: string): string {
  return text
    .replace(/([._])\uE000+\1/g, '$1')
    .replace(/([._])\uE000+$/, '')
    .replace(/^\uE000+([._])/, '')
    .replaceAll(EMPTY, '');
}

/**
 * Remove what empty tokens leave behind: empty `[]`, `()`, `{}` (and `[tmdbid-]`-style tags with no
 * value), spaces just inside brackets, runs of spaces, doubled or dangling ` - `. Hyphens inside
 * words (`Spider-Man`, `WEB-DL`, `2023-05-04`) and dots (`Tick, Tick...Boom!`) are left alone.
 */
export function tidyName(name: string): string {
  let out = name;
  for (let i = 0; i < 5; i++) {
    const before = out;
    out = out
      .replace(/\[[\s\-._+]*\]|\([\s\-._+]*\)|\{[\s\-._+]*\}/g, '')
      .replace(/[[{(](?:tmdb|imdb|tvdb|edition)(?:id)?-[\])}]/gi, '')
      .replace(/([[({])\s+/g, '$1')
      .replace(/\s+([\])}])/g, '$1')
      .replace(/\s+/g, ' ')
      .replace(/ -(?: -)+(?= |$)/g, ' -')
      .trim()
      .replace(/^(?:-\s+)+/, '')
      .replace(/(?:\s+-)+$/, '')
      .replace(/^[._\s]+|[_\s]+$/g, '');
    if (out === before) break;
  }
  return out === '-' ? '' : out;
}

/** Render a format and tidy the result; `''` when nothing is left. */
export function renderFormat(format: string, ctx: NamingContext): string {
  return tidyName(dropEmptyTokens(renderRaw(format, ctx).text));
}

/** The token names in a format that CineSync doesn't know (to warn in Settings). */
export function findUnknownTokens(format: string): string[] {
  const unknown: string[] = [];
  for (const m of format.matchAll(TOKEN)) {
    const name = m[2] !== undefined ? (/\{?[-\s._[(]*([^:}\]]+)/.exec(m[2])?.[1] ?? m[2]) : m[4];
    if (name !== undefined && !resolvers.has(tokenKey(name.trim()))) unknown.push(name.trim());
  }
  return unknown;
}

/** The normalised keys of the tokens used by a format (`series title`, `season`, `episode`…). */
export function tokenKeysIn(format: string): string[] {
  const keys: string[] = [];
  for (const m of format.matchAll(TOKEN)) {
    if (m[4] !== undefined) keys.push(tokenKey(m[4]));
    else if (m[2] !== undefined) {
      const inner = /([a-z0-9]+(?:[-\s._]+[a-z0-9]+)*)/i.exec(m[2]);
      if (inner?.[1] !== undefined) keys.push(tokenKey(inner[1]));
    }
  }
  return keys;
}

/** A format rendered with sample values, as the Settings preview shows it; `''` means "Invalid format". */
export function previewFormat(format: string, type: FormatType): string {
  const rendered = renderFormat(format, sampleContextFor(type));
  return type === 'season' ? rendered.replace(/^(season)(\d)/i, '$1 $2') : rendered;
}

// ── catalogue ────────────────────────────────────────────────────────────────────────────────────

const TV: readonly FormatType[] = ['standard', 'daily', 'anime'];
const TV_AND_SEASON: readonly FormatType[] = ['standard', 'daily', 'anime', 'season'];
const MOVIE: readonly FormatType[] = ['movie'];
const ALL: readonly FormatType[] = ['standard', 'daily', 'anime', 'movie'];

type Entry = [token: string, group: TokenGroup, formats: readonly FormatType[], description: string];

const TITLE_VARIANTS: Array<[suffix: string, description: string]> = [
  ['Title', 'The title as TMDb gives it'],
  ['TitleYear', 'Title followed by the year in parentheses'],
  ['TitleWithoutYear', 'Title with a trailing (year) removed'],
  ['CleanTitle', 'Title without punctuation (& becomes "and")'],
  ['CleanTitleYear', 'Clean title followed by the year'],
  ['CleanTitleWithoutYear', 'Clean title with a trailing (year) removed'],
  ['TitleThe', 'Title with a leading The/A/An moved to the end'],
  ['CleanTitleThe', 'Clean title with a leading The/A/An moved to the end'],
  ['TitleTheYear', 'Title with the article moved to the end, then the year'],
  ['CleanTitleTheYear', 'Clean title with the article moved to the end, then the year'],
  ['TitleTheWithoutYear', 'Title with the article moved to the end, without year'],
  ['CleanTitleTheWithoutYear', 'Clean title with the article moved to the end, without year'],
  ['TitleFirstCharacter', 'First letter of the title, ignoring The/A/An'],
];

const MEDIA_INFO: Array<[token: string, description: string]> = [
  ['{MediaInfo Simple}', 'Video and audio codec'],
  ['{MediaInfo Full}', 'Video and audio codec, then the audio languages'],
  ['{MediaInfo VideoCodec}', 'Video codec (x264, x265, AV1…)'],
  ['{MediaInfo VideoBitDepth}', 'Video bit depth (8, 10)'],
  ['{MediaInfo VideoDynamicRange}', 'HDR when the video has a high dynamic range'],
  ['{MediaInfo VideoDynamicRangeType}', 'Dynamic range formats (DV, HDR10+, HDR10, HLG)'],
  ['{MediaInfo AudioCodec}', 'Audio codec of the main track (DTS-HD MA, TrueHD Atmos, EAC3…)'],
  ['{MediaInfo AudioChannels}', 'Audio channels of the main track (5.1, 7.1, 2.0)'],
  ['{MediaInfo AudioLanguages}', 'Audio languages in brackets, left out when English is the only one'],
  ['{MediaInfo AudioLanguagesAll}', 'All audio languages in brackets'],
  ['{MediaInfo SubtitleLanguages}', 'Subtitle languages of the file in brackets'],
];

const QUALITY: Array<[token: string, description: string]> = [
  ['{Quality Full}', 'Quality with Proper/Repack when the release is one'],
  ['{Quality Title}', 'Quality: source and resolution (Bluray-1080p, WEBDL-2160p, HDTV-720p)'],
  ['{Quality Proper}', 'Proper, Repack or REAL when the release is one'],
];

const ENTRIES: readonly Entry[] = [
  ...TITLE_VARIANTS.map(([s, d]): Entry => [`{Series ${s}}`, 'Series', TV_AND_SEASON, d]),
  ['{Series Year}', 'Series', TV_AND_SEASON, 'Year the series first aired'],
  ['{TvdbId}', 'Series ID', TV_AND_SEASON, 'TheTVDB id'],
  ['{TmdbId}', 'Series ID', TV_AND_SEASON, 'TMDb id'],
  ['{ImdbId}', 'Series ID', TV_AND_SEASON, 'IMDb id'],
  ['{tvdb-{TvdbId}}', 'Series ID', TV_AND_SEASON, 'TheTVDB id tag as Plex reads it; nothing when unknown'],
  ['{tmdb-{TmdbId}}', 'Series ID', TV_AND_SEASON, 'TMDb id tag as Plex reads it'],
  ['{imdb-{ImdbId}}', 'Series ID', TV_AND_SEASON, 'IMDb id tag as Plex reads it; nothing when unknown'],
  ['{season:0}', 'Season', TV_AND_SEASON, 'Season number'],
  ['{season:00}', 'Season', TV_AND_SEASON, 'Season number, two digits'],
  ['{episode:0}', 'Episode', TV, 'Episode number (a run of episodes as 1-E2 after an E)'],
  ['{episode:00}', 'Episode', TV, 'Episode number, two digits (S01E01-E02 for a run)'],
  ['{Episode Title}', 'Episode', TV, 'Episode title; several joined with +'],
  ['{Episode CleanTitle}', 'Episode', TV, 'Episode title without punctuation'],
  ['{Episode Title:30}', 'Episode', TV, 'Episode title cut to 30 characters'],
  ['{absolute:0}', 'Episode', ['anime'], 'Absolute episode number'],
  ['{absolute:00}', 'Episode', ['anime'], 'Absolute episode number, two digits'],
  ['{absolute:000}', 'Episode', ['anime'], 'Absolute episode number, three digits'],
  ['{Air-Date}', 'Air Date', ['daily'], 'Air date, year-month-day with dashes'],
  ['{Air Date}', 'Air Date', ['daily'], 'Air date, year month day with spaces'],
  ['{Release Group}', 'Release', ['anime'], 'Release group (or fansub group)'],
  ['{Release Hash}', 'Release', ['anime'], 'CRC hash of a fansub release'],

  ...TITLE_VARIANTS.filter(([s]) => !/WithoutYear|TheYear/.test(s)).map(([s, d]): Entry => [
    `{Movie ${s}}`,
    'Movie',
    MOVIE,
    d,
  ]),
  ['{Movie OriginalTitle}', 'Movie', MOVIE, 'Title in the original language'],
  ['{Movie Collection}', 'Movie', MOVIE, 'Name of the TMDb collection the movie belongs to'],
  ['{Release Year}', 'Movie', MOVIE, 'Year of release'],
  ['{Edition Tags}', 'Movie', MOVIE, "Edition named in the release (Director's Cut, Extended…)"],
  ['{edition-{Edition Tags}}', 'Movie', MOVIE, 'Edition tag as Plex reads it; nothing when there is none'],
  ['{TmdbId}', 'Movie ID', MOVIE, 'TMDb id'],
  ['{ImdbId}', 'Movie ID', MOVIE, 'IMDb id'],
  ['{tmdb-{TmdbId}}', 'Movie ID', MOVIE, 'TMDb id tag as Plex reads it'],
  ['{imdb-{ImdbId}}', 'Movie ID', MOVIE, 'IMDb id tag as Plex reads it; nothing when unknown'],

  ...QUALITY.map(([t, d]): Entry => [t, 'Quality', ALL, d]),
  ...MEDIA_INFO.map(([t, d]): Entry => [t, 'MediaInfo', ALL, d]),

  ['{[Quality Full]}', 'Custom', ALL, 'Quality in brackets; nothing at all when unknown'],
  ['{[MediaInfo VideoDynamicRangeType]}', 'Custom', ALL, 'Dynamic range in brackets; nothing for SDR'],
  ['{[MediaInfo AudioCodec}{ MediaInfo AudioChannels]}', 'Custom', ALL, 'Audio codec and channels in one bracket'],
  ['{[MediaInfo VideoCodec]}', 'Custom', ALL, 'Video codec in brackets'],
  ['{Release Group}', 'Custom', MOVIE, 'Release group'],
  ['{-Release Group}', 'Custom', ALL, 'Release group after a dash; nothing when unknown'],
  [
    '{Custom Formats}',
    'Custom',
    ALL,
    'Kept for formats copied from Radarr/Sonarr; CineSync has none, so it renders empty',
  ],
];

function info([token, group, formats, description]: Entry, type: FormatType): FormatTokenInfo {
  return { token, group, formats, description, example: renderFormat(token, sampleContextFor(type)) };
}

/** Every token the Settings helpers offer, with an example rendered from the sample values of its first format type. */
export const formatTokens: readonly FormatTokenInfo[] = ENTRIES.map((e) => info(e, e[2][0]!));

/** The groups of the TV and movie helpers, in the order the spec lists them. */
export const tokenGroupsFor: Readonly<Record<'tv' | 'movie', readonly TokenGroup[]>> = {
  tv: ['Series', 'Series ID', 'Season', 'Episode', 'Air Date', 'Release', 'Quality', 'MediaInfo', 'Custom'],
  movie: ['Movie', 'Movie ID', 'Quality', 'MediaInfo', 'Custom'],
};

/** The tokens the helper lists for one format type, with examples from that type's sample. */
export function tokensFor(type: FormatType): FormatTokenInfo[] {
  return ENTRIES.filter((e) => e[2].includes(type)).map((e) => info(e, type));
}
