// What goes in and out of the missing repository's statements: the shapes of its rows and
// filters, and the fragments spelt differently per store.
import type { TvEpisodesTable, TvShowsTable } from '../schema.js';

/** An episode as TMDB lists it, to store. */
export interface KnownEpisode {
  episode: number;
  title: string;
  /** `YYYY-MM-DD` or null. */
  airDate: string | null;
}

/** An episode with its air day and its show's title, as the missing list and the calendar read it. */
interface DatedEpisodeRow {
  show_tmdb_id: number;
  show_title: string;
  season: number;
  episode: number;
  title: string;
  air_date: string;
}

/** A missing (or, with ignored ones asked for, ignored) episode with its show's title. */
export interface MissingRow extends DatedEpisodeRow {
  episode_ignored: number;
  show_ignored: number;
}

export interface MissingFilter {
  /** Today, `YYYY-MM-DD`: episodes airing after it are not missing yet. */
  today: string;
  showTmdbId?: number | undefined;
  /** Lower-cased words the show or episode title holds; '' for none. */
  q: string;
  includeIgnored: boolean;
}

/** One season's counts of a show. */
export interface SeasonCountsRow {
  show_tmdb_id: number;
  season: number;
  total: number;
  have: number;
  aired: number;
  upcoming: number;
  missing: number;
}

/** An episode on the calendar. */
export interface CalendarRow extends DatedEpisodeRow {
  have: number;
  /** 1 when the episode or its show is ignored. */
  ignored: number;
  last_episode: number;
}

/** A show in the library as the refresh job sees it. */
export interface RefreshCandidate {
  tmdb_id: number;
  title: string;
  /** null: its seasons were never read. */
  status: string | null;
  refreshed_at: number | null;
  /** 1 when an episode airs between today and the horizon. */
  airs_soon: number;
}

/** A known show. */
export type ShowRow = Pick<TvShowsTable, 'tmdb_id' | 'title' | 'status' | 'ignored' | 'refreshed_at'>;
/** A known episode. */
export type EpisodeRow = Pick<TvEpisodesTable, 'season' | 'episode' | 'title' | 'air_date' | 'ignored' | 'have'>;

/** The episodes linked records cover: each record's episode list expanded, spelt per store. */
export const LIBRARY_EPISODES = {
  sqlite: `SELECT DISTINCT p.tmdb_id, p.season_number, j.value
      FROM processed_files p, json_each(p.episode_numbers) j
     WHERE p.status = 'linked' AND p.media_type = 'tv' AND p.tmdb_id IS NOT NULL
       AND p.season_number IS NOT NULL AND json_valid(p.episode_numbers) AND j.type = 'integer'`,
  postgres: `SELECT DISTINCT p.tmdb_id, p.season_number, j.value::bigint
      FROM processed_files p CROSS JOIN LATERAL jsonb_array_elements_text(p.episode_numbers::jsonb) AS j(value)
     WHERE p.status = 'linked' AND p.media_type = 'tv' AND p.tmdb_id IS NOT NULL
       AND p.season_number IS NOT NULL AND p.episode_numbers LIKE '[%' AND j.value ~ '^[0-9]+$'`,
} as const;

/** A season's counts as plain numbers, whatever numeric type the store's sums come back as. */
export function countsOf(r: SeasonCountsRow): SeasonCountsRow {
  return {
    show_tmdb_id: r.show_tmdb_id,
    season: r.season,
    total: Number(r.total),
    have: Number(r.have),
    aired: Number(r.aired),
    upcoming: Number(r.upcoming),
    missing: Number(r.missing),
  };
}

/** Ids passed as one JSON array parameter, so a page of any length is one statement shape. */
export const ID_LIST = {
  sqlite: 'SELECT value FROM json_each(@ids)',
  postgres: 'SELECT (jsonb_array_elements_text(@ids::jsonb))::bigint',
} as const;
