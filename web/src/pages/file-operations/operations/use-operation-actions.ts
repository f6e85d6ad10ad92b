import type { FileOperationItem } from '@cinesync/common';
import { useState } from 'react';
import { useApi } from '../../../api/api-context';
import {
  bulkDeleteFailure,
  bulkDeleteOutcome,
  deleteSkippedFailure,
  NO_RESTORE_PATHS,
  restoreManyFailure,
  restoreManyOutcome,
  restoreOneFailure,
  restoreOneOutcome,
  type Outcome,
} from './operation-messages';
import { deleteAllSkipped, deleteOperations, restoreSymlinks } from './operations-api';

interface ActionHooks {
  /** Records left the log: fetch the list again. */
  onChanged: () => void;
  /** Deleted entries are back in the library. */
  onRestored: (ids: ReadonlySet<string>) => void;
}

/** A restore goes to where the link was; an entry that never had one names its source file. */
const restorePathOf = (item: FileOperationItem) => item.destinationPath || item.filePath;

/**
 * The deletes and restores of the Operations tab and what they end with: a message for the
 * Operation Complete dialog, or one for the header alert.
 */
export function useOperationActions({ onChanged, onRestored }: ActionHooks) {
  const api = useApi();
  const [deleting, setDeleting] = useState(false);
  const [restoring, setRestoring] = useState<ReadonlySet<string>>(new Set());
  const [complete, setComplete] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  const report = (outcome: Outcome) => {
    if (outcome.kind === 'success') setComplete(outcome.message);
    else setError(outcome.message);
  };

  const deleteSkipped = async () => {
    setError(null);
    setDeleting(true);
    try {
      const response = await deleteAllSkipped(api);
      report(
        response.success
          ? { kind: 'success', message: response.message }
          : { kind: 'error', message: response.message || 'Failed to delete skipped files' },
      );
    } catch (failure) {
      report(deleteSkippedFailure(failure));
    } finally {
      setDeleting(false);
      onChanged();
    }
  };

  const deleteSelected = async (ids: readonly string[]) => {
    setError(null);
    setDeleting(true);
    try {
      const response = await deleteOperations(api, ids);
      if (response.errors.length > 0) console.error('File operations bulk delete errors', response.errors);
      report(bulkDeleteOutcome(ids.length, response));
    } catch (failure) {
      console.error('File operations bulk delete failed', failure);
      report(bulkDeleteFailure(ids.length, failure));
    } finally {
      setDeleting(false);
      onChanged();
    }
  };

  const restore = async (items: readonly FileOperationItem[]) => {
    const paths = items.map(restorePathOf).filter((p) => p !== '');
    if (paths.length === 0) {
      setError(NO_RESTORE_PATHS);
      return;
    }
    setError(null);
    const ids = new Set(items.map((i) => i.id));
    const single = items.length === 1 ? items[0] : undefined;
    setRestoring(ids);
    try {
      const response = await restoreSymlinks(api, paths);
      const outcome = single ? restoreOneOutcome(single.fileName, response) : restoreManyOutcome(response);
      report(outcome);
      if (outcome.kind === 'success') onRestored(ids);
    } catch (failure) {
      report(single ? restoreOneFailure(single.fileName, failure) : restoreManyFailure(failure));
    } finally {
      setRestoring(new Set());
    }
  };

  return {
    deleting,
    restoring,
    complete,
    error,
    closeComplete: () => setComplete(null),
    dismissError: () => setError(null),
    deleteSkipped: () => deleteSkipped(),
    deleteSelected: (ids: readonly string[]) => deleteSelected(ids),
    restore: (items: readonly FileOperationItem[]) => void restore(items),
  };
}
