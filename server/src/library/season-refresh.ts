import type { CollectionsRepository } from '../db/repositories/collections.repository.js';
import type { KnownEpisode, RefreshCandidate } from '../db/repositories/missing-sql.js';
import type { MissingRepository } from '../db/repositories/missing.repository.js';
import type { Logger } from '../log.js';
import { TokenBucket } from '../metadata/token-bucket.js';
import { isTmdbError, type TmdbClient, type TmdbSeasonDetails } from '../metadata/index.js';
import { addDays, dayIn } from './calendar-days.js';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/** TMDB statuses of a show that still airs. */
const CONTINUING = new Set(['Returning Series', 'In Production', 'Planned', 'Pilot']);
/** An episode within this many days makes a show continuing whatever its status says. */
const SOON_DAYS = 30;
/** A continuing show is read again once this old (the job runs daily: every run). */
const CONTINUING_EVERY_MS = 20 * HOUR_MS;
/** An ended show is read again this rarely: TMDB still corrects dates and titles now and then. */
const ENDED_EVERY_MS = 30 * DAY_MS;
/** The share of the TMDB budget the refresh may use: the organiser keeps the rest for matching. */
const DEFAULT_BUDGET_SHARE = 0.25;
/** Library films asked their collection in one run; the rest wait for the next. */
const COLLECTION_CHECKS_PER_RUN = 2_000;
/** Seasons TMDB appends to one show call (it allows 20 parts). */
const APPENDED_SEASONS = 20;

/** A season as the store keeps it. */
export function knownEpisodes(season: TmdbSeasonDetails): KnownEpisode[] {
  return season.episodes.map((e) => ({ episode: e.episode_number, title: e.name, airDate: e.air_date || null }));
}

interface SeasonRefreshDeps {
  repository: MissingRepository;
  collections: CollectionsRepository;
  tmdb: Pick<TmdbClient, 'tvDetails' | 'season' | 'movieDetails' | 'collection' | 'ratePerSecond'>;
  log: Logger;
  now: () => number;
  timeZone?: string | undefined;
  /** Whether film collections are tracked (`MISSING_COLLECTIONS_ENABLED`); off when not given. */
  collectionsEnabled?: () => boolean;
  /** Share of the TMDB budget (0–1) this job may use; default a quarter. */
  budgetShare?: number;
  sleep?: (ms: number) => Promise<void>;
}

/** What one run did, for the job's last-run line. */
interface RefreshOutcome {
  refreshed: number;
  continuing: number;
  ended: number;
  notDue: number;
  failed: number;
  /** Film collections read again (when they are tracked). */
  collections: number;
  /** TMDB calls made. */
  calls: number;
  ratePerSecond: number;
}

/**
 * Fresh air dates without hammering TMDB: reads again the seasons of the library's shows by one
 * rule. Continuing shows (TMDB's "Returning Series" and kin, or an episode within 30 days) are read
 * each run once 20 hours old; ended shows once a month; a show never read (status unknown) at once,
 * a call per season that first time. Otherwise one TMDB call per show (its seasons appended), paced
 * by its own token bucket at a fixed share of the TMDB budget, on top of the client's shared one
 * (which keeps every call together under TMDB's limit), so the organiser never waits behind it
 * for long and TMDB never answers 429.
 */
export class SeasonRefresh {
  constructor(private readonly deps: SeasonRefreshDeps) {}

  /** The rule: is this show due? */
  private due(show: RefreshCandidate, now: number): 'continuing' | 'ended' | false {
    const continuing = show.status === null || CONTINUING.has(show.status) || show.airs_soon === 1;
    const age = show.refreshed_at === null ? Infinity : now - show.refreshed_at;
    if (continuing) return age >= CONTINUING_EVERY_MS ? 'continuing' : false;
    return age >= ENDED_EVERY_MS ? 'ended' : false;
  }

