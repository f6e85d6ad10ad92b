import { episodeCode, type ProcessingRequest, type ScanImportFile } from '@cinesync/common';

export type ImportMediaType = 'tv' | 'movie';
/** The "Default media type" choice: 'default' leaves each file's own reading alone. */
export type DefaultMediaType = 'default' | ImportMediaType;

/** One file of the review table, as the person corrects it before importing. */
export interface ImportRow {
  id: string;
  fileName: string;
  filePath: string;
  relativePath: string;
  mediaType: ImportMediaType;
  series: string;
  seriesId: number | null;
  season: number | null;
  episode: number | null;
  episodes: number[];
  /** The episode title (tv) or the title read from the name (movie). */
  title: string;
  movieTitle: string;
  movieId: number | null;
  year: number | null;
  releaseGroup: string;
  quality: string;
  language: string;
  size: string;
  releaseType: string;
  selected: boolean;
  /** Where the file was linked before this import, when it was. */
  linkedTo: string | null;
  /** What importing it did, once it was imported here. */
  imported: ImportOutcome | null;
}

/** How a file's import ended, from the processing stream's result line. */
export interface ImportOutcome {
  status: 'linked' | 'unchanged' | 'review' | 'skipped' | 'failed' | 'pending';
  destinationPath: string | null;
  reason: string | null;
}

/** What the row's file is now: imported here (and how), or linked before, said under its path. */
export function rowStatus(row: ImportRow): { text: string; colour: string } | null {
  const outcome = row.imported;
  if (outcome) {
    const why = outcome.reason ? `: ${outcome.reason}` : '';
    switch (outcome.status) {
      case 'linked':
      case 'unchanged':
        return { text: `Imported: linked as ${outcome.destinationPath ?? 'the library'}`, colour: 'success' };
      case 'review':
        return { text: `Left for review${why}`, colour: 'warning' };
      case 'skipped':
        return { text: `Skipped${why}`, colour: 'warning' };
      case 'failed':
      case 'pending':
        return { text: `Not imported${why}`, colour: 'error' };
    }
  }
  return row.linkedTo ? { text: `Already linked as ${row.linkedTo}`, colour: 'textSecondary' } : null;
}

/** Linked (or left linked as it was) by an import here: done, not to be imported again. */
export function isImportedRow(row: ImportRow): boolean {
  return row.imported?.status === 'linked' || row.imported?.status === 'unchanged';
}

export const QUALITY_CHOICES = [
  '4K 2160p',
  '1080p',
  '720p',
  '480p',
  'WEBDL 2160p',
  'WEBDL 1080p',
  'BluRay 2160p',
  'BluRay 1080p',
] as const;
export const LANGUAGE_CHOICES = [
  'English',
  'Spanish',
  'French',
  'German',
  'Italian',
  'Japanese',
  'Korean',
  'Chinese',
] as const;
export const RELEASE_TYPE_CHOICES = ['Single Episode', 'Multi Episode', 'Season Pack', 'Complete Series'] as const;
export const DEFAULT_MEDIA_TYPE_CHOICES: ReadonlyArray<{ value: DefaultMediaType; label: string }> = [
  { value: 'default', label: 'Default' },
  { value: 'tv', label: 'TV Show' },
  { value: 'movie', label: 'Movie' },
];

const UNKNOWN = 'Unknown';
const MOVIE_RELEASE_TYPE = 'Movie';
const DEFAULT_RELEASE_TYPE = 'Single Episode';
const DEFAULT_LANGUAGE = 'English';
const DEFAULT_SEASON = 1;

/** Its own type, else tv when it has a season or an episode, else the chosen default, else movie. */
export function mediaTypeOf(file: ScanImportFile, defaultType: DefaultMediaType): ImportMediaType {
  if (file.mediaType) return file.mediaType;
  if (file.season !== null || file.episode !== null) return 'tv';
  if (defaultType !== 'default') return defaultType;
  return 'movie';
}

const orUnknown = (value: string): string => (value.trim() === '' ? UNKNOWN : value);

export function rowFromScan(file: ScanImportFile, defaultType: DefaultMediaType): ImportRow {
  const mediaType = mediaTypeOf(file, defaultType);
  const base = {
    id: file.path,
    fileName: file.name,
    filePath: file.path,
    relativePath: file.relativePath,
    mediaType,
    title: file.title,
    releaseGroup: orUnknown(file.releaseGroup),
    quality: orUnknown(file.quality),
    language: file.language.trim() === '' ? DEFAULT_LANGUAGE : file.language,
    size: orUnknown(file.size),
    selected: false,
    linkedTo: file.linkedTo ?? null,
    imported: null,
  };
  if (mediaType === 'movie') {
    return {
      ...base,
      series: '',
      seriesId: null,
      season: null,
      episode: null,
      episodes: [],
      movieTitle: file.movieTitle || file.title,
      movieId: null,
      year: file.year,
      releaseType: MOVIE_RELEASE_TYPE,
    };
  }
  return {
    ...base,
    series: file.series,
    seriesId: null,
    season: file.season ?? DEFAULT_SEASON,
    episode: file.episode,
    episodes: file.episodes,
    movieTitle: '',
    movieId: null,
    year: null,
    releaseType: file.releaseType === MOVIE_RELEASE_TYPE ? DEFAULT_RELEASE_TYPE : file.releaseType,
  };
}

