import type { FileItem } from '@cinesync/common';
import { describe, expect, it } from 'vitest';
import { folderItem } from '../media/media-location';
import { episodeCode } from '@cinesync/common';
import { cardLabel, rowCaption, versionLabels } from './item-labels';

const show = { tmdbId: 1396, mediaType: 'tv' as const, title: 'Breaking Bad', firstAirDate: '2008-01-20' };

function entry(path: string, overrides: Partial<FileItem> = {}): FileItem {
  return { ...folderItem(path, null, null), name: path.split('/').pop() ?? path, ...overrides };
}
function file(path: string, overrides: Partial<FileItem> = {}): FileItem {
  return entry(path, { type: 'file', size: '4.0 GB', icon: 'movie', isMediaFile: true, ...overrides });
}

describe('item labels', () => {
  it('names a season folder by its number and episode count, season 0 as Specials', () => {
    const s1 = entry('Shows/BB/Season 01', { ...show, isSeasonFolder: true, seasonNumber: 1, episodeCount: 7 });
    expect(cardLabel(s1)).toEqual({ title: 'Season 1', subtitle: '7 episodes' });
    const sp = entry('Shows/BB/Specials', { ...show, seasonNumber: 0, episodeCount: 1 });
    expect(cardLabel(sp)).toEqual({ title: 'Specials', subtitle: '1 episode' });
    expect(rowCaption(s1)).toBe('Season 1 · 7 episodes');
  });

  it('names an episode file by its code, title and quality; a double episode by its range', () => {
    const e1 = file('Shows/BB/Season 01/a.mkv', {
      ...show,
      seasonNumber: 1,
      episodeNumber: 1,
      episodeNumbers: [1, 2],
      episodeTitle: 'Pilot',
      quality: '1080p Blu-ray',
    });
    expect(cardLabel(e1)).toEqual({ title: 'S01E01–E02 · Pilot', subtitle: '1080p Blu-ray' });
    // An older server without the new fields: the code from episodeNumber, the size below.
    const old = file('Shows/BB/Season 01/b.mkv', { ...show, seasonNumber: 1, episodeNumber: 3 });
    expect(cardLabel(old)).toEqual({ title: 'S01E03', subtitle: '4.0 GB' });
    expect(episodeCode(2, [4, 5, 6])).toBe('S02E04–E06');
  });

  it('names a subtitle as a file with its language, not as the movie', () => {
    const srt = file('Movies/Inception (2010)/Inception (2010).en.srt', {
      tmdbId: 27205,
      mediaType: 'movie',
      title: 'Inception',
      releaseDate: '2010-07-15',
      icon: 'subtitle',
      isMediaFile: false,
      sideFile: 'subtitle',
      language: 'English',
    });
    expect(cardLabel(srt)).toEqual({ title: 'English subtitle', subtitle: 'Inception (2010).en.srt' });
    expect(rowCaption(srt)).toBe('English subtitle');
    const nfo = file('Movies/Inception (2010)/movie.nfo', { icon: 'text', isMediaFile: false, sideFile: 'other' });
    expect(cardLabel(nfo).title).toBe('NFO file');
  });

  it('gives a movie file its year with quality and edition', () => {
    const mkv = file('Movies/Inception (2010)/Inception (2010).mkv', {
      mediaType: 'movie',
      title: 'Inception',
      releaseDate: '2010-07-15',
      quality: '2160p Remux',
      edition: "Director's Cut",
    });
    expect(cardLabel(mkv)).toEqual({ title: 'Inception', subtitle: "2010 · 2160p Remux · Director's Cut" });
  });

  it('names versions by what differs, the file name when nothing read from the names does', () => {
    const a = file('M/Inception (2010)/a.mkv', { quality: '2160p Remux' });
    const b = file('M/Inception (2010)/b.mkv', { quality: '1080p Blu-ray' });
    expect(versionLabels([a, b])).toEqual(['Version 1 · 2160p Remux · 4.0 GB', 'Version 2 · 1080p Blu-ray · 4.0 GB']);
    const c = file('M/Inception (2010)/Inception.cut-one.mkv');
    const d = file('M/Inception (2010)/Inception.cut-two.mkv');
    expect(versionLabels([c, d])).toEqual([
      'Version 1 · Inception.cut-one · 4.0 GB',
      'Version 2 · Inception.cut-two · 4.0 GB',
    ]);
  });
});
