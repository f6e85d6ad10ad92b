import { plural } from '../../format/plural';
import type { FolderChoiceOutcome, Prompt } from './processing-state';

// What the processing dialog says to a person. The session protocol carries the tool's own
// terminal prompts ("Enter your choice (number), or 0 to skip:"); those stay in the raw output, and
// the dialog says in words what it wants.

/** The question of a prompt, as a sentence for the dialog. */
export function promptSentence(kind: Prompt['kind']): string {
  switch (kind) {
    case 'choice':
      return 'Which title is this file? Choose one below, or Skip to leave it for review.';
    case 'manual_search':
      return 'No title fits clearly. Type the title to search for.';
    case 'season':
      return 'Which season is this file from?';
    case 'episode':
      return 'Which episode is this file?';
  }
}

/** Whether a pick was kept for its folder, as the server said (its reason, not the dialog's guess). */
export function folderChoiceSentence(outcome: FolderChoiceOutcome): string {
  if (outcome.remembered) return `Remembered for the other files of ${outcome.folderLabel}`;
  return `Not remembered for ${outcome.folderLabel} (this file only): ${outcome.reason ?? 'the folder is not the title’s'}`;
}

/** How one file of a bulk run ended. */
export interface BulkFileResult {
  name: string;
  /** linked, skipped, review (left for a person), failed. */
  status: 'linked' | 'skipped' | 'review' | 'failed';
}

export interface BulkSummary {
  text: string;
  failed: string[];
  /** Names left for a person (no clear match). */
  review: string[];
}

/** `3 linked, 1 skipped, 1 left for review, 2 failed`: only the kinds that happened. */
export function bulkSummary(results: readonly BulkFileResult[]): BulkSummary {
  const named = (status: BulkFileResult['status']) => results.filter((r) => r.status === status).map((r) => r.name);
  const counts: [number, string][] = [
    [named('linked').length, 'linked'],
    [named('skipped').length, 'skipped'],
    [named('review').length, 'left for review'],
    [named('failed').length, 'failed'],
  ];
  const parts = counts.filter(([count]) => count > 0).map(([count, label]) => `${count} ${label}`);
  return {
    text: `${plural(results.length, 'file')} processed: ${parts.length > 0 ? parts.join(', ') : 'nothing done'}`,
    failed: named('failed'),
    review: named('review'),
  };
}
