import type { AppDatabase } from '../database.js';
import { PreparedStatements } from '../prepared-statements.js';
import {
  countsOf,
  ID_LIST,
  LIBRARY_EPISODES,
  type CalendarRow,
  type EpisodeRow,
  type KnownEpisode,
  type MissingFilter,
  type MissingRow,
  type RefreshCandidate,
  type SeasonCountsRow,
  type ShowRow,
} from './missing-sql.js';

/**
 * The tables of issue 34: shows and episodes known from TMDB, the episodes the library holds and
 * the user's ignores. Reads call {@link syncLibrary} first, which rebuilds what the library holds
 * only when the records changed since.
 */
export class MissingRepository {
  private readonly sql: PreparedStatements;

  /**
   * `minRebuildMs`: while the records keep changing (a scan), what the library holds is rebuilt at
   * most this often; reads in between see the last build.
   */
  constructor(
    private readonly database: Pick<AppDatabase, 'sql' | 'transaction'>,
    private readonly options: { now?: () => number; minRebuildMs?: number } = {},
  ) {
    this.sql = new PreparedStatements(database.sql);
  }

  /** Tells readers of {@link version} that shows or episodes changed. */
  private bump(): void {
    this.sql.get('UPDATE missing_state SET episodes_version = episodes_version + 1 WHERE id = 1').run();
  }

  /** Moves with every change of the shows, episodes, ignores or what the library holds of them. */
  version(): number {
    this.syncLibrary();
    return this.sql.get<[], number>('SELECT episodes_version FROM missing_state WHERE id = 1').pluck().get() ?? 0;
  }

  /**
   * Brings `have` and `in_library` up to the records: rebuilt in one transaction when the records'
   * change counter moved since the last build, otherwise one read of two counters.
   */
  syncLibrary(): void {
    const current = () =>
      this.sql.get<[], number>('SELECT n FROM processed_files_version WHERE id = 1').pluck().get() ?? 0;
    const built = () =>
      this.sql
        .get<[], { library_version: number; built_at: number }>(
          'SELECT library_version, built_at FROM missing_state WHERE id = 1',
        )
        .get() ?? { library_version: -1, built_at: 0 };
    const now = (this.options.now ?? Date.now)();
    const stale = (state: { library_version: number; built_at: number }, version: number) =>
      state.library_version !== version && now - state.built_at >= (this.options.minRebuildMs ?? 0);
    if (!stale(built(), current())) return;
    this.database.transaction(() => {
      const version = current();
      if (!stale(built(), version)) return;
      this.sql.get('DELETE FROM tv_library_episodes').run();
      this.sql
        .get(`INSERT INTO tv_library_episodes (show_tmdb_id, season, episode) ${LIBRARY_EPISODES[this.sql.dialect]}`)
        .run();
      this.sql
        .get(
          `UPDATE tv_episodes SET have = 1 WHERE have = 0 AND EXISTS (SELECT 1 FROM tv_library_episodes h
             WHERE h.show_tmdb_id = tv_episodes.show_tmdb_id AND h.season = tv_episodes.season
               AND h.episode = tv_episodes.episode)`,
        )
        .run();
      this.sql
        .get(
          `UPDATE tv_episodes SET have = 0 WHERE have = 1 AND NOT EXISTS (SELECT 1 FROM tv_library_episodes h
             WHERE h.show_tmdb_id = tv_episodes.show_tmdb_id AND h.season = tv_episodes.season
               AND h.episode = tv_episodes.episode)`,
        )
        .run();
      this.sql
        .get(
          `UPDATE tv_shows SET in_library = CASE WHEN EXISTS (SELECT 1 FROM processed_files p
             WHERE p.status = 'linked' AND p.media_type = 'tv' AND p.tmdb_id = tv_shows.tmdb_id) THEN 1 ELSE 0 END`,
        )
        .run();
      this.sql
        .get<[number, number]>(
          `INSERT INTO missing_state (id, library_version, built_at, episodes_version) VALUES (1, ?, ?, 0)
           ON CONFLICT (id) DO UPDATE SET library_version = excluded.library_version, built_at = excluded.built_at`,
        )
        .run(version, now);
      this.bump();
    });
  }

