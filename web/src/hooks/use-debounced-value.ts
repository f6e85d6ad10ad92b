import { useEffect, useState } from 'react';

/**
 * `value` once it has stayed the same for `delayMs`: the app's searches run on this, so typing
 * settles the same way in every search box. Starts out equal to `value`.
 */
export function useDebouncedValue<T>(value: T, delayMs: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}
