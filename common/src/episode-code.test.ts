import { describe, expect, it } from 'vitest';
import { episodeCode } from './episode-code.js';

describe('episodeCode', () => {
  it('pads season and episode to two digits, wider numbers as they are', () => {
    expect(episodeCode(1, 2)).toBe('S01E02');
    expect(episodeCode(12, 105)).toBe('S12E105');
    expect(episodeCode(2024, 3)).toBe('S2024E03');
  });

  it('keeps season 0 as S00: specials are told apart by their numbers', () => {
    expect(episodeCode(0, 1)).toBe('S00E01');
  });

  it('writes a multi-episode file first to last, whatever order the numbers come in', () => {
    expect(episodeCode(1, [1, 2])).toBe('S01E01–E02');
    expect(episodeCode(2, [6, 4, 5])).toBe('S02E04–E06');
    expect(episodeCode(1, [3, 3])).toBe('S01E03');
    expect(episodeCode(1, [7])).toBe('S01E07');
  });

  it('says what it knows when a number is missing', () => {
    expect(episodeCode(3, null)).toBe('S03');
    expect(episodeCode(3, [])).toBe('S03');
    expect(episodeCode(null, 5)).toBe('E05');
    expect(episodeCode(null, [5, 6])).toBe('E05–E06');
    expect(episodeCode(null, null)).toBe('');
  });
});
