import { describe, expect, it } from 'vitest';
import { formatHttpDate, formatIsoSeconds } from './http-date.js';

describe('formatHttpDate and formatIsoSeconds', () => {
  it('agree with Date over a spread of times, including leap days and times before 1970', () => {
    const samples = [
      0,
      -1,
      951_782_400_000, // 2000-02-29
      1_709_164_800_000, // 2024-02-29
      4_107_542_399_999, // 2100-02-28T23:59:59.999
      -2_208_988_800_000, // 1900-01-01
      253_402_300_799_000, // 9999-12-31T23:59:59
    ];
    let x = 12345;
    for (let i = 0; i < 5000; i++) {
      x = (x * 1103515245 + 12345) % 2 ** 31;
      samples.push((x / 2 ** 31) * 8e12 - 2e12);
    }
    for (const ms of samples) {
      expect(formatHttpDate(ms), String(ms)).toBe(new Date(ms).toUTCString());
      expect(formatIsoSeconds(ms), String(ms)).toBe(`${new Date(ms).toISOString().slice(0, 19)}Z`);
    }
  });
});
