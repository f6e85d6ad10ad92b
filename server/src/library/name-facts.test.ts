import { describe, expect, it } from 'vitest';
import {
  editionFromName,
  episodeNumbersFromName,
  episodeTitleFromName,
  languageFromName,
  nameFacts,
  qualityFromName,
  sideFileOf,
} from './name-facts.js';

describe('name facts', () => {
  it('reads single, double and ranged episodes', () => {
    expect(episodeNumbersFromName('Breaking Bad (2008) - S01E01 - Pilot.mkv')).toEqual([1]);
    expect(episodeNumbersFromName('Breaking Bad (2008) - S01E01E02 - Pilot.mkv')).toEqual([1, 2]);
    expect(episodeNumbersFromName('Breaking Bad (2008) - S01E01-E03 - Pilot.mkv')).toEqual([1, 2, 3]);
    expect(episodeNumbersFromName('Show.S02E05-06.720p.mkv')).toEqual([5, 6]);
    expect(episodeNumbersFromName('Show 1x02.mkv')).toEqual([2]);
    expect(episodeNumbersFromName('Inception (2010).mkv')).toBeNull();
  });

  it('does not read a resolution as an episode', () => {
    expect(episodeNumbersFromName('Show S01E01 1080p.mkv')).toEqual([1]);
  });

  it('reads the episode title the organiser writes after the code', () => {
    expect(episodeTitleFromName('Breaking Bad (2008) - S01E01 - Pilot [WEBDL-1080p].mkv')).toBe('Pilot');
    expect(episodeTitleFromName('Breaking Bad - S01E01-E02 - Cat in the Bag 1080p.mkv')).toBe('Cat in the Bag');
    expect(episodeTitleFromName('Breaking.Bad.S01E01.720p.mkv')).toBeNull();
  });

  it('names quality by resolution and source, the record filling in a missing resolution', () => {
    expect(qualityFromName('Inception (2010) [Remux-2160p].mkv')).toBe('2160p Remux');
    expect(qualityFromName('Show.S01E01.1080p.WEB-DL.x264.mkv')).toBe('1080p WEB-DL');
    expect(qualityFromName('Inception (2010).mkv', '720p')).toBe('720p');
    expect(qualityFromName('Inception (2010).mkv')).toBeNull();
  });

  it('reads the edition from the Plex tag or a known word', () => {
    expect(editionFromName('Blade Runner (1982) {edition-Final Cut}.mkv')).toBe('Final Cut');
    expect(editionFromName('Aliens.1986.Directors.Cut.1080p.mkv')).toBe("Director's Cut");
    expect(editionFromName('Aliens (1986).mkv')).toBeNull();
  });

  it('tells side files and their language', () => {
    expect(sideFileOf('Inception (2010).mkv')).toBeNull();
    expect(sideFileOf('Inception (2010).en.srt')).toBe('subtitle');
    expect(sideFileOf('Inception (2010).nfo')).toBe('other');
    expect(languageFromName('Inception (2010).en.srt')).toBe('English');
    expect(languageFromName('Inception (2010).eng.forced.srt')).toBe('English');
    expect(languageFromName('Inception (2010).pt-BR.srt')).toBe('Brazilian Portuguese');
    expect(languageFromName('Inception (2010).French.srt')).toBe('French');
    expect(languageFromName('Inception (2010).srt')).toBeNull();
    expect(languageFromName('Inception.2010.1080p.BluRay.x264.srt')).toBeNull();
  });

  it('gives a subtitle of an episode no episode facts', () => {
    expect(nameFacts('Show - S01E01 - Pilot.en.srt')).toMatchObject({
      sideFile: 'subtitle',
      language: 'English',
      episodeNumbers: null,
    });
  });
});
