// What a release is (an episode, a movie, or not known), decided in one place: for a single name
// (parse-name.ts) and for the record built from a name and its folders (parse-release.ts).

import { type EpisodeMarker } from './rules/marker.js';

/** What the record says a release is. */
export type MediaKind = 'movie' | 'episode' | 'unknown';

/**
 * What one name reads as. `plain` is a bare title (no episode token, year, tech words or edition):
 * a folder around it may say more (see rules/folder-context.ts).
 */
export type NameKind = 'episode' | 'movie' | 'plain';

/**
 * A name whose title ends at an episode token is an episode; without one it is a movie when a year,
 * tech words or an edition say so, and plain otherwise.
 */
export function nameKindOf(
  marker: EpisodeMarker | null,
  movie: { year: number | null; hasTech: boolean; edition: string | null },
): NameKind {
  if (marker !== null) return 'episode';
  return movie.year !== null || movie.hasTech || movie.edition !== null ? 'movie' : 'plain';
}

/**
 * The record's kind: an episode when the marker it was built with numbers something (a season,
 * episodes, absolute numbers, an air date, a special); else a movie when the name it was read from
 * reads as one; else unknown.
 */
export function mediaKindOf(marker: EpisodeMarker | null, nameKind: NameKind | undefined): MediaKind {
  if (marker !== null && numbersSomething(marker)) return 'episode';
  return nameKind === 'movie' ? 'movie' : 'unknown';
}

function numbersSomething(marker: EpisodeMarker): boolean {
  return (
    marker.season !== undefined ||
    (marker.episodes?.length ?? 0) > 0 ||
    (marker.absolute?.length ?? 0) > 0 ||
    (marker.specialAbsolute?.length ?? 0) > 0 ||
    marker.airDate !== undefined ||
    marker.special === true
  );
}
