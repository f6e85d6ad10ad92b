const pad = (n: number) => String(n).padStart(2, '0');

/**
 * An episode's code as people read it (spec: S and E with two-digit zero padding): `S01E02`,
 * `S01E01–E03` for a file that holds a run of episodes (first to last), `S01` without an episode,
 * `E05` without a season, `''` with neither. Season 0 keeps its number (`S00E01`): a page that
 * would rather say "Special" says so itself. It is also the `season-episode` id a processing
 * request takes.
 */
export function episodeCode(season: number | null, episodes: number | readonly number[] | null): string {
  const numbers = episodes === null ? [] : typeof episodes === 'number' ? [episodes] : episodes;
  const head = season === null ? '' : `S${pad(season)}`;
  if (numbers.length === 0) return head;
  const first = Math.min(...numbers);
  const last = Math.max(...numbers);
  return last === first ? `${head}E${pad(first)}` : `${head}E${pad(first)}–E${pad(last)}`;
}
