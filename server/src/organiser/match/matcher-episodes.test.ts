import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { episodeRequest, movieRequest, release } from '../../../test/worlds/match-test-world.js';
import { useMatchWorld } from '../../../test/worlds/match-world-hooks.js';

describe('Matcher: episodes', () => {
  const match = useMatchWorld();

  /** Requests whose path is exactly this one (`/tv/1396`, not `/tv/1396/season/1`). */
  function exactCalls(apiPath: string): number {
    return match.standIn.requests.filter((request) => request.path === `/3${apiPath}`).length;
  }

  it('places a season and episode and names it from TMDB', async () => {
    const outcome = await match.world.matcher.match(
      episodeRequest({ title: 'Breaking Bad', season: 1, episodes: [1] }),
    );
    expect(outcome).toMatchObject({
      status: 'matched',
      via: 'search',
      title: { mediaType: 'tv', tmdbId: 1396, imdbId: 'tt0903747', tvdbId: 81189 },
      episode: { season: 1, episodes: [1], episodeTitles: ['Pilot'], airDate: '2008-01-20', absoluteEpisodes: [] },
    });
  });

  it('keeps every episode of a multi-episode file', async () => {
    const outcome = await match.world.matcher.match(
      episodeRequest({ title: 'Breaking Bad', season: 5, episodes: [15, 16] }),
    );
    expect(outcome).toMatchObject({
      status: 'matched',
      episode: { season: 5, episodes: [15, 16], episodeTitles: ['Granite State', 'Felina'] },
    });
  });

  it('makes one search and one details fetch for 100 episodes of one show folder, asked at once', async () => {
    const layout: [number, number][] = [
      [1, 7],
      [2, 13],
      [3, 13],
      [4, 13],
      [5, 16],
    ];
    const requests = layout.flatMap(([season, count]) =>
      Array.from({ length: count }, (_, i) => episodeRequest({ title: 'Breaking Bad', season, episodes: [i + 1] })),
    );
    // 62 episodes, then the first 38 again as a second copy (say, another quality) in the same folder.
    const hundred = [...requests, ...requests.slice(0, 38)];
    expect(hundred).toHaveLength(100);

    const outcomes = await Promise.all(hundred.map((request) => match.world.matcher.match(request)));

    expect(outcomes.every((outcome) => outcome.status === 'matched')).toBe(true);
    expect(match.standIn.calls('/search')).toBe(1);
    expect(exactCalls('/tv/1396')).toBe(1);
    // Episode names came with the show's details (seasons appended), not one request per season.
    expect(match.standIn.calls('/tv/1396/season')).toBe(0);
    const last = outcomes[61];
    expect(last).toMatchObject({
      status: 'matched',
      episode: { season: 5, episodes: [16], episodeTitles: ['Felina'] },
    });

    // Later episodes of the same folder, in the same run, ask nothing new.
    const before = match.standIn.calls();
    await match.world.matcher.match(episodeRequest({ title: 'Breaking Bad', season: 2, episodes: [8] }));
    expect(match.standIn.calls()).toBe(before);
  });

  it('lets a later episode whose name says more decide a show folder the first could not', async () => {
    const first = await match.world.matcher.match(episodeRequest({ title: 'The Office', season: 1, episodes: [1] }));
    expect(first.status).toBe('review');
    const dated = await match.world.matcher.match(
      episodeRequest({ title: 'The Office', year: 2005, season: 1, episodes: [2] }, 'The Office'),
    );
    expect(dated).toMatchObject({ status: 'matched', title: { tmdbId: 2316 } });
    // From now on the folder's episodes share that answer, without searching again.
    const searches = match.standIn.calls('/search');
    const third = await match.world.matcher.match(episodeRequest({ title: 'The Office', season: 1, episodes: [3] }));
    expect(third).toMatchObject({ status: 'matched', title: { tmdbId: 2316 }, episode: { season: 1, episodes: [3] } });
    expect(match.standIn.calls('/search')).toBe(searches);
  });

  it('never lends one show of a flat folder to another show in the same folder', async () => {
    const downloads = (title: string, season: number, episode: number) => ({
      ...episodeRequest({ title, season, episodes: [episode] }),
      showFolder: '/media/downloads',
    });
    const first = await match.world.matcher.match(downloads('Attack on Titan', 1, 1));
    expect(first).toMatchObject({ status: 'matched', title: { tmdbId: 1429 } });
    const other = await match.world.matcher.match(downloads('Breaking Bad', 1, 2));
    expect(other).toMatchObject({ status: 'matched', title: { tmdbId: 1396 } });
    // The folder keeps its first answer for the files that agree with it.
    const again = await match.world.matcher.match(downloads('Attack on Titan', 1, 2));
    expect(again).toMatchObject({ status: 'matched', title: { tmdbId: 1429 } });
  });

  it('makes one search and one details fetch for a clear movie', async () => {
    await match.world.matcher.match(movieRequest({ title: 'The Matrix', year: 1999 }));
    expect(match.standIn.calls('/search')).toBe(1);
    expect(match.standIn.calls('/movie')).toBe(1);
  });

  it('keeps specials in season 0', async () => {
    const outcome = await match.world.matcher.match(
      episodeRequest({ title: 'Breaking Bad', season: 0, episodes: [1], isSpecial: true }),
    );
    expect(outcome).toMatchObject({
      status: 'matched',
      episode: { season: 0, episodes: [1], episodeTitles: ['Episode 1'] },
    });
  });

  it('maps an anime absolute number onto TMDB seasons', async () => {
    const outcome = await match.world.matcher.match(
      episodeRequest({ title: 'One Piece', absoluteEpisodes: [1000], animeGroup: 'SubsPlease' }),
    );
    // East Blue … Whole Cake Island hold 891 episodes; 1000 is the 109th of Wano Country (season 10).
    expect(outcome).toMatchObject({
      status: 'matched',
      title: { tmdbId: 37854, isAnime: true },
      episode: { season: 10, episodes: [109], absoluteEpisodes: [1000], episodeTitles: ['Episode 109'] },
    });

    const first = await match.world.matcher.match(episodeRequest({ title: 'One Piece', absoluteEpisodes: [62] }, 'OP'));
    expect(first).toMatchObject({ status: 'matched', episode: { season: 2, episodes: [1] } });
  });

  it('sends an absolute number beyond what TMDB lists to review rather than inventing one', async () => {
    const outcome = await match.world.matcher.match(
      episodeRequest({ title: 'Attack on Titan', absoluteEpisodes: [500] }),
    );
    expect(outcome.status).toBe('review');
    if (outcome.status !== 'review') throw new Error('not review');
    expect(outcome.reason).toMatch(/500/);
    expect(outcome.candidates[0]?.tmdbId).toBe(1429);
  });

  it('finds a daily show episode by its air date', async () => {
    // Season 20 (2015) starts Monday 5 January; shows air Monday to Thursday: the 14th is the 7th show.
    const outcome = await match.world.matcher.match(
      episodeRequest({ title: 'The Daily Show', year: 2015, airDate: '2015-01-14' }),
    );
    expect(outcome).toMatchObject({
      status: 'matched',
      title: { tmdbId: 2224 },
      episode: { season: 20, episodes: [7], airDate: '2015-01-14' },
    });
    // At most the season it falls in and its neighbours are fetched.
    expect(match.standIn.calls('/tv/2224/season')).toBeLessThanOrEqual(3);
  });

  it('sends an air date with no episode to review', async () => {
    // A Friday.
    const outcome = await match.world.matcher.match(episodeRequest({ title: 'The Daily Show', airDate: '2015-01-16' }));
    expect(outcome).toMatchObject({ status: 'review' });
    if (outcome.status !== 'review') throw new Error('not review');
    expect(outcome.reason).toMatch(/2015-01-16/);
  });

  it('sends a season TMDB does not list, or a season without an episode, to review', async () => {
    const missing = await match.world.matcher.match(
      episodeRequest({ title: 'Breaking Bad', season: 9, episodes: [1] }),
    );
    expect(missing).toMatchObject({ status: 'review' });
    if (missing.status !== 'review') throw new Error('not review');
    expect(missing.reason).toMatch(/season 9/);

    const noEpisode = await match.world.matcher.match(episodeRequest({ title: 'Breaking Bad', season: 2 }));
    expect(noEpisode).toMatchObject({ status: 'review' });
  });

  it('uses the season and episode a person gave over the name', async () => {
    const request = episodeRequest({ title: 'Breaking Bad', season: 1, episodes: [1] });
    const outcome = await match.world.matcher.match({
      ...request,
      force: { seasonEpisode: { season: 2, episode: 8 } },
    });
    expect(outcome).toMatchObject({
      status: 'matched',
      episode: { season: 2, episodes: [8], episodeTitles: ['Better Call Saul'] },
    });
  });

  it('matches episodes loose in a folder by title when no show folder is given', async () => {
    const outcome = await match.world.matcher.match({
      parsed: release({ title: 'Sherlock', season: 2, episodes: [1] }),
      kind: 'episode',
      sourcePath: path.join('/media/downloads', 'Sherlock.S02E01.1080p.mkv'),
    });
    expect(outcome).toMatchObject({ status: 'matched', title: { tmdbId: 19885 }, episode: { season: 2 } });
  });
});
