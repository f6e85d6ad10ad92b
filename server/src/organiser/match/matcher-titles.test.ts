import { describe, expect, it } from 'vitest';
import type { MatchOutcome } from '../match-types.js';
import { episodeRequest, movieRequest } from '../../../test/worlds/match-test-world.js';
import { useMatchWorld } from '../../../test/worlds/match-world-hooks.js';

/** The matched id (with its media type), or the status when nothing was matched. */
function landed(outcome: MatchOutcome): string {
  return outcome.status === 'matched' ? `${outcome.title.mediaType}:${outcome.title.tmdbId}` : outcome.status;
}

describe('Matcher: titles by search', () => {
  const match = useMatchWorld();

  describe('ordinary movies', () => {
    it('finds The Matrix with and without its year, with the facts layout needs', async () => {
      const withYear = await match.world.matcher.match(movieRequest({ title: 'The Matrix', year: 1999 }));
      expect(withYear).toMatchObject({
        status: 'matched',
        via: 'search',
        episode: null,
        title: {
          mediaType: 'movie',
          tmdbId: 603,
          title: 'The Matrix',
          year: 1999,
          imdbId: 'tt0133093',
          tvdbId: null,
          originalLanguage: 'en',
          collection: { id: 2344, name: 'The Matrix Collection' },
          isAnime: false,
          isKids: false,
        },
      });
      if (withYear.status !== 'matched') throw new Error('not matched');
      expect(withYear.title.genres).toEqual(expect.arrayContaining(['Action', 'Science Fiction']));
      expect(withYear.confidence).toBe(1);

      const withoutYear = await match.world.matcher.match(movieRequest({ title: 'The Matrix' }));
      expect(landed(withoutYear)).toBe('movie:603');
      if (withoutYear.status !== 'matched') throw new Error('not matched');
      expect(withoutYear.confidence).toBeGreaterThanOrEqual(0.9);
      expect(withoutYear.confidence).toBeLessThan(1);
    });

    it.each([
      ['Inception', 2010, 27205],
      ['Pulp Fiction', null, 680],
      ['Se7en', 1995, 807],
      ['Seven', 1995, 807],
      ['Mad Max Fury Road', 2015, 76341],
      ['Everything Everywhere All at Once', null, 545611],
      ['Pans Labyrinth', 2006, 1417],
      ['Crouching Tiger Hidden Dragon', 2000, 146],
      ['Oldboy', 2003, 670],
      ['Parasite', 2019, 496243],
      ['RRR', 2022, 579974],
      ['Alien', 1979, 348],
      ['Aliens', 1986, 679],
    ])('finds %s (%s)', async (title, year, id) => {
      const outcome = await match.world.matcher.match(movieRequest({ title, year }));
      expect(landed(outcome)).toBe(`movie:${id}`);
    });
  });

  describe('decoys: the right one or a person, never a wrong one', () => {
    it('tells Dune 2021 from Dune 1984 by the year, and asks about Dune alone', async () => {
      expect(landed(await match.world.matcher.match(movieRequest({ title: 'Dune', year: 2021 })))).toBe('movie:438631');
      expect(landed(await match.world.matcher.match(movieRequest({ title: 'Dune', year: 1984 })))).toBe('movie:841');
      // One year off is still the 1984 film, not the 2021 one.
      expect(landed(await match.world.matcher.match(movieRequest({ title: 'Dune', year: 1985 })))).toBe('movie:841');

      const alone = await match.world.matcher.match(movieRequest({ title: 'Dune' }));
      expect(alone.status).toBe('review');
      if (alone.status !== 'review') throw new Error('not review');
      expect(alone.reason).toBe('Two films called Dune (2021, 1984) fit equally');
      const ids = alone.candidates.map((candidate) => candidate.tmdbId);
      expect(ids.slice(0, 2).sort()).toEqual([438631, 841].sort());
      expect(alone.candidates.length).toBeLessThanOrEqual(5);
      expect(alone.candidates[0]?.score).toBeGreaterThan(0.75);
      // Popularity only orders the tie; it does not make the 2021 film "the" answer.
      expect(alone.candidates[0]?.score).toBe(alone.candidates[1]?.score);
    });

    it('tells The Avengers 2012 from The Avengers 1998', async () => {
      expect(landed(await match.world.matcher.match(movieRequest({ title: 'The Avengers', year: 2012 })))).toBe(
        'movie:24428',
      );
      expect(landed(await match.world.matcher.match(movieRequest({ title: 'The Avengers', year: 1998 })))).toBe(
        'movie:9320',
      );
      expect((await match.world.matcher.match(movieRequest({ title: 'The Avengers' }))).status).toBe('review');
    });

    it('tells Blade Runner from Blade Runner 2049, even when 2049 was read as the year', async () => {
      expect(landed(await match.world.matcher.match(movieRequest({ title: 'Blade Runner', year: 1982 })))).toBe(
        'movie:78',
      );
      expect(landed(await match.world.matcher.match(movieRequest({ title: 'Blade Runner' })))).toBe('movie:78');
      expect(landed(await match.world.matcher.match(movieRequest({ title: 'Blade Runner 2049', year: 2017 })))).toBe(
        'movie:335984',
      );
      expect(landed(await match.world.matcher.match(movieRequest({ title: 'Blade Runner', year: 2049 })))).toBe(
        'movie:335984',
      );
    });

    it('tells the It film (2017) from the It miniseries (1990)', async () => {
      expect(landed(await match.world.matcher.match(movieRequest({ title: 'It', year: 2017 })))).toBe('movie:346364');
      // A single file named like a film, but only a show of that name and year exists: the show is
      // found, and the file waits for a person, since it names none of the show's episodes.
      const single = await match.world.matcher.match(movieRequest({ title: 'It', year: 1990 }));
      expect(single).toMatchObject({ status: 'review', unplacedShow: { tmdbId: 19614 } });
      const episode = await match.world.matcher.match(
        episodeRequest({ title: 'It', year: 1990, season: 1, episodes: [2] }),
      );
      expect(landed(episode)).toBe('tv:19614');
    });

    it('decides Fargo the film or Fargo the show by the episode markers', async () => {
      expect(landed(await match.world.matcher.match(movieRequest({ title: 'Fargo', year: 1996 })))).toBe('movie:275');
      expect(landed(await match.world.matcher.match(movieRequest({ title: 'Fargo' })))).toBe('movie:275');
      const show = await match.world.matcher.match(episodeRequest({ title: 'Fargo', season: 1, episodes: [1] }));
      expect(landed(show)).toBe('tv:60622');
    });

    it('finds a movie whose year is wrong by far only through a person', async () => {
      const outcome = await match.world.matcher.match(movieRequest({ title: 'The Matrix', year: 2005 }));
      expect(outcome.status).toBe('review');
      if (outcome.status !== 'review') throw new Error('not review');
      expect(outcome.candidates.map((candidate) => candidate.tmdbId)).toContain(603);
      expect(outcome.candidates.every((candidate) => candidate.score < 0.75)).toBe(true);
    });

    it('sends a title TMDB does not know to review with no candidates', async () => {
      const outcome = await match.world.matcher.match(movieRequest({ title: 'Zero Day Nobody Filmed', year: 2020 }));
      expect(outcome).toMatchObject({ status: 'review', candidates: [] });
    });
  });

  describe('spellings', () => {
    it.each([
      ['Amelie', 2001, 194],
      ['Amelie', null, 194],
      ['Leon The Professional', 1994, 101],
      ['Leon The Professional', null, 101],
      ['千と千尋の神隠し', null, 129],
      ['Spirited Away', 2001, 129],
      ['Sen to Chihiro no Kamikakushi', 2001, 129],
      ['Le Voyage de Chihiro', null, 129],
      ['Avengers Assemble', 2012, 24428],
      ['Star Wars Episode IV A New Hope', 1977, 11],
      ['Matrix', 1999, 603],
    ])('finds %s (%s)', async (title, year, id) => {
      const outcome = await match.world.matcher.match(movieRequest({ title, year }));
      expect(landed(outcome)).toBe(`movie:${id}`);
    });

    it('uses the alternative title a name carries when the first finds nothing', async () => {
      const outcome = await match.world.matcher.match(
        movieRequest({
          title: 'Le Fabuleux Destin',
          alternativeTitle: 'Amelie',
          titles: ['Le Fabuleux Destin', 'Amelie'],
          year: 2001,
        }),
      );
      expect(landed(outcome)).toBe('movie:194');
    });
  });

  describe('shows', () => {
    it('tells The Office US (2005) from The Office UK (2001) by year or country tag', async () => {
      const us = await match.world.matcher.match(
        episodeRequest({ title: 'The Office', year: 2005, season: 1, episodes: [1] }, 'The Office (2005)'),
      );
      expect(landed(us)).toBe('tv:2316');
      const uk = await match.world.matcher.match(
        episodeRequest({ title: 'The Office', year: 2001, season: 1, episodes: [1] }, 'The Office (2001)'),
      );
      expect(landed(uk)).toBe('tv:2996');
      const usTag = await match.world.matcher.match(
        episodeRequest({ title: 'The Office US', season: 2, episodes: [3] }),
      );
      expect(landed(usTag)).toBe('tv:2316');
      const ukTag = await match.world.matcher.match(
        episodeRequest({ title: 'The Office (UK)', season: 2, episodes: [3] }),
      );
      expect(landed(ukTag)).toBe('tv:2996');

      const neither = await match.world.matcher.match(
        episodeRequest({ title: 'The Office', season: 1, episodes: [1] }),
      );
      expect(neither.status).toBe('review');
      if (neither.status !== 'review') throw new Error('not review');
      expect(neither.candidates.map((candidate) => candidate.tmdbId).sort()).toEqual([2316, 2996].sort());
    });

    it('tells Shameless (2011) from Shameless UK', async () => {
      const us = await match.world.matcher.match(
        episodeRequest({ title: 'Shameless', year: 2011, season: 3, episodes: [1] }, 'Shameless (2011)'),
      );
      expect(landed(us)).toBe('tv:34307');
      const uk = await match.world.matcher.match(episodeRequest({ title: 'Shameless UK', season: 3, episodes: [1] }));
      expect(landed(uk)).toBe('tv:1906');
      const usTag = await match.world.matcher.match(
        episodeRequest({ title: 'Shameless US', season: 3, episodes: [1] }),
      );
      expect(landed(usTag)).toBe('tv:34307');
      expect(
        (await match.world.matcher.match(episodeRequest({ title: 'Shameless', season: 3, episodes: [1] }))).status,
      ).toBe('review');
    });

    it('tells Doctor Who (2005) from the 1963 show', async () => {
      const modern = await match.world.matcher.match(
        episodeRequest({ title: 'Doctor Who', year: 2005, season: 1, episodes: [1] }, 'Doctor Who (2005)'),
      );
      expect(landed(modern)).toBe('tv:57243');
      const classic = await match.world.matcher.match(
        episodeRequest({ title: 'Doctor Who', year: 1963, season: 1, episodes: [1] }, 'Doctor Who (1963)'),
      );
      expect(landed(classic)).toBe('tv:121');
      const bare = await match.world.matcher.match(episodeRequest({ title: 'Doctor Who', season: 1, episodes: [1] }));
      expect(bare.status).toBe('review');
    });

    it('tells Battlestar Galactica (2004) from the 1978 show', async () => {
      const modern = await match.world.matcher.match(
        episodeRequest({ title: 'Battlestar Galactica', year: 2004, season: 1, episodes: [1] }),
      );
      expect(landed(modern)).toBe('tv:1972');
      const classic = await match.world.matcher.match(
        episodeRequest({ title: 'Battlestar Galactica', year: 1978, season: 1, episodes: [1] }, 'BSG 1978'),
      );
      expect(landed(classic)).toBe('tv:501');
      // Named by the year of the 2003 miniseries that began it: one year off still decides.
      const pilotYear = await match.world.matcher.match(
        episodeRequest({ title: 'Battlestar Galactica', year: 2003, season: 1, episodes: [2] }, 'BSG 2003'),
      );
      expect(landed(pilotYear)).toBe('tv:1972');
    });

    it('fills ids and flags of a show from its details', async () => {
      const outcome = await match.world.matcher.match(
        episodeRequest({ title: 'Attack on Titan', season: 1, episodes: [1] }),
      );
      expect(outcome).toMatchObject({
        status: 'matched',
        title: {
          mediaType: 'tv',
          tmdbId: 1429,
          originalTitle: '進撃の巨人',
          imdbId: 'tt2560140',
          tvdbId: 267440,
          originalLanguage: 'ja',
          isAnime: true,
          isKids: false,
          collection: null,
        },
      });
      const planet = await match.world.matcher.match(
        episodeRequest({ title: 'Planet Earth', season: 1, episodes: [1] }),
      );
      expect(planet).toMatchObject({ status: 'matched', title: { tmdbId: 1044, isAnime: false, isKids: false } });
    });

    it('finds a show by its original Japanese title', async () => {
      const outcome = await match.world.matcher.match(
        episodeRequest({ title: '進撃の巨人', season: 2, episodes: [1] }),
      );
      expect(landed(outcome)).toBe('tv:1429');
    });
  });
});
