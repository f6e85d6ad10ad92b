// Test-only: a fresh world for matcher tests (a temp data folder with the real database, a TMDB client
// pointed at the stand-in) and a builder of `ParsedRelease` records, so the tests don't depend on the
// parser. Not imported by product code.

import { TmdbCacheRepository } from '../../src/db/repositories/tmdb-cache.repository.js';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { AppDatabase } from '../../src/db/database.js';
import { silentLogger } from '../../src/log.js';
import { TmdbCache, TmdbClient, type TmdbClientOptions } from '../../src/metadata/index.js';
import type { TmdbStandIn } from '../stand-ins/index.js';
import { parsedReleaseWith, type ParsedRelease } from '../../src/organiser/parse/parsed-release.js';
import { Matcher, type MatcherOptions } from '../../src/organiser/match/matcher.js';
import { FolderOverrides } from '../../src/organiser/match/folder-overrides.js';
import { FolderOverridesRepository } from '../../src/db/repositories/folder-overrides.repository.js';
import { openTestDatabase } from '../support/test-store.js';

export const TEST_TMDB_KEY = '0123456789abcdef0123456789abcdef';

export interface MatchWorld {
  dataDir: string;
  database: AppDatabase;
  tmdb: TmdbClient;
  matcher: Matcher;
  /** The folder choices every matcher of the world shares, as the organiser's runs do. */
  overrides: FolderOverrides;
  /** Another matcher over the same database, client and choices (a later run). */
  newMatcher(options?: Partial<MatcherOptions>): Matcher;
  close(): Promise<void>;
}

export interface MatchWorldOptions {
  client?: Partial<TmdbClientOptions>;
  apiKey?: string;
  threshold?: number;
}

export async function createMatchWorld(standIn: TmdbStandIn, options: MatchWorldOptions = {}): Promise<MatchWorld> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'cinesync-match-'));
  const database = await openTestDatabase(dataDir);
  const values: Record<string, string> = {
    TMDB_API_KEY: options.apiKey ?? TEST_TMDB_KEY,
    TMDB_API_BASE_URL: standIn.baseUrl,
    LANGUAGE: 'English',
  };
  const config = { get: (key: string) => values[key] ?? '' };
  const log = silentLogger();
  const tmdb = new TmdbClient({
    config,
    cache: new TmdbCache({ rows: new TmdbCacheRepository(database) }),
    log,
    retryBaseMs: 1,
    maxRetries: 2,
    ...options.client,
  });
  const overrides = new FolderOverrides(new FolderOverridesRepository(database));
  const newMatcher = (extra: Partial<MatcherOptions> = {}) =>
    new Matcher({ tmdb, overrides, log, threshold: options.threshold, ...extra });
  return {
    dataDir,
    database,
    tmdb,
    matcher: newMatcher(),
    overrides,
    newMatcher,
    close: async () => {
      await database.close().catch(() => undefined);
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** A parsed release with every field filled: what the name does not say is null or empty. */
export function release(fields: Partial<ParsedRelease> & { title: string }): ParsedRelease {
  const episodic =
    (fields.season ?? null) !== null ||
    (fields.episodes?.length ?? 0) > 0 ||
    (fields.absoluteEpisodes?.length ?? 0) > 0 ||
    (fields.airDate ?? null) !== null;
  const { title, ...rest } = fields;
  return parsedReleaseWith({
    input: fields.input ?? title,
    releaseTitle: fields.releaseTitle ?? title,
    title,
    fullTitle: fields.fullTitle ?? title,
    titles: fields.titles ?? [title],
    container: 'mkv',
    mediaKind: episodic ? 'episode' : 'movie',
    ...rest,
  });
}

/** A movie request: `/media/downloads/<folder>/<folder>.mkv`. */
export function movieRequest(fields: Partial<ParsedRelease> & { title: string }, folder?: string) {
  const name = folder ?? `${fields.title}${fields.year ? ` (${fields.year})` : ''}`;
  return {
    parsed: release(fields),
    kind: 'movie' as const,
    sourcePath: path.join('/media/downloads', name, `${name}.mkv`),
  };
}

/** An episode request in `/media/tv/<show folder>/Season N/`. */
export function episodeRequest(fields: Partial<ParsedRelease> & { title: string }, showFolderName?: string) {
  const showFolder = path.join('/media/tv', showFolderName ?? fields.title);
  const season = fields.season ?? 1;
  const episode = fields.episodes?.[0] ?? fields.absoluteEpisodes?.[0] ?? 0;
  const file = `${fields.title} S${String(season).padStart(2, '0')}E${String(episode).padStart(2, '0')}.mkv`;
  return {
    parsed: release(fields),
    kind: 'episode' as const,
    sourcePath: path.join(showFolder, `Season ${season}`, file),
    showFolder,
  };
}