  /**
   * Stores a show's TMDB facts, keeping the user's ignore. `status` undefined keeps the stored one
   * (the organiser reads a season without the show's status); `refreshedAt` likewise.
   */
  saveShow(show: { tmdbId: number; title: string; status?: string | null; refreshedAt?: number }): void {
    this.sql
      .get<
        [{ tmdb_id: number; title: string; status: string | null; keep_status: number; refreshed_at: number | null }]
      >(
        `INSERT INTO tv_shows (tmdb_id, title, status, ignored, in_library, refreshed_at)
         VALUES (@tmdb_id, @title, @status, 0,
           CASE WHEN EXISTS (SELECT 1 FROM processed_files p
             WHERE p.status = 'linked' AND p.media_type = 'tv' AND p.tmdb_id = @tmdb_id) THEN 1 ELSE 0 END,
           @refreshed_at)
         ON CONFLICT (tmdb_id) DO UPDATE SET title = excluded.title,
           status = CASE WHEN @keep_status = 1 THEN tv_shows.status ELSE excluded.status END,
           refreshed_at = coalesce(excluded.refreshed_at, tv_shows.refreshed_at)`,
      )
      .run({
        tmdb_id: show.tmdbId,
        title: show.title,
        status: show.status ?? null,
        keep_status: show.status === undefined ? 1 : 0,
        refreshed_at: show.refreshedAt ?? null,
      });
    this.bump();
  }

  /**
   * Replaces what is known of one season with TMDB's list: episodes are updated in place (keeping
   * their ignore), new ones take `have` from the library, and ones TMDB no longer lists go.
   */
  saveSeason(showTmdbId: number, season: number, episodes: readonly KnownEpisode[]): void {
    this.database.transaction(() => {
      const upsert = this.sql.get<
        [{ show: number; season: number; episode: number; title: string; air_date: string | null }]
      >(
        `INSERT INTO tv_episodes (show_tmdb_id, season, episode, title, air_date, ignored, have)
         VALUES (@show, @season, @episode, @title, @air_date, 0,
           CASE WHEN EXISTS (SELECT 1 FROM tv_library_episodes h
             WHERE h.show_tmdb_id = @show AND h.season = @season AND h.episode = @episode) THEN 1 ELSE 0 END)
         ON CONFLICT (show_tmdb_id, season, episode) DO UPDATE SET title = excluded.title, air_date = excluded.air_date`,
      );
      for (const e of episodes) {
        upsert.run({ show: showTmdbId, season, episode: e.episode, title: e.title, air_date: e.airDate });
      }
      this.sql
        .get<{ show: number; season: number; ids: string }>(
          `DELETE FROM tv_episodes WHERE show_tmdb_id = @show AND season = @season
             AND episode NOT IN (${ID_LIST[this.sql.dialect]})`,
        )
        .run({ show: showTmdbId, season, ids: JSON.stringify(episodes.map((e) => e.episode)) });
      this.bump();
    });
  }

  /**
   * A season the organiser fetched anyway: stored with a show row named after the records when the
   * show is new (the refresh job fills in its TMDB status later).
   */
  saveFetchedSeason(showTmdbId: number, season: number, episodes: readonly KnownEpisode[]): void {
    this.database.transaction(() => {
      this.sql
        .get<{ show: number }>(
          `INSERT INTO tv_shows (tmdb_id, title, status, ignored, in_library, refreshed_at)
           VALUES (@show, coalesce((SELECT max(p.title) FROM processed_files p
               WHERE p.media_type = 'tv' AND p.tmdb_id = @show), ''), NULL, 0,
             CASE WHEN EXISTS (SELECT 1 FROM processed_files p
               WHERE p.status = 'linked' AND p.media_type = 'tv' AND p.tmdb_id = @show) THEN 1 ELSE 0 END, NULL)
           ON CONFLICT (tmdb_id) DO NOTHING`,
        )
        .run({ show: showTmdbId });
      this.saveSeason(showTmdbId, season, episodes);
    });
  }

  /** Forgets seasons TMDB no longer lists for a show. */
  keepSeasons(showTmdbId: number, seasons: readonly number[]): void {
    this.sql
      .get<{ show: number; ids: string }>(
        `DELETE FROM tv_episodes WHERE show_tmdb_id = @show AND season NOT IN (${ID_LIST[this.sql.dialect]})`,
      )
      .run({ show: showTmdbId, ids: JSON.stringify(seasons) });
    this.bump();
  }

