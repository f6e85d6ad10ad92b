// Compares the parser with the Sonarr/Radarr acceptance corpora (`../shared/oracles/parser`), following
// each corpus's `semantics`: a field absent from a case was not asserted; `expectNull`; `parseAs: "path"`;
// episode lists compared as sets; `titleCompare: "clean"`; `template` dates filled with today + 2 days.
// Pure: the caller reads the files and passes the parsed JSON.

import { radarrQuality, sonarrQuality } from '../../src/organiser/parse/arr-quality.js';
import { normalizeImdbId, parseRelease, type ParsedRelease } from '../../src/organiser/parse/index.js';

export type OracleCase = Record<string, unknown> & { id: string; input: string };

export interface Mismatch {
  field: string;
  expected: unknown;
  got: unknown;
}

export interface CaseResult {
  id: string;
  input: string;
  pass: boolean;
  mismatches: Mismatch[];
}

export type CorpusName = 'sonarr-episodes' | 'radarr-movies' | 'quality' | 'release-groups';

/** Pass-rate floors of the acceptance corpora: raise them as the parser improves, never lower them. */
export const ORACLE_FLOORS: Readonly<Record<CorpusName, number>> = {
  'sonarr-episodes': 0.97,
  'radarr-movies': 0.97,
  quality: 0.97,
  'release-groups': 0.97,
};

export const CORPUS_FILES: Readonly<Record<CorpusName, string>> = {
  'sonarr-episodes': 'sonarr-episodes.json',
  'radarr-movies': 'radarr-movies.json',
  quality: 'quality.json',
  'release-groups': 'release-groups.json',
};

/** Keys that describe a case rather than assert a field. */
const NOT_ASSERTED = new Set([
  'id', 'fixture', 'test', 'input', 'inputWindows', 'parseAs', 'note', 'info', 'template', 'ordered',
  'description', 'function', 'titleCompare', 'testCaseSource', 'app', 'isDir', 'qualityId',
]); // prettier-ignore

function clean(title: unknown): string {
  return String(title ?? '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '');
}

function sameList(expected: unknown, got: readonly unknown[], ordered: boolean): boolean {
  if (!Array.isArray(expected)) return false;
  if (expected.length !== got.length) return false;
  if (ordered) return expected.every((v, i) => v === got[i]);
  const a = [...expected].map(String).sort();
  const b = [...got].map(String).sort();
  return a.every((v, i) => v === b[i]);
}

function zeroIsNull(expected: unknown, got: number | null): boolean {
  return expected === 0 ? got === null || got === 0 : expected === got;
}

function emptyIsNull(expected: unknown, got: string | null): boolean {
  return expected === '' || expected === null ? got === null || got === '' : expected === got;
}

function unknownIsEmpty(expected: unknown, got: readonly string[]): boolean {
  if (Array.isArray(expected) && expected.length === 1 && expected[0] === 'Unknown') return got.length === 0;
  return sameList(expected, got, false);
}

/** `{year} {month} {day}` → the date two days from `now` (UTC), zero-padded. */
export function fillTemplate(input: string, now: Date): string {
  const d = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 2));
  const pad = (n: number): string => String(n).padStart(2, '0');
  return input
    .replace(/\{year\}/g, String(d.getUTCFullYear()))
    .replace(/\{month(?::00)?\}/g, pad(d.getUTCMonth() + 1))
    .replace(/\{day(?::00)?\}/g, pad(d.getUTCDate()));
}

function parseCase(c: OracleCase, now: Date): ParsedRelease | null {
  const input = c.template === true ? fillTemplate(c.input, now) : c.input;
  return parseRelease(input, { isPath: c.parseAs === 'path', now });
}

type Check = (expected: unknown, r: ParsedRelease, c: OracleCase) => [boolean, unknown];

