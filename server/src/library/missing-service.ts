import { randomBytes } from 'node:crypto';
import type {
  CalendarItem,
  CalendarResponse,
  CollectionCompleteness,
  CollectionsResponse,
  MissingItem,
  MissingResponse,
  MissingShowsResponse,
  SeasonCompleteness,
  ShowCompleteness,
  ShowEpisodesResponse,
  calendarQuerySchema,
  ignoreEpisodeRequestSchema,
  missingQuerySchema,
} from '@cinesync/common';
import type { z } from 'zod';
import type { CalendarFeedKeysRepository } from '../db/repositories/calendar-feed-keys.repository.js';
import type { CollectionsRepository } from '../db/repositories/collections.repository.js';
import type { CalendarRow, MissingFilter, MissingRow, SeasonCountsRow } from '../db/repositories/missing-sql.js';
import type { MissingRepository } from '../db/repositories/missing.repository.js';
import { notFound } from '../errors.js';
import { addDays, dayIn, zoneName } from './calendar-days.js';
import { completenessSummary } from './completeness-summary.js';
import { renderIcal } from './ical-feed.js';

interface MissingServiceDeps {
  repository: MissingRepository;
  collections: CollectionsRepository;
  feedKeys: CalendarFeedKeysRepository;
  now: () => number;
  /** IANA zone "today" is reckoned in (`TZ`); the process's zone when undefined. */
  timeZone?: string | undefined;
  /** `MISSING_COLLECTIONS_ENABLED`: film collections are listed only when on. */
  collectionsEnabled?: () => boolean;
}

/** What the feed covers, from its query. */
interface FeedOptions {
  pastDays: number;
  futureDays: number;
  missingOnly: boolean;
}

const CSV_HEADER = 'show,show_tmdb_id,season,episode,title,air_date';

/** Up to this many shows, completeness is read for them alone; beyond, from every show's, kept. */
const PER_SHOW_READS = 200;

