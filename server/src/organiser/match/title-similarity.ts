// How alike two titles are, after the differences that never matter are taken away: case, accents,
// punctuation, `&` for `and`, Roman numerals, apostrophes, a leading article. Pure functions.

/** Leading articles dropped for comparison: English, French (`l'` after elision), German, Spanish, Italian. */
const LEADING_ARTICLES = new Set(['the', 'a', 'an', 'le', 'la', 'les', 'l', 'der', 'die', 'das', 'el', 'los', 'las']);

/** Standalone Roman numerals II–X, read as the number (`Rocky II` = `Rocky 2`). `I` is left alone (a word). */
const ROMAN_NUMERALS = new Map([
  ['ii', '2'],
  ['iii', '3'],
  ['iv', '4'],
  ['v', '5'],
  ['vi', '6'],
  ['vii', '7'],
  ['viii', '8'],
  ['ix', '9'],
  ['x', '10'],
]);

/** Letters with no decomposition that NFKD would leave as they are. */
const FOLDED_LETTERS: Record<string, string> = { ß: 'ss', æ: 'ae', œ: 'oe', ø: 'o', đ: 'd', ł: 'l', ħ: 'h', ı: 'i' };

/** Combining accents of Latin, Greek and Cyrillic letters; kana voicing marks are kept (they change the word). */
const COMBINING_ACCENTS = /[\u0300-\u036f]/g;
/** `l'Amour`, `d'Amélie`: a French elision is its own word. */
const ELISION = /(^|[^\p{L}\p{N}])([ld])['’ʼ`´](?=\p{L})/gu;
const APOSTROPHES = /['’ʼ`´]/g;
const NOT_LETTER_OR_DIGIT = /[^\p{L}\p{N}]+/gu;
/** Scripts written without spaces: compared character by character. */
const UNSPACED_SCRIPT = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u;
const DIGITS = /^\d+$/;

/** A leading article costs this much: `Office` is close to `The Office`, not the same. */
const ARTICLE_PENALTY = 0.08;
/** Same letters, different spacing (`Spiderman` / `Spider-Man`). */
const SPACING_ONLY = 0.97;
/** Titles whose numbers differ are different titles (`Blade Runner` / `Blade Runner 2049`, `Rocky` / `Rocky 2`). */
const NUMBER_MISMATCH_FACTOR = 0.75;

/**
 * The comparable form of a title: lower case, accents removed, apostrophes dropped (`Schindler's` =
 * `Schindlers`), `&` read as `and`, other punctuation as a space (`Title: Subtitle` = `Title - Subtitle`),
 * Roman numerals II–X as digits. Words of any script are kept (CJK, Cyrillic, Hangul…).
 */
export function normaliseTitle(text: string): string {
  let t = text.normalize('NFKD').replace(COMBINING_ACCENTS, '').normalize('NFC').toLowerCase();
  t = t.replace(/[ßæœøđłħı]/g, (letter) => FOLDED_LETTERS[letter] ?? letter);
  t = t.replace(ELISION, '$1$2 ').replace(APOSTROPHES, '');
  t = t.replace(/&/g, ' and ').replace(NOT_LETTER_OR_DIGIT, ' ').trim();
  if (t === '') return '';
  return t
    .split(' ')
    .map((word) => ROMAN_NUMERALS.get(word) ?? word)
    .join(' ');
}

/** The normalised title without a leading article: the key under which two spellings are "the same title". */
export function titleKey(text: string): string {
  return stripLeadingArticle(normaliseTitle(text));
}

/** `the office` → `office`; a title that is only an article is kept. */
export function stripLeadingArticle(normalised: string): string {
  const space = normalised.indexOf(' ');
  if (space < 0) return normalised;
  return LEADING_ARTICLES.has(normalised.slice(0, space)) ? normalised.slice(space + 1) : normalised;
}

/** Words of a normalised title; runs of Han/kana are split into single characters. */
export function titleTokens(normalised: string): string[] {
  if (normalised === '') return [];
  const tokens: string[] = [];
  for (const word of normalised.split(' ')) {
    if (!UNSPACED_SCRIPT.test(word)) {
      tokens.push(word);
      continue;
    }
    let run = '';
    for (const char of word) {
      if (UNSPACED_SCRIPT.test(char)) {
        if (run !== '') tokens.push(run);
        run = '';
        tokens.push(char);
      } else {
        run += char;
      }
    }
    if (run !== '') tokens.push(run);
  }
  return tokens;
}

/**
 * How alike two titles are, 0…1 (1: the same title once normalised). Half token overlap (F1 of the word
 * sets), half a Dice coefficient on character bigrams, so that both word order and small spelling
 * differences count; titles with different numbers are pushed apart; a leading article on one side
 * only costs a little.
 */
export function titleSimilarity(a: string, b: string): number {
  const left = normaliseTitle(a);
  const right = normaliseTitle(b);
  const whole = normalisedSimilarity(left, right);
  if (whole === 1) return 1;
  const leftBare = stripLeadingArticle(left);
  const rightBare = stripLeadingArticle(right);
  if (leftBare === left && rightBare === right) return whole;
  return Math.max(whole, normalisedSimilarity(leftBare, rightBare) - ARTICLE_PENALTY);
}

/** `titleSimilarity` of two already normalised titles, without the article rule. */
export function normalisedSimilarity(left: string, right: string): number {
  if (left === '' || right === '') return 0;
  if (left === right) return 1;
  if (left.replace(/ /g, '') === right.replace(/ /g, '')) return SPACING_ONLY;
  const leftTokens = titleTokens(left);
  const rightTokens = titleTokens(right);
  const score = 0.5 * tokenOverlap(leftTokens, rightTokens) + 0.5 * bigramDice(left, right);
  return sameNumbers(leftTokens, rightTokens) ? score : score * NUMBER_MISMATCH_FACTOR;
}

/** F1 of the two word sets: 1 when both hold the same words, whatever their order. */
function tokenOverlap(left: readonly string[], right: readonly string[]): number {
  const a = new Set(left);
  const b = new Set(right);
  if (a.size === 0 || b.size === 0) return 0;
  let shared = 0;
  for (const token of a) if (b.has(token)) shared++;
  return (2 * shared) / (a.size + b.size);
}

/**
 * Dice coefficient of the character bigrams, the ends marked (not with a space, which would make
 * `wars star` and `star wars` the same) so that one-letter titles still compare.
 */
function bigramDice(left: string, right: string): number {
  const a = bigrams(left);
  const b = bigrams(right);
  let total = 0;
  for (const count of b.values()) total += count;
  let size = 0;
  let shared = 0;
  for (const [gram, count] of a) {
    size += count;
    shared += Math.min(count, b.get(gram) ?? 0);
  }
  return size + total === 0 ? 0 : (2 * shared) / (size + total);
}

function bigrams(text: string): Map<string, number> {
  const chars = ['\u0002', ...text, '\u0003'];
  const grams = new Map<string, number>();
  for (let i = 0; i + 1 < chars.length; i++) {
    const gram = `${chars[i] ?? ''}${chars[i + 1] ?? ''}`;
    grams.set(gram, (grams.get(gram) ?? 0) + 1);
  }
  return grams;
}

function sameNumbers(left: readonly string[], right: readonly string[]): boolean {
  const a = new Set(left.filter((token) => DIGITS.test(token)).map(Number));
  const b = new Set(right.filter((token) => DIGITS.test(token)).map(Number));
  if (a.size !== b.size) return false;
  for (const number of a) if (!b.has(number)) return false;
  return true;
}
