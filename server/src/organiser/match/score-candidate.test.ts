import { describe, expect, it } from 'vitest';
import type { ParsedRelease } from '../parse/parsed-release.js';
import { release } from '../../../test/worlds/match-test-world.js';
import { nameEvidence } from './name-evidence.js';
import {
  AMBIGUITY_MARGIN,
  decide,
  rankCandidates,
  scoreCandidate,
  yearFit,
  type CandidateFacts,
  type ScoredCandidate,
} from './score-candidate.js';

function facts(fields: Partial<CandidateFacts> & { tmdbId: number; title: string }): CandidateFacts {
  return {
    mediaType: 'movie',
    originalTitle: null,
    alternativeTitles: [],
    year: null,
    popularity: 10,
    posterPath: null,
    originCountries: [],
    ...fields,
  };
}

function movieName(fields: Partial<ParsedRelease> & { title: string }) {
  return nameEvidence({ parsed: release(fields), kind: 'movie' });
}

function episodeName(fields: Partial<ParsedRelease> & { title: string }) {
  return nameEvidence({ parsed: release({ season: 1, episodes: [1], ...fields }), kind: 'episode' });
}

describe('scoreCandidate', () => {
  const dune1984 = facts({ tmdbId: 841, title: 'Dune', year: 1984, popularity: 29.8 });
  const dune2021 = facts({ tmdbId: 438631, title: 'Dune', year: 2021, popularity: 142.3 });

  it('gives an exact title with the right year 1 and without a year a little less', () => {
    expect(scoreCandidate(dune2021, movieName({ title: 'Dune', year: 2021 }))).toBe(1);
    expect(scoreCandidate(dune2021, movieName({ title: 'Dune' }))).toBeCloseTo(0.925, 3);
  });

  it('rewards a year one off a little and pushes a far-off year below any threshold', () => {
    expect(yearFit(2021, 2021)).toBeGreaterThan(yearFit(2020, 2021));
    expect(yearFit(2020, 2021)).toBeGreaterThan(yearFit(null, 2021));
    expect(yearFit(null, 2021)).toBe(yearFit(2021, null));
    expect(scoreCandidate(dune1984, movieName({ title: 'Dune', year: 2021 }))).toBeLessThan(0.6);
  });

  it('never lets popularity raise a score', () => {
    const famous = { ...dune1984, popularity: 10_000 };
    const evidence = movieName({ title: 'Dune' });
    expect(scoreCandidate(famous, evidence)).toBe(scoreCandidate(dune1984, evidence));
  });

  it('compares every title of the name against every title of the candidate', () => {
    const spirited = facts({
      tmdbId: 129,
      title: 'Spirited Away',
      originalTitle: '千と千尋の神隠し',
      alternativeTitles: ['Sen to Chihiro no Kamikakushi'],
      year: 2001,
    });
    expect(scoreCandidate(spirited, movieName({ title: '千と千尋の神隠し', year: 2001 }))).toBe(1);
    expect(scoreCandidate(spirited, movieName({ title: 'Sen to Chihiro no Kamikakushi' }))).toBeGreaterThan(0.85);
    const aka = movieName({
      title: 'Chihiro',
      alternativeTitle: 'Spirited Away',
      titles: ['Chihiro', 'Spirited Away'],
    });
    expect(scoreCandidate(spirited, aka)).toBeGreaterThan(0.9);
  });

  it('weighs the media type by the evidence', () => {
    const show = facts({ tmdbId: 60622, mediaType: 'tv', title: 'Fargo', year: 2014 });
    const film = facts({ tmdbId: 275, title: 'Fargo', year: 1996 });
    const asEpisode = episodeName({ title: 'Fargo' });
    expect(scoreCandidate(show, asEpisode)).toBeGreaterThan(0.9);
    expect(scoreCandidate(film, asEpisode)).toBeLessThan(0.5);
    const asMovie = movieName({ title: 'Fargo' });
    expect(scoreCandidate(film, asMovie)).toBeGreaterThan(scoreCandidate(show, asMovie));
    // A show can still be what a file with no episode markers is, when title and year say so.
    const miniseries = facts({ tmdbId: 19614, mediaType: 'tv', title: 'It', year: 1990 });
    expect(scoreCandidate(miniseries, movieName({ title: 'It', year: 1990 }))).toBeGreaterThan(0.75);
    const forced = nameEvidence({ parsed: release({ title: 'Fargo' }), kind: 'movie', forcedType: 'tv' });
    expect(scoreCandidate(film, forced)).toBe(0);
  });

  it('uses a country tag to tell a remake from its original', () => {
    const us = facts({ tmdbId: 2316, mediaType: 'tv', title: 'The Office', year: 2005, originCountries: ['US'] });
    const uk = facts({ tmdbId: 2996, mediaType: 'tv', title: 'The Office', year: 2001, originCountries: ['GB'] });
    const tagged = episodeName({ title: 'The Office UK' });
    expect(scoreCandidate(uk, tagged)).toBeGreaterThan(0.9);
    expect(scoreCandidate(us, tagged)).toBeLessThan(0.7);
    const plain = episodeName({ title: 'The Office' });
    expect(scoreCandidate(us, plain)).toBe(scoreCandidate(uk, plain));
  });
});

describe('rankCandidates and decide', () => {
  const scored = (tmdbId: number, score: number, popularity: number): ScoredCandidate => ({
    facts: facts({ tmdbId, title: `T${tmdbId}`, popularity }),
    score,
  });

  it('orders by score, and by popularity only between equal scores', () => {
    const ranked = rankCandidates([scored(1, 0.8, 500), scored(2, 0.9, 1), scored(3, 0.9, 50)]);
    expect(ranked.map((candidate) => candidate.facts.tmdbId)).toEqual([3, 2, 1]);
  });

  it('prefers the exact title to the same title with an article, without asking', () => {
    const heat = facts({ tmdbId: 949, title: 'Heat', year: 1995, popularity: 40 });
    const theHeat = facts({ tmdbId: 136795, title: 'The Heat', year: 2013, popularity: 45 });
    const evidence = nameEvidence({ parsed: release({ title: 'Heat' }), kind: 'movie' });
    const ranked = rankCandidates(
      [heat, theHeat].map((candidate) => ({ facts: candidate, score: scoreCandidate(candidate, evidence) })),
    );
    expect(decide(ranked, 0.75)).toMatchObject({ kind: 'confident', best: { facts: { tmdbId: 949 } } });
  });

  it('takes a clear winner, asks about a close call, and refuses a weak best', () => {
    expect(decide([scored(1, 0.95, 1), scored(2, 0.6, 900)], 0.75).kind).toBe('confident');
    expect(decide([scored(1, 0.95, 1)], 0.75).kind).toBe('confident');
    const close = decide([scored(1, 0.925, 1), scored(2, 0.925 - AMBIGUITY_MARGIN / 2, 1)], 0.75);
    expect(close.kind).toBe('ambiguous');
    expect(decide([scored(1, 0.7, 1)], 0.75)).toMatchObject({ kind: 'weak' });
    expect(decide([], 0.75)).toEqual({ kind: 'weak', best: null });
  });
});
