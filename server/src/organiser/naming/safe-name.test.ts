import { describe, expect, it } from 'vitest';
import { cutToBytes, safeFileName, safeName, splitExtension } from './safe-name.js';

const bytes = (s: string) => Buffer.byteLength(s, 'utf8');
/** Lone surrogates turn into U+FFFD on a round trip through UTF-8. */
const wellFormed = (s: string) => Buffer.from(s, 'utf8').toString('utf8') === s;

describe('safeName', () => {
  it.each([
    ['Star Wars: Episode IV', 'Star Wars - Episode IV'],
    ['Re:Zero', 'Re-Zero'],
    ['Title : Subtitle', 'Title - Subtitle'],
    ['24: 12:00 a.m.', '24 - 12-00 a.m'],
    ['Face/Off', 'Face-Off'],
    ['AC\\DC', 'AC-DC'],
    ['M*A*S*H', 'M-A-S-H'],
    ['Black | White', 'Black - White'],
    ['What If...?', 'What If'],
    ['<Untitled>', 'Untitled'],
    ['The "Best" Show', "The 'Best' Show"],
    ['S.H.I.E.L.D.', 'S.H.I.E.L.D'],
    ['Title . . ', 'Title'],
    ['.hack', 'hack'],
    ['...And Justice for All', 'And Justice for All'],
    ['  lots   of\tspace  ', 'lots of space'],
    ['tab\tnew\nline\rcarriage', 'tab new line carriage'],
    ['nul\u0000byte', 'nul byte'],
    ['bell\u0007 and del\u007f and c1\u0085', 'bell and del and c1'],
    ['spoof\u202eevil\u202c', 'spoof evil'],
    ['Amélie', 'Amélie'],
    ['君の名は。', '君の名は。'],
    ['Москва слезам не верит', 'Москва слезам не верит'],
  ])('%j → %j', (input, expected) => {
    expect(safeName(input)).toBe(expected);
  });

  it('composes Unicode to NFC', () => {
    const decomposed = 'Ame\u0301lie';
    expect(safeName(decomposed)).toBe('Am\u00e9lie');
    expect(safeName(decomposed).length).toBe(6);
  });

  it('keeps emoji sequences joined by zero-width joiners', () => {
    expect(safeName('Family 👨‍👩‍👧‍👦 Night')).toBe('Family 👨‍👩‍👧‍👦 Night');
  });

  it.each([
    ['CON', 'CON_'],
    ['con', 'con_'],
    ['PRN', 'PRN_'],
    ['AUX', 'AUX_'],
    ['NUL', 'NUL_'],
    ['COM1', 'COM1_'],
    ['LPT9', 'LPT9_'],
    ['Console', 'Console'],
    ['CON (2010)', 'CON (2010)'],
    ['Prnt', 'Prnt'],
  ])('avoids the Windows device name %j → %j', (input, expected) => {
    expect(safeName(input)).toBe(expected);
  });

  it('avoids device names whatever the extension', () => {
    expect(safeFileName('nul.mkv')).toBe('nul_.mkv');
    expect(safeFileName('LPT1.en.srt')).toBe('LPT1_.en.srt');
    expect(safeName('CON', { suffix: '.mkv' })).toBe('CON_.mkv');
  });

  it('never returns an empty name', () => {
    expect(safeName('')).toBe('_');
    expect(safeName('???')).toBe('_');
    expect(safeName(' . ')).toBe('_');
    expect(safeName('', { suffix: '.mkv' })).toBe('_.mkv');
  });

  it('keeps trailing dots before a kept extension', () => {
    expect(safeName('To Be Continued...', { suffix: '.mkv' })).toBe('To Be Continued....mkv');
  });

  it('cuts plain text to 255 bytes', () => {
    const out = safeName('a'.repeat(300));
    expect(out).toBe('a'.repeat(255));
  });

  it('cuts CJK text on character boundaries and keeps the extension', () => {
    const out = safeName('君の名は。'.repeat(30), { suffix: '.mkv' });
    expect(bytes(out)).toBeLessThanOrEqual(255);
    expect(out.endsWith('.mkv')).toBe(true);
    expect(wellFormed(out)).toBe(true);
    // 3 bytes a character: 251 bytes of budget hold 83 characters.
    expect(Array.from(out.slice(0, -4))).toHaveLength(83);
    expect('君の名は。'.repeat(30).startsWith(out.slice(0, -4))).toBe(true);
  });

  it('cuts emoji without splitting a surrogate pair or a joined sequence', () => {
    const family = '👨‍👩‍👧‍👦'; // 25 bytes, one grapheme
    const out = safeName(family.repeat(20), { suffix: '.mkv' });
    expect(bytes(out)).toBeLessThanOrEqual(255);
    expect(out.endsWith('.mkv')).toBe(true);
    expect(wellFormed(out)).toBe(true);
    expect(out.slice(0, -4)).toBe(family.repeat(10));
  });

  it('cuts mixed text exactly at the byte limit when the characters allow it', () => {
    const name = `${'x'.repeat(250)}😀😀`; // 250 + 4 + 4 bytes
    const out = safeName(name);
    expect(out).toBe(`${'x'.repeat(250)}😀`);
    expect(bytes(out)).toBe(254);
  });

  it('drops a separator left dangling by the cut', () => {
    const out = safeName('word - '.repeat(60), { suffix: '.mkv' });
    expect(bytes(out)).toBeLessThanOrEqual(255);
    expect(out).toMatch(/word\.mkv$/);
  });

  it('keeps a long suffix whole and cuts the name before it', () => {
    const suffix = ' (1999) {tmdb-603} {imdb-tt0133093}';
    const out = safeName('Very Long Title '.repeat(30), { suffix });
    expect(bytes(out)).toBeLessThanOrEqual(255);
    expect(out.endsWith(suffix)).toBe(true);
  });

  it('honours a smaller byte limit', () => {
    expect(safeName('abcdef', { maxBytes: 4 })).toBe('abcd');
    expect(safeName('abcdef', { maxBytes: 6, suffix: '.mkv' })).toBe('ab.mkv');
  });
});

describe('cutToBytes', () => {
  it('leaves short text alone and never splits a character', () => {
    expect(cutToBytes('héllo', 100)).toBe('héllo');
    expect(cutToBytes('é', 1)).toBe('');
    expect(cutToBytes('aé', 2)).toBe('a');
  });
});

describe('splitExtension', () => {
  it.each([
    ['Movie.2010.1080p.mkv', 'Movie.2010.1080p', '.mkv'],
    ['Mr. Robot', 'Mr. Robot', ''],
    ['.mkv', '.mkv', ''],
    ['noext', 'noext', ''],
  ])('%s', (name, stem, extension) => {
    expect(splitExtension(name)).toEqual({ stem, extension });
  });

  it('keeps the extension of a whole file name through a cut', () => {
    const out = safeFileName(`${'Title '.repeat(60)}.mkv`);
    expect(out.endsWith('.mkv')).toBe(true);
    expect(bytes(out)).toBeLessThanOrEqual(255);
  });
});
