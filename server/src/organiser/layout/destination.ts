import path from 'node:path';
import type { EpisodeTarget, MatchedTitle } from '../match-types.js';
import type { ParsedRelease, Resolution } from '../parse/parsed-release.js';
import { linkExtension, renamedFileStem, seasonFolderName, titleFolderName } from '../naming/file-names.js';
import type { NamingContext } from '../naming/naming-context.js';
import { effectiveMediaInfo, type MediaInfo } from '../naming/media-info.js';
import { safeFileName, safeName } from '../naming/safe-name.js';
import {
  defaultCategoryFolder,
  defaultResolutionFolder,
  type CategoryFolders,
  type LayoutSettings,
  type ResolutionBucket,
} from '../../config/layout-settings.js';

export type DestinationKind = 'movie' | 'episode' | 'extra';

interface DestinationInput {
  /** `extra` goes to the title folder's `Extras`; movie or episode naming follows `title.mediaType`. */
  kind: DestinationKind;
  title: MatchedTitle;
  /** Where an episode lands; `null` for movies (and episodes the matcher could not place). */
  episode: EpisodeTarget | null;
  parsed: ParsedRelease;
  /** Absolute path of the source file. */
  sourcePath: string;
  /** The SOURCE_DIR entry the file was found under. */
  sourceRoot: string;
  /** The file's extension with its dot (`.mkv`). */
  extension: string;
  /** From ffprobe when MEDIAINFO_PARSER is on; the release name fills in the rest. */
  mediaInfo?: MediaInfo | null;
}

/** Which library section a file lands in. */
export type DestinationCategory =
  | 'movies'
  | 'shows'
  | '4k-movies'
  | '4k-shows'
  | 'anime-movies'
  | 'anime-shows'
  | 'kids-movies'
  | 'kids-shows'
  | 'movie-collections'
  | 'source-structure'
  | 'root';

export interface Destination {
  /** Folder of the link relative to DESTINATION_DIR, `/`-separated, every segment safe (`Movies/The Matrix (1999)`). */
  relativeDir: string;
  fileName: string;
  /**
   * The section folder relative to DESTINATION_DIR, before any resolution or collection-name level:
   * `Movies`, `4KShows`, `Movie Collections`, the source root's name, or `''` when CINESYNC_LAYOUT is off.
   */
  baseFolder: string;
  /** The title's own folder relative to DESTINATION_DIR (`Shows/Breaking Bad (2008)`), the parent of seasons and `Extras`. */
  titleDir: string;
  category: DestinationCategory;
}

/**
 * The resolution level: remuxes by resolution first, then the resolution, DVD sources,
 * standard definition (480p, 576p), and `default` when nothing is known.
 */
export function resolutionBucket(parsed: ParsedRelease, resolution: Resolution | null): ResolutionBucket {
  if (parsed.modifier === 'remux') {
    if (resolution === '2160p') return 'remux4k';
    if (resolution === '1080p') return 'remux1080p';
    return 'remuxDefault';
  }
  if (resolution === '2160p' || resolution === '1080p' || resolution === '720p') return resolution;
  if (parsed.source === 'dvd') return 'dvd';
  if (resolution === '480p' || resolution === '576p') return '480p';
  return 'default';
}

/**
 * A configured folder as safe segments. Custom folders may hold a relative path (`Media/Movies`);
 * empty, `.` and `..` parts are dropped, so no value (`/abs`, `../x`) can leave DESTINATION_DIR.
 */
function folderSegments(value: string, fallback: string): string[] {
  const segments = value
    .split(/[\\/]+/)
    .map((s) => s.trim())
    .filter((s) => s !== '' && s !== '.' && s !== '..')
    .map((s) => safeName(s));
  if (segments.length > 0 || fallback === '') return segments;
  return folderSegments(fallback, '');
}

function categoryFolder(settings: LayoutSettings, field: keyof CategoryFolders): string[] {
  return folderSegments(settings.folders[field], defaultCategoryFolder(field));
}

interface Base {
  segments: string[];
  category: DestinationCategory;
}

/**
 * The section folder:
 * - USE_SOURCE_STRUCTURE: the name of the source root the file came from (`/mnt/media/tv` → `tv`);
 * - CINESYNC_LAYOUT: kids (KIDS_SEPARATION) > anime (ANIME_SEPARATION) > 4K (4K_SEPARATION, 2160p,
 *   and only when the resolution structure is off, since its levels already set 4K apart) > movies/shows;
 * - neither: the destination root.
 */
