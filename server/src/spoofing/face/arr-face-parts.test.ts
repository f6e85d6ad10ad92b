import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { AppDatabase } from '../../db/database.js';
import { ArrIdsRepository } from '../../db/repositories/arr-ids.repository.js';
import type { ProcessedFile } from '../../db/schema.js';
import { buildCatalogue, seriesFolderOf } from './arr-catalogue.js';
import { lenientPathParam } from './arr-filesystem.js';
import { qualityOf, seriesResource } from './arr-resources.js';
import { sonarrVersionOf } from './arr-system.js';
import { openTestDatabase } from '../../../test/support/test-store.js';

describe('catalogue ids', () => {
  let dir: string;
  let database: AppDatabase;
  beforeEach(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'arr-keys-'));
    database = await openTestDatabase(dir);
  });
  afterEach(async () => {
    await database.close();
    await rm(dir, { recursive: true, force: true });
  });

  it('hands catalogue ids that survive a record rebuilt from scratch, and builds 20,000 records (time printed; `npm run bench arr` measures it)', () => {
    const ids = new ArrIdsRepository(database);
    const record = (i: number, over: Partial<ProcessedFile> = {}): ProcessedFile => ({
      id: i,
      source_path: `/src/${i}.mkv`,
      destination_path: `/lib/Shows/Show ${i % 500} (2000)/Season 01/E${i}.mkv`,
      status: 'linked' as ProcessedFile['status'],
      media_type: 'tv',
      tmdb_id: 1000 + (i % 500),
      imdb_id: null,
      tvdb_id: null,
      title: `Show ${i % 500}`,
      year: 2000,
      season_number: 1,
      episode_numbers: JSON.stringify([i]),
      episode_title: null,
      candidates: null,
      reason: null,
      error: null,
      base_folder: 'Shows',
      resolution: '1080p',
      file_size: 1_000_000,
      poster_path: null,
      release_date: null,
      created_at: 0,
      updated_at: 0,
      ...over,
    });
    const records = Array.from({ length: 20_000 }, (_, i) => record(i));
    const started = performance.now();
    const first = buildCatalogue(records, ids);
    const again = buildCatalogue(records, ids);
    const elapsed = performance.now() - started;
    console.log(`catalogue of 20,000 records: two builds in ${elapsed.toFixed(0)} ms`);
    expect(first.series).toHaveLength(500);
    expect(again.series.map((s) => s.id)).toEqual(first.series.map((s) => s.id));
    // Re-matched: a new record row (new id, new time) for the same series and episode.
    const rematched = buildCatalogue(
      [record(99_999, { episode_numbers: '[7]', destination_path: records[7]!.destination_path, tmdb_id: 1007 })],
      ids,
    );
    expect(rematched.series[0]!.id).toBe(first.series.find((s) => s.tmdbId === 1007)!.id);
    expect(rematched.series[0]!.episodes[0]!.id).toBe(
      first.series.find((s) => s.tmdbId === 1007)!.episodes.find((e) => e.episodeNumber === 7)!.id,
    );

    // A title TMDB knows no TVDB or IMDb id for: tvdbId 0 (Bazarr runs int() on it), imdbId left out.
    const bare = seriesResource(first.series[0]!, '');
    expect(bare.tvdbId).toBe(0);
    expect('imdbId' in bare).toBe(false);
    const known = buildCatalogue([record(5, { tvdb_id: 81189, imdb_id: 'tt0903747' })], ids).series[0]!;
    expect(seriesResource(known, '')).toMatchObject({ tvdbId: 81189, imdbId: 'tt0903747', tmdbId: 1005 });
  });
});

describe('pure parts', () => {
  it("reads Bazarr's unencoded filesystem path up to its next own parameter", () => {
    expect(
      lenientPathParam(
        'path=/media/Tom & Jerry + Co/&allowFoldersWithoutTrailingSlashes=true&includeFiles=false&apikey=k',
      ),
    ).toBe('/media/Tom & Jerry + Co/');
    expect(lenientPathParam('path=&allowFoldersWithoutTrailingSlashes=true')).toBe('');
    expect(lenientPathParam('apikey=k&path=/a%20b')).toBe('/a b');
    expect(lenientPathParam('path=/100%/x&apikey=k')).toBe('/100%/x');
    expect(lenientPathParam('apikey=k')).toBe('');
  });

  it('derives a Sonarr 4+ version from the Radarr one', () => {
    expect(sonarrVersionOf('5.14.0.9383')).toBe('4.14.0.9383');
    expect(sonarrVersionOf('6.0.1')).toBe('5.0.1');
    expect(sonarrVersionOf('4.7.5')).toBe('4.7.5'); // never a 3.x: Bazarr's legacy SignalR
  });

  it('finds the series folder above a season or specials folder', () => {
    expect(seriesFolderOf('/l/Shows/X (2000)/Season 01/e.mkv')).toBe('/l/Shows/X (2000)');
    expect(seriesFolderOf('/l/Shows/X (2000)/Specials/e.mkv')).toBe('/l/Shows/X (2000)');
    expect(seriesFolderOf('/l/Shows/X (2000)/e.mkv')).toBe('/l/Shows/X (2000)');
  });

  it("names quality as Sonarr and Radarr do, with each one's source values", () => {
    const file = (name: string, resolution: string | null) => ({
      id: 1,
      path: '/l/x.mkv',
      sourcePath: `/s/${name}`,
      size: 1,
      resolution,
      seasonNumber: 1,
      addedAt: 0,
    });
    expect(qualityOf(file('X.S01E01.1080p.WEB-DL.x264-G.mkv', '1080p'), 'sonarr').quality).toMatchObject({
      name: 'WEBDL-1080p',
      source: 'web',
      resolution: 1080,
    });
    expect(qualityOf(file('X.2010.2160p.BluRay.mkv', '2160p'), 'radarr').quality).toMatchObject({
      name: 'Bluray-2160p',
      source: 'bluray',
    });
    expect(qualityOf(file('X.2010.720p.WEBRip.mkv', '720p'), 'radarr').quality.source).toBe('webrip');
    expect(qualityOf(file('home video.mkv', null), 'sonarr').quality).toMatchObject({ name: 'Unknown', resolution: 0 });
  });
});