  async run(signal: AbortSignal): Promise<RefreshOutcome> {
    const { repository, tmdb, now } = this.deps;
    const today = dayIn(now(), this.deps.timeZone);
    const ratePerSecond = tmdb.ratePerSecond * (this.deps.budgetShare ?? DEFAULT_BUDGET_SHARE);
    const bucket = new TokenBucket({
      ratePerSecond,
      burst: 1,
      now,
      sleep: this.deps.sleep ?? ((ms) => new Promise((resolve) => setTimeout(resolve, ms))),
    });
    let calls = 0;
    const call = async <T>(work: () => Promise<T>): Promise<T> => {
      await bucket.take();
      calls++;
      return work();
    };
    const outcome: RefreshOutcome = {
      refreshed: 0,
      continuing: 0,
      ended: 0,
      notDue: 0,
      failed: 0,
      collections: 0,
      calls,
      ratePerSecond,
    };
    const startedAt = now();
    for (const show of repository.refreshCandidates(today, addDays(today, SOON_DAYS))) {
      signal.throwIfAborted();
      const due = this.due(show, startedAt);
      if (!due) {
        outcome.notDue++;
        continue;
      }
      try {
        await this.refreshShow(show, call);
        outcome.refreshed++;
        outcome[due]++;
      } catch (err) {
        outcome.failed++;
        this.deps.log.warn({ err, tmdbId: show.tmdb_id }, 'could not refresh the seasons of a show');
      }
    }
    if (this.deps.collectionsEnabled?.()) outcome.collections = await this.refreshCollections(call, signal);
    return { ...outcome, calls };
  }

  /**
   * Film collections: each library film is asked its collection once (its details are usually
   * cached from matching it); each collection is read again monthly.
   */
  private async refreshCollections(
    call: <T>(work: () => Promise<T>) => Promise<T>,
    signal: AbortSignal,
  ): Promise<number> {
    const { collections, tmdb, now } = this.deps;
    for (const movieId of collections.uncheckedMovies(COLLECTION_CHECKS_PER_RUN)) {
      signal.throwIfAborted();
      try {
        const details = await call(() => tmdb.movieDetails(movieId));
        collections.saveMovieCollection(movieId, details.belongs_to_collection?.id ?? null, now());
      } catch (err) {
        if (!isTmdbError(err, 'not_found')) throw err;
        collections.saveMovieCollection(movieId, null, now());
      }
    }
    let read = 0;
    for (const collectionId of collections.staleCollections(now() - ENDED_EVERY_MS)) {
      signal.throwIfAborted();
      const collection = await call(() => tmdb.collection(collectionId, { fresh: true }));
      collections.saveCollection(
        {
          id: collection.id,
          name: collection.name,
          films: collection.parts.map((p) => ({ tmdbId: p.id, title: p.title, releaseDate: p.release_date })),
        },
        now(),
      );
      read++;
    }
    return read;
  }

  private async refreshShow(show: RefreshCandidate, call: <T>(work: () => Promise<T>) => Promise<T>): Promise<void> {
    const { repository, tmdb, now } = this.deps;
    const known = [...new Set(repository.episodesOf(show.tmdb_id).map((e) => e.season))];
    // The known seasons and the next one, in one call; a never-read show learns its seasons first.
    const guess = known.length === 0 ? [] : [...known, Math.max(...known) + 1].slice(-APPENDED_SEASONS);
    const details = await call(() => tmdb.tvDetails(show.tmdb_id, [], { seasons: guess, fresh: true }));
    const listed = details.seasons.map((s) => s.season_number);
    const seasons = new Map<number, TmdbSeasonDetails>();
    for (const number of listed) {
      // Appended seasons were cached by the call above; the rest are one call each.
      const season = guess.includes(number)
        ? await tmdb.season(show.tmdb_id, number)
        : await call(() => tmdb.season(show.tmdb_id, number, { fresh: true }));
      seasons.set(number, season);
    }
    repository.saveShow({ tmdbId: show.tmdb_id, title: details.name, status: details.status, refreshedAt: now() });
    for (const [number, season] of seasons) repository.saveSeason(show.tmdb_id, number, knownEpisodes(season));
    repository.keepSeasons(show.tmdb_id, listed);
  }
}

/** The job's last-run line: what it did and the budget it kept to. */
export function refreshSummary(outcome: RefreshOutcome, budget: number): string {
  const rate = Math.round(outcome.ratePerSecond * 10) / 10;
  return (
    `${outcome.refreshed} shows refreshed (${outcome.continuing} continuing, ${outcome.ended} ended), ` +
    `${outcome.notDue} not due, ${outcome.failed} failed, ${outcome.collections} collections read; ` +
    `${outcome.calls} TMDB calls at most ${rate}/s ` +
    `of the ${budget}/s budget`
  );
}
