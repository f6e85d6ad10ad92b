import type { SeasonCompleteness } from '@cinesync/common';

/**
 * The line a show's card and row show: runs of complete seasons joined ("S1–S4 complete"), each
 * incomplete season as held/aired ("S5 8/16"); "Complete" when every aired season is. Seasons with
 * nothing aired yet are left out; specials are never given here.
 */
export function completenessSummary(seasons: readonly SeasonCompleteness[]): string {
  const aired = seasons.filter((s) => s.aired > 0).sort((a, b) => a.season - b.season);
  if (aired.length === 0) return seasons.length === 0 ? '' : 'Not aired yet';
  if (aired.every((s) => s.missing === 0)) return 'Complete';
  const parts: string[] = [];
  let run: number[] = [];
  const flush = () => {
    const first = run[0];
    const last = run[run.length - 1];
    if (first === undefined || last === undefined) return;
    parts.push(first === last ? `S${first} complete` : `S${first}–S${last} complete`);
    run = [];
  };
  for (const season of aired) {
    if (season.missing === 0) {
      const previous = run[run.length - 1];
      if (previous !== undefined && previous !== season.season - 1) flush();
      run.push(season.season);
      continue;
    }
    flush();
    // Ignored episodes count as held: the line tells what is left to get.
    parts.push(`S${season.season} ${season.aired - season.missing}/${season.aired}`);
  }
  flush();
  return parts.join(' · ');
}
