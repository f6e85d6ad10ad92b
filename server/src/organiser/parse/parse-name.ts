// Reads one name (a file or folder name, no path): runs the rules in order and assembles what they found.
// Folder context is applied afterwards by parse-release.ts.

import { nameKindOf, type NameKind } from './release-kind.js';
import { findAbsoluteEpisodes, findParenthesisedAbsolute } from './rules/absolute-episodes.js';
import { findAirDates, validAirDate } from './rules/air-date.js';
import { isBracketTitle, parseBracketList, readHash, readLeadingGroup } from './rules/anime.js';
import { type EditionMatch } from './rules/edition.js';
import { episodeTitleAfter } from './rules/episode-title.js';
import { findBareNumbers, findCap, findNxNN, findSeasonEpisode, findSeasonPacks } from './rules/episode-patterns.js';
import { blankIdTags, readHardcodedSubs, readImdbId, readTmdbId } from './rules/ids.js';
import { readLanguages } from './rules/languages.js';
import { type EpisodeMarker } from './rules/marker.js';
import { matches, pattern } from './rules/matches.js';
import { findLocalEpisodes } from './rules/local-episodes.js';
import { findMovieTitle } from './rules/movie-title.js';
import { markerSeasonSignal } from './rules/marker-season.js';
import { seriesFilm } from './rules/series-film.js';
import { specialSignal, titleSeasonSignals, type SeasonSignal } from './rules/season-signals.js';
import { asciiDigits, isObfuscatedName, sitePrefixLength, unreverse } from './rules/noise.js';
import { readQuality, type QualityInfo } from './rules/quality.js';
import { readReleaseGroup } from './rules/release-group.js';
import { selectMarker, type ChosenMarker } from './rules/select-marker.js';
import { firstTechWord, isTechText, leadingTechLength } from './rules/tech-words.js';
import { cleanTitle, splitTitles, splitTrailingYear, stripCompleteSuffix } from './rules/title-cleanup.js';

export interface NameParse {
  kind: NameKind;
  /** The normalised name the positions refer to. */
  text: string;
  titleStart: number;
  titleEnd: number;
  title: string;
  fullTitle: string;
  titles: string[];
  year: number | null;
  marker: EpisodeMarker | null;
  /** Words after an explicit episode token, before the tech part (`S01E01.Pilot.720p` → `Pilot`). */
  episodeTitle: string | null;
  quality: QualityInfo;
  hasTech: boolean;
  edition: string | null;
  releaseGroup: string | null;
  animeGroup: string | null;
  hash: string | null;
  languages: string[];
  hardcodedSubs: string | null;
  tmdbId: number | null;
  imdbId: string | null;
  /** Every season mark the name carries: its token's and the title's (see rules/season-signals.ts). */
  seasonSignals: SeasonSignal[];
}

interface TitleInfo {
  title: string;
  fullTitle: string;
  year: number | null;
  titles: string[];
}

/** `221208 Title ep34`: Japanese broadcasts start with the air date. */
const BROADCAST_PREFIX = /^(\d{2})(\d{2})(\d{2})\s+(?=\S)/;
const BATCH = /(?<![a-z])(?:batch|complete)(?![a-z])/i;
/** Tokens that must come before the tech part of a name to count (quality words are written last). */
const BEFORE_TECH_RULES = new Set(['S02', 'Series 2']);
const TECH_BRACKET = pattern(/[[(]([^\])[(]*)[\])]/g);
const PADDED_SEASON = /(?<=\sS)0(?=\d$)/;
const EMPTY_PARENS = /\(\s*\)/g;
const LATIN = /[A-Za-z]/;
const GROUP_NAMED_LIKE_SOURCE = /(?<=[0-9])-(?:BD|DVD|TV|HD|SD|CAM|TS|WEB)$/;

function findMarkers(
  text: string,
  titleStart: number,
  tech: number,
  fansub: boolean,
  broadcast: boolean,
  now: Date,
): EpisodeMarker[] {
  const found: EpisodeMarker[] = [];
  findSeasonEpisode(text, found);
  findNxNN(text, found);
  findSeasonPacks(text, found);
  findCap(text, found);
  findLocalEpisodes(text, titleStart, found);
  findAirDates(text, now, found);
  const keep = (m: EpisodeMarker): boolean =>
    m.start >= titleStart && (tech < 0 || m.start < tech || (m.tier === 1 && !BEFORE_TECH_RULES.has(m.rule)));
  const markers = found.filter(keep);
  // An explicit token always wins over numbering without a season: the numbering rules are needed only
  // next to it (fansub `- 05 - S01E05`, `Title S2 - 07`, `69. Bölüm (29.10.2023)`) or without it.
  const explicit = markers.some((m) => (m.episodes?.length ?? 0) > 0 && m.airDate === undefined);
  const plain = markers.length === 0 || markers.some((m) => m.shortSeasonToken === true || m.episodes?.length === 0);
  const ctx = { fansub, broadcastPrefix: broadcast, batch: BATCH.test(text), titleStart, now };
  const numbering: EpisodeMarker[] = [];
  if (fansub || (plain && !explicit)) findAbsoluteEpisodes(text, ctx, numbering);
  else if (explicit) findParenthesisedAbsolute(text, ctx, numbering);
  if (!fansub && markers.length === 0) findBareNumbers(text, titleStart, numbering);
  for (const m of numbering) if (keep(m)) markers.push(m);
  return markers;
}

