// Where a file lands in a show the matcher found, with what the run has learnt about the show kept for
// its next files: the seasons read (one parse of the cached answer per season), the name's season
// signals judged against the show's names, and the seasons' names in other languages.

import { isTmdbError, type TmdbClient, type TmdbSeasonDetails } from '../../metadata/index.js';
import type { MatchedTitle } from '../match-types.js';
import type { ParsedRelease, SeasonSignal } from '../parse/parsed-release.js';
import { episodeTarget, type EpisodeResult } from './episode-target.js';
import { liveSeasonSignals, type ShowNames } from './live-signals.js';
import { specialTarget } from './special-episode.js';
import { seasonsOf, type TitleDetails } from './tmdb-facts.js';

interface PlacementRequest {
  parsed: ParsedRelease;
  kind: 'movie' | 'episode';
  /** A person's season and episode, which win over the name. */
  forced?: { season: number; episode: number } | undefined;
}

export class ShowPlacement {
  /** Seasons read this run, shared by the episodes of a show. Only read, never changed, by placement. */
  private readonly seasons = new Map<string, Promise<TmdbSeasonDetails>>();
  /** Live season signals by show and name: the episodes of a season pack share one answer. */
  private readonly signals = new Map<string, SeasonSignal[]>();
  /** Season names in other languages by show and season, settled or in flight. */
  private readonly translated = new Map<string, Promise<string[]>>();
  /** Where seasons come from for the run: the client, asked once per season. */
  readonly seasonMemo: Pick<TmdbClient, 'season'> = {
    season: (showId, seasonNumber) => {
      const key = `${showId}/${seasonNumber}`;
      let known = this.seasons.get(key);
      if (!known) {
        known = this.tmdb.season(showId, seasonNumber);
        known.catch(() => this.seasons.delete(key));
        this.seasons.set(key, known);
      }
      return known;
    },
  };

  constructor(
    private readonly tmdb: Pick<TmdbClient, 'season' | 'seasonTranslations'>,
    private readonly namesOf: (found: TitleDetails) => ShowNames,
  ) {}

  /**
   * Where in the show the file lands. A file with no episode marks (`Doctor.Who.2005.The.Christmas.
   * Invasion`) matched to a show is one of its specials or nothing: a show is never linked without
   * its episode.
   */
  place(request: PlacementRequest, found: TitleDetails, title: MatchedTitle): Promise<EpisodeResult> {
    const base = {
      tmdb: this.seasonMemo,
      showId: title.tmdbId,
      showTitle: title.title,
      seasons: seasonsOf(found),
      parsed: request.parsed,
    };
    if (request.kind === 'movie' && !request.forced) return specialTarget({ ...base, showYear: title.year });
    return episodeTarget({
      ...base,
      forced: request.forced,
      signals: this.liveSignals(request.parsed, found),
      isAnime: title.isAnime,
      showEnded: found.mediaType === 'tv' && !found.details.in_production,
      otherSeasonNames: (season) => this.seasonNames(title.tmdbId, season),
    });
  }

  /** The name's season signals that speak of a season of this show, worked out once per show and name. */
  private liveSignals(parsed: ParsedRelease, found: TitleDetails): SeasonSignal[] {
    const key = `${found.details.id}|${parsed.title}|${JSON.stringify(parsed.seasonSignals)}`;
    let known = this.signals.get(key);
    if (!known) {
      known = liveSeasonSignals(parsed, this.namesOf(found), seasonsOf(found));
      this.signals.set(key, known);
    }
    return known;
  }

  /** A season's names in other languages, asked once per season and run (and cached by the client). */
  private seasonNames(showId: number, season: number): Promise<string[]> {
    const key = `${showId}/${season}`;
    let known = this.translated.get(key);
    if (!known) {
      known = this.tmdb
        .seasonTranslations(showId, season)
        .then((answer) => answer.translations.map((entry) => entry.data.name).filter((name) => name.trim() !== ''))
        .catch((error: unknown) => {
          if (isTmdbError(error, 'not_found')) return [];
          this.translated.delete(key);
          throw error;
        });
      this.translated.set(key, known);
    }
    return known;
  }
}
