import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SearchField } from './SearchField';

/** A page that keeps the search in effect, as the real ones do (URL or list state). */
function Page({
  onApply,
  debounceMs,
  indicatorMs,
}: {
  onApply: (s: string) => void;
  debounceMs?: number;
  indicatorMs?: number;
}) {
  const [applied, setApplied] = useState('');
  return (
    <SearchField
      applied={applied}
      onApply={(search) => {
        setApplied(search);
        onApply(search);
      }}
      placeholder="Search things..."
      label="Search things"
      debounceMs={debounceMs}
      indicatorMs={indicatorMs}
    />
  );
}

const box = () => screen.getByRole<HTMLInputElement>('textbox', { name: 'Search things' });

describe('SearchField', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it('applies the trimmed text once typing has paused for the delay, once', () => {
    const onApply = vi.fn();
    render(<Page onApply={onApply} debounceMs={300} />);
    fireEvent.change(box(), { target: { value: ' mat' } });
    act(() => vi.advanceTimersByTime(200));
    fireEvent.change(box(), { target: { value: ' matrix ' } });
    act(() => vi.advanceTimersByTime(299));
    expect(onApply).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onApply.mock.calls).toEqual([['matrix']]);
  });

  it('applies at once on Enter, and not again when the delay ends', () => {
    const onApply = vi.fn();
    render(<Page onApply={onApply} />);
    fireEvent.change(box(), { target: { value: 'dune' } });
    fireEvent.keyDown(box(), { key: 'Enter' });
    expect(onApply.mock.calls).toEqual([['dune']]);
    act(() => vi.advanceTimersByTime(1000));
    expect(onApply.mock.calls).toEqual([['dune']]);
  });

  it('empties with Escape or the clear button and applies that at once', () => {
    const onApply = vi.fn();
    render(<Page onApply={onApply} />);
    fireEvent.change(box(), { target: { value: 'dune' } });
    fireEvent.keyDown(box(), { key: 'Enter' });
    fireEvent.keyDown(box(), { key: 'Escape' });
    expect(box().value).toBe('');
    expect(onApply.mock.calls.at(-1)).toEqual(['']);
    fireEvent.change(box(), { target: { value: 'alien' } });
    fireEvent.keyDown(box(), { key: 'Enter' });
    fireEvent.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(box().value).toBe('');
    expect(onApply.mock.calls).toEqual([['dune'], [''], ['alien'], ['']]);
    expect(screen.queryByRole('button', { name: 'Clear search' })).toBeNull();
  });

  it('shows the searching indicator only where asked, after its own delay', () => {
    render(<Page onApply={() => undefined} debounceMs={800} indicatorMs={400} />);
    fireEvent.change(box(), { target: { value: 'matrix' } });
    act(() => vi.advanceTimersByTime(399));
    expect(screen.queryByLabelText('Searching')).toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByLabelText('Searching')).toBeTruthy();
  });
});
