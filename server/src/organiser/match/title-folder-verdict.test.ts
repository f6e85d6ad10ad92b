import { describe, expect, it } from 'vitest';
import type { CandidateFacts } from './score-candidate.js';
import { judgeTitleFolder, type TitleFolderVerdict } from './title-folder-verdict.js';

function title(fields: Partial<CandidateFacts> & Pick<CandidateFacts, 'title' | 'year'>): CandidateFacts {
  return {
    mediaType: 'movie',
    tmdbId: 1,
    originalTitle: null,
    alternativeTitles: [],
    popularity: 1,
    posterPath: null,
    originCountries: [],
    ...fields,
  };
}

const FIGHT_CLUB = title({ title: 'Fight Club', year: 1999 });
const DUNE_2021 = title({ title: 'Dune', year: 2021, alternativeTitles: ['Dune: Part One'] });
const THE_OFFICE = title({ mediaType: 'tv', title: 'The Office', year: 2005 });
const now = new Date('2026-11-27T12:00:00Z');

/** `folder` under `/media/src`, its files given by name inside it. */
function judge(folder: string, files: string[], chosen: CandidateFacts, sourceRoot = '/media/src'): TitleFolderVerdict {
  return judgeTitleFolder({
    folder: `/media/src/${folder}`.replace(/\/$/, ''),
    sourceRoot,
    fileNames: files.map((f) => `${folder.split('/').at(-1) ?? folder}/${f}`),
    title: chosen,
    parsing: { now },
  });
}

describe('whether a folder is evidently one title’s', () => {
  it('is, when its name names the title, whatever its bare-named files are called', () => {
    expect(judge('Fight Club (1999)', ['fc.mkv', 'cd2.mkv'], FIGHT_CLUB)).toEqual({
      eligible: true,
      basis: 'folder name',
      reason: null,
    });
    expect(judge('Fight.Club.1999.1080p.BluRay.x264-GRP', [], FIGHT_CLUB)).toMatchObject({ eligible: true });
  });

  it('is, when its files name the title (an alternative title counts)', () => {
    expect(judge('Dune Films', ['Dune.mkv', 'Dune.Part.One.2021.2160p.mkv'], DUNE_2021)).toEqual({
      eligible: true,
      basis: 'files',
      reason: null,
    });
  });

  it('is, for a show, when it holds one season’s episodes that name no title', () => {
    expect(judge('Disc Rip', ['S01E01.mkv', 'S01E02.mkv'], THE_OFFICE)).toMatchObject({
      eligible: true,
      basis: 'season',
    });
    expect(judge('Disc Rip', ['S01E01.mkv', 'S02E01.mkv'], THE_OFFICE)).toMatchObject({ eligible: false });
    expect(judge('Disc Rip', ['S01E01.mkv', 'S01E02.mkv'], FIGHT_CLUB)).toMatchObject({ eligible: false });
    expect(judge('The Office', ['Season 2/S02E04.mkv'], THE_OFFICE)).toMatchObject({ eligible: true });
  });

  it('is not, for a downloads folder whose files name nothing of the title', () => {
    expect(judge('Downloads', ['movie.mkv'], FIGHT_CLUB)).toEqual({
      eligible: false,
      reason: 'neither Downloads/ nor its files are named for Fight Club (1999)',
    });
  });

  it('is not, when its files name several titles, even when one of them is the title', () => {
    const verdict = judge('Downloads', ['Fight.Club.1999.mkv', 'Gladiator.2000.1080p.mkv'], FIGHT_CLUB);
    expect(verdict).toEqual({
      eligible: false,
      reason: 'Downloads/ holds files of several titles (“Fight Club”, “Gladiator”)',
    });
    // Two films of one name and different years are two titles.
    expect(judge('Dune Films', ['Dune.1984.mkv', 'Dune.2021.mkv'], DUNE_2021)).toMatchObject({ eligible: false });
    // Junk names are titles too, as far as the folder is concerned: it is nobody's folder.
    expect(judge('Downloads', ['movie.mkv', 'holiday_clip_final.mp4'], FIGHT_CLUB)).toMatchObject({
      eligible: false,
      reason: expect.stringContaining('several titles'),
    });
  });

  it('is not, when its files are another title’s, though its name is the title’s', () => {
    expect(judge('Fight Club (1999)', ['Gladiator.2000.1080p.mkv'], FIGHT_CLUB)).toEqual({
      eligible: false,
      reason: 'the files in Fight Club (1999)/ are named for “Gladiator”, not Fight Club (1999)',
    });
  });

  it('leaves samples and extras out of the count', () => {
    expect(
      judge('Fight Club (1999)', ['Fight.Club.1999.mkv', 'Fight.Club.1999.Trailer.mkv'], FIGHT_CLUB),
    ).toMatchObject({
      eligible: true,
    });
  });

  it('is never a source folder, nor a folder that holds one', () => {
    expect(judge('Fight Club (1999)', [], FIGHT_CLUB, '/media/src/Fight Club (1999)')).toEqual({
      eligible: false,
      reason: 'Fight Club (1999)/ is a source folder itself, which holds many titles',
    });
    expect(judge('Fight Club (1999)', [], FIGHT_CLUB, '/media/src/Fight Club (1999)/inner')).toMatchObject({
      eligible: false,
    });
  });
});
