import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useNotice } from './notice';

afterEach(cleanup);

describe('toasts of the Settings tabs', () => {
  it("leaves a newer toast up when an older one's auto-hide fires late", () => {
    const { result } = renderHook(() => useNotice());
    act(() => result.current.show('Please fill in all required fields.', 'error'));
    const older = result.current.notice?.id;
    act(() => result.current.show('Folder mapping added successfully', 'success'));
    act(() => result.current.close(older));
    expect(result.current.notice?.text).toBe('Folder mapping added successfully');
    act(() => result.current.close(result.current.notice?.id));
    expect(result.current.notice).toBeNull();
  });

  it('closes whatever shows when no toast is named', () => {
    const { result } = renderHook(() => useNotice());
    act(() => result.current.show('Saved', 'success'));
    act(() => result.current.close());
    expect(result.current.notice).toBeNull();
  });
});
