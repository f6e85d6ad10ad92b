// Whether one file follows a choice remembered for its folder, by what the file itself says: an
// episode never follows a movie's choice nor a movie a show's (unless a person forced the type for
// this file), and a file whose own name clearly names another title is matched on its own. Pure.

import path from 'node:path';
import type { MediaType } from '../match-types.js';
import { parseRelease } from '../parse/parse-release.js';
import type { CandidateFacts } from './score-candidate.js';
import { namesTheTitle } from './title-folder-verdict.js';

export type FollowVerdict = { follows: true } | { follows: false; reason: string };

export interface FileFacts {
  sourcePath: string;
  /** What the organiser takes the file for: an episode has episode markers in its name or folders. */
  kind: 'movie' | 'episode';
  /** Bonus material belongs to its folder's title, whatever type that is. */
  isExtra?: boolean | undefined;
  /** The type a person forced for this file. */
  forcedType?: MediaType | undefined;
}

const FOLLOWS: FollowVerdict = { follows: true };

/** An episode under a movie's choice, or a file that reads as a movie under a show's: not the choice's. */
export function typeAllows(file: FileFacts, chosen: MediaType, now: Date): FollowVerdict {
  if (file.forcedType !== undefined) {
    return file.forcedType === chosen
      ? FOLLOWS
      : { follows: false, reason: `it was forced as a ${typeName(file.forcedType)}` };
  }
  if (file.isExtra) return FOLLOWS;
  if (chosen === 'movie' && file.kind === 'episode') return { follows: false, reason: 'it is an episode' };
  if (chosen === 'tv' && file.kind === 'movie' && ownName(file, now)?.mediaKind === 'movie') {
    return { follows: false, reason: 'its name reads as a movie' };
  }
  return FOLLOWS;
}

/**
 * A name with a year, an episode token, quality words or an edition has its title delimited: when
 * that title is not the chosen one, the file is another title. A bare name (`holiday_clip_final`,
 * `movie`) says nothing either way; the folder decides for it.
 */
export function ownNameAllows(file: FileFacts, title: CandidateFacts, now: Date): FollowVerdict {
  const own = ownName(file, now);
  if (own === null || own.mediaKind === 'unknown' || own.title.trim() === '') return FOLLOWS;
  if (namesTheTitle(own, title)) return FOLLOWS;
  const named = own.year === null ? own.title : `${own.title} (${own.year})`;
  return { follows: false, reason: `its name names another title (“${named}”)` };
}

/** The file's name read alone, without the folders that lend a bare name their title. */
function ownName(file: FileFacts, now: Date) {
  return parseRelease(path.basename(file.sourcePath), { now });
}

function typeName(type: MediaType): string {
  return type === 'tv' ? 'show' : 'movie';
}