/** A CSV field: quoted when it holds a comma, quote or line break; a leading formula sign defused. */
function csvField(value: string | number): string {
  let text = String(value);
  if (/^[=+\-@]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

function toItem(row: MissingRow): MissingItem {
  return {
    showTmdbId: row.show_tmdb_id,
    showTitle: row.show_title,
    season: row.season,
    episode: row.episode,
    title: row.title,
    airDate: row.air_date,
    ignored: row.episode_ignored === 1 || row.show_ignored === 1,
  };
}

function toSeason(row: SeasonCountsRow): SeasonCompleteness {
  return {
    season: row.season,
    have: row.have,
    aired: row.aired,
    total: row.total,
    upcoming: row.upcoming,
    missing: row.missing,
  };
}

/**
 * Issue 34 over the stored episodes: what the library lacks, how complete each show is, the
 * calendar and its iCalendar feed, the user's ignores and feed keys. "Today" comes from the
 * injected clock in the configured zone, so tests move time by moving the clock.
 */
export class MissingService {
  /** Every show's completeness, kept until the episodes' version or the day moves. */
  private everyShow: { key: string; map: Map<number, ShowCompleteness> } | undefined;

  constructor(private readonly deps: MissingServiceDeps) {}

  today(): string {
    return dayIn(this.deps.now(), this.deps.timeZone);
  }

  private filter(query: z.output<typeof missingQuerySchema>): MissingFilter {
    return {
      today: this.today(),
      showTmdbId: query.showTmdbId,
      q: (query.q ?? '').toLowerCase(),
      includeIgnored: query.includeIgnored,
    };
  }

  missing(query: z.output<typeof missingQuerySchema>): MissingResponse {
    const { total, items } = this.deps.repository.missing(this.filter(query), {
      limit: query.limit,
      offset: (query.page - 1) * query.limit,
    });
    return { total, page: query.page, limit: query.limit, items: items.map(toItem) };
  }

  /** The whole missing list as CSV text (header first, CRLF line ends as RFC 4180 writes them). */
  *missingCsv(query: z.output<typeof missingQuerySchema>): Generator<string> {
    yield `${CSV_HEADER}\r\n`;
    for (const row of this.deps.repository.allMissing(this.filter(query))) {
      yield `${[row.show_title, row.show_tmdb_id, row.season, row.episode, row.title, row.air_date].map(csvField).join(',')}\r\n`;
    }
  }

  missingShows(): MissingShowsResponse {
    return {
      items: this.deps.repository.missingShows(this.today()).map((row) => ({
        showTmdbId: row.tmdb_id,
        showTitle: row.title,
        missing: Number(row.missing),
        ignored: row.ignored === 1,
      })),
    };
  }

  /**
   * Completeness of each known show among `tmdbIds` (unknown shows are left out). A page of shows
   * reads its own seasons; more than that reads every show's once and keeps them until something
   * changes, so a whole library of them is a look-up.
   */
  completenessOf(tmdbIds: readonly number[]): Map<number, ShowCompleteness> {
    const unique = [...new Set(tmdbIds)];
    if (unique.length <= PER_SHOW_READS) return this.computeCompleteness(unique);
    const key = `${this.deps.repository.version()} ${this.today()}`;
    if (this.everyShow?.key !== key) this.everyShow = { key, map: this.computeCompleteness(null) };
    const result = new Map<number, ShowCompleteness>();
    for (const id of unique) {
      const known = this.everyShow.map.get(id);
      if (known) result.set(id, known);
    }
    return result;
  }

  /** Completeness of the shows `ids`, or of every known show (null). */
  private computeCompleteness(ids: readonly number[] | null): Map<number, ShowCompleteness> {
    const result = new Map<number, ShowCompleteness>();
    if (ids?.length === 0) return result;
    const { repository } = this.deps;
    const today = this.today();
    const shows = ids === null ? repository.allShows() : repository.shows(ids);
    const seasonsOf = new Map<number, SeasonCountsRow[]>();
    for (const row of ids === null ? repository.allSeasonCounts(today) : repository.seasonCounts(ids, today)) {
      const list = seasonsOf.get(row.show_tmdb_id) ?? [];
      list.push(row);
      seasonsOf.set(row.show_tmdb_id, list);
    }
    for (const show of shows) {
      const rows = seasonsOf.get(show.tmdb_id) ?? [];
      const seasons = rows.filter((r) => r.season > 0).map(toSeason);
      const specialsRow = rows.find((r) => r.season === 0);
      const sum = (field: 'have' | 'aired' | 'missing' | 'upcoming') => seasons.reduce((n, s) => n + s[field], 0);
      const missing = sum('missing');
      result.set(show.tmdb_id, {
        seasons,
        specials: specialsRow ? toSeason(specialsRow) : null,
        have: sum('have'),
        aired: sum('aired'),
        missing,
        upcoming: sum('upcoming'),
        complete: missing === 0,
        ignored: show.ignored === 1,
        summary: completenessSummary(seasons),
        refreshedAt: show.refreshed_at === null ? null : new Date(show.refreshed_at).toISOString(),
      });
    }
    return result;
  }

  /**
   * The items with their show's completeness added (new objects: listings are cached and shared).
   * `isShow` picks the entries that stand for a whole show (a show folder, a starred show).
   */
  withCompleteness<T extends { tmdbId: number | null; completeness?: ShowCompleteness | undefined }>(
    items: readonly T[],
    isShow: (item: T) => boolean,
  ): T[] {
    const ids = items.filter(isShow).flatMap((item) => (item.tmdbId === null ? [] : [item.tmdbId]));
    if (ids.length === 0) return [...items];
    const completeness = this.completenessOf(ids);
    return items.map((item) => {
      const known = item.tmdbId !== null && isShow(item) ? completeness.get(item.tmdbId) : undefined;
      return known ? { ...item, completeness: known } : item;
    });
  }

  /**
   * Collections the library holds part of, incomplete ones first, then by name. A film counts
   * toward the total once released (by today); unreleased ones are listed, not counted.
   */
  collections(): CollectionsResponse {
    if (!this.deps.collectionsEnabled?.()) return { enabled: false, items: [] };
    const today = this.today();
    const byId = new Map<number, CollectionCompleteness>();
    for (const row of this.deps.collections.collectionFilms()) {
      let item = byId.get(row.collection_id);
      if (!item) {
        item = { collectionId: row.collection_id, name: row.name, have: 0, total: 0, films: [] };
        byId.set(row.collection_id, item);
      }
      const have = row.have === 1;
      const released = row.release_date !== null && row.release_date <= today;
      if (released || have) item.total++;
      if (have) item.have++;
      item.films.push({ tmdbId: row.tmdb_id, title: row.title, releaseDate: row.release_date, have });
    }
    const items = [...byId.values()];
    // Stable sort: the name order the query gave stays within each group.
    items.sort((a, b) => Number(a.have >= a.total) - Number(b.have >= b.total));
    return { enabled: true, items };
  }

  /** Every known episode of a show with its state; 404 when its seasons are not known. */
  showEpisodes(tmdbId: number): ShowEpisodesResponse {
    const show = this.deps.repository.show(tmdbId);
    const completeness = this.completenessOf([tmdbId]).get(tmdbId);
    if (!show || !completeness) throw notFound(`No seasons are known for show ${tmdbId}`);
    const today = this.today();
    return {
      showTmdbId: tmdbId,
      showTitle: show.title,
      completeness,
      episodes: this.deps.repository.episodesOf(tmdbId).map((e) => ({
        season: e.season,
        episode: e.episode,
        title: e.title,
        airDate: e.air_date,
        state: e.have === 1 ? 'have' : e.air_date === null ? 'unknown' : e.air_date <= today ? 'missing' : 'upcoming',
        ignored: e.ignored === 1,
      })),
    };
  }

  setShowIgnored(tmdbId: number, ignored: boolean): void {
    if (!this.deps.repository.setShowIgnored(tmdbId, ignored))
      throw notFound(`No seasons are known for show ${tmdbId}`);
  }

  setEpisodeIgnored(request: z.output<typeof ignoreEpisodeRequestSchema>): void {
    if (!this.deps.repository.setEpisodeIgnored(request, request.ignored)) {
      throw notFound(`Episode S${request.season}E${request.episode} of show ${request.showTmdbId} is not known`);
    }
  }

  /** Episodes of the library's shows airing from `start` to `end`, each have/missing/upcoming. */
  calendar(query: z.output<typeof calendarQuerySchema>): CalendarResponse {
    const today = this.today();
    const items = this.calendarItems(this.deps.repository.calendar(query.start, query.end, query.showTmdbId), today);
    return { items, timeZone: zoneName(this.deps.timeZone), today };
  }

  private calendarItems(rows: readonly CalendarRow[], today: string): CalendarItem[] {
    return rows.map((row): CalendarItem => ({
      showTmdbId: row.show_tmdb_id,
      showTitle: row.show_title,
      season: row.season,
      episode: row.episode,
      title: row.title,
      airDate: row.air_date,
      status: row.have === 1 ? 'have' : row.air_date <= today ? 'missing' : 'upcoming',
      premiere: row.episode === 1,
      finale: row.episode === row.last_episode && row.season > 0,
    }));
  }

  /** The iCalendar text of the feed. */
  feed(options: FeedOptions): string {
    const today = this.today();
    const rows = this.deps.repository.calendar(addDays(today, -options.pastDays), addDays(today, options.futureDays));
    const items = this.calendarItems(rows, today).filter(
      // Missing only: as on the Missing page, aired regular episodes not held and not ignored.
      (item, i) => !options.missingOnly || (item.status === 'missing' && item.season > 0 && rows[i]?.ignored !== 1),
    );
    return renderIcal(items, this.deps.now());
  }

  /** The user's feed key, made on first ask. */
  feedKey(username: string): string {
    const existing = this.deps.feedKeys.feedKeyOf(username);
    if (existing !== undefined) return existing;
    return this.regenerateFeedKey(username);
  }

  /** A new feed key for the user; the old one stops opening the feed at once. */
  regenerateFeedKey(username: string): string {
    // A prefix tells a feed key from a sign-in token or an API key at a glance.
    const key = `csf_${randomBytes(24).toString('base64url')}`;
    this.deps.feedKeys.setFeedKey(username, key, this.deps.now());
    return key;
  }

  /** The user a feed key opens the feed for; undefined for any other text. */
  feedUser(key: string): string | undefined {
    return this.deps.feedKeys.userOfFeedKey(key);
  }
}
