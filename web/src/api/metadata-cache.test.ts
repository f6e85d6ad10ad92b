import { describe, expect, it } from 'vitest';
import {
  detailsCacheKey,
  isCacheableMetadata,
  keysToEvict,
  MetadataCache,
  memoryMetadataStore,
} from './metadata-cache';

describe('metadata cache', () => {
  it('evicts the least recently read down to 900 once past 1,000', async () => {
    const store = memoryMetadataStore();
    let clock = 0;
    const cache = new MetadataCache(store, () => ++clock);
    for (let i = 0; i < 1000; i += 1) await cache.set(`k${i}`, { id: i, media_type: 'movie' });
    expect(await store.accessTimes()).toHaveLength(1000);
    // Reading k0 makes it recent, so k1..k101 are the oldest when the 1,001st arrives.
    expect(await cache.get('k0')).toEqual({ id: 0, media_type: 'movie' });
    await cache.set('new', { id: 5000, media_type: 'tv' });
    const keys = (await store.accessTimes()).map((e) => e.cacheKey);
    expect(keys).toHaveLength(900);
    expect(keys).toContain('k0');
    expect(keys).toContain('new');
    expect(keys).not.toContain('k1');
    expect(keys).not.toContain('k101');
    expect(keys).toContain('k102');
  });

  it('keeps nothing while within the limit and only valid metadata', async () => {
    expect(keysToEvict([{ cacheKey: 'a', lastAccessed: 1 }])).toEqual([]);
    expect(isCacheableMetadata({ id: 1, media_type: 'person' })).toBe(false);
    expect(isCacheableMetadata(null)).toBe(false);
    const store = memoryMetadataStore();
    await new MetadataCache(store).set('x', { title: 'no id' });
    expect(await store.accessTimes()).toEqual([]);
    expect(detailsCacheKey(603, 'movie')).toBe('v2:id:603:movie');
    expect(detailsCacheKey(1396, 'tv', 1)).toBe('v2:id:1396:tv:s1');
  });
});
