import { describe, expect, it } from 'vitest';
import { normaliseTitle, stripLeadingArticle, titleKey, titleSimilarity, titleTokens } from './title-similarity.js';

describe('normaliseTitle', () => {
  it.each([
    ['The Matrix', 'the matrix'],
    ['Amélie', 'amelie'],
    ['Léon: The Professional', 'leon the professional'],
    ['Leon - The Professional', 'leon the professional'],
    ["Schindler's List", 'schindlers list'],
    ['Schindler’s List', 'schindlers list'],
    ['Law & Order', 'law and order'],
    ['Rocky II', 'rocky 2'],
    ['Star Wars: Episode IV - A New Hope', 'star wars episode 4 a new hope'],
    ['Mission: Impossible – Dead Reckoning', 'mission impossible dead reckoning'],
    ["Le Fabuleux Destin d'Amélie Poulain", 'le fabuleux destin d amelie poulain'],
    ["L'Odyssée", 'l odyssee'],
    ['Straße der Sehnsucht', 'strasse der sehnsucht'],
    ['Ｆｕｌｌ Ｗｉｄｔｈ', 'full width'],
    ['千と千尋の神隠し', '千と千尋の神隠し'],
    ['기생충', '기생충'],
    ['Брат', 'брат'],
    ['  ...  ', ''],
  ])('%s → %s', (input, expected) => {
    expect(normaliseTitle(input)).toBe(expected);
  });

  it('keeps the voicing marks of kana (they make a different word)', () => {
    expect(normaliseTitle('ガンダム')).toBe('ガンダム');
  });

  it('reads only standalone Roman numerals II–X as numbers', () => {
    expect(normaliseTitle('Vivid Ix Ivy')).toBe('vivid 9 ivy');
    expect(normaliseTitle('I Am Legend')).toBe('i am legend');
  });
});

describe('leading articles', () => {
  it.each([
    ['The Office', 'office'],
    ['A Quiet Place', 'quiet place'],
    ['An American Werewolf in London', 'american werewolf in london'],
    ['Les Misérables', 'miserables'],
    ['Das Boot', 'boot'],
    ['El Camino', 'camino'],
    ['Los Olvidados', 'olvidados'],
    ["L'Avventura", 'avventura'],
    ['The', 'the'],
    ['Them', 'them'],
  ])('titleKey(%s) = %s', (input, expected) => {
    expect(titleKey(input)).toBe(expected);
  });

  it('only strips a whole leading word', () => {
    expect(stripLeadingArticle('theory of everything')).toBe('theory of everything');
  });
});

describe('titleTokens', () => {
  it('splits Han and kana into characters and keeps spaced scripts as words', () => {
    expect(titleTokens('千と千尋の神隠し')).toEqual(['千', 'と', '千', '尋', 'の', '神', '隠', 'し']);
    expect(titleTokens('進撃の巨人 season 2')).toEqual(['進', '撃', 'の', '巨', '人', 'season', '2']);
    expect(titleTokens('오징어 게임')).toEqual(['오징어', '게임']);
  });
});

describe('titleSimilarity', () => {
  it('is 1 for spellings that differ only in case, accents, punctuation, & and numerals', () => {
    expect(titleSimilarity('Amelie', 'Amélie')).toBe(1);
    expect(titleSimilarity('Leon The Professional', 'Léon: The Professional')).toBe(1);
    expect(titleSimilarity('Dune: Part Two', 'Dune - Part Two')).toBe(1);
    expect(titleSimilarity('Law and Order', 'Law & Order')).toBe(1);
    expect(titleSimilarity('Rocky 2', 'Rocky II')).toBe(1);
    expect(titleSimilarity('千と千尋の神隠し', '千と千尋の神隠し')).toBe(1);
  });

  it('is symmetric', () => {
    const pairs: [string, string][] = [
      ['The Matrix', 'Matrix'],
      ['Blade Runner', 'Blade Runner 2049'],
      ['Alien', 'Aliens'],
    ];
    for (const [a, b] of pairs) expect(titleSimilarity(a, b)).toBeCloseTo(titleSimilarity(b, a), 10);
  });

  it('costs a little for a missing leading article', () => {
    const score = titleSimilarity('Matrix', 'The Matrix');
    expect(score).toBeGreaterThan(0.9);
    expect(score).toBeLessThan(1);
    expect(titleSimilarity('Die Hard', 'Die Hard')).toBe(1);
    expect(titleSimilarity('Die Hard', 'Hard')).toBeLessThan(1);
  });

  it('treats different spacing of the same letters as nearly the same', () => {
    expect(titleSimilarity('Spiderman', 'Spider-Man')).toBeGreaterThan(0.95);
  });

  it('keeps sequels, numbered titles and plurals apart', () => {
    expect(titleSimilarity('Blade Runner', 'Blade Runner 2049')).toBeLessThan(0.7);
    expect(titleSimilarity('Rocky', 'Rocky II')).toBeLessThan(0.7);
    expect(titleSimilarity('Toy Story 2', 'Toy Story 3')).toBeLessThan(0.75);
    expect(titleSimilarity('Alien', 'Aliens')).toBeLessThan(0.5);
    expect(titleSimilarity('Dune', 'Dune: Part Two')).toBeLessThan(0.55);
    expect(titleSimilarity('It', 'It Chapter Two')).toBeLessThan(0.4);
  });

  it('scores word order and small spelling slips between the extremes', () => {
    const reordered = titleSimilarity('Wars Star', 'Star Wars');
    expect(reordered).toBeGreaterThan(0.6);
    expect(reordered).toBeLessThan(1);
    const typo = titleSimilarity('Interstelar', 'Interstellar');
    expect(typo).toBeGreaterThan(0.4);
    expect(typo).toBeLessThan(0.9);
  });

  it('compares CJK titles character by character', () => {
    const partial = titleSimilarity('千と千尋', '千と千尋の神隠し');
    expect(partial).toBeGreaterThan(0.4);
    expect(partial).toBeLessThan(0.9);
    expect(titleSimilarity('進撃の巨人', '千と千尋の神隠し')).toBeLessThan(0.2);
  });

  it('is 0 for unrelated or empty titles', () => {
    expect(titleSimilarity('Zero Day', 'Frozen')).toBeLessThan(0.3);
    expect(titleSimilarity('', 'Frozen')).toBe(0);
    expect(titleSimilarity('!!!', '???')).toBe(0);
  });
});
