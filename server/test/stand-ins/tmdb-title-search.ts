/**
 * Title search the way the stand-in does it: case-, accent- and punctuation-insensitive; an entry
 * matches when every query word is a word of one of its names (title, original title or an
 * alternative title); results rank exact titles first, then by popularity — popularity-heavy, like
 * TMDB, so a caller's matcher still has to weigh years and alternatives itself.
 */

/** Lower case, accents dropped, apostrophes removed, '&' read as 'and', other punctuation as space. */
export function normaliseTitle(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/['’ʼ`]/g, '')
    .replace(/&/g, ' and ')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

function wordsOf(normalised: string): string[] {
  return normalised === '' ? [] : normalised.split(' ');
}

/** A name's searchable tokens: its words and each pair of neighbours joined ("spider man" → "spiderman"). */
function tokensOf(words: readonly string[]): string[] {
  const tokens = [...words];
  for (let i = 0; i + 1 < words.length; i++) tokens.push(`${words[i] ?? ''}${words[i + 1] ?? ''}`);
  return tokens;
}

export interface SearchableEntry<T> {
  item: T;
  /** Title and original title. */
  primaryNames: string[];
  alternativeNames: string[];
  popularity: number;
}

interface IndexedEntry<T> {
  item: T;
  popularity: number;
  primary: string[];
  alternative: string[];
  /** Token sets, one per name (primary names first). */
  nameTokens: Set<string>[];
}

export class TitleIndex<T> {
  private readonly entries: IndexedEntry<T>[] = [];
  private readonly postings = new Map<string, number[]>();

  constructor(entries: Iterable<SearchableEntry<T>>) {
    for (const entry of entries) {
      const primary = entry.primaryNames.map(normaliseTitle);
      const alternative = entry.alternativeNames.map(normaliseTitle);
      const nameTokens = [...primary, ...alternative].map((name) => new Set(tokensOf(wordsOf(name))));
      const position = this.entries.length;
      this.entries.push({ item: entry.item, popularity: entry.popularity, primary, alternative, nameTokens });
      const all = new Set<string>();
      for (const tokens of nameTokens) for (const token of tokens) all.add(token);
      for (const token of all) {
        const list = this.postings.get(token);
        if (list) list.push(position);
        else this.postings.set(token, [position]);
      }
    }
  }

  /** Matching items, best first; `accept` narrows (year filters and the like). */
  search(query: string, accept: (item: T) => boolean = () => true): T[] {
    const normalised = normaliseTitle(query);
    const words = [...new Set(wordsOf(normalised))];
    if (words.length === 0) return [];
    const lists = words.map((word) => this.postings.get(word) ?? []);
    lists.sort((a, b) => a.length - b.length);
    const [shortest, ...others] = lists;
    if (!shortest || shortest.length === 0) return [];
    const otherSets = others.map((list) => new Set(list));
    const ranked: { entry: IndexedEntry<T>; score: number }[] = [];
    for (const position of shortest) {
      if (!otherSets.every((set) => set.has(position))) continue;
      const entry = this.entries[position];
      if (!entry || !accept(entry.item)) continue;
      // All words must sit in the same name, not be spread over several.
      if (!entry.nameTokens.some((tokens) => words.every((word) => tokens.has(word)))) continue;
      ranked.push({ entry, score: relevance(entry, normalised) });
    }
    ranked.sort((a, b) => b.score - a.score || b.entry.popularity - a.entry.popularity);
    return ranked.map(({ entry }) => entry.item);
  }
}

function relevance(entry: IndexedEntry<unknown>, query: string): number {
  if (entry.primary.includes(query)) return 3;
  if (entry.alternative.includes(query)) return 2;
  if (entry.primary.some((name) => name.startsWith(`${query} `))) return 1;
  return 0;
}
