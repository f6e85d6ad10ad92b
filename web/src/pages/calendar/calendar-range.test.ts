import { describe, expect, it } from 'vitest';
import { addDays, daysBetween, periodTitle, rangeOf, shiftAnchor } from './calendar-range';

describe('calendar ranges', () => {
  it('covers a month with its whole weeks, Monday to Sunday', () => {
    // March 2026 starts on a Sunday and ends on a Tuesday.
    expect(rangeOf('month', '2026-03-10')).toEqual({ start: '2026-02-23', end: '2026-04-05' });
    expect(daysBetween('2026-02-23', '2026-04-05')).toHaveLength(42);
  });

  it('covers the week of the anchor and thirty days of agenda', () => {
    expect(rangeOf('week', '2026-03-10')).toEqual({ start: '2026-03-09', end: '2026-03-15' });
    expect(rangeOf('agenda', '2026-03-10')).toEqual({ start: '2026-03-10', end: '2026-04-08' });
  });

  it('moves a month from the 31st without skipping the next', () => {
    expect(shiftAnchor('month', '2026-01-31', 1)).toBe('2026-02-01');
    expect(shiftAnchor('month', '2026-01-31', -1)).toBe('2025-12-01');
    expect(shiftAnchor('week', '2026-03-10', -1)).toBe('2026-03-03');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
  });

  it('titles the period', () => {
    expect(periodTitle('month', '2026-03-10')).toBe('March 2026');
    expect(periodTitle('week', '2026-03-10')).toBe('9 Mar 2026 – 15 Mar 2026');
  });
});