const EPISODE_CHECKS: Record<string, Check> = {
  title: (e, r, c) => [c.titleCompare === 'clean' ? clean(e) === clean(r.fullTitle) : e === r.fullTitle, r.fullTitle],
  season: (e, r) => [zeroIsNull(e, r.season), r.season],
  episodes: (e, r, c) => [sameList(e, r.episodes, c.ordered === true), r.episodes],
  absolute: (e, r, c) => [sameList(e, r.absoluteEpisodes, c.ordered === true), r.absoluteEpisodes],
  specialAbsolute: (e, r) => [sameList(e, r.specialAbsoluteEpisodes, false), r.specialAbsoluteEpisodes],
  fullSeason: (e, r) => [e === r.isFullSeason, r.isFullSeason],
  special: (e, r) => [e === r.isSpecial, r.isSpecial],
  isSplitEpisode: (e, r) => [e === r.isSplitEpisode, r.isSplitEpisode],
  isSeasonExtra: (e, r) => [e === r.isSeasonExtra, r.isSeasonExtra],
  isPartialSeason: (e, r) => [e === r.isPartialSeason, r.isPartialSeason],
  seasonPart: (e, r) => [zeroIsNull(e, r.seasonPart), r.seasonPart],
  isMultiSeason: (e, r) => [e === r.isMultiSeason, r.isMultiSeason],
  airDate: (e, r) => [e === r.airDate, r.airDate],
  dailyPart: (e, r) => [zeroIsNull(e, r.dailyPart), r.dailyPart],
  releaseGroup: (e, r) => [emptyIsNull(e, r.releaseGroup), r.releaseGroup],
  releaseHash: (e, r) => [emptyIsNull(e, r.hash), r.hash],
  titleWithoutYear: (e, r) => [e === r.title, r.title],
  seriesYear: (e, r) => [zeroIsNull(e, r.year), r.year],
  quality: (e, r) => [e === sonarrQuality(r).name, sonarrQuality(r).name],
  qualityNotUnknown: (e, r) => [(sonarrQuality(r).name !== 'Unknown') === e, sonarrQuality(r).name],
  qualityDetection: (e, r) => [JSON.stringify(e) === JSON.stringify(r.qualityDetectedFrom), r.qualityDetectedFrom],
  releaseTitle: (e, r) => [e === r.releaseTitle, r.releaseTitle],
  allTitles: (e, r, c) => [sameList(e, r.titles, c.ordered === true), r.titles],
  languages: (e, r) => [unknownIsEmpty(e, r.languages), r.languages],
  isPossibleSpecial: (e, r) => [e === r.isPossibleSpecial, r.isPossibleSpecial],
};

const MOVIE_CHECKS: Record<string, Check> = {
  title: (e, r) => [e === r.title, r.title],
  year: (e, r) => [zeroIsNull(e, r.year), r.year],
  edition: (e, r) => [emptyIsNull(e, r.edition), r.edition],
  releaseGroup: (e, r) => [emptyIsNull(e, r.releaseGroup), r.releaseGroup],
  allTitles: (e, r, c) => [sameList(e, r.titles, c.ordered === true), r.titles],
  tmdbId: (e, r) => [e === r.tmdbId, r.tmdbId],
  imdbId: (e, r) => [e === r.imdbId, r.imdbId],
  languages: (e, r) => [unknownIsEmpty(e, r.languages), r.languages],
  hardcodedSubs: (e, r) => [emptyIsNull(e, r.hardcodedSubs), r.hardcodedSubs],
  quality: (e, r) => [e === radarrQuality(r).name, radarrQuality(r).name],
};

function qualityChecks(app: string): Record<string, Check> {
  const q = (r: ParsedRelease) => (app === 'sonarr' ? sonarrQuality(r) : radarrQuality(r));
  return {
    quality: (e, r) => [e === q(r).name, q(r).name],
    source: (e, r) => [e === q(r).source, q(r).source],
    resolution: (e, r) => [e === q(r).resolution, q(r).resolution],
    modifier: (e, r) => [e === radarrQuality(r).modifier, radarrQuality(r).modifier],
    proper: (e, r) => [e === (r.revision.isProper || r.revision.isRepack), r.revision],
    version: (e, r) => [e === r.revision.version, r.revision.version],
    isRepack: (e, r) => [e === r.revision.isRepack, r.revision.isRepack],
    detection: (e, r) => [JSON.stringify(e) === JSON.stringify(r.qualityDetectedFrom), r.qualityDetectedFrom],
  };
}

