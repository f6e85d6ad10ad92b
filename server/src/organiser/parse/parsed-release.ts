// The record the release-name parser produces. One shape for movies and episodes: what a name does
// not say is `null` (scalars) or `[]` (lists), never guessed.

import type { MediaKind } from './release-kind.js';
import type { FilePart } from './rules/file-part.js';
import type { SeasonSignal } from './rules/season-signals.js';

export type { FilePart } from './rules/file-part.js';
export type { SeasonSignal, SeasonSignalKind } from './rules/season-signals.js';

/** Vertical resolution bucket. 360p/540p count as 480p, 960p as 720p, 1440p as 1080p, 4320p as 2160p. */
export type Resolution = '2160p' | '1080p' | '720p' | '576p' | '480p';

/**
 * Where the video came from. `tv` is any broadcast capture (HDTV, PDTV, DSR, TVRip); `webdl` an untouched
 * stream download, `webrip` a re-encoded capture of a stream.
 */
export type Source = 'bluray' | 'webdl' | 'webrip' | 'tv' | 'dvd' | 'cam' | 'telesync' | 'telecine' | 'workprint';

/** Refines the source: a lossless remux, a full disc image, raw MPEG-2 broadcast, a screener, a regional disc. */
export type SourceModifier = 'remux' | 'brdisk' | 'rawhd' | 'screener' | 'regional';

export type ExtraKind =
  | 'trailer'
  | 'featurette'
  | 'behind-the-scenes'
  | 'deleted-scene'
  | 'interview'
  | 'scene'
  | 'short'
  | 'sample'
  | 'other';

/** How many times a release was re-done: `version` 1 is the original, each PROPER/REPACK/RERIP/vN raises it. */
export interface Revision {
  version: number;
  /** Count of REAL tags (a REAL release fixes a PROPER of another group). */
  real: number;
  isRepack: boolean;
  isProper: boolean;
}

export type DetectedFrom = 'name' | 'extension' | 'unknown';

export interface ParsedRelease {
  input: string;
  /** The file or release name the fields were read from, without folders and extension. */
  releaseTitle: string;
  /** The title as written (separators turned into spaces, Unicode kept), without a trailing year. */
  title: string;
  /** The title including a year or tag written with it: `Show (2010)`, `Show 2009` (what Sonarr calls the series title). */
  fullTitle: string;
  /** `A` in `A AKA B` or `A / B` when the name carries two titles; the other one is `alternativeTitle`. */
  alternativeTitle: string | null;
  /** Every title the name carries, primary first (one entry for a single title). */
  titles: string[];
  year: number | null;

  season: number | null;
  episodes: number[];
  absoluteEpisodes: number[];
  /** Recap or half episodes numbered between two absolute episodes, e.g. `12.5`. */
  specialAbsoluteEpisodes: number[];
  /** Air date of a daily show, `YYYY-MM-DD`. */
  airDate: string | null;
  /** The episode's title when the file name writes one after its episode token. */
  episodeTitle: string | null;
  /** `Part N` of a daily episode split in parts. */
  dailyPart: number | null;
  isSpecial: boolean;
  /** True when the release may be a special of the season it names (E00, or `Special` after the season). */
  isPossibleSpecial: boolean;
  isFullSeason: boolean;
  isMultiSeason: boolean;
  isPartialSeason: boolean;
  seasonPart: number | null;
  /** Extras or subtitle pack of a season, not its episodes. */
  isSeasonExtra: boolean;
  /** An episode split in two files (`S06E01b`). */
  isSplitEpisode: boolean;
  /**
   * Every season mark the name and its folders carry (`S02`, `Season 2`, `III`, `Stardust Crusaders`,
   * `Staffel 3`, a `Season 2/` folder), for the matcher to place against the show's seasons.
   */
  seasonSignals: SeasonSignal[];
  /** `Show - 104 - Title`: the absolute-looking number read as season and episode too (1×04). */
  seasonEpisodeReading: { season: number; episodes: number[] } | null;
  /** `CD1`, `Disc 2`: the part of a film split over several files. */
  filePart: FilePart | null;

  resolution: Resolution | null;
  source: Source | null;
  modifier: SourceModifier | null;
  revision: Revision;
  /** Where `source` and `resolution` were read from: the name itself, only the file extension, or nowhere. */
  qualityDetectedFrom: { source: DetectedFrom; resolution: DetectedFrom };
  videoCodec: string | null;
  /** 10 for `10bit`/`Hi10P`, 8 for `8bit`. */
  bitDepth: number | null;
  audioCodec: string | null;
  audioChannels: string | null;
  /** Dynamic-range formats named: `DV`, `HDR10+`, `HDR10`, `HDR`, `HLG`. */
  hdr: string[];
  edition: string | null;
  releaseGroup: string | null;
  /** The leading `[Group]` of a fansub release. */
  animeGroup: string | null;
  /** The 8-hex-digit CRC of a fansub release. */
  hash: string | null;
  /** ISO 639-1 codes of the audio languages named after the title; `mul` for MULTi. */
  languages: string[];
  /** Burned-in subtitles: the tag (`KORSUB`) or `Generic Hardcoded Subs`. */
  hardcodedSubs: string | null;
  tmdbId: number | null;
  imdbId: string | null;
  /** Lower-case file extension without the dot, when the input had one. */
  container: string | null;

  isExtra: boolean;
  extraKind: ExtraKind | null;
  isSample: boolean;
  mediaKind: MediaKind;
  /** Which fields came from a parent folder because the file name itself said too little. */
  fromFolder: Array<'title' | 'year' | 'season' | 'episodes' | 'quality' | 'releaseGroup'>;
}

/** A `ParsedRelease` with every field empty (`null`, `[]`, `false`), overridden by `fields`. */
export function parsedReleaseWith(fields: Partial<ParsedRelease> = {}): ParsedRelease {
  return {
    input: '',
    releaseTitle: '',
    title: '',
    fullTitle: '',
    alternativeTitle: null,
    titles: [],
    year: null,
    season: null,
    episodes: [],
    absoluteEpisodes: [],
    specialAbsoluteEpisodes: [],
    airDate: null,
    episodeTitle: null,
    dailyPart: null,
    isSpecial: false,
    isPossibleSpecial: false,
    isFullSeason: false,
    isMultiSeason: false,
    isPartialSeason: false,
    seasonPart: null,
    isSeasonExtra: false,
    isSplitEpisode: false,
    seasonSignals: [],
    seasonEpisodeReading: null,
    filePart: null,
    resolution: null,
    source: null,
    modifier: null,
    revision: { version: 1, real: 0, isRepack: false, isProper: false },
    qualityDetectedFrom: { source: 'unknown', resolution: 'unknown' },
    videoCodec: null,
    bitDepth: null,
    audioCodec: null,
    audioChannels: null,
    hdr: [],
    edition: null,
    releaseGroup: null,
    animeGroup: null,
    hash: null,
    languages: [],
    hardcodedSubs: null,
    tmdbId: null,
    imdbId: null,
    container: null,
    isExtra: false,
    extraKind: null,
    isSample: false,
    mediaKind: 'unknown',
    fromFolder: [],
    ...fields,
  };
}
