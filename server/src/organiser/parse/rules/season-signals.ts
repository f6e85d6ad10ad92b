// Rule: every way a name says which season it is of, read where it is written. A season is not only
// `S02E05`: fansub and local releases write it into the title (`Vinland Saga Season 2 - 05`, `Mob
// Psycho 100 III - 02`, `Log Horizon 2 - 07`, `Re Zero 2nd Season Part 2 - 01`, `Ходячие мертвецы 2
// сезон`, `琅琊榜 第2季`), name it (`JoJo - Stardust Crusaders - 05`, `Show (The Final Season) - 75`),
// or leave it to a folder. The parser reports what it reads; whether a signal is the show's own name
// (`Babylon 5`) or a season of it is for the matcher to say, against TMDB's seasons.

/** How the name says it. */
export type SeasonSignalKind =
  /** `S02E05`, `2x05`, `Season 2`, `S2`: the number, in English or as a token. */
  | 'number'
  /** `2nd Season`, `Second Season`, `Season Two`, `Zweite Staffel`. */
  | 'ordinal'
  /** `III`, `Ⅲ` after the show's name. */
  | 'roman'
  /** A sequel mark after the name: `Log Horizon 2`, `Gintama'`. */
  | 'sequel'
  /** `The Final Season`. */
  | 'final'
  /** An arc's or part's name: `Stardust Crusaders`, `(The Final Season)`. */
  | 'named'
  /** A season word of another language: `Сезон 2`, `Staffel 3`, `Temporada 2`, `第2季`, `シーズン2`. */
  | 'local'
  /** A special named by its title (`The Holiday Special`): season 0, found by the episode's name. */
  | 'special';

export interface SeasonSignal {
  kind: SeasonSignalKind;
  /** The season the words number; null when they name it without a number (an arc, `Gintama'`). */
  season: number | null;
  /** The words as written: `Stardust Crusaders`, `2nd Season Part 2`, `III`, `Staffel 3`. */
  text: string;
  /** A later cour or part of that season (`Part 2`, `2nd Cour`), when the name gives one. */
  part: number | null;
  /** Where it was read: the file's name, or a folder around it. */
  from: 'name' | 'folder';
  /**
   * The title without the season words, when they were part of it (`Mob Psycho 100` of `Mob Psycho
   * 100 III`): the show's own name if the words are a season of it.
   */
  showTitle: string | null;
}

const ENGLISH_ORDINALS = [
  'first',
  'second',
  'third',
  'fourth',
  'fifth',
  'sixth',
  'seventh',
  'eighth',
  'ninth',
  'tenth',
];
const ENGLISH_NUMBERS = ['one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten'];
// prettier-ignore
const LOCAL_ORDINALS: Readonly<Record<string, number>> = {
  erste: 1, zweite: 2, dritte: 3, vierte: 4, 'fünfte': 5, fuenfte: 5, sechste: 6,
  'première': 1, premiere: 1, 'deuxième': 2, deuxieme: 2, seconde: 2, 'troisième': 3, troisieme: 3,
  'quatrième': 4, quatrieme: 4, 'cinquième': 5, cinquieme: 5,
  primera: 1, segunda: 2, tercera: 3, cuarta: 4, quinta: 5, sexta: 6,
  seconda: 2, terza: 3, quarta: 4,
  'первый': 1, 'второй': 2, 'третий': 3, 'четвертый': 4, 'четвёртый': 4, 'пятый': 5, 'шестой': 6,
};
const HAN_DIGITS: Readonly<Record<string, number>> = {
  一: 1,
  二: 2,
  三: 3,
  四: 4,
  五: 5,
  六: 6,
  七: 7,
  八: 8,
  九: 9,
  十: 10,
};
const ROMAN: Readonly<Record<string, number>> = { II: 2, III: 3, IV: 4, V: 5, VI: 6, VII: 7, VIII: 8, IX: 9, X: 10 };
/** Season words of other languages, before the number. */
const LOCAL_SEASON_WORDS = 'staffel|temporada|saison|stagione|seizoen|sezon|sæson|säsong|sesong|kausi|сезон|sezona';

interface Peeled {
  rest: string;
  kind: SeasonSignalKind;
  season: number | null;
  part: number | null;
  text: string;
}

function ordinalNumber(word: string): number | null {
  const lower = word.toLowerCase();
  const english = ENGLISH_ORDINALS.indexOf(lower);
  if (english >= 0) return english + 1;
  const number = ENGLISH_NUMBERS.indexOf(lower);
  if (number >= 0) return number + 1;
  return LOCAL_ORDINALS[lower] ?? null;
}

/** `2`, `二`, `十二`: a number written in digits or Han numerals. */
export function hanNumber(digits: string): number | null {
  if (/^\d+$/.test(digits)) return Number(digits);
  if (digits === '十') return 10;
  if (digits.length === 2 && digits[0] === '十') return 10 + (HAN_DIGITS[digits[1]!] ?? 0);
  return HAN_DIGITS[digits] ?? null;
}

