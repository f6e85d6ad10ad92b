import { describe, expect, it } from 'vitest';
import { nextExecutionText } from './next-execution';

const now = Date.parse('2026-11-25T12:00:00.000Z');
const at = (ms: number) => new Date(now + ms).toISOString();
const text = (nextExecution: string | null, status: 'idle' | 'running' = 'idle', t = now) =>
  nextExecutionText({ status, nextExecution }, t).text;

describe('nextExecutionText', () => {
  it('says Running, Manual and Now', () => {
    expect(text(at(60_000), 'running')).toBe('Running');
    expect(text(null)).toBe('Manual');
    expect(text(at(0))).toBe('Now');
    expect(text(at(-5000))).toBe('Now');
    expect(nextExecutionText({ status: 'idle', nextExecution: at(-1) }, now).due).toBe(true);
  });
  it('counts in the largest unit, singular or plural', () => {
    expect(text(at(1000))).toBe('in 1 second');
    expect(text(at(45_000))).toBe('in 45 seconds');
    expect(text(at(60_000))).toBe('in 1 minute');
    expect(text(at(300_000))).toBe('in 5 minutes');
    expect(text(at(299_000))).toBe('in 5 minutes');
    expect(text(at(3_600_000))).toBe('in 1 hour');
    expect(text(at(3_599_000))).toBe('in 1 hour');
    expect(text(at(5 * 3_600_000))).toBe('in 5 hours');
    expect(text(at(86_400_000))).toBe('in 1 day');
    expect(text(at(3 * 86_400_000))).toBe('in 3 days');
  });
  it('ticks down each second and reaches Now', () => {
    const next = at(3000);
    expect(text(next, 'idle', now)).toBe('in 3 seconds');
    expect(text(next, 'idle', now + 1000)).toBe('in 2 seconds');
    expect(text(next, 'idle', now + 2000)).toBe('in 1 second');
    expect(text(next, 'idle', now + 3000)).toBe('Now');
  });
});
