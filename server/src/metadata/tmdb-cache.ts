import type { TmdbCacheRepository } from '../db/repositories/tmdb-cache.repository.js';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/** How long each kind of TMDB answer is reused. */
export const TMDB_CACHE_TTL = {
  /** Movie and show details (with their appended parts). */
  details: 7 * DAY_MS,
  season: 7 * DAY_MS,
  episode: 7 * DAY_MS,
  /** Searches change as TMDB adds titles, so they are kept for a day. */
  search: DAY_MS,
  /** External ids (IMDb, TVDB) hardly ever move. */
  find: 30 * DAY_MS,
  configuration: DAY_MS,
  /** A 404, so a missing id is not asked again on every scan. */
  notFound: DAY_MS,
} as const;

interface TmdbCacheOptions {
  /** The product database's `tmdb_cache` table. */
  rows: TmdbCacheRepository;
  now?: () => number;
  /** Entries kept in memory in front of the table. Default 5000. */
  memoryEntries?: number;
  /** Total characters of JSON kept in memory, whatever the entry count. Default 16 million. */
  memoryChars?: number;
}

interface MemoryEntry {
  text: string;
  expiresAt: number;
}

/**
 * TMDB answers as JSON text, keyed by the request (see `TmdbClient`), in the `tmdb_cache` table
 * with a least-recently-used memory tier in front. Entries live until `expires_at`; an expired
 * entry reads as missing and is removed by `purgeExpired` (or overwritten by the next fetch).
 *
 * Reads and writes are synchronous: better-sqlite3 is, and a prepared single-row statement costs
 * microseconds. Values are kept as text and parsed on every `get`, so no two callers share (and
 * can mutate) one object, and memory holds compact strings rather than object graphs.
 */
export class TmdbCache {
  private readonly now: () => number;
  private readonly maxEntries: number;
  private readonly maxChars: number;
  /** Map order is recency order: the first key is the least recently used. */
  private readonly memory = new Map<string, MemoryEntry>();
  private memoryChars = 0;
  private readonly rows: TmdbCacheRepository;

  constructor(options: TmdbCacheOptions) {
    this.now = options.now ?? Date.now;
    this.maxEntries = Math.max(0, options.memoryEntries ?? 5000);
    this.maxChars = Math.max(0, options.memoryChars ?? 16_000_000);
    this.rows = options.rows;
  }

  /** The stored value (a fresh copy), or undefined when absent or expired. */
  get(key: string): unknown {
    const text = this.getText(key);
    return text === undefined ? undefined : (JSON.parse(text) as unknown);
  }

  /** Stores a JSON-serialisable value for `ttlMs` milliseconds. */
  set(key: string, value: unknown, ttlMs: number): void {
    this.setText(key, JSON.stringify(value), ttlMs);
  }

  /**
   * The stored JSON text, or undefined when absent or expired. `remember: false` reads without
   * touching the memory tier: for a pass that reads every title once, which would otherwise push
   * out what scans reuse and hold 16 MB for nothing.
   */
  getText(key: string, remember = true): string | undefined {
    const now = this.now();
    const remembered = this.memory.get(key);
    if (remembered) {
      if (remembered.expiresAt <= now) {
        this.forget(key, remembered);
        return undefined;
      }
      if (remember) {
        this.forget(key, remembered);
        this.remember(key, remembered);
      }
      return remembered.text;
    }
    const row = this.rows.read(key);
    if (!row || row.expires_at <= now) return undefined;
    if (remember) this.remember(key, { text: row.value, expiresAt: row.expires_at });
    return row.value;
  }

  /** Stores JSON text as is (the caller vouches that it parses). */
  setText(key: string, text: string, ttlMs: number): void {
    const now = this.now();
    const expiresAt = now + Math.max(0, ttlMs);
    this.rows.write(key, text, now, expiresAt);
    const previous = this.memory.get(key);
    if (previous) this.forget(key, previous);
    this.remember(key, { text, expiresAt });
  }

  delete(key: string): void {
    const previous = this.memory.get(key);
    if (previous) this.forget(key, previous);
    this.rows.delete(key);
  }

  /** Removes every expired entry from memory and the table; resolves to the rows deleted. */
  purgeExpired(): number {
    const now = this.now();
    for (const [key, entry] of this.memory) if (entry.expiresAt <= now) this.forget(key, entry);
    return this.rows.purgeExpired(now);
  }

  /** What the memory tier holds right now. */
  memoryUsage(): { entries: number; chars: number } {
    return { entries: this.memory.size, chars: this.memoryChars };
  }

  private remember(key: string, entry: MemoryEntry): void {
    if (this.maxEntries === 0 || entry.text.length > this.maxChars) return;
    this.memory.set(key, entry);
    this.memoryChars += entry.text.length;
    for (const [oldKey, oldEntry] of this.memory) {
      if (this.memory.size <= this.maxEntries && this.memoryChars <= this.maxChars) break;
      this.forget(oldKey, oldEntry);
    }
  }

  private forget(key: string, entry: MemoryEntry): void {
    if (this.memory.delete(key)) this.memoryChars -= entry.text.length;
  }
}
