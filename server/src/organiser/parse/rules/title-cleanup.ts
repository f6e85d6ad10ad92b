// Rules that turn the raw title span of a name into the title as written: separators become spaces,
// acronyms keep their dots (U.N.C.L.E., L.A., Dr.), Unicode is kept, no word is ever deleted for being a
// "keyword". Also: several titles in one name (`A AKA B`, `A / B`), and a trailing year.

const UNDERSCORE = /_/g;
/** Characters that cannot be in a file name anyway (and `<>` around a Korean title). */
const INVALID_CHARS = /[?*"<>]/g;
const MULTI_SPACE = /\s{2,}/g;
/** Characters trimmed from the start and from the end of a title. */
const LEADING_JUNK = new Set([...' \t-–:;,.~+&|/']);
const TRAILING_JUNK = new Set([...' \t-–;,~+&|/([{']);
const DOTTED_AKA = /(?<![a-z])a\.k\.a\.?(?=[\s.]|$)/gi;
const UNCLOSED_YEAR = /\(((?:19|20)\d{2})$/;
const ABBREVIATIONS = new Set(['dr', 'mr', 'mrs', 'ms', 'jr', 'sr', 'st', 'vs', 'mt', 'ft']);
const AKA = /(?:^|[\s(])aka\s/i;
/** `我的人间烟火 Fireworks Series`, `おおかみこどもの雨と雪 Wolf Children`, `곡성 The Wailing`: a native title, then a Latin one. */
const HAN_PREFIX =
  /^([\u3040-\u30ff\u3400-\u9fff\uac00-\ud7af\u3000-\u303f\uff00-\uffef]+(?:\s+[\u3040-\u30ff\u3400-\u9fff\uac00-\ud7af\u3000-\u303f\uff00-\uffef]+)*)\s+([A-Za-z0-9][^\u3040-\u30ff\u3400-\u9fff\uac00-\ud7af]*)$/;
const AFTER_LAST_BRACKET = /^(.*[\u3400-\u9fff].*\])\s*([A-Za-z][^\]]*)$/;
const TITLE_SPLIT = /\s+[/|]\s+|(?<=[\u3040-\u30ff\u3400-\u9fff])\/|\/(?=[\u3040-\u30ff\u3400-\u9fff])|·/;
const LATIN = /[A-Za-z]/;
const NON_LATIN_LETTER = /[\u0400-\u04ff\u3040-\u30ff\u3400-\u9fff\uac00-\ud7af]/;
const LEADING_PAREN_OPEN = /^[([{]\s*(?=[^)\]}]*$)/;
const TRAILING_COMPLETE = /\s+complete(?:\s+series)?$/i;

/** Turns the dots of a dotted name into spaces, keeping acronyms (`R.I.P.D.`) and abbreviations (`Dr.`). */
/** One letter of any cased script (`A`, `é`, `Ж`). */
function isSingleLetter(part: string): boolean {
  return part.length === 1 && part.toLowerCase() !== part.toUpperCase();
}

/** `Agents of S` → `S`: the word a dot follows (acronyms start after a space in spaced names). */
function lastWord(part: string): string {
  const space = part.lastIndexOf(' ');
  return space < 0 ? part : part.slice(space + 1);
}

function undot(text: string): string {
  if (!text.includes('.')) return text;
  const parts = text.split('.');
  let out = '';
  for (let i = 0; i < parts.length; i++) {
    const part = parts[i]!;
    const last = i === parts.length - 1;
    if (last) {
      out += part;
      break;
    }
    const next = parts[i + 1] ?? '';
    const prev = i > 0 ? parts[i - 1]! : '';
    const nextIsLetter = isSingleLetter(next);
    const inAcronym = isSingleLetter(lastWord(part)) && (nextIsLetter || isSingleLetter(prev));
    const abbreviation = part.length <= 3 && ABBREVIATIONS.has(part.toLowerCase()) && /^\s?\p{Lu}/u.test(next);
    if (inAcronym) {
      out += `${part}.`;
      if (!nextIsLetter && next.length > 0 && !next.startsWith(' ')) out += ' ';
    } else if (abbreviation) {
      out += next.startsWith(' ') ? `${part}.` : `${part}. `;
    } else if (part.endsWith(' ') || next.startsWith(' ') || part.length === 0) {
      out += part;
    } else {
      out += `${part} `;
    }
  }
  return out;
}

/** The raw span before an episode token or a year → the title as written. */
function trimJunk(t: string): string {
  let a = 0;
  let b = t.length;
  while (a < b && LEADING_JUNK.has(t[a]!)) a++;
  while (b > a && TRAILING_JUNK.has(t[b - 1]!)) b--;
  return a === 0 && b === t.length ? t : t.slice(a, b);
}

export function cleanTitle(raw: string): string {
  let t = raw.includes('_') ? raw.replace(UNDERSCORE, ' ') : raw;
  if (t.includes('.')) t = undot(t.replace(DOTTED_AKA, 'AKA'));
  t = t.replace(INVALID_CHARS, '');
  if (t.includes('  ')) t = t.replace(MULTI_SPACE, ' ');
  t = trimJunk(t);
  if (t.startsWith('(') || t.startsWith('[') || t.startsWith('{')) {
    t = t.replace(LEADING_PAREN_OPEN, '').replace(/^\((?=[^)]*$)/, '');
  }
  if (t.endsWith(')') && !t.includes('(')) t = t.slice(0, -1);
  if (/\d$/.test(t)) t = t.replace(UNCLOSED_YEAR, '($1)');
  return t.trim();
}

/** `Show Complete Series` → `Show`: a season pack's `Complete` is not part of the show's title. */
export function stripCompleteSuffix(title: string): string {
  return title.replace(TRAILING_COMPLETE, '');
}

interface TitleParts {
  /** The preferred title. */
  title: string;
  /** All titles the span carries (one entry when it carries one). */
  parts: string[];
}

/**
 * `Енола Голмс / Enola Holmes`, `A AKA B`, `后宫之乌/Series Title`: several titles in one span. An episode
 * prefers the last Latin-script part when another part is in another script (`Босх: Спадок / Series: Legacy`).
 */
/** Anything that can separate two titles; a name without any of these carries one title. */
const MAYBE_SEVERAL = /aka|[/|·\]\u3040-\u30ff\u3400-\u9fff\uac00-\ud7af]/i;

