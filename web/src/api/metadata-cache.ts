/**
 * The browser's metadata cache: IndexedDB, database version 2, records
 * {cacheKey, data, lastAccessed}; above 1,000 entries the least recently read go, down to 900.
 */
const CACHE_DB_NAME = 'cinesync-metadata';
const CACHE_DB_VERSION = 2;
const CACHE_STORE = 'metadata';
const MAX_ENTRIES = 1000;
const EVICT_TO = 900;
const KEY_PREFIX = 'v2';

interface CachedMetadataRecord {
  cacheKey: string;
  data: unknown;
  lastAccessed: number;
}

/** Where records live: IndexedDB in the app, a map in tests or where IndexedDB is missing. */
interface MetadataStore {
  get(cacheKey: string): Promise<CachedMetadataRecord | undefined>;
  put(record: CachedMetadataRecord): Promise<void>;
  /** Every key with its last access, for eviction. */
  accessTimes(): Promise<{ cacheKey: string; lastAccessed: number }[]>;
  delete(cacheKeys: string[]): Promise<void>;
}

/** `v2:id:{id}:{type}` for an id lookup, with `:s{n}` for a season's episodes. */
export function detailsCacheKey(id: number, mediaType: 'movie' | 'tv', seasonNumber?: number): string {
  return `${KEY_PREFIX}:id:${id}:${mediaType}${seasonNumber === undefined ? '' : `:s${seasonNumber}`}`;
}

/** The keys to drop so at most `evictTo` remain, oldest access first; none while within `max`. */
export function keysToEvict(
  entries: { cacheKey: string; lastAccessed: number }[],
  max = MAX_ENTRIES,
  evictTo = EVICT_TO,
): string[] {
  if (entries.length <= max) return [];
  return [...entries]
    .sort((a, b) => a.lastAccessed - b.lastAccessed)
    .slice(0, entries.length - evictTo)
    .map((entry) => entry.cacheKey);
}

/** Only objects with an id and a media_type of movie or tv are kept. */
export function isCacheableMetadata(data: unknown): boolean {
  if (typeof data !== 'object' || data === null) return false;
  const record = data as { id?: unknown; media_type?: unknown };
  return record.id !== undefined && (record.media_type === 'movie' || record.media_type === 'tv');
}

export class MetadataCache {
  constructor(
    private readonly store: MetadataStore,
    private readonly now: () => number = Date.now,
  ) {}

  /** The cached value (its access time refreshed), or undefined; a broken store is a miss. */
  async get(cacheKey: string): Promise<unknown> {
    try {
      const record = await this.store.get(cacheKey);
      if (!record) return undefined;
      await this.store.put({ ...record, lastAccessed: this.now() });
      return record.data;
    } catch {
      return undefined;
    }
  }

  async set(cacheKey: string, data: unknown): Promise<void> {
    if (!isCacheableMetadata(data)) return;
    try {
      await this.store.put({ cacheKey, data, lastAccessed: this.now() });
      const evict = keysToEvict(await this.store.accessTimes());
      if (evict.length > 0) await this.store.delete(evict);
    } catch {
      // The cache is an optimisation; a full or blocked store only costs a server call.
    }
  }
}

export function memoryMetadataStore(): MetadataStore {
  const records = new Map<string, CachedMetadataRecord>();
  return {
    get: (key) => Promise.resolve(records.get(key)),
    put: (record) => {
      records.set(record.cacheKey, record);
      return Promise.resolve();
    },
    accessTimes: () =>
      Promise.resolve([...records.values()].map(({ cacheKey, lastAccessed }) => ({ cacheKey, lastAccessed }))),
    delete: (keys) => {
      for (const key of keys) records.delete(key);
      return Promise.resolve();
    },
  };
}

function done<T>(request: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error('IndexedDB request failed'));
  });
}

/** The IndexedDB store; the database opens on first use. Falls back to memory without IndexedDB. */
export function indexedDbMetadataStore(factory: IDBFactory | undefined = globalThis.indexedDB): MetadataStore {
  if (!factory) return memoryMetadataStore();
  let opened: Promise<IDBDatabase> | null = null;
  const db = () => {
    opened ??= new Promise<IDBDatabase>((resolve, reject) => {
      const request = factory.open(CACHE_DB_NAME, CACHE_DB_VERSION);
      request.onupgradeneeded = () => {
        const database = request.result;
        if (database.objectStoreNames.contains(CACHE_STORE)) database.deleteObjectStore(CACHE_STORE);
        database.createObjectStore(CACHE_STORE, { keyPath: 'cacheKey' }).createIndex('lastAccessed', 'lastAccessed');
      };
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error ?? new Error('IndexedDB open failed'));
    });
    return opened;
  };
  const store = async (mode: IDBTransactionMode) =>
    (await db()).transaction(CACHE_STORE, mode).objectStore(CACHE_STORE);
  return {
    get: async (key) => (await done((await store('readonly')).get(key))) as CachedMetadataRecord | undefined,
    put: async (record) => {
      await done((await store('readwrite')).put(record));
    },
    accessTimes: async () => {
      const all = (await done((await store('readonly')).getAll())) as CachedMetadataRecord[];
      return all.map(({ cacheKey, lastAccessed }) => ({ cacheKey, lastAccessed }));
    },
    delete: async (keys) => {
      const objects = await store('readwrite');
      await Promise.all(keys.map((key) => done(objects.delete(key))));
    },
  };
}
