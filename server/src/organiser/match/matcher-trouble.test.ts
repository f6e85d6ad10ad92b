import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startTmdbStandIn, type TmdbStandIn } from '../../../test/stand-ins/index.js';
import {
  createMatchWorld,
  episodeRequest,
  movieRequest,
  type MatchWorld,
} from '../../../test/worlds/match-test-world.js';

// The world's client retries twice (three attempts per request) with 1 ms back-off.
const MORE_THAN_RETRIES = 10;

describe('Matcher: provider trouble', () => {
  let standIn: TmdbStandIn;
  let world: MatchWorld | undefined;

  beforeAll(async () => {
    standIn = await startTmdbStandIn();
  });
  afterAll(async () => {
    await standIn.close();
  });
  beforeEach(() => {
    standIn.reset();
  });
  afterEach(async () => {
    await world?.close();
    world = undefined;
  });

  it('is pending while connections are reset, and matches once TMDB answers again', async () => {
    world = await createMatchWorld(standIn);
    standIn.setKnobs({ failNext: MORE_THAN_RETRIES, failMode: 'reset' });
    const request = movieRequest({ title: 'The Matrix', year: 1999 });
    const outcome = await world.matcher.match(request);
    expect(outcome.status).toBe('pending');
    if (outcome.status !== 'pending') throw new Error('not pending');
    expect(outcome.reason).toMatch(/unavailable/);

    standIn.setKnobs({ failNext: 0 });
    // The same matcher: the outage was not remembered as "no result".
    expect(await world.matcher.match(request)).toMatchObject({ status: 'matched', title: { tmdbId: 603 } });
  });

  it('is pending on server errors, for every episode waiting on the same show', async () => {
    world = await createMatchWorld(standIn);
    standIn.setKnobs({ failNext: MORE_THAN_RETRIES, failMode: 'error' });
    const outcomes = await Promise.all(
      [1, 2, 3].map((episode) =>
        world!.matcher.match(episodeRequest({ title: 'Breaking Bad', season: 1, episodes: [episode] })),
      ),
    );
    expect(outcomes.map((outcome) => outcome.status)).toEqual(['pending', 'pending', 'pending']);

    standIn.setKnobs({ failNext: 0 });
    const later = await world.matcher.match(episodeRequest({ title: 'Breaking Bad', season: 1, episodes: [1] }));
    expect(later).toMatchObject({ status: 'matched', episode: { episodeTitles: ['Pilot'] } });
  });

  it('is pending when a season lookup fails after the show was found', async () => {
    world = await createMatchWorld(standIn);
    const first = await world.matcher.match(episodeRequest({ title: 'The Daily Show', season: 1, episodes: [1] }));
    expect(first.status).toBe('matched');
    standIn.setKnobs({ failNext: MORE_THAN_RETRIES, failMode: 'reset' });
    // Seasons past the 16 fetched with the details need their own request, which fails.
    const outcome = await world.matcher.match(episodeRequest({ title: 'The Daily Show', season: 20, episodes: [1] }));
    expect(outcome.status).toBe('pending');
    expect(standIn.calls('/tv/2224/season/20')).toBeGreaterThan(0);
  });

  it('is pending when TMDB cannot be reached at all', async () => {
    const gone = await startTmdbStandIn();
    world = await createMatchWorld(gone);
    await gone.close();
    const outcome = await world.matcher.match(movieRequest({ title: 'The Matrix', year: 1999 }));
    expect(outcome).toMatchObject({ status: 'pending' });
  });

  it('is pending, saying why, when the API key is missing or refused', async () => {
    world = await createMatchWorld(standIn, { apiKey: '' });
    const missing = await world.matcher.match(movieRequest({ title: 'The Matrix', year: 1999 }));
    expect(missing).toMatchObject({ status: 'pending' });
    if (missing.status !== 'pending') throw new Error('not pending');
    expect(missing.reason).toMatch(/TMDB_API_KEY/);
    await world.close();

    standIn.setKnobs({ apiKey: 'the-right-key' });
    world = await createMatchWorld(standIn, { apiKey: 'a-wrong-key' });
    const refused = await world.matcher.match(movieRequest({ title: 'The Matrix', year: 1999 }));
    expect(refused).toMatchObject({ status: 'pending' });
    if (refused.status !== 'pending') throw new Error('not pending');
    expect(refused.reason).toMatch(/TMDB_API_KEY/);
    expect(refused.reason).not.toMatch(/a-wrong-key/);
  });

  it('is pending when TMDB keeps rate-limiting', async () => {
    world = await createMatchWorld(standIn, { client: { maxRateLimitRetries: 0 } });
    standIn.setKnobs({ forced429: MORE_THAN_RETRIES, retryAfterSeconds: 0 });
    const outcome = await world.matcher.match(movieRequest({ title: 'The Matrix', year: 1999 }));
    expect(outcome).toMatchObject({ status: 'pending' });
    if (outcome.status !== 'pending') throw new Error('not pending');
    expect(outcome.reason).toMatch(/rate limited/);
  });
});
