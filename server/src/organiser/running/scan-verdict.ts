import type { OrganiseResult } from '../organise-types.js';

/** The organising outcomes a scan counts, under names the scanner's own counters don't use. */
type OutcomeCounts = Record<'linked' | 'review' | 'skipped' | 'failed' | 'pending', number>;

/** Tallies outcomes as they come, for a scan's progress events and its summary. */
export class OutcomeTally {
  private readonly counts: OutcomeCounts = { linked: 0, review: 0, skipped: 0, failed: 0, pending: 0 };
  /** Files a title was settled for (linked, re-placed as it was, or left for a person's pick). */
  private decided = 0;
  /** Files that got no title: their lookup failed, or they could not be organised at all. */
  private readonly undecidedReasons = new Map<string, number>();

  add(result: OrganiseResult): void {
    const { status } = result;
    if (status !== 'unchanged') this.counts[status] += 1;
    if (status === 'linked' || status === 'unchanged' || status === 'review') this.decided += 1;
    else if (status === 'pending' || status === 'failed') {
      const reason = result.reason ?? 'no reason given';
      this.undecidedReasons.set(reason, (this.undecidedReasons.get(reason) ?? 0) + 1);
    }
  }

  snapshot(): OutcomeCounts {
    return { ...this.counts };
  }

  /**
   * Why the scan failed although every folder was walked: files needed a title and not one got
   * it (TMDB refused the key, or could not be reached). A scan that only found nothing to do, or
   * that matched at least one file, did not fail. The reason most files share is the one given.
   */
  verdict(): string | undefined {
    if (this.decided > 0 || this.undecidedReasons.size === 0) return undefined;
    let undecided = 0;
    let reason = '';
    let most = 0;
    for (const [text, count] of this.undecidedReasons) {
      undecided += count;
      if (count > most) [reason, most] = [text, count];
    }
    return `${reason}: 0 of ${undecided} ${undecided === 1 ? 'file' : 'files'} organised`;
  }
}
