// Rules for season and episode written in other languages' words: `Сезон 2 Серия 5`, `2 сезон 5 серия`,
// `Temporada 2 Capítulo 5`, `Staffel 3 Folge 4`, `Saison 1 Épisode 4`, `Sezon 2 Odcinek 5`,
// `第2季 第05集`, `シーズン2 第5話`, `시즌2 5화`, and the episode word alone (`Серия 5`, `Folge 4`,
// `第05集`), which leaves the season to a folder or to the title's own season words.

import { type EpisodeMarker } from './marker.js';
import { matches, pattern } from './matches.js';
import { hanNumber } from './season-signals.js';

/** Rule name of an episode word without a season: a folder may give the season (see folder-context.ts). */
export const LOCAL_EPISODE_RULE = 'Серия 5';

const SEP = String.raw`[\s._,()\-]*`;
const NUMBER = String.raw`(\d{1,4})`;
const HAN = String.raw`(\d{1,2}|[一二三四五六七八九十]{1,2})`;
/** Season words written before their number. */
const SEASON_BEFORE = String.raw`(?:сезон|sezon|staffel|temporada|saison|sæson|säsong|sesong|kausi)`;
/** Episode words written alone, before their number (`episode`, `episodio` are the English rules'). */
const EPISODE_WORD = String.raw`(?:серия|серії|эпизод|выпуск|odcinek|folge|cap[ií]tulo|jakso|avsnitt|afsnit)`;
/** Episode words written before their number after a season word. */
const EPISODE_BEFORE = String.raw`(?:${EPISODE_WORD}|cap\.?|episodio|[ée]pisode|ep\.?|b[oö]l[uü]m)`;
/** Episode words written after their number (`5 серия`, `5. Bölüm`). */
const EPISODE_AFTER = String.raw`(?:-?(?:я|й)\s*)?(?:серия|серії|эпизод|выпуск|b[oö]l[uü]m)`;

const RULES: { re: ReturnType<typeof pattern>; season: (m: RegExpExecArray) => number | null; episode: number }[] = [
  // Сезон 2 Серия 5, Staffel 3 Folge 4, Saison 1 Épisode 4, Temporada 2 Capítulo 5
  {
    re: pattern(
      new RegExp(`(?<![\\p{L}\\d])${SEASON_BEFORE}${SEP}${NUMBER}${SEP}${EPISODE_BEFORE}${SEP}${NUMBER}(?!\\d)`, 'giu'),
    ),
    season: (m) => Number(m[1]),
    episode: 2,
  },
  // 2 сезон 5 серия, 2. Sezon 5. Bölüm
  {
    re: pattern(
      new RegExp(
        `(?<![\\p{L}\\d])(\\d{1,2})\\.?(?:-?(?:й|ый|ой))?\\s*(?:сезон|sezon)${SEP}${NUMBER}\\.?\\s*${EPISODE_AFTER}(?![\\p{L}])`,
        'giu',
      ),
    ),
    season: (m) => Number(m[1]),
    episode: 2,
  },
  // 第2季 第05集, 第二季第5集, 第2期 第5話
  {
    re: pattern(new RegExp(`第\\s*${HAN}\\s*[季期部]\\s*第?\\s*${NUMBER}\\s*[集话話回]`, 'gu')),
    season: (m) => hanNumber(m[1]!),
    episode: 2,
  },
  // シーズン2 第5話, 시즌2 5화, 시즌 2 제5화
  {
    re: pattern(new RegExp(`(?:シーズン|시즌)\\s*(\\d{1,2})\\s*(?:第|제)?\\s*${NUMBER}\\s*[話话回화회]`, 'gu')),
    season: (m) => Number(m[1]),
    episode: 2,
  },
];

/** The episode word alone: `Серия 5`, `5 серия`, `Folge 4`, `Capítulo 5`, `第05集`, `第5話`, `5화`. */
const EPISODE_ONLY = [
  pattern(new RegExp(`(?<![\\p{L}\\d])${EPISODE_WORD}\\s*${NUMBER}(?!\\d)`, 'giu')),
  pattern(new RegExp(`(?<![\\p{L}\\d])${NUMBER}\\s*${EPISODE_AFTER}(?![\\p{L}])`, 'giu')),
  pattern(new RegExp(`第\\s*${NUMBER}\\s*[集话話回]`, 'gu')),
  pattern(new RegExp(`(?<![\\d])${NUMBER}\\s*[화회](?![\\p{L}])`, 'gu')),
];

/** Cheap test before the patterns: a letter of the words above, or a CJK episode word. */
const MAYBE_LOCAL = /[серэвоfcéeèbjas第シ시화회]/i;
const TURKISH_ONLY = /^\d+\.?\s*b[oö]l[uü]m$/i;

export function findLocalEpisodes(text: string, titleStart: number, out: EpisodeMarker[]): void {
  if (!MAYBE_LOCAL.test(text)) return;
  const taken: [number, number][] = [];
  for (const rule of RULES) {
    for (const m of matches(rule.re, text)) {
      const season = rule.season(m);
      if (m.index < titleStart || season === null) continue;
      const end = m.index + m[0].length;
      out.push({ rule: 'Сезон 2 Серия 5', tier: 1, start: m.index, end, season, episodes: [Number(m[rule.episode])] });
      taken.push([m.index, end]);
    }
  }
  for (const re of EPISODE_ONLY) {
    for (const m of matches(re, text)) {
      const end = m.index + m[0].length;
      // `69. Bölüm` is read by the Turkish rule already; a number inside a season-and-episode match is its.
      if (m.index < titleStart || TURKISH_ONLY.test(m[0]) || taken.some(([a, b]) => m.index >= a && end <= b)) continue;
      out.push({ rule: LOCAL_EPISODE_RULE, tier: 2, start: m.index, end, absolute: [Number(m[1])] });
    }
  }
}
