import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ProcessingProgressCard } from './ProcessingProgressCard';

describe('processing progress card', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it('fills over 3 s, shows success from 80 % for a linked file, and calls back 0.5 s after complete', () => {
    const onComplete = vi.fn();
    render(<ProcessingProgressCard fileName="a.mkv" outcome="linked" onComplete={onComplete} />);
    const bar = () => screen.getByRole('progressbar', { name: 'Progress of a.mkv' });
    expect(screen.getByText('Auto-processing...')).toBeTruthy();
    act(() => vi.advanceTimersByTime(1500));
    expect(bar().getAttribute('aria-valuenow')).toBe('50');
    act(() => vi.advanceTimersByTime(900));
    expect(screen.getByText('Processed successfully')).toBeTruthy();
    act(() => vi.advanceTimersByTime(600));
    expect(screen.getByText('Complete')).toBeTruthy();
    expect(bar().getAttribute('aria-valuenow')).toBe('100');
    act(() => vi.advanceTimersByTime(499));
    expect(onComplete).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onComplete).toHaveBeenCalledTimes(1);
  });

  it('never shows a file left for review as processed or complete', () => {
    const onComplete = vi.fn();
    const { container } = render(<ProcessingProgressCard fileName="a.mkv" outcome="review" onComplete={onComplete} />);
    act(() => vi.advanceTimersByTime(2400));
    expect(screen.getByText('Left for review: pick its title in the Failed tab')).toBeTruthy();
    act(() => vi.advanceTimersByTime(600));
    expect(screen.queryByText('Processed successfully')).toBeNull();
    expect(screen.queryByText('Complete')).toBeNull();
    expect(container.querySelector('[data-testid="CheckCircleRoundedIcon"]')).toBeNull();
    act(() => vi.advanceTimersByTime(500));
    expect(onComplete).toHaveBeenCalledTimes(1);
  });

  it('claims no success while the run has not said how it ended', () => {
    render(<ProcessingProgressCard fileName="a.mkv" onComplete={vi.fn()} />);
    act(() => vi.advanceTimersByTime(3000));
    expect(screen.getByText('Auto-processing...')).toBeTruthy();
    expect(screen.queryByText('Complete')).toBeNull();
  });
});