function partNumber(word: string): number | null {
  if (/^\d+$/.test(word)) return Number(word);
  return ROMAN[word.toUpperCase()] ?? ordinalNumber(word);
}

const PART = /^(.*\S)\s+(?:part|cour)\s*(\d{1,2}|ii|iii|iv|two|three|four)$/i;
const ORDINAL_PART = /^(.*\S)\s+(\d)(?:st|nd|rd|th)\s+(?:cour|part)$/i;
const SEASON_NUMBER = /^(.*\S)\s+(season|series|s)\s*(\d{1,2})$/i;
const LOCAL_SEASON_NUMBER = new RegExp(`^(.*\\S)\\s+(${LOCAL_SEASON_WORDS})\\s*(\\d{1,2})$`, 'iu');
const NUMBER_LOCAL_SEASON = /^(.*\S)\s+(\d{1,2})(?:-?(?:й|ый|ой))?\s*(сезон|sezon|staffel|temporada|saison)$/iu;
const ORDINAL_SEASON = /^(.*\S)\s+(\d{1,2})(?:st|nd|rd|th|\.)\s+(season|staffel|saison|temporada)$/i;
const WORD_SEASON = new RegExp(`^(.*\\S)\\s+(\\p{L}+)\\s+(season|staffel|saison|temporada|stagione|сезон)$`, 'iu');
const SEASON_WORD_NUMBER = /^(.*\S)\s+(?:season|saison)\s+(\p{L}+)$/iu;
const HAN_SEASON = /^(.*?\S)\s*第\s*([0-9]{1,2}|[一二三四五六七八九十]{1,2})\s*([季期部])$/u;
const KANA_SEASON = /^(.*?\S)\s*(?:シーズン|시즌)\s*([0-9]{1,2})$/u;
const JAPANESE_NTH = /^(.*?\S)\s*([0-9]{1,2})期$/u;
const FINAL_SEASON = /^(.*?\S)\s+((?:the\s+)?final\s+season)$/i;
const ROMAN_SUFFIX = /^(.*\S)\s+(II|III|IV|V|VI|VII|VIII|IX|X)$/;
const UNICODE_ROMAN_SUFFIX = /^(.*\S)\s*([\u2161-\u2169\u2171-\u2179])$/u;
const SEQUEL_DIGIT = /^(.*\S)\s+([2-9])$/;
const APOSTROPHE_SUFFIX = /^(.*[\p{L}\p{N}])(['’]+)$/u;
/** `Show - Arc name`: a subtitle after a spaced dash (the first one: a title seldom has two). */
const DASH_SUBTITLE = /^(.+?\S)\s+[-–]\s+(\S.*)$/;
/** `Show (The Final Season)`: words in brackets, not a year or a country tag. */
const BRACKET_SUBTITLE = /^(.+?\S)\s+\((?=[^()]*\p{L}{2})([^()]{4,})\)$/u;
const COUNTRY_OR_YEAR = /^(?:[A-Z]{2,3}|(?:19|20)\d\d)$/;

/** One season mark at the end of `title`, or null. */
function peelOne(title: string): Peeled | null {
  const text = (found: RegExpExecArray) => title.slice(found[1]!.length).trim();
  let m = PART.exec(title) ?? ORDINAL_PART.exec(title);
  if (m) return { rest: m[1]!, kind: 'number', season: null, part: partNumber(m[2]!), text: text(m) };
  m = SEASON_NUMBER.exec(title);
  if (m) return { rest: m[1]!, kind: 'number', season: Number(m[3]), part: null, text: text(m) };
  m = LOCAL_SEASON_NUMBER.exec(title);
  if (m) return { rest: m[1]!, kind: 'local', season: Number(m[3]), part: null, text: text(m) };
  m = NUMBER_LOCAL_SEASON.exec(title);
  if (m) return { rest: m[1]!, kind: 'local', season: Number(m[2]), part: null, text: text(m) };
  m = ORDINAL_SEASON.exec(title);
  if (m) return { rest: m[1]!, kind: 'ordinal', season: Number(m[2]), part: null, text: text(m) };
  m = WORD_SEASON.exec(title);
  if (m && ordinalNumber(m[2]!) !== null) {
    return { rest: m[1]!, kind: 'ordinal', season: ordinalNumber(m[2]!), part: null, text: text(m) };
  }
  m = SEASON_WORD_NUMBER.exec(title);
  if (m && ordinalNumber(m[2]!) !== null) {
    return { rest: m[1]!, kind: 'ordinal', season: ordinalNumber(m[2]!), part: null, text: text(m) };
  }
  m = HAN_SEASON.exec(title) ?? KANA_SEASON.exec(title) ?? JAPANESE_NTH.exec(title);
  if (m) return { rest: m[1]!, kind: 'local', season: hanNumber(m[2]!), part: null, text: text(m) };
  m = FINAL_SEASON.exec(title);
  if (m) return { rest: m[1]!, kind: 'final', season: null, part: null, text: text(m) };
  m = ROMAN_SUFFIX.exec(title);
  if (m) return { rest: m[1]!, kind: 'roman', season: ROMAN[m[2]!] ?? null, part: null, text: m[2]! };
  m = UNICODE_ROMAN_SUFFIX.exec(title);
  if (m) {
    const ascii = m[2]!.normalize('NFKC').toUpperCase();
    return { rest: m[1]!, kind: 'roman', season: ROMAN[ascii] ?? null, part: null, text: m[2]! };
  }
  m = SEQUEL_DIGIT.exec(title);
  if (m) return { rest: m[1]!, kind: 'sequel', season: Number(m[2]), part: null, text: m[2]! };
  m = APOSTROPHE_SUFFIX.exec(title);
  if (m) return { rest: m[1]!, kind: 'sequel', season: null, part: null, text: m[2]! };
  return null;
}

const TRAILING_SEPARATORS = /[\s\-–:,]+$/;

function peelAll(title: string): { rest: string; signals: Peeled[] } {
  const signals: Peeled[] = [];
  let rest = title.trim();
  for (let i = 0; i < 3; i++) {
    const peeled = peelOne(rest);
    const left = peeled?.rest.replace(TRAILING_SEPARATORS, '').trim() ?? '';
    if (peeled === null || left === '') break;
    signals.unshift(peeled);
    rest = left;
  }
  return { rest, signals };
}

/** The marks a subtitle is made of (`(Season 2)`, `- The Final Season`), or its name (`- Stardust Crusaders`). */
function subtitleSignals(subtitle: string): Peeled[] {
  // A mark needs words before it to be read; a stand-in word lets a subtitle that is only a mark be read.
  const inner = peelAll(`x ${subtitle}`);
  const words = inner.rest === 'x' ? '' : inner.rest.slice(2).trim();
  const final = FINAL_SEASON.exec(`x ${words}`);
  const named: Peeled[] = [];
  if (final) named.push({ rest: '', kind: 'final', season: null, part: null, text: final[2]! });
  else if (words !== '') named.push({ rest: '', kind: 'named', season: null, part: null, text: words });
  return [...named, ...inner.signals];
}

/** A part written after a season mark belongs to it (`2nd Season Part 2`); a part alone stays alone. */
function joinParts(peeled: readonly Peeled[]): Peeled[] {
  const out: Peeled[] = [];
  for (const p of peeled) {
    const before = out[out.length - 1];
    if (p.part !== null && p.season === null && p.kind === 'number' && before && before.part === null) {
      out[out.length - 1] = { ...before, part: p.part, text: `${before.text} ${p.text}` };
    } else {
      out.push(p);
    }
  }
  return out;
}

/**
 * The season marks a title ends with, and its arc or part name (`Show - Arc - 05`), each with the
 * title that is left without them. A title that is only a mark (`Season 2`) says nothing of a show.
 */
export function titleSeasonSignals(title: string): SeasonSignal[] {
  const trimmed = title.trim();
  if (trimmed === '') return [];
  let { rest, signals } = peelAll(trimmed);
  const subtitled = DASH_SUBTITLE.exec(rest) ?? BRACKET_SUBTITLE.exec(rest);
  if (subtitled && !COUNTRY_OR_YEAR.test(subtitled[2]!.trim())) {
    signals = [...subtitleSignals(subtitled[2]!.trim()), ...signals];
    rest = subtitled[1]!;
  }
  const showTitle = rest.replace(TRAILING_SEPARATORS, '').trim();
  if (showTitle === '' || signals.length === 0) return [];
  return joinParts(signals).map((p) => ({
    kind: p.kind,
    season: p.season,
    text: p.text,
    part: p.part,
    from: 'name',
    showTitle,
  }));
}

/** `Show.Name.The.Holiday.Special`, `Top Gear Patagonia Special`: a special named by its title. */
const SPECIAL_TITLE = /^(.+\S)\s+(specials?)$/i;
const THE_BEFORE = /^(.*\S)\s+(the\s+.*)$/i;

/** A movie-like name ending in `Special`: the show's title and the special's, or null. */
export function specialSignal(title: string): SeasonSignal | null {
  const m = SPECIAL_TITLE.exec(title.trim());
  if (!m) return null;
  let show = m[1]!;
  let special = m[2]!;
  // `Show Name The Holiday Special`: a "The" within the last words starts the special's title.
  const the = THE_BEFORE.exec(show);
  if (the && the[2]!.split(/\s+/).length <= 3 && the[1]!.trim() !== '') {
    show = the[1]!;
    special = `${the[2]!} ${special}`;
  } else if (!/\s/.test(special) && /\s/.test(show)) {
    // `Top Gear Patagonia Special`: the word before `Special` is the special's.
    const cut = show.lastIndexOf(' ');
    special = `${show.slice(cut + 1)} ${special}`;
    show = show.slice(0, cut);
  }
  return { kind: 'special', season: 0, text: special.trim(), part: null, from: 'name', showTitle: show.trim() };
}
