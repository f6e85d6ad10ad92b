import type { SourceFileItem, SourceFileStatus } from '@cinesync/common';

type ChipColour = 'success' | 'error' | 'warning' | 'default';

interface StatusChip {
  label: string;
  colour: ChipColour;
  /** Not Processed is outlined so the files still to do stand apart from the decided ones. */
  outlined: boolean;
}

const NAMES: Record<SourceFileStatus, string> = {
  unprocessed: 'Not Processed',
  processed: 'Processed',
  created: 'Created',
  failed: 'Failed',
  skipped: 'Skipped',
  deleted: 'Deleted',
};

/** The chip of a file; null for an unprocessed file that is not media (there is nothing to process). */
export function statusChipOf(
  file: Pick<SourceFileItem, 'processingStatus' | 'isMediaFile' | 'needsReview'>,
): StatusChip | null {
  // Left for a person's pick: not done, and not broken either (never green, never "Failed").
  if (file.processingStatus === 'failed' && file.needsReview) {
    return { label: 'Needs Review', colour: 'warning', outlined: false };
  }
  switch (file.processingStatus) {
    case 'processed':
    case 'created':
      // A link made is the same outcome to the person as a file processed: one green chip for both.
      return { label: 'Processed', colour: 'success', outlined: false };
    case 'failed':
      return { label: 'Failed', colour: 'error', outlined: false };
    case 'skipped':
      return { label: 'Skipped', colour: 'warning', outlined: false };
    case 'deleted':
      return { label: 'Deleted', colour: 'default', outlined: false };
    case 'unprocessed':
      return file.isMediaFile ? { label: 'Not Processed', colour: 'default', outlined: true } : null;
  }
}

/** Local date and time of an epoch-seconds instant. */
function formatEpochSeconds(seconds: number): string {
  return new Date(seconds * 1000).toLocaleString();
}

/** The chip's tooltip: the status always, then processed time, TMDB ID and season when known. */
export function statusTooltipLines(
  file: Pick<SourceFileItem, 'processingStatus' | 'lastProcessedAt' | 'tmdbId' | 'seasonNumber' | 'needsReview'>,
  format: (seconds: number) => string = formatEpochSeconds,
): string[] {
  const review = file.processingStatus === 'failed' && file.needsReview === true;
  const lines = [
    review ? 'Status: Needs review (pick its title in File Operations)' : `Status: ${NAMES[file.processingStatus]}`,
  ];
  if (file.lastProcessedAt !== null) lines.push(`Processed: ${format(file.lastProcessedAt)}`);
  if (file.tmdbId !== null) lines.push(`TMDB ID: ${file.tmdbId}`);
  if (file.seasonNumber !== null) lines.push(`Season: ${file.seasonNumber}`);
  return lines;
}
