import { describe, expect, it } from 'vitest';
import { ApiRequestError } from '../../../api/api-request-error';
import {
  bulkDeleteFailure,
  bulkDeleteOutcome,
  deleteSkippedFailure,
  restoreManyFailure,
  restoreManyOutcome,
  restoreOneFailure,
  restoreOneOutcome,
} from './operation-messages';

const err = (path: string, message: string) => ({ path, error: 'failed', message });

describe('bulk delete texts', () => {
  it('a full success is a success', () => {
    expect(bulkDeleteOutcome(3, { success: true, deletedCount: 3, errors: [] })).toEqual({
      kind: 'success',
      message: 'Successfully deleted 3 file(s)',
    });
  });

  it('a partial success counts both sides', () => {
    expect(bulkDeleteOutcome(3, { success: false, deletedCount: 2, errors: [err('c', 'gone')] })).toEqual({
      kind: 'error',
      message: 'Deleted 2 items, but 1 error occurred. Check console for details.',
    });
  });

  it('a total failure counts the errors', () => {
    expect(bulkDeleteOutcome(2, { success: false, deletedCount: 0, errors: [err('a', 'x'), err('b', 'y')] })).toEqual({
      kind: 'error',
      message: 'Failed to delete any files. 2 errors occurred.',
    });
  });

  it('a request failure gives the reason, or the generic text without one', () => {
    expect(bulkDeleteFailure(4, new ApiRequestError(500, 'server_error', 'Database is locked')).message).toBe(
      'Failed to delete 4 files: Database is locked',
    );
    expect(bulkDeleteFailure(4, 'weird').message).toBe('Failed to delete selected files');
  });

  it('delete-all-skipped falls back to its own text', () => {
    expect(deleteSkippedFailure(new Error('')).message).toBe('Failed to delete skipped files');
    expect(deleteSkippedFailure(new Error('read-only')).message).toBe('read-only');
  });
});

describe('restore texts', () => {
  it('single: success, refusal and error', () => {
    expect(restoreOneOutcome('a.mkv', { success: true, restoredCount: 1, message: '', errors: [] })).toEqual({
      kind: 'success',
      message: 'File "a.mkv" restored successfully!',
    });
    expect(
      restoreOneOutcome('a.mkv', {
        success: false,
        restoredCount: 0,
        message: 'none',
        errors: [err('/a', 'Not in the trash')],
      }).message,
    ).toBe('Failed to restore "a.mkv": Not in the trash');
    expect(restoreOneOutcome('a.mkv', { success: false, restoredCount: 0, message: 'none', errors: [] }).message).toBe(
      'Failed to restore "a.mkv": none',
    );
    expect(restoreOneFailure('a.mkv', new Error('Disk full')).message).toBe('Error restoring "a.mkv": Disk full');
  });

  it('bulk: success, refusal and error', () => {
    expect(restoreManyOutcome({ success: true, restoredCount: 3, message: '', errors: [] })).toEqual({
      kind: 'success',
      message: 'Successfully restored 3 file(s)!',
    });
    expect(
      restoreManyOutcome({
        success: false,
        restoredCount: 0,
        message: 'x',
        errors: [err('/a', 'gone'), err('/b', 'busy')],
      }).message,
    ).toBe('Failed to restore files: gone, busy');
    expect(restoreManyFailure(new Error('Disk full')).message).toBe('Restore failed: Disk full');
  });
});
