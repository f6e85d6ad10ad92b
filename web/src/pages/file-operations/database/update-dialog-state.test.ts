import { describe, expect, it } from 'vitest';
import {
  initialUpdateDialog,
  progressText,
  updateDialogReducer,
  UPDATE_START_FAILED,
  type UpdateDialogAction,
  type UpdateDialogState,
} from './update-dialog-state';

const run = (...actions: UpdateDialogAction[]): UpdateDialogState =>
  actions.reduce(updateDialogReducer, initialUpdateDialog);
const progress = { status: 'running' as const, checked: 3, total: 10, repaired: 1, removed: 0 };

describe('update dialog state', () => {
  it('goes idle → starting → running with the server message', () => {
    expect(run({ type: 'open' })).toMatchObject({ open: true, phase: 'idle' });
    expect(run({ type: 'open' }, { type: 'start' }).phase).toBe('starting');
    expect(run({ type: 'open' }, { type: 'start' }, { type: 'started', message: 'Database update started' })).toEqual({
      ...initialUpdateDialog,
      open: true,
      phase: 'running',
      message: 'Database update started',
    });
  });

  it('returns to idle with the spec text when the start fails, and a retry clears it', () => {
    const failed = run({ type: 'open' }, { type: 'start' }, { type: 'failed' });
    expect(failed).toMatchObject({ phase: 'idle', error: UPDATE_START_FAILED });
    expect(updateDialogReducer(failed, { type: 'start' })).toMatchObject({ phase: 'starting', error: null });
  });

  it('takes progress once a start is asked, and closing clears the message and progress', () => {
    expect(run({ type: 'open' }, { type: 'progress', progress }).progress).toBeNull();
    expect(run({ type: 'open' }, { type: 'start' }, { type: 'progress', progress }).progress).toEqual(progress);
    expect(
      run({ type: 'open' }, { type: 'start' }, { type: 'progress', progress }, { type: 'failed' }).progress,
    ).toBeNull();
    const running = run(
      { type: 'open' },
      { type: 'start' },
      { type: 'started', message: 'm' },
      { type: 'progress', progress },
    );
    expect(running.progress).toEqual(progress);
    expect(updateDialogReducer(running, { type: 'close' })).toEqual(initialUpdateDialog);
  });

  it('ignores a second start while one is going', () => {
    const starting = run({ type: 'open' }, { type: 'start' });
    expect(updateDialogReducer(starting, { type: 'start' })).toBe(starting);
  });

  it('writes progress as one line', () => {
    expect(progressText(progress)).toBe('Checked 3 of 10 records · 1 repaired · 0 removed');
    expect(progressText({ ...progress, status: 'failed', message: 'disk gone' })).toBe(
      'Update failed: disk gone · 1 repaired · 0 removed',
    );
  });
});
