import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { show } from '../../../test/stand-ins/tmdb-dataset-build.js';
import { mergeDatasets, recordedDataset, startTmdbStandIn } from '../../../test/stand-ins/index.js';
import { createMatchWorld, episodeRequest, movieRequest, release } from '../../../test/worlds/match-test-world.js';
import type { ParsedRelease } from '../parse/parsed-release.js';
import { useMatchWorld } from '../../../test/worlds/match-world-hooks.js';
import { FolderOverridesRepository } from '../../db/repositories/folder-overrides.repository.js';

describe('Matcher: ids, people and their choices', () => {
  const match = useMatchWorld();

  describe('ids in the name', () => {
    it.each([
      ['The Matrix (1999) {tmdb-603}', 'The Matrix (1999) {tmdb-603}.mkv'],
      ['The Matrix (1999) [tmdbid-603]', 'The.Matrix.1999.1080p.mkv'],
      ['Downloads', 'The.Matrix.1999.tt0133093.1080p.mkv'],
      ['The Matrix [imdbid-tt0133093]', 'movie.mkv'],
    ])('finds The Matrix from %s/%s without searching', async (folder, file) => {
      // A misleading title: the id must win over it.
      const outcome = await match.world.matcher.match({
        parsed: release({ title: 'Something Else', year: 1999 }),
        kind: 'movie',
        sourcePath: path.join('/media/downloads', folder, file),
      });
      expect(outcome).toMatchObject({ status: 'matched', via: 'id-in-name', confidence: 1, title: { tmdbId: 603 } });
      expect(match.standIn.calls('/search')).toBe(0);
    });

    it('uses the ids the parser read from the name', async () => {
      const byTmdb = await match.world.matcher.match(movieRequest({ title: 'Dune', tmdbId: 841 }));
      expect(byTmdb).toMatchObject({ status: 'matched', via: 'id-in-name', title: { tmdbId: 841 } });
      const byImdb = await match.world.matcher.match(movieRequest({ title: 'Dune', imdbId: 'tt1160419' }));
      expect(byImdb).toMatchObject({ status: 'matched', via: 'id-in-name', title: { tmdbId: 438631 } });
      expect(match.standIn.calls('/search')).toBe(0);
    });

    it('reads a TMDB id as a show for an episode and finds a show by its TVDB id', async () => {
      const byTmdb = await match.world.matcher.match(
        episodeRequest({ title: 'BB', season: 1, episodes: [2] }, 'Breaking Bad (2008) {tmdb-1396}'),
      );
      expect(byTmdb).toMatchObject({
        status: 'matched',
        title: { mediaType: 'tv', tmdbId: 1396 },
        episode: { season: 1, episodes: [2], episodeTitles: ["Cat's in the Bag..."] },
      });
      const byTvdb = await match.world.matcher.match(
        episodeRequest({ title: 'BB', season: 1, episodes: [3] }, 'Breaking Bad tvdbid-81189'),
      );
      expect(byTvdb).toMatchObject({ status: 'matched', via: 'id-in-name', title: { tmdbId: 1396 } });
      expect(match.standIn.calls('/search')).toBe(0);
    });

    it('reads a TMDB id as the other media type when the expected one is unlike the name', async () => {
      // A show that shares The Matrix's id, and a name misread as an episode.
      const shared = mergeDatasets(recordedDataset, {
        movies: [],
        shows: [
          show({
            id: 603,
            name: 'Lighthouse Keepers',
            first_air_date: '2001-01-01',
            genre_ids: [99],
            popularity: 3,
            vote_average: 6,
            overview: 'Keepers of lighthouses.',
            external_ids: { imdb_id: null, tvdb_id: null },
            seasons: [[1, 6, '2001-01-01']],
          }),
        ],
      });
      const other = await startTmdbStandIn({ dataset: shared });
      const otherWorld = await createMatchWorld(other);
      try {
        const outcome = await otherWorld.matcher.match({
          parsed: release({ title: 'The Matrix (1999) {tmdb', season: 6, episodes: [3], tmdbId: 603 }),
          kind: 'episode',
          sourcePath: '/media/downloads/The Matrix (1999) {tmdb-603}.mkv',
        });
        expect(outcome).toMatchObject({ status: 'matched', title: { mediaType: 'movie', tmdbId: 603 }, episode: null });
        // The show is still what an id in a name that fits it gives.
        const fits = await otherWorld.matcher.match({
          parsed: release({ title: 'Lighthouse Keepers', season: 1, episodes: [2], tmdbId: 603 }),
          kind: 'episode',
          sourcePath: '/media/tv/Lighthouse Keepers {tmdb-603}/S01E02.mkv',
        });
        expect(fits).toMatchObject({ status: 'matched', title: { mediaType: 'tv', tmdbId: 603 } });
      } finally {
        await otherWorld.close();
        await other.close();
      }
    });

    it('searches when the id in the name is unknown to TMDB', async () => {
      const outcome = await match.world.matcher.match(
        movieRequest({ title: 'The Matrix', year: 1999 }, 'The Matrix (1999) {tmdb-999999999}'),
      );
      expect(outcome).toMatchObject({ status: 'matched', via: 'search', title: { tmdbId: 603 } });
    });
  });

  describe('ids a person forced', () => {
    it('takes a forced TMDB, IMDb or TVDB id over anything in the name', async () => {
      const request = movieRequest({ title: 'The Matrix', year: 1999, tmdbId: 603 });
      const byTmdb = await match.world.matcher.match({ ...request, force: { tmdbId: 841, mediaType: 'movie' } });
      expect(byTmdb).toMatchObject({ status: 'matched', via: 'manual', title: { tmdbId: 841 } });
      const byImdb = await match.world.matcher.match({ ...request, force: { imdbId: 'tt0087182' } });
      expect(byImdb).toMatchObject({ status: 'matched', via: 'manual', title: { tmdbId: 841 } });
      const byTvdb = await match.world.matcher.match({
        ...episodeRequest({ title: 'x', season: 1, episodes: [1] }),
        force: { tvdbId: 78107 },
      });
      expect(byTvdb).toMatchObject({ status: 'matched', via: 'manual', title: { tmdbId: 2996 } });
    });

    it('fails, rather than guesses, when a forced id does not exist', async () => {
      const request = movieRequest({ title: 'The Matrix', year: 1999 });
      const missing = await match.world.matcher.match({ ...request, force: { tmdbId: 999999999, mediaType: 'movie' } });
      expect(missing).toMatchObject({ status: 'failed' });
      if (missing.status !== 'failed') throw new Error('not failed');
      expect(missing.reason).toMatch(/999999999/);
      const missingImdb = await match.world.matcher.match({ ...request, force: { imdbId: 'tt9999999' } });
      expect(missingImdb).toMatchObject({ status: 'failed' });
      expect(match.standIn.calls('/search')).toBe(0);
    });

    it('searches only the forced media type', async () => {
      const outcome = await match.world.matcher.match({
        ...movieRequest({ title: 'Fargo' }),
        force: { mediaType: 'tv' },
      });
      expect(outcome).toMatchObject({ status: 'matched', title: { mediaType: 'tv', tmdbId: 60622 } });
      expect(match.standIn.calls('/search/movie')).toBe(0);
    });
  });

  describe('a person’s choice for a folder', () => {
    it('applies to the folder’s later files, across runs, and can be changed', async () => {
      const request = movieRequest({ title: 'Dune' }, 'Dune.1080p.BluRay');
      expect((await match.world.matcher.match(request)).status).toBe('review');

      await match.world.matcher.recordFolderChoice(path.dirname(request.sourcePath), 841, 'movie');
      const chosen = await match.world.matcher.match(request);
      expect(chosen).toMatchObject({
        status: 'matched',
        via: 'folder-override',
        confidence: 1,
        title: { tmdbId: 841 },
      });

      // A later run (a new matcher) reads it from the database.
      const later = match.world.newMatcher();
      const again = await later.match({ ...request, sourcePath: path.join(path.dirname(request.sourcePath), 'x.srt') });
      expect(again).toMatchObject({ status: 'matched', via: 'folder-override', title: { tmdbId: 841 } });

      await later.recordFolderChoice(`${path.dirname(request.sourcePath)}/`, 438631, 'movie');
      expect(await later.match(request)).toMatchObject({ status: 'matched', title: { tmdbId: 438631 } });
      const rows = new FolderOverridesRepository(match.world.database).all();
      expect(rows).toHaveLength(1);

      // Another folder is not affected.
      expect((await later.match(movieRequest({ title: 'Dune' }, 'Dune.2160p'))).status).toBe('review');
    });

    it('applies a show folder’s choice to episodes in its season folders', async () => {
      const request = episodeRequest({ title: 'The Office', season: 2, episodes: [4] }, 'The Office');
      expect((await match.world.matcher.match(request)).status).toBe('review');

      await match.world.matcher.recordFolderChoice(request.showFolder, 2996, 'tv');
      const outcome = await match.world.matcher.match(request);
      expect(outcome).toMatchObject({
        status: 'matched',
        via: 'folder-override',
        title: { tmdbId: 2996 },
        episode: { season: 2, episodes: [4] },
      });
      // Without the show folder named, the season folder's parent is looked at.
      const { showFolder: _unused, ...withoutShowFolder } = request;
      expect(await match.world.matcher.match(withoutShowFolder)).toMatchObject({ via: 'folder-override' });
    });

    it('takes ids in the name over a folder choice', async () => {
      const request = movieRequest({ title: 'Dune', tmdbId: 438631 }, 'Dune');
      await match.world.matcher.recordFolderChoice(path.dirname(request.sourcePath), 841, 'movie');
      expect(await match.world.matcher.match(request)).toMatchObject({ via: 'id-in-name', title: { tmdbId: 438631 } });
    });
  });

  describe('a remembered choice, judged at each use (promise 12)', () => {
    const titleFolder = '/media/downloads/Dune (1984)';
    const inFolder = (folder: string, name: string, fields: Partial<ParsedRelease> & { title: string }) => ({
      parsed: release(fields),
      kind: (fields.season ?? null) !== null ? ('episode' as const) : ('movie' as const),
      sourcePath: path.join(folder, name),
      sourceRoot: '/media/downloads',
    });

    it('is followed by a bare name in the title’s folder, not by a name that names another title', async () => {
      await match.world.matcher.recordFolderChoice(titleFolder, 841, 'movie');
      const bare = inFolder(titleFolder, 'cd2.mkv', { title: 'Dune', year: 1984 });
      expect(await match.world.matcher.match(bare)).toMatchObject({ via: 'folder-override', title: { tmdbId: 841 } });

      const other = inFolder(titleFolder, 'Gladiator.2000.1080p.BluRay.x264-GRP.mkv', {
        title: 'Gladiator',
        year: 2000,
      });
      expect(await match.world.matcher.match(other)).toMatchObject({ via: 'search', title: { tmdbId: 98 } });
      // The same title in another year is another title.
      const remake = inFolder(titleFolder, 'Dune.2021.2160p.WEB-DL.mkv', { title: 'Dune', year: 2021 });
      expect(await match.world.matcher.match(remake)).toMatchObject({ via: 'search', title: { tmdbId: 438631 } });
    });

    it('is not followed across movie and show, unless a person forced the type for the file', async () => {
      await match.world.matcher.recordFolderChoice(titleFolder, 841, 'movie');
      const episode = inFolder(titleFolder, 'Dune.S01E01.mkv', { title: 'Dune', season: 1, episodes: [1] });
      expect(await match.world.matcher.match(episode)).not.toMatchObject({ via: 'folder-override' });
      const forced = await match.world.matcher.match({ ...episode, kind: 'movie', force: { mediaType: 'movie' } });
      expect(forced).toMatchObject({ via: 'folder-override', title: { tmdbId: 841 } });

      const showFolder = '/media/tv/The Office';
      await match.world.matcher.recordFolderChoice(showFolder, 2996, 'tv');
      const film = inFolder(showFolder, 'The.Office.2001.1080p.BluRay.mkv', { title: 'The Office', year: 2001 });
      expect(await match.world.matcher.match(film)).not.toMatchObject({ via: 'folder-override' });
      const episodeOfShow = inFolder(path.join(showFolder, 'Season 2'), 'S02E04.mkv', {
        title: 'The Office',
        season: 2,
        episodes: [4],
      });
      expect(await match.world.matcher.match({ ...episodeOfShow, showFolder })).toMatchObject({
        via: 'folder-override',
        title: { tmdbId: 2996 },
      });
    });

    it('is not followed from a folder that is not the title’s, as older versions kept them', async () => {
      await match.world.matcher.recordFolderChoice('/media/downloads/Downloads', 841, 'movie');
      const junk = inFolder('/media/downloads/Downloads', 'holiday_clip_final.mp4', { title: 'holiday clip final' });
      expect(await match.world.matcher.match(junk)).toMatchObject({ status: 'review' });
      // Nor from a source folder itself.
      await match.world.matcher.recordFolderChoice('/media/downloads', 841, 'movie');
      const atRoot = inFolder('/media/downloads', 'holiday_clip_final.mp4', { title: 'holiday clip final' });
      expect(await match.world.matcher.match(atRoot)).toMatchObject({ status: 'review' });
    });
  });
});
