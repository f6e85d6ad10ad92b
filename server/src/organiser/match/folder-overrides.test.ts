import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { AppDatabase } from '../../db/database.js';
import { openRepositories, type Repositories } from '../../db/repositories/repositories.js';
import { openTestDatabase } from '../../../test/support/test-store.js';
import { FolderOverrides } from './folder-overrides.js';

const SHOW = '/media/source/Breaking Bad (2008)';
const MOVIE = '/media/source/Fight Club (1999)';

/**
 * The one set of choices a process shares (built at the composition root): what one user of it
 * records or forgets is what every other reads next, though reads are served from a snapshot.
 */
describe('FolderOverrides', () => {
  let database: AppDatabase;
  let repositories: Repositories;
  let overrides: FolderOverrides;
  let clock: number;

  beforeEach(async () => {
    database = await openTestDatabase();
    repositories = openRepositories(database);
    clock = 1_000;
    overrides = new FolderOverrides(repositories.folderOverrides, () => clock);
  });
  afterEach(() => database.close());

  it('serves a choice recorded through it at once, though the snapshot is fresh', () => {
    expect(overrides.find([SHOW])).toBeNull(); // the snapshot is taken here
    overrides.record(`${SHOW}/`, 1396, 'tv');
    expect(overrides.find([`${SHOW}/Season 01`, SHOW])).toEqual({
      sourceFolder: SHOW,
      tmdbId: 1396,
      mediaType: 'tv',
      chosenAt: 1_000,
    });
  });

  it('forgets a removed choice at once, for every reader of the instance', () => {
    overrides.record(SHOW, 1396, 'tv');
    overrides.record(MOVIE, 550, 'movie');
    expect(overrides.find([MOVIE])?.tmdbId).toBe(550);

    expect(overrides.remove(MOVIE)).toBe(true);
    expect(overrides.find([MOVIE])).toBeNull();
    expect(overrides.remove(MOVIE)).toBe(false);
    expect(overrides.all().map((o) => o.sourceFolder)).toEqual([SHOW]);
  });

  it('forgets an undone pick’s choice only while it is still that pick’s', () => {
    overrides.record(MOVIE, 550, 'movie');
    expect(overrides.find([MOVIE])?.tmdbId).toBe(550);
    // Another title, or a choice made before the pick: kept.
    expect(overrides.removeIfChosen(MOVIE, 98, 'movie', 0)).toBe(false);
    expect(overrides.removeIfChosen(MOVIE, 550, 'movie', 2_000)).toBe(false);
    expect(overrides.find([MOVIE])?.tmdbId).toBe(550);

    expect(overrides.removeIfChosen(`${MOVIE}/`, 550, 'movie', 1_000)).toBe(true);
    expect(overrides.find([MOVIE])).toBeNull();
  });
});
