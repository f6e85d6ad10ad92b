/** The only door to TMDB: a typed client with cache, rate limit and retries, and TMDB's types. */
export {
  TmdbClient,
  type TmdbCacheTtl,
  type TmdbClientOptions,
  type TmdbClientStats,
  type TmdbConfigSource,
  type TmdbSearchOptions,
} from './tmdb-client.js';
export { TMDB_CACHE_TTL, TmdbCache, type TmdbCacheOptions } from './tmdb-cache.js';
export { isTmdbError, TmdbError, type TmdbErrorDetails, type TmdbErrorKind } from './tmdb-error.js';
export { DEFAULT_TMDB_LANGUAGE, tmdbLanguage } from './tmdb-language.js';
export { parseRetryAfter } from './retry-after.js';
export { ConcurrencyLimit } from './concurrency-limit.js';
export { TokenBucket, type TokenBucketOptions } from './token-bucket.js';
export type * from './tmdb-types.js';
