import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  REMOVE_AFTER_CREATED_MS,
  REMOVE_AFTER_PROCESSED_MS,
  useProcessingIndicators,
} from './use-processing-indicators';

describe('processing indicators', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  const setup = () => {
    const hook = renderHook(() => useProcessingIndicators());
    act(() => hook.result.current.add('/src/a.mkv', 'a.mkv'));
    return hook;
  };

  it('removes an entry 3.5 s after its file was processed', () => {
    const { result } = setup();
    act(() => result.current.removeAfter('/src/a.mkv', REMOVE_AFTER_PROCESSED_MS));
    act(() => vi.advanceTimersByTime(3499));
    expect(result.current.byPath.has('/src/a.mkv')).toBe(true);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current.byPath.has('/src/a.mkv')).toBe(false);
  });

  it('lets the sooner created removal win over a later processed one', () => {
    const { result } = setup();
    act(() => result.current.removeAfter('/src/a.mkv', REMOVE_AFTER_PROCESSED_MS));
    act(() => result.current.removeAfter('/src/a.mkv', REMOVE_AFTER_CREATED_MS));
    act(() => vi.advanceTimersByTime(1500));
    expect(result.current.byPath.size).toBe(0);
  });

  it('keeps the sooner removal when a later one arrives', () => {
    const { result } = setup();
    act(() => result.current.removeAfter('/src/a.mkv', REMOVE_AFTER_CREATED_MS));
    act(() => result.current.removeAfter('/src/a.mkv', REMOVE_AFTER_PROCESSED_MS));
    act(() => vi.advanceTimersByTime(1500));
    expect(result.current.byPath.size).toBe(0);
  });

  it('ignores events for files without an entry, and removes at once on request', () => {
    const { result } = setup();
    act(() => result.current.removeAfter('/src/other.mkv', REMOVE_AFTER_CREATED_MS));
    act(() => vi.advanceTimersByTime(5000));
    expect(result.current.byPath.has('/src/a.mkv')).toBe(true);
    act(() => result.current.remove('/src/a.mkv'));
    expect(result.current.byPath.size).toBe(0);
  });
});
