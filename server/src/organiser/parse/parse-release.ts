// The release-name parser: a file name, release name or path in, a `ParsedRelease` out (or null when the
// name is nothing but a hash or an impossible air date). Pure and synchronous: no I/O, no state.

import { parseName, type NameParse } from './parse-name.js';
import { type DetectedFrom, type ParsedRelease, type Revision } from './parsed-release.js';
import { mediaKindOf } from './release-kind.js';
import { readExtra } from './rules/extras.js';
import { readFilePart } from './rules/file-part.js';
import { folderSeasonSignals, resolveWithFolders } from './rules/folder-context.js';
import { type EpisodeMarker } from './rules/marker.js';
import { splitInput } from './rules/path-input.js';
import { type QualityInfo } from './rules/quality.js';
import { type SeasonSignal } from './rules/season-signals.js';

export interface ParseOptions {
  /** The folder the file sits in (nearest last, like a path), when `input` is a bare file name. */
  folderPath?: string;
  /** Read `input` as a path even when it does not look like one (`Season 2/E05.mkv`). */
  isPath?: boolean;
  /** The clock for rejecting future air dates; defaults to now. */
  now?: Date;
  /**
   * Folder names already read, kept by a caller across many files (a season's episodes all name
   * the same show folder): read once, then reused. Valid for one clock only: pass the same `now`.
   */
  folderReadings?: FolderReadings;
}

/** Folder names and how they read; the parser adds to it and never changes an entry. */
export type FolderReadings = Map<string, NameParse | null>;

const SPECIAL_AFTER = /(?<![a-z])special(?![a-z])/i;
const SEPARATORS = /[/\\]+/;

function detectedFrom(found: boolean, extension: string | null): DetectedFrom {
  if (found) return 'name';
  return extension !== null ? 'extension' : 'unknown';
}

function mergedRevision(base: Revision, marker: EpisodeMarker | null): Revision {
  if (marker?.version === undefined || marker.version <= base.version) return base;
  return { ...base, version: marker.version };
}

/** The file's own quality words first; what it leaves out comes from the folder it was read with. */
function mergeQuality(file: QualityInfo | null, folder: QualityInfo | null): QualityInfo | null {
  if (file === null || folder === null || file === folder) return file ?? folder;
  const sourceFromFile = file.source !== null;
  return {
    ...folder,
    resolution: file.resolution ?? folder.resolution,
    source: file.source ?? folder.source,
    modifier: sourceFromFile ? file.modifier : folder.modifier,
    videoCodec: file.videoCodec ?? folder.videoCodec,
    audioCodec: file.audioCodec ?? folder.audioCodec,
    audioChannels: file.audioChannels ?? folder.audioChannels,
    bitDepth: file.bitDepth ?? folder.bitDepth,
    hdr: file.hdr.length > 0 ? file.hdr : folder.hdr,
    revision: file.revision.version > 1 ? file.revision : folder.revision,
  };
}

/** A disc image of a Blu-ray is the full disc. */
function discImage(q: QualityInfo, extension: string | null): QualityInfo {
  if ((extension === 'iso' || extension === 'img') && q.source === 'bluray' && q.modifier === null) {
    return { ...q, modifier: 'brdisk' };
  }
  return q;
}

/** `A AKA B` → B; `Босх: Спадок / Series: Legacy` read as `Series: Legacy` → `Босх: Спадок`. */
function alternativeOf(title: string, fullTitle: string, titles: readonly string[]): string | null {
  for (let i = titles.length - 1; i >= 0; i--) if (titles[i] !== title && titles[i] !== fullTitle) return titles[i]!;
  return null;
}

