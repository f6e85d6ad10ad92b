import type { MissingItem } from '@cinesync/common';

interface MissingSeasonGroup {
  season: number;
  episodes: MissingItem[];
}

export interface MissingShowGroup {
  showTmdbId: number;
  showTitle: string;
  seasons: MissingSeasonGroup[];
}

/**
 * A page of the missing list (newest first) grouped by show, then season. A show or season comes
 * where its newest episode is, so the groups keep the list's newest-first order.
 */
export function groupMissing(items: readonly MissingItem[]): MissingShowGroup[] {
  const shows = new Map<number, MissingShowGroup>();
  for (const item of items) {
    let show = shows.get(item.showTmdbId);
    if (!show) {
      show = { showTmdbId: item.showTmdbId, showTitle: item.showTitle, seasons: [] };
      shows.set(item.showTmdbId, show);
    }
    let season = show.seasons.find((group) => group.season === item.season);
    if (!season) {
      season = { season: item.season, episodes: [] };
      show.seasons.push(season);
    }
    season.episodes.push(item);
  }
  return [...shows.values()];
}

/** `S01E05`. */
export function episodeCode(season: number, episode: number): string {
  return `S${String(season).padStart(2, '0')}E${String(episode).padStart(2, '0')}`;
}
