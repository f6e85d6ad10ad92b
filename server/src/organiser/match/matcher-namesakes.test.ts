import { describe, expect, it } from 'vitest';
import { episodeRequest } from '../../../test/worlds/match-test-world.js';
import { useMatchWorld } from '../../../test/worlds/match-world-hooks.js';
import { parseRelease } from '../parse/parse-release.js';
import type { MatchRequest } from './matcher.js';

/** Shows of one name, told apart by what the file itself carries; never linked to the wrong one. */
describe('Matcher: namesakes', () => {
  const match = useMatchWorld();

  /** A request as the organiser makes it: the name parsed, in a flat downloads folder. */
  function named(name: string, folder = '/media/downloads'): MatchRequest {
    const parsed = parseRelease(name);
    if (!parsed) throw new Error(`unparsable: ${name}`);
    return { parsed, kind: 'episode', sourcePath: `${folder}/${name}`, showFolder: folder };
  }

  async function linkedTo(name: string, folder?: string): Promise<string> {
    const outcome = await match.world.matcher.match(named(name, folder));
    if (outcome.status !== 'matched') return outcome.status;
    return `${outcome.title.tmdbId} S${outcome.episode?.season}E${outcome.episode?.episodes.join(',')}`;
  }

  it('sends a name that fits both namesakes equally to review, with both as candidates', async () => {
    const outcome = await match.world.matcher.match(named('Avatar.The.Last.Airbender.S01E03.1080p.WEB.h264-GRP.mkv'));
    expect(outcome.status).toBe('review');
    if (outcome.status !== 'review') return;
    expect(outcome.candidates.map((c) => c.tmdbId).sort()).toEqual([246, 82452]);
  });

  it('takes the namesake that has the episode when the other does not', async () => {
    expect(await linkedTo('Avatar.The.Last.Airbender.S03E12.1080p.BluRay.x264-GRP.mkv')).toBe('246 S3E12');
    expect(await linkedTo('Shogun.S01E08.1080p.DSNP.WEB-DL.DDP5.1.H.264-GRP.mkv')).toBe('126308 S1E8');
    expect(await linkedTo('[SubsPlease] One Piece - 1071 (1080p) [A6314337].mkv')).toBe('37854 S10E180');
  });

  it('takes the namesake whose episode the name gives by its title', async () => {
    expect(await linkedTo('Avatar.The.Last.Airbender.S01E01.The.Boy.in.the.Iceberg.1080p.WEB-DL.mkv')).toBe('246 S1E1');
    expect(await linkedTo('Avatar.The.Last.Airbender.S01E01.Aang.1080p.NF.WEB-DL.DDP5.1-GRP.mkv')).toBe('82452 S1E1');
  });

  it('reads fansub marks as evidence for the animation', async () => {
    expect(await linkedTo('[HorribleSubs] Cowboy Bebop - 05 [720p].mkv')).toBe('30991 S1E5');
    // The same number without the marks stays a question.
    expect(await linkedTo('Cowboy.Bebop.S01E05.1080p.WEB.h264-GRP.mkv')).toBe('review');
  });

  it('never links a show whose first air year contradicts the year in the name', async () => {
    expect(await linkedTo('Shogun.1980.S01E02.1080p.BluRay.x264-GRP.mkv')).toBe('1542 S1E2');
    expect(await linkedTo('Shogun.2024.S01E02.1080p.WEB.h264-GRP.mkv')).toBe('126308 S1E2');
    // A year neither namesake has: neither is linked, whatever the title similarity.
    expect(await linkedTo('Shogun.1995.S01E02.1080p.WEB.h264-GRP.mkv')).toBe('review');
  });

  it('does not lend a namesake decided by one file to another file of a downloads folder', async () => {
    expect(await linkedTo('Shogun.2024.S01E02.1080p.WEB.h264-GRP.mkv')).toBe('126308 S1E2');
    expect(await linkedTo('Shogun.S01E03.1080p.WEB.h264-GRP.mkv')).toBe('review');
    expect(await linkedTo('Shogun.1980.S01E04.1080p.BluRay.x264-GRP.mkv')).toBe('1542 S1E4');
  });

  it('lends it to the rest of a folder named for the show', async () => {
    const pack = '/media/Avatar.The.Last.Airbender.Book.One.1080p.WEB-DL';
    expect(await linkedTo('Avatar.The.Last.Airbender.S01E01.The.Boy.in.the.Iceberg.1080p.WEB-DL.mkv', pack)).toBe(
      '246 S1E1',
    );
    expect(await linkedTo('Avatar.The.Last.Airbender.S01E02.1080p.WEB-DL.mkv', pack)).toBe('246 S1E2');
  });

  it('settles a tie with the season list the details call appended: at most one more call', async () => {
    match.standIn.reset();
    await linkedTo('Cowboy.Bebop.S01E02.Venus.Pop.1080p.NF.WEB-DL.DDP5.1.x264-GRP.mkv');
    const calls = match.standIn.requests.map((r) => r.path.replace(/^\/3/, ''));
    expect(calls.filter((p) => p.startsWith('/search'))).toHaveLength(1);
    // Details of both namesakes, nothing else: their seasons came appended.
    expect(calls.filter((p) => !p.startsWith('/search')).sort()).toEqual(['/tv/105248', '/tv/30991']);
  });
});

describe('Matcher: long-running anime and seasons named for their arc', () => {
  const match = useMatchWorld();

  it('places an absolute number in a season past those the details call appends, with one season call', async () => {
    match.standIn.reset();
    const outcome = await match.world.matcher.match(
      episodeRequest({ title: 'Detective Conan', absoluteEpisodes: [1100], animeGroup: 'SubsPlease' }),
    );
    // The first 30 seasons hold 1,087 episodes; 1,100 is the 13th of season 31.
    expect(outcome).toMatchObject({
      status: 'matched',
      title: { tmdbId: 30983 },
      episode: { season: 31, episodes: [13], absoluteEpisodes: [1100] },
    });
    const seasonCalls = match.standIn.requests.filter((r) => /\/season\/\d+$/.test(r.path));
    expect(seasonCalls.map((r) => r.path)).toEqual(['/3/tv/30983/season/31']);
  });

  it('places `Show - Arc name - 05` in the season of that name', async () => {
    const outcome = await match.world.matcher.match({
      parsed: parseRelease('[SubsPlease] Demon Slayer - Swordsmith Village Arc - 05 (1080p) [3F2A1B0C].mkv')!,
      kind: 'episode',
      sourcePath: '/media/a.mkv',
    });
    expect(outcome).toMatchObject({
      status: 'matched',
      title: { tmdbId: 85937 },
      episode: { season: 3, episodes: [5] },
    });
  });

  it('sends an arc name that names no season to review, not to season 1', async () => {
    const outcome = await match.world.matcher.match({
      parsed: parseRelease('[SubsPlease] Kimetsu no Yaiba - Katanakaji no Sato-hen - 05 (1080p) [4A3B2C1D].mkv')!,
      kind: 'episode',
      sourcePath: '/media/b.mkv',
    });
    expect(outcome.status).toBe('review');
    if (outcome.status !== 'review') return;
    expect(outcome.reason).toMatch(/Katanakaji no Sato-hen.*matches no season/);
    expect(outcome.candidates[0]?.tmdbId).toBe(85937);
  });
});
