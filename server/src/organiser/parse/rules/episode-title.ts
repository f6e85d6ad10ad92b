// Rule: the episode title some names carry after their episode token (`S01E01.The.Boy.in.the.Iceberg.1080p`).
// It tells namesakes apart (a show and its remake number their episodes alike but name them
// differently), so only words a person wrote count: tech words, scene tags and the group end it.

import { type EpisodeMarker } from './marker.js';
import { firstTechWord } from './tech-words.js';
import { cleanTitle } from './title-cleanup.js';

/** Scene words written between an episode title and the tech part; they are never part of a title here. */
const SCENE_WORDS =
  /(?:^|[\s._-])(?:proper|repack\d?|rerip|real|internal|readnfo|limited|uncut|extended|unrated|dubbed|subbed|multi|german|french|spanish|italian|dutch|swedish|nordic|vostfr|ita|eng|web|hdtv|1080|720|2160|480)(?=$|[\s._-])/i;
const BRACKET = /[[({]/;
/** `-GRP` at the end: the release group, not a word of the title. */
const TRAILING_GROUP = /-[A-Za-z0-9]+$/;
const LETTERS = /\p{L}{2}/u;

/** `Cheers - 104 - Sam at Eleven`: a dashed number followed by a dashed title. */
const DASHED_TITLE_NEXT = /^\s+-\s+\p{L}/u;

/**
 * The words after an explicit `SxxEyy`/`1x02` token, or after a dashed number followed by a dashed
 * title (`Show - 104 - Title`), up to the first tech word; or null.
 */
export function episodeTitleAfter(text: string, marker: EpisodeMarker | null): string | null {
  if (marker === null || marker.airDate !== undefined) return null;
  const dashed = marker.rule === 'Title - 05' && DASHED_TITLE_NEXT.test(text.slice(marker.end));
  if (!dashed && (marker.tier !== 1 || marker.season === undefined || !marker.episodes?.length)) return null;
  let end = firstTechWord(text, marker.end);
  if (end < 0) end = text.length;
  let raw = text.slice(marker.end, end);
  const bracket = BRACKET.exec(raw);
  if (bracket) raw = raw.slice(0, bracket.index);
  const scene = SCENE_WORDS.exec(raw);
  if (scene) raw = raw.slice(0, scene.index);
  if (end === text.length) raw = raw.replace(TRAILING_GROUP, '');
  const title = cleanTitle(raw.replace(/^[\s._-]+/, ''));
  return LETTERS.test(title) ? title : null;
}
