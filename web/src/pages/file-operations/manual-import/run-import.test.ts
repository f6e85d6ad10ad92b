import { describe, expect, it, vi } from 'vitest';
import { runPooled, type ImportProgress } from './run-import';

describe('pooled import', () => {
  it('never runs more than 3 files at once and finishes every file, even after a failure', async () => {
    let active = 0;
    let peak = 0;
    const seen: ImportProgress[] = [];
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await runPooled(
      ['a', 'b', 'c', 'd', 'e', 'f', 'g'],
      async (name) => {
        active += 1;
        peak = Math.max(peak, active);
        await new Promise((resolve) => setTimeout(resolve, name === 'a' ? 20 : 5));
        active -= 1;
        if (name === 'b') throw new Error('bridge failed');
      },
      (progress) => seen.push(progress),
      (name) => name,
    );
    expect(peak).toBe(3);
    expect(seen.at(-1)).toMatchObject({ completed: 7, total: 7 });
    expect(logged).toHaveBeenCalledWith('Manual import failed for', 'b', expect.any(Error));
    logged.mockRestore();
  });
});
