import { describe, expect, it } from 'vitest';
import { linkedInserter } from '../../../test/support/records.js';
import { useTestDatabase } from '../../../test/support/test-store.js';
import type { AppDatabase } from '../database.js';
import type { MissingFilter } from './missing-sql.js';
import { MissingRepository } from './missing.repository.js';
import { ProcessedFilesRepository } from './processed-files.repository.js';

const TODAY = '2026-03-10';
const filter = (extra: Partial<MissingFilter> = {}): MissingFilter => ({
  today: TODAY,
  q: '',
  includeIgnored: false,
  ...extra,
});
const page = { limit: 50, offset: 0 };

describe('MissingRepository', () => {
  let database: AppDatabase;
  let missing: MissingRepository;
  useTestDatabase((opened) => {
    database = opened;
    missing = new MissingRepository(opened);
  });

  const seed = () => {
    missing.saveShow({ tmdbId: 1, title: 'Show', status: 'Returning Series', refreshedAt: 1 });
    missing.saveSeason(1, 0, [{ episode: 1, title: 'Special', airDate: '2026-01-01' }]);
    missing.saveSeason(1, 1, [
      { episode: 1, title: 'One', airDate: '2026-01-01' },
      { episode: 2, title: 'Two', airDate: '2026-01-08' },
      { episode: 3, title: 'Three', airDate: '2026-01-15' },
      { episode: 4, title: 'Four', airDate: '2026-03-11' },
      { episode: 5, title: 'Five', airDate: null },
    ]);
  };
  const insert = () => linkedInserter(database);
  const episodes = (f = filter()) => missing.missing(f, page).items.map((i) => `${i.season}x${i.episode}`);

  it('lists nothing of a show the library holds no file of', () => {
    seed();
    expect(missing.missing(filter(), page)).toEqual({ total: 0, items: [] });
  });

  it('follows the records: a double-episode file covers both, a removed record is missing again', () => {
    seed();
    const add = insert();
    add('/src/a.mkv', '/lib/a.mkv', { media_type: 'tv', tmdb_id: 1, season_number: 1, episode_numbers: '[1, 2]' });
    add('/src/e.mkv', '/lib/e.mkv', { media_type: 'tv', tmdb_id: 1, season_number: 1, episode_numbers: '[5]' });
    // Neither specials, nor upcoming, nor undated episodes are missing.
    expect(episodes()).toEqual(['1x3']);
    const records = new ProcessedFilesRepository(database);
    const record = records.ofTitle(1).find((r) => r.source_path === '/src/a.mkv');
    if (!record) throw new Error('no record');
    records.deleteById(record.id);
    expect(episodes()).toEqual(['1x3', '1x2', '1x1']);
    expect(missing.missing(filter({ today: '2026-03-11' }), page).items[0]).toMatchObject({ episode: 4 });
    // With its last file gone, the show is no longer in the library: nothing of it is missing.
    records.deleteBySource('/src/e.mkv');
    expect(episodes()).toEqual([]);
  });

  it('keeps ignores when TMDB re-lists a season, and forgets episodes TMDB dropped', () => {
    seed();
    insert()('/src/a.mkv', '/lib/a.mkv', { media_type: 'tv', tmdb_id: 1, season_number: 1, episode_numbers: '[1]' });
    expect(missing.setEpisodeIgnored({ showTmdbId: 1, season: 1, episode: 2 }, true)).toBe(true);
    expect(episodes()).toEqual(['1x3']);
    missing.saveSeason(1, 1, [
      { episode: 1, title: 'One', airDate: '2026-01-01' },
      { episode: 2, title: 'Two (renamed)', airDate: '2026-01-08' },
    ]);
    expect(episodes(filter({ includeIgnored: true }))).toEqual(['1x2']);
    expect(missing.missing(filter({ includeIgnored: true }), page).items[0]).toMatchObject({
      title: 'Two (renamed)',
      episode_ignored: 1,
    });
    expect(missing.setEpisodeIgnored({ showTmdbId: 1, season: 1, episode: 9 }, true)).toBe(false);
    expect(missing.setShowIgnored(404, true)).toBe(false);
  });

  it('counts seasons per show', () => {
    seed();
    insert()('/src/a.mkv', '/lib/a.mkv', { media_type: 'tv', tmdb_id: 1, season_number: 1, episode_numbers: '[1, 4]' });
    expect(missing.seasonCounts([1, 2], TODAY)).toEqual([
      { show_tmdb_id: 1, season: 0, total: 1, have: 0, aired: 1, upcoming: 0, missing: 1 },
      { show_tmdb_id: 1, season: 1, total: 5, have: 2, aired: 3, upcoming: 1, missing: 2 },
    ]);
  });

  it('rebuilds what the library holds at most once a window while the records keep changing', () => {
    let clock = 1_000_000;
    const throttled = new MissingRepository(database, { now: () => clock, minRebuildMs: 5_000 });
    seed();
    const add = insert();
    add('/src/a.mkv', '/lib/a.mkv', { media_type: 'tv', tmdb_id: 1, season_number: 1, episode_numbers: '[1]' });
    const listed = () => throttled.missing(filter(), page).items.map((i) => i.episode);
    const version = throttled.version();
    expect(listed()).toEqual([3, 2]);
    add('/src/b.mkv', '/lib/b.mkv', { media_type: 'tv', tmdb_id: 1, season_number: 1, episode_numbers: '[2]' });
    clock += 1_000;
    expect(listed()).toEqual([3, 2]);
    expect(throttled.version()).toBe(version);
    clock += 5_000;
    expect(listed()).toEqual([3]);
    expect(throttled.version()).toBeGreaterThan(version);
  });
});
