const pad = (n: number) => String(n).padStart(2, '0');

/** "S01E02" (two-digit zero padding); "S01" without an episode; "Special" for season 0. */
export function episodeCode(season: number | null, episode: number | null): string {
  if (season === 0) return 'Special';
  if (season === null) return episode === null ? '' : `E${pad(episode)}`;
  return episode === null ? `S${pad(season)}` : `S${pad(season)}E${pad(episode)}`;
}
