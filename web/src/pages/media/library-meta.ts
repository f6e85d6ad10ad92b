import type { FileItem } from '@cinesync/common';
import type { MediaMetadata } from '../../api/media-metadata';
import { seasonFolders, seasonLabel } from './media-files';

const TITLE_YEAR = /^(.*?)\s*\((\d{4})\)\s*$/;

/**
 * What the library itself knows of a title, for when TMDB's details can't be had: the title, year
 * and poster the organiser recorded on its files (else the folder's `Title (Year)` name), and, for a
 * show, its season folders. The page still shows the files and every action on them.
 */
export function libraryMeta(
  folderName: string,
  tmdbId: number,
  mediaType: 'movie' | 'tv',
  items: readonly FileItem[],
): MediaMetadata {
  const known = items.find((item) => item.title !== null);
  const named = TITLE_YEAR.exec(folderName);
  const date = known?.releaseDate ?? known?.firstAirDate ?? (named?.[2] ? `${named[2]}-01-01` : null);
  return {
    id: tmdbId,
    mediaType,
    title: known?.title ?? named?.[1] ?? folderName,
    overview: '',
    posterPath: items.find((item) => item.posterPath !== null)?.posterPath ?? null,
    backdropPath: null,
    date,
    runtime: null,
    status: '',
    tagline: '',
    genres: [],
    countries: [],
    cast: [],
    crew: [],
    createdBy: [],
    // Episode counts are TMDB's; 0 says "unknown" and the page shows the files found.
    seasons:
      mediaType === 'tv'
        ? seasonFolders([...items]).map(({ seasonNumber }) => ({
            seasonNumber,
            name: seasonLabel(seasonNumber),
            episodeCount: 0,
            airDate: null,
            overview: '',
            posterPath: null,
            episodes: [],
          }))
        : [],
  };
}
