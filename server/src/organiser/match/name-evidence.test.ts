import { describe, expect, it } from 'vitest';
import { idsInNames, idsInPath } from './ids-in-path.js';
import { release } from '../../../test/worlds/match-test-world.js';
import { nameEvidence } from './name-evidence.js';
import { queryPlan } from './title-search.js';
import { parseRelease } from '../parse/index.js';

describe('nameEvidence', () => {
  it('reads a country tag after the title, in capitals or brackets', () => {
    for (const title of ['The Office US', 'The Office (US)', 'The Office (us)']) {
      const evidence = nameEvidence({ parsed: release({ title }), kind: 'episode' });
      expect(evidence.country).toBe('US');
      expect(evidence.titles[0]).toEqual({ text: 'The Office', year: null, primary: true });
      // The tagged spelling is kept for titles that really end that way (`Law & Order: UK`).
      expect(evidence.titles.map((variant) => variant.text)).toContain(title);
    }
    expect(nameEvidence({ parsed: release({ title: 'Shameless UK' }), kind: 'episode' }).country).toBe('GB');
  });

  it('does not read ordinary words or lone titles as country tags', () => {
    for (const title of ['Us', 'The Night Comes for Us', 'Mission Impossible III', 'RRR']) {
      expect(nameEvidence({ parsed: release({ title }), kind: 'movie' }).country).toBeNull();
    }
  });

  it('sets the expected type from the kind, or from a person', () => {
    expect(nameEvidence({ parsed: release({ title: 'X' }), kind: 'movie' })).toMatchObject({
      expectedType: 'movie',
      typeEvidence: 'no-markers',
    });
    expect(nameEvidence({ parsed: release({ title: 'X' }), kind: 'episode' })).toMatchObject({
      expectedType: 'tv',
      typeEvidence: 'episode-markers',
    });
    expect(nameEvidence({ parsed: release({ title: 'X' }), kind: 'episode', forcedType: 'movie' })).toMatchObject({
      expectedType: 'movie',
      typeEvidence: 'forced',
    });
  });

  it('keeps the year with the title and also tries it as part of the title', () => {
    const evidence = nameEvidence({ parsed: release({ title: 'Blade Runner', year: 2049 }), kind: 'movie' });
    expect(evidence.titles).toEqual([
      { text: 'Blade Runner', year: 2049, primary: true },
      { text: 'Blade Runner 2049', year: null, primary: false, yearInTitle: true },
    ]);
  });

  it('reads a year written inside a title and the full title', () => {
    const evidence = nameEvidence({
      parsed: release({
        title: 'Doctor Who',
        fullTitle: 'Doctor Who (2005)',
        titles: ['Doctor Who (2005)'],
        year: 2005,
      }),
      kind: 'episode',
    });
    expect(evidence.titles[0]).toEqual({ text: 'Doctor Who', year: 2005, primary: true });
    expect(evidence.titles.map((variant) => variant.text)).toContain('Doctor Who (2005)');
  });

  it('ignores a daily show’s year, which is the air date’s', () => {
    const evidence = nameEvidence({
      parsed: release({ title: 'The Daily Show', year: 2015, airDate: '2015-01-14' }),
      kind: 'episode',
    });
    expect(evidence.year).toBeNull();
    expect(evidence.titles[0]?.year).toBeNull();
  });
});

describe('queryPlan', () => {
  it('searches the primary title with its year, then without, then the other spellings', () => {
    const evidence = nameEvidence({
      parsed: release({
        title: 'Le Fabuleux Destin',
        alternativeTitle: 'Amelie',
        titles: ['Le Fabuleux Destin', 'Amelie'],
        year: 2001,
      }),
      kind: 'movie',
    });
    expect(queryPlan(evidence).slice(0, 4)).toEqual([
      { text: 'Le Fabuleux Destin', year: 2001, yearInTitle: false },
      { text: 'Le Fabuleux Destin', year: null, yearInTitle: false },
      { text: 'Amelie', year: 2001, yearInTitle: false },
      { text: 'Amelie', year: null, yearInTitle: false },
    ]);
  });

  it("searches a special's show first among shows, and the name as written first among films", () => {
    const parsed = parseRelease('Top.Gear.Bolivia.Special.720p.HDTV.x264-GRP.mkv');
    if (parsed === null) throw new Error('expected the name to parse');
    const evidence = nameEvidence({ parsed, kind: 'movie' });
    expect(queryPlan(evidence, 'tv')[0]?.text).toBe('Top Gear');
    expect(queryPlan(evidence, 'movie')[0]?.text).toBe('Top Gear Bolivia Special');
  });

  it('searches a show by its own name before the name with season words, and a part of a film as a film', () => {
    const season = parseRelease('[SubsPlease] Spy x Family Season 2 - 05 (1080p).mkv');
    const part = parseRelease('Hamlet.CD1.DVDRip.XviD-GRP.avi');
    if (season === null || part === null) throw new Error('expected the names to parse');
    expect(queryPlan(nameEvidence({ parsed: season, kind: 'episode' }))[0]?.text).toBe('Spy x Family');
    expect(nameEvidence({ parsed: part, kind: 'movie' }).film).toBe(true);
  });
});

describe('ids in paths', () => {
  it.each([
    ['{tmdb-603}', { tmdbId: 603 }],
    ['[tmdbid-603]', { tmdbId: 603 }],
    ['tmdbid=603', { tmdbId: 603 }],
    ['{imdb-tt0133093}', { imdbId: 'tt0133093' }],
    ['[imdbid-tt0133093]', { imdbId: 'tt0133093' }],
    ['The.Matrix.1999.TT0133093.mkv', { imdbId: 'tt0133093' }],
    ['{tvdb-81189}', { tvdbId: 81189 }],
    ['Breaking Bad tvdbid-81189', { tvdbId: 81189 }],
  ])('reads %s', (name, expected) => {
    expect(idsInNames([name])).toEqual({ tmdbId: null, imdbId: null, tvdbId: null, ...expected });
  });

  it('ignores numbers that are not ids', () => {
    expect(idsInNames(['Blade.Runner.2049.2017.1080p.mkv', 'att12345678', 'stmdb-5'])).toEqual({
      tmdbId: null,
      imdbId: null,
      tvdbId: null,
    });
  });

  it('prefers the nearest name and stops two folders up', () => {
    expect(idsInPath('/lib/{tmdb-1}/Movie {tmdb-2}/file {tmdb-3}.mkv').tmdbId).toBe(3);
    expect(idsInPath('/lib/{tmdb-1}/Movie {tmdb-2}/file.mkv').tmdbId).toBe(2);
    expect(idsInPath('/{tmdb-1}/a/b/file.mkv').tmdbId).toBeNull();
    expect(idsInPath('/{tmdb-1}/a/b/file.mkv', ['/{tmdb-1}']).tmdbId).toBe(1);
  });
});
