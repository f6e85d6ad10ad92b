import { useEffect, useRef, type RefObject } from 'react';

/**
 * Brings `target` to the top of its scrolling area whenever `value` changes (not on the first
 * render): after paging, the reader starts at the top of the new page instead of at the pager.
 */
export function useScrollToTopOnChange(value: unknown, target: RefObject<HTMLElement | null>): void {
  const seen = useRef(value);
  useEffect(() => {
    if (Object.is(seen.current, value)) return;
    seen.current = value;
    // scrollIntoView reaches whichever ancestor scrolls (the shell's main area, or the window).
    target.current?.scrollIntoView?.({ block: 'start' });
  }, [value, target]);
}
