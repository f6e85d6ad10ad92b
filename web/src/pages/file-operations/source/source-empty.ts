import type { OrganiserState } from '@cinesync/common';
import type { SourceEmpty } from './SourceEmptyState';

interface SourceEmptyFacts {
  /** The server said no source folder is configured. */
  unconfigured: boolean;
  /** The page has no files (and is not past the end). */
  empty: boolean;
  searching: boolean;
  total: number;
  /** What organising is doing; undefined while unknown. */
  organiser: OrganiserState | undefined;
  /** The organiser's state was asked for and the answer (or its failure) is in. */
  organiserSettled: boolean;
}

/**
 * The Source tab's empty state. An empty list is "all tracked" only once a scan has read the
 * folders: before the first scan the folders are simply not read yet, and during one the files are
 * still being found. With no word from the organiser (an older server) the spec's words stand.
 */
export function sourceEmptyOf(facts: SourceEmptyFacts): SourceEmpty | null {
  if (facts.unconfigured) return { kind: 'unconfigured' };
  if (!facts.empty) return null;
  if (facts.searching) return { kind: 'no-match' };
  const { organiser } = facts;
  if (!organiser) return facts.organiserSettled ? { kind: 'tracked', count: facts.total } : null;
  if (organiser.currentScan) return { kind: 'scanning' };
  const last = organiser.lastScan;
  if (last === null) return { kind: 'not-scanned' };
  if (last.status === 'failed' && (last.counts.seen ?? 0) === 0) {
    return { kind: 'scan-failed', message: last.message ?? 'The last scan failed.' };
  }
  return { kind: 'tracked', count: facts.total };
}
