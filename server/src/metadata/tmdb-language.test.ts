import { describe, expect, it } from 'vitest';
import { parseRetryAfter } from './retry-after.js';
import { tmdbLanguage } from './tmdb-language.js';

describe('tmdbLanguage', () => {
  it('maps language names, in any case or native spelling, to TMDB codes', () => {
    expect(tmdbLanguage('English')).toBe('en-US');
    expect(tmdbLanguage('french')).toBe('fr-FR');
    expect(tmdbLanguage(' GERMAN ')).toBe('de-DE');
    expect(tmdbLanguage('Español')).toBe('es-ES');
    expect(tmdbLanguage('Japanese')).toBe('ja-JP');
    expect(tmdbLanguage('Chinese')).toBe('zh-CN');
    expect(tmdbLanguage('Portuguese')).toBe('pt-BR');
    expect(tmdbLanguage('Swedish')).toBe('sv-SE');
    expect(tmdbLanguage('Korean')).toBe('ko-KR');
  });

  it('passes ISO codes through with their case normalised', () => {
    expect(tmdbLanguage('fr-FR')).toBe('fr-FR');
    expect(tmdbLanguage('pt_br')).toBe('pt-BR');
    expect(tmdbLanguage('IT')).toBe('it');
  });

  it('knows nothing of unknown or empty values', () => {
    expect(tmdbLanguage('Klingon')).toBeUndefined();
    expect(tmdbLanguage('')).toBeUndefined();
    expect(tmdbLanguage('eng')).toBeUndefined();
  });
});

describe('parseRetryAfter', () => {
  const now = Date.parse('2026-03-01T12:00:00Z');

  it('reads delay-seconds and HTTP dates', () => {
    expect(parseRetryAfter('3', now)).toBe(3000);
    expect(parseRetryAfter('0.5', now)).toBe(500);
    expect(parseRetryAfter('Sun, 01 Mar 2026 12:00:07 GMT', now)).toBe(7000);
    expect(parseRetryAfter('Sun, 01 Mar 2026 11:00:00 GMT', now)).toBe(0);
  });

  it('is undefined when absent or unreadable', () => {
    expect(parseRetryAfter(null, now)).toBeUndefined();
    expect(parseRetryAfter('soon', now)).toBeUndefined();
  });
});