  /** Where a missing list's rows come from, and its filters. */
  private missingFrom(filter: MissingFilter): { text: string; params: Record<string, string | number> } {
    const params: Record<string, string | number> = { today: filter.today };
    let text = `FROM tv_episodes e JOIN tv_shows s ON s.tmdb_id = e.show_tmdb_id
      WHERE e.have = 0 AND e.season > 0 AND e.air_date <= @today AND s.in_library = 1`;
    if (!filter.includeIgnored) text += ' AND e.ignored = 0 AND s.ignored = 0';
    if (filter.showTmdbId !== undefined) {
      text += ' AND e.show_tmdb_id = @show';
      params.show = filter.showTmdbId;
    }
    if (filter.q !== '') {
      // Both titles lower-cased, the pattern's own wildcards escaped.
      text += " AND (lower(s.title) LIKE @pattern ESCAPE '\\' OR lower(e.title) LIKE @pattern ESCAPE '\\')";
      params.pattern = `%${filter.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    }
    return { text, params };
  }

  /** Aired regular episodes the library lacks, newest first, one page of them and how many in all. */
  missing(filter: MissingFilter, page: { limit: number; offset: number }): { total: number; items: MissingRow[] } {
    this.syncLibrary();
    const from = this.missingFrom(filter);
    const total = this.sql.get<object, number>(`SELECT count(*) ${from.text}`).pluck().get(from.params) ?? 0;
    const items = this.sql
      .get<object, MissingRow>(
        `SELECT e.show_tmdb_id, s.title AS show_title, e.season, e.episode, e.title, e.air_date,
                e.ignored AS episode_ignored, s.ignored AS show_ignored
           ${from.text}
          ORDER BY e.air_date DESC, s.title, e.show_tmdb_id, e.season DESC, e.episode DESC
          LIMIT @limit OFFSET @offset`,
      )
      .all({ ...from.params, limit: page.limit, offset: page.offset });
    return { total: Number(total), items };
  }

  /** Every row of the missing list (for the CSV export), in its order. */
  *allMissing(filter: MissingFilter): Generator<MissingRow> {
    this.syncLibrary();
    const from = this.missingFrom(filter);
    yield* this.sql
      .get<object, MissingRow>(
        `SELECT e.show_tmdb_id, s.title AS show_title, e.season, e.episode, e.title, e.air_date,
                e.ignored AS episode_ignored, s.ignored AS show_ignored
           ${from.text}
          ORDER BY e.air_date DESC, s.title, e.show_tmdb_id, e.season DESC, e.episode DESC`,
      )
      .all(from.params);
  }

  /** Shows of the library with aired regular episodes missing (not ignored), and ignored shows. */
  missingShows(today: string): { tmdb_id: number; title: string; ignored: number; missing: number }[] {
    this.syncLibrary();
    return this.sql
      .get<{ today: string }, { tmdb_id: number; title: string; ignored: number; missing: number }>(
        // Counted from the missing list's partial index: only what is missing is read.
        `SELECT s.tmdb_id, s.title, s.ignored, CASE WHEN s.ignored = 1 THEN 0 ELSE coalesce(m.missing, 0) END AS missing
           FROM tv_shows s
           LEFT JOIN (SELECT e.show_tmdb_id, count(*) AS missing FROM tv_episodes e
                       WHERE e.have = 0 AND e.season > 0 AND e.ignored = 0 AND e.air_date <= @today
                       GROUP BY e.show_tmdb_id) m ON m.show_tmdb_id = s.tmdb_id
          WHERE s.in_library = 1 AND (s.ignored = 1 OR m.missing > 0)
          ORDER BY lower(s.title), s.tmdb_id`,
      )
      .all({ today });
  }

  /** A known show. */
  show(tmdbId: number): ShowRow | undefined {
    return this.sql
      .get<[number], ShowRow>('SELECT tmdb_id, title, status, ignored, refreshed_at FROM tv_shows WHERE tmdb_id = ?')
      .get(tmdbId);
  }

  /** Known shows among `tmdbIds`. */
  shows(tmdbIds: readonly number[]): ShowRow[] {
    if (tmdbIds.length === 0) return [];
    return this.sql
      .get<{ ids: string }, ShowRow>(
        `SELECT tmdb_id, title, status, ignored, refreshed_at FROM tv_shows
          WHERE tmdb_id IN (${ID_LIST[this.sql.dialect]})`,
      )
      .all({ ids: JSON.stringify(tmdbIds) });
  }

  /** Every known episode of a show, by season and episode. */
  episodesOf(tmdbId: number): EpisodeRow[] {
    this.syncLibrary();
    return this.sql
      .get<[number], EpisodeRow>(
        `SELECT season, episode, title, air_date, ignored, have FROM tv_episodes
          WHERE show_tmdb_id = ? ORDER BY season, episode`,
      )
      .all(tmdbId);
  }

  /** Per show and season: how many episodes are known, held, aired, upcoming and missing. */
  seasonCounts(tmdbIds: readonly number[], today: string): SeasonCountsRow[] {
    if (tmdbIds.length === 0) return [];
    this.syncLibrary();
    return this.sql
      .get<{ ids: string; today: string }, SeasonCountsRow>(
        `SELECT show_tmdb_id, season, count(*) AS total, sum(have) AS have,
                sum(CASE WHEN air_date <= @today THEN 1 ELSE 0 END) AS aired,
                sum(CASE WHEN air_date > @today THEN 1 ELSE 0 END) AS upcoming,
                sum(CASE WHEN have = 0 AND ignored = 0 AND air_date <= @today THEN 1 ELSE 0 END) AS missing
           FROM tv_episodes WHERE show_tmdb_id IN (${ID_LIST[this.sql.dialect]})
          GROUP BY show_tmdb_id, season ORDER BY show_tmdb_id, season`,
      )
      .all({ ids: JSON.stringify(tmdbIds), today })
      .map(countsOf);
  }

  /** {@link seasonCounts} of every known show, in one pass over the counts index. */
  allSeasonCounts(today: string): SeasonCountsRow[] {
    this.syncLibrary();
    return this.sql
      .get<{ today: string }, SeasonCountsRow>(
        `SELECT show_tmdb_id, season, count(*) AS total, sum(have) AS have,
                sum(CASE WHEN air_date <= @today THEN 1 ELSE 0 END) AS aired,
                sum(CASE WHEN air_date > @today THEN 1 ELSE 0 END) AS upcoming,
                sum(CASE WHEN have = 0 AND ignored = 0 AND air_date <= @today THEN 1 ELSE 0 END) AS missing
           FROM tv_episodes GROUP BY show_tmdb_id, season ORDER BY show_tmdb_id, season`,
      )
      .all({ today })
      .map(countsOf);
  }

  /** All known shows. */
  allShows(): ShowRow[] {
    return this.sql.get<[], ShowRow>('SELECT tmdb_id, title, status, ignored, refreshed_at FROM tv_shows').all();
  }

  /** Episodes of the library's shows airing from `start` to `end` (both included). */
  calendar(start: string, end: string, showTmdbId?: number): CalendarRow[] {
    this.syncLibrary();
    const one = showTmdbId === undefined ? '' : ' AND e.show_tmdb_id = @show';
    return this.sql
      .get<object, CalendarRow>(
        `SELECT e.show_tmdb_id, s.title AS show_title, e.season, e.episode, e.title, e.air_date, e.have,
                CASE WHEN e.ignored = 1 OR s.ignored = 1 THEN 1 ELSE 0 END AS ignored,
                (SELECT max(x.episode) FROM tv_episodes x
                  WHERE x.show_tmdb_id = e.show_tmdb_id AND x.season = e.season) AS last_episode
           FROM tv_episodes e JOIN tv_shows s ON s.tmdb_id = e.show_tmdb_id
          WHERE e.air_date >= @start AND e.air_date <= @end AND s.in_library = 1${one}
          ORDER BY e.air_date, s.title, e.show_tmdb_id, e.season, e.episode`,
      )
      .all(showTmdbId === undefined ? { start, end } : { start, end, show: showTmdbId });
  }

  /** Marks a known show ignored or not; false when the show is not known. */
  setShowIgnored(tmdbId: number, ignored: boolean): boolean {
    this.bump();
    return (
      this.sql.get<[number, number]>('UPDATE tv_shows SET ignored = ? WHERE tmdb_id = ?').run(ignored ? 1 : 0, tmdbId)
        .changes > 0
    );
  }

  /** Marks a known episode ignored or not; false when the episode is not known. */
  setEpisodeIgnored(key: { showTmdbId: number; season: number; episode: number }, ignored: boolean): boolean {
    this.bump();
    return (
      this.sql
        .get<[number, number, number, number]>(
          'UPDATE tv_episodes SET ignored = ? WHERE show_tmdb_id = ? AND season = ? AND episode = ?',
        )
        .run(ignored ? 1 : 0, key.showTmdbId, key.season, key.episode).changes > 0
    );
  }

  /**
   * The library's shows for the refresh job: every show with a linked record, with what is known of
   * it (never-read shows have a null status) and whether an episode airs from `today` to `horizon`.
   */
  refreshCandidates(today: string, horizon: string): RefreshCandidate[] {
    this.syncLibrary();
    return this.sql
      .get<{ today: string; horizon: string }, RefreshCandidate>(
        `SELECT l.tmdb_id, coalesce(s.title, l.title) AS title, s.status, s.refreshed_at,
                CASE WHEN EXISTS (SELECT 1 FROM tv_episodes e WHERE e.show_tmdb_id = l.tmdb_id
                  AND e.air_date >= @today AND e.air_date <= @horizon) THEN 1 ELSE 0 END AS airs_soon
           FROM (SELECT tmdb_id, max(title) AS title FROM processed_files
                  WHERE status = 'linked' AND media_type = 'tv' AND tmdb_id IS NOT NULL GROUP BY tmdb_id) l
           LEFT JOIN tv_shows s ON s.tmdb_id = l.tmdb_id
          ORDER BY l.tmdb_id`,
      )
      .all({ today, horizon });
  }
}