/** `Series Title [HDTV 720p][Cap.101]`: the title stops at the first bracket that holds only tech words. */
function trimTechBrackets(text: string, start: number, end: number): number {
  for (const m of matches(TECH_BRACKET, text.slice(start, end))) {
    if (m.index > 0 && isTechText(m[1]!)) return start + m.index;
  }
  return end;
}

function titleOf(span: string, fansub: boolean): TitleInfo {
  let cleaned = stripCompleteSuffix(cleanTitle(span.replace(EMPTY_PARENS, ' ')));
  // Fansub releases write the season of the title unpadded (`Title S02 - 01` is `Title S2`).
  if (fansub) cleaned = cleaned.replace(PADDED_SEASON, '');
  const split = splitTitles(cleaned);
  const fullTitle = split.title;
  const { title, year } = splitTrailingYear(fullTitle);
  return { fullTitle, title, year, titles: split.parts.length > 1 ? split.parts : [fullTitle] };
}

/**
 * `Босх: Спадок (S2E1) / Series: Legacy (S2E1)`: the token is written after each title; the title span
 * runs to the last copy so that both titles are read.
 */
function repeatedTokenEnd(
  text: string,
  chosen: ChosenMarker,
  markers: readonly EpisodeMarker[],
  titleStart: number,
): number {
  const m = chosen.marker;
  if (LATIN.test(text.slice(titleStart, chosen.titleEnd))) return -1;
  const again = markers.find(
    (o) =>
      o.start > m.end &&
      o.rule === m.rule &&
      o.season === m.season &&
      (o.episodes ?? []).join() === (m.episodes ?? []).join() &&
      LATIN.test(text.slice(m.end, o.start)),
  );
  return again?.start ?? -1;
}

function movieTitle(
  text: string,
  titleStart: number,
  tech: number,
): {
  info: TitleInfo;
  titleEnd: number;
  titleStart: number;
  yearEnd: number;
  hasTech: boolean;
  edition: EditionMatch | null;
  wordsAfterYear: string | null;
} {
  const movie = findMovieTitle(text, titleStart, tech);
  const cleaned = stripCompleteSuffix(cleanTitle(text.slice(movie.titleStart, movie.titleEnd)));
  const aka = splitTitles(cleaned);
  return {
    info: {
      title: cleaned,
      fullTitle: movie.yearAdjacent ? `${cleaned} ${cleanTitle(text.slice(movie.titleEnd, movie.yearEnd))}` : cleaned,
      year: movie.year,
      titles: aka.parts.length > 1 ? [cleaned, ...aka.parts] : [cleaned],
    },
    titleEnd: movie.titleEnd,
    titleStart: movie.titleStart,
    yearEnd: movie.yearEnd,
    hasTech: movie.hasTech,
    edition: movie.edition,
    wordsAfterYear: wordsAfter(text, movie.yearEnd, movie.stop),
  };
}

const WORDS = /\p{L}{2}/u;
const FILE_PART_WORD = /(?<![a-z0-9])(?:cd|dis[ck])[ ._-]?\d(?![0-9a-z])/gi;

/** `Doctor.Who.2005.The.Christmas.Invasion`: the words between a year and the tech part (a special's title). */
function wordsAfter(text: string, from: number, to: number): string | null {
  if (from < 0 || to <= from) return null;
  const words = cleanTitle(
    text
      .slice(from, to)
      .replace(/-[A-Za-z0-9]+$/, '')
      .replace(FILE_PART_WORD, ' '),
  );
  return WORDS.test(words) ? words : null;
}

/** The name without its title and fansub group: where quality words are read. */
function qualityText(text: string, groupSpan: [number, number] | null, titleStart: number, titleEnd: number): string {
  let prefix = text.slice(0, titleStart);
  if (groupSpan !== null) prefix = text.slice(0, groupSpan[0]) + ' ' + text.slice(groupSpan[1], titleStart);
  return titleEnd <= titleStart ? `${prefix} ${text.slice(titleStart)}` : `${prefix} ${text.slice(titleEnd)}`;
}

