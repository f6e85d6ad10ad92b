// Rule: choose the episode token of a name among all the candidates the episode rules found, and merge
// the absolute number written next to it (`[Group] Title - 05 - S01E05`). The title is what comes before.

import { type EpisodeMarker } from './marker.js';

export interface ChosenMarker {
  marker: EpisodeMarker;
  /** Where the title stops: the chosen token, or a number written just before it. */
  titleEnd: number;
}

const GAP = /^[\s._\-()[\]]*$/;

function gapBetween(text: string, from: number, to: number): boolean {
  return from <= to && to - from <= 5 && GAP.test(text.slice(from, to));
}

function hasEpisodes(m: EpisodeMarker): boolean {
  return (m.episodes?.length ?? 0) > 0;
}

function hasAbsolute(m: EpisodeMarker): boolean {
  return (m.absolute?.length ?? 0) > 0 || (m.specialAbsolute?.length ?? 0) > 0 || m.special === true;
}

function isDaily(m: EpisodeMarker): boolean {
  return m.airDate !== undefined || m.invalidDate === true;
}

function earliest(list: readonly EpisodeMarker[]): EpisodeMarker | undefined {
  let best: EpisodeMarker | undefined;
  for (const m of list) {
    if (best === undefined || m.start < best.start) best = m;
    else if (m.start === best.start) {
      const better = hasEpisodes(m) && !hasEpisodes(best) ? true : m.end - m.start > best.end - best.start;
      if (better) best = m;
    }
  }
  return best;
}

/** An absolute number written right after the chosen token (`S10E14 214`, `S01E01-02 (001-002)`). */
function mayFollow(n: EpisodeMarker, text: string, fansub: boolean): boolean {
  if (fansub) return n.rule === 'Title - 05' || n.rule === 'Title 214' || n.rule === '[05]';
  return n.rule === '[05]' && text[n.start] === '(';
}

/** An absolute number written right before it (`Title - 05 - S01E05`, `[Group] Title 214 10x14`). */
function mayPrecede(n: EpisodeMarker, fansub: boolean): boolean {
  if (n.rule === 'Title - 05') return true;
  return fansub && n.rule === 'Title 214' && (n.absolute?.[0] ?? 0) >= 100;
}

function seasonWordsBeforeNumber(m: EpisodeMarker, text: string, numbering: readonly EpisodeMarker[]): boolean {
  // `Title (Season 2) - 33` keeps its token, as Sonarr reads it: a season, then an absolute number.
  if (m.rule !== 'Season 2' || m.multiSeason === true || hasEpisodes(m) || text[m.start - 1] === '(') return false;
  return numbering.some((n) => n.rule === 'Title - 05' && n.start >= m.end && gapBetween(text, m.end, n.start));
}

/** Picks the token, or null when the name has none. */
export function selectMarker(text: string, markers: readonly EpisodeMarker[], fansub: boolean): ChosenMarker | null {
  if (markers.length === 0) return null;
  const numbering = markers.filter((m) => m.tier > 1 && (hasAbsolute(m) || hasEpisodes(m)));
  const tier1 = markers.filter((m) => {
    if (m.tier !== 1) return false;
    // `Title S2 - 07`: a bare short season token right before an absolute number belongs to the title,
    // and so does `Title Season 2 - 05` (`Title Season 2 Part 2 - 01`) before a dashed number.
    if (m.shortSeasonToken === true && numbering.some((n) => n.start >= m.end && gapBetween(text, m.end, n.start))) {
      return false;
    }
    if (seasonWordsBeforeNumber(m, text, numbering)) return false;
    // `Show 69. Bölüm (29.10.2023)`: a date in parentheses after an episode number annotates it.
    if (isDaily(m)) {
      return !(text[m.start - 1] === '(' && numbering.some((n) => n.end <= m.start));
    }
    return true;
  });
  let primary = earliest(tier1);
  let titleEnd = primary?.start ?? 0;
  if (primary !== undefined) {
    const p = primary;
    if (isDaily(p)) {
      // `Show E76 2024 08 08`: the number before a date is not part of the title.
      const before = numbering.find((n) => gapBetween(text, n.end, p.start));
      if (before !== undefined) titleEnd = before.start;
    }
    if (!hasEpisodes(p) || isDaily(p)) {
      // A date written right before `S20E142`, or a season pack followed by its episode (`S06.01`,
      // `Temporada 2 … [Cap.201]`): the episode token gives the numbers, the first token ends the title.
      const later = tier1.find(
        (m) =>
          m !== p &&
          hasEpisodes(m) &&
          !isDaily(m) &&
          m.start >= p.start &&
          (p.fullSeason === true ? true : gapBetween(text, p.end, m.start)),
      );
      if (later !== undefined && p.multiSeason !== true) {
        titleEnd = p.start;
        primary = later;
      }
    }
  } else {
    primary = earliest(markers.filter((m) => m.tier === 2)) ?? earliest(markers.filter((m) => m.tier === 3));
    if (primary === undefined) return null;
    titleEnd = primary.start;
  }
  const chosen: EpisodeMarker = { ...primary };
  if (primary.tier === 1 && !isDaily(primary)) {
    for (const n of numbering) {
      if (!hasAbsolute(n)) continue;
      const after = mayFollow(n, text, fansub) && gapBetween(text, chosen.end, n.start);
      const before = mayPrecede(n, fansub) && gapBetween(text, n.end, primary.start);
      if (!after && !before) continue;
      if (before && n.start < titleEnd) titleEnd = n.start;
      if (n.absolute && n.absolute.length > 0) chosen.absolute = n.absolute;
      if (n.specialAbsolute) chosen.specialAbsolute = n.specialAbsolute;
      if (n.special) chosen.special = true;
      if (n.version !== undefined && chosen.version === undefined) chosen.version = n.version;
      if (chosen.fullSeason && !hasEpisodes(chosen)) chosen.fullSeason = false;
      if (after) chosen.end = Math.max(chosen.end, n.end);
      break;
    }
  }
  return { marker: chosen, titleEnd };
}
