import { describe, expect, it } from 'vitest';
import type { CandidateFacts } from './score-candidate.js';
import { distinguishingLabels, tieReason, weakReason } from './review-reasons.js';

function facts(overrides: Partial<CandidateFacts> & Pick<CandidateFacts, 'tmdbId' | 'title'>): CandidateFacts {
  return {
    mediaType: 'tv',
    originalTitle: null,
    alternativeTitles: [],
    year: null,
    popularity: 1,
    posterPath: null,
    originCountries: [],
    ...overrides,
  };
}

const usOffice = facts({ tmdbId: 2316, title: 'The Office', year: 2005, originCountries: ['US'], networks: ['NBC'] });
const ukOffice = facts({
  tmdbId: 2996,
  title: 'The Office',
  year: 2001,
  originCountries: ['GB'],
  networks: ['BBC Two'],
});

describe('review reasons', () => {
  it('says which namesakes tie and what tells them apart, without ids or scores', () => {
    expect(tieReason([usOffice, ukOffice])).toBe('Two shows called The Office (2005 US, 2001 UK) fit equally');
    const dunes = [
      facts({ tmdbId: 438631, title: 'Dune', year: 2021, mediaType: 'movie' }),
      facts({ tmdbId: 841, title: 'Dune', year: 1984, mediaType: 'movie' }),
    ];
    expect(tieReason(dunes)).toBe('Two films called Dune (2021, 1984) fit equally');
  });

  it('adds the network, then the type, then the date only while two labels are still alike', () => {
    const a = facts({ tmdbId: 1, title: 'Shogun', year: 2024, originCountries: ['US'], networks: ['FX'] });
    const b = facts({ tmdbId: 2, title: 'Shogun', year: 2024, originCountries: ['US'], networks: ['Hulu'] });
    expect(distinguishingLabels([a, b])).toEqual(['2024 FX', '2024 Hulu']);
    const film = facts({ tmdbId: 3, title: 'Solaris', year: 1972, mediaType: 'movie' });
    const show = facts({ tmdbId: 4, title: 'Solaris', year: 1972 });
    expect(tieReason([film, show])).toBe('Two titles called Solaris (1972 film, 1972 show) fit equally');
  });

  it('names titles of different names one by one', () => {
    const one = facts({ tmdbId: 1, title: 'Dune', year: 2021, mediaType: 'movie' });
    const two = facts({ tmdbId: 2, title: 'Dune: Part Two', year: 2024, mediaType: 'movie' });
    expect(tieReason([one, two])).toBe('Dune (2021) and Dune: Part Two (2024) fit equally');
  });

  it('says how close the closest title came when none fits, or that TMDB found nothing', () => {
    expect(
      weakReason('Dune Part Three', { facts: facts({ tmdbId: 1, title: 'Dune', year: 2021 }), score: 0.618 }),
    ).toBe('No title fits "Dune Part Three" closely enough; the closest is Dune (2021), a 62% match');
    expect(weakReason('Xyzzy', undefined)).toBe('TMDB found nothing called "Xyzzy"');
  });
});
