import type { FileItem } from '@cinesync/common';
import { useQueries } from '@tanstack/react-query';
import { useApi } from '../../api/api-context';
import { queryKeys } from '../../api/query-keys';
import { episodeNumbers, seasonFolders, videoFiles } from './media-files';

export interface EpisodeFile {
  file: FileItem;
  season: number;
  episode: number;
}

const PARAMS = { page: 1, limit: 1000 };

/**
 * The show's episode files by season: the season folders are listed side by side (not one after
 * another), or, without season folders, the show folder's own files are read.
 */
export function useShowEpisodes(showItems: FileItem[]): {
  bySeason: Map<number, EpisodeFile[]>;
  pending: boolean;
  /** A season folder could not be listed, so its counts and cards may be short. */
  failed: boolean;
} {
  const api = useApi();
  const folders = seasonFolders(showItems);
  const listings = useQueries({
    queries: folders.map(({ item }) => ({
      queryKey: [...queryKeys.files, item.path, PARAMS],
      queryFn: ({ signal }: { signal: AbortSignal }) => api.listFiles(item.path, PARAMS, signal),
    })),
  });
  const bySeason = new Map<number, EpisodeFile[]>();
  const add = (file: FileItem, fallbackSeason: number | null) => {
    const numbers = episodeNumbers(file);
    // Specials are season 0: an S00E01 name or a Specials folder says so; a file that gives no
    // numbers outside a season folder belongs to no season.
    const season = numbers && (numbers.season > 0 || fallbackSeason === null) ? numbers.season : fallbackSeason;
    if (season === null || season < 0) return;
    const list = bySeason.get(season) ?? [];
    list.push({ file, season, episode: numbers?.episode ?? 0 });
    bySeason.set(season, list);
  };
  for (const file of videoFiles(showItems)) add(file, null);
  folders.forEach(({ seasonNumber }, index) => {
    for (const file of videoFiles(listings[index]?.data?.items ?? [])) add(file, seasonNumber);
  });
  for (const list of bySeason.values()) list.sort((a, b) => a.episode - b.episode);
  return {
    bySeason,
    pending: listings.some((listing) => listing.isPending),
    failed: listings.some((listing) => listing.isError),
  };
}