export function parseName(name: string, now: Date): NameParse | null {
  const original = unreverse(asciiDigits(name.trim()));
  if (original.length === 0) return null;
  const tmdbId = readTmdbId(original);
  const imdbId = readImdbId(original);
  // `{tmdb-43074}`, `[tt1234567]`: ids are read, then blanked so no other rule reads their digits.
  const text = tmdbId !== null || imdbId !== null ? blankIdTags(original) : original;
  const prefix = sitePrefixLength(text);
  if (isObfuscatedName(text.slice(prefix))) return null;
  let group = readLeadingGroup(text, prefix);
  if (isBracketTitle(text, group)) group = { group: null, span: null, end: group.span![0] };
  let titleStart = group.end;
  titleStart += leadingTechLength(text, titleStart);
  const broadcast = BROADCAST_PREFIX.exec(text.slice(titleStart));
  const isBroadcast =
    broadcast !== null &&
    validAirDate(2000 + Number(broadcast[1]), Number(broadcast[2]), Number(broadcast[3]), now) !== null;
  if (broadcast && isBroadcast) titleStart += broadcast[0].length;
  const fansub = group.group !== null;
  const hash = readHash(text, fansub);

  const tech = firstTechWord(text, titleStart + 1);
  const markers = findMarkers(text, titleStart, tech, fansub, isBroadcast, now);
  let chosen = selectMarker(text, markers, fansub);
  let bracketTitle: string | null = null;
  let bracketYear: number | null = null;
  if (fansub) {
    const list = parseBracketList(text, titleStart);
    if (list !== null && (chosen === null || chosen.marker.tier > 1)) {
      bracketTitle = list.title;
      bracketYear = list.year;
      const marker: EpisodeMarker = {
        rule: '[Title][05]',
        tier: 2,
        start: list.episodeStart,
        end: list.episodeStart,
        absolute: list.absolute,
      };
      chosen = { marker, titleEnd: list.episodeStart };
    }
  }

  let titleEnd: number;
  let info: TitleInfo;
  let edition: string | null = null;
  let movieHasTech = false;
  let groupFrom: number;
  let wordsAfterYear: string | null = null;
  if (chosen !== null) {
    if (chosen.marker.invalidDate === true) return null;
    titleEnd = trimTechBrackets(text, titleStart, chosen.titleEnd);
    const repeated = repeatedTokenEnd(text, chosen, markers, titleStart);
    const span =
      repeated >= 0
        ? text.slice(titleStart, chosen.marker.start) + text.slice(chosen.marker.end, repeated)
        : text.slice(titleStart, titleEnd);
    info = titleOf(bracketTitle ?? span, fansub);
    if (info.year === null) info.year = bracketYear;
    groupFrom = Math.max(chosen.marker.end, titleEnd);
  } else {
    const movie = movieTitle(text, titleStart, tech);
    titleStart = movie.titleStart;
    titleEnd = movie.titleEnd;
    info = seriesFilm(movie.info) ?? movie.info;
    edition = movie.edition?.edition ?? null;
    movieHasTech = movie.hasTech || info !== movie.info;
    groupFrom = titleEnd;
    wordsAfterYear = movie.wordsAfterYear;
  }
  const kind = nameKindOf(chosen?.marker ?? null, { year: info.year, hasTech: movieHasTech, edition });

  const afterTitle = Math.max(titleEnd, titleStart);
  const releaseGroup = readReleaseGroup(text, group.group, groupFrom);
  // `…H.264-BD`: a group named like a source, right after a codec, is not the source (`SD-TV`, `Raw-HD` are).
  const qText = qualityText(text, group.span, titleStart, titleEnd).replace(GROUP_NAMED_LIKE_SOURCE, '');
  const quality = readQuality(qText, qualityText(text, group.span, titleStart, titleStart));
  const hasTech = tech >= 0 || quality.source !== null || quality.resolution !== null;
  return {
    kind,
    text,
    titleStart,
    titleEnd,
    title: info.title,
    fullTitle: info.fullTitle,
    titles: info.titles,
    year: info.year,
    marker: chosen?.marker ?? null,
    episodeTitle: chosen === null ? wordsAfterYear : episodeTitleAfter(text, chosen.marker),
    quality,
    hasTech,
    edition,
    releaseGroup,
    animeGroup: group.group,
    hash: hash?.hash ?? null,
    languages: readLanguages(text, afterTitle),
    hardcodedSubs: readHardcodedSubs(text, afterTitle),
    tmdbId,
    imdbId,
    seasonSignals: seasonSignalsOf(text, chosen?.marker ?? null, info.title),
  };
}

/** The token's season and the title's season marks; for a name without a token, a special's title. */
function seasonSignalsOf(text: string, marker: EpisodeMarker | null, title: string): SeasonSignal[] {
  if (marker === null) {
    const special = specialSignal(title);
    return special === null ? [] : [special];
  }
  const own = markerSeasonSignal(text, marker);
  return own === null ? titleSeasonSignals(title) : [own, ...titleSeasonSignals(title)];
}
