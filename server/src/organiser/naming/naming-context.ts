// What a naming format is rendered from, in a module of its own so that the renderer
// (format-template.ts) and its preview samples (sample-context.ts) can both name it without
// importing each other.

import type { EpisodeTarget, MatchedTitle } from '../match-types.js';
import type { ParsedRelease } from '../parse/parsed-release.js';
import type { MediaInfo } from './media-info.js';

/** What a format is rendered from. */
export interface NamingContext {
  title: MatchedTitle;
  /** For episodes: where the file lands (season, episodes, titles, air date, absolute numbers). */
  episode: EpisodeTarget | null;
  parsed: ParsedRelease | null;
  /** Stream facts from ffprobe; whatever is missing is taken from `parsed`. */
  mediaInfo?: MediaInfo | null;
}

/** The five naming formats of the Settings page, each previewed with its own sample. */
export type FormatType = 'standard' | 'daily' | 'anime' | 'season' | 'movie';
