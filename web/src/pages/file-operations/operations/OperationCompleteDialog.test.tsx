import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { OperationCompleteDialog } from './OperationCompleteDialog';

describe('Operation Complete dialog', () => {
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it('shows the message and closes itself after 3 s', () => {
    vi.useFakeTimers();
    const onClose = vi.fn();
    render(<OperationCompleteDialog message="Successfully restored 2 file(s)!" onClose={onClose} />);
    expect(screen.getByRole('dialog', { name: 'Operation Complete' })).toBeTruthy();
    expect(screen.getByText('Successfully restored 2 file(s)!')).toBeTruthy();
    act(() => vi.advanceTimersByTime(2999));
    expect(onClose).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('stays closed without a message', () => {
    render(<OperationCompleteDialog message={null} onClose={() => {}} />);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