export function splitTitles(title: string): TitleParts {
  if (!MAYBE_SEVERAL.test(title)) return { title, parts: [title] };
  let parts: string[];
  const aka = AKA.exec(title);
  const han = TITLE_SPLIT.test(title) ? null : (HAN_PREFIX.exec(title) ?? AFTER_LAST_BRACKET.exec(title));
  if (aka && aka.index > 0) {
    parts = [title.slice(0, aka.index + 1), title.slice(aka.index + aka[0].length)];
  } else if (han) {
    // `我的人间烟火 Fireworks Series`, `当我飞奔向你[全24集] Series Towards You`: the native title, then the Latin one.
    return { title: cleanTitle(han[2]!), parts: [cleanTitle(han[1]!), cleanTitle(han[2]!)] };
  } else {
    parts = title.split(TITLE_SPLIT);
  }
  parts = parts.map((p) => cleanTitle(p)).filter((p) => p.length > 0);
  if (parts.length <= 1) return { title, parts: [title] };
  const latin = parts.filter((p) => LATIN.test(p));
  const foreign = parts.some((p) => !LATIN.test(p) || NON_LATIN_LETTER.test(p));
  if (foreign && latin.length > 0) return { title: latin[latin.length - 1]!, parts };
  return { title, parts };
}

const TRAILING_YEAR = /^(.*?\S)\s*[([]?((?:19|20)\d{2})[)\]]?$/;

/** `Show (2010)` → `Show` + 2010; a title that is only a year (`1923`) stays a title. */
export function splitTrailingYear(fullTitle: string): { title: string; year: number | null } {
  const m = TRAILING_YEAR.exec(fullTitle);
  if (!m) return { title: fullTitle, year: null };
  return { title: trimJunk(m[1]!).trim(), year: Number(m[2]) };
}
