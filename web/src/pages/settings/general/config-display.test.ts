import { describe, expect, it } from 'vitest';
import {
  canonicalValue,
  choiceLabel,
  fieldKindOf,
  isTruthy,
  lockedByText,
  normaliseArray,
  STRUCTURE_CHOICES,
} from './config-display';
import { configItem } from './config-fixture';

describe('settings display rules', () => {
  it('reads true, 1 and yes (any case) as true and everything else as false', () => {
    expect(['true', '1', 'yes', 'YES', ' True '].map(isTruthy)).toEqual([true, true, true, true, true]);
    expect(['false', '0', 'no', '', 'on'].map(isTruthy)).toEqual([false, false, false, false, false]);
  });

  it('masks keys containing PASSWORD, TOKEN or KEY and password-typed items', () => {
    for (const key of ['CINESYNC_PASSWORD', 'PLEX_TOKEN', 'TMDB_API_KEY', 'SECRET']) {
      const type = key === 'SECRET' ? 'password' : 'string';
      expect(fieldKindOf(configItem(key, { type })).kind).toBe('secret');
    }
  });

  it('names the choices of "Name versions for" for people, and leaves other choices as they are', () => {
    expect(['plex', 'jellyfin', 'source'].map((option) => choiceLabel('VERSION_NAMING', option))).toEqual([
      'Plex',
      'Jellyfin and Emby',
      'Keep source names',
    ]);
    expect(choiceLabel('LOG_LEVEL', 'DEBUG')).toBe('DEBUG');
  });

  it('uses a true/false choice for booleans and _ENABLED keys', () => {
    expect(fieldKindOf(configItem('RELATIVE_SYMLINK', { type: 'boolean' })).kind).toBe('boolean');
    expect(fieldKindOf(configItem('SOMETHING_ENABLED')).kind).toBe('boolean');
  });

  it('offers the four structure choices when the server does not type the key as a boolean', () => {
    expect(fieldKindOf(configItem('SHOW_RESOLUTION_STRUCTURE'))).toEqual({
      kind: 'choice',
      options: STRUCTURE_CHOICES,
    });
    expect(fieldKindOf(configItem('MOVIE_RESOLUTION_STRUCTURE', { type: 'choice' }))).toEqual({
      kind: 'choice',
      options: STRUCTURE_CHOICES,
    });
    expect(fieldKindOf(configItem('SHOW_RESOLUTION_STRUCTURE', { type: 'boolean' })).kind).toBe('boolean');
  });

  it('makes arrays and TAGS keys multiline, integers numeric, choices from the server options', () => {
    expect(fieldKindOf(configItem('ALLOWED_EXTENSIONS', { type: 'array' })).kind).toBe('multiline');
    expect(fieldKindOf(configItem('MEDIAINFO_RADARR_TAGS')).kind).toBe('multiline');
    expect(fieldKindOf(configItem('MAX_CORES', { type: 'integer' })).kind).toBe('integer');
    expect(fieldKindOf(configItem('LOG_LEVEL', { type: 'choice', options: ['INFO', 'DEBUG'] }))).toEqual({
      kind: 'choice',
      options: ['INFO', 'DEBUG'],
    });
  });

  it('splits arrays on commas and drops blanks', () => {
    expect(normaliseArray(' .mkv, ,.mp4,, .avi ')).toBe('.mkv,.mp4,.avi');
    expect(canonicalValue(configItem('A', { type: 'array' }), 'a, b,')).toBe('a,b');
    expect(canonicalValue(configItem('B', { type: 'boolean' }), 'yes')).toBe('true');
  });

  it('names the locker, else an administrator', () => {
    expect(lockedByText({ lockedBy: 'docker-compose' })).toBe('Locked by docker-compose');
    expect(lockedByText({})).toBe('Locked by an administrator');
  });
});
