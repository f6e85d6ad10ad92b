import { describe, expect, it } from 'vitest';
import { hasControlCharacter, isPathTooLong, MAX_PATH_BYTES, utf8Length } from './path-input.js';

describe('path input', () => {
  it('refuses NUL, the C0 controls and DEL, and nothing else', () => {
    for (const c of ['\u0000', '\n', '\t', '\u001f', '\u007f']) expect(hasControlCharacter(`/media/a${c}b`)).toBe(true);
    for (const ok of ['/media/Amélie (2001)', '/media/東京', '/media/a b', '/media/\u00a0x']) {
      expect(hasControlCharacter(ok)).toBe(false);
    }
  });

  it('counts a path in UTF-8 bytes, as the kernel does', () => {
    expect(utf8Length('é')).toBe(2);
    expect(utf8Length('東')).toBe(3);
    expect(utf8Length('🎬')).toBe(4);
    // A lone surrogate is written as U+FFFD, as Node's Buffer does.
    expect(utf8Length('\ud800')).toBe(3);
  });

  it('calls a path of PATH_MAX bytes too long, one byte less not', () => {
    expect(isPathTooLong(`/${'a'.repeat(MAX_PATH_BYTES - 2)}`)).toBe(false);
    expect(isPathTooLong(`/${'a'.repeat(MAX_PATH_BYTES - 1)}`)).toBe(true);
    // 2048 two-byte letters: 2049 characters but 4097 bytes.
    expect(isPathTooLong(`/${'é'.repeat(2048)}`)).toBe(true);
  });
});
