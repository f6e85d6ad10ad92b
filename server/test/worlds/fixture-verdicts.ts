import path from 'node:path';
import type { ProcessedFile } from '../../src/db/schema.js';
import type { FixtureClass, FixtureFile } from '../stand-ins/fixture-expectations.js';

/**
 * What became of each fixture file, judged against what it should become: `right`, `wrong` (linked
 * to another title or episode, or handled when it should not be: the worst outcome), or `abstained`
 * (sent to review where a link was expected). The acceptance test and the bench share this judgement.
 */
export type Verdict = 'right' | 'wrong' | 'abstained';

export interface FixtureVerdict {
  path: string;
  /** The habit the case stands for (`three-digit episodes`, `disc menus`, …). */
  class: FixtureClass;
  /** A case where the evidence is missing or contradictory: right only when it abstains. */
  guard: boolean;
  verdict: Verdict;
  /** Linked right where abstaining would also have been accepted: what the regression guard keeps. */
  linked: boolean;
  /** For a verdict other than `right`: what was expected and what happened, in words. */
  why: string;
}

export interface VerdictTally {
  right: number;
  wrong: number;
  abstained: number;
  total: number;
}

/** Judge every fixture file by its record (keyed by the path relative to the source folder). */
export function judgeFixtures(
  files: readonly FixtureFile[],
  records: ReadonlyMap<string, ProcessedFile>,
  library: string,
): FixtureVerdict[] {
  return files.map((file) => judge(file, records.get(file.path), library));
}

export function tally(verdicts: readonly FixtureVerdict[]): VerdictTally {
  const count = (verdict: Verdict) => verdicts.filter((v) => v.verdict === verdict).length;
  return { right: count('right'), wrong: count('wrong'), abstained: count('abstained'), total: verdicts.length };
}

/** The tally of each class, in the order the classes first appear. */
export function tallyByClass(verdicts: readonly FixtureVerdict[]): Map<FixtureClass, VerdictTally> {
  const byClass = new Map<FixtureClass, FixtureVerdict[]>();
  for (const verdict of verdicts) byClass.set(verdict.class, [...(byClass.get(verdict.class) ?? []), verdict]);
  return new Map([...byClass].map(([habit, own]) => [habit, tally(own)]));
}

function judge(file: FixtureFile, record: ProcessedFile | undefined, library: string): FixtureVerdict {
  const want = file.expect;
  const got = record
    ? `${record.status} ${record.media_type ?? '-'}:${record.tmdb_id ?? '-'} S${record.season_number ?? '-'}E${record.episode_numbers ?? '-'} ${record.destination_path ? path.relative(library, record.destination_path) : ''}`
    : 'no record';
  const verdict = (verdict: Verdict, expected = '', linked = false): FixtureVerdict => ({
    path: file.path,
    class: file.class,
    guard: file.guard === true,
    verdict,
    linked,
    why: verdict === 'right' ? '' : `expected ${expected}; got ${got}`,
  });

  if (want.kind === 'ignored') return record ? verdict('wrong', 'not organised') : verdict('right');
  if (!record) return verdict('wrong', want.kind);
  if (want.kind === 'review' || want.kind === 'skipped') {
    if (record.status === want.kind) return verdict('right');
    // Linking a file that should have been left alone is a wrong link; skipping one meant for review is not.
    return record.status === 'linked' ? verdict('wrong', want.kind) : verdict('abstained', want.kind);
  }
  const expected = `${want.mediaType}:${want.tmdbId}${want.season === undefined ? '' : ` S${want.season}`}${want.episodes ? `E${want.episodes.join(',')}` : ''}`;
  if (record.status !== 'linked') {
    return want.orReview && record.status === 'review' ? verdict('right') : verdict('abstained', expected);
  }
  if (record.tmdb_id !== want.tmdbId || record.media_type !== want.mediaType) return verdict('wrong', expected);
  if (want.season !== undefined && record.season_number !== want.season) return verdict('wrong', expected);
  if (want.episodes && record.episode_numbers !== JSON.stringify(want.episodes)) return verdict('wrong', expected);
  const relative = path.relative(library, record.destination_path ?? '');
  if (want.destination && !want.destination.test(relative)) {
    return verdict('wrong', `${expected} at a destination like ${String(want.destination)}`);
  }
  return verdict('right', '', true);
}

/** How many distinct titles the library's files should link to: what TMDB calls are counted per. */
export function distinctTitles(files: readonly FixtureFile[]): number {
  return new Set(files.flatMap((f) => (f.expect.kind === 'linked' ? [`${f.expect.mediaType}:${f.expect.tmdbId}`] : [])))
    .size;
}
