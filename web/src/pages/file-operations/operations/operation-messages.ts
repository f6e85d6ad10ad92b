import type { FileOperationsBulkDeleteResponse, RestoreResponse } from '@cinesync/common';
import { plural } from '../../../format/plural';

/**
 * The texts the Operations tab shows after a delete or a restore (spec §8 "Operations"). Each
 * outcome is either a success (the Operation Complete dialog) or an error (the header alert).
 */
export type Outcome = { kind: 'success'; message: string } | { kind: 'error'; message: string };

const success = (message: string): Outcome => ({ kind: 'success', message });
const failure = (message: string): Outcome => ({ kind: 'error', message });

const messageOf = (error: unknown) => (error instanceof Error ? error.message : '');

/** What a bulk delete answered, in words; the individual errors go to the console. */
export function bulkDeleteOutcome(requested: number, response: FileOperationsBulkDeleteResponse): Outcome {
  const errors = response.errors.length;
  if (errors === 0 && response.success) {
    return success(`Successfully deleted ${response.deletedCount} file(s)`);
  }
  if (response.deletedCount > 0) {
    return failure(
      `Deleted ${plural(response.deletedCount, 'item')}, but ${plural(errors, 'error')} occurred. Check console for details.`,
    );
  }
  if (errors > 0) return failure(`Failed to delete any files. ${plural(errors, 'error')} occurred.`);
  return failure(`Failed to delete ${requested} database records: nothing was deleted`);
}

/** A bulk delete that got no answer: the server's reason, or the generic text. */
export function bulkDeleteFailure(requested: number, error: unknown): Outcome {
  const reason = messageOf(error);
  return failure(
    reason ? `Failed to delete ${plural(requested, 'file')}: ${reason}` : 'Failed to delete selected files',
  );
}

/** Delete-all-skipped: the server's message on success, its error or the spec's text otherwise. */
export function deleteSkippedFailure(error: unknown): Outcome {
  return failure(messageOf(error) || 'Failed to delete skipped files');
}

const firstError = (response: RestoreResponse) =>
  response.errors.map((e) => e.message || e.error).find(Boolean) ?? response.message;

export function restoreOneOutcome(name: string, response: RestoreResponse): Outcome {
  if (response.success && response.restoredCount > 0) return success(`File "${name}" restored successfully!`);
  return failure(`Failed to restore "${name}": ${firstError(response)}`);
}

export function restoreOneFailure(name: string, error: unknown): Outcome {
  return failure(`Error restoring "${name}": ${messageOf(error) || 'Unknown error'}`);
}

export function restoreManyOutcome(response: RestoreResponse): Outcome {
  if (response.success && response.restoredCount > 0) {
    return success(`Successfully restored ${response.restoredCount} file(s)!`);
  }
  const errors = response.errors.map((e) => e.message || e.error).filter(Boolean);
  return failure(`Failed to restore files: ${errors.length > 0 ? errors.join(', ') : response.message}`);
}

export function restoreManyFailure(error: unknown): Outcome {
  return failure(`Restore failed: ${messageOf(error) || 'Unknown error'}`);
}

export const NO_RESTORE_PATHS = 'No valid paths found for restoration';
