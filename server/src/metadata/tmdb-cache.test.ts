import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { AppDatabase } from '../db/database.js';
import { TMDB_CACHE_TTL, TmdbCache } from './tmdb-cache.js';
import { TmdbCacheRepository } from '../db/repositories/tmdb-cache.repository.js';
import { openTestDatabase } from '../../test/support/test-store.js';

describe('TmdbCache', () => {
  let dataDir: string;
  let database: AppDatabase;
  let time: number;
  const now = () => time;

  beforeEach(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'cinesync-tmdb-cache-'));
    database = await openTestDatabase(dataDir);
    time = Date.parse('2026-01-01T00:00:00Z');
  });
  afterEach(async () => {
    await database.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('returns what was stored, a fresh copy each time', () => {
    const cache = new TmdbCache({ rows: new TmdbCacheRepository(database), now });
    cache.set('a', { id: 603, genres: [{ id: 878 }] }, TMDB_CACHE_TTL.details);
    const first = cache.get('a') as { id: number; genres: unknown[] };
    expect(first).toEqual({ id: 603, genres: [{ id: 878 }] });
    first.genres.length = 0;
    expect(cache.get('a')).toEqual({ id: 603, genres: [{ id: 878 }] });
    expect(cache.get('missing')).toBeUndefined();
  });

  it('writes through to the tmdb_cache table with fetch and expiry times', async () => {
    const cache = new TmdbCache({ rows: new TmdbCacheRepository(database), now });
    cache.set('search', { results: [] }, TMDB_CACHE_TTL.search);
    const rows = new TmdbCacheRepository(database).all();
    expect(rows).toEqual([
      { key: 'search', value: '{"results":[]}', fetched_at: time, expires_at: time + 24 * 3_600_000 },
    ]);
  });

  it('reads for a one-off pass without filling the memory tier or reordering it', () => {
    const writer = new TmdbCache({ rows: new TmdbCacheRepository(database), now });
    for (const key of ['a', 'b', 'c']) writer.set(key, { key }, TMDB_CACHE_TTL.details);
    const cache = new TmdbCache({ rows: new TmdbCacheRepository(database), now, memoryEntries: 2 });
    expect(cache.getText('a')).toBe('{"key":"a"}');
    expect(cache.getText('b')).toBe('{"key":"b"}');
    const held = cache.memoryUsage();
    // A pass reads a title the memory holds and one it doesn't: neither changes what it holds.
    expect(cache.getText('a', false)).toBe('{"key":"a"}');
    expect(cache.getText('c', false)).toBe('{"key":"c"}');
    expect(cache.memoryUsage()).toEqual(held);
    // 'a' is still the least recently used, so the next remembered read pushes it out, not 'b'.
    cache.getText('c');
    for (const key of ['a', 'b', 'c']) new TmdbCacheRepository(database).delete(key);
    expect(cache.getText('a')).toBeUndefined();
    expect(cache.getText('b')).toBe('{"key":"b"}');
  });

  it('reads entries written by an earlier instance over the same database', async () => {
    new TmdbCache({ rows: new TmdbCacheRepository(database), now }).set('k', { name: 'Breaking Bad' }, 1000);
    await database.close();
    database = await openTestDatabase(dataDir);
    expect(new TmdbCache({ rows: new TmdbCacheRepository(database), now }).get('k')).toEqual({ name: 'Breaking Bad' });
  });

  it('treats an entry as gone once its time is up, in memory and in the table', () => {
    const cache = new TmdbCache({ rows: new TmdbCacheRepository(database), now });
    cache.set('k', 1, 1000);
    time += 999;
    expect(cache.get('k')).toBe(1);
    time += 1;
    expect(cache.get('k')).toBeUndefined();
    expect(new TmdbCache({ rows: new TmdbCacheRepository(database), now }).get('k')).toBeUndefined();
  });

  it('keeps the most recently used entries in memory and reads the rest from the table', () => {
    const cache = new TmdbCache({ rows: new TmdbCacheRepository(database), now, memoryEntries: 2 });
    cache.set('a', 'A', 10_000);
    cache.set('b', 'B', 10_000);
    expect(cache.get('a')).toBe('A');
    cache.set('c', 'C', 10_000);
    expect(cache.memoryUsage().entries).toBe(2);
    // 'b' was the least recently used; it still comes back, from the table.
    new TmdbCacheRepository(database).replaceValue('b', '"B from table"');
    expect(cache.get('b')).toBe('B from table');
  });

  it('bounds memory by characters as well as entries', () => {
    const cache = new TmdbCache({ rows: new TmdbCacheRepository(database), now, memoryChars: 100 });
    cache.set('big', 'x'.repeat(60), 10_000);
    cache.set('bigger', 'y'.repeat(60), 10_000);
    expect(cache.memoryUsage()).toEqual({ entries: 1, chars: 62 });
    expect(cache.get('big')).toBe('x'.repeat(60));
  });

  it('purges expired entries and keeps the rest', async () => {
    const cache = new TmdbCache({ rows: new TmdbCacheRepository(database), now });
    cache.set('short', 1, 1000);
    cache.set('long', 2, 5000);
    cache.set('gone', 3, 0);
    time += 2000;
    expect(cache.purgeExpired()).toBe(2);
    const keys = new TmdbCacheRepository(database).all();
    expect(keys.map((r) => r.key)).toEqual(['long']);
    expect(cache.memoryUsage().entries).toBe(1);
    expect(cache.get('long')).toBe(2);
  });

  it('overwrites an entry and can delete one', () => {
    const cache = new TmdbCache({ rows: new TmdbCacheRepository(database), now });
    cache.set('k', 'old', 1000);
    cache.set('k', 'new', 1000);
    expect(new TmdbCache({ rows: new TmdbCacheRepository(database), now }).get('k')).toBe('new');
    cache.delete('k');
    expect(cache.get('k')).toBeUndefined();
    expect(new TmdbCache({ rows: new TmdbCacheRepository(database), now }).get('k')).toBeUndefined();
  });
});