const GROUP_CHECKS: Record<string, Check> = {
  releaseGroup: (e, r) => [emptyIsNull(e, r.releaseGroup), r.releaseGroup],
};

/** A release with nothing parsed, for corpora that assert fields of names the parser rejects. */
function emptyRelease(input: string): ParsedRelease {
  return {
    input, releaseTitle: input, title: '', fullTitle: '', alternativeTitle: null, titles: [], year: null,
    season: null, episodes: [], absoluteEpisodes: [], specialAbsoluteEpisodes: [], airDate: null, episodeTitle: null,
    dailyPart: null,
    isSpecial: false, isPossibleSpecial: false, isFullSeason: false, isMultiSeason: false, isPartialSeason: false,
    seasonPart: null, isSeasonExtra: false, isSplitEpisode: false, seasonSignals: [], seasonEpisodeReading: null,
    filePart: null, resolution: null, source: null, modifier: null,
    revision: { version: 1, real: 0, isRepack: false, isProper: false },
    qualityDetectedFrom: { source: 'unknown', resolution: 'unknown' }, videoCodec: null, bitDepth: null,
    audioCodec: null, audioChannels: null, hdr: [], edition: null, releaseGroup: null, animeGroup: null, hash: null,
    languages: [], hardcodedSubs: null, tmdbId: null, imdbId: null, container: null, isExtra: false,
    extraKind: null, isSample: false, mediaKind: 'unknown', fromFolder: [],
  }; // prettier-ignore
}

function evaluate(c: OracleCase, checks: Record<string, Check>, now: Date, nullAsEmpty: boolean): CaseResult {
  const mismatches: Mismatch[] = [];
  if (c.function === 'NormalizeImdbId') {
    const got = normalizeImdbId(c.input);
    if (got !== c.normalizedImdbId) mismatches.push({ field: 'normalizedImdbId', expected: c.normalizedImdbId, got });
    return { id: c.id, input: c.input, pass: mismatches.length === 0, mismatches };
  }
  let r: ParsedRelease | null;
  try {
    r = parseCase(c, now);
  } catch (error) {
    return {
      id: c.id,
      input: c.input,
      pass: false,
      mismatches: [{ field: 'throws', expected: false, got: String(error) }],
    };
  }
  if (c.expectNoThrow === true) return { id: c.id, input: c.input, pass: true, mismatches };
  if (c.expectNull === true || c.expectNull === false) {
    if ((r === null) !== c.expectNull)
      mismatches.push({ field: 'expectNull', expected: c.expectNull, got: r === null });
    return { id: c.id, input: c.input, pass: mismatches.length === 0, mismatches };
  }
  if (r === null) {
    if (!nullAsEmpty)
      return {
        id: c.id,
        input: c.input,
        pass: false,
        mismatches: [{ field: 'parse', expected: 'a result', got: null }],
      };
    r = emptyRelease(c.input);
  }
  for (const [field, expected] of Object.entries(c)) {
    if (NOT_ASSERTED.has(field) || field === 'expectNull' || field === 'normalizedImdbId') continue;
    const check = checks[field];
    if (check === undefined) {
      mismatches.push({ field, expected, got: 'field not compared by the harness' });
      continue;
    }
    const [ok, got] = check(expected, r, c);
    if (!ok) mismatches.push({ field, expected, got });
  }
  return { id: c.id, input: c.input, pass: mismatches.length === 0, mismatches };
}

export function evaluateCase(corpus: CorpusName, c: OracleCase, now: Date): CaseResult {
  switch (corpus) {
    case 'sonarr-episodes':
      return evaluate(c, EPISODE_CHECKS, now, false);
    case 'radarr-movies':
      return evaluate(c, MOVIE_CHECKS, now, false);
    case 'quality':
      return evaluate(c, qualityChecks(String(c.app)), now, true);
    case 'release-groups':
      return evaluate(c, GROUP_CHECKS, now, true);
  }
}
