import { describe, expect, it } from 'vitest';
import type { ClassifySettings } from '../../config/classify-settings.js';
import { parseRelease } from '../parse/parse-release.js';
import { classifyFile } from './classify-file.js';

const MB = 1024 ** 2;
const GB = 1024 ** 3;
const now = new Date('2025-11-30T12:00:00Z');

/** The defaults of ALLOWED_EXTENSIONS, MOVIE_EXTRAS_SIZE_LIMIT and SHOW_EXTRAS_SIZE_LIMIT. */
const settings: ClassifySettings = {
  allowedExtensions: new Set(['.mp4', '.mkv', '.srt', '.avi', '.mov', '.divx', '.strm']),
  skipAdultPatterns: true,
  showExtrasLimitMb: 5,
  movieExtrasLimitMb: 250,
};

/** Classifies a path relative to a source root, parsed as the organiser parses it. */
function kindOf(relative: string, size: number, overrides: Partial<ClassifySettings> = {}) {
  return classifyFile(relative, size, parseRelease(relative, { now }), { ...settings, ...overrides }).kind;
}

describe('size is the last hint, never the only word on a feature', () => {
  it('links a .strm of a few bytes like the movie it points to', () => {
    expect(kindOf('Whiplash (2014)/Whiplash (2014).strm', 180)).toBe('movie');
    expect(kindOf('Whiplash/Whiplash.strm', 180)).toBe('movie');
    expect(kindOf('Streams/stream.strm', 180)).toBe('movie');
  });

  it('takes a small file named by its group in a release folder for the feature', () => {
    expect(kindOf('Parasite.2019.1080p.BluRay.x264-GRP/grp-para-1080p.mkv', 200 * MB)).toBe('movie');
    expect(kindOf('Dune.2021.2160p.WEB-DL.x265-FLUX/flux-33x2160.mkv', 120 * MB)).toBe('movie');
  });

  it('takes a low-bitrate or test encode for the feature when its name carries quality words or its folder title', () => {
    expect(kindOf('Whiplash.720p.WEB.x264-GRP/Whiplash.720p.WEB.x264-GRP.mkv', 180 * MB)).toBe('movie');
    expect(kindOf('Downloads/Whiplash.480p.x264.mkv', 150 * MB)).toBe('movie');
    expect(kindOf('Inception/Inception.mkv', 200 * MB)).toBe('movie');
    expect(kindOf('The Matrix/The.Matrix.mkv', 200 * MB)).toBe('movie');
  });

  it('still calls a small clip with no year, episode or release name an extra', () => {
    expect(kindOf('Movies/Inception/Dream Is Collapsing.mkv', 200 * MB)).toBe('extra');
    expect(kindOf('Breaking Bad/Season 1/Recap.mkv', 3 * MB)).toBe('extra');
    // The same clip at feature size, or with the limit switched off, is not.
    expect(kindOf('Movies/Inception/Dream Is Collapsing.mkv', 2 * GB)).toBe('movie');
    expect(kindOf('Movies/Inception/Dream Is Collapsing.mkv', 200 * MB, { movieExtrasLimitMb: 0 })).toBe('movie');
  });

  it('keeps extras and samples marked by folder or name extras, whatever their size', () => {
    expect(kindOf('Inception.2010.1080p.BluRay.x264-GRP/Featurettes/Dream Is Collapsing.mkv', 2 * GB)).toBe('extra');
    expect(kindOf('Aliens.1986.1080p.BluRay.x264-GRP/Aliens-trailer.mkv', 90 * MB)).toBe('extra');
    expect(kindOf('Gladiator.2000.Extended.1080p.BluRay.x264-GRP/Gladiator.Deleted.Scenes.mkv', 900 * MB)).toBe(
      'extra',
    );
    expect(kindOf('The.Matrix.1999.1080p.BluRay.x264-GRP/Sample/grp-tm-1080p.mkv', 40 * MB)).toBe('sample');
    expect(kindOf('Dune.2021.1080p.WEB-DL.DDP5.1.x264-GRP/grp-dune-1080p-sample.mkv', 30 * MB)).toBe('sample');
  });

  it('reads the episode of a small obfuscated file in a season pack', () => {
    expect(kindOf('Breaking.Bad.S02.720p.BluRay.x264-GRP/grp-bb-s02e04-720p.mkv', 3 * MB)).toBe('episode');
  });
});

describe('the adult filter needs more than the letters xxx', () => {
  it('links the films called xXx, in their folders too', () => {
    expect(kindOf('xXx (2002)/xXx (2002).mkv', 2 * GB)).toBe('movie');
    expect(kindOf('xXx.2002.1080p.BluRay.x264-GRP.mkv', 2 * GB)).toBe('movie');
    expect(
      kindOf(
        'XXX.State.of.the.Union.2005.720p.BluRay.x264-GRP/XXX.State.of.the.Union.2005.720p.BluRay.x264-GRP.mkv',
        2 * GB,
      ),
    ).toBe('movie');
    expect(kindOf('xXx.Return.of.Xander.Cage.2017.2160p.UHD.BluRay.x265-GRP.mkv', 2 * GB)).toBe('movie');
  });

  it('still skips adult releases marked after a title, in the name or its folder', () => {
    expect(kindOf('Site.20.05.01.Some.Name.XXX.1080p.MP4-GRP.mp4', 2 * GB)).toBe('skip');
    expect(kindOf('Some.Title.XXX.DVDRip.x264-GRP/scene.mkv', 2 * GB)).toBe('skip');
    expect(kindOf('Brazzers.20.05.01.Name.1080p.mp4', 2 * GB)).toBe('skip');
  });
});

describe('disc menus', () => {
  it('never takes a menu ripped beside the feature for the film', () => {
    for (const menu of ['[Menu].mkv', 'Menu.mkv', 'Disc Menu.mkv', 'menu_01.mkv', 'Heat - Menu.mkv', 'VTS_01_0.VOB']) {
      const path = `Heat.1995.1080p.BluRay.x264-GRP/${menu}`;
      const parsed = parseRelease(path, { now });
      expect(
        classifyFile(path, 300 * MB, parsed, { ...settings, allowedExtensions: new Set(['.mkv', '.vob']) }),
      ).toEqual({
        kind: 'skip',
        reason: 'A disc menu, not the feature',
      });
    }
  });

  it('keeps titles that only contain the word', () => {
    expect(kindOf('The.Menu.2022.1080p.WEB-DL.x264-GRP.mkv', 4 * GB)).toBe('movie');
    expect(kindOf('Menu.Title.2019.1080p.mkv', 4 * GB)).toBe('movie');
    expect(kindOf('The Menu (2022)/The Menu.mkv', 4 * GB)).toBe('movie');
  });
});
