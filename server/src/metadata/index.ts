/** The only door to TMDB: a typed client with cache, rate limit and retries, and TMDB's types. */
export { TmdbClient, type TmdbClientOptions } from './tmdb-client.js';
export { TmdbCache } from './tmdb-cache.js';
export { isTmdbError } from './tmdb-error.js';
export type * from './tmdb-types.js';