/** Changing to tv clears the movie fields; changing to movie clears the series fields. */
export function withMediaType(row: ImportRow, mediaType: ImportMediaType): ImportRow {
  if (row.mediaType === mediaType) return row;
  if (mediaType === 'tv') {
    return {
      ...row,
      mediaType,
      movieTitle: '',
      movieId: null,
      year: null,
      season: row.season ?? DEFAULT_SEASON,
      releaseType: row.releaseType === MOVIE_RELEASE_TYPE ? DEFAULT_RELEASE_TYPE : row.releaseType,
    };
  }
  return {
    ...row,
    mediaType,
    series: '',
    seriesId: null,
    season: null,
    episode: null,
    episodes: [],
    releaseType: MOVIE_RELEASE_TYPE,
  };
}

export type NumericField = 'season' | 'episode' | 'year';

/** What Enter commits in a numeric cell: the number typed, or 1 (the current year for year). */
export function parseNumericEdit(field: NumericField, text: string, now = new Date()): number {
  const trimmed = text.trim();
  const value = /^\d+$/.test(trimmed) ? Number(trimmed) : Number.NaN;
  if (Number.isSafeInteger(value)) return value;
  return field === 'year' ? now.getFullYear() : 1;
}

const MISSING_TEXTS = new Set(['', 'unknown', 'unknown series', 'unknown movie']);

/** Empty, Unknown, Unknown Series or Unknown Movie: the cell gets the red dotted highlight. */
export function isMissingValue(value: string | number | null | undefined): boolean {
  if (value === null || value === undefined) return true;
  if (typeof value === 'number') return false;
  return MISSING_TEXTS.has(value.trim().toLowerCase());
}

/** The TMDB id a row carries: its series for tv, its movie for movie. */
function tmdbIdOf(row: ImportRow): number | null {
  return row.mediaType === 'tv' ? row.seriesId : row.movieId;
}

/** Apply to Selected needs a selection and a type other than Default. */
export function canApplyDefaultType(rows: readonly ImportRow[], defaultType: DefaultMediaType): boolean {
  return defaultType !== 'default' && rows.some((r) => r.selected);
}

export function applyDefaultType(rows: readonly ImportRow[], defaultType: DefaultMediaType): ImportRow[] {
  if (defaultType === 'default') return [...rows];
  return rows.map((r) => (r.selected ? withMediaType(r, defaultType) : r));
}

/** Apply First TMDB ID needs at least 2 selected rows and a TMDB id on the first of them. */
export function canApplyFirstId(rows: readonly ImportRow[]): boolean {
  const selected = rows.filter((r) => r.selected);
  const first = selected[0];
  return selected.length >= 2 && first !== undefined && tmdbIdOf(first) !== null;
}

/** Copies the first selected row's series or movie to the other selected rows. */
export function applyFirstId(rows: readonly ImportRow[]): ImportRow[] {
  const first = rows.find((r) => r.selected);
  if (!first || tmdbIdOf(first) === null) return [...rows];
  return rows.map((r) => {
    if (!r.selected || r === first) return r;
    if (first.mediaType === 'tv') {
      return { ...withMediaType(r, 'tv'), series: first.series, seriesId: first.seriesId };
    }
    return { ...withMediaType(r, 'movie'), movieTitle: first.movieTitle, movieId: first.movieId, year: first.year };
  });
}

/** The processing request that imports one row with the person's choices. */
export function importRequestFor(row: ImportRow): ProcessingRequest {
  const selectedIds: NonNullable<ProcessingRequest['selectedIds']> = {};
  const id = tmdbIdOf(row);
  if (id !== null) selectedIds.tmdb = String(id);
  // A row with no season and no episode is sent without the episode id.
  if (row.mediaType === 'tv' && row.season !== null && row.episode !== null) {
    selectedIds['season-episode'] = episodeCode(row.season, row.episode);
  }
  return {
    sourcePath: row.filePath,
    disableMonitor: true,
    selectedOption: row.mediaType === 'tv' ? 'force-show' : 'force-movie',
    autoSelect: true,
    ...(Object.keys(selectedIds).length > 0 ? { selectedIds } : {}),
  };
}