/** The name's marks first (a folder's when the file borrowed its name), then the folders'; no repeats. */
function seasonSignalsOf(
  file: NameParse | null,
  base: NameParse | null,
  folders: readonly string[],
  parse: (name: string) => NameParse | null,
): SeasonSignal[] {
  const own = (base?.seasonSignals ?? []).map((s): SeasonSignal => (base === file ? s : { ...s, from: 'folder' }));
  const all = [...own, ...(folders.length > 0 ? folderSeasonSignals(file, folders, parse) : [])];
  const seen = new Set<string>();
  return all.filter((s) => {
    const key = `${s.kind}|${s.season ?? ''}|${s.part ?? ''}|${s.text.toLowerCase()}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

function build(
  input: string,
  name: string,
  extension: string | null,
  folders: readonly string[],
  file: NameParse | null,
  now: Date,
  readings: FolderReadings | undefined,
): ParsedRelease | null {
  const folderParse = (n: string): NameParse | null => {
    if (readings === undefined) return parseName(n, now);
    let reading = readings.get(n);
    if (reading === undefined) readings.set(n, (reading = parseName(n, now)));
    return reading;
  };
  const resolved = resolveWithFolders(name, file, folders, folderParse);
  const base = resolved.base;
  if (base === null && resolved.marker === null) return null;
  const marker = resolved.marker;
  const titles =
    resolved.title ??
    (base ? { title: base.title, fullTitle: base.fullTitle, titles: base.titles, year: base.year } : null);
  const folderQuality = base !== file ? (base?.quality ?? null) : (resolved.release?.quality ?? null);
  const q = mergeQuality(file?.quality ?? null, folderQuality) ?? {
    resolution: null,
    source: null,
    modifier: null,
    revision: { version: 1, real: 0, isRepack: false, isProper: false },
    videoCodec: null,
    bitDepth: null,
    audioCodec: null,
    audioChannels: null,
    hdr: [],
  };
  const source = q.source;
  const modifier = discImage(q, extension).modifier;
  const episodes = marker?.episodes ?? [];
  const season = marker?.season ?? null;
  const special = marker?.special === true;
  const text = base?.text ?? name;
  const afterTitle = base ? text.slice(Math.max(base.titleEnd, base.titleStart)) : '';
  const fullSeason = marker?.fullSeason === true;
  const extra = readExtra(name, file ? Math.max(file.titleEnd, file.titleStart) : 0, folders);
  return {
    input,
    releaseTitle: name,
    title: titles?.title ?? '',
    fullTitle: titles?.fullTitle ?? '',
    alternativeTitle: titles ? alternativeOf(titles.title, titles.fullTitle, titles.titles) : null,
    titles: titles?.titles ?? [],
    year: titles?.year ?? null,
    season,
    episodes,
    absoluteEpisodes: marker?.absolute ?? [],
    specialAbsoluteEpisodes: marker?.specialAbsolute ?? [],
    airDate: marker?.airDate ?? null,
    episodeTitle: file?.episodeTitle ?? null,
    dailyPart: marker?.dailyPart ?? null,
    isSpecial: special || season === 0,
    isPossibleSpecial: special || episodes.includes(0) || (season !== null && SPECIAL_AFTER.test(afterTitle)),
    isFullSeason: fullSeason,
    isMultiSeason: marker?.multiSeason === true,
    isPartialSeason: marker?.seasonPart !== undefined,
    seasonPart: marker?.seasonPart ?? null,
    isSeasonExtra: marker?.seasonExtra === true,
    isSplitEpisode: marker?.splitEpisode === true,
    seasonSignals: seasonSignalsOf(file, base, folders, folderParse),
    seasonEpisodeReading: season === null && marker?.compact !== undefined ? marker.compact : null,
    filePart: marker === null ? readFilePart(file ? name.slice(file.titleEnd) : name, folders) : null,
    resolution: q.resolution,
    source,
    modifier,
    revision: mergedRevision(q.revision, marker),
    qualityDetectedFrom: {
      source: detectedFrom(source !== null, extension),
      resolution: detectedFrom(q.resolution !== null, source === null ? extension : null),
    },
    videoCodec: q.videoCodec,
    bitDepth: q.bitDepth,
    audioCodec: q.audioCodec,
    audioChannels: q.audioChannels,
    hdr: q.hdr,
    edition: base?.edition ?? null,
    releaseGroup: base?.releaseGroup ?? resolved.release?.releaseGroup ?? null,
    animeGroup: base?.animeGroup ?? null,
    hash: file?.hash ?? base?.hash ?? null,
    languages: base?.languages ?? [],
    hardcodedSubs: base?.hardcodedSubs ?? null,
    tmdbId: file?.tmdbId ?? base?.tmdbId ?? null,
    imdbId: file?.imdbId ?? base?.imdbId ?? null,
    container: extension,
    isExtra: extra.isExtra,
    extraKind: extra.extraKind,
    isSample: extra.isSample,
    mediaKind: mediaKindOf(marker, base?.kind),
    fromFolder: resolved.fromFolder,
  };
}

/**
 * Parses a release or file name, or a path (the file name is read first; its folders fill in what it does
 * not say). Returns null for names that carry no information (hashes, random characters) when no folder
 * helps either, and for daily-show names whose air date is impossible.
 */
export function parseRelease(input: string, options: ParseOptions = {}): ParsedRelease | null {
  const now = options.now ?? new Date();
  const split = splitInput(input, options.isPath === true);
  const folders = [...split.folders];
  if (options.folderPath !== undefined) {
    folders.push(
      ...options.folderPath
        .split(SEPARATORS)
        .filter((p) => p.length > 0)
        .reverse(),
    );
  }
  const file = parseName(split.name, now);
  return build(input, split.name, split.extension, folders, file, now, options.folderReadings);
}
