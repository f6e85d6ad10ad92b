import { describe, expect, it } from 'vitest';
import { progressAt } from './progress-phase';

describe('processing progress card timeline', () => {
  it('fills in 100 ms steps over 3 s', () => {
    expect(progressAt(0)).toEqual({ percent: 0, phase: 'processing' });
    expect(progressAt(150)).toEqual({ percent: 3, phase: 'processing' });
    expect(progressAt(1500).percent).toBe(50);
  });

  it('shows success from 80 % and complete at 100 %', () => {
    expect(progressAt(2399).phase).toBe('processing');
    expect(progressAt(2400)).toEqual({ percent: 80, phase: 'success' });
    expect(progressAt(2999).phase).toBe('success');
    expect(progressAt(3000)).toEqual({ percent: 100, phase: 'complete' });
    expect(progressAt(9000)).toEqual({ percent: 100, phase: 'complete' });
  });

  it('scales to another duration', () => {
    expect(progressAt(800, 1000).phase).toBe('success');
  });
});
