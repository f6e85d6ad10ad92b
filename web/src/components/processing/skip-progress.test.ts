import { describe, expect, it } from 'vitest';
import { initialProcessingState, type ProcessingState } from './processing-state';
import { skipErrorText, skipFailureLog, skipView, SKIP_STEPS } from './skip-progress';

const result = (status: 'skipped' | 'failed') => ({
  sourcePath: '/src/a.mkv',
  status,
  destinationPath: null,
  mediaType: null,
  tmdbId: null,
  reason: 'Skipped by a person',
});
const answered: ProcessingState = { ...initialProcessingState, results: [result('skipped')] };

describe('skipView', () => {
  it('stands at 33% on the first step while the request is under way', () => {
    expect(skipView(initialProcessingState, true, null)).toEqual({ phase: 'removing', percent: 33, activeStep: 0 });
  });

  it('moves to 66% on the second step once the server reports the file skipped', () => {
    expect(skipView(answered, true, null)).toEqual({ phase: 'marking', percent: 66, activeStep: 1 });
  });

  it('does not count a failed result as an answer', () => {
    expect(skipView({ ...initialProcessingState, results: [result('failed')] }, true, null).percent).toBe(33);
  });

  it('keeps a bulk run on the first step until its last file has answered', () => {
    expect(skipView(answered, false, null).phase).toBe('removing');
  });

  it('completes at 100% with every step done when every file was skipped', () => {
    expect(skipView(answered, true, { succeeded: 2, failures: [] })).toEqual({
      phase: 'complete',
      percent: 100,
      activeStep: SKIP_STEPS.length,
    });
  });

  it('fails on the step it reached', () => {
    const failure = { name: 'a.mkv', error: 'boom' };
    expect(skipView(initialProcessingState, true, { succeeded: 0, failures: [failure] })).toEqual({
      phase: 'failed',
      percent: 33,
      activeStep: 0,
    });
    expect(skipView(initialProcessingState, true, { succeeded: 1, failures: [failure] })).toMatchObject({
      phase: 'failed',
      percent: 66,
    });
    expect(skipView(initialProcessingState, true, { succeeded: 0, failures: [] }).phase).toBe('failed');
  });
});

describe('skip failure texts', () => {
  it('gives the reason for one file and a count for several', () => {
    expect(skipErrorText({ succeeded: 0, failures: [{ name: 'a', error: 'Permission denied' }] }, 1)).toBe(
      'Failed to skip: Permission denied',
    );
    expect(skipErrorText({ succeeded: 0, failures: [{ name: 'a', error: null }] }, 1)).toBe('Failed to skip');
    expect(skipErrorText({ succeeded: 1, failures: [{ name: 'a', error: null }] }, 2)).toBe(
      'Failed to skip 1 of 2 files',
    );
  });

  it('names each failed file in the log', () => {
    expect(
      skipFailureLog([
        { name: 'a.mkv', error: 'boom' },
        { name: 'b.mkv', error: null },
      ]),
    ).toEqual([
      { text: 'Failed to skip a.mkv: boom', error: true },
      { text: 'Failed to skip b.mkv', error: true },
    ]);
  });
});