function baseFolder(input: DestinationInput, settings: LayoutSettings, resolution: Resolution | null): Base {
  const isShow = input.title.mediaType === 'tv';
  const rootName = input.sourceRoot.trim() === '' ? '' : path.basename(path.resolve(input.sourceRoot));
  if (settings.useSourceStructure && rootName !== '') {
    return { segments: [safeName(rootName)], category: 'source-structure' };
  }
  if (!settings.cinesyncLayout) return { segments: [], category: 'root' };

  const resolutionStructure = isShow ? settings.showResolutionStructure : settings.movieResolutionStructure;
  if (settings.separateKids && input.title.isKids) {
    return isShow
      ? { segments: categoryFolder(settings, 'kidsShows'), category: 'kids-shows' }
      : { segments: categoryFolder(settings, 'kidsMovies'), category: 'kids-movies' };
  }
  if (settings.separateAnime && input.title.isAnime) {
    return isShow
      ? { segments: categoryFolder(settings, 'animeShows'), category: 'anime-shows' }
      : { segments: categoryFolder(settings, 'animeMovies'), category: 'anime-movies' };
  }
  if (settings.separate4k && resolution === '2160p' && !resolutionStructure) {
    return isShow
      ? { segments: categoryFolder(settings, 'shows4k'), category: '4k-shows' }
      : { segments: categoryFolder(settings, 'movies4k'), category: '4k-movies' };
  }
  return isShow
    ? { segments: categoryFolder(settings, 'shows'), category: 'shows' }
    : { segments: categoryFolder(settings, 'movies'), category: 'movies' };
}

/**
 * Where a matched file's link goes, relative to DESTINATION_DIR, and its name. Pure: nothing is
 * read from disk; every segment is safe on Linux, macOS and Windows and at most 255 bytes.
 *
 * `<section>/[<resolution>/]<Title (Year) {ids}>/[Season 01/ | Extras/]<file>`, or for a movie of a
 * collection (MOVIE_COLLECTION_ENABLED) `<Movie Collections>/<Collection Name>/<Title (Year)>/<file>`.
 */
export function planDestination(input: DestinationInput, settings: LayoutSettings): Destination {
  const { title, parsed } = input;
  const isShow = title.mediaType === 'tv';
  const info = effectiveMediaInfo(input.mediaInfo, parsed);
  const ctx: NamingContext = { title, episode: input.episode, parsed, mediaInfo: input.mediaInfo ?? null };

  const base = baseFolder(input, settings, info.resolution);
  let section = base.segments;
  let category = base.category;
  const levels: string[] = [];
  const collection = !isShow && settings.movieCollectionEnabled ? title.collection : null;
  if (collection && collection.name.trim() !== '') {
    // The collection replaces the category (kids, anime, 4K) and resolution levels, as in CineSync,
    // but the folder is named after the collection itself, not after the movie's id.
    const collections = folderSegments(settings.movieCollectionsFolder, 'Movie Collections');
    section = category === 'source-structure' ? [...section, ...collections] : collections;
    category = 'movie-collections';
    levels.push(safeName(collection.name));
  } else if (isShow ? settings.showResolutionStructure : settings.movieResolutionStructure) {
    const bucket = resolutionBucket(parsed, info.resolution);
    const kind = isShow ? 'show' : 'movie';
    const configured = (isShow ? settings.showResolutionFolders : settings.movieResolutionFolders)[bucket];
    levels.push(...folderSegments(configured, defaultResolutionFolder(kind, bucket)));
  }

  const titleSegments = [...section, ...levels, titleFolderName(title, settings)];
  const dirSegments = [...titleSegments];
  const sourceName = path.basename(input.sourcePath);
  let fileName: string;

  if (input.kind === 'extra') {
    dirSegments.push('Extras');
    fileName = safeFileName(sourceName);
  } else {
    if (isShow) {
      const season = input.episode?.season ?? parsed.season;
      if (season !== null) dirSegments.push(seasonFolderName(season, ctx, settings));
    }
    fileName = safeFileName(sourceName);
    if (settings.renameEnabled || (isShow && nameMisplacesEpisode(input))) {
      const extension = linkExtension(sourceName, input.extension);
      const stem = renamedFileStem(ctx, settings, extension);
      if (stem !== null && stem !== '') fileName = safeName(stem, { suffix: extension });
    }
  }

  return {
    relativeDir: dirSegments.join('/'),
    fileName,
    baseFolder: section.join('/'),
    titleDir: titleSegments.join('/'),
    category,
  };
}

/**
 * An episode whose place came from elsewhere than its name (a person, TMDB's absolute numbering)
 * gets a name that says where it is even with renaming off, or media servers would misfile it.
 * Daily shows keep their names: the air date in them is what media servers match.
 */
function nameMisplacesEpisode(input: DestinationInput): boolean {
  const target = input.episode;
  if (!target || input.parsed.airDate !== null) return false;
  const { season, episodes } = input.parsed;
  return season !== target.season || episodes.join(',') !== target.episodes.join(',');
}
